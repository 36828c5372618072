import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { useToast } from "~/components/ui/toaster";
import { useValidatedForm } from "~/components/ui/use-validated-form";
import { ADMIN_TOASTS, adminErrorMessage, serverFieldErrors } from "~/lib/admin-messages";
import type { AdminCategory } from "~/lib/admin-types";
import { categoryFormSchema, categoryFormValues, emptyCategoryForm, slugify, type CategoryFormValues, type CategoryInput } from "~/lib/category-form-schema";
import { errorResult } from "~/lib/form-errors";
import { parseForm } from "~/lib/form-validation";
import { focusField, FormDialog } from "./form-dialog";
import { useAdminRequest } from "./use-admin-request";

export function CategoryFormDialog({ open, category, onOpenChange }: { open: boolean; category: AdminCategory | null; onOpenChange(open: boolean): void }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={category ? "Edit Category" : "Add Category"}
      description="The slug is the category's address in the catalogue filter."
    >
      <CategoryForm key={category?.id ?? "new"} category={category} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone(): void }) {
  const toast = useToast();
  const { send, busy } = useAdminRequest();
  const [serverError, setServerError] = useState<string | null>(null);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>();

  const [form, fields] = useValidatedForm<CategoryFormValues, CategoryInput>({
    id: "category-form",
    defaultValue: category ? categoryFormValues(category) : emptyCategoryForm,
    lastResult,
    validate: (formData) => parseForm(formData, categoryFormSchema),
    onInvalidSubmit: (message) => toast({ title: ADMIN_TOASTS.validationTitle, description: message, variant: "destructive" }),
    async onSubmit(event, { formData }) {
      event.preventDefault();
      setServerError(null);
      const values = {
        name: String(formData.get("name") ?? ""),
        slug: String(formData.get("slug") ?? ""),
        description: String(formData.get("description") ?? ""),
      };
      try {
        if (category) await send("PUT", `/api/categories/${category.id}`, values);
        else await send("POST", "/api/categories", values);
        toast(category ? ADMIN_TOASTS.categoryUpdated : ADMIN_TOASTS.categoryAdded);
        onDone();
      } catch (error) {
        const message = adminErrorMessage(error, ADMIN_TOASTS.categorySaveFailed);
        setLastResult(errorResult(serverFieldErrors(error)));
        setServerError(message);
        focusField("category-form-error");
        toast({ title: ADMIN_TOASTS.errorTitle, description: message, variant: "destructive" });
      }
    },
  });

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="grid gap-4" aria-label={category ? "Edit category" : "Add category"}>
      <FormMessage id="category-form-error" message={serverError} />
      <Field field={fields.name} id="category-name" label="Category name *" required autoComplete="off" />
      <Field
        field={fields.slug}
        id="category-slug"
        label="Slug"
        autoComplete="off"
        placeholder={slugify(fields.name.value ?? "") || "e.g. ion-sources"}
        hint="Lowercase letters, numbers and hyphens. Left empty, it is made from the name."
      />
      <Field as="textarea" field={fields.description} id="category-description" label="Description" rows={3} />
      <div className="mt-2 flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : category ? "Save Changes" : "Add Category"}
        </Button>
      </div>
    </form>
  );
}
