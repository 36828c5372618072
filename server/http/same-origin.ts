import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence in depth beside SameSite=Lax cookies: a state-changing request that a browser
 * sends from another site (Origin or Sec-Fetch-Site say so) is refused with 403.
 */
export function sameOriginWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("Origin");
    const fetchSite = c.req.header("Sec-Fetch-Site");
    // (the Host header is no evidence: requests for another host never get here, public-origin.ts)
    const allowed = new Set([new URL(c.var.services.config.publicOrigin).host]);
    const crossOrigin = origin ? origin === "null" || !allowed.has(hostOf(origin)) : fetchSite === "cross-site";
    if (crossOrigin) {
      return c.json({ message: "Cross-site requests are not allowed" }, 403);
    }
    return next();
  };
}

function hostOf(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return "";
  }
}
