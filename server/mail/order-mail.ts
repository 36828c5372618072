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
  items: Array<{ productName: string; sku: string; quantity: number; unitPriceCents: number | null; totalPriceCents: number | null }>;
}

const money = (cents: number | null) => (cents === null ? "price on request" : formatCents(cents));

function summary(order: OrderForMail) {
  const lines = order.items.map((i) => `  ${i.quantity} × ${i.productName} (${i.sku}) — ${money(i.unitPriceCents)} each, ${money(i.totalPriceCents)}`);
  const amounts = order.requiresQuote
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
    subject: `New order ${order.id.slice(0, 8).toUpperCase()} from ${order.customerName}${order.requiresQuote ? " (quote needed)" : ""}`,
    text:
      `Order ID: ${order.id}\nCustomer: ${order.customerName} <${order.customerEmail}>\nCompany: ${order.customerCompany ?? "—"}\nPhone: ${order.customerPhone ?? "—"}\n` +
      `Notes: ${order.notes ?? "—"}\n\n${summary(order)}\n\nOpen it in the admin area: ${adminUrl}`,
  };
}
