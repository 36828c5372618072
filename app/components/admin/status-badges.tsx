import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { orderStatusLabel, type OrderStatusValue } from "~/lib/admin-order-status";
import type { UserStatusValue } from "~/lib/admin-user-status";

/** Spec §4: approved default, pending secondary, rejected destructive. */
const userStatusVariant: Record<UserStatusValue, BadgeVariant> = {
  approved: "default",
  pending: "secondary",
  rejected: "destructive",
};

const orderStatusVariant: Record<OrderStatusValue, BadgeVariant> = {
  pending: "secondary",
  confirmed: "outline",
  shipped: "default",
  completed: "success",
  cancelled: "destructive",
};

const userStatusLabel: Record<UserStatusValue, string> = { approved: "Approved", pending: "Pending", rejected: "Rejected" };

export function UserStatusBadge({ status }: { status: UserStatusValue }) {
  return <Badge variant={userStatusVariant[status]}>{userStatusLabel[status]}</Badge>;
}

export function OrderStatusBadge({ status }: { status: OrderStatusValue }) {
  return <Badge variant={orderStatusVariant[status]}>{orderStatusLabel[status]}</Badge>;
}
