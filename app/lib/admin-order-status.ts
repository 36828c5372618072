import { z } from "~/lib/zod";

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

/** Body of PUT /api/orders/{id}/status. */
export const orderStatusChangeSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: "Status must be pending, confirmed, shipped, completed or cancelled" }),
});

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
