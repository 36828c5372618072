/**
 * Order numbers (decision 015): "SO-" + the year the order was placed (UTC) + the database
 * sequence `order_number_seq`, at least six digits ("SO-2026-000123"). The database writes them
 * (the column default in server/db/schema.ts, the same format); this module names and reads them.
 */
export const ORDER_NUMBER_PATTERN = /^SO-\d{4}-\d{6,}$/;

export function formatOrderNumber(year: number, sequence: number) {
  return `SO-${year}-${String(sequence).padStart(6, "0")}`;
}

/** An order number as typed in a URL (any case, spaces around): the canonical form, or null. */
export function parseOrderNumber(text: string | null | undefined) {
  const candidate = (text ?? "").trim().toUpperCase();
  return candidate.length <= 32 && ORDER_NUMBER_PATTERN.test(candidate) ? candidate : null;
}

/** The longest purchase-order number the checkout takes (the buyer's own reference, printed everywhere the order is). */
export const PO_NUMBER_MAX_LENGTH = 50;

/**
 * What a buyer is told when the account's terms or the quote require a purchase-order number and
 * none was given: at checkout and when accepting a quote alike, in the forms and the API (422 po_required).
 */
export const PO_REQUIRED_MESSAGE = "A purchase-order number is required for this order";

/** The admin's page of an order, by the number people use: the lists, the dashboard and sales' e-mails link it. */
export function adminOrderPath(orderNumber: string) {
  return `/admin/orders/${orderNumber}`;
}
