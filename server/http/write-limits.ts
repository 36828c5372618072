import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { clientAddress, enforceRateLimit, scaledRule, type RateLimitRule } from "./rate-limit";

/*
 * Cart writes and checkouts per client address: generous (a buyer filling a large cart makes a few
 * dozen changes; a lab behind one address places a handful of orders an hour), so only a script
 * hammering them meets the limits. Scaled by FORM_RATE_LIMIT_MULTIPLIER like the form limits.
 */
export const CART_WRITE_RATE_LIMIT: RateLimitRule = { name: "cart-write-address", limit: 600, windowSeconds: 600 };
export const CART_WRITE_RATE_LIMIT_MESSAGE = "Too many cart changes from your network in a short time. Please wait a few minutes and try again.";
export const ORDER_RATE_LIMIT: RateLimitRule = { name: "order-address", limit: 60, windowSeconds: 600 };
export const ORDER_RATE_LIMIT_MESSAGE = "Too many orders from your network in a short time. Please wait a few minutes and try again.";

/**
 * Counts this request against `rule` (scaled by FORM_RATE_LIMIT_MULTIPLIER) for the client's
 * address; past the allowance, 429 with Retry-After and `message`.
 */
export async function limitByAddress(c: Context<AppEnv>, rule: RateLimitRule, message: string) {
  const { config, db } = c.var.services;
  await enforceRateLimit(c, db, scaledRule(rule, config.FORM_RATE_LIMIT_MULTIPLIER), clientAddress(c, config.TRUST_PROXY_HOPS), message);
}

/** `limitByAddress` for every request the middleware sees. */
export function perAddressLimit(rule: RateLimitRule, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await limitByAddress(c, rule, message);
    await next();
  };
}
