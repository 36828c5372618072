import type { Brand } from "~/content/brand";
import { poDocumentSummary } from "~/lib/po-document";
import { lineReference } from "~/lib/order-lines";
import { formatCents } from "~/lib/price";
import { singleLine } from "./mail-text";
import type { OutgoingMail } from "./outbox";

/** To sales when a customer declines a quote; replying answers the customer. */
export function quoteDeclinedMail(
  brand: Brand,
  quote: { quoteNumber: string; revision: number; contactName: string; contactEmail: string },
  reason: string,
  adminUrl: string,
): OutgoingMail {
  return {
    kind: "quote-declined",
    to: brand.salesEmail,
    replyTo: quote.contactEmail,
    subject: `Quote ${quote.quoteNumber} declined by ${singleLine(quote.contactName)}`.slice(0, 200),
    text:
      `${singleLine(quote.contactName)} (${singleLine(quote.contactEmail)}) declined quote ${quote.quoteNumber} (revision ${quote.revision}).\n\n` +
      `----- Reason -----\n${reason}\n----- End of reason -----\n\n` +
      `The quote: ${adminUrl}`,
  };
}

export interface AcceptedQuoteForSales {
  quote: { id: string; quoteNumber: string; revision: number };
  order: {
    orderNumber: string;
    customerName: string;
    customerEmail: string;
    customerCompany: string | null;
    poNumber: string | null;
    shippingAddress: string;
    billingAddress: string | null;
    totalCents: number;
    items: ReadonlyArray<{ productName: string; sku: string; quantity: number; totalPriceCents: number | null; freeLine?: boolean }>;
  };
  /** the PO document the customer uploaded, attached by its id (the mail sender reads the file) */
  poDocument: { id: string; name: string; size: number } | null;
}

/**
 * To sales when a customer accepts a quote: the order it became, the PO number and document (the
 * document attached as uploaded) and links to the quote's and the order's admin pages; replying
 * answers the customer.
 */
export function quoteAcceptedSalesMail(brand: Brand, accepted: AcceptedQuoteForSales, origin: string): OutgoingMail {
  const { quote, order, poDocument } = accepted;
  const lines = order.items.map(
    (i) => `  ${i.quantity} × ${i.productName} (${lineReference(i)})${i.totalPriceCents === null ? "" : ` — ${formatCents(i.totalPriceCents)}`}`,
  );
  return {
    kind: "quote-accepted",
    to: brand.salesEmail,
    replyTo: order.customerEmail,
    subject: `Quote ${quote.quoteNumber} accepted — order ${order.orderNumber}`,
    text:
      `${singleLine(order.customerName)} (${singleLine(order.customerEmail)}${order.customerCompany ? `, ${singleLine(order.customerCompany)}` : ""}) ` +
      `accepted quote ${quote.quoteNumber} (revision ${quote.revision}). It is order ${order.orderNumber}.\n\n` +
      `PO number: ${order.poNumber ?? "—"}\n` +
      `Purchase order document: ${poDocument ? `${poDocumentSummary(poDocument)}, attached` : "none"}\n\n` +
      `${lines.join("\n")}\n\nTotal: ${formatCents(order.totalCents)}\n\n` +
      `Ship to:\n${order.shippingAddress}\n\nBill to:\n${order.billingAddress ?? "Same as shipping"}\n\n` +
      `The quote: ${origin}/admin/quotes/${quote.id}\n` +
      `The order: ${origin}/admin/orders/${order.orderNumber}\n`,
    poDocumentId: poDocument?.id,
  };
}
