/** A quote's statuses (issue 26): requested → sent → accepted | declined | expired | superseded. */
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
