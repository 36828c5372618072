import type { Brand } from "~/content/brand";
import { orderTaxLabel, PAYMENT_TERMS_LABELS, type PaymentTerms } from "~/lib/account-terms";
import { formatCents } from "~/lib/price";
import { lotSplitText } from "~/lib/lot-quantities";
import type { OutgoingMail } from "./outbox";

export interface OrderForMail {
  id: string;
  /** SO-2026-000123: in every subject and body */
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  customerCompany: string | null;
  customerPhone: string | null;
  shippingAddress: string;
  billingAddress: string | null;
  notes: string | null;
  poNumber: string | null;
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  requiresQuote: boolean;
  /** the account's payment terms (issue 26), and the tax-exemption certificate that made the tax 0 */
  paymentTerms?: PaymentTerms | null;
  taxExemptionCertificate?: string | null;
  /** the rate the tax was computed at (basis points; null: the spec's 8 %) */
  taxBasisPoints?: number | null;
  /** placed by someone who may not see prices: no amounts anywhere, and sales sends a quote (decisions.md) */
  quoteRequest: boolean;
  /** where the buyer sees the order again (their account's order page, or a guest's confirmation link) */
  link: string;
  items: Array<{ productName: string; sku: string; quantity: number; unitPriceCents: number | null; totalPriceCents: number | null }>;
}

const money = (cents: number | null) => (cents === null ? "price on request" : formatCents(cents));

function summary(order: OrderForMail) {
  const lines = order.items.map((i) =>
    order.quoteRequest
      ? `  ${i.quantity} × ${i.productName} (${i.sku})`
      : `  ${i.quantity} × ${i.productName} (${i.sku}) — ${money(i.unitPriceCents)} each, ${money(i.totalPriceCents)}`,
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
          ...(order.paymentTerms ? [`Payment terms: ${PAYMENT_TERMS_LABELS[order.paymentTerms]}`] : []),
        ];
  return [...lines, "", ...amounts, "", "Ship to:", order.shippingAddress, "", "Bill to:", order.billingAddress ?? "Same as shipping"].join("\n");
}

const poLine = (poNumber: string | null) => (poNumber ? `Your PO number: ${poNumber}\n` : "");

const signature = (brand: Brand) => `— ${brand.companyName}\n${brand.salesEmail} · ${brand.phone}`;

/** To the customer; a quote request says so (it is not an order confirmation). */
export function orderConfirmationMail(brand: Brand, order: OrderForMail): OutgoingMail {
  return {
    kind: "order-confirmation",
    to: order.customerEmail,
    subject: order.quoteRequest
      ? `Quote request received ${order.orderNumber} — ${brand.companyName}`
      : `Order confirmation ${order.orderNumber} — ${brand.companyName}`,
    text:
      `Dear ${order.customerName},\n\n` +
      (order.quoteRequest
        ? `thank you for your quote request. Reference: ${order.orderNumber}\n`
        : `thank you for your order. Order number: ${order.orderNumber}\n`) +
      poLine(order.poNumber) +
      `\n${summary(order)}\n\n` +
      `See it again at any time: ${order.link}\n\n` +
      `Payment is arranged offline: our team will contact you within 1 business day. Reagent and small orders are processed immediately.\n\n` +
      signature(brand),
  };
}

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
      `Order number: ${order.orderNumber}\nOrder ID: ${order.id}\nPO number: ${order.poNumber ?? "—"}\n` +
      `Customer: ${order.customerName} <${order.customerEmail}>\nCompany: ${order.customerCompany ?? "—"}\nPhone: ${order.customerPhone ?? "—"}\n` +
      `Notes: ${order.notes ?? "—"}\n\n${summary(order)}\n\nOpen it in the admin area: ${adminUrl}`,
  };
}

export interface OrderStatusForMail {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  poNumber: string | null;
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
      tracking +
      certificates +
      (order.link ? `\nSee your order: ${order.link}\n` : "") +
      `\n${signature(brand)}`,
  };
}
