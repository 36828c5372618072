import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { serveWithFastLane } from "../../tests/support/fast-lane-server";
import { createFastLane } from "./fast-lane";
import type { AppEnv } from "../app-env";
import { createHash } from "node:crypto";
import { anonymousPageCache, inlineScriptHashes } from "./page-cache";
import { invalidateOnWrite } from "./invalidate-on-write";
import { securityHeaders } from "./security-headers";

function appWithCache(ttlMs = 60_000) {
  let renders = 0;
  const cache = anonymousPageCache({ ttlMs, maxEntries: 3, production: false });
  const app = new Hono<AppEnv>();
  app.use(securityHeaders({ production: false, devServer: false }));
  app.use("/api/*", invalidateOnWrite([cache.clear]));
  app.post("/api/products", (c) => c.json({ ok: true }, 201));
  app.post("/api/cart", (c) => c.json({ ok: true }, 201));
  app.use("*", cache.middleware);
  app.get("/private", (c) => c.html("<p>mine</p>", 200, { "Cache-Control": "private, no-store" }));
  app.get("/cookie", (c) => c.html("<p>cookie</p>", 200, { "Set-Cookie": "x=1" }));
  app.get("/slow/*", async (c) => {
    renders++;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return c.html(`<html><p>${c.req.path} render ${renders}</p><p>${"padding ".repeat(200)}</p></html>`, 200, c.req.query("private") ? { "Cache-Control": "private, no-store" } : {});
  });
  app.get("*", (c) => {
    renders++;
    return c.html(`<html><script nonce="${c.var.nonce}">boot()</script><p>${c.req.path} render ${renders}</p><p>${"padding ".repeat(200)}</p></html>`);
  });
  return { app, cache, renders: () => renders };
}

const nonceIn = (html: string) => html.match(/nonce="([^"]+)"/)![1];
const nonceInPolicy = (res: Response) => res.headers.get("Content-Security-Policy")!.match(/'nonce-([^']+)'/)![1];

describe("anonymous page cache", () => {
  it("renders an anonymous page once and serves it again without reusing its nonce", async () => {
    const { app, renders } = appWithCache();
    const first = await app.request("/about");
    const firstHtml = await first.text();
    expect(nonceInPolicy(first)).toBe(nonceIn(firstHtml));

    const second = await app.request("/about", { headers: { "Accept-Encoding": "br" } });
    expect(renders()).toBe(1);
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    expect(second.headers.get("Content-Encoding")).toBe("br");

    const plain = await app.request("/about");
    const html = await plain.text();
    expect(html).toBe(firstHtml.replace(` nonce="${nonceIn(firstHtml)}"`, ""));
    const policy = plain.headers.get("Content-Security-Policy")!;
    expect(policy).not.toContain("nonce-");
    expect(policy).not.toContain("strict-dynamic");
    const bootHash = createHash("sha256").update("boot()").digest("base64");
    expect(policy).toContain(`script-src 'self' 'sha256-${bootHash}';`);
  });

  it("hashes the inline scripts of a page, not the ones loaded from a file", () => {
    const sha = (text: string) => createHash("sha256").update(text).digest("base64");
    const html = `<script>a()</script><script type="module" async="">import "x";\n</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "x";\n'), sha("{}")]);
  });

  it("never serves or stores pages for visitors with a session or a flash message", async () => {
    const { app, renders } = appWithCache();
    await app.request("/products");
    const signedIn = await app.request("/products", { headers: { Cookie: "theme=dark; sid=abc" } });
    expect(signedIn.headers.get("X-Page-Cache")).toBeNull();
    expect(await signedIn.text()).toContain("render 2");
    await app.request("/products", { headers: { Cookie: "flash_toast=xyz" } });
    expect(renders()).toBe(3);
  });

  it("does not store responses that set cookies or say no-store, nor admin pages", async () => {
    const { app, cache } = appWithCache();
    await app.request("/private");
    await app.request("/cookie");
    await app.request("/admin");
    await app.request("/admin/contacts");
    expect(cache.size()).toBe(0);
  });

  it("empties itself after a successful write through the API and expires entries", async () => {
    const { app, renders } = appWithCache();
    await app.request("/");
    await app.request("/api/cart", { method: "POST" });
    await app.request("/");
    expect(renders()).toBe(1);
    await app.request("/api/products", { method: "POST" });
    await app.request("/");
    expect(renders()).toBe(2);

    const short = appWithCache(1);
    await short.app.request("/");
    await new Promise((r) => setTimeout(r, 5));
    await short.app.request("/");
    expect(short.renders()).toBe(2);
  });

  it("renders a page once for requests that miss together, and lets them all render when it cannot be kept", async () => {
    const { app, renders } = appWithCache();
    const pages = await Promise.all(Array.from({ length: 10 }, () => Promise.resolve(app.request("/slow/page")).then((r) => r.text())));
    expect(renders()).toBe(1);
    expect(new Set(pages.map((html) => html.replace(/ nonce="[^"]*"/g, ""))).size).toBe(1);
    await Promise.all(Array.from({ length: 4 }, () => app.request("/slow/mine?private=1")));
    expect(renders()).toBe(5);
  });

  it("keeps at most maxEntries pages, so random query strings cannot fill memory", async () => {
    const { app, cache } = appWithCache();
    for (let i = 0; i < 10; i++) await app.request(`/?q=${i}`);
    expect(cache.size()).toBe(3);
  });

  it("gives its hits to the fast lane, which sends them before the app with the same bytes and headers", async () => {
    const { app, cache, renders } = appWithCache();
    const fastLane = createFastLane({ sources: [cache.lookup], sessions: { cookieName: "sid", peek: () => undefined }, production: false, logger: pino({ level: "silent" }) });
    const { base, reachedApp, close } = await serveWithFastLane(app, fastLane);
    try {
      await fetch(`${base}/about`);
      const viaApp = await app.request("/about", { headers: { "Accept-Encoding": "gzip" } });
      const fast = await fetch(`${base}/about`, { headers: { "Accept-Encoding": "gzip" } });
      expect(reachedApp()).toBe(1);
      expect(renders()).toBe(1);
      expect(await fast.text()).toBe(await (await app.request("/about")).text());
      const same = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !/^(date|x-request-id|keep-alive|connection)$/.test(name)));
      expect(same(fast)).toEqual(same(viaApp));
      expect(fast.headers.get("X-Page-Cache")).toBe("hit");
      expect(fast.headers.get("Content-Security-Policy")).not.toContain("nonce-");

      // a flash message or a session makes the page personal: the app answers
      await fetch(`${base}/about`, { headers: { Cookie: "flash_toast=x" } });
      await fetch(`${base}/about`, { headers: { Cookie: "sid=abc" } });
      expect(reachedApp()).toBe(3);
    } finally {
      await close();
    }
  });
});
