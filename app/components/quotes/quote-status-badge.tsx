import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { QUOTE_STATUS_LABELS, type QuoteStatusValue } from "~/lib/quote-status";

const variant: Record<QuoteStatusValue, BadgeVariant> = {
  requested: "warning",
  sent: "default",
  accepted: "success",
  declined: "destructive",
  expired: "secondary",
  superseded: "outline",
};

/** A quote's status, the same for the customer and the admin. */
export function QuoteStatusBadge({ status }: { status: QuoteStatusValue }) {
  return <Badge variant={variant[status]}>{QUOTE_STATUS_LABELS[status]}</Badge>;
}
