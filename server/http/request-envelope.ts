import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "../app-env";
import { staticSecurityHeaders } from "./security-headers";

/**
 * What every response gets, whichever path answers it (the Hono app, or the fast lane in front of
 * it: server/speed/fast-lane.ts): a request id (the client's `X-Request-Id`, cut to 64
 * characters, or a new one), the security headers that are the same everywhere, and one log line.
 */
export function requestEnvelope(production: boolean, logger: Logger) {
  const headers = staticSecurityHeaders(production);
  return {
    /** the headers to add to a response, names in lower case as node:http sends a Response's */
    headers: (requestId: string): [string, string][] => [...headers, ["x-request-id", requestId]],
    requestId: (sent: string | undefined) => sent?.slice(0, 64) || randomUUID(),
    log: (requestId: string, method: string, path: string, status: number, started: number, more?: Record<string, string>) =>
      logger.info({ reqId: requestId, method, path, status, ms: Math.round(performance.now() - started), ...more }, "request"),
  };
}
export type RequestEnvelope = ReturnType<typeof requestEnvelope>;

/** The envelope as the app's outermost middleware. */
export function envelopeMiddleware(envelope: RequestEnvelope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set("requestId", envelope.requestId(c.req.header("X-Request-Id")));
    await next();
    // on the response's own headers: c.header() after the handler would copy the response
    for (const [name, value] of envelope.headers(c.var.requestId)) c.res.headers.set(name, value);
    envelope.log(c.var.requestId, c.req.method, c.req.path, c.res.status, started);
  };
}
