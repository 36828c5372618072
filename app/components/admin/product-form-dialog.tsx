import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { useToast } from "~/components/ui/toaster";
import { useValidatedForm } from "~/components/ui/use-validated-form";
import { ADMIN_TOASTS, adminErrorMessage, serverFieldErrors } from "~/lib/admin-messages";
import type { AdminCategory, AdminProduct } from "~/lib/admin-types";
import { errorResult } from "~/lib/form-errors";
import { parseForm } from "~/lib/form-validation";
import {
  emptyProductForm,
  PRODUCT_FORM_MESSAGES,
  productFormDataSchema,
  productFormValues,
  productFormValuesFrom,
  type ProductFormValues,
  type ProductInput,
} from "~/lib/product-form-schema";
import { focusField, FormDialog } from "./form-dialog";
import { SwitchField } from "./switch-field";
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

function ProductForm({ product, categories, onDone }: { product: AdminProduct | null; categories: readonly AdminCategory[]; onDone(): void }) {
  const toast = useToast();
  const { send, busy } = useAdminRequest();
  const [initial] = useState<ProductFormValues>(() => (product ? productFormValues(product) : emptyProductForm));
  // the switches are buttons (Radix Switch); they post "on" through their hidden checkbox
  const [switches, setSwitches] = useState({
    priceOnRequest: initial.priceOnRequest,
    featured: initial.featured,
    lotTracked: initial.lotTracked,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>();

  const [form, fields] = useValidatedForm<ProductFormValues, ProductInput>({
    id: "product-form",
    defaultValue: initial,
    lastResult,
    validate: (formData) => parseForm(formData, productFormDataSchema),
    onInvalidSubmit: (message) => toast({ title: PRODUCT_FORM_MESSAGES.title, description: message, variant: "destructive" }),
    async onSubmit(event, { formData }) {
      event.preventDefault();
      setServerError(null);
      const values = productFormValuesFrom(Object.fromEntries(formData));
      try {
        if (product) await send("PUT", `/api/products/${product.id}`, values);
        else await send("POST", "/api/products", values);
        toast(product ? ADMIN_TOASTS.productUpdated : ADMIN_TOASTS.productAdded);
        onDone();
      } catch (error) {
        const message = adminErrorMessage(error, ADMIN_TOASTS.productSaveFailed);
        setLastResult(errorResult(serverFieldErrors(error)));
        setServerError(message);
        focusField("product-form-error");
        toast({ title: ADMIN_TOASTS.errorTitle, description: message, variant: "destructive" });
      }
    },
  });

  const toggle = (name: keyof typeof switches) => (checked: boolean) => setSwitches((current) => ({ ...current, [name]: checked }));

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="grid gap-4" aria-label={product ? "Edit product" : "Add product"}>
      <FormMessage id="product-form-error" message={serverError} />
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
      <SwitchField
        id="product-priceOnRequest"
        name="priceOnRequest"
        label="Price on request"
        hint="The catalogue shows 'Please inquire' and orders with this product get a quote."
        checked={switches.priceOnRequest}
        onCheckedChange={toggle("priceOnRequest")}
      />
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
        <SwitchField
          id="product-featured"
          name="featured"
          label="Featured"
          hint="Up to 3 featured products lead the catalogue."
          checked={switches.featured}
          onCheckedChange={toggle("featured")}
        />
        <SwitchField
          id="product-lotTracked"
          name="lotTracked"
          label="Lot-tracked"
          hint="Made in lots: shipping names each line's lot, and buyers get its certificate of analysis."
          checked={switches.lotTracked}
          onCheckedChange={toggle("lotTracked")}
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
