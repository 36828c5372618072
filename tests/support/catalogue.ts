import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/database";
import { products } from "../../server/db/schema";
import { announceCatalogueChange } from "../../server/speed/catalogue-changes";
import { newCartSessionId } from "~/lib/cart-session";
import type { TestApp } from "./test-app";

let n = 0;

/**
 * A product made for one test, with the price (cents, null = on request) and stock it needs. It is
 * announced as the admin's write service announces a new product, and seen by the app's next
 * request as after an admin's write (the test apps cache the catalogue as production does).
 */
export async function createProduct(app: Pick<TestApp, "database" | "services">, opts: { priceCents: number | null; stock?: number; name?: string }) {
  n++;
  const db = app.database.db;
  const [p] = await db
    .insert(products)
    .values({
      name: opts.name ?? `Test product ${n}`,
      description: "A product made by a test.",
      sku: `TEST-${n}-${Date.now()}`,
      priceCents: opts.priceCents,
      priceOnRequest: opts.priceCents === null,
      stockQuantity: opts.stock ?? 100,
    })
    .returning();
  await announceCatalogueChange(db, { kind: "product", productId: p.id });
  // heard on this instance before the test goes on, as the API's writes wait for it (server/speed/invalidation.ts)
  if (!(await app.services.sessions.sync())) app.services.catalogue.invalidate();
  return p;
}

export async function stockOf(db: Db, id: string) {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  return p;
}

export const newCart = () => newCartSessionId();

/** The cart as the checkout shows it to `cookie`: the order payload's items (what the customer saw). */
export async function seenCartItems(app: Pick<TestApp, "request">, sessionId: string, cookie?: string) {
  const res = await app.request(`/api/cart/${sessionId}`, { cookie });
  if (!res.ok) return [];
  const cart = (await res.json()) as Array<{ productId: string; quantity: number; product: { name: string; price: string | null } }>;
  return cart.map((i) => ({ productId: i.productId, quantity: i.quantity, unitPrice: i.product.price ?? "Please inquire", name: i.product.name }));
}

/** Places the order of a cart as `cookie` sees it a moment before (as the checkout page does). */
export async function orderAsSeen(app: Pick<TestApp, "request">, sessionId: string, orderData: Record<string, unknown>, cookie?: string) {
  const items = await seenCartItems(app, sessionId, cookie);
  return app.request("/api/orders", { method: "POST", json: { orderData, items, sessionId }, cookie });
}
