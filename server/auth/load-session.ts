import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../app-env";
import { viewerFor, type Viewer } from "./guards";
import { sessionCookieName } from "./session";

/** Viewers the fast lane computed for requests it then passed on to the app, by request. */
const handedOver = new WeakMap<IncomingMessage, { token: string; viewer: Viewer }>();

/**
 * The fast lane (server/speed/fast-lane.ts) computed the viewer of a request it could not answer
 * from memory: the app takes it over instead of looking the session up again.
 */
export function handOverViewer(req: IncomingMessage, token: string, viewer: Viewer) {
  handedOver.set(req, { token, viewer });
}

/**
 * Resolves the signed-in user from the session cookie and computes the request's viewer, once,
 * for every API call and page: the guards, the speed layer and the loaders read it from the
 * context (c.var.viewer, and `viewer` in React Router's load context).
 */
export function loadSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { config, sessions } = c.var.services;
    const token = getCookie(c, sessionCookieName(config.isProduction));
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const handed = incoming && handedOver.get(incoming);
    const viewer = handed && token !== undefined && handed.token === token ? handed.viewer : viewerFor(token ? await sessions.find(token) : null);
    c.set("viewer", viewer);
    c.set("user", viewer.user);
    c.set("sessionToken", viewer.user ? token! : null);
    await next();
  };
}
