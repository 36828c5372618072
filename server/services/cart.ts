import { and, asc, eq, gte, sql } from "drizzle-orm";
import { MAX_CART_QUANTITY } from "~/lib/cart-session";
import { priceTextFromCents } from "~/lib/price";
import type { SessionUser } from "../auth/session";
import { canSeePrices } from "../auth/guards";
import type { Db } from "../db/database";
import { cartItems, products } from "../db/schema";
import { isUuid } from "./catalogue";

export class CartError extends Error {
  constructor(
    readonly status: 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** Spec §3: each item with its product (name, sku, price text, imageUrl) and quantity. */
export async function readCart(db: Db, viewer: SessionUser | null, sessionId: string) {
  const rows = await db
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.sessionId, sessionId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const showPrice = canSeePrices(viewer);
  return rows.map(({ item, product }) => ({
    id: item.id,
    sessionId: item.sessionId,
    productId: item.productId,
    quantity: item.quantity,
    createdAt: item.createdAt,
    product: {
      id: product.id,
      name: product.name,
      sku: product.sku,
      price: showPrice ? priceTextFromCents(product.priceCents, product.priceOnRequest) : null,
      imageUrl: product.imageUrl,
      inStock: product.inStock,
      stockQuantity: product.stockQuantity,
    },
  }));
}

export type CartItemView = Awaited<ReturnType<typeof readCart>>[number];

/**
 * Adding to the cart is the shop's busiest write. It is one statement: the line is inserted (or
 * its quantity raised) only when the product exists and is in stock, so a successful add costs one
 * round trip to PostgreSQL. Only when nothing was written does a second query find out why (404
 * or 409). Both are built once per database and prepared by name on each connection, so a request
 * neither builds SQL with Drizzle (~0.3 ms of CPU each) nor has PostgreSQL parse and plan it again.
 */
const addToCartStatements = new WeakMap<Db, ReturnType<typeof prepareAddToCart>>();

function prepareAddToCart(db: Db) {
  const productId = sql.placeholder("productId");
  return {
    upsertIfInStock: db
      .insert(cartItems)
      .select((qb) =>
        qb
          // an insert from a select lists every column of the table, in order
          .select({
            id: sql`gen_random_uuid()`.as("id"),
            sessionId: sql`${sql.placeholder("sessionId")}::text`.as("session_id"),
            productId: products.id,
            quantity: sql`${sql.placeholder("quantity")}::integer`.as("quantity"),
            createdAt: sql`now()`.as("created_at"),
          })
          .from(products)
          .where(and(eq(products.id, productId), eq(products.inStock, true), gte(products.stockQuantity, 1))),
      )
      .onConflictDoUpdate({
        target: [cartItems.sessionId, cartItems.productId],
        set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_CART_QUANTITY})` },
      })
      .returning()
      .prepare("add_to_cart_upsert_if_in_stock"),
    product: db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1)
      .prepare("add_to_cart_product"),
  };
}

/** Adds a product, or increases its quantity when it is already in the cart. */
export async function addToCart(db: Db, viewer: SessionUser | null, input: { sessionId: string; productId: string; quantity: number }) {
  if (!canSeePrices(viewer)) throw new CartError(403, "Only approved accounts can add items to the cart");
  let statements = addToCartStatements.get(db);
  if (!statements) addToCartStatements.set(db, (statements = prepareAddToCart(db)));
  const [item] = await statements.upsertIfInStock.execute(input);
  if (item) return item;
  const [product] = await statements.product.execute({ productId: input.productId });
  if (!product) throw new CartError(404, "Product not found");
  throw new CartError(409, `${product.name} is out of stock`);
}

export async function updateCartItem(db: Db, itemId: string, quantity: number) {
  if (!isUuid(itemId)) throw new CartError(404, "Cart item not found");
  const [item] = await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, itemId)).returning();
  if (!item) throw new CartError(404, "Cart item not found");
  return item;
}

export async function removeCartItem(db: Db, itemId: string) {
  if (!isUuid(itemId)) throw new CartError(404, "Cart item not found");
  const deleted = await db.delete(cartItems).where(eq(cartItems.id, itemId)).returning({ id: cartItems.id });
  if (deleted.length === 0) throw new CartError(404, "Cart item not found");
}

export async function clearCart(db: Pick<Db, "delete">, sessionId: string) {
  await db.delete(cartItems).where(and(eq(cartItems.sessionId, sessionId)));
}
