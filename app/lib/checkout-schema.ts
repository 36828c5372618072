import { z } from "~/lib/zod";
import { optionalText, plainText } from "~/lib/plain-text";
import { PO_NUMBER_MAX_LENGTH } from "~/lib/order-number";
import { PO_REQUIRED_MESSAGE } from "~/lib/account-terms";

/** Spec §5 checkout form, with the spec's messages. */
export const checkoutSchema = z.object({
  customerName: plainText({ error: "Name is required" }).trim().min(1, "Name is required").max(200, "Name is too long"),
  customerEmail: z.string({ error: "Valid email is required" }).trim().max(254, "Valid email is required").pipe(z.email("Valid email is required")),
  customerCompany: optionalText(200, "Company"),
  customerPhone: optionalText(40, "Phone"),
  shippingAddress: plainText({ error: "Complete shipping address is required" })
    .trim()
    .min(10, "Complete shipping address is required")
    .max(1000, "Shipping address is too long"),
  billingAddress: optionalText(1000, "Billing address"),
  notes: optionalText(2000, "Notes"),
  /** the buyer's purchase-order number, printed on the confirmation, the PDF, the e-mails and the CSV */
  poNumber: optionalText(PO_NUMBER_MAX_LENGTH, "PO number"),
});

export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** The checkout of an account whose terms require a purchase-order number (the server refuses an order without one too). */
export const checkoutSchemaWithPo = checkoutSchema.extend({
  poNumber: optionalText(PO_NUMBER_MAX_LENGTH, "PO number").refine((v) => v !== null, PO_REQUIRED_MESSAGE),
});

/**
 * Spec §3 order payload: orderData (amounts as strings), items, sessionId. The items and the total
 * are what the customer saw: the server refuses the order (409) when the cart or the shop differ
 * from them, and computes every amount itself. `name` names a line whose product has been deleted.
 */
export const orderPayloadSchema = z.object({
  orderData: checkoutSchema.extend({
    subtotal: z.string().max(32).optional(),
    tax: z.string().max(32).optional(),
    shipping: z.string().max(32).optional(),
    total: z.string().max(32).optional(),
    status: z.literal("pending").optional(),
  }),
  items: z
    .array(
      z.object({
        productId: z.string().max(64),
        quantity: z.number().int().min(1).max(999),
        unitPrice: z.string().max(32).optional(),
        totalPrice: z.string().max(32).optional(),
        name: z.string().max(200).optional(),
      }),
    )
    .max(200)
    .optional(),
  sessionId: z.string({ error: "A cart session id is required" }).max(100),
});

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
