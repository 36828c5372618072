import { and, asc, eq, gt, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { orderItems, products } from "../../db/schema";
import { announceCatalogueChange } from "../../speed/catalogue-changes";

/**
 * The stock ledger (docs/decisions/037-stock-ledger.md): an order line records what it took from
 * its product's stock (`order_items.stock_taken`), and cancelling gives back exactly that, never
 * more. Only this module and the admin's stock edit change `products.stock_quantity`.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * How an order takes stock: a checkout takes whole lines or refuses (the buyer sees the stock);
 * an accepted quote takes what is there and the rest follows (an instrument built to order).
 */
export type StockPolicy = "whole-lines" | "what-is-there";

/** How many of `wanted` to take from `available` under `policy`; null when the line is refused. */
export function stockToTake(available: number, wanted: number, policy: StockPolicy): number | null {
  const onHand = Math.max(available, 0);
  if (policy === "whole-lines") return onHand >= wanted ? wanted : null;
  return Math.min(onHand, wanted);
}

export interface StockLine {
  productId: string;
  quantity: number;
}

const byProductId = <T extends { productId: string }>(lines: readonly T[]) =>
  lines.map((line, index) => ({ line, index })).sort((a, b) => (a.line.productId < b.line.productId ? -1 : a.line.productId > b.line.productId ? 1 : 0));

/**
 * A checkout's taking: every line whole, or the first line the stock no longer covers (the caller
 * refuses the order and its transaction rolls back what was taken). One conditional UPDATE per line,
 * in product id order so that concurrent checkouts cannot deadlock; called last in the order's
 * transaction, so a popular product's row stays locked for one statement and the COMMIT.
 */
export async function takeWholeLines(tx: Tx, lines: readonly StockLine[]): Promise<StockLine | null> {
  for (const { line } of byProductId(lines)) {
    const [taken] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.stockQuantity, line.quantity)))
      .returning({ id: products.id });
    if (!taken) return line;
  }
  await announceStock(tx, lines);
  return null;
}

/**
 * An accepted quote's taking: what is on hand for each line, up to its quantity, never below zero;
 * the rest follows. Returns what each line took, in the lines' order.
 */
export async function takeWhatIsThere(tx: Tx, lines: readonly StockLine[]): Promise<number[]> {
  const taken = lines.map(() => 0);
  for (const { line, index } of byProductId(lines)) {
    const [row] = await tx.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, line.productId)).for("update");
    const take = row ? stockToTake(row.stock, line.quantity, "what-is-there")! : 0;
    if (take > 0) {
      await tx
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} - ${take}` })
        .where(eq(products.id, line.productId));
    }
    taken[index] = take;
  }
  await announceStock(tx, lines);
  return taken;
}

async function announceStock(tx: Tx, lines: readonly StockLine[]) {
  if (lines.length > 0) await announceCatalogueChange(tx, { kind: "stock", productIds: [...new Set(lines.map((l) => l.productId))] });
}

/**
 * Gives back exactly what an order's lines took (a cancelled pending or confirmed order), and
 * records that the lines hold nothing any more, so nothing is ever given back twice.
 */
export async function returnOrderStock(tx: Tx, orderId: string): Promise<void> {
  const lines = await tx
    .select({ id: orderItems.id, productId: orderItems.productId, stockTaken: orderItems.stockTaken })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId), gt(orderItems.stockTaken, 0)))
    .orderBy(asc(orderItems.productId));
  if (lines.length === 0) return;
  const productIds = [...new Set(lines.map((l) => l.productId!))];
  // Lock in product id order, as takeStock does, so a checkout and a cancellation cannot deadlock.
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id)).for("update");
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${line.stockTaken}` })
      .where(eq(products.id, line.productId!));
  }
  await tx
    .update(orderItems)
    .set({ stockTaken: 0 })
    .where(
      inArray(
        orderItems.id,
        lines.map((l) => l.id),
      ),
    );
  await announceCatalogueChange(tx, { kind: "stock", productIds });
}
