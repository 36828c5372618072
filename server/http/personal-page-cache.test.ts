import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { viewerOf, type ViewerUser } from "~/lib/viewer";
import type { AppEnv } from "../app-env";
import type { SessionUser } from "../auth/session";
import { escapeForLoaderDataScript, escapeHtmlLikeReact, personalPageCache, standInRequest, type RenderPage } from "./personal-page-cache";
import { securityHeaders } from "./security-headers";
import { compression } from "./compression";
import { serveWithFastLane } from "../../tests/support/fast-lane-server";
import { createFastLane } from "./fast-lane";

function user(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: "8d3f0c1e-2b4a-4c6d-9e8f-0a1b2c3d4e5f",
    email: "avery@example.com",
    firstName: "Avery",
    lastName: "Approved",
    company: "Northwind Proteomics",
    title: "Lab manager",
    phone: "+1 555 0100",
    role: "customer",
    status: "approved",
    createdAt: new Date("2026-01-02T03:04:05Z"),
    approvedAt: new Date("2026-01-03T03:04:05Z"),
    ...overrides,
  };
}

const tricky = user({
  id: "0b5e6a9c-1111-4222-8333-944455556666",
  email: "o.brien+lab@example.com",
  firstName: `Zoë "Q" <O'Brien> & \\ </script> \u2028 😀`,
  lastName: "Ångström</script><script>alert(1)</script>",
  company: `A&B "Labs" 'Ltd' \\u0026 \${x}`,
});

/** React Router's loader-data script, as react-router writes it: turbo-stream text, as a JSON string, HTML-escaped. */
function loaderDataScript(data: unknown, nonce: string) {
  const escaped = JSON.stringify(JSON.stringify(data)).replace(/[&><\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return h("script", { nonce, dangerouslySetInnerHTML: { __html: `window.__reactRouterContext.streamController.enqueue(${escaped});` } });
}

type Variant = "plain" | "initial" | "shout" | "count" | "link" | "reads-id" | "header" | "json-ld" | "not-found" | "cookie";

/** A page like the site's: the viewer in the header (text and attribute), prices for the audience, loader data in a script. */
function page(viewer: ViewerUser, user: SessionUser, nonce: string, path: string, variant: Variant) {
  const priced = user.status === "approved";
  return (
    "<!DOCTYPE html>" +
    renderToString(
      h(
        "html",
        null,
        h("head", null, h("script", { nonce, type: "module", src: "/assets/entry.js" })),
        h(
          "body",
          null,
          h(
            "header",
            { "data-account": viewer.email },
            h("span", { "aria-hidden": true }, variant === "initial" ? viewer.firstName.slice(0, 1) : viewer.initial),
            variant === "shout" && h("b", null, viewer.lastName.toUpperCase()),
            variant === "count" && h("i", null, `${viewer.company.length} characters`),
            variant === "link" && h("a", { href: `/team/${viewer.id}` }, "Your team"),
            variant === "reads-id" && h("i", null, user.id === "8d3f0c1e-2b4a-4c6d-9e8f-0a1b2c3d4e5f" ? "Welcome back" : "Hello"),
            viewer.firstName,
            " ",
            viewer.lastName,
            h("small", { title: viewer.company }, viewer.company),
          ),
          h(
            "main",
            null,
            h("h1", null, path),
            h("p", null, priced ? "$1,250.00" : "Price Available After Approval"),
            h("p", null, "Capillary electrophoresis. ".repeat(50)),
          ),
          variant === "json-ld" &&
            h("script", { type: "application/ld+json", dangerouslySetInnerHTML: { __html: JSON.stringify({ author: viewer.firstName }) } }),
          loaderDataScript({ root: { user: viewer }, page: { path } }, nonce),
        ),
      ),
    )
  );
}

function harness(variant: Variant = "plain", maxEntries = 50, data?: { version: () => Promise<unknown>; maxAgeMs: number }) {
  const calls: { path: string; standIn: boolean; cookie: string | null }[] = [];
  let failing = false;
  const warnings: string[] = [];
  const logger = pino({ level: "warn" }, { write: (line: string) => warnings.push(line) });
  const cache = personalPageCache({ ttlMs: 60_000, maxEntries, logger, dataVersion: data?.version, maxAgeMs: data?.maxAgeMs });
  const renderPage: RenderPage = async (c, identity) => {
    const u = identity?.user ?? c.var.user;
    // app.ts renders a stand-in's page from standInRequest(), as here
    const request = identity ? standInRequest(c.req.raw) : c.req.raw;
    calls.push({ path: c.req.path, standIn: !!identity, cookie: request.headers.get("Cookie") });
    if (!u) return c.html("<p>Sign In</p>");
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (failing && identity) {
      failing = false;
      return new Response("Service temporarily unavailable", { status: 503 });
    }
    const html = page(identity?.viewer ?? viewerOf(u), u, identity?.nonce ?? c.var.nonce, c.req.path, variant);
    const headers: Record<string, string> = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" };
    if (variant === "cookie") headers["Set-Cookie"] = "seen=1; Path=/";
    if (variant === "header") headers["X-Account"] = encodeURIComponent((identity?.viewer ?? viewerOf(u)).email);
    return new Response(html, { status: variant === "not-found" ? 404 : 200, headers });
  };
  const app = new Hono<AppEnv>();
  app.use(securityHeaders({ production: false, devServer: false }));
  app.use(compression());
  const sessions = new Map<string, SessionUser>();
  app.use(async (c, next) => {
    const header = c.req.header("X-Test-User");
    const sid = c.req.header("Cookie")?.match(/(?:^|; )sid=([^;]+)/)?.[1];
    c.set("user", header ? (JSON.parse(Buffer.from(header, "base64url").toString("utf8")) as SessionUser) : ((sid ? sessions.get(sid) : undefined) ?? null));
    await next();
  });
  app.all("*", (c) => cache.serve(c, renderPage));
  return { app, cache, calls, warnings, renderPage, sessions, failNext: () => (failing = true) };
}

const asHeader = (u: SessionUser) => Buffer.from(JSON.stringify(u)).toString("base64url");

async function get(app: Hono<AppEnv>, path: string, u: SessionUser, headers: Record<string, string> = {}) {
  return await app.request(path, { headers: { "X-Test-User": asHeader(u), Accept: "text/html,application/xhtml+xml", ...headers } });
}

const htmlNonce = (html: string) => [...new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))];
const policyNonce = (res: Response) => res.headers.get("Content-Security-Policy")!.match(/'nonce-([^']+)'/)![1];

/** What the page would be if it were rendered for this visitor with this nonce. */
const expected = (u: SessionUser, path: string, nonce: string, variant: Variant = "plain") => page(viewerOf(u), u, nonce, path, variant);

describe("personal page cache", () => {
  it("makes a template on a page's second request and gives every visitor exactly the page rendered for them", async () => {
    const { app, calls } = harness();
    const visitors = [
      user(),
      tricky,
      user({ id: "c0ffee00-0000-4000-8000-000000000001", firstName: "Émile", lastName: "Ōta", email: "emile@example.com", company: "Institut Pasteur" }),
    ];
    for (const [i, visitor] of [...visitors, ...visitors].entries()) {
      const res = await get(app, "/products", visitor);
      expect(res.status).toBe(200);
      expect(res.headers.get("X-Page-Cache")).toBe(i === 0 ? null : "template");
      const html = await res.text();
      const [nonce] = htmlNonce(html);
      expect(htmlNonce(html)).toHaveLength(1);
      expect(nonce).toBe(policyNonce(res));
      expect(html, `visitor ${i}`).toBe(expected(visitor, "/products", nonce));
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
    // the first visitor's own render, then the template: the page rendered for the two stand-ins
    expect(calls).toEqual([
      { path: "/products", standIn: false, cookie: null },
      { path: "/products", standIn: true, cookie: null },
      { path: "/products", standIn: true, cookie: null },
    ]);
  });

  it("never puts a real visitor's data in a template, nor the visitor's cookies in a stand-in's request", async () => {
    const { app, calls } = harness();
    await get(app, "/products", tricky, { Cookie: "sid=secret-token" });
    await get(app, "/products", tricky, { Cookie: "sid=secret-token" });
    const res = await get(app, "/products", user());
    const html = await res.text();
    expect(html).not.toContain("Ångström");
    expect(html).not.toContain("o.brien");
    expect(calls.map((c) => c.standIn)).toEqual([false, true, true]);
    expect(calls.map((c) => c.cookie)).toEqual(["sid=secret-token", null, null]);
  });

  it("serves an expired template while it renders the page again, for at most one more TTL", async () => {
    const { app, calls, failNext } = harness();
    const now = vi.spyOn(Date, "now");
    const standIns = () => calls.filter((c) => c.standIn).length;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    try {
      const t0 = Date.now();
      now.mockReturnValue(t0);
      await get(app, "/products", user());
      await get(app, "/products", user());
      expect(standIns()).toBe(2);

      // expired: answered at once from the old template while the page is rendered again —
      // even when that render fails (a request that waited for it would get a page rendered for itself)
      now.mockReturnValue(t0 + 61_000);
      failNext();
      const stale = await get(app, "/products", user());
      expect(stale.headers.get("X-Page-Cache")).toBe("template");
      expect(await stale.text()).toBe(expected(user(), "/products", policyNonce(stale)));
      await settle();
      expect(standIns()).toBe(4);

      // the failed render left the old template: the next request tries again, still without waiting
      expect((await get(app, "/products", user())).headers.get("X-Page-Cache")).toBe("template");
      await settle();
      expect(standIns()).toBe(6);
      // and the new template is used from then on, without another render
      expect((await get(app, "/products", user())).headers.get("X-Page-Cache")).toBe("template");
      expect(standIns()).toBe(6);

      // longer than one TTL past expiry: a failing render is not covered by the old template
      now.mockReturnValue(t0 + 61_000 + 121_000);
      failNext();
      expect((await get(app, "/products", user())).headers.get("X-Page-Cache")).toBeNull();
    } finally {
      now.mockRestore();
    }
  });

  it("keeps an expired template whose data is unchanged for another TTL, up to its maximum age, and renders it again when the data changed", async () => {
    let version = { catalogue: 1 };
    const { app, calls } = harness("plain", 50, { version: async () => version, maxAgeMs: 100_000 });
    const now = vi.spyOn(Date, "now");
    const standIns = () => calls.filter((c) => c.standIn).length;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    const at = async (ms: number) => {
      now.mockReturnValue(t0 + ms);
      const res = await get(app, "/products", user());
      expect(res.headers.get("X-Page-Cache")).toBe("template");
      expect(await res.text()).toBe(expected(user(), "/products", policyNonce(res)));
      await settle();
    };
    const t0 = Date.now();
    try {
      now.mockReturnValue(t0);
      await get(app, "/products", user());
      await get(app, "/products", user());
      expect(standIns()).toBe(2);

      // expired (TTL 60 s), same data: not rendered, and fresh for another TTL
      await at(61_000);
      expect(standIns()).toBe(2);
      await at(119_000);
      expect(standIns()).toBe(2);
      // expired again, older than the maximum age (100 s): rendered again, the old one answering meanwhile
      await at(122_000);
      expect(standIns()).toBe(4);
      // expired, younger than the maximum age, but the data changed: rendered again
      version = { catalogue: 2 };
      await at(183_000);
      expect(standIns()).toBe(6);
    } finally {
      now.mockRestore();
    }
  });

  it("serves no stale template after a write emptied the cache", async () => {
    const { app, cache, calls } = harness();
    const now = vi.spyOn(Date, "now");
    try {
      const t0 = Date.now();
      now.mockReturnValue(t0);
      await get(app, "/products", user());
      await get(app, "/products", user());
      cache.clear();
      now.mockReturnValue(t0 + 61_000);
      await get(app, "/products", user());
      // the answer waited for the stand-ins to be rendered again: the old template was not served
      expect(calls.map((c) => c.standIn)).toEqual([false, true, true, true, true]);
    } finally {
      now.mockRestore();
    }
  });

  it("nonces are never reused", async () => {
    const { app } = harness();
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add(htmlNonce(await (await get(app, "/about", user())).text())[0]);
    expect(nonces.size).toBe(5);
  });

  it("keeps audiences, URLs and empty fields apart", async () => {
    const { app, calls } = harness();
    const pending = user({ status: "pending", approvedAt: null });
    const admin = user({ role: "admin", email: "admin@example.com" });
    const noCompany = user({ company: "" });
    const cases = [
      [user(), "/products"],
      [pending, "/products"],
      [admin, "/products"],
      [user(), "/products?sort=price-asc"],
      [noCompany, "/products"],
    ] as const;
    for (const round of [1, 2, 3])
      for (const [u, path] of cases) {
        const res = await get(app, path, u);
        const html = await res.text();
        expect(html).toBe(expected(u, path.split("?")[0], htmlNonce(html)[0]));
        expect(res.headers.get("X-Page-Cache")).toBe(round === 1 ? null : "template");
      }
    // per key: one visitor render, then two stand-ins once
    expect(calls.filter((c) => !c.standIn)).toHaveLength(5);
    expect(calls.filter((c) => c.standIn)).toHaveLength(10);
    const pendingHtml = await (await get(app, "/products", pending)).text();
    expect(pendingHtml).toContain("Price Available After Approval");
    expect(pendingHtml).not.toContain("$1,250.00");
  });

  it("compresses what it assembles for browsers that accept it: gzip joined from the precompressed template, else brotli", async () => {
    const { app } = harness();
    await get(app, "/products", user());
    for (const u of [tricky, user()]) {
      const res = await get(app, "/products", u, { "Accept-Encoding": "gzip, deflate, br" });
      expect(res.headers.get("X-Page-Cache")).toBe("template");
      expect(res.headers.get("Content-Encoding")).toBe("gzip");
      expect(res.headers.get("Vary")).toContain("Accept-Encoding");
      const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
      expect(html).toBe(expected(u, "/products", htmlNonce(html)[0]));
    }
    const brotli = await get(app, "/products", user(), { "Accept-Encoding": "br" });
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    const html = brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString();
    expect(html).toBe(expected(user(), "/products", htmlNonce(html)[0]));
  });

  it("renders for each visitor a page that derives text from a name, links to one, or loads data for the user, and says so once", async () => {
    for (const variant of ["initial", "shout", "count", "link", "reads-id", "header", "json-ld"] as const) {
      const { app, calls, warnings } = harness(variant);
      for (const u of [tricky, user(), tricky, user()]) {
        const html = await (await get(app, "/products", u)).text();
        expect(html, variant).toBe(expected(u, "/products", htmlNonce(html)[0], variant));
      }
      // the first visitor's render, one attempt (two stand-ins), then the visitors' own renders
      expect(
        calls.map((c) => c.standIn),
        variant,
      ).toEqual([false, true, true, false, false, false]);
      expect(warnings, variant).toHaveLength(1);
      expect(warnings[0]).toContain("could not be personalised");
    }
  });

  it("fills but does not keep pages that are not a plain 200 or that set a cookie", async () => {
    for (const variant of ["not-found", "cookie"] as const) {
      const { app, calls } = harness(variant);
      for (const u of [user(), tricky, user()]) {
        const res = await get(app, "/products/unknown", u);
        const html = await res.text();
        expect(html).toBe(expected(u, "/products/unknown", htmlNonce(html)[0], variant));
        expect(res.status).toBe(variant === "not-found" ? 404 : 200);
      }
      expect(calls.map((c) => c.standIn)).toEqual([false, true, true, true, true]);
    }
  });

  it("does not give up on a page because of a failed render", async () => {
    const { app, calls, failNext } = harness();
    await get(app, "/products", user());
    failNext();
    expect((await get(app, "/products", user())).status).toBe(200);
    const res = await get(app, "/products", user());
    expect(res.headers.get("X-Page-Cache")).toBe("template");
    expect(calls.map((c) => c.standIn)).toEqual([false, true, true, false, true, true]);
  });

  it("renders for the visitor: flash messages, data requests, route discovery, HEAD, admin and sign-in pages in any case", async () => {
    const { app, calls } = harness();
    const flash = "flash_toast=signed-in";
    for (let i = 0; i < 2; i++) {
      await get(app, "/products", user(), { Cookie: flash });
      await get(app, "/products.data", user());
      await get(app, "/__manifest?paths=%2Fproducts&version=abc", user(), { Accept: "*/*" });
      await get(app, "/products", user(), { Accept: "application/json" });
      await app.request("/products", { method: "HEAD", headers: { "X-Test-User": asHeader(user()), Accept: "text/html" } });
      for (const path of ["/admin", "/Admin", "/ADMIN/contacts", "/logout", "/Login", "/register", "/auth"]) await get(app, path, user());
    }
    expect(calls.every((c) => !c.standIn)).toBe(true);
    expect(calls).toHaveLength(24);
  });

  it("renders anonymous visitors' pages as they are (the anonymous page cache's business)", async () => {
    const { app, calls } = harness();
    expect(await (await app.request("/about", { headers: { Accept: "text/html" } })).text()).toBe("<p>Sign In</p>");
    expect(calls).toEqual([{ path: "/about", standIn: false, cookie: null }]);
  });

  it("shares one render between visitors who arrive together, and starts over when emptied", async () => {
    const { app, cache, calls } = harness();
    await get(app, "/tools", user());
    const pages = await Promise.all([user(), tricky, user()].map((u) => get(app, "/tools", u).then((r) => r.text())));
    expect(pages[1]).toBe(expected(tricky, "/tools", htmlNonce(pages[1])[0]));
    expect(calls).toHaveLength(3);
    expect(cache.size()).toBe(1);
    cache.clear();
    expect(cache.size()).toBe(0);
    await get(app, "/tools", user());
    expect(calls).toHaveLength(5);
  });

  it("does not keep a template whose render began before the store was emptied", async () => {
    const { app, cache } = harness();
    await get(app, "/tools", user());
    const rendering = get(app, "/tools", user());
    cache.clear();
    expect((await rendering).status).toBe(200);
    expect(cache.size()).toBe(0);
  });

  it("forgets the least recently used template first", async () => {
    const { app, cache, calls } = harness("plain", 2);
    for (const path of ["/a", "/a", "/b", "/b", "/a", "/c", "/c"]) await get(app, path, user());
    expect(cache.size()).toBe(2);
    const before = calls.length;
    await get(app, "/a", user()); // used more recently than /b: still there
    expect(calls.length).toBe(before);
    await get(app, "/b", user()); // forgotten: made again
    expect(calls.length).toBe(before + 2);
  });

  it("gives its templates to the fast lane, which fills them in before the app with the same bytes and headers", async () => {
    const { app, cache, calls, sessions } = harness();
    sessions.set("tok-tricky", tricky).set("tok-avery", user());
    const fastLane = createFastLane({
      sources: [],
      personalPages: cache.fromMemory,
      sessions: { cookieName: "sid", peek: (token) => sessions.get(token) },
      production: false,
      logger: pino({ level: "silent" }),
    });
    const { base, reachedApp, close } = await serveWithFastLane(app, fastLane);
    const fetchAs = (token: string, path = "/products", init: RequestInit = {}) =>
      fetch(`${base}${path}`, { ...init, headers: { Cookie: `sid=${token}`, Accept: "text/html", "Accept-Encoding": "gzip", ...init.headers } });
    try {
      await (await fetchAs("tok-avery")).text();
      const viaApp = await fetchAs("tok-avery");
      await viaApp.text();
      expect(viaApp.headers.get("X-Page-Cache")).toBe("template");
      expect(reachedApp()).toBe(2);
      for (const [token, visitor] of [
        ["tok-tricky", tricky],
        ["tok-avery", user()],
      ] as const) {
        const fast = await fetchAs(token);
        const html = await fast.text();
        expect(html).toBe(expected(visitor, "/products", htmlNonce(html)[0]));
        expect(policyNonce(fast)).toBe(htmlNonce(html)[0]);
        const same = (res: Response) =>
          Object.fromEntries(
            [...res.headers].filter(([name]) => !/^(date|x-request-id|keep-alive|connection|content-security-policy|content-length)$/.test(name)),
          );
        expect(same(fast)).toEqual(same(viaApp));
        expect(fast.headers.get("Content-Security-Policy")).toBe(
          viaApp.headers.get("Content-Security-Policy")!.replace(policyNonce(viaApp), policyNonce(fast)),
        );
      }
      expect(reachedApp()).toBe(2);
      expect(calls).toHaveLength(3);

      // the app answers: an unknown session, a flash message, HEAD, a page not stored yet
      await fetchAs("tok-unknown");
      await fetchAs("tok-avery", "/products", { headers: { Cookie: `sid=tok-avery; flash_toast=signed-in` } });
      await fetchAs("tok-avery", "/products", { method: "HEAD" });
      await fetchAs("tok-avery", "/tools");
      expect(reachedApp()).toBe(6);
      // and a write empties the store: the next page goes to the app again
      cache.clear();
      await fetchAs("tok-avery");
      expect(reachedApp()).toBe(7);
    } finally {
      await close();
    }
  });
});

describe("escaping of a visitor's fields", () => {
  it("matches React's escaping of text", () => {
    for (const text of [tricky.firstName, tricky.lastName, tricky.company, "plain"]) {
      expect(escapeHtmlLikeReact(text)).toBe(renderToString(h("p", null, text)).slice(3, -4));
      expect(`<p title="${escapeHtmlLikeReact(text)}"></p>`).toBe(renderToString(h("p", { title: text })));
    }
  });

  it("matches a string inside React Router's loader-data script", () => {
    for (const text of [tricky.firstName, tricky.lastName, tricky.company, "plain"]) {
      const whole = JSON.stringify(JSON.stringify(["a", text, "b"])).replace(
        /[&><\u2028\u2029]/g,
        (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
      );
      expect(whole).toBe(`"[\\"a\\",\\"${escapeForLoaderDataScript(text)}\\",\\"b\\"]"`);
    }
  });
});
