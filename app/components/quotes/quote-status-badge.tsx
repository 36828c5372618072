import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { QUOTE_STATUS_LABELS, type QuoteStatusValue } from "~/lib/customer-quotes";

const variant: Record<QuoteStatusValue, BadgeVariant> = {
  requested: "secondary",
  sent: "default",
  accepted: "success",
  declined: "destructive",
  expired: "warning",
  superseded: "outline",
};

export function QuoteStatus({ status }: { status: QuoteStatusValue }) {
  return <Badge variant={variant[status]}>{QUOTE_STATUS_LABELS[status]}</Badge>;
}
