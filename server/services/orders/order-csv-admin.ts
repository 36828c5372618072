import { centsToDecimalText } from "~/lib/price";
import { lineReference } from "~/lib/order-lines";
import { lotSplitText } from "~/lib/lot-quantities";
import type { AdminOrderExport as AdminOrderDetail } from "~/lib/admin-types";

/**
 * CSV of orders for spreadsheets (RFC 4180: every cell quoted, "" for a quote, CRLF between rows,
 * a UTF-8 byte order mark so Excel reads accents). Text that a spreadsheet would run as a formula
 * (a cell starting with = + - @, a tab or a carriage return) is prefixed with a single quote (OWASP).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvRow(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return cells.map(csvCell).join(",");
}

const HEADER = [
  "Order number",
  "Order ID",
  "Created (UTC)",
  "Status",
  "Customer name",
  "Customer email",
  "Company",
  "Phone",
  "Shipping address",
  "Billing address",
  "Items",
  "Subtotal (USD)",
  "Tax (USD)",
  "Shipping (USD)",
  "Total (USD)",
  "Price on request",
  "Notes",
  "PO number",
  "Tracking reference",
  "Carrier",
  "Lots",
  "Cost centre",
  "GL code",
  "Organisation",
  "Placed by",
  "Approved by",
];

const money = (cents: number, order: AdminOrderDetail) => (order.requiresQuote && cents === 0 ? "" : centsToDecimalText(cents));

function itemsText(order: AdminOrderDetail) {
  return order.items.map((item) => `${item.quantity} x ${item.productName} (${lineReference(item)})`).join("; ");
}

/** The lots of each shipped line, lines apart by "; ": "BL2026A × 7, BL2026B × 5; CR3520-2603A × 1". */
function lotsText(order: AdminOrderDetail) {
  return order.items
    .filter((item) => item.lots.length > 0)
    .map((item) => lotSplitText(item.lots))
    .join("; ");
}

export function ordersCsv(orders: readonly AdminOrderDetail[]): string {
  const rows = orders.map((order) =>
    csvRow([
      order.orderNumber,
      order.id,
      new Date(order.createdAt).toISOString(),
      order.status,
      order.customerName,
      order.customerEmail,
      order.customerCompany,
      order.customerPhone,
      order.shippingAddress,
      order.billingAddress,
      itemsText(order),
      centsToDecimalText(order.subtotalCents),
      money(order.taxCents, order),
      money(order.shippingCents, order),
      money(order.totalCents, order),
      order.requiresQuote ? "yes" : "no",
      order.notes,
      order.poNumber,
      order.trackingReference,
      order.carrier,
      lotsText(order),
      order.costCentre,
      order.glCode,
      order.organisationName,
      order.placedBy,
      order.approvedBy,
    ]),
  );
  return `\uFEFF${[csvRow(HEADER), ...rows].join("\r\n")}\r\n`;
}
