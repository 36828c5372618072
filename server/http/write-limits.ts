import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import type { RequestContext } from "../load-context";
import { rateLimited } from "../errors/domain-error";
import { clientAddress, hit, hitOnce } from "./rate-limit";
import { RATE_LIMITS, type AnsweredRateLimit, type RateLimitName } from "./rate-limit-table";

/*
 * Applying the rules of rate-limit-table.ts to the client's address, where an operation is: in an
 * API handler (or the router's middleware for a whole resource) and in a page's action or loader.
 * Scaled rules take FORM_RATE_LIMIT_MULTIPLIER here; each rule counts once per request.
 */

/**
 * The API's rate limit on the client's address: counts this request against `name`; past the
 * allowance, 429 `rate_limited` with Retry-After and the rule's message.
 */
export async function limitByAddress(c: Context<AppEnv>, name: AnsweredRateLimit) {
  const retryAfter = await countAddress(c, name);
  if (retryAfter === null) return;
  throw rateLimited(RATE_LIMITS[name].message, retryAfter);
}

/** Counts this request against `name` for the client's address (once per request); the seconds to wait past the allowance, else null. */
export function countAddress(c: Context<AppEnv>, name: RateLimitName) {
  const { config, db } = c.var.services;
  return hitOnce(c.var.appliedLimits, name, () => hit(db, name, clientAddress(c, config.TRUST_PROXY_HOPS), config.FORM_RATE_LIMIT_MULTIPLIER));
}

/**
 * A page's rate limit on the client's address (its form shows the rule's message with the 429):
 * counts this request against `name` (once per request); the seconds to wait past the allowance, else null.
 */
export function limitPageByAddress(context: RequestContext, name: RateLimitName) {
  const { db, config } = context.services;
  return hitOnce(context.appliedLimits, name, () => hit(db, name, context.clientAddress, config.FORM_RATE_LIMIT_MULTIPLIER));
}

/** `limitByAddress` for every request the middleware sees. */
export function perAddressLimit(name: AnsweredRateLimit): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await limitByAddress(c, name);
    await next();
  };
}
