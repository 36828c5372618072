import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { announceSessionChange } from "../../server/speed/changes-channel";
import { users } from "../../server/db/schema";
import { seedDemoData } from "../../server/db/seed";
import { sessionToken } from "../../server/speed/fast-lane";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// The catalogue's JSON is answered from memory on node:http, before Hono (server/speed/fast-lane.ts):
// for anonymous visitors, and for sessions the session cache holds. The app runs on a real socket
// here, composed as in server/start.ts, and counts the requests that reached it.
const app = useTestApp({ CATALOGUE_CACHE_TTL_SECONDS: "60", SESSION_CACHE_TTL_SECONDS: "60" });
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

const credentials = (u: { email: string; password: string }) => [u.email, u.password] as const;

/** GET through the socket; `fromApp` says whether the app answered it (else the fast lane did). */
async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const before = reachedApp;
  const res = await fetch(base + path, { method, headers: { Origin: base, ...headers } });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body, fromApp: reachedApp > before };
}

/** Asks twice: the response cache stores an answer on its second request (server/speed/response-cache.ts). */
async function stored(path: string, headers: Record<string, string> = {}) {
  await get(path, headers);
  return get(path, headers);
}

const comparable = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !/^(date|x-request-id|content-security-policy|keep-alive|connection)$/.test(name)));

describe("the fast lane", () => {
  it("answers a repeated anonymous catalogue read from memory, with the bytes and headers of the app", async () => {
    app.services.catalogue.invalidate();
    for (const path of ["/api/products", "/api/products?category=ion-sources", "/api/categories"]) {
      const first = await stored(path, { "Accept-Encoding": "gzip, br" });
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

    await stored(`/api/products/${products[0].id}`);
    const one = await get(`/api/products/${products[0].id}`, { "X-Request-Id": "trace-42" });
    expect(one.fromApp).toBe(false);
    expect(one.res.headers.get("X-Request-Id")).toBe("trace-42");
    expect(JSON.parse(one.body.toString())).toMatchObject({ id: products[0].id, price: null });
  });

  it("answers a signed-in visitor whose session it holds with the answer stored for their audience", async () => {
    const pending = await signInCookie(app, ...credentials(await createUser(app.database.db, "pending")));
    for (const [cookie, priced] of [
      [approved, true],
      [admin, true],
      [pending, false],
    ] as const) {
      const first = await stored("/api/products", { Cookie: `theme=dark; ${cookie}`, "Accept-Encoding": "gzip" });
      const again = await get("/api/products", { Cookie: `theme=dark; ${cookie}`, "Accept-Encoding": "gzip" });
      expect(again.fromApp).toBe(false);
      const head = await get("/api/products", { Cookie: cookie, "Accept-Encoding": "gzip" }, "HEAD");
      expect(head.fromApp).toBe(false);
      expect(head.body.length).toBe(0);
      expect(head.res.headers.get("Content-Length")).toBe(again.res.headers.get("Content-Length"));
      expect(again.body.equals(first.body)).toBe(true);
      expect(comparable(again.res)).toEqual(comparable(first.res));
      expect(again.res.headers.get("Cache-Control")).toBe("private, no-store");
      const list = JSON.parse(await (await fetch(`${base}/api/products`, { headers: { Cookie: cookie } })).text()) as Array<{ price: string | null }>;
      expect(list.some((p) => p.price !== null)).toBe(priced);
      // exact stock is an audience of its own: admins' answers are never replayed to customers
      expect(list.some((p) => "stockQuantity" in p)).toBe(cookie === admin);
    }
    // and anonymous visitors still get no prices from the same memory
    const anonymous = JSON.parse((await get("/api/products")).body.toString()) as Array<{ price: string | null }>;
    expect(anonymous.every((p) => p.price === null)).toBe(true);
  });

  it("stops answering a session the moment it is signed out or its user is rejected, here or on another instance", async () => {
    const priced = async (cookie: string) => {
      const { body } = await get("/api/products", { Cookie: cookie });
      return (JSON.parse(body.toString()) as Array<{ price: string | null }>).some((p) => p.price !== null);
    };
    const signedOut = await signInCookie(app, ...credentials(await createUser(app.database.db, "approved")));
    await stored("/api/products", { Cookie: signedOut });
    expect(await priced(signedOut)).toBe(true);
    expect((await fetch(`${base}/api/auth/logout`, { method: "POST", headers: { Cookie: signedOut, Origin: app.services.config.publicOrigin } })).status).toBe(
      200,
    );
    expect(await priced(signedOut)).toBe(false);

    const rejectedHere = await createUser(app.database.db, "approved");
    const cookieHere = await signInCookie(app, ...credentials(rejectedHere));
    await priced(cookieHere);
    const reject = await fetch(`${base}/api/users/${rejectedHere.user.id}/status`, {
      method: "PUT",
      headers: { Cookie: admin, Origin: app.services.config.publicOrigin, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "rejected" }),
    });
    expect(reject.status).toBe(200);
    expect(await priced(cookieHere)).toBe(false);

    // another instance rejects the user: its NOTIFY reaches this one
    const rejectedThere = await createUser(app.database.db, "approved");
    const cookieThere = await signInCookie(app, ...credentials(rejectedThere));
    await priced(cookieThere);
    expect(await priced(cookieThere)).toBe(true);
    await app.database.db.transaction(async (tx) => {
      await tx.update(users).set({ status: "rejected" }).where(eq(users.id, rejectedThere.user.id));
      await announceSessionChange(tx, { userId: rejectedThere.user.id });
    });
    const deadline = Date.now() + 3_000;
    while ((await priced(cookieThere)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await priced(cookieThere)).toBe(false);
  });

  it("leaves unknown sessions, two session cookies and flash messages to the app, and reads the cookie as Hono does", async () => {
    await stored("/api/products", { Cookie: approved });
    expect((await get("/api/products", { Cookie: approved })).fromApp).toBe(false);
    const token = approved.split("=")[1];
    for (const cookie of [
      `sid=${"x".repeat(43)}`,
      "sid=not-a-token",
      `${approved}; sid=${"y".repeat(43)}`,
      `${approved}; flash_toast=hello`,
      `sid="${token}"`,
    ]) {
      await get("/api/products", { Cookie: cookie });
      expect((await get("/api/products", { Cookie: cookie })).fromApp, cookie).toBe(true);
    }
    // a name with spaces or tabs around it is the session cookie for Hono too: the same session, the same answer
    for (const cookie of [`theme=dark;sid =${token}`, `theme=dark;\tsid=${token}`]) {
      const { fromApp, body } = await get("/api/products", { Cookie: cookie });
      expect(fromApp, cookie).toBe(false);
      expect((JSON.parse(body.toString()) as Array<{ price: string | null }>).some((p) => p.price !== null)).toBe(true);
    }
  });

  it("reads the session token only when the header holds exactly one", () => {
    expect(sessionToken("theme=dark; sid=abc", "sid")).toBe("abc");
    expect(sessionToken("sid=abc;sid=def", "sid")).toBeUndefined();
    expect(sessionToken("sid=abc; flash_toast=x", "sid")).toBeUndefined();
    expect(sessionToken("xsid=abc; __Host-sid=def", "sid")).toBeUndefined();
    expect(sessionToken("__Host-sid=def", "__Host-sid")).toBe("def");
    expect(sessionToken("sid =abc\t", "sid")).toBe("abc");
    // Hono trims spaces and tabs only: a non-breaking space makes another name
    expect(sessionToken("a=1;\u00a0sid=abc", "sid")).toBeUndefined();
    expect(sessionToken("sidX; theme=dark", "sid")).toBeUndefined();
  });

  it("answers 304 itself, keys on the parameters an answer reads, and leaves what it did not store to the app", async () => {
    const first = await stored("/api/products");
    const conditional = await get("/api/products", { "If-None-Match": first.res.headers.get("ETag")! });
    expect(conditional.fromApp).toBe(false);
    expect(conditional.res.status).toBe(304);
    expect(conditional.body.length).toBe(0);

    await stored("/api/products?category=all");
    expect((await get("/api/products?utm=1&category=all")).fromApp).toBe(false);
    for (const path of ["/api/products/not-a-uuid", "/api/cart", "/api/auth/me"]) {
      await get(path);
      expect((await get(path)).fromApp, path).toBe(true);
    }
    const head = await get("/api/products", {}, "HEAD");
    expect(head.fromApp).toBe(false);
    expect(head.body.length).toBe(0);
    expect(head.res.headers.get("Content-Length")).toBe(first.res.headers.get("Content-Length"));
  });

  it("forgets what it holds when a write changes the catalogue", async () => {
    await stored("/api/products");
    expect((await get("/api/products")).fromApp).toBe(false);
    const product = await createProduct(app, { priceCents: 1_000, name: "Fast lane probe" });
    const removed = await fetch(`${base}/api/products/${product.id}`, {
      method: "DELETE",
      headers: { Cookie: admin, Origin: app.services.config.publicOrigin },
    });
    expect(removed.status).toBe(200);
    const after = await get("/api/products");
    expect(after.fromApp).toBe(true);
    expect(after.body.toString()).not.toContain("Fast lane probe");
  });
});
