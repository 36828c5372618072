import { z } from "~/lib/zod";
import { plainText } from "~/lib/plain-text";

/**
 * The admin product form of spec §5, used by the form on /admin and by POST/PUT /api/products.
 * The form sends its raw values (price and stock as typed text, specifications as "Name: value"
 * lines); the API also accepts numbers and a specifications object. Unknown fields are refused.
 */

export const PRODUCT_FORM_MESSAGES = {
  title: "Validation Error",
  name: "Product name is required",
  description: "Product description is required",
  sku: "SKU is required",
  price: "Please enter a valid price",
  stockQuantity: "Please enter a valid stock quantity",
  category: "Please choose a category from the list",
  imageUrl: "Please enter an image path starting with / or an http(s) address",
  specifications: "Write each specification on its own line as 'Name: value'",
} as const;

export const PRODUCT_LIMITS = {
  name: 200,
  sku: 64,
  description: 10_000,
  shortDescription: 500,
  imageUrl: 500,
  specifications: 50,
  specificationName: 100,
  specificationValue: 500,
  /** the largest price the integer cents column holds comfortably */
  maxPriceCents: 1_000_000_000,
  maxStock: 1_000_000,
} as const;

export const PRODUCT_FORM_DEFAULTS = { stockQuantity: "1", featured: false, priceOnRequest: false, lotTracked: false } as const;

const requiredText = (message: string, max: number) =>
  plainText({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(" is required", "")} must be at most ${max} characters`);

/** Optional text is trimmed; empty becomes null. */
const optionalText = (max: number, label: string) =>
  plainText()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const emptyToNull = (value: unknown) => (value === "" || value === undefined ? null : value);
const numberAsText = (value: unknown) => (typeof value === "number" ? String(value) : value);

const PRICE_TEXT = /^\d+(\.\d{1,2})?$/;

/** "1234.5", "$1,234.50" or 1234.5 → 123450 cents; "" or null → null (allowed only with price on request). */
const priceField = z.preprocess(
  (value) => emptyToNull(typeof value === "string" ? value.trim().replace(/[$,]/g, "") : numberAsText(value)),
  z
    .string({ error: PRODUCT_FORM_MESSAGES.price })
    .regex(PRICE_TEXT, PRODUCT_FORM_MESSAGES.price)
    .transform((text) => Math.round(Number(text) * 100))
    .refine((cents) => cents <= PRODUCT_LIMITS.maxPriceCents, PRODUCT_FORM_MESSAGES.price)
    .nullable(),
);

const stockField = z.preprocess(
  (value) => (value === undefined ? PRODUCT_FORM_DEFAULTS.stockQuantity : typeof value === "string" ? value.trim() : numberAsText(value)),
  z
    .string({ error: PRODUCT_FORM_MESSAGES.stockQuantity })
    .regex(/^\d+$/, PRODUCT_FORM_MESSAGES.stockQuantity)
    .transform(Number)
    .refine((n) => n <= PRODUCT_LIMITS.maxStock, PRODUCT_FORM_MESSAGES.stockQuantity),
);

const imageUrlField = optionalText(PRODUCT_LIMITS.imageUrl, "Image address").refine(
  (url) => url === null || /^\/(?!\/)/.test(url) || /^https?:\/\/[^\s]+$/i.test(url),
  PRODUCT_FORM_MESSAGES.imageUrl,
);

export type Specifications = Record<string, string>;

/** "Emitter gap: 0.7 mm" lines → {"Emitter gap": "0.7 mm"}; blank lines are skipped; null when a line has no name or value. */
export function parseSpecificationLines(text: string): Specifications | null {
  const specifications: Specifications = {};
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(":");
    if (colon < 1) return null;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (!name || !value) return null;
    specifications[name] = value;
  }
  return specifications;
}

/** The form's textarea text for stored specifications. */
export function specificationLines(specifications: Specifications | null | undefined): string {
  return Object.entries(specifications ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");
}

const specificationRecord = z
  .record(
    plainText().trim().min(1, PRODUCT_FORM_MESSAGES.specifications).max(PRODUCT_LIMITS.specificationName, PRODUCT_FORM_MESSAGES.specifications),
    plainText().trim().min(1, PRODUCT_FORM_MESSAGES.specifications).max(PRODUCT_LIMITS.specificationValue, PRODUCT_FORM_MESSAGES.specifications),
  )
  .refine((record) => Object.keys(record).length <= PRODUCT_LIMITS.specifications, `At most ${PRODUCT_LIMITS.specifications} specifications`);

const specificationsField = z
  .preprocess((value) => (typeof value === "string" ? (parseSpecificationLines(value) ?? value) : (value ?? {})), z.union([specificationRecord, z.string()]))
  .transform((value, ctx) => {
    if (typeof value === "string") {
      ctx.addIssue({ code: "custom", message: PRODUCT_FORM_MESSAGES.specifications });
      return z.NEVER;
    }
    return Object.keys(value).length > 0 ? value : null;
  });

export const productFormSchema = z
  .strictObject({
    name: requiredText(PRODUCT_FORM_MESSAGES.name, PRODUCT_LIMITS.name),
    description: requiredText(PRODUCT_FORM_MESSAGES.description, PRODUCT_LIMITS.description),
    sku: requiredText(PRODUCT_FORM_MESSAGES.sku, PRODUCT_LIMITS.sku),
    price: priceField.optional().transform((cents) => cents ?? null),
    priceOnRequest: z.boolean().default(PRODUCT_FORM_DEFAULTS.priceOnRequest),
    stockQuantity: stockField,
    shortDescription: optionalText(PRODUCT_LIMITS.shortDescription, "Short description"),
    categoryId: z.preprocess(emptyToNull, z.uuid(PRODUCT_FORM_MESSAGES.category).nullable()),
    imageUrl: imageUrlField,
    /** ignored: "In stock" follows the stock quantity (older clients still send the whole form) */
    inStock: z.unknown().optional(),
    featured: z.boolean().default(PRODUCT_FORM_DEFAULTS.featured),
    /** made in lots whose certificates buyers get (decision 027); absent from an API call: unchanged (a new product: not lot-tracked) */
    lotTracked: z.boolean().optional(),
    specifications: specificationsField.optional().transform((value) => value ?? null),
  })
  .superRefine((product, ctx) => {
    if (!product.priceOnRequest && product.price === null) {
      ctx.addIssue({ code: "custom", path: ["price"], message: PRODUCT_FORM_MESSAGES.price });
    }
  })
  .transform(({ price, inStock: _ignored, ...product }) => ({
    ...product,
    priceCents: product.priceOnRequest ? null : price,
  }));

/** What the form holds while it is being edited: every field as the inputs give it. */
export type ProductFormValues = {
  name: string;
  description: string;
  sku: string;
  price: string;
  priceOnRequest: boolean;
  stockQuantity: string;
  shortDescription: string;
  categoryId: string;
  imageUrl: string;
  featured: boolean;
  lotTracked: boolean;
  specifications: string;
};

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductInput = z.output<typeof productFormSchema>;
export type ProductFormField = keyof ProductFormValues;

export const emptyProductForm: ProductFormValues = {
  name: "",
  description: "",
  sku: "",
  price: "",
  priceOnRequest: PRODUCT_FORM_DEFAULTS.priceOnRequest,
  stockQuantity: PRODUCT_FORM_DEFAULTS.stockQuantity,
  shortDescription: "",
  categoryId: "",
  imageUrl: "",
  featured: PRODUCT_FORM_DEFAULTS.featured,
  lotTracked: PRODUCT_FORM_DEFAULTS.lotTracked,
  specifications: "",
};

/** The form pre-filled from a stored product (edit mode). */
export function productFormValues(product: {
  name: string;
  description: string;
  sku: string;
  priceCents: number | null;
  priceOnRequest: boolean;
  stockQuantity: number;
  shortDescription: string | null;
  categoryId: string | null;
  imageUrl: string | null;
  featured: boolean;
  lotTracked: boolean;
  specifications: Specifications | null;
}): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    sku: product.sku,
    price: product.priceCents === null ? "" : (product.priceCents / 100).toFixed(2),
    priceOnRequest: product.priceOnRequest,
    stockQuantity: String(product.stockQuantity),
    shortDescription: product.shortDescription ?? "",
    categoryId: product.categoryId ?? "",
    imageUrl: product.imageUrl ?? "",
    featured: product.featured,
    lotTracked: product.lotTracked,
    specifications: specificationLines(product.specifications),
  };
}

const SWITCHES = ["priceOnRequest", "featured", "lotTracked"] as const;
const TEXT_FIELDS = ["name", "description", "sku", "price", "stockQuantity", "shortDescription", "categoryId", "imageUrl", "specifications"] as const;

/**
 * The form's posted data as the API takes it: its text as typed, and its switches as booleans
 * (a checked switch posts "on", an unchecked one nothing). A disabled price posts nothing either.
 */
export function productFormValuesFrom(data: Record<string, unknown>): Partial<ProductFormValues> {
  const values: Partial<ProductFormValues> = {};
  for (const field of TEXT_FIELDS) if (typeof data[field] === "string") values[field] = data[field];
  for (const field of SWITCHES) values[field] = data[field] === "on";
  return values;
}

/** productFormSchema for the form's own data (parseForm in the browser): the switches read as booleans first. */
export const productFormDataSchema = z.preprocess(
  (data) => (data && typeof data === "object" ? productFormValuesFrom(data as Record<string, unknown>) : data),
  productFormSchema,
);
