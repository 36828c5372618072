import { useState, type FormEvent } from "react";
import { FormField } from "~/components/ui/form-field";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { ADMIN_TOASTS, adminErrorMessage, serverFieldErrors } from "~/lib/admin-messages";
import type { AdminCategory } from "~/lib/admin-types";
import { categoryFormSchema, categoryFormValues, emptyCategoryForm, slugify, type CategoryFormValues } from "~/lib/category-form-schema";
import { focusField, FormDialog } from "./form-dialog";
import { TextAreaField } from "~/components/ui/text-area-field";
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

type Field = keyof CategoryFormValues;

function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone(): void }) {
  const toast = useToast();
  const { send, busy } = useAdminRequest();
  const [values, setValues] = useState<CategoryFormValues>(() => (category ? categoryFormValues(category) : emptyCategoryForm));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const field = (name: Field) => ({
    name,
    id: `category-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const parsed = categoryFormSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as Field] ??= issue.message;
      setErrors(fieldErrors);
      focusField(`category-${String(parsed.error.issues[0].path[0] ?? "name")}`);
      toast({ title: ADMIN_TOASTS.validationTitle, description: parsed.error.issues[0].message, variant: "destructive" });
      return;
    }
    try {
      if (category) await send("PUT", `/api/categories/${category.id}`, values);
      else await send("POST", "/api/categories", values);
      toast(category ? ADMIN_TOASTS.categoryUpdated : ADMIN_TOASTS.categoryAdded);
      onDone();
    } catch (error) {
      const message = adminErrorMessage(error, ADMIN_TOASTS.categorySaveFailed);
      setErrors(serverFieldErrors(error));
      setServerError(message);
      focusField("category-form-error");
      toast({ title: ADMIN_TOASTS.errorTitle, description: message, variant: "destructive" });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={category ? "Edit category" : "Add category"}>
      {serverError && (
        <p id="category-form-error" tabIndex={-1} role="alert" className="rounded-md border border-red-200 bg-danger-soft px-3 py-2 text-sm text-danger">
          {serverError}
        </p>
      )}
      <FormField label="Category name *" required autoComplete="off" {...field("name")} />
      <FormField
        label="Slug"
        autoComplete="off"
        placeholder={slugify(values.name) || "e.g. ion-sources"}
        hint="Lowercase letters, numbers and hyphens. Left empty, it is made from the name."
        {...field("slug")}
      />
      <TextAreaField label="Description" rows={3} {...field("description")} />
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
