import { Hono } from "hono";
import { IDEMPOTENCY_KEY_PATTERN, orderPayloadSchema } from "~/lib/checkout-schema";
import { isCartSessionId } from "~/lib/cart-session";
import type { AppEnv } from "../app-env";
import { validationFailed } from "../errors/domain-error";
import { readJson } from "../http/request-body";
import { assertCartAccess } from "../services/cart/account-cart";
import { cartSessionInvalid } from "../services/cart/cart";
import { confirmationPath } from "../services/orders/create-order";
import { orderReceipt, placeOrder } from "../services/orders/orders";
import { NO_STORE } from "../speed/cache-control";

export const orderRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const { db, brand, config, today } = c.var.services;
  const payload = await readJson(c, orderPayloadSchema);
  if (!isCartSessionId(payload.sessionId)) throw cartSessionInvalid();
  // an account's cart is ordered from by its account only (account-cart.ts)
  await assertCartAccess(db, c.var.user, payload.sessionId);
  const key = c.req.header("Idempotency-Key") ?? null;
  if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw validationFailed("Invalid Idempotency-Key header");
  const { subtotal: _s, tax: _t, shipping: _sh, total, status: _st, ...customer } = payload.orderData;
  // what the customer saw: compared with the cart and the shop, never used as an amount
  const seen = { items: payload.items ?? [], total };
  const placed = await placeOrder(db, brand, config.publicOrigin, {
    sessionId: payload.sessionId,
    customer,
    idempotencyKey: key,
    viewer: c.var.user,
    seen,
    today: today(),
  });
  c.header("Cache-Control", NO_STORE);
  // an organisation's order that waits for an approver is not an order yet: no order id, no number
  if (placed.awaiting) return c.json(placed.awaiting, 202);
  const { order, created, showAmounts, guestToken } = placed;
  return c.json(orderReceipt(order, showAmounts, confirmationPath(order, guestToken)), created ? 201 : 200);
});
