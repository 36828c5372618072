import type { IncomingMessage, ServerResponse } from "node:http";
import { viewerFor, type Audience } from "../auth/guards";
import { handOverViewer } from "../auth/load-session";
import type { SessionUser } from "../auth/session";
import { pathAndQuery } from "../http/public-origin";
import type { RequestEnvelope } from "../http/request-envelope";
import { answerFor, PERSONAL_COOKIE, type ResponseCache } from "./response-cache";

/** How the fast lane recognises a signed-in visitor: only from what this instance already trusts. */
export interface FastLaneSessions {
  cookieName: string;
  /** the user of a session held in memory (session-cache.ts), or undefined: then the app decides */
  peek(token: string): SessionUser | undefined;
}

/**
 * Answers GET and HEAD requests whose answer is stored (response-cache.ts) on node:http directly,
 * before Hono: most of a shop's traffic, with no routing, database or rendering. The response is
 * the one the app would send: the stored headers and bytes, the request envelope's headers and
 * log line (http/request-envelope.ts). A visitor with a session cookie is answered only when the
 * session cache holds that session (it forgets a session the moment it is signed out or its user
 * changes, on every instance), from what was stored for their audience. Anything else (a session
 * not in memory, a flash message, a miss) returns false and goes through the app.
 */
export function createFastLane(opts: { cache: ResponseCache; sessions: FastLaneSessions; envelope: RequestEnvelope }) {
  const { cache, sessions, envelope } = opts;
  return function serveFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const h = req.headers;
    let audience: Audience = "anonymous";
    if (h.cookie !== undefined && PERSONAL_COOKIE.test(h.cookie)) {
      const token = sessionToken(h.cookie, sessions.cookieName);
      const user = token === undefined ? undefined : sessions.peek(token);
      if (!user) return false;
      const viewer = viewerFor(user);
      audience = viewer.catalogue.audience;
      // when the answer is not in memory, the app goes on with this viewer instead of computing it again
      handOverViewer(req, token!, viewer);
    }
    // (server/start.ts sets req.url to the request's absolute public URL: http/public-origin.ts)
    const target = pathAndQuery(req.url ?? "");
    const started = performance.now();
    const entry = cache.lookup(audience, target);
    if (!entry) return false;
    const answer = answerFor(entry, h["accept-encoding"], h["if-none-match"]);
    const requestId = envelope.requestId(h["x-request-id"] as string | undefined);
    res.writeHead(answer.status, [...answer.headers.flat(), ...envelope.headers(requestId).flat()]);
    res.end(method === "HEAD" || answer.status === 304 ? undefined : answer.body);
    envelope.log(requestId, method, target.split("?", 1)[0], answer.status, started);
    return true;
  };
}

/**
 * The session token of a Cookie header: the value of the one cookie named `name`, when there is
 * exactly one and no flash message rides along; undefined for anything the app should look at.
 * Names and values are trimmed of spaces and tabs only, as Hono reads them.
 */
export function sessionToken(header: string, name: string): string | undefined {
  let token: string | undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const key = trim(part.slice(0, eq));
    if (key === "flash_toast" || key === "__Host-flash_toast") return undefined;
    if (key !== name) continue;
    if (token !== undefined) return undefined;
    token = trim(part.slice(eq + 1));
  }
  return token;
}

const trim = (text: string) => text.replace(/^[ \t]+|[ \t]+$/g, "");
