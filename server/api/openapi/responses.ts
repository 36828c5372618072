import { ORDER_STATUSES } from "~/lib/admin-order-status";
import { z } from "~/lib/zod";

/**
 * The shapes of the answers integrators read most (products, categories, the cart, an order's
 * receipt), as zod schemas for the description. The services type their answers in TypeScript
 * (app/lib/catalogue-types.ts), not zod: tests/api/openapi-document.test.ts parses real answers
 * with these strict schemas, so a field added, renamed or dropped fails there until this follows.
 */

const priceText = z
  .string()
  .nullable()
  .meta({ description: 'The price as text ("$1,234.00", or "Please inquire" for price on request); null for anyone who may not see prices.' });

export const categorySchema = z
  .strictObject({
    id: z.guid(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
  })
  .meta({ id: "Category" });

export const productSchema = z
  .strictObject({
    id: z.guid(),
    name: z.string(),
    description: z.string(),
    shortDescription: z.string().nullable(),
    price: priceText,
    sku: z.string(),
    categoryId: z.guid().nullable(),
    category: z.strictObject({ slug: z.string(), name: z.string() }).nullable(),
    imageUrl: z.string().nullable(),
    inStock: z.boolean(),
    lowStock: z.boolean().meta({ description: "Only a few left (1–5)." }),
    stockQuantity: z.int().optional().meta({ description: "The exact number in stock: administrators only." }),
    featured: z.boolean(),
    specifications: z.record(z.string(), z.string()).nullable(),
    createdAt: z.iso.datetime(),
    matchedIn: z
      .enum(["SKU", "name", "category", "description", "specifications"])
      .optional()
      .meta({ description: "A search result's field the term was found in (paged searches only)." }),
  })
  .meta({ id: "Product" });

export const cartItemSchema = z
  .strictObject({
    id: z.guid(),
    sessionId: z.string(),
    productId: z.guid(),
    quantity: z.int(),
    product: z.strictObject({
      id: z.guid(),
      name: z.string(),
      sku: z.string(),
      price: priceText,
      imageUrl: z.string().nullable(),
      inStock: z.boolean(),
      lowStock: z.boolean(),
      stockQuantity: z.int().optional(),
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "CartItem" });

const amount = z
  .string()
  .nullable()
  .meta({ description: 'Dollars as a decimal string ("1500.00"); null when the buyer may not see prices (the order is a quote request).' });

export const orderReceiptSchema = z
  .strictObject({
    orderId: z.guid(),
    id: z.guid(),
    orderNumber: z.string().meta({ example: "SO-2026-000123" }),
    poNumber: z.string().nullable(),
    costCentre: z.string().nullable().meta({ description: "The organisation's cost centre the order is booked to." }),
    glCode: z.string().nullable().meta({ description: "The general-ledger code the order is booked to." }),
    confirmationPath: z
      .string()
      .nullable()
      .meta({ description: "Where the confirmation can be seen again (a guest's link only in the answer that created the order)." }),
    status: z.enum(ORDER_STATUSES),
    subtotal: amount,
    tax: amount,
    shipping: amount,
    total: amount,
    requiresQuote: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "OrderReceipt" });

export const awaitingApprovalSchema = z
  .strictObject({
    approvalId: z.guid(),
    status: z.literal("awaiting_approval"),
    reasons: z.array(z.object({ code: z.string(), message: z.string() })).meta({ description: "Why it needs approval, in the rules' order." }),
    total: z.string().meta({ example: "320.00", description: "The order's total, tax and shipping included." }),
  })
  .meta({ id: "AwaitingApproval" });

export const messageSchema = z.object({ message: z.string() }).meta({ id: "Message" });

export const pagingHeaders = z.object({
  "X-Total-Count": z.string().optional().meta({ description: "Paged lists: how many products match." }),
  Link: z.string().optional().meta({ description: 'Paged lists: RFC 8288 links (rel="first", "prev", "next", "last").' }),
});
