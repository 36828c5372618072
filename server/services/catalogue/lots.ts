import { and, asc, count, eq, gte, inArray, lte } from "drizzle-orm";
import type { LotInput } from "~/lib/lot-schema";
import { allocateLotQuantities, type LotQuantityChoice } from "~/lib/lot-quantities";
import { lotPassedQc, lotShippingProblem, utcDay, type AdminLot, type ShippableLot, type ShippedLot } from "~/lib/lot-rules";
import { recordAudit, type AuditActor } from "../../audit/audit-log";
import { changedFields, pickFields } from "../../audit/field-changes";
import type { Db } from "../../db/database";
import { lots, orderItemLots, orderItems, products, type Lot } from "../../db/schema";
import { isUuid } from "./catalogue";
import { violatedConstraint } from "../constraint-violation-admin";
import { DomainError, recordNotFoundError } from "../../errors/domain-error";

const duplicateLot = (lotNumber: string) =>
  new DomainError(409, `Lot ${lotNumber} already exists. Lot numbers are unique across products.`, { code: "lot_exists" });

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;

const AUDITED_FIELDS = ["lotNumber", "manufacturedOn", "expiresOn", "releasedOn", "releasedBy", "qcResults"] as const satisfies readonly (keyof Lot)[];

const lotSubject = (lot: Lot) => ({ subjectType: "lot" as const, subjectId: lot.id, subjectLabel: lot.lotNumber });

function toAdminLot(lot: Lot, shippedLines: number): AdminLot {
  return {
    id: lot.id,
    productId: lot.productId,
    lotNumber: lot.lotNumber,
    manufacturedOn: lot.manufacturedOn,
    expiresOn: lot.expiresOn,
    releasedOn: lot.releasedOn,
    releasedBy: lot.releasedBy,
    qcResults: lot.qcResults,
    shippedLines,
  };
}

async function shippedLineCounts(db: Reader, lotIds: string[]) {
  if (lotIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ lotId: orderItemLots.lotId, lines: count() })
    .from(orderItemLots)
    .where(inArray(orderItemLots.lotId, lotIds))
    .groupBy(orderItemLots.lotId);
  return new Map(rows.map((r) => [r.lotId, r.lines]));
}

export interface ProductLots {
  product: { id: string; name: string; sku: string; lotTracked: boolean };
  /** newest manufacture first */
  lots: AdminLot[];
}

/** A product's lots for the admin; null when there is no such product. */
export async function listProductLots(db: Db, productId: string): Promise<ProductLots | null> {
  if (!isUuid(productId)) return null;
  const [product] = await db
    .select({ id: products.id, name: products.name, sku: products.sku, lotTracked: products.lotTracked })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  const rows = await db.select().from(lots).where(eq(lots.productId, productId)).orderBy(asc(lots.manufacturedOn), asc(lots.lotNumber));
  const shipped = await shippedLineCounts(
    db,
    rows.map((r) => r.id),
  );
  return { product, lots: rows.reverse().map((lot) => toAdminLot(lot, shipped.get(lot.id) ?? 0)) };
}

/** One lot for the admin; null when unknown. */
export async function getAdminLot(db: Db, id: string): Promise<AdminLot | null> {
  if (!isUuid(id)) return null;
  const [lot] = await db.select().from(lots).where(eq(lots.id, id));
  if (!lot) return null;
  return toAdminLot(lot, (await shippedLineCounts(db, [id])).get(id) ?? 0);
}

function translateConstraint(error: unknown, input: LotInput): never {
  if (violatedConstraint(error)?.kind === "unique") throw duplicateLot(input.lotNumber);
  throw error;
}

/** A new lot of a lot-tracked product, audit-logged. */
export async function createLot(db: Db, actor: AuditActor, productId: string, input: LotInput): Promise<AdminLot> {
  if (!isUuid(productId)) throw recordNotFoundError("product");
  try {
    return await db.transaction(async (tx) => {
      const [product] = await tx
        .select({ sku: products.sku, name: products.name, lotTracked: products.lotTracked })
        .from(products)
        .where(eq(products.id, productId));
      if (!product) throw recordNotFoundError("product");
      if (!product.lotTracked) {
        throw new DomainError(400, `${product.name} is not lot-tracked: switch on "Lot-tracked" on the product first`, { code: "product_not_lot_tracked" });
      }
      const [taken] = await tx.select({ id: lots.id }).from(lots).where(eq(lots.lotNumber, input.lotNumber));
      if (taken) throw duplicateLot(input.lotNumber);
      const [created] = await tx
        .insert(lots)
        .values({ productId, ...input })
        .returning();
      await recordAudit(tx, { actor, ...lotSubject(created), action: "created", after: { product: product.sku, ...pickFields(created, AUDITED_FIELDS) } });
      return toAdminLot(created, 0);
    });
  } catch (error) {
    translateConstraint(error, input);
  }
}

/**
 * Corrects a lot (dates, QC, release), audit-logged with the fields that changed. Its number is
 * fixed once a line has shipped from it: the buyer's certificate link names it. null when unknown.
 */
export async function updateLot(db: Db, actor: AuditActor, id: string, input: LotInput): Promise<AdminLot | null> {
  if (!isUuid(id)) return null;
  try {
    return await db.transaction(async (tx) => {
      const [previous] = await tx.select().from(lots).where(eq(lots.id, id)).for("update");
      if (!previous) return null;
      const shippedLines = (await shippedLineCounts(tx, [id])).get(id) ?? 0;
      if (input.lotNumber !== previous.lotNumber) {
        if (shippedLines > 0) {
          throw new DomainError(409, `Lot ${previous.lotNumber} has shipped: its number cannot change (customers' certificate links name it)`, {
            code: "lot_number_fixed",
          });
        }
        const [taken] = await tx.select({ id: lots.id }).from(lots).where(eq(lots.lotNumber, input.lotNumber));
        if (taken) throw duplicateLot(input.lotNumber);
      }
      const [updated] = await tx
        .update(lots)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(lots.id, id))
        .returning();
      const changes = changedFields(previous, updated, AUDITED_FIELDS);
      if (changes) await recordAudit(tx, { actor, ...lotSubject(updated), action: "updated", ...changes });
      return toAdminLot(updated, shippedLines);
    });
  } catch (error) {
    translateConstraint(error, input);
  }
}

/** The lots sales may ship of each product on `day`: passed QC, not expired, soonest expiry first. */
export async function shippableLots(db: Reader, productIds: string[], day = utcDay()): Promise<Map<string, ShippableLot[]>> {
  const byProduct = new Map<string, ShippableLot[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(lots)
    .where(and(inArray(lots.productId, productIds), gte(lots.expiresOn, day)))
    .orderBy(asc(lots.expiresOn), asc(lots.lotNumber));
  for (const lot of rows) {
    if (!lotPassedQc(lot.qcResults)) continue;
    const list = byProduct.get(lot.productId) ?? [];
    list.push({ id: lot.id, lotNumber: lot.lotNumber, expiresOn: lot.expiresOn });
    byProduct.set(lot.productId, list);
  }
  return byProduct;
}

/** The lots each order line shipped from (of these lines, or of every line for the export), with how many units each gave, by order item id. */
export async function shippedLotsOf(db: Reader, orderItemIds: string[] | "every line"): Promise<Map<string, ShippedLot[]>> {
  const byItem = new Map<string, ShippedLot[]>();
  if (orderItemIds.length === 0) return byItem;
  const rows = await db
    .select({
      orderItemId: orderItemLots.orderItemId,
      lotId: orderItemLots.lotId,
      lotNumber: lots.lotNumber,
      expiresOn: lots.expiresOn,
      quantity: orderItemLots.quantity,
    })
    .from(orderItemLots)
    .innerJoin(lots, eq(lots.id, orderItemLots.lotId))
    .where(orderItemIds === "every line" ? undefined : inArray(orderItemLots.orderItemId, orderItemIds))
    .orderBy(asc(lots.lotNumber));
  for (const row of rows) {
    const list = byItem.get(row.orderItemId) ?? [];
    list.push({ lotId: row.lotId, lotNumber: row.lotNumber, expiresOn: row.expiresOn, quantity: row.quantity });
    byItem.set(row.orderItemId, list);
  }
  return byItem;
}

export type ShippedLotChoice = LotQuantityChoice;

/**
 * Checks and stores the lots of an order being marked shipped, inside its transaction: every
 * line of a lot-tracked product needs at least one lot; each lot must be of that line's product,
 * have passed QC and not be expired today; lots for other orders' lines or for lines that are not
 * lot-tracked are refused; a line's lots add up to the line (allocateLotQuantities). Returns what
 * was recorded, for the audit log and the e-mail.
 */
export async function recordShippedLots(tx: Tx, orderId: string, choices: readonly ShippedLotChoice[], day = utcDay()) {
  const items = await tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      lotTracked: products.lotTracked,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  const lotIds = [...new Set(choices.map((c) => c.lotId))];
  const chosen = lotIds.length ? await tx.select().from(lots).where(inArray(lots.id, lotIds)) : [];
  const lotById = new Map(chosen.map((lot) => [lot.id, lot]));
  const recorded: Array<{ sku: string; productName: string; lots: Array<{ lotNumber: string; quantity: number }> }> = [];
  const seen = new Set<string>();
  for (const choice of choices) {
    const key = `${choice.orderItemId}:${choice.lotId}`;
    if (seen.has(key)) throw new DomainError(400, "The same lot is named twice for one line", { code: "duplicate_lot" });
    seen.add(key);
    const item = items.find((i) => i.id === choice.orderItemId);
    if (!item) throw new DomainError(400, "A lot names a line that is not on this order", { code: "order_item_not_found" });
    if (!item.lotTracked) throw new DomainError(400, `${item.productName} is not lot-tracked: it takes no lot`, { code: "product_not_lot_tracked" });
  }
  const split = allocateLotQuantities(items, choices);
  if (!split.ok) throw new DomainError(400, split.message, { code: split.code });
  for (const item of items) {
    if (!item.lotTracked) continue;
    const mine = split.allocations.filter((c) => c.orderItemId === item.id);
    if (mine.length === 0) {
      throw new DomainError(400, `Please choose the lot of ${item.productName} (${item.sku}) before marking the order shipped`, { code: "lot_required" });
    }
    const shipped: Array<{ lotNumber: string; quantity: number }> = [];
    for (const choice of mine) {
      const lot = lotById.get(choice.lotId);
      if (!lot) throw new DomainError(400, `The lot chosen for ${item.productName} does not exist`, { code: "lot_not_found" });
      const problem = lotShippingProblem(lot, item, day);
      if (problem) throw new DomainError(400, problem, { code: "lot_not_shippable" });
      shipped.push({ lotNumber: lot.lotNumber, quantity: choice.quantity });
    }
    await tx.insert(orderItemLots).values(mine.map((c) => ({ orderItemId: item.id, lotId: c.lotId, quantity: c.quantity })));
    recorded.push({ sku: item.sku, productName: item.productName, lots: shipped.sort((a, b) => a.lotNumber.localeCompare(b.lotNumber)) });
  }
  return recorded;
}

export interface CertificateLot {
  lotNumber: string;
  manufacturedOn: string;
  expiresOn: string;
  releasedOn: string;
  releasedBy: string;
  qcResults: Lot["qcResults"];
  productName: string;
  sku: string;
}

/**
 * The lot whose certificate is asked for, by its exact (normalized) number; null when there is none,
 * and also for a lot not released yet (a release date after today) or one that failed QC: such a lot is
 * never shipped, so its number only reaches a visitor by guessing, and it has no certificate to give.
 */
export async function findCertificateLot(db: Reader, lotNumber: string, today: string = utcDay(new Date())): Promise<CertificateLot | null> {
  const [row] = await db
    .select({
      lotNumber: lots.lotNumber,
      manufacturedOn: lots.manufacturedOn,
      expiresOn: lots.expiresOn,
      releasedOn: lots.releasedOn,
      releasedBy: lots.releasedBy,
      qcResults: lots.qcResults,
      productName: products.name,
      sku: products.sku,
    })
    .from(lots)
    .innerJoin(products, eq(products.id, lots.productId))
    .where(and(eq(lots.lotNumber, lotNumber), lte(lots.releasedOn, today)));
  return row && lotPassedQc(row.qcResults) ? row : null;
}
