import { z } from "~/lib/zod";
import { plainText } from "~/lib/plain-text";
import { isCarrier, UNKNOWN_CARRIER_MESSAGE, type Carrier } from "~/lib/carriers";
import { LOT_QUANTITY_MESSAGES } from "~/lib/lot-quantities";

/** Order status (decisions.md): pending → confirmed → shipped → completed, or cancelled from pending, confirmed or shipped. */
export const ORDER_STATUSES = ["pending", "confirmed", "shipped", "completed", "cancelled"] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

const nextStatuses: Record<OrderStatusValue, OrderStatusValue[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["shipped", "cancelled"],
  shipped: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export function allowedOrderStatuses(from: OrderStatusValue): readonly OrderStatusValue[] {
  return nextStatuses[from];
}

export function canChangeOrderStatus(from: OrderStatusValue, to: OrderStatusValue) {
  return nextStatuses[from].includes(to);
}

export const TRACKING_REFERENCE_MAX_LENGTH = 100;

/** The carrier's tracking reference the admin enters when marking an order shipped (optional). */
export const trackingReferenceSchema = plainText()
  .trim()
  .max(TRACKING_REFERENCE_MAX_LENGTH, `Tracking reference must be at most ${TRACKING_REFERENCE_MAX_LENGTH} characters`)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** Who carries a shipment (app/lib/carriers.ts); optional, and only with "shipped". */
export const carrierSchema = z
  .unknown()
  .refine((v) => v === undefined || v === null || v === "" || isCarrier(v), UNKNOWN_CARRIER_MESSAGE)
  .transform((v) => (isCarrier(v) ? v : null) as Carrier | null)
  .optional();

/** The admin's "Mark as shipped" form. */
export const shipOrderFormSchema = z.object({ carrier: carrierSchema, trackingReference: trackingReferenceSchema });

/** At most this many lots per order line (a line split across lots; decision 027). */
export const MAX_LOTS_PER_LINE = 5;

/**
 * The lots shipped: one entry per line and lot (a line split across two lots has two entries),
 * each with how many of the line's units it gave; a line's only lot may leave it out (decision 042).
 */
const shippedLotsSchema = z
  .array(
    z.strictObject({
      orderItemId: z.uuid({ error: "Each lot names its order line (orderItemId)" }),
      lotId: z.uuid({ error: "Each lot is named by its id (lotId)" }),
      quantity: z.number({ error: LOT_QUANTITY_MESSAGES.invalid }).int(LOT_QUANTITY_MESSAGES.invalid).min(1, LOT_QUANTITY_MESSAGES.invalid).nullish(),
    }),
    { error: "lots must be a list of { orderItemId, lotId, quantity }" },
  )
  .max(200, "Too many lots")
  .optional()
  .default([]);

/** Body of PUT /api/orders/{id}/status; a carrier, a tracking reference and the lots of lot-tracked lines go with "shipped" only. */
export const orderStatusChangeSchema = z
  .strictObject({
    status: z.enum(ORDER_STATUSES, { error: "Status must be pending, confirmed, shipped, completed or cancelled" }),
    carrier: carrierSchema,
    trackingReference: trackingReferenceSchema,
    lots: shippedLotsSchema,
  })
  .refine((v) => v.status === "shipped" || !v.trackingReference, {
    message: "A tracking reference goes with the shipped status only",
    path: ["trackingReference"],
  })
  .refine((v) => v.status === "shipped" || !v.carrier, { message: "A carrier goes with the shipped status only", path: ["carrier"] })
  .refine((v) => v.status === "shipped" || v.lots.length === 0, { message: "Lots go with the shipped status only", path: ["lots"] });

export const orderStatusLabel: Record<OrderStatusValue, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  shipped: "Shipped",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** The button that moves an order to a status. */
export const orderStatusActionLabel: Record<OrderStatusValue, string> = {
  pending: "Back to pending",
  confirmed: "Confirm order",
  shipped: "Mark as shipped",
  completed: "Mark as completed",
  cancelled: "Cancel order",
};
