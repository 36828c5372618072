import { z } from "~/lib/zod";
import { plainText } from "~/lib/plain-text";
import { MAX_CART_QUANTITY } from "./cart-session";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "./contact-form-values";
import { contactSchema } from "./contact-schema";

/** Where a quote request comes from (quotes.source). "renewal" and "admin" are made by the server only. */
export const QUOTE_REQUEST_SOURCES = ["cart", "product", "method-assistant", "quick-order"] as const;
export type QuoteRequestSource = (typeof QUOTE_REQUEST_SOURCES)[number] | "renewal" | "admin";

/** How many lines one request may name: a cart or a method's kit is far below it. */
export const MAX_QUOTE_LINES = 100;

export const QUOTE_REQUEST_MESSAGES = {
  noLines: "Please name at least one product to quote",
  tooManyLines: `A quote request can name at most ${MAX_QUOTE_LINES} products`,
  quantity: `Please enter a quantity from 1 to ${MAX_CART_QUANTITY}`,
  product: "Please name a product by its id or SKU",
  message: `Please keep your message under ${CONTACT_LIMITS.message} characters`,
  contactRequired: "Please enter your name and e-mail address so that we can send you the quote",
} as const;

/** The form sends "" for an empty optional field; the API may also get null or nothing. */
const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const quoteQuantitySchema = z.coerce
  .number({ error: QUOTE_REQUEST_MESSAGES.quantity })
  .int(QUOTE_REQUEST_MESSAGES.quantity)
  .min(1, QUOTE_REQUEST_MESSAGES.quantity)
  .max(MAX_CART_QUANTITY, QUOTE_REQUEST_MESSAGES.quantity);

/** One requested line: a catalogue product by id or by SKU, and how many. */
export const quoteRequestLineSchema = z
  .object({
    productId: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
    sku: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
    quantity: quoteQuantitySchema,
  })
  .refine((line) => !!line.productId || !!line.sku, { message: QUOTE_REQUEST_MESSAGES.product });

/**
 * The requester's contact details, the contact form's own fields and messages (contact-schema.ts).
 * Required from anonymous visitors; a signed-in user's request is made from the account.
 */
export const quoteContactSchema = z.object({
  firstName: contactSchema.shape.firstName,
  lastName: contactSchema.shape.lastName,
  email: contactSchema.shape.email,
  company: contactSchema.shape.company,
});
export type QuoteContactInput = z.output<typeof quoteContactSchema>;

/**
 * POST /api/quotes: the lines (from a product page or the method assistant), or the cart by its
 * session id (`cartSessionId`, "any cart, price-on-request lines included"), an optional message
 * and, for anonymous visitors, the contact fields (checked by the API, which knows who is asking).
 */
export const quoteRequestSchema = z.object({
  source: z.enum(QUOTE_REQUEST_SOURCES, { error: "Please say where the request comes from: cart, product, method-assistant or quick-order" }),
  cartSessionId: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  lines: z.array(quoteRequestLineSchema).max(MAX_QUOTE_LINES, QUOTE_REQUEST_MESSAGES.tooManyLines).optional(),
  message: z.preprocess(emptyToUndefined, plainText().trim().max(CONTACT_LIMITS.message, QUOTE_REQUEST_MESSAGES.message).optional()),
  contact: z.preprocess(emptyToUndefined, z.unknown().optional()),
});
export type QuoteRequestPayload = z.output<typeof quoteRequestSchema>;

/**
 * The request form on a product page, in the cart and under the method assistant: a quantity (a
 * product page), a message, and the contact fields for anonymous visitors.
 */
export function quoteRequestFormSchema(opts: { contact: boolean; quantity: boolean }) {
  const message = z.preprocess(emptyToUndefined, plainText().trim().max(CONTACT_LIMITS.message, QUOTE_REQUEST_MESSAGES.message).optional());
  const base = z.object({ message, ...(opts.quantity ? { quantity: quoteQuantitySchema } : {}) });
  return opts.contact ? base.extend(quoteContactSchema.shape) : base;
}

export { CONTACT_MESSAGES };
