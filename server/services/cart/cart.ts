import { and, asc, eq, gte, isNotNull, ne, notExists, or, sql } from "drizzle-orm";
import { MAX_CART_QUANTITY } from "~/lib/cart-session";
import { accountUnitCents } from "~/lib/account-terms";
import { isPricedOnRequest, pricedOnRequestMessage, priceTextFromCents } from "~/lib/price";
import { stockFields, stockProblem } from "~/lib/stock";
import { canSeePrices } from "~/lib/price-visibility";
import type { SessionUser } from "../../auth/session";
import { canSeeExactStock, pricingOf } from "../../auth/guards";
import { freshViewer } from "../../auth/fresh-viewer";
import type { Db } from "../../db/database";
import { accountCarts, cartItems, products, users } from "../../db/schema";
import { isUuid } from "../catalogue/catalogue";
import { DomainError, notAllowed, recordNotFoundError } from "../../errors/domain-error";

const NOT_APPROVED = "Only approved accounts can add items to the cart";

/** 404 `cart_not_found`: a cart that is another account's is answered like one that does not exist. */
export const cartNotFound = () => new DomainError(404, "Cart not found", { code: "cart_not_found" });

/** 400 `cart_session_invalid`: a cart id that is not in the shape the site gives out. */
export const cartSessionInvalid = () => new DomainError(400, "Invalid cart session id", { code: "cart_session_invalid" });

/** Spec §3: each item with its product (name, sku, price text — the account's own: account-terms.ts —, imageUrl) and quantity; exact stock for admins only. */
export async function readCart(db: Db, viewer: SessionUser | null, sessionId: string) {
  const rows = await db
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.sessionId, sessionId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const showPrice = canSeePrices(viewer);
  const exactStock = canSeeExactStock(viewer);
  const pricing = pricingOf(viewer);
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
      price: showPrice ? priceTextFromCents(accountUnitCents(product, pricing), product.priceOnRequest) : null,
      imageUrl: product.imageUrl,
      ...stockFields(product, exactStock),
    },
  }));
}

export type CartItemView = Awaited<ReturnType<typeof readCart>>[number];

/**
 * Adding to the cart is the shop's busiest write. It is one statement: the line is inserted (or
 * its quantity raised) only when the viewer may buy now (their status read from the database, not
 * the session cache) and the product exists with enough in stock for the line's new quantity, so a
 * successful add costs one round trip to PostgreSQL. Only when nothing was written do more queries
 * find out why (403, 404 or 409). The statement is built once per database and prepared by name on
 * each connection, so a request neither builds SQL with Drizzle (~0.3 ms of CPU each) nor has
 * PostgreSQL parse and plan it again.
 */
const addToCartStatements = new WeakMap<Db, ReturnType<typeof prepareAddToCart>>();

function prepareAddToCart(db: Db) {
  const productId = sql.placeholder("productId");
  const quantity = sql`${sql.placeholder("quantity")}::integer`;
  const mayBuy = db
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.id, sql`${sql.placeholder("userId")}::uuid`), or(eq(users.role, "admin"), eq(users.status, "approved"))));
  // an account's cart (account-cart.ts) takes items from its account only
  const anotherAccountsCart = db
    .select({ one: sql`1` })
    .from(accountCarts)
    .where(and(eq(accountCarts.sessionId, sql`${sql.placeholder("sessionId")}::text`), ne(accountCarts.userId, sql`${sql.placeholder("userId")}::uuid`)));
  const newQuantity = sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_CART_QUANTITY})`;
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
            quantity: quantity.as("quantity"),
            createdAt: sql`now()`.as("created_at"),
          })
          .from(products)
          .where(
            and(
              eq(products.id, productId),
              // a product priced on request is quoted, never put in a cart
              eq(products.priceOnRequest, false),
              isNotNull(products.priceCents),
              gte(products.stockQuantity, quantity),
              sql`exists (${mayBuy})`,
              notExists(anotherAccountsCart),
            ),
          ),
      )
      .onConflictDoUpdate({
        target: [cartItems.sessionId, cartItems.productId],
        set: { quantity: newQuantity },
        // the insert's select has checked the added quantity; the line's new one must fit too
        where: sql`${newQuantity} <= (select ${products.stockQuantity} from ${products} where ${products.id} = excluded.product_id)`,
      })
      .returning()
      .prepare("add_to_cart_upsert_if_in_stock"),
  };
}

/** Adds a product, or increases its quantity when it is already in the cart. */
export async function addToCart(db: Db, viewer: SessionUser | null, input: { sessionId: string; productId: string; quantity: number }) {
  if (!viewer || !canSeePrices(viewer)) throw notAllowed(NOT_APPROVED);
  let statements = addToCartStatements.get(db);
  if (!statements) addToCartStatements.set(db, (statements = prepareAddToCart(db)));
  const [item] = await statements.upsertIfInStock.execute({ ...input, userId: viewer.id });
  if (item) return item;
  // nothing written: say why
  const buyer = await freshViewer(db, viewer);
  if (!canSeePrices(buyer)) throw notAllowed(NOT_APPROVED);
  const [owner] = await db.select({ userId: accountCarts.userId }).from(accountCarts).where(eq(accountCarts.sessionId, input.sessionId));
  if (owner && owner.userId !== viewer.id) throw cartNotFound();
  const [product] = await db.select().from(products).where(eq(products.id, input.productId));
  if (!product) throw recordNotFoundError("product");
  const [line] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.sessionId, input.sessionId), eq(cartItems.productId, input.productId)));
  const wanted = Math.min((line?.quantity ?? 0) + input.quantity, MAX_CART_QUANTITY);
  if (isPricedOnRequest(product)) throw new DomainError(409, pricedOnRequestMessage(product.name), { code: "price_on_request" });
  throw new DomainError(409, stockProblem(product.name, product, wanted, canSeeExactStock(buyer)) ?? `${product.name} is out of stock`, {
    code: "out_of_stock",
  });
}

/**
 * A new quantity for a line of the caller's own cart (`sessionId`): an item of another cart is
 * "not found", whoever asks. The same rules as adding apply: only a viewer who may buy now, and
 * no more than is in stock.
 */
export async function updateCartItem(db: Db, viewer: SessionUser | null, input: { sessionId: string; itemId: string; quantity: number }) {
  if (!isUuid(input.itemId)) throw recordNotFoundError("cart_item");
  const [line] = await db
    .select({ product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, input.itemId), eq(cartItems.sessionId, input.sessionId)));
  if (!line) throw recordNotFoundError("cart_item");
  const buyer = await freshViewer(db, viewer);
  if (!canSeePrices(buyer)) throw notAllowed(NOT_APPROVED);
  const problem = stockProblem(line.product.name, line.product, input.quantity, canSeeExactStock(buyer));
  if (isPricedOnRequest(line.product)) throw new DomainError(409, pricedOnRequestMessage(line.product.name), { code: "price_on_request" });
  if (problem) throw new DomainError(409, problem, { code: "out_of_stock" });
  const [item] = await db
    .update(cartItems)
    .set({ quantity: input.quantity })
    .where(and(eq(cartItems.id, input.itemId), eq(cartItems.sessionId, input.sessionId)))
    .returning();
  if (!item) throw recordNotFoundError("cart_item");
  return item;
}

/** Removes a line of the caller's own cart (`sessionId`); an item of another cart is "not found". */
export async function removeCartItem(db: Db, input: { sessionId: string; itemId: string }) {
  if (!isUuid(input.itemId)) throw recordNotFoundError("cart_item");
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, input.itemId), eq(cartItems.sessionId, input.sessionId)))
    .returning({ id: cartItems.id });
  if (deleted.length === 0) throw recordNotFoundError("cart_item");
}

export async function clearCart(db: Pick<Db, "delete">, sessionId: string) {
  await db.delete(cartItems).where(and(eq(cartItems.sessionId, sessionId)));
}
