import type { MiddlewareHandler } from "hono";

/** API writes that cannot change the catalogue or an anonymous page: carts, sign-in and registration, the contact form. */
const WRITES_THAT_CHANGE_NO_PAGE = /^\/api\/(cart|auth|contact)(\/|$)/;

/**
 * Empties this instance's caches (catalogue, anonymous pages) after every successful API write
 * that may change what they hold — product and category edits, orders (stock), admin changes.
 * Other instances catch up when their caches expire.
 */
export function invalidateOnWrite(invalidators: Array<() => void>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const write = c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.method !== "OPTIONS";
    if (write && c.res.status < 400 && !WRITES_THAT_CHANGE_NO_PAGE.test(c.req.path)) for (const invalidate of invalidators) invalidate();
  };
}
