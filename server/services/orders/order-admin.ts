import { asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { canChangeOrderStatus, type OrderStatusValue } from "~/lib/admin-order-status";
import type { AdminOrder, AdminOrderDetail, AdminOrderExport, AdminOrderItem } from "~/lib/admin-types";
import { certificatePath } from "~/lib/lot-rules";
import { lotSplitText } from "~/lib/lot-quantities";
import { trackingUrl, type Carrier } from "~/lib/carriers";
import type { Brand } from "~/content/brand";
import { recordAudit, type AuditActor } from "../../audit/audit-log";
import type { Db } from "../../db/database";
import { orderItems, orderStatusChanges, orders, organisations, products, users } from "../../db/schema";
import { isMailedOrderStatus, orderStatusMail } from "../../mail/order-mail";
import { enqueueMail } from "../../mail/outbox";
import { isUuid } from "../catalogue/catalogue";
import { parseOrderNumber } from "~/lib/order-number";
import { recordShippedLots, shippableLots, shippedLotsOf, type ShippedLotChoice } from "../catalogue/lots";
import { adminPoDocumentPath } from "~/lib/po-document";
import { readQuotePoDocument } from "../quotes/po-documents";
import { returnOrderStock } from "../catalogue/stock-ledger";
import { DomainError } from "../../errors/domain-error";

export const ORDER_LIST_DEFAULT_LIMIT = 200;
export const ORDER_LIST_MAX_LIMIT = 1000;

export type { AdminOrder, AdminOrderDetail, AdminOrderItem };

/** The e-mail of the account in `column` (null: none, or deleted since). */
const emailOf = (column: typeof orders.userId | typeof orders.approvedBy) =>
  sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${column})`;

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  customerEmail: orders.customerEmail,
  customerName: orders.customerName,
  customerCompany: orders.customerCompany,
  customerPhone: orders.customerPhone,
  shippingAddress: orders.shippingAddress,
  billingAddress: orders.billingAddress,
  subtotalCents: orders.subtotalCents,
  taxCents: orders.taxCents,
  shippingCents: orders.shippingCents,
  totalCents: orders.totalCents,
  requiresQuote: orders.requiresQuote,
  status: orders.status,
  notes: orders.notes,
  poNumber: orders.poNumber,
  costCentre: orders.costCentre,
  glCode: orders.glCode,
  paymentTerms: orders.paymentTerms,
  taxExemptionCertificate: orders.taxExemptionCertificate,
  taxBasisPoints: orders.taxBasisPoints,
  trackingReference: orders.trackingReference,
  carrier: orders.carrier,
  quoteId: orders.quoteId,
  userId: orders.userId,
  organisationId: orders.organisationId,
  organisationName: sql<string | null>`(select ${organisations.name} from ${organisations} where ${organisations.id} = ${orders.organisationId})`,
  placedBy: emailOf(orders.userId),
  approvedBy: emailOf(orders.approvedBy),
  createdAt: orders.createdAt,
  itemCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
};

/** Orders (the idempotency key stays internal) with their item count (the sum of quantities). */
const selectOrders = (db: Db) => db.select(orderColumns).from(orders).leftJoin(orderItems, eq(orderItems.orderId, orders.id)).groupBy(orders.id).$dynamic();

/** The newest orders first. */
export async function listAdminOrders(db: Db, opts: { limit?: number } = {}): Promise<AdminOrder[]> {
  const limit = Math.min(Math.max(opts.limit ?? ORDER_LIST_DEFAULT_LIMIT, 1), ORDER_LIST_MAX_LIMIT);
  return selectOrders(db).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}

export async function countOrders(db: Db, status?: OrderStatusValue) {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(status ? eq(orders.status, status) : undefined);
  return row.count;
}

/**
 * One order with its items (each keeps its name, SKU and prices even after the product is deleted)
 * and their lots: those shipped, and, until the order ships, those sales may choose; null when unknown.
 */
export async function getAdminOrder(db: Db, id: string): Promise<AdminOrderDetail | null> {
  if (!isUuid(id)) return null;
  return adminOrderWhere(db, eq(orders.id, id));
}

/** The order of a number people use (SO-2026-000123), as getAdminOrder reads it; null when there is none. */
export async function getAdminOrderByNumber(db: Db, orderNumber: string): Promise<AdminOrderDetail | null> {
  const number = parseOrderNumber(orderNumber);
  return number ? adminOrderWhere(db, eq(orders.orderNumber, number)) : null;
}

/**
 * The PO document of the quote an order came from: its name, size and where sales downloads it.
 * Never reads the file.
 */
async function poDocumentOf(db: Db, quoteId: string | null): Promise<AdminOrderDetail["poDocument"]> {
  if (!quoteId) return null;
  const document = await readQuotePoDocument(db, quoteId);
  return document ? { name: document.name, size: document.size, url: adminPoDocumentPath(quoteId) } : null;
}

async function adminOrderWhere(db: Db, where: SQL): Promise<AdminOrderDetail | null> {
  const [order] = await selectOrders(db).where(where);
  if (!order) return null;
  const id = order.id;
  const rows = await db
    .select({ item: orderItems, lotTracked: products.lotTracked })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  const tracked = rows.filter((r) => r.lotTracked).map((r) => r.item);
  const shipped = await shippedLotsOf(
    db,
    rows.map((r) => r.item.id),
  );
  const choosable =
    order.status === "pending" || order.status === "confirmed"
      ? await shippableLots(
          db,
          tracked.map((i) => i.productId!),
        )
      : new Map();
  const items = rows.map(({ item, lotTracked }) => ({
    ...item,
    lotTracked: lotTracked ?? false,
    lots: shipped.get(item.id) ?? [],
    shippableLots: lotTracked ? (choosable.get(item.productId!) ?? []) : [],
  }));
  const [timeline, poDocument] = await Promise.all([
    db
      .select({ status: orderStatusChanges.status, at: orderStatusChanges.createdAt })
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, id))
      .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id)),
    poDocumentOf(db, order.quoteId),
  ]);
  return { ...order, trackingUrl: trackingUrl(order.carrier, order.trackingReference), poDocument, items, timeline };
}

export interface OrderStatusChange {
  status: OrderStatusValue;
  /** with "shipped": who carries it (app/lib/carriers.ts) */
  carrier?: Carrier | null;
  /** with "shipped": the carrier's reference, stored on the order and sent to the customer */
  trackingReference?: string | null;
  /** with "shipped": the lot of each lot-tracked line (one or more per line, with quantities; decisions 027 and 042) */
  lots?: readonly ShippedLotChoice[];
}

/**
 * Moves an order along pending → confirmed → shipped → completed, or to cancelled from pending,
 * confirmed or shipped; anything else is refused. Cancelling before shipping puts the items back
 * in stock (a product sold out by this order is in stock again); goods already shipped are not.
 * Each change is recorded with its time (the order page's timeline), and confirmed, shipped and
 * cancelled are e-mailed to the customer and the change is written to the audit log, in the same
 * transaction. Shipping records the lot of every lot-tracked line (server/services/catalogue/lots.ts; a
 * 400 with the lot's code when one is missing or wrong), audit-logged, and the shipping e-mail links their
 * certificates of analysis. null when there is no such order.
 */
export async function changeOrderStatus(
  db: Db,
  mail: { brand: Brand; origin: string },
  actor: AuditActor,
  id: string,
  change: OrderStatusChange,
): Promise<AdminOrderDetail | null> {
  if (!isUuid(id)) return null;
  const { status } = change;
  const changed = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!order) return false;
    if (!canChangeOrderStatus(order.status, status)) {
      throw new DomainError(400, `A ${order.status} order cannot be changed to ${status}`, { code: "status_change_not_allowed" });
    }
    const trackingReference = status === "shipped" ? (change.trackingReference ?? null) : order.trackingReference;
    const carrier = status === "shipped" ? (change.carrier ?? null) : order.carrier;
    const shippedLots = status === "shipped" ? await recordShippedLots(tx, id, change.lots ?? []) : [];
    await tx.update(orders).set({ status, trackingReference, carrier }).where(eq(orders.id, id));
    await tx.insert(orderStatusChanges).values({ orderId: id, status });
    const trackingChanged = trackingReference !== order.trackingReference || carrier !== order.carrier;
    await recordAudit(tx, {
      actor,
      subjectType: "order",
      subjectId: id,
      subjectLabel: order.orderNumber,
      action: "status-changed",
      before: { status: order.status, ...(trackingChanged && { carrier: order.carrier, trackingReference: order.trackingReference }) },
      after: { status, ...(trackingChanged && { carrier, trackingReference }) },
    });
    if (shippedLots.length > 0) {
      await recordAudit(tx, {
        actor,
        subjectType: "order",
        subjectId: id,
        subjectLabel: order.orderNumber,
        action: "lots-recorded",
        after: { lines: shippedLots.map((l) => ({ sku: l.sku, lots: lotSplitText(l.lots) })) },
      });
    }
    // a shipped order's goods are gone: its stock comes back only through a return
    if (status === "cancelled" && order.status !== "shipped") await returnOrderStock(tx, id);
    if (isMailedOrderStatus(status)) {
      const link = order.userId ? `${mail.origin}/account/orders/${order.orderNumber}` : null;
      const certificates = shippedLots.flatMap((line) =>
        line.lots.map(({ lotNumber, quantity }) => ({
          productName: line.productName,
          sku: line.sku,
          lotNumber,
          quantity,
          url: `${mail.origin}${certificatePath(lotNumber)}`,
        })),
      );
      const tracking = { trackingReference, trackingUrl: trackingUrl(carrier, trackingReference) };
      await enqueueMail(tx, orderStatusMail(mail.brand, { ...order, ...tracking, link, certificates }, status));
    }
    return true;
  });
  return changed ? getAdminOrder(db, id) : null;
}

/** Every order, newest first, with its items, for the CSV export. */
export async function listOrdersForExport(db: Db): Promise<AdminOrderExport[]> {
  const list = await selectOrders(db).orderBy(desc(orders.createdAt), desc(orders.id));
  if (list.length === 0) return [];
  const [items, lots] = await Promise.all([
    db.select().from(orderItems).orderBy(asc(orderItems.productName), asc(orderItems.id)),
    shippedLotsOf(db, "every line"),
  ]);
  const byOrder = new Map<string, AdminOrderExport["items"]>();
  for (const item of items) {
    const group = byOrder.get(item.orderId) ?? [];
    group.push({ ...item, lots: lots.get(item.id) ?? [] });
    byOrder.set(item.orderId, group);
  }
  return list.map((order) => ({ ...order, items: byOrder.get(order.id) ?? [] }));
}
