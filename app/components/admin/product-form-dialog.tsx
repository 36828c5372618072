import { useState, type FormEvent } from "react";
import { FormField } from "~/components/ui/form-field";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { ADMIN_TOASTS, adminErrorMessage, serverFieldErrors } from "~/lib/admin-messages";
import type { AdminCategory, AdminProduct } from "~/lib/admin-types";
import {
  emptyProductForm,
  PRODUCT_FORM_MESSAGES,
  productFieldErrors,
  productFormSchema,
  productFormValues,
  type ProductFormField,
  type ProductFormValues,
} from "~/lib/product-form-schema";
import { focusField, FormDialog } from "./form-dialog";
import { SelectField } from "./select-field";
import { SwitchField } from "./switch-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { useAdminRequest } from "./use-admin-request";

/** Spec §4 product form: closed, add mode (product null) or edit mode (pre-filled). Closing it resets it. */
export function ProductFormDialog({
  open,
  product,
  categories,
  onOpenChange,
}: {
  open: boolean;
  product: AdminProduct | null;
  categories: readonly AdminCategory[];
  onOpenChange(open: boolean): void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={product ? "Edit Product" : "Add Product"}
      description={product ? `Editing ${product.name} (${product.sku})` : "Fields marked * are required."}
    >
      <ProductForm key={product?.id ?? "new"} product={product} categories={categories} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

type FieldErrors = Partial<Record<ProductFormField, string>>;

function ProductForm({ product, categories, onDone }: { product: AdminProduct | null; categories: readonly AdminCategory[]; onDone(): void }) {
  const toast = useToast();
  const { send, busy } = useAdminRequest();
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productFormValues(product) : emptyProductForm));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const set = <K extends ProductFormField>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: ProductFormField) => ({
    name: field,
    id: `product-${field}`,
    value: values[field] as string,
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const parsed = productFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(productFieldErrors(parsed.error));
      focusField(`product-${String(parsed.error.issues[0].path[0] ?? "name")}`);
      toast({ title: PRODUCT_FORM_MESSAGES.title, description: parsed.error.issues[0].message, variant: "destructive" });
      return;
    }
    try {
      if (product) await send("PUT", `/api/products/${product.id}`, values);
      else await send("POST", "/api/products", values);
      toast(product ? ADMIN_TOASTS.productUpdated : ADMIN_TOASTS.productAdded);
      onDone();
    } catch (error) {
      const message = adminErrorMessage(error, ADMIN_TOASTS.productSaveFailed);
      setErrors(serverFieldErrors(error));
      setServerError(message);
      focusField("product-form-error");
      toast({ title: ADMIN_TOASTS.errorTitle, description: message, variant: "destructive" });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={product ? "Edit product" : "Add product"}>
      {serverError && (
        <p id="product-form-error" tabIndex={-1} role="alert" className="rounded-md border border-red-200 bg-danger-soft px-3 py-2 text-sm text-danger">
          {serverError}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Product name *" required autoComplete="off" {...text("name")} />
        <FormField label="SKU *" required autoComplete="off" {...text("sku")} />
      </div>
      <TextAreaField label="Description *" required rows={4} {...text("description")} />
      <TextAreaField label="Short description" rows={2} hint="Shown on product cards; the description is used when empty." {...text("shortDescription")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Price (USD)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          disabled={values.priceOnRequest}
          placeholder={values.priceOnRequest ? "Price on request" : "0.00"}
          {...text("price")}
        />
        <FormField label="Stock quantity" type="number" inputMode="numeric" step="1" min="0" {...text("stockQuantity")} />
      </div>
      <SwitchField
        id="product-priceOnRequest"
        label="Price on request"
        hint="The catalogue shows 'Please inquire' and orders with this product get a quote."
        checked={values.priceOnRequest}
        onCheckedChange={(checked) => {
          set("priceOnRequest", checked);
          setErrors((current) => ({ ...current, price: undefined }));
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Category" {...text("categoryId")}>
          <option value="">No category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <FormField label="Image URL" placeholder="/images/products/… or https://…" autoComplete="off" {...text("imageUrl")} />
      </div>
      <TextAreaField
        label="Specifications"
        rows={3}
        hint="One per line, as 'Name: value', e.g. 'Emitter gap: 0.7 mm'."
        placeholder="Emitter gap: 0.7 mm"
        {...text("specifications")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SwitchField id="product-inStock" label="In stock" checked={values.inStock} onCheckedChange={(checked) => set("inStock", checked)} />
        <SwitchField
          id="product-featured"
          label="Featured"
          hint="Up to 3 featured products lead the catalogue."
          checked={values.featured}
          onCheckedChange={(checked) => set("featured", checked)}
        />
      </div>
      <div className="mt-2 flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : product ? "Save Changes" : "Add Product"}
        </Button>
      </div>
    </form>
  );
}
