import type { Brand } from "~/content/brand";
import { orderTaxLabel, PAYMENT_TERMS_LABELS, type PaymentTerms } from "~/lib/account-terms";
import { lineReference } from "~/lib/order-lines";
import { paymentSentence } from "~/lib/payment-sentence";
import { formatCents } from "~/lib/price";
import { escapeHtml } from "./html";
import { lotSplitText } from "~/lib/lot-quantities";
import type { OutgoingMail } from "./outbox";
import type { OrderParties } from "~/lib/account-order-views";

export interface OrderForMail extends OrderParties {
  id: string;
  /** SO-2026-000123: in every subject and body */
  orderNumber: string;
  poNumber: string | null;
  /** an organisation's cost centre and GL code, printed wherever the PO number is */
  costCentre?: string | null;
  glCode?: string | null;
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  requiresQuote: boolean;
  /** the account's payment terms, and the tax-exemption certificate that made the tax 0 */
  paymentTerms?: PaymentTerms | null;
  taxExemptionCertificate?: string | null;
  /** the rate the tax was computed at (basis points; null: the spec's 8 %) */
  taxBasisPoints?: number | null;
  /** placed by someone who may not see prices: no amounts anywhere, and sales sends a quote (decisions.md) */
  quoteRequest: boolean;
  /** where the buyer sees the order again (their account's order page, or a guest's confirmation link) */
  link: string;
  items: Array<{ productName: string; sku: string; quantity: number; unitPriceCents: number | null; totalPriceCents: number | null; freeLine?: boolean }>;
}

const money = (cents: number | null) => (cents === null ? "price on request" : formatCents(cents));

function summary(order: OrderForMail) {
  const lines = order.items.map((i) =>
    order.quoteRequest
      ? `  ${i.quantity} × ${i.productName} (${lineReference(i)})`
      : `  ${i.quantity} × ${i.productName} (${lineReference(i)}) — ${money(i.unitPriceCents)} each, ${money(i.totalPriceCents)}`,
  );
  const amounts = order.quoteRequest
    ? ["This is a quote request: our team will send you pricing and payment details."]
    : order.requiresQuote
      ? ["Your order contains items requiring a price inquiry: our team will send you pricing and payment details."]
      : [
          `Subtotal: ${formatCents(order.subtotalCents)}`,
          `${orderTaxLabel({ taxExemptionCertificate: order.taxExemptionCertificate ?? null, taxBasisPoints: order.taxBasisPoints ?? null })}: ${formatCents(order.taxCents)}`,
          `Shipping: ${order.shippingCents === 0 ? "Free" : formatCents(order.shippingCents)}`,
          `Total: ${formatCents(order.totalCents)}`,
        ];
  return [...lines, "", ...amounts, "", "Ship to:", order.shippingAddress, "", "Bill to:", order.billingAddress ?? "Same as shipping"].join("\n");
}

const poLine = (poNumber: string | null) => (poNumber ? `Your PO number: ${poNumber}\n` : "");

/** The order's own references beside the PO number: the cost centre and GL code it is booked to. */
const bookingLines = (order: { costCentre?: string | null; glCode?: string | null }) =>
  (order.costCentre ? `Cost centre: ${order.costCentre}\n` : "") + (order.glCode ? `GL code: ${order.glCode}\n` : "");

const signature = (brand: Brand) => `— ${brand.companyName}\n${brand.salesEmail} · ${brand.phone}`;

/**
 * To the customer, with a text and an HTML part and the order's PDF attached (drawn when it is sent);
 * a quote request says so (it is not an order confirmation) and carries no amounts anywhere.
 * How the order is paid follows the account's terms (app/lib/payment-sentence.ts).
 */
export function orderConfirmationMail(brand: Brand, order: OrderForMail): OutgoingMail {
  const quoted = order.quoteRequest || order.requiresQuote;
  const payment = paymentSentence(order.paymentTerms ?? null, quoted);
  const opening = order.quoteRequest
    ? `thank you for your quote request. Reference: ${order.orderNumber}`
    : `thank you for your order. Order number: ${order.orderNumber}`;
  return {
    kind: "order-confirmation",
    to: order.customerEmail,
    subject: order.quoteRequest
      ? `Quote request received ${order.orderNumber} — ${brand.companyName}`
      : `Order confirmation ${order.orderNumber} — ${brand.companyName}`,
    text:
      `Dear ${order.customerName},\n\n` +
      `${opening}\n` +
      poLine(order.poNumber) +
      bookingLines(order) +
      `\n${summary(order)}\n\n` +
      `${payment}\n\n` +
      `See it again at any time: ${order.link}\n` +
      `The order confirmation is attached as a PDF.\n\n` +
      signature(brand),
    html: orderConfirmationHtml(brand, order, opening, payment),
    orderPdfId: order.id,
  };
}

/** The HTML part: the same facts as the text, every value escaped. */
function orderConfirmationHtml(brand: Brand, order: OrderForMail, opening: string, payment: string) {
  const showAmounts = !order.quoteRequest;
  const rows = order.items
    .map(
      (i) =>
        `<tr><td style="padding:4px 8px 4px 0">${i.quantity} ×</td><td style="padding:4px 8px">${escapeHtml(i.productName)}<br><small style="color:#555">${escapeHtml(lineReference(i))}</small></td>` +
        (showAmounts ? `<td style="padding:4px 0 4px 8px;text-align:right">${escapeHtml(money(i.totalPriceCents))}</td>` : "") +
        `</tr>`,
    )
    .join("");
  const totals =
    showAmounts && !order.requiresQuote
      ? `<p>Subtotal: ${escapeHtml(formatCents(order.subtotalCents))}<br>` +
        `${escapeHtml(orderTaxLabel({ taxExemptionCertificate: order.taxExemptionCertificate ?? null, taxBasisPoints: order.taxBasisPoints ?? null }))}: ${escapeHtml(formatCents(order.taxCents))}<br>` +
        `Shipping: ${order.shippingCents === 0 ? "Free" : escapeHtml(formatCents(order.shippingCents))}<br>` +
        `<strong>Total: ${escapeHtml(formatCents(order.totalCents))}</strong></p>`
      : "";
  return (
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.5">` +
    `<p>Dear ${escapeHtml(order.customerName)},</p>` +
    `<p>${escapeHtml(opening)}</p>` +
    (order.poNumber ? `<p>Your PO number: ${escapeHtml(order.poNumber)}</p>` : "") +
    (order.costCentre ? `<p>Cost centre: ${escapeHtml(order.costCentre)}</p>` : "") +
    (order.glCode ? `<p>GL code: ${escapeHtml(order.glCode)}</p>` : "") +
    `<table style="border-collapse:collapse">${rows}</table>` +
    totals +
    `<p>${escapeHtml(payment)}</p>` +
    `<p><strong>Ship to:</strong><br>${multiline(order.shippingAddress)}</p>` +
    `<p><strong>Bill to:</strong><br>${multiline(order.billingAddress ?? "Same as shipping")}</p>` +
    `<p><a href="${escapeHtml(order.link)}">See your order</a> · the order confirmation is attached as a PDF.</p>` +
    `<p>— ${escapeHtml(brand.companyName)}<br>${escapeHtml(brand.salesEmail)} · ${escapeHtml(brand.phone)}</p>` +
    `</body></html>`
  );
}

const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

/** To sales; replying answers the customer. */
export function orderNoticeMail(brand: Brand, order: OrderForMail, adminUrl: string): OutgoingMail {
  return {
    kind: "order-notice",
    to: brand.salesEmail,
    replyTo: order.customerEmail,
    subject: order.quoteRequest
      ? `New quote request ${order.orderNumber} from ${order.customerName}`
      : `New order ${order.orderNumber} from ${order.customerName}${order.requiresQuote ? " (quote needed)" : ""}`,
    text:
      (order.quoteRequest
        ? "QUOTE REQUEST: placed by a visitor who may not see prices (not signed in, or not approved). No amounts were shown or stored; please send a quote.\n\n"
        : "") +
      `Order number: ${order.orderNumber}\nPO number: ${order.poNumber ?? "—"}\n` +
      bookingLines(order) +
      `Payment terms: ${order.paymentTerms ? PAYMENT_TERMS_LABELS[order.paymentTerms] : "none (paid as arranged)"}\n` +
      `Customer: ${order.customerName} <${order.customerEmail}>\nCompany: ${order.customerCompany ?? "—"}\nPhone: ${order.customerPhone ?? "—"}\n` +
      `Notes: ${order.notes ?? "—"}\n\n${summary(order)}\n\nOpen it in the admin area: ${adminUrl}`,
  };
}

export interface OrderStatusForMail {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  poNumber: string | null;
  costCentre?: string | null;
  glCode?: string | null;
  trackingReference: string | null;
  /** with "shipped": the carrier's tracking page for the reference (null for another carrier) */
  trackingUrl?: string | null;
  /** the account's order page; null for a guest (their link is only in the first e-mail) */
  link: string | null;
  /** with "shipped": each lot shipped, how many units came from it, and its certificate of analysis (decisions 027 and 042) */
  certificates?: ReadonlyArray<{ productName: string; sku: string; lotNumber: string; quantity: number; url: string }>;
}

/** The statuses the customer is told about; "completed" needs no message. */
export type MailedOrderStatus = "confirmed" | "shipped" | "cancelled";

export const isMailedOrderStatus = (status: string): status is MailedOrderStatus => status === "confirmed" || status === "shipped" || status === "cancelled";

const statusWords: Record<MailedOrderStatus, { subject: string; body: string }> = {
  confirmed: { subject: "confirmed", body: "We have confirmed your order and are preparing it." },
  shipped: { subject: "shipped", body: "Your order has been shipped." },
  cancelled: { subject: "cancelled", body: "Your order has been cancelled. If you did not expect this, please reply to this e-mail." },
};

/** "  Buffer kit (BK-1): BL2026A × 7, BL2026B × 5", one line per order line, as the orders CSV writes the split. */
function lotSplitLines(lots: NonNullable<OrderStatusForMail["certificates"]>) {
  const byLine = new Map<string, Array<{ lotNumber: string; quantity: number }>>();
  for (const lot of lots) {
    const key = `${lot.productName} (${lot.sku})`;
    byLine.set(key, [...(byLine.get(key) ?? []), lot]);
  }
  return [...byLine].map(([line, split]) => `  ${line}: ${lotSplitText(split)}`).join("\n");
}

/** A status change, without amounts (whoever reads it). */
export function orderStatusMail(brand: Brand, order: OrderStatusForMail, status: MailedOrderStatus): OutgoingMail {
  const words = statusWords[status];
  const tracking =
    status === "shipped" && order.trackingReference
      ? `Tracking reference: ${order.trackingReference}\n${order.trackingUrl ? `Track your parcel: ${order.trackingUrl}\n` : ""}`
      : "";
  const certificates =
    status === "shipped" && order.certificates?.length
      ? `\nLots shipped:\n${lotSplitLines(order.certificates)}\n` +
        `\nCertificates of analysis for the lots you received:\n${order.certificates.map((c) => `  ${c.productName} (${c.sku}), lot ${c.lotNumber}: ${c.url}`).join("\n")}\n`
      : "";
  return {
    kind: `order-${status}`,
    to: order.customerEmail,
    replyTo: brand.salesEmail,
    subject: `Order ${order.orderNumber} ${words.subject} — ${brand.companyName}`,
    text:
      `Dear ${order.customerName},\n\n${words.body}\n\nOrder number: ${order.orderNumber}\n` +
      poLine(order.poNumber) +
      bookingLines(order) +
      tracking +
      certificates +
      (order.link ? `\nSee your order: ${order.link}\n` : "") +
      `\n${signature(brand)}`,
  };
}
