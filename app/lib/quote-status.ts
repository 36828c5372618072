import { utcDate } from "./account-terms";

/** A quote's statuses: requested → sent → accepted | declined | expired | superseded. */
export const QUOTE_STATUSES = ["requested", "sent", "accepted", "declined", "expired", "superseded"] as const;
export type QuoteStatusValue = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatusValue, string> = {
  requested: "Requested",
  sent: "Sent",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  superseded: "Superseded",
};

export function isQuoteStatus(value: unknown): value is QuoteStatusValue {
  return typeof value === "string" && (QUOTE_STATUSES as readonly string[]).includes(value);
}

/** A sent quote can be accepted through its valid-until date (UTC), inclusive; after it, it is expired. */
export function isExpired(quote: { status: QuoteStatusValue; validUntil: string | null }, today = utcDate()) {
  return quote.status === "expired" || (quote.status === "sent" && !!quote.validUntil && quote.validUntil < today);
}

/** A quote's status as everyone sees it (customer and admin): a sent quote past its validity is expired. */
export function effectiveQuoteStatus(quote: { status: QuoteStatusValue; validUntil: string | null }, today = utcDate()): QuoteStatusValue {
  return isExpired(quote, today) ? "expired" : quote.status;
}
