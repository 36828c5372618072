import { clsx } from "clsx";
import { ORDER_PATH, type AccountOrderDetail } from "~/lib/account-order-views";
import { orderStatusLabel, type OrderStatusValue } from "~/lib/admin-order-status";
import { formatOrderDateTime } from "./order-dates";

/**
 * pending → confirmed → shipped → completed, each step with when it happened; a cancelled order
 * shows the steps it reached and then "Cancelled".
 */
export function OrderTimeline({ order }: { order: AccountOrderDetail }) {
  const reached = new Map<OrderStatusValue, string>();
  for (const step of order.timeline) if (!reached.has(step.status)) reached.set(step.status, step.at);
  const cancelled = order.status === "cancelled";
  const steps: OrderStatusValue[] = cancelled ? [...ORDER_PATH.filter((s) => reached.has(s)), "cancelled"] : [...ORDER_PATH];
  return (
    <ol className="grid gap-3 sm:grid-cols-4 print:grid-cols-4" aria-label="Order status">
      {steps.map((status) => {
        const at = reached.get(status);
        const current = status === order.status;
        return (
          <li key={status} className="flex gap-3 sm:flex-col sm:gap-1" aria-current={current ? "step" : undefined}>
            <span
              aria-hidden
              className={clsx(
                "mt-1 h-3 w-3 shrink-0 rounded-full border-2",
                status === "cancelled" ? "border-danger bg-danger" : at ? "border-primary bg-primary" : "border-slate-300 bg-white",
              )}
            />
            <span>
              <span className={clsx("block text-sm", at ? "font-semibold text-ink" : "text-muted")}>{orderStatusLabel[status]}</span>
              <span className="block text-xs text-muted">{at ? formatOrderDateTime(at) : "Not yet"}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
