import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../server/db/seed";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// The catalogue's anonymous JSON is answered from memory on node:http, before Hono
// (server/http/fast-lane.ts). The app runs on a real socket here, composed as in server/start.ts,
// and counts the requests that reached it.
const app = useTestApp({ CATALOGUE_CACHE_TTL_SECONDS: "60" });
let server: http.Server;
let base: string;
let reachedApp = 0;
let approved: string;
let admin: string;

beforeAll(async () => {
  await seedDemoData(app.database.db);
  const a = await createUser(app.database.db, "approved");
  approved = await signInCookie(app, a.email, a.password);
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  const listener = getRequestListener(app.app.fetch);
  server = http.createServer((req, res) => {
    if (app.fastLane(req, res)) return;
    reachedApp++;
    void listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** GET through the socket; `fromApp` says whether the app answered it (else the fast lane did). */
async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const before = reachedApp;
  const res = await fetch(base + path, { method, headers: { Origin: base, ...headers } });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body, fromApp: reachedApp > before };
}

const comparable = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !/^(date|x-request-id|content-security-policy|keep-alive|connection)$/.test(name)));

describe("the fast lane", () => {
  it("answers a repeated anonymous catalogue read from memory, with the bytes and headers of the app", async () => {
    app.services.catalogue.invalidate();
    for (const path of ["/api/products", "/api/products?category=ion-sources", "/api/categories"]) {
      const first = await get(path, { "Accept-Encoding": "gzip, br" });
      expect(first.fromApp).toBe(true);
      const again = await get(path, { "Accept-Encoding": "gzip, br" });
      expect(again.fromApp, path).toBe(false);
      expect(again.res.status).toBe(200);
      expect(again.body.equals(first.body)).toBe(true);
      expect(comparable(again.res)).toEqual(comparable(first.res));
      expect(again.res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(again.res.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
      expect(again.res.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    const products = (await (await fetch(`${base}/api/products`)).json()) as Array<{ id: string; price: string | null }>;
    expect(products.every((p) => p.price === null)).toBe(true);

    await get(`/api/products/${products[0].id}`);
    const one = await get(`/api/products/${products[0].id}`, { "X-Request-Id": "trace-42" });
    expect(one.fromApp).toBe(false);
    expect(one.res.headers.get("X-Request-Id")).toBe("trace-42");
    expect(JSON.parse(one.body.toString())).toMatchObject({ id: products[0].id, price: null });
  });

  it("never answers a request with a session: signed-in visitors get their prices from the app", async () => {
    await get("/api/products");
    const signedIn = await get("/api/products", { Cookie: `theme=dark; ${approved}` });
    expect(signedIn.fromApp).toBe(true);
    const list = JSON.parse(signedIn.body.toString()) as Array<{ price: string | null }>;
    expect(list.some((p) => p.price !== null)).toBe(true);
    expect(signedIn.res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("leaves conditional requests, writes, HEAD misses and URLs it did not store to the app", async () => {
    const first = await get("/api/products");
    const conditional = await get("/api/products", { "If-None-Match": first.res.headers.get("ETag")! });
    expect(conditional.fromApp).toBe(true);
    expect(conditional.res.status).toBe(304);

    for (const path of ["/api/products?category=all&utm=1", "/api/products?category=no-such-category", "/api/products/not-a-uuid"]) {
      await get(path);
      expect((await get(path)).fromApp, path).toBe(true);
    }
    const head = await get("/api/products", {}, "HEAD");
    expect(head.fromApp).toBe(false);
    expect(head.body.length).toBe(0);
    expect(head.res.headers.get("Content-Length")).toBe(first.res.headers.get("Content-Length"));
  });

  it("forgets what it holds when a write changes the catalogue", async () => {
    await get("/api/products");
    expect((await get("/api/products")).fromApp).toBe(false);
    const product = await createProduct(app.database.db, { priceCents: 1_000, name: "Fast lane probe" });
    const removed = await fetch(`${base}/api/products/${product.id}`, { method: "DELETE", headers: { Cookie: admin, Origin: base } });
    expect(removed.status).toBe(200);
    const after = await get("/api/products");
    expect(after.fromApp).toBe(true);
    expect(after.body.toString()).not.toContain("Fast lane probe");
  });
});
