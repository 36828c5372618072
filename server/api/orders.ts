import { Hono } from "hono";
import { IDEMPOTENCY_KEY_PATTERN, orderPayloadSchema } from "~/lib/checkout-schema";
import { isCartSessionId } from "~/lib/cart-session";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/api-errors";
import { readJson } from "../http/request-body";
import { assertCartAccess } from "../services/cart/account-cart";
import { CartError } from "../services/cart/cart";
import { confirmationPath, OrderError } from "../services/orders/create-order";
import { orderReceipt, placeOrder } from "../services/orders/orders";

export const orderRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const { db, brand, config } = c.var.services;
  const payload = await readJson(c, orderPayloadSchema);
  if (!isCartSessionId(payload.sessionId)) throw new ApiError(400, "Invalid cart session id");
  // an account's cart is ordered from by its account only (account-cart.ts)
  await assertCartAccess(db, c.var.user, payload.sessionId).catch((error: unknown) => {
    throw error instanceof CartError ? new ApiError(error.status, error.message) : error;
  });
  const key = c.req.header("Idempotency-Key") ?? null;
  if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiError(400, "Invalid Idempotency-Key header");
  const { subtotal: _s, tax: _t, shipping: _sh, total, status: _st, ...customer } = payload.orderData;
  // what the customer saw: compared with the cart and the shop, never used as an amount
  const seen = { items: payload.items ?? [], total };
  try {
    const { order, created, showAmounts, guestToken } = await placeOrder(db, brand, config.publicOrigin, {
      sessionId: payload.sessionId,
      customer,
      idempotencyKey: key,
      viewer: c.var.user,
      seen,
    });
    c.header("Cache-Control", "private, no-store");
    return c.json(orderReceipt(order, showAmounts, confirmationPath(order, guestToken)), created ? 201 : 200);
  } catch (error) {
    if (error instanceof OrderError) throw new ApiError(error.status, error.message, { code: error.code });
    throw error;
  }
});
