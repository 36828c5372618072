import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { preparedParts, type PreparedBody } from "./prepared-body";
import { staticSecurityHeaders } from "./security-headers";

/** A response that is the same for every anonymous visitor, kept whole so it can be sent again. */
export interface ReplayableResponse {
  status: number;
  /** Content-Type, Cache-Control, Content-Security-Policy…: all but what the body and the request decide */
  headers: [string, string][];
  body: PreparedBody;
  vary: string;
}

/** Where the fast lane looks up a request target (path and query, as sent): anonymous pages, catalogue JSON. */
export type ReplaySource = (target: string) => ReplayableResponse | undefined;

/** Cookies that make a request personal: a session, or a one-time flash message on the next page. */
export const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Host-)?(sid|flash_toast)=/;

/**
 * Answers anonymous GET and HEAD requests whose response is already in memory (a cached page, the
 * catalogue's JSON) on node:http directly, before Hono: those are most of a public site's traffic
 * and need no routing, session lookup or rendering. The response is the one the app itself would
 * send — the same stored headers and pre-compressed bytes, the same security headers and
 * X-Request-Id — and the same log line is written. Anything else (a cookie that names a session,
 * a conditional request, a miss) returns false and goes through the app.
 */
export function createFastLane(opts: { sources: ReplaySource[]; production: boolean; logger: Logger }) {
  const security = staticSecurityHeaders(opts.production).flat();

  return function serveFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const h = req.headers;
    // 304s are answered by the app (hono/etag), which compares validators properly.
    if (h["if-none-match"] !== undefined || h["if-modified-since"] !== undefined) return false;
    if (h.cookie !== undefined && PERSONAL_COOKIE.test(h.cookie)) return false;
    const target = req.url ?? "";
    let entry: ReplayableResponse | undefined;
    for (const source of opts.sources) if ((entry = source(target))) break;
    if (!entry) return false;

    const started = performance.now();
    const { bytes, headers } = preparedParts(entry.body, h["accept-encoding"], entry.vary);
    const requestId = (typeof h["x-request-id"] === "string" && h["x-request-id"].slice(0, 64)) || randomUUID();
    res.writeHead(entry.status, [...entry.headers.flat(), ...headers.flat(), ...security, "X-Request-Id", requestId]);
    res.end(method === "HEAD" ? undefined : bytes);
    const path = target.split("?", 1)[0];
    opts.logger.info({ reqId: requestId, method, path, status: entry.status, ms: Math.round(performance.now() - started) }, "request");
    return true;
  };
}
