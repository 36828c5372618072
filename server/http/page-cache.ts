import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { PERSONAL_COOKIE, type ReplayableResponse } from "./fast-lane";
import { prepareBody, preparedResponse } from "./prepared-body";
import { contentSecurityPolicy, hashScriptSource } from "./security-headers";

interface CachedPage extends ReplayableResponse {
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
 * Hits are served by the fast lane (fast-lane.ts) through `lookup`, or here when it declines.
 */
export function anonymousPageCache(opts: PageCacheOptions) {
  const entries = new Map<string, CachedPage>();
  const pending = new Map<string, Promise<CachedPage | undefined>>();

  function lookup(key: string): CachedPage | undefined {
    const hit = entries.get(key);
    if (hit && hit.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return hit;
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const cookie = c.req.header("Cookie") ?? "";
    const cacheable =
      (c.req.method === "GET" || c.req.method === "HEAD") && !PERSONAL_COOKIE.test(cookie) && !NEVER_CACHED.test(c.req.path);
    if (!cacheable) return next();

    const url = new URL(c.req.url);
    const key = url.pathname + url.search;
    const send = (hit: CachedPage) =>
      preparedResponse(hit.body, { status: hit.status, headers: hit.headers, acceptEncoding: c.req.header("Accept-Encoding"), head: c.req.method === "HEAD", vary: hit.vary });
    const hit = lookup(key);
    if (hit) return send(hit);
    // Requests that miss together wait for one render (a page that expires under load would
    // otherwise be rendered by every request in flight, at a few MB of memory each).
    const rendering = pending.get(key);
    if (rendering) {
      const stored = await rendering;
      if (stored) return send(stored);
      return next();
    }
    let done!: (stored: CachedPage | undefined) => void;
    pending.set(key, new Promise((resolve) => (done = resolve)));
    try {
      await next();
      const stored = await store(c, key);
      done(stored);
    } catch (error) {
      done(undefined);
      throw error;
    } finally {
      pending.delete(key);
    }
  };

  /** Keeps a rendered page when it may be shared; returns what was kept. */
  async function store(c: Context<AppEnv>, key: string): Promise<CachedPage | undefined> {
    const res = c.res;
    const type = res.headers.get("Content-Type") ?? "";
    const storable =
      res.status === 200 &&
      !res.headers.has("Set-Cookie") &&
      !/no-store/.test(res.headers.get("Cache-Control") ?? "") &&
      (type.startsWith("text/html") || type.startsWith("text/x-script")) &&
      !res.headers.has("Content-Encoding");
    if (!storable) return undefined;
    const html = (await res.clone().text()).replaceAll(` nonce="${c.var.nonce}"`, "");
    if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
    const policy = contentSecurityPolicy(hashScriptSource(inlineScriptHashes(html)), { production: opts.production, devServer: false });
    const page: CachedPage = {
      status: res.status,
      headers: [
        ...[...res.headers].filter(([name]) => !/^(content-length|content-security-policy|x-request-id|date|vary|etag)$/i.test(name)),
        // the policy of every hit: inline scripts allowed by their hashes, no nonce
        ["Content-Security-Policy", policy],
        ["X-Page-Cache", "hit"],
      ],
      body: prepareBody(html),
      vary: "Accept-Encoding, Cookie",
      expiresAt: Date.now() + opts.ttlMs,
    };
    entries.set(key, page);
    return page;
  }

  return { middleware, lookup, clear: () => entries.clear(), size: () => entries.size };
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
