import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import type { Audience } from "../auth/guards";
import { contentSecurityPolicy, hashScriptSource } from "../http/security-headers";
import { cacheKey, pagePath } from "./cache-keys";
import { chooseEncoding, etagMatches, prepareBody, type PreparedBody } from "./prepared-body";

/** An answer that is the same for everyone of its audience, kept with its pre-compressed bodies. */
export interface StoredAnswer {
  status: number;
  /** the app's own headers (Content-Type, Cache-Control, the hash-based policy…), names in lower case */
  headers: [string, string][];
  body: PreparedBody;
  expiresAt: number;
  /** what it counts against `maxBytes`: bodies in every encoding, headers and key */
  bytes: number;
  /** catalogue JSON: the catalogue's version it was made from; after its TTL it is kept while that version is current */
  catalogueVersion?: string;
}

/**
 * Cookies that make a request personal: a session, or a one-time flash message on the next page.
 * Around a name only spaces and tabs are skipped, as Hono's cookie parser does.
 */
export const PERSONAL_COOKIE = /(?:^|;)[ \t]*(?:__Host-)?(sid|flash_toast)[ \t]*=/;
/** Keys asked for once and not (yet) stored, remembered so that their second request stores them. */
const MAX_SEEN_KEYS = 5_000;

/**
 * The response cache: public pages for anonymous visitors, and catalogue JSON per audience
 * (anonymous, signed in, allowed prices: auth/guards.ts). Keys are normalised (cache-keys.ts) and a
 * request is answered for its key's URL. A key's first request only counts; its second is stored,
 * compressed once. Bounded in bytes, least recently used forgotten first; expired entries are
 * dropped when asked for and swept once per TTL. A stored page loses its nonce: it is sent with a
 * policy that allows its inline scripts by their SHA-256. `drop` forgets what a change made stale
 * (invalidation.ts). Hits are sent by the fast lane (fast-lane.ts) or, when it declines, here.
 */
export function responseCache(opts: {
  /** how long a page is kept (PAGE_CACHE_TTL_SECONDS); 0 keeps none */
  pageTtlMs: number;
  /** how long catalogue JSON is kept (CATALOGUE_CACHE_TTL_SECONDS, as the snapshot it comes from); 0 keeps none */
  catalogueTtlMs: number;
  maxBytes: number;
  production: boolean;
  /** the current catalogue's version (its snapshot's): catalogue JSON is renewed after its TTL while it has not moved */
  catalogueVersion?: () => Promise<string>;
}) {
  const entries = new Map<string, StoredAnswer>();
  const seen = new Map<string, true>();
  const pending = new Map<string, Promise<StoredAnswer | undefined>>();
  let bytes = 0;
  /** bumped when entries are dropped, so that a render begun before a change is not stored after it */
  let generation = 0;
  const sweepEveryMs = Math.max(opts.pageTtlMs, opts.catalogueTtlMs);
  let nextSweep = Date.now() + sweepEveryMs;

  function remove(key: string, entry: StoredAnswer) {
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /** The stored answer for an audience and a request target (path and query as sent), most recently used from now on. */
  function lookup(audience: Audience, target: string): StoredAnswer | undefined {
    const key = entries.has(`${audience} ${target}`) ? target : cacheKey(new URL(`http://x${target}`));
    const hit = key === undefined ? undefined : entries.get(`${audience} ${key}`);
    if (!hit) return undefined;
    remove(`${audience} ${key}`, hit);
    entries.set(`${audience} ${key}`, hit);
    bytes += hit.bytes;
    if (hit.expiresAt > Date.now()) return hit;
    // expired: a page is made again; catalogue JSON stays for `renewed` to judge
    if (!hit.catalogueVersion) remove(`${audience} ${key}`, hit);
    seen.set(`${audience} ${key}`, true);
    return undefined;
  }

  /**
   * Catalogue JSON past its TTL, kept for another TTL when the catalogue has not changed since it was
   * made (the catalogue's version, one row read at most once per CATALOGUE_CACHE_TTL): an unchanged
   * catalogue of 10,000 products is not serialised and compressed again every few seconds. A change
   * announced by a write drops it at once (invalidation.ts); one made by hand shows as a new version.
   */
  async function renewed(stored: string, ttlMs: number): Promise<StoredAnswer | undefined> {
    const entry = entries.get(stored);
    if (!entry?.catalogueVersion || !opts.catalogueVersion || entry.expiresAt > Date.now()) return undefined;
    const version = await opts.catalogueVersion().catch(() => undefined);
    if (entries.get(stored) !== entry) return undefined;
    if (version !== entry.catalogueVersion) return void remove(stored, entry);
    entry.expiresAt = Date.now() + ttlMs;
    seen.delete(stored);
    return entry;
  }

  function keep(key: string, entry: StoredAnswer) {
    const now = Date.now();
    if (now >= nextSweep) {
      nextSweep = now + sweepEveryMs;
      // catalogue JSON may be renewed (see `renewed`): forgotten once unasked for a whole period
      for (const [k, e] of entries) if (e.expiresAt + (e.catalogueVersion ? sweepEveryMs : 0) <= now) remove(k, e);
    }
    if (entry.bytes > opts.maxBytes) return;
    const old = entries.get(key);
    if (old) remove(key, old);
    for (const [k, e] of entries) {
      if (bytes + entry.bytes <= opts.maxBytes) break;
      remove(k, e);
    }
    entries.set(key, entry);
    bytes += entry.bytes;
  }

  /** Remembers a key asked for; true when it had been asked for before. */
  function askedBefore(key: string) {
    if (seen.delete(key)) return true;
    if (seen.size >= MAX_SEEN_KEYS) seen.delete(seen.keys().next().value!);
    seen.set(key, true);
    return false;
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const json = url.pathname.startsWith("/api/");
    const ttlMs = json ? opts.catalogueTtlMs : opts.pageTtlMs;
    // pages for anonymous visitors only (a signed-in page shows who they are); catalogue JSON per audience
    const audience = json ? c.var.viewer.catalogue.audience : PERSONAL_COOKIE.test(c.req.header("Cookie") ?? "") ? undefined : "anonymous";
    const key = audience && ttlMs > 0 && cacheKey(url);
    if (!audience || !key) return next();
    const stored = `${audience} ${key}`;
    const send = (hit: StoredAnswer) => {
      const answer = answerFor(hit, c.req.header("Accept-Encoding"), c.req.header("If-None-Match"));
      return new Response(c.req.method === "HEAD" || answer.status === 304 ? null : (answer.body as Uint8Array<ArrayBuffer>), answer);
    };
    const hit = lookup(audience, key) ?? (json ? await renewed(`${audience} ${key}`, ttlMs) : undefined);
    if (hit) return send(hit);
    // only a GET render is the answer of its key (React Router answers HEAD with an empty body)
    if (c.req.method !== "GET") return next();
    // requests that miss together wait for one render
    const rendering = pending.get(stored);
    if (rendering) {
      const done = await rendering;
      return done ? send(done) : next();
    }
    // the answer of the key, whatever else the query held
    if (url.pathname + url.search !== key) c.req.raw = new Request(new URL(key, url), c.req.raw);
    if (!askedBefore(stored)) return next();
    let settle!: (entry: StoredAnswer | undefined) => void;
    pending.set(stored, new Promise((resolve) => (settle = resolve)));
    const startedIn = generation;
    try {
      // read before the answer is made: a change made meanwhile shows as a newer version later
      const catalogueVersion = json && opts.catalogueVersion ? await opts.catalogueVersion().catch(() => undefined) : undefined;
      await next();
      const entry = startedIn === generation ? await store(c, stored, ttlMs, catalogueVersion) : undefined;
      settle(entry);
      if (entry) c.res = send(entry);
    } catch (error) {
      settle(undefined);
      throw error;
    } finally {
      pending.delete(stored);
    }
  };

  /** Keeps an answer that may be shared; returns what was kept. */
  async function store(c: Context<AppEnv>, key: string, ttlMs: number, catalogueVersion: string | undefined): Promise<StoredAnswer | undefined> {
    const res = c.res;
    const type = res.headers.get("Content-Type") ?? "";
    const shared = res.status === 200 && !res.headers.has("Set-Cookie") && !res.headers.has("Content-Encoding");
    if (!shared || !/^(text\/html|text\/x-script|application\/json)/.test(type)) return undefined;
    // JSON is kept as the bytes it is (the whole catalogue is ~11 MB at 10,000 products); a page loses its nonce
    const html = type.startsWith("text/html");
    const content = html ? (await res.clone().text()).replaceAll(` nonce="${c.var.nonce}"`, "") : Buffer.from(await res.clone().arrayBuffer());
    const policy = contentSecurityPolicy(hashScriptSource(typeof content === "string" ? inlineScriptHashes(content) : []), {
      production: opts.production,
      devServer: false,
    });
    const headers: [string, string][] = [
      ...[...res.headers].filter(([name]) => !/^(content-length|content-security-policy|x-request-id|date|vary|etag)$/.test(name)),
      ["content-security-policy", policy],
      ["x-page-cache", "hit"],
    ];
    const body = prepareBody(content);
    const size = [key, ...headers.flat()].reduce((n, s) => n + s.length, 0) + body.identity.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0);
    const entry: StoredAnswer = { status: res.status, headers, body, expiresAt: Date.now() + ttlMs, bytes: size, catalogueVersion };
    keep(key, entry);
    return entry;
  }

  return {
    middleware,
    lookup,
    /** Drops the entries whose path (a data request's page path) passes `test`. */
    drop(test: (path: string) => boolean) {
      generation++;
      for (const [key, entry] of entries) if (test(pagePath(key.slice(key.indexOf(" ") + 1).split("?", 1)[0]))) remove(key, entry);
    },
    size: () => entries.size,
    bytes: () => bytes,
    /** the stored keys ("audience key"), least recently used first */
    keys: () => [...entries.keys()],
  };
}
export type ResponseCache = ReturnType<typeof responseCache>;

/** What to send for a stored answer: 304 when the client has it, else the encoding it accepts; headers in lower case. */
export function answerFor(entry: StoredAnswer, acceptEncoding: string | undefined, ifNoneMatch: string | undefined) {
  const fresh = etagMatches(ifNoneMatch, entry.body.etag);
  const encoding = fresh ? null : chooseEncoding(acceptEncoding, entry.body);
  const body = encoding ? entry.body[encoding]! : entry.body.identity;
  const headers: [string, string][] = [...entry.headers, ["vary", "Accept-Encoding, Cookie"], ["etag", entry.body.etag]];
  if (encoding) headers.push(["content-encoding", encoding]);
  if (!fresh) headers.push(["content-length", String(body.length)]);
  return { status: fresh ? 304 : entry.status, headers, body };
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
