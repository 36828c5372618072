import { reorderSchema } from "~/lib/account-order-views";
import { orderPayloadSchema } from "~/lib/checkout-schema";
import { IDEMPOTENCY_KEY_PATTERN } from "~/lib/checkout-schema";
import { z } from "~/lib/zod";
import { describeArea } from "./operation";
import { linkTokenParam, orderNumberParam } from "./parameters";
import { awaitingApprovalSchema, orderReceiptSchema } from "./responses";

const PDF = "application/pdf";

/** server/api/orders.ts (checkout) and account-orders.ts (the buyer's orders, a guest's confirmation). */
export const orderPaths = describeArea("Orders", {
  "/api/orders": {
    post: {
      summary: "Place an order from a cart",
      description:
        "The server computes every amount from its own prices; the amounts and lines sent are only compared with them, and a difference refuses the order (409 `order_changed`) without storing anything. A retried submission with the same `Idempotency-Key` answers the first order again (200) and never creates a second one. An account whose terms require a PO number is refused without one (422 `po_required`). A member of an organisation may add `orderData.costCentre` and `orderData.glCode`; where its rules require them they are 422 `cost_centre_required` / `gl_code_required`, and a cost centre its non-empty list lacks is 422 `unknown_cost_centre`. When the organisation's rules or the member's limits say the order needs approval (a requester always), it is not placed: the answer is 202 `{approvalId, status: \"awaiting_approval\", reasons, total}`, the cart is emptied, no stock is taken and no order e-mail is sent; the organisation's deciders are e-mailed, and the same `Idempotency-Key` answers the same 202. Such an order's PO number, cost centre and GL code are required only when it is approved. Anyone but approved accounts and administrators places an order without amounts, handled by sales as a quote request.",
      access: "viewer",
      headers: z.object({
        "Idempotency-Key": z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional().meta({ description: "The same key for every retry of one checkout." }),
      }),
      body: orderPayloadSchema,
      rateLimited: true,
      success: [
        { status: 201, description: "The order was placed.", schema: orderReceiptSchema },
        { status: 200, description: "The order this Idempotency-Key already placed.", schema: orderReceiptSchema },
        { status: 202, description: "The order waits for an approver of the organisation: a request, not an order.", schema: awaitingApprovalSchema },
      ],
      errors: {
        400: ["cart_empty"],
        404: ["cart_not_found"],
        409: ["idempotency_key_reused", "order_changed", "out_of_stock", "price_on_request"],
        422: ["po_required", "cost_centre_required", "gl_code_required", "unknown_cost_centre"],
      },
    },
  },
  "/api/account/orders": {
    get: {
      summary: "List the account's orders",
      access: "signed-in",
      success: { status: 200, description: "The account's orders, newest first." },
    },
  },
  "/api/account/orders/{orderNumber}": {
    get: {
      summary: "Read one of the account's orders",
      description: "Another account's order is 404, like one that does not exist.",
      access: "signed-in",
      path: { orderNumber: orderNumberParam },
      success: { status: 200, description: "The order with its lines, status history, shipment and lots." },
    },
  },
  "/api/account/orders/{orderNumber}/pdf": {
    get: {
      summary: "The order's confirmation as a PDF",
      access: "signed-in",
      path: { orderNumber: orderNumberParam },
      success: { status: 200, description: "The confirmation PDF.", mediaType: PDF },
    },
  },
  "/api/account/orders/{orderNumber}/reorder": {
    post: {
      summary: "Order again",
      description: "Adds the order's lines to the account's cart; the answer names every line it could not add and why.",
      access: "signed-in",
      path: { orderNumber: orderNumberParam },
      body: reorderSchema,
      rateLimited: true,
      success: { status: 200, description: "What was added, and what was not." },
    },
  },
  "/api/order-confirmations/{token}": {
    get: {
      summary: "A guest's order, through its confirmation link",
      description: "The token of the link in the guest's confirmation is the only key.",
      access: "viewer",
      path: { token: linkTokenParam },
      success: { status: 200, description: "The order." },
    },
  },
  "/api/order-confirmations/{token}/pdf": {
    get: {
      summary: "A guest's order confirmation as a PDF",
      access: "viewer",
      path: { token: linkTokenParam },
      success: { status: 200, description: "The confirmation PDF.", mediaType: PDF },
    },
  },
});
