import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence in depth beside SameSite=Lax cookies: a state-changing request that a browser
 * sends from another site (Origin or Sec-Fetch-Site say so) is refused with 403. The Origin must
 * be the public origin exactly (scheme, host and port); the request's own Host header, which a
 * client chooses, is trusted only outside production, where tests and the dev server are reached
 * on whatever address they listen on.
 */
export function sameOriginWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const { config } = c.var.services;
    const origin = c.req.header("Origin");
    // The request's URL is already the public origin's (public-origin.ts): the Host header is no evidence.
    const allowed = [new URL(config.publicOrigin).origin];
    if (!config.isProduction) allowed.push(new URL(c.req.url).origin);
    const crossOrigin = origin ? !allowed.includes(originOf(origin)) : c.req.header("Sec-Fetch-Site") === "cross-site";
    if (crossOrigin) {
      return c.json({ message: "Cross-site requests are not allowed", code: "cross_site_request" }, 403);
    }
    return next();
  };
}

/** The serialised origin of an Origin header; "null" and anything unparsable match nothing. */
function originOf(origin: string) {
  try {
    return new URL(origin).origin;
  } catch {
    return "invalid";
  }
}
