import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { QUOTED_ITEM_REORDER_REASON, type AccountOrderDetail, type AccountOrderSummary, type ReorderLine, type ReorderResult } from "~/lib/account-order-views";
import { parseOrderNumber } from "~/lib/order-number";
import { formatCents } from "~/lib/price";
import { canSeePrices } from "~/lib/price-visibility";
import { quantityToFollow, stockFields } from "~/lib/stock";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { orderItems, orderStatusChanges, orders, products, quotes, type Order } from "../../db/schema";
import { addToCart } from "../cart/cart";
import { isDomainError } from "../../errors/domain-error";
import { CONFIRMATION_TOKEN_PATTERN, hashConfirmationToken } from "./create-order";
import { accountUnitCents } from "~/lib/account-terms";
import { pricingOf } from "../../auth/guards";
import { shippedLotsOf } from "../catalogue/lots";
import { CARRIER_LABELS, trackingUrl } from "~/lib/carriers";
import { placedVisibleTo } from "../organisations/visibility";

/**
 * The buyer's orders. An order belongs to the organisation of the account that placed it
 * (orders.organisation_id, orders.user_id), whatever e-mail its form carried: its admins and
 * approvers read all of them, other members the ones they placed (placedVisibleTo); anyone else's
 * order is "not found". Amounts only for a viewer who may see prices, and only where the order has them.
 */

type Viewer = Pick<SessionUser, "id" | "role" | "status" | "organisation">;

const visibleTo = (viewer: Viewer) => placedVisibleTo(viewer, { userId: orders.userId, organisationId: orders.organisationId });

const amountShown = (show: boolean) => (cents: number | null) => (show && cents !== null ? formatCents(cents) : null);

/**
 * Whether an order's amounts are shown to the viewer who may open it: a viewer who may see prices,
 * or any viewer for an order made from an accepted quote — its amounts are the quote's, which sales
 * sent to that requester (decision 021).
 */
const amountsShown = (order: Pick<Order, "quoteId">, viewer: Viewer | null) => canSeePrices(viewer) || order.quoteId !== null;

/** The total, or null ("To be quoted") when the viewer may not see prices or the order has no price. */
const totalFor = (order: Pick<Order, "totalCents" | "requiresQuote">, showPrices: boolean) => amountShown(showPrices && !order.requiresQuote)(order.totalCents);

export async function listAccountOrders(db: Db, viewer: Viewer): Promise<AccountOrderSummary[]> {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      poNumber: orders.poNumber,
      totalCents: orders.totalCents,
      requiresQuote: orders.requiresQuote,
      quoteId: orders.quoteId,
      itemCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(visibleTo(viewer))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(500);
  return rows.map((row) => ({
    orderNumber: row.orderNumber,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    poNumber: row.poNumber,
    itemCount: row.itemCount,
    total: totalFor(row, amountsShown(row, viewer)),
  }));
}

async function orderDetail(db: Db, order: Order, showPrices: boolean): Promise<AccountOrderDetail> {
  const [items, changes, quoteNumber] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.productName), asc(orderItems.id)),
    db
      .select({ status: orderStatusChanges.status, at: orderStatusChanges.createdAt })
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id))
      .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id)),
    order.quoteId
      ? db
          .select({ quoteNumber: quotes.quoteNumber })
          .from(quotes)
          .where(eq(quotes.id, order.quoteId))
          .then(([row]) => row?.quoteNumber ?? null)
      : null,
  ]);
  const show = showPrices && !order.requiresQuote;
  const money = amountShown(showPrices);
  const lots = await shippedLotsOf(
    db,
    items.map((i) => i.id),
  );
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    poNumber: order.poNumber,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerCompany: order.customerCompany,
    customerPhone: order.customerPhone,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    notes: order.notes,
    trackingReference: order.trackingReference,
    carrierName: order.carrier ? CARRIER_LABELS[order.carrier] : null,
    trackingUrl: trackingUrl(order.carrier, order.trackingReference),
    requiresQuote: order.requiresQuote,
    paymentTerms: order.paymentTerms,
    taxExemptionCertificate: order.taxExemptionCertificate,
    taxBasisPoints: order.taxBasisPoints,
    // with a price-on-request line the order has a subtotal of the priced lines but no total (orderAmounts);
    // a quote request (placed by someone who saw no prices) has no priced line and no subtotal
    subtotal: money(showPrices && items.some((i) => i.unitPriceCents !== null) ? order.subtotalCents : null),
    tax: amountShown(show)(order.taxCents),
    shipping: amountShown(show)(order.shippingCents),
    total: totalFor(order, showPrices),
    lines: items.map((i) => ({
      productId: i.productId,
      productName: i.productName,
      sku: i.sku,
      quantity: i.quantity,
      unitPrice: money(i.unitPriceCents),
      lineTotal: money(i.totalPriceCents),
      freeLine: i.freeLine,
      toFollow: quantityToFollow(i, order.status),
      lots: (lots.get(i.id) ?? []).map(({ lotNumber, expiresOn, quantity }) => ({ lotNumber, expiresOn, quantity })),
    })),
    quoteNumber,
    timeline: changes.map((c) => ({ status: c.status, at: c.at.toISOString() })),
  };
}

/**
 * An order as its buyer reads it in the confirmation e-mail's PDF: with the amounts the order has
 * (a checkout by an approved buyer, an accepted quote), none for a quote request. null when unknown.
 */
export async function getOrderForBuyerCopy(db: Db, orderId: string): Promise<AccountOrderDetail | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const detail = await orderDetail(db, order, !order.requiresQuote || order.quoteId !== null);
  return order.userId ? detail : { ...detail, quoteNumber: null };
}

/** The order row of `orderNumber` if the viewer may read it; null otherwise (another organisation's order is not found). */
async function ownOrder(db: Db, viewer: Viewer, orderNumber: string) {
  const number = parseOrderNumber(orderNumber);
  if (!number) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, number), visibleTo(viewer)));
  return order ?? null;
}

export async function getAccountOrder(db: Db, viewer: Viewer, orderNumber: string): Promise<AccountOrderDetail | null> {
  const order = await ownOrder(db, viewer, orderNumber);
  return order ? orderDetail(db, order, amountsShown(order, viewer)) : null;
}

/**
 * A guest's order through the link of their confirmation (random token, stored hashed). Amounts
 * only for a viewer who may see prices (a guest's order has none anyway: it is a quote request).
 */
export async function getGuestOrder(db: Db, viewer: Viewer | null, token: string): Promise<AccountOrderDetail | null> {
  if (!CONFIRMATION_TOKEN_PATTERN.test(token)) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.confirmationTokenHash, hashConfirmationToken(token)));
  // a guest's quote is opened by its own link, not from an account's quote list
  return order ? { ...(await orderDetail(db, order, amountsShown(order, viewer))), quoteNumber: null } : null;
}

function availabilityOf(product: { stockQuantity: number }) {
  const stock = stockFields(product, false);
  if (!stock.inStock) return "Out of stock";
  return stock.lowStock ? "Low stock" : "In stock";
}

/**
 * Re-order: every line of one of the viewer's orders goes into the cart `sessionId` through the
 * cart's own addToCart (same rules as a click on "Add to Cart"). Each line says what it cost then,
 * what it costs now and whether it is available; a line that cannot be bought is not added and
 * says why (no longer sold, price now on request, out of stock, not for this account). null when
 * the order is not the viewer's.
 */
export async function reorder(db: Db, viewer: SessionUser, orderNumber: string, sessionId: string): Promise<ReorderResult | null> {
  const order = await ownOrder(db, viewer, orderNumber);
  if (!order) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.productName), asc(orderItems.id));
  const ids = items.map((i) => i.productId).filter((id): id is string => id !== null);
  const current = ids.length ? await db.select().from(products).where(inArray(products.id, ids)) : [];
  const showPrices = canSeePrices(viewer);
  const money = amountShown(showPrices);
  const lines: ReorderLine[] = [];
  for (const item of items) {
    const product = current.find((p) => p.id === item.productId);
    const base = { productName: item.productName, sku: item.sku, quantity: item.quantity, oldPrice: money(item.unitPriceCents) };
    if (item.freeLine) {
      lines.push({ ...base, currentPrice: null, availability: "Quoted item", added: false, reason: QUOTED_ITEM_REORDER_REASON });
      continue;
    }
    if (!product) {
      lines.push({ ...base, currentPrice: null, availability: "No longer sold", added: false, reason: `${item.productName} is no longer sold` });
      continue;
    }
    const line = {
      ...base,
      productName: product.name,
      // today's price for this account (its own prices: account-terms.ts)
      currentPrice: money(accountUnitCents(product, pricingOf(viewer))),
      availability: availabilityOf(product),
    };
    if (!showPrices) {
      lines.push({ ...line, added: false, reason: "Only approved accounts can add items to the cart" });
    } else if (product.priceOnRequest && item.unitPriceCents !== null) {
      lines.push({ ...line, added: false, reason: `The price of ${product.name} is now on request: please ask us for a quote` });
    } else {
      try {
        await addToCart(db, viewer, { sessionId, productId: product.id, quantity: item.quantity });
        lines.push({ ...line, added: true, reason: null });
      } catch (error) {
        // the cart's refusal (out of stock, price on request…) is the line's reason
        if (!isDomainError(error)) throw error;
        lines.push({ ...line, added: false, reason: error.message });
      }
    }
  }
  return { orderNumber: order.orderNumber, lines, added: lines.filter((l) => l.added).length };
}
