import { Field, FormMessage } from "~/components/ui/field";
import type { AdminCategory } from "~/lib/admin-types";
import { categoryFormSchema, categoryFormValues, emptyCategoryForm, slugify, type CategoryFormValues, type CategoryInput } from "~/lib/category-form-schema";
import { parseForm } from "~/lib/form-validation";
import { FormDialog, FormDialogActions } from "./form-dialog";
import { useAdminRecordForm } from "./use-admin-record-form";

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
  const { form, fields, busy, serverError, errorId } = useAdminRecordForm<CategoryFormValues, CategoryInput>("category", {
    recordId: category?.id ?? null,
    defaultValue: category ? categoryFormValues(category) : emptyCategoryForm,
    validate: (formData) => parseForm(formData, categoryFormSchema),
    valuesOf: (formData) => ({
      name: String(formData.get("name") ?? ""),
      slug: String(formData.get("slug") ?? ""),
      description: String(formData.get("description") ?? ""),
    }),
    onDone,
  });

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="grid gap-4" aria-label={category ? "Edit category" : "Add category"}>
      <FormMessage id={errorId} message={serverError} />
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
      <FormDialogActions busy={busy} editing={category !== null} addLabel="Add Category" onCancel={onDone} />
    </form>
  );
}
