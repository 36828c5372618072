import { useState } from "react";
import { Field, FormMessage } from "~/components/ui/field";
import type { AdminCategory, AdminProduct } from "~/lib/admin-types";
import { parseForm } from "~/lib/form-validation";
import {
  emptyProductForm,
  productFormDataSchema,
  productFormValues,
  productFormValuesFrom,
  type ProductFormValues,
  type ProductInput,
} from "~/lib/product-form-schema";
import { FormDialog, FormDialogActions } from "./form-dialog";
import { SwitchField } from "./switch-field";
import { useAdminRecordForm } from "./use-admin-record-form";

type ProductSwitch = "priceOnRequest" | "featured" | "lotTracked";

const PRODUCT_SWITCHES: Record<ProductSwitch, { label: string; hint: string }> = {
  priceOnRequest: { label: "Price on request", hint: "The catalogue shows 'Please inquire' and orders with this product get a quote." },
  featured: { label: "Featured", hint: "Up to 3 featured products lead the catalogue." },
  lotTracked: { label: "Lot-tracked", hint: "Made in lots: shipping names each line's lot, and buyers get its certificate of analysis." },
};

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

function ProductForm({ product, categories, onDone }: { product: AdminProduct | null; categories: readonly AdminCategory[]; onDone(): void }) {
  const [initial] = useState<ProductFormValues>(() => (product ? productFormValues(product) : emptyProductForm));
  // the switches are buttons (Radix Switch); they post "on" through their hidden checkbox
  const [switches, setSwitches] = useState({
    priceOnRequest: initial.priceOnRequest,
    featured: initial.featured,
    lotTracked: initial.lotTracked,
  });

  const { form, fields, busy, serverError, errorId } = useAdminRecordForm<ProductFormValues, ProductInput>("product", {
    recordId: product?.id ?? null,
    defaultValue: initial,
    validate: (formData) => parseForm(formData, productFormDataSchema),
    valuesOf: (formData) => productFormValuesFrom(Object.fromEntries(formData)),
    onDone,
  });

  // the props of one switch: its text, its state and its setter
  const switchField = (name: ProductSwitch) => ({
    id: `product-${name}`,
    name,
    ...PRODUCT_SWITCHES[name],
    checked: switches[name],
    onCheckedChange: (checked: boolean) => setSwitches((current) => ({ ...current, [name]: checked })),
  });

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="grid gap-4" aria-label={product ? "Edit product" : "Add product"}>
      <FormMessage id={errorId} message={serverError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.name} id="product-name" label="Product name *" required autoComplete="off" />
        <Field field={fields.sku} id="product-sku" label="SKU *" required autoComplete="off" />
      </div>
      <Field as="textarea" field={fields.description} id="product-description" label="Description *" required rows={4} />
      <Field
        as="textarea"
        field={fields.shortDescription}
        id="product-shortDescription"
        label="Short description"
        rows={2}
        hint="Shown on product cards; the description is used when empty."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          field={fields.price}
          id="product-price"
          label="Price (USD)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          disabled={switches.priceOnRequest}
          placeholder={switches.priceOnRequest ? "Price on request" : "0.00"}
        />
        <Field field={fields.stockQuantity} id="product-stockQuantity" label="Stock quantity" type="number" inputMode="numeric" step="1" min="0" />
      </div>
      <SwitchField {...switchField("priceOnRequest")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field as="select" field={fields.categoryId} id="product-categoryId" label="Category">
          <option value="">No category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </Field>
        <Field field={fields.imageUrl} id="product-imageUrl" label="Image URL" placeholder="/images/products/… or https://…" autoComplete="off" />
      </div>
      <Field
        as="textarea"
        field={fields.specifications}
        id="product-specifications"
        label="Specifications"
        rows={3}
        hint="One per line, as 'Name: value', e.g. 'Emitter gap: 0.7 mm'."
        placeholder="Emitter gap: 0.7 mm"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SwitchField {...switchField("featured")} />
        <SwitchField {...switchField("lotTracked")} />
      </div>
      <FormDialogActions busy={busy} editing={product !== null} addLabel="Add Product" onCancel={onDone} />
    </form>
  );
}
