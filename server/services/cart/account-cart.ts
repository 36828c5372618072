import { randomBytes } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { isCartSessionId, MAX_CART_QUANTITY } from "~/lib/cart-session";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { accountCarts, cartItems } from "../../db/schema";
import { cartNotFound } from "./cart";

/*
 * The cart of a signed-in customer is kept for the account (docs/decisions/016): each account has
 * one cart id, made by the server, and that id works for its account only — read, changed,
 * cleared or ordered from by anyone else (another account, or nobody signed in) it is "not found".
 * So a browser that still holds it after its user left shows the next person nothing of it.
 */

function newServerCartId() {
  // the shape of spec §3's ids ('cart_' + timestamp + random), from the server's random source
  return `cart_${Date.now()}_${randomBytes(16).toString("hex")}`;
}

/** The account's cart id, made on first use. */
export async function accountCartId(db: Db, userId: string) {
  await db.insert(accountCarts).values({ userId, sessionId: newServerCartId() }).onConflictDoNothing({ target: accountCarts.userId });
  const [row] = await db.select({ sessionId: accountCarts.sessionId }).from(accountCarts).where(eq(accountCarts.userId, userId));
  return row.sessionId;
}

/** The account a cart id belongs to, or null for a browser's anonymous cart. */
export async function cartOwner(db: Pick<Db, "select">, sessionId: string) {
  const [row] = await db.select({ userId: accountCarts.userId }).from(accountCarts).where(eq(accountCarts.sessionId, sessionId));
  return row?.userId ?? null;
}

/** 404 unless the cart is anonymous or the viewer's own. */
export async function assertCartAccess(db: Pick<Db, "select">, viewer: Pick<SessionUser, "id"> | null, sessionId: string) {
  const owner = await cartOwner(db, sessionId);
  if (owner !== null && owner !== viewer?.id) throw cartNotFound();
}

/**
 * At sign-in (the browser asks once it knows who is signed in): the account's cart id, after the
 * browser's anonymous cart, if it had one, is merged into it — quantities of the same product are
 * added, at most MAX_CART_QUANTITY and no more than is in stock (never less than the account's
 * cart already held) — and emptied. Another account's cart is never merged: it stays its owner's.
 */
export async function adoptCart(db: Db, viewer: SessionUser, browserCartId: string | null | undefined) {
  const sessionId = await accountCartId(db, viewer.id);
  const merged = await mergeInto(db, sessionId, browserCartId);
  const [{ itemCount }] = await db.select({ itemCount: count() }).from(cartItems).where(eq(cartItems.sessionId, sessionId));
  // itemCount: the browser loads the cart's code only for a cart with something in it
  return { sessionId, merged, itemCount };
}

async function mergeInto(db: Db, sessionId: string, browserCartId: string | null | undefined) {
  if (!browserCartId || !isCartSessionId(browserCartId) || browserCartId === sessionId) return 0;
  return db.transaction(async (tx) => {
    if ((await cartOwner(tx, browserCartId)) !== null) return 0;
    const merged = await tx.execute(sql`
      insert into cart_items (session_id, product_id, quantity)
      select ${sessionId}, c.product_id, least(c.quantity, ${MAX_CART_QUANTITY}) from cart_items c where c.session_id = ${browserCartId}
      on conflict (session_id, product_id) do update set quantity = greatest(
        cart_items.quantity,
        least(cart_items.quantity + excluded.quantity, ${MAX_CART_QUANTITY}, (select p.stock_quantity from products p where p.id = excluded.product_id))
      )`);
    await tx.delete(cartItems).where(eq(cartItems.sessionId, browserCartId));
    return merged.rowCount ?? 0;
  });
}
