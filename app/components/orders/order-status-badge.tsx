import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { orderStatusLabel, type OrderStatusValue } from "~/lib/admin-order-status";

const variant: Record<OrderStatusValue, BadgeVariant> = {
  pending: "secondary",
  confirmed: "outline",
  shipped: "default",
  completed: "success",
  cancelled: "destructive",
};

export function OrderStatus({ status }: { status: OrderStatusValue }) {
  return <Badge variant={variant[status]}>{orderStatusLabel[status]}</Badge>;
}
