import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/database";
import { products } from "../../server/db/schema";
import { newCartSessionId } from "~/lib/cart-session";

let n = 0;

/** A product made for one test, with the price (cents, null = on request) and stock it needs. */
export async function createProduct(db: Db, opts: { priceCents: number | null; stock?: number; inStock?: boolean; name?: string }) {
  n++;
  const [p] = await db
    .insert(products)
    .values({
      name: opts.name ?? `Test product ${n}`,
      description: "A product made by a test.",
      sku: `TEST-${n}-${Date.now()}`,
      priceCents: opts.priceCents,
      priceOnRequest: opts.priceCents === null,
      stockQuantity: opts.stock ?? 100,
      inStock: opts.inStock ?? (opts.stock ?? 100) > 0,
    })
    .returning();
  return p;
}

export async function stockOf(db: Db, id: string) {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  return p;
}

export const newCart = () => newCartSessionId();
