import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { knownQueryParams, pagePath } from "~/page-query-params";
import { PERSONAL_COOKIE, type ReplayableResponse } from "./fast-lane";
import { prepareBody, preparedResponse } from "./prepared-body";
import { contentSecurityPolicy, hashScriptSource } from "./security-headers";

interface CachedPage extends ReplayableResponse {
  expiresAt: number;
  /** what it counts against `maxBytes`: its bodies (plain and both compressed), headers and key */
  bytes: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  /** memory the stored pages may take, counted as their bodies (all three encodings), headers and keys */
  maxBytes: number;
  production: boolean;
}

/** Paths whose pages depend on who asks or must never be stored. */
const NEVER_CACHED = /^\/(admin|logout|account|forgot-password|reset-password|confirm-email)(\/|\.|$)/;
/** A longer key is never stored: rendered for its own request only. */
const MAX_KEY_LENGTH = 1024;
/** Keys asked for once and not (yet) stored, remembered so that their second request stores them; the oldest forgotten first. */
const MAX_SEEN_KEYS = 5_000;

/**
 * The key of a page: its path and the query parameters it reads (app/page-query-params.ts), in
 * canonical order (by name; a name's values in the order sent); any other parameter is dropped.
 * Undefined when the key is too long to be worth keeping.
 */
export function pageCacheKey(url: URL): string | undefined {
  const known = knownQueryParams(url.pathname);
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (known.includes(name)) query.append(name, value);
  query.sort();
  const search = query.size > 0 ? `?${query}` : "";
  const key = url.pathname + search;
  return key.length <= MAX_KEY_LENGTH ? key : undefined;
}

/**
 * Anonymous pages do not depend on the visitor, so they are rendered once per TTL and served
 * from memory, compressed ahead of time. Only GET requests without a session or flash cookie are
 * served from or stored in the cache; responses that set cookies or say `no-store` never are.
 *
 * Keys are normalised (`pageCacheKey`): a request is rendered for its key's URL, so that what is
 * stored is the page of its key whatever else the query held. A key's first request only counts
 * (a one-off URL costs one ordinary render and nothing more); its second one is rendered, stored
 * and compressed once. What is stored is bounded in bytes (`maxBytes`), the least recently used
 * page forgotten first; expired pages are dropped when asked for and swept once per TTL.
 *
 * A nonce is good for one response only, so a stored page loses the nonce it was rendered with
 * and every hit is sent with a policy that allows exactly its inline scripts by their SHA-256
 * (and script files from this origin). A catalogue change drops the pages that show it, on every
 * instance (`drop`, called by invalidate-on-write.ts).
 * Hits are served by the fast lane (fast-lane.ts) through `lookup`, or here when it declines.
 */
export function anonymousPageCache(opts: PageCacheOptions) {
  const entries = new Map<string, CachedPage>();
  const seen = new Map<string, true>();
  const pending = new Map<string, Promise<CachedPage | undefined>>();
  let bytes = 0;
  /** bumped when pages are dropped, so that a render that began before a change is not stored after it */
  let generation = 0;
  let nextSweep = Date.now() + opts.ttlMs;

  function remove(key: string, page: CachedPage) {
    entries.delete(key);
    bytes -= page.bytes;
  }

  /** Remembers a key asked for; true when it had been asked for before. */
  function countRequest(key: string) {
    if (seen.delete(key)) return true;
    if (seen.size >= MAX_SEEN_KEYS) seen.delete(seen.keys().next().value!);
    seen.set(key, true);
    return false;
  }

  /** The stored page of a request target (path and query as sent), most recently used from now on. */
  function lookup(target: string): CachedPage | undefined {
    const key = entries.has(target) ? target : pageCacheKey(new URL(`http://x${target}`));
    const hit = key === undefined ? undefined : entries.get(key);
    if (!hit || key === undefined) return undefined;
    remove(key, hit);
    if (hit.expiresAt <= Date.now()) {
      // asked for again after it expired: its next request stores it again
      seen.set(key, true);
      return undefined;
    }
    entries.set(key, hit);
    bytes += hit.bytes;
    return hit;
  }

  function keep(key: string, page: CachedPage) {
    const now = Date.now();
    if (now >= nextSweep) {
      nextSweep = now + opts.ttlMs;
      for (const [k, p] of entries) if (p.expiresAt <= now) remove(k, p);
    }
    if (page.bytes > opts.maxBytes) return;
    const old = entries.get(key);
    if (old) remove(key, old);
    for (const [k, p] of entries) {
      if (bytes + page.bytes <= opts.maxBytes) break;
      remove(k, p);
    }
    entries.set(key, page);
    bytes += page.bytes;
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const cookie = c.req.header("Cookie") ?? "";
    const cacheable = (c.req.method === "GET" || c.req.method === "HEAD") && !PERSONAL_COOKIE.test(cookie) && !NEVER_CACHED.test(c.req.path);
    if (!cacheable) return next();

    const url = new URL(c.req.url);
    const key = pageCacheKey(url);
    if (key === undefined) return next();
    const send = (hit: CachedPage) =>
      preparedResponse(hit.body, {
        status: hit.status,
        headers: hit.headers,
        acceptEncoding: c.req.header("Accept-Encoding"),
        head: c.req.method === "HEAD",
        vary: hit.vary,
      });
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
    // the page of the key, whatever else the query held
    if (url.pathname + url.search !== key) c.req.raw = new Request(new URL(key, url), c.req.raw);
    if (!countRequest(key)) return next();
    let done!: (stored: CachedPage | undefined) => void;
    pending.set(key, new Promise((resolve) => (done = resolve)));
    const startedIn = generation;
    try {
      await next();
      const stored = startedIn === generation ? await store(c, key) : undefined;
      done(stored);
      // sent as stored, compressed once
      if (stored) c.res = send(stored);
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
    const policy = contentSecurityPolicy(hashScriptSource(inlineScriptHashes(html)), { production: opts.production, devServer: false });
    const headers: [string, string][] = [
      ...[...res.headers].filter(([name]) => !/^(content-length|content-security-policy|x-request-id|date|vary|etag)$/i.test(name)),
      // the policy of every hit: inline scripts allowed by their hashes, no nonce
      ["Content-Security-Policy", policy],
      ["X-Page-Cache", "hit"],
    ];
    const body = prepareBody(html);
    const page: CachedPage = {
      status: res.status,
      headers,
      body,
      vary: "Accept-Encoding, Cookie",
      expiresAt: Date.now() + opts.ttlMs,
      bytes:
        key.length +
        body.identity.length +
        (body.br?.length ?? 0) +
        (body.gzip?.length ?? 0) +
        headers.reduce((n, [name, value]) => n + name.length + value.length, 0),
    };
    keep(key, page);
    return page;
  }

  return {
    middleware,
    lookup,
    clear: () => {
      generation++;
      entries.clear();
      bytes = 0;
    },
    /** Drops the pages whose path (a data request's page path: app/page-query-params.ts) passes `test`. */
    drop: (test: (path: string) => boolean) => {
      generation++;
      for (const [key, page] of entries) if (test(pagePath(key.split("?", 1)[0]))) remove(key, page);
    },
    size: () => entries.size,
    /** what the stored pages count against `maxBytes` */
    bytes: () => bytes,
    /** the keys of the stored pages, least recently used first */
    keys: () => [...entries.keys()],
  };
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
