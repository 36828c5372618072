/**
 * Stock as each viewer may know it (decisions.md "Buying, as a B2B shop"): exact quantities are
 * for admins only; everyone else learns in stock / out of stock and a low-stock hint.
 */

/** At most this many left (and at least one) reads as "Low stock". */
export const LOW_STOCK_THRESHOLD = 5;

export interface StockRow {
  stockQuantity: number;
}

/** "In stock" follows the quantity, everywhere; nobody sets it by hand (docs/decisions/037-stock-ledger.md). */
export const isInStock = (stockQuantity: number) => stockQuantity > 0;

/** What a product payload says about stock: `stockQuantity` only when the viewer may see exact numbers. */
export function stockFields(row: StockRow, exact: boolean): { inStock: boolean; lowStock: boolean; stockQuantity?: number } {
  const inStock = isInStock(row.stockQuantity);
  const fields = { inStock, lowStock: inStock && row.stockQuantity <= LOW_STOCK_THRESHOLD };
  return exact ? { ...fields, stockQuantity: row.stockQuantity } : fields;
}

/**
 * Why `quantity` of a product cannot be sold, or null when it can. Admins are told how many are
 * left; anyone else is not, so a refusal never reveals the exact stock.
 */
export function stockProblem(name: string, row: StockRow, quantity: number, exact: boolean): string | null {
  if (!isInStock(row.stockQuantity)) return `${name} is out of stock`;
  if (row.stockQuantity >= quantity) return null;
  return exact ? `Only ${row.stockQuantity} of ${name} left in stock` : `Not enough stock of ${name} for the quantity you asked`;
}

/**
 * How much of an open order's catalogue line stock did not cover when it was placed ("3 to follow":
 * an accepted quote takes what is there, docs/decisions/037-stock-ledger.md). 0 for free lines and
 * once the order has shipped, been completed or cancelled.
 */
export function quantityToFollow(line: { quantity: number; stockTaken: number; freeLine: boolean }, orderStatus: string): number {
  if (line.freeLine || (orderStatus !== "pending" && orderStatus !== "confirmed")) return 0;
  return Math.max(line.quantity - line.stockTaken, 0);
}
