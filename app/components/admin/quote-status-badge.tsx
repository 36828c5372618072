import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { QUOTE_STATUS_LABELS, type QuoteStatusValue } from "~/lib/quote-status";

const quoteStatusVariant: Record<QuoteStatusValue, BadgeVariant> = {
  requested: "warning",
  sent: "default",
  accepted: "success",
  declined: "destructive",
  expired: "secondary",
  superseded: "outline",
};

export function QuoteStatusBadge({ status }: { status: QuoteStatusValue }) {
  return <Badge variant={quoteStatusVariant[status]}>{QUOTE_STATUS_LABELS[status]}</Badge>;
}
