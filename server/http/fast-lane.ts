import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { audienceOf, type Audience } from "../auth/guards";
import type { SessionUser } from "../auth/session";
import { preparedParts, type PreparedBody } from "./prepared-body";
import { pathAndQuery } from "./public-origin";
import { contentSecurityPolicy, nonceScriptSource, staticSecurityHeaders } from "./security-headers";

/** A response that is the same for everyone in its audience (replay sources), kept whole so it can be sent again. */
export interface ReplayableResponse {
  status: number;
  /** Content-Type, Cache-Control, Content-Security-Policy…: all but what the body and the request decide */
  headers: [string, string][];
  body: PreparedBody;
  vary: string;
}

/**
 * Where the fast lane looks up a request target (path and query, as sent) for an audience:
 * anonymous pages, catalogue JSON (whose answer depends on the audience, never on who exactly asks).
 */
export type ReplaySource = (target: string, audience: Audience) => ReplayableResponse | undefined;

/**
 * Cookies that make a request personal: a session, or a one-time flash message on the next page.
 * Around a name only spaces and tabs are skipped, as Hono's cookie parser does.
 */
export const PERSONAL_COOKIE = /(?:^|;)[ \t]*(?:__Host-)?(sid|flash_toast)[ \t]*=/;

/** A signed-in visitor's page filled in from a stored template with a nonce of its own (personal-page-cache.ts), or undefined. */
export type PersonalPageSource = (
  target: string,
  user: SessionUser,
  acceptEncoding: string | undefined,
) => { status: number; headers: [string, string][]; body: Buffer; nonce: string } | undefined;

/** How the fast lane recognises a signed-in visitor: only from what this instance already trusts. */
export interface FastLaneSessions {
  cookieName: string;
  /** the user of a session held in memory (session-cache.ts), or undefined: then the app decides */
  peek(token: string): SessionUser | undefined;
}

/**
 * Answers GET and HEAD requests whose response is already in memory (a cached anonymous page, the
 * catalogue's JSON) on node:http directly, before Hono: those are most of a shop's traffic and need
 * no routing, database or rendering. The response is the one the app itself would send — the same
 * stored headers and pre-compressed bytes, the same security headers and X-Request-Id — and the
 * same log line is written.
 *
 * A visitor with a session cookie is answered here only when the session cache holds that session
 * (it forgets a session or user as soon as it is signed out or changed: at once on this instance,
 * through NOTIFY on the others), and only from what was stored for their audience (signed in, or
 * signed in and allowed prices).
 * The same goes for a signed-in visitor's page whose template is stored (personal-page-cache.ts):
 * it is filled in here with the visitor's fields and a fresh nonce, under the policy that allows it.
 * Anything else (a session not in memory, a flash message, a conditional request, a miss) returns
 * false and goes through the app.
 */
export function createFastLane(opts: {
  sources: ReplaySource[];
  personalPages?: PersonalPageSource;
  sessions: FastLaneSessions;
  production: boolean;
  logger: Logger;
}) {
  const security = staticSecurityHeaders(opts.production).flat();
  const log = (requestId: string, method: string, target: string, status: number, started: number) =>
    opts.logger.info({ reqId: requestId, method, path: target.split("?", 1)[0], status, ms: Math.round(performance.now() - started) }, "request");
  const { sessions } = opts;

  return function serveFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const h = req.headers;
    // 304s are answered by the app (hono/etag), which compares validators properly.
    if (h["if-none-match"] !== undefined || h["if-modified-since"] !== undefined) return false;
    let audience: Audience = "anonymous";
    let user: SessionUser | undefined;
    if (h.cookie !== undefined && PERSONAL_COOKIE.test(h.cookie)) {
      const token = sessionToken(h.cookie, sessions.cookieName);
      user = token === undefined ? undefined : sessions.peek(token);
      if (!user) return false;
      audience = audienceOf(user);
    }
    // (server/start.ts sets req.url to the request's absolute public URL: public-origin.ts)
    const target = pathAndQuery(req.url ?? "");
    const started = performance.now();
    let entry: ReplayableResponse | undefined;
    for (const source of opts.sources) if ((entry = source(target, audience))) break;
    if (!entry) return user !== undefined && method === "GET" && sendPersonalPage(req, res, target, user, started);

    const { bytes, headers } = preparedParts(entry.body, h["accept-encoding"], entry.vary);
    const requestId = requestIdOf(req);
    res.writeHead(entry.status, [...entry.headers.flat(), ...headers.flat(), ...security, "X-Request-Id", requestId]);
    res.end(method === "HEAD" ? undefined : bytes);
    log(requestId, method, target, entry.status, started);
    return true;
  };

  /** A signed-in visitor's page from its template, with a nonce of its own and the policy that allows it. */
  function sendPersonalPage(req: IncomingMessage, res: ServerResponse, target: string, user: SessionUser, started: number) {
    const page = opts.personalPages?.(target, user, req.headers["accept-encoding"]);
    if (!page) return false;
    const requestId = requestIdOf(req);
    const policy = contentSecurityPolicy(nonceScriptSource(page.nonce), { production: opts.production, devServer: false });
    res.writeHead(page.status, [
      ...page.headers.flat(),
      "Content-Length",
      String(page.body.length),
      "Content-Security-Policy",
      policy,
      ...security,
      "X-Request-Id",
      requestId,
    ]);
    res.end(page.body);
    log(requestId, "GET", target, page.status, started);
    return true;
  }
}

const requestIdOf = (req: IncomingMessage) => {
  const sent = req.headers["x-request-id"];
  return (typeof sent === "string" && sent.slice(0, 64)) || randomUUID();
};

/**
 * The session token of a Cookie header: the value of the one cookie named `name`, when there is
 * exactly one and no flash message rides along; undefined for anything the app should look at.
 * Names and values are trimmed of spaces and tabs only, as Hono reads them; a value Hono would
 * decode (quoted, %-encoded) is returned as it is and is then no token the session cache holds.
 */
export function sessionToken(header: string, name: string): string | undefined {
  let token: string | undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const key = trimSpacesAndTabs(part.slice(0, eq));
    if (key === "flash_toast" || key === "__Host-flash_toast") return undefined;
    if (key !== name) continue;
    if (token !== undefined) return undefined;
    token = trimSpacesAndTabs(part.slice(eq + 1));
  }
  return token;
}

const trimSpacesAndTabs = (text: string) => text.replace(/^[ \t]+|[ \t]+$/g, "");
