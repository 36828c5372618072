import { z } from "~/lib/zod";
import { plainText } from "~/lib/plain-text";
import { PAYMENT_TERMS, utcDate } from "./account-terms";
import { MAX_CART_QUANTITY } from "./cart-session";
import { percentToBasisPoints } from "./quote-amounts";

/**
 * The admin's quote editor (/admin/quotes/:id, PUT /api/admin/quotes/:id and its send): every value
 * as the form holds it (text), checked here with the messages the editor shows. Amounts become
 * cents, percentages basis points. Whether every line has a price is checked when the quote is sent.
 */
export const QUOTE_EDIT_MESSAGES = {
  noLines: "A quote needs at least one line",
  quantity: `Please enter a quantity from 1 to ${MAX_CART_QUANTITY}`,
  negativePrice: "Prices cannot be negative",
  price: "Please enter an amount like 1234.50",
  discount: "A discount is a percentage from 0 to 100",
  taxRate: "A tax rate is a percentage from 0 to 100",
  certificate: "Please enter the tax-exemption certificate reference",
  paymentTerms: "Please choose the payment terms",
  validUntil: "Please enter the date until which the quote is valid",
  validUntilPast: "The valid-until date cannot be in the past",
  freeLineName: "A free line needs a description",
  lineProduct: "Please enter the SKU of a catalogue product, or a description for a free line",
  unpriced: (sku: string) => `Please enter a unit price for ${sku} before sending`,
} as const;

export const QUOTE_EDIT_LIMITS = { lines: 100, name: 200, sku: 64, note: 5000, certificate: 100, maxCents: 1_000_000_000 } as const;

/** Default validity of a quote: 30 days. */
export const QUOTE_VALID_DAYS = 30;

/** Today + 30 days (UTC calendar), the editor's default valid-until. */
export function defaultValidUntil(now: Date = new Date()): string {
  return utcDate(new Date(now.getTime() + QUOTE_VALID_DAYS * 86_400_000));
}

const numberAsText = (value: unknown) => (typeof value === "number" ? String(value) : value);
const trimmed = (value: unknown) => (typeof value === "string" ? value.trim().replace(/[$,]/g, "") : numberAsText(value));

/** Money as typed: "1234.5" → 123450 cents; negative amounts get their own message. */
const centsField = (opts: { optional: boolean }) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? "" : trimmed(value)),
    z
      .string({ error: QUOTE_EDIT_MESSAGES.price })
      .refine((text) => !text.startsWith("-"), QUOTE_EDIT_MESSAGES.negativePrice)
      .refine((text) => (opts.optional && text === "") || /^\d+(\.\d{1,2})?$/.test(text), QUOTE_EDIT_MESSAGES.price)
      .transform((text) => (text === "" ? null : Math.round(Number(text) * 100)))
      .refine((cents) => cents === null || cents <= QUOTE_EDIT_LIMITS.maxCents, QUOTE_EDIT_MESSAGES.price),
  );

/** A percentage as typed, 0–100 with at most 2 decimals, as basis points. */
const percentField = (message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? "0" : trimmed(value)),
    z
      .string({ error: message })
      .transform((text) => percentToBasisPoints(text))
      .refine((bp): bp is number => bp !== null && bp <= 10_000, message),
  );

const checkbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

/**
 * A line: an existing one (`lineId`), a catalogue product to add (`sku`), or a free line (`name`
 * without a SKU of the catalogue: `kind: "free"`).
 */
export const quoteEditLineSchema = z
  .object({
    lineId: z.preprocess((v) => (v === "" ? undefined : v), z.string().max(64).optional()),
    kind: z.preprocess((v) => (v === "" || v === undefined ? "product" : v), z.enum(["product", "free"])),
    sku: z.preprocess((v) => (v === null ? undefined : v), plainText().trim().max(QUOTE_EDIT_LIMITS.sku).optional()),
    name: z.preprocess((v) => (v === null ? undefined : v), plainText().trim().max(QUOTE_EDIT_LIMITS.name).optional()),
    quantity: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : numberAsText(v)),
      z
        .string({ error: QUOTE_EDIT_MESSAGES.quantity })
        .regex(/^\d+$/, QUOTE_EDIT_MESSAGES.quantity)
        .transform(Number)
        .refine((n) => n >= 1 && n <= MAX_CART_QUANTITY, QUOTE_EDIT_MESSAGES.quantity),
    ),
    unitPrice: centsField({ optional: true }),
    discountPercent: percentField(QUOTE_EDIT_MESSAGES.discount),
  })
  .superRefine((line, ctx) => {
    if (line.lineId) return;
    if (line.kind === "free" && !line.name) ctx.addIssue({ code: "custom", path: ["name"], message: QUOTE_EDIT_MESSAGES.freeLineName });
    if (line.kind === "product" && !line.sku) ctx.addIssue({ code: "custom", path: ["sku"], message: QUOTE_EDIT_MESSAGES.lineProduct });
  });

export const quoteEditSchema = z
  .object({
    lines: z.array(quoteEditLineSchema, { error: QUOTE_EDIT_MESSAGES.noLines }).min(1, QUOTE_EDIT_MESSAGES.noLines).max(QUOTE_EDIT_LIMITS.lines),
    shipping: centsField({ optional: true }).transform((cents) => cents ?? 0),
    taxExempt: checkbox,
    taxRatePercent: percentField(QUOTE_EDIT_MESSAGES.taxRate),
    taxExemptionCertificate: z.preprocess((v) => (v === null ? undefined : v), plainText().trim().max(QUOTE_EDIT_LIMITS.certificate).optional()),
    paymentTerms: z.enum(PAYMENT_TERMS, { error: QUOTE_EDIT_MESSAGES.paymentTerms }),
    poRequired: checkbox,
    validUntil: z
      .string({ error: QUOTE_EDIT_MESSAGES.validUntil })
      .regex(/^\d{4}-\d{2}-\d{2}$/, QUOTE_EDIT_MESSAGES.validUntil)
      .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), QUOTE_EDIT_MESSAGES.validUntil)
      .refine((date) => date >= utcDate(), QUOTE_EDIT_MESSAGES.validUntilPast),
    note: z.preprocess((v) => (v === null ? undefined : v), plainText().trim().max(QUOTE_EDIT_LIMITS.note, "The note is too long").optional()),
  })
  .superRefine((quote, ctx) => {
    if (quote.taxExempt && !quote.taxExemptionCertificate) {
      ctx.addIssue({ code: "custom", path: ["taxExemptionCertificate"], message: QUOTE_EDIT_MESSAGES.certificate });
    }
  });

export type QuoteEditInput = z.output<typeof quoteEditSchema>;

/** The editor's values as the form holds them (text), for defaultValue and the JSON the editor posts (a `type`: Conform needs an index signature). */
export type QuoteEditFormValues = {
  lines: Array<{ lineId: string; kind: "product" | "free"; sku: string; name: string; quantity: string; unitPrice: string; discountPercent: string }>;
  shipping: string;
  taxExempt: boolean;
  taxRatePercent: string;
  taxExemptionCertificate: string;
  paymentTerms: (typeof PAYMENT_TERMS)[number];
  poRequired: boolean;
  validUntil: string;
  note: string;
};
