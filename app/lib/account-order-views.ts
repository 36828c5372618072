import { z } from "~/lib/zod";
import type { OrderStatusValue } from "./admin-order-status";
import type { PaymentTerms } from "./account-terms";
import { cartSessionIdSchema } from "./cart-schemas";
import type { ShippedLot } from "./lot-rules";

/**
 * What the buyer's own order pages and GET /api/account/orders… show. Amounts are text ("$1,234.00")
 * or null: null when the viewer may not see prices, or the order has no price (a quote request, a
 * price-on-request line); the pages then say TO_BE_QUOTED.
 */
export const TO_BE_QUOTED = "To be quoted";

export interface AccountOrderSummary {
  orderNumber: string;
  status: OrderStatusValue;
  createdAt: string;
  poNumber: string | null;
  itemCount: number;
  total: string | null;
}

export interface AccountOrderLine {
  productId: string | null;
  productName: string;
  sku: string;
  quantity: number;
  unitPrice: string | null;
  lineTotal: string | null;
  /** a quote's line with no catalogue product (a service contract, an installation): "Quoted item" */
  freeLine: boolean;
  /** how many of it are not in stock yet and follow (an accepted quote short of stock); 0 otherwise */
  toFollow: number;
  /** the lots it shipped from and how many units each gave, each with a certificate of analysis (decisions 027, 042); empty until shipped */
  lots: Array<Omit<ShippedLot, "lotId">>;
}

/** Who an order is for and where it goes, as the buyer entered them at checkout. */
export interface OrderParties {
  customerName: string;
  customerEmail: string;
  customerCompany: string | null;
  customerPhone: string | null;
  shippingAddress: string;
  billingAddress: string | null;
  notes: string | null;
}

export interface AccountOrderDetail extends AccountOrderSummary, OrderParties {
  orderId: string;
  /** an organisation's cost centre and general-ledger code, printed wherever the PO number is */
  costCentre: string | null;
  glCode: string | null;
  trackingReference: string | null;
  /** who carries it, by name ("UPS"); null before it ships */
  carrierName: string | null;
  /** the carrier's public tracking page for the reference; null without one, and for another carrier */
  trackingUrl: string | null;
  subtotal: string | null;
  tax: string | null;
  shipping: string | null;
  requiresQuote: boolean;
  /** the account's payment terms when it was placed; null: paid as the spec says */
  paymentTerms: PaymentTerms | null;
  /** the tax-exemption certificate that made its tax 0 */
  taxExemptionCertificate: string | null;
  /** the rate its tax was computed at, in basis points (null: placed before rates were kept, the spec's 8 %) */
  taxBasisPoints: number | null;
  lines: AccountOrderLine[];
  /** the accepted quote this order was made from: its number, for the link back to /account/quotes/<number> */
  quoteNumber: string | null;
  /** every status the order has had, oldest first */
  timeline: Array<{ status: OrderStatusValue; at: string }>;
}

/** What re-ordering did with each line of the old order. */
export interface ReorderLine {
  productName: string;
  sku: string;
  quantity: number;
  /** the unit price on the old order (null: none was shown) */
  oldPrice: string | null;
  /** today's price for this viewer (null: not known or not for them) */
  currentPrice: string | null;
  /** "In stock", "Low stock", "Out of stock", "No longer sold" */
  availability: string;
  added: boolean;
  /** why a line was not added */
  reason: string | null;
}

export interface ReorderResult {
  orderNumber: string;
  lines: ReorderLine[];
  added: number;
}

/** The usual path of an order, for the timeline (cancelled replaces the rest). */
export const ORDER_PATH: readonly OrderStatusValue[] = ["pending", "confirmed", "shipped", "completed"];

/** Body of POST /api/account/orders/{orderNumber}/reorder: the cart to add the lines to. */
export const reorderSchema = z.object({ sessionId: cartSessionIdSchema });

/** A free line of a quote (a service, an installation) has no catalogue price: re-ordering it means a new quote. */
export const QUOTED_ITEM_REORDER_REASON = "Quoted item: request a quote for this line";
