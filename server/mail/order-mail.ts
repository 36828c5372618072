import type { Brand } from "~/content/brand";
import { formatCents } from "~/lib/price";
import type { OutgoingMail } from "./outbox";

export interface OrderForMail {
  id: string;
  customerName: string;
  customerEmail: string;
  customerCompany: string | null;
  customerPhone: string | null;
  shippingAddress: string;
  billingAddress: string | null;
  notes: string | null;
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  requiresQuote: boolean;
  /** placed by someone who may not see prices: no amounts anywhere, and sales sends a quote (decisions.md) */
  quoteRequest: boolean;
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
          `Tax (8%): ${formatCents(order.taxCents)}`,
          `Shipping: ${order.shippingCents === 0 ? "Free" : formatCents(order.shippingCents)}`,
          `Total: ${formatCents(order.totalCents)}`,
        ];
  return [...lines, "", ...amounts, "", "Ship to:", order.shippingAddress, "", "Bill to:", order.billingAddress ?? "Same as shipping"].join("\n");
}

export function orderConfirmationMail(brand: Brand, order: OrderForMail): OutgoingMail {
  return {
    kind: "order-confirmation",
    to: order.customerEmail,
    subject: `Order confirmation ${order.id.slice(0, 8).toUpperCase()} — ${brand.companyName}`,
    text:
      `Dear ${order.customerName},\n\nthank you for your order. Order ID: ${order.id}\n\n${summary(order)}\n\n` +
      `Payment is arranged offline: our team will contact you within 1 business day. Reagent and small orders are processed immediately.\n\n` +
      `— ${brand.companyName}\n${brand.salesEmail} · ${brand.phone}`,
  };
}

export function orderNoticeMail(brand: Brand, order: OrderForMail, adminUrl: string): OutgoingMail {
  return {
    kind: "order-notice",
    to: brand.salesEmail,
    subject: order.quoteRequest
      ? `New quote request ${order.id.slice(0, 8).toUpperCase()} from ${order.customerName}`
      : `New order ${order.id.slice(0, 8).toUpperCase()} from ${order.customerName}${order.requiresQuote ? " (quote needed)" : ""}`,
    text:
      (order.quoteRequest
        ? "QUOTE REQUEST: placed by a visitor who may not see prices (not signed in, or not approved). No amounts were shown or stored; please send a quote.\n\n"
        : "") +
      `Order ID: ${order.id}\nCustomer: ${order.customerName} <${order.customerEmail}>\nCompany: ${order.customerCompany ?? "—"}\nPhone: ${order.customerPhone ?? "—"}\n` +
      `Notes: ${order.notes ?? "—"}\n\n${summary(order)}\n\nOpen it in the admin area: ${adminUrl}`,
  };
}
