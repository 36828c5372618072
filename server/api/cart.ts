import { Hono, type Context } from "hono";
import { addToCartSchema, adoptCartSchema, cartSessionIdSchema, updateCartItemSchema } from "~/lib/cart-schemas";
import type { AppEnv } from "../app-env";
import { readJson } from "../http/request-body";
import { pathParam, recordNotFoundError } from "../http/path-params";
import { requireUser } from "../auth/guards";
import { accountCartId, adoptCart, assertCartAccess } from "../services/cart/account-cart";
import { addToCart, cartSessionInvalid, clearCart, readCart, removeCartItem, updateCartItem } from "../services/cart/cart";
import { addQuickOrder, checkQuickOrder } from "../services/cart/quick-order";
import { QUICK_ORDER_MAX_BYTES, quickOrderRequestSchema } from "~/lib/quick-order-parser";
import { NO_STORE } from "../speed/cache-control";

/** The quick-order endpoints (their list may hold QUICK_ORDER_MAX_BYTES of text) and the largest body they take. */
export const QUICK_ORDER_PATH = /^\/api\/cart\/bulk(\/check)?$/;
export const QUICK_ORDER_MAX_REQUEST_BYTES = 4 * QUICK_ORDER_MAX_BYTES;

function sessionIdParam(value: string | undefined) {
  const parsed = cartSessionIdSchema.safeParse(value);
  if (!parsed.success) throw cartSessionInvalid();
  return parsed.data;
}

/**
 * The cart the request holds: its id in `X-Cart-Session` (or `?sessionId=`), as the cart reads
 * take it. Changing an item needs it, so knowing an item's id is not enough to change it.
 */
function heldCartSessionId(c: Context<AppEnv>) {
  const sessionId = c.req.header("X-Cart-Session") ?? c.req.query("sessionId");
  if (!sessionId) throw recordNotFoundError("cart_item");
  return sessionIdParam(sessionId);
}

/** The items of a cart the viewer may use (an account's cart is its account's only: account-cart.ts). */
async function cartResponse(c: Context<AppEnv>, sessionId: string) {
  await assertCartAccess(c.var.services.db, c.var.user, sessionId);
  c.header("Cache-Control", NO_STORE);
  c.header("X-Cart-Session", sessionId);
  return c.json(await readCart(c.var.services.db, c.var.user, sessionId));
}

export const cartRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const sessionId = c.req.header("X-Cart-Session") ?? c.req.query("sessionId");
    if (!sessionId) {
      // without an id: the signed-in viewer's own cart (its id in X-Cart-Session), else none
      if (c.var.user) return cartResponse(c, await accountCartId(c.var.services.db, c.var.user.id));
      c.header("Cache-Control", NO_STORE);
      return c.json([]);
    }
    return cartResponse(c, sessionIdParam(sessionId));
  })
  .get("/:sessionId", (c) => cartResponse(c, sessionIdParam(c.req.param("sessionId"))))
  // at sign-in: the account's cart id, with the browser's anonymous cart merged into it
  .post("/account", async (c) => {
    const user = requireUser(c);
    const { sessionId } = await readJson(c, adoptCartSchema);
    const result = await adoptCart(c.var.services.db, user, sessionId);
    c.header("Cache-Control", NO_STORE);
    return c.json(result);
  })
  // quick order: a list of SKUs and quantities, checked line by line ("Check lines")…
  .post("/bulk/check", async (c) => {
    const user = requireUser(c);
    const { text } = await readJson(c, quickOrderRequestSchema);
    c.header("Cache-Control", NO_STORE);
    return c.json(await checkQuickOrder(c.var.services.db, user, text));
  })
  // …and its valid lines added to the account's cart, all or none; the answer has every line and the cart
  .post("/bulk", async (c) => {
    const user = requireUser(c);
    const { text } = await readJson(c, quickOrderRequestSchema);
    const result = await addQuickOrder(c.var.services.db, user, text);
    c.header("Cache-Control", NO_STORE);
    c.header("X-Cart-Session", result.sessionId);
    return c.json(result);
  })
  .post("/", async (c) => {
    const input = await readJson(c, addToCartSchema);
    const item = await addToCart(c.var.services.db, c.var.user, input);
    return c.json(item, 201);
  })
  .put("/:itemId", async (c) => {
    const { quantity } = await readJson(c, updateCartItemSchema);
    const input = { sessionId: heldCartSessionId(c), itemId: pathParam(c, "itemId", "cart_item"), quantity };
    await assertCartAccess(c.var.services.db, c.var.user, input.sessionId);
    return c.json(await updateCartItem(c.var.services.db, c.var.user, input));
  })
  .delete("/session/:sessionId", async (c) => {
    const sessionId = sessionIdParam(c.req.param("sessionId"));
    await assertCartAccess(c.var.services.db, c.var.user, sessionId);
    await clearCart(c.var.services.db, sessionId);
    return c.json({ message: "Cart cleared" });
  })
  .delete("/:itemId", async (c) => {
    const input = { sessionId: heldCartSessionId(c), itemId: pathParam(c, "itemId", "cart_item") };
    await assertCartAccess(c.var.services.db, c.var.user, input.sessionId);
    await removeCartItem(c.var.services.db, input);
    return c.json({ message: "Item removed" });
  });
