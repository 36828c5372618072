import { createHash } from "node:crypto";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { serveWithFastLane } from "../../tests/support/fast-lane-server";
import type { AppEnv } from "../app-env";
import { ANONYMOUS_VIEWER } from "../auth/guards";
import { envelopeMiddleware, requestEnvelope } from "../http/request-envelope";
import { securityHeaders } from "../http/security-headers";
import { cacheKey } from "./cache-keys";
import { createFastLane } from "./fast-lane";
import { cacheInvalidation } from "./invalidation";
import { inlineScriptHashes, responseCache } from "./response-cache";

const envelope = requestEnvelope(false, pino({ level: "silent" }));

function appWithCache(ttlMs = 60_000, maxBytes = 1_000_000, catalogueVersion?: () => Promise<string>) {
  let renders = 0;
  const cache = responseCache({ pageTtlMs: ttlMs, catalogueTtlMs: ttlMs, maxBytes, production: false, catalogueVersion });
  const app = new Hono<AppEnv>();
  app.use(envelopeMiddleware(envelope));
  app.use(securityHeaders({ production: false, devServer: false }));
  app.use((c, next) => {
    c.set("viewer", ANONYMOUS_VIEWER);
    c.set("user", null);
    return next();
  });
  // nothing listened to: a write drops every catalogue answer
  const invalidation = cacheInvalidation({
    catalogue: { invalidate: () => {}, peek: () => undefined, snapshot: () => Promise.reject(new Error("no catalogue")), onUnannouncedChange: () => {} },
    cache,
    sync: async () => false,
  });
  app.use((c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? cache.middleware(c, next) : invalidation.middleware(c, next)));
  app.post("/api/products", (c) => c.json({ ok: true }, 201));
  app.post("/api/cart", (c) => c.json({ ok: true }, 201));
  app.get("/news", (c) => c.html("<p>cookie</p>", 200, { "Set-Cookie": "x=1" }));
  app.get("/documentation", async (c) => {
    renders++;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return c.html(`<html><p>render ${renders}</p><p>${"padding ".repeat(200)}</p></html>`, c.req.query("q") === "fail" ? 500 : 200);
  });
  app.get("*", (c) => {
    // as React Router answers HEAD: the status and headers of the page, no body
    if (c.req.method === "HEAD") return c.body(null, 200, { "Content-Type": "text/html; charset=UTF-8" });
    renders++;
    return c.html(`<html><script nonce="${c.var.nonce}">boot()</script><p>${c.req.url} render ${renders}</p><p>${"padding ".repeat(200)}</p></html>`);
  });
  return { app, cache, renders: () => renders };
}

const nonceIn = (html: string) => html.match(/nonce="([^"]+)"/)![1];
const nonceInPolicy = (res: Response) => res.headers.get("Content-Security-Policy")!.match(/'nonce-([^']+)'/)![1];

/** Asks for a page twice: its first request only counts, the second one stores it. */
async function twice(app: Hono<AppEnv>, path: string) {
  await app.request(path);
  return app.request(path);
}

describe("the response cache", () => {
  it("stores a page on its second request and serves it again without reusing its nonce", async () => {
    const { app, renders, cache } = appWithCache();
    const first = await app.request("/about");
    expect(nonceInPolicy(first)).toBe(nonceIn(await first.text()));
    expect(cache.size()).toBe(0);
    const second = await app.request("/about");
    expect(renders()).toBe(2);
    // sent as it is stored
    const secondHtml = await second.text();
    expect(secondHtml).not.toContain("nonce");

    const hit = await app.request("/about", { headers: { "Accept-Encoding": "br" } });
    expect(renders()).toBe(2);
    expect(hit.headers.get("X-Page-Cache")).toBe("hit");
    expect(hit.headers.get("Content-Encoding")).toBe("br");

    const plain = await app.request("/about");
    const html = await plain.text();
    expect(html).toBe(secondHtml);
    const policy = plain.headers.get("Content-Security-Policy")!;
    expect(policy).not.toContain("nonce-");
    expect(policy).not.toContain("strict-dynamic");
    const bootHash = createHash("sha256").update("boot()").digest("base64");
    expect(policy).toContain(`script-src 'self' 'sha256-${bootHash}';`);
  });

  it("keeps catalogue JSON past its TTL while the catalogue's version has not moved, and makes it again when it has", async () => {
    let version = "7";
    const { app, renders } = appWithCache(30, 1_000_000, async () => version);
    await twice(app, "/api/products");
    expect(renders()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 40));
    // expired, but made from the catalogue as it still is: renewed, not made again
    expect((await app.request("/api/products")).headers.get("X-Page-Cache")).toBe("hit");
    expect(renders()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 40));
    version = "8";
    const changed = await app.request("/api/products");
    expect(changed.headers.get("X-Page-Cache")).toBe("hit");
    expect(await changed.text()).toContain("render 3");
    // a page is made again after its TTL whatever the catalogue does
    await twice(app, "/about");
    await new Promise((resolve) => setTimeout(resolve, 40));
    await app.request("/about");
    expect(renders()).toBe(6);
  });

  it("hashes the inline scripts of a page, not the ones loaded from a file", () => {
    const sha = (text: string) => createHash("sha256").update(text).digest("base64");
    const html = `<script>a()</script><script type="module" async="">import "x";\n</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "x";\n'), sha("{}")]);
  });

  it("keys a page on its path and the parameters it reads, in canonical order", () => {
    const key = (target: string) => cacheKey(new URL(`http://x${target}`));
    expect(key("/products?utm_source=mail&sort=price-asc&category=kits&x=1")).toBe("/products?category=kits&sort=price-asc");
    // the catalogue's search, filters and pages
    expect(key("/products?page=2&q=capillary&inStock=true&utm_source=mail")).toBe("/products?inStock=true&page=2&q=capillary");
    expect(key("/api/products?pageSize=5&page=2&q=MB03&inStock=1&sort=name&x=1")).toBe("/api/products?inStock=1&page=2&pageSize=5&q=MB03&sort=name");
    expect(key("/products?sort=price-asc&category=kits")).toBe("/products?category=kits&sort=price-asc");
    expect(key("/about?q=123")).toBe("/about");
    expect(key("/products/abc?category=kits")).toBe("/products/abc");
    expect(key("/products.data?category=kits&_routes=routes%2Fproducts&x=1")).toBe("/products.data?_routes=routes%2Fproducts&category=kits");
    expect(key("/_.data?x=1&_routes=root")).toBe("/_.data?_routes=root");
    expect(key("/api/products?category=kits&x=y")).toBe("/api/products?category=kits");
    expect(key("/api/products/abc?x=1")).toBe("/api/products/abc");
    // only public pages and catalogue reads are ever stored
    for (const never of ["//evil?q=1", "/admin", "/login?redirectTo=/x", "/checkout", "/account", "/api/cart", "/products/a/b", "/products/"])
      expect(key(never)).toBeUndefined();
    expect(key(`/documentation?q=${"x".repeat(2000)}`)).toBeUndefined();
  });

  it("serves one stored page for every query its page does not read, rendered for its key", async () => {
    const { app, renders, cache } = appWithCache();
    await twice(app, "/products?sort=name&utm_source=mail");
    for (let i = 0; i < 50; i++) {
      const res = await app.request(`/products?x=${i}&sort=name`);
      expect(res.headers.get("X-Page-Cache")).toBe("hit");
      // rendered for the key's URL: nothing of the junk is in the page
      expect(await res.text()).toContain("http://localhost/products?sort=name render 2");
    }
    expect(renders()).toBe(2);
    expect(cache.keys()).toEqual(["anonymous /products?sort=name"]);
  });

  it("renders a one-off URL once and stores nothing of it", async () => {
    const { app, renders, cache } = appWithCache();
    for (let i = 0; i < 100; i++) expect((await app.request(`/products?category=junk-${i}`)).headers.get("X-Page-Cache")).toBeNull();
    expect(renders()).toBe(100);
    expect(cache.size()).toBe(0);
  });

  it("never serves or stores pages for visitors with a session or a flash message", async () => {
    const { app, renders } = appWithCache();
    await twice(app, "/products");
    const signedIn = await app.request("/products", { headers: { Cookie: "theme=dark; sid=abc" } });
    expect(signedIn.headers.get("X-Page-Cache")).toBeNull();
    expect(await signedIn.text()).toContain("render 3");
    await app.request("/products", { headers: { Cookie: "flash_toast=xyz" } });
    expect(renders()).toBe(4);
  });

  it("does not store responses that set cookies or fail, nor pages that are not public", async () => {
    const { app, cache } = appWithCache();
    for (const path of ["/news", "/documentation?q=fail", "/admin", "/admin/contacts", "/login", "/account"]) await twice(app, path);
    expect(cache.size()).toBe(0);
  });

  it("never stores what a HEAD request rendered (an empty body), and answers HEAD from what a GET stored", async () => {
    const { app, cache } = appWithCache();
    for (let i = 0; i < 3; i++) expect((await app.request("/about", { method: "HEAD" })).status).toBe(200);
    expect(cache.size()).toBe(0);
    expect(await (await app.request("/about")).text()).toContain("render");
    await app.request("/about");
    const head = await app.request("/about", { method: "HEAD" });
    expect(head.headers.get("X-Page-Cache")).toBe("hit");
    expect(await head.text()).toBe("");
    expect(await (await app.request("/about")).text()).toContain("render");
  });

  it("answers 304 when the client holds the stored body", async () => {
    const { app } = appWithCache();
    const stored = await twice(app, "/about");
    const again = await app.request("/about", { headers: { "If-None-Match": stored.headers.get("ETag")! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("drops catalogue pages after a successful write through the API and expires entries", async () => {
    const { app, renders, cache } = appWithCache();
    for (const path of ["/", "/products?sort=name", "/products/abc", "/products.data"]) await twice(app, path);
    await app.request("/api/cart", { method: "POST" });
    expect(cache.size()).toBe(4);
    await app.request("/api/products", { method: "POST" });
    expect(cache.keys()).toEqual(["anonymous /"]);
    await app.request("/");
    expect(renders()).toBe(8);

    const short = appWithCache(1);
    await twice(short.app, "/");
    await new Promise((r) => setTimeout(r, 5));
    await short.app.request("/");
    // asked for again after it expired: stored again at once
    expect(short.renders()).toBe(3);
    expect(short.cache.size()).toBe(1);
  });

  it("sweeps expired pages when it stores one", async () => {
    const { app, cache } = appWithCache(20);
    await twice(app, "/about");
    await twice(app, "/tools");
    expect(cache.keys()).toEqual(["anonymous /about", "anonymous /tools"]);
    await new Promise((r) => setTimeout(r, 30));
    await twice(app, "/contact");
    expect(cache.keys()).toEqual(["anonymous /contact"]);
  });

  it("renders a page once more for requests that miss together, and lets them all render when it cannot be kept", async () => {
    const { app, renders } = appWithCache();
    const pages = await Promise.all(Array.from({ length: 10 }, () => Promise.resolve(app.request("/documentation")).then((r) => r.text())));
    // the first request counts, the second renders what is stored, the others wait for it
    expect(renders()).toBe(2);
    expect(new Set(pages.map((html) => html.replace(/render \d/, ""))).size).toBe(1);
    await Promise.all(Array.from({ length: 4 }, () => app.request("/documentation?q=fail")));
    expect(renders()).toBe(6);
  });

  it("is bounded in bytes, the least recently used page forgotten first", async () => {
    const one = appWithCache();
    await twice(one.app, "/products?category=0");
    const pageBytes = one.cache.bytes();
    expect(pageBytes).toBeGreaterThan(1000);

    const { app, cache } = appWithCache(60_000, pageBytes * 3.5);
    for (let i = 0; i < 3; i++) await twice(app, `/products?category=${i}`);
    await app.request("/products?category=0");
    await twice(app, "/products?category=3");
    expect(cache.keys()).toEqual(["anonymous /products?category=2", "anonymous /products?category=0", "anonymous /products?category=3"]);
    for (let i = 4; i < 40; i++) await twice(app, `/products?category=${i}`);
    expect(cache.bytes()).toBeLessThanOrEqual(pageBytes * 3.5);
    expect(cache.size()).toBe(3);
  });

  it("gives its hits to the fast lane, which sends them before the app with the same bytes and headers", async () => {
    const { app, cache, renders } = appWithCache();
    const fastLane = createFastLane({ cache, envelope, sessions: { cookieName: "sid", peek: () => undefined } });
    const { base, reachedApp, close } = await serveWithFastLane(app, fastLane);
    try {
      await fetch(`${base}/about`);
      await fetch(`${base}/about`);
      const viaApp = await app.request("/about", { headers: { "Accept-Encoding": "gzip" } });
      const fast = await fetch(`${base}/about?utm_source=mail`, { headers: { "Accept-Encoding": "gzip" } });
      expect(reachedApp()).toBe(2);
      expect(renders()).toBe(2);
      expect(await fast.text()).toBe(await (await app.request("/about")).text());
      const same = (res: Response) => [...res.headers].filter(([name]) => !/^(date|x-request-id|keep-alive|connection)$/.test(name));
      expect(same(fast)).toEqual(same(viaApp));
      expect(fast.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(fast.headers.get("X-Page-Cache")).toBe("hit");
      expect(fast.headers.get("Content-Security-Policy")).not.toContain("nonce-");

      // a flash message or a session makes the page personal: the app answers
      await fetch(`${base}/about`, { headers: { Cookie: "flash_toast=x" } });
      await fetch(`${base}/about`, { headers: { Cookie: "sid=abc" } });
      expect(reachedApp()).toBe(4);
    } finally {
      await close();
    }
  });
});
