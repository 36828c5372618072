import { z } from "~/lib/zod";
import { optionalText, plainText } from "~/lib/plain-text";
import { PO_NUMBER_MAX_LENGTH, PO_REQUIRED_MESSAGE } from "~/lib/order-number";
import { addressFieldsSchema, type AddressInput } from "~/lib/account-schemas";
import { addressText, NEW_ADDRESS, type AddressFields, type AddressKind, type SavedAddress } from "~/lib/address-book";
import { costCentreField, glCodeField } from "~/lib/approval-schemas";

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
  /** an organisation's cost centre and general-ledger code, printed wherever the PO number is (docs/decisions/056-approvals.md) */
  costCentre: costCentreField(),
  glCode: glCodeField(),
});

export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** An order's checkout fields as a caller hands them to the order (the cost centre and GL code only an organisation's member gives). */
export type OrderCheckout = Omit<CheckoutInput, "costCentre" | "glCode"> & Partial<Pick<CheckoutInput, "costCentre" | "glCode">>;

/** The checkout of an account whose terms require a purchase-order number (the server refuses an order without one too). */
export const checkoutSchemaWithPo = checkoutSchema.extend({
  poNumber: optionalText(PO_NUMBER_MAX_LENGTH, "PO number").refine((v) => v !== null, PO_REQUIRED_MESSAGE),
});

/** A checkbox: "on" when ticked. */
const ticked = z
  .string()
  .optional()
  .transform((v) => v === "on");

/** A valid checkout form: the order as POST /api/orders takes it, and the new addresses to save to the address book. */
export interface CheckoutSubmission {
  order: CheckoutInput;
  save: AddressInput[];
}

const CHOOSE = { shipping: "Choose a shipping address", billing: "Choose a billing address" } as const;

/**
 * The checkout form's schema for the form as it stands (`formData`: which address is chosen decides
 * which fields there are). A guest types the addresses (spec §5). A signed-in buyer chooses one of
 * their saved addresses (`book`) or fills "A new address" with the address book's fields, the
 * country from the list; the order stores the address as text either way.
 */
export function checkoutFormSchema(formData: FormData, { poRequired, book }: { poRequired: boolean; book: readonly SavedAddress[] | null }) {
  const order = poRequired ? checkoutSchemaWithPo : checkoutSchema;
  if (!book) {
    return order.extend({ sameAsShipping: ticked }).transform(({ sameAsShipping, ...fields }): CheckoutSubmission => ({
      order: { ...fields, billingAddress: sameAsShipping ? fields.shippingAddress : fields.billingAddress },
      save: [],
    }));
  }
  const sameAsShipping = formData.get("sameAsShipping") === "on";
  const shipNew = formData.get("shipTo") === NEW_ADDRESS;
  const billNew = !sameAsShipping && formData.get("billTo") === NEW_ADDRESS;
  const savedOf = (kind: AddressKind) => book.filter((a) => a.kind === kind);
  const choice = (kind: AddressKind) =>
    z.string({ error: CHOOSE[kind] }).refine((id) => id === NEW_ADDRESS || savedOf(kind).some((a) => a.id === id), CHOOSE[kind]);
  return order
    .omit({ shippingAddress: true, billingAddress: true })
    .extend({
      shipTo: choice("shipping"),
      shipping: shipNew ? addressFieldsSchema : z.unknown().optional(),
      saveShipping: ticked,
      sameAsShipping: ticked,
      billTo: sameAsShipping ? z.unknown().optional() : choice("billing"),
      billing: billNew ? addressFieldsSchema : z.unknown().optional(),
      saveBilling: ticked,
    })
    .transform(({ shipTo, shipping, saveShipping, sameAsShipping: _same, billTo, billing, saveBilling, ...contact }): CheckoutSubmission => {
      const chosen = (id: unknown, fields: unknown) => (id === NEW_ADDRESS ? (fields as AddressFields) : book.find((a) => a.id === id)!);
      const shipAddress = chosen(shipTo, shipping);
      const billAddress = sameAsShipping ? shipAddress : chosen(billTo, billing);
      const save: AddressInput[] = [];
      if (shipNew && saveShipping) save.push({ ...(shipping as AddressInput), kind: "shipping", isDefault: false });
      if (billNew && saveBilling) save.push({ ...(billing as AddressInput), kind: "billing", isDefault: false });
      return { order: { ...contact, shippingAddress: addressText(shipAddress), billingAddress: addressText(billAddress) }, save };
    });
}

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
