import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../app-env";
import { sessionCookieName } from "./session";

/** Resolves the signed-in user from the session cookie for every API call and page. */
export function loadSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { config, sessions } = c.var.services;
    const token = getCookie(c, sessionCookieName(config.isProduction));
    const user = token ? await sessions.find(token) : null;
    c.set("user", user);
    c.set("sessionToken", user ? token! : null);
    await next();
  };
}
