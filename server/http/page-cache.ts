import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { prepareBody, preparedResponse, type PreparedBody } from "./prepared-body";
import { contentSecurityPolicy, hashScriptSource } from "./security-headers";

interface CachedPage {
  status: number;
  headers: [string, string][];
  /** the Content-Security-Policy of every hit: inline scripts allowed by their hashes, no nonce */
  policy: string;
  body: PreparedBody;
  expiresAt: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  production: boolean;
}

/** Paths whose pages depend on who asks or must never be stored. */
const NEVER_CACHED = /^\/(admin|logout)(\/|\.|$)/;

/**
 * Anonymous pages do not depend on the visitor, so they are rendered once per TTL and served
 * from memory, compressed ahead of time. Only GET requests without a session or flash cookie are
 * served from or stored in the cache; responses that set cookies or say `no-store` never are.
 * A nonce is good for one response only, so a stored page loses the nonce it was rendered with
 * and every hit is sent with a policy that allows exactly its inline scripts by their SHA-256
 * (and script files from this origin). Writes through the API that may change a page empty the
 * cache of this instance (invalidate-on-write.ts); other instances catch up within the TTL.
 */
export function anonymousPageCache(opts: PageCacheOptions) {
  const entries = new Map<string, CachedPage>();

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const cookie = c.req.header("Cookie") ?? "";
    const cacheable =
      (c.req.method === "GET" || c.req.method === "HEAD") && !/(?:^|;\s*)(?:__Host-)?(sid|flash_toast)=/.test(cookie) && !NEVER_CACHED.test(c.req.path);
    if (!cacheable) return next();

    const key = new URL(c.req.url).pathname + new URL(c.req.url).search;
    const hit = entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return serve(hit, c.req.header("Accept-Encoding") ?? "", c.req.method === "HEAD");
    if (hit) entries.delete(key);

    await next();
    const res = c.res;
    const type = res.headers.get("Content-Type") ?? "";
    const storable =
      res.status === 200 &&
      !res.headers.has("Set-Cookie") &&
      !/no-store/.test(res.headers.get("Cache-Control") ?? "") &&
      (type.startsWith("text/html") || type.startsWith("text/x-script")) &&
      !res.headers.has("Content-Encoding");
    if (!storable) return;
    const html = (await res.clone().text()).replaceAll(` nonce="${c.var.nonce}"`, "");
    if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, {
      status: res.status,
      headers: [...res.headers].filter(([name]) => !/^(content-length|content-security-policy|x-request-id|date)$/i.test(name)),
      policy: contentSecurityPolicy(hashScriptSource(inlineScriptHashes(html)), { production: opts.production, devServer: false }),
      body: prepareBody(html),
      expiresAt: Date.now() + opts.ttlMs,
    });
  };

  function serve(entry: CachedPage, acceptEncoding: string, head: boolean) {
    const response = preparedResponse(entry.body, { status: entry.status, headers: entry.headers, acceptEncoding, head, vary: "Accept-Encoding, Cookie" });
    response.headers.set("X-Page-Cache", "hit");
    response.headers.set("Content-Security-Policy", entry.policy);
    return response;
  }

  return { middleware, clear: () => entries.clear(), size: () => entries.size };
}

/** SHA-256 (base64) of the text of every inline `<script>` (one without `src`), as CSP hashes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...hashes];
}
