import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { getRequestListener } from "@hono/node-server";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../server/db/seed";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart } from "../support/catalogue";
import { useTestApp } from "../support/test-app";

// Pages too: their actions are fuzzed below. The form rate limits are raised so that hostile
// text in a valid form reaches the database instead of stopping at a 429.
const t = useTestApp({ FORM_RATE_LIMIT_MULTIPLIER: "1000" }, { pages: true });
let approved: string;
let admin: string;
let productId: string;

beforeAll(async () => {
  await seedDemoData(t.database.db);
  const a = await createUser(t.database.db, "approved");
  approved = await signInCookie(t, a.email, a.password);
  const ad = await createUser(t.database.db, "approved", "admin");
  admin = await signInCookie(t, ad.email, ad.password);
  productId = (await createProduct(t, { priceCents: 1_000, stock: 1_000_000 })).id;
});

/** Control characters among ordinary text: NUL (which PostgreSQL refuses in text), escapes, DEL, C1. */
const controlString = fc.string({
  unit: fc.constantFrom("\u0000", "\u0001", "\u0008", "\u000b", "\u001b", "\u007f", "\u0085", "\u009b", "a", "Z", " ", "é", "\n", "\t"),
  minLength: 1,
  maxLength: 40,
});

/** Strings that break naive code: zero-width, right-to-left, NUL and other controls, lone surrogates, markup, SQL, huge. */
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  controlString,
  fc.constantFrom(
    "\u200b\u200d\ufeff",
    "\u202eevil",
    "\u0000",
    "a\u0000b",
    "\u001b[2J",
    "\ud800",
    "\udfff",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "${7*7}",
    "../../etc/passwd",
    "cart_1_x",
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const nastyValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    nastyString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        nastyString,
        fc.constantFrom("email", "password", "sessionId", "productId", "quantity", "orderData", "items", "status", "role", "__proto__", "constructor"),
      ),
      tie("value"),
      { maxKeys: 5 },
    ),
  ),
})).value;

const endpoints: Array<[string, string, () => string | undefined]> = [
  ["POST", "/api/auth/login", () => undefined],
  ["POST", "/api/auth/register", () => undefined],
  ["POST", "/api/cart", () => approved],
  ["PUT", "/api/cart/00000000-0000-4000-8000-000000000000", () => approved],
  ["POST", "/api/cart/bulk/check", () => approved],
  ["POST", "/api/cart/bulk", () => approved],
  ["POST", "/api/orders", () => approved],
  ["POST", "/api/contact", () => undefined],
  ["POST", "/api/events/boston-vendor-tour-2027/registrations", () => undefined],
  ["POST", "/api/newsletter", () => undefined],
  ["POST", "/api/products", () => admin],
  ["PUT", "/api/users/00000000-0000-4000-8000-000000000000/status", () => admin],
];

async function expectClientError(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBeGreaterThanOrEqual(400);
  expect(res.status, text).toBeLessThan(500);
  const body = JSON.parse(text);
  expect(typeof body.message).toBe("string");
  expect(text).not.toMatch(/at .*\.(ts|js):\d+|node_modules|stack/i);
}

describe("fuzzed request bodies", () => {
  it.each(endpoints)("%s %s answers every hostile body with a 4xx JSON message", async (method, path, cookie) => {
    await fc.assert(
      fc.asyncProperty(nastyValue, async (body) => {
        const res = await t.request(path, { method, json: body, cookie: cookie() });
        if (res.status < 300) return; // a body that happens to be valid is fine
        await expectClientError(res);
      }),
      { numRuns: 40 },
    );
  });

  it.each(endpoints)("%s %s refuses text that is not JSON", async (method, path, cookie) => {
    for (const raw of ["{", "nul", "\u0000", "[1,2", '{"a":' + "[".repeat(5000)]) {
      const res = await t.request(path, { method, body: raw, headers: { "Content-Type": "application/json" }, cookie: cookie() });
      await expectClientError(res);
    }
  });
});

describe("fuzzed quick-order lists", () => {
  it("answers every list of hostile lines with its lines checked or a 4xx JSON message", async () => {
    const line = fc.oneof(
      nastyString,
      fc.tuple(nastyString, fc.constantFrom(",", ";", "\t", " ", "|", ""), nastyString).map(([a, d, b]) => a + d + b),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 30 }), fc.constantFrom("\n", "\r\n", "\r"), async (lines, newline) => {
        for (const path of ["/api/cart/bulk/check", "/api/cart/bulk"]) {
          const res = await t.request(path, { method: "POST", json: { text: lines.join(newline) }, cookie: approved });
          if (res.status === 200) continue;
          await expectClientError(res);
        }
      }),
      { numRuns: 40 },
    );
  });
});

/** A unique suffix, so that a valid form is not refused as a duplicate (e-mail, SKU). */
const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

const registration = () => ({
  email: `fuzz-${unique()}@lab.example.org`,
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Analytical Engines",
  title: "Head of lab",
  phone: "+44 20 7946 0000",
  password: "a-long-enough-password",
});
const contact = () => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@lab.example.org",
  company: "Engines",
  message: "Please send a quotation for two kits.",
});
const eventRegistration = () => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@lab.example.org",
  company: "Engines",
  role: "Analyst",
  message: "Vegetarian lunch, please.",
});
const checkout = () => ({
  customerName: "Ada Lovelace",
  customerEmail: "ada@lab.example.org",
  customerCompany: "Engines",
  customerPhone: "+44 20 7946 0000",
  shippingAddress: "1 Analytical Street, London",
  billingAddress: "1 Analytical Street, London",
  notes: "Deliver to the lab",
});
const product = () => ({
  name: "Fuzzed capillary",
  description: "Fused silica",
  sku: `FUZZ-${unique()}`,
  price: "10",
  shortDescription: "Short",
  imageUrl: "/images/capillary.png",
  specifications: "Length: 1 m",
});
const category = () => ({ name: `Fuzzed ${unique()}`, slug: "", description: "Made by the fuzz test" });

/** Endpoints whose free text is stored: a valid body with one field replaced by hostile text. */
const textEndpoints: Array<[string, () => Record<string, unknown>, (body: Record<string, unknown>) => Promise<Response>]> = [
  ["POST /api/auth/register", registration, (body) => t.request("/api/auth/register", { method: "POST", json: body })],
  ["POST /api/contact", contact, (body) => t.request("/api/contact", { method: "POST", json: body })],
  [
    "POST /api/events/{slug}/registrations",
    eventRegistration,
    (body) => t.request("/api/events/boston-vendor-tour-2027/registrations", { method: "POST", json: body }),
  ],
  ["POST /api/newsletter", () => ({ email: "ada@lab.example.org" }), (body) => t.request("/api/newsletter", { method: "POST", json: body })],
  [
    "POST /api/orders",
    checkout,
    async (body) => {
      const sessionId = newCart();
      const added = await t.request("/api/cart", { method: "POST", json: { sessionId, productId, quantity: 1 }, cookie: approved });
      expect(added.status).toBe(201);
      return t.request("/api/orders", { method: "POST", json: { orderData: body, sessionId }, cookie: approved });
    },
  ],
  ["POST /api/products", product, (body) => t.request("/api/products", { method: "POST", json: body, cookie: admin })],
  ["PUT /api/products/{id}", product, (body) => t.request(`/api/products/${productId}`, { method: "PUT", json: body, cookie: admin })],
  ["POST /api/categories", category, (body) => t.request("/api/categories", { method: "POST", json: body, cookie: admin })],
];

/** An otherwise valid body with one of its fields (or a new one) replaced by hostile text. */
const withHostileField = (valid: () => Record<string, unknown>) =>
  fc.tuple(fc.constantFrom(...Object.keys(valid()), "unexpected"), nastyString).map(([field, value]) => ({ ...valid(), [field]: value }));

/** Besides the random ones, every field once with a NUL byte (a 500 in 14 of 14 fields before). */
const nulInEachField = (valid: () => Record<string, unknown>) => Object.keys(valid()).map((field) => ({ ...valid(), [field]: "a\u0000b" }));

describe("hostile text in valid bodies", () => {
  it.each(textEndpoints)("%s answers hostile text in any field with a 2xx or a 4xx JSON message", async (_name, valid, send) => {
    await fc.assert(
      fc.asyncProperty(withHostileField(valid), async (body) => {
        const res = await send(body);
        if (res.status < 300) return;
        await expectClientError(res);
      }),
      { numRuns: 30, examples: nulInEachField(valid).map((body) => [body]) },
    );
  });
});

/** Page actions (React Router), posted as a browser without JavaScript does, and as React Router's client does (`.data`). */
const pageActions: Array<[string, () => Record<string, unknown>]> = [
  ["/login", () => ({ intent: "login", email: "ada@lab.example.org", password: "a-wrong-password" })],
  ["/register", () => ({ intent: "register", ...registration() })],
  ["/auth", () => ({ intent: "register", ...registration() })],
  ["/contact", contact],
  ["/events/boston-vendor-tour-2027", eventRegistration],
  ["/newsletter", () => ({ email: "ada@lab.example.org" })],
  ["/newsletter/unsubscribe", () => ({ token: "a".repeat(43) })],
  ["/logout", () => ({})],
  ["/login.data", () => ({ intent: "register", ...registration() })],
  ["/about", () => ({ a: "1" })],
];

describe("fuzzed page actions", () => {
  it.each(pageActions)("POST %s never answers 5xx or shows a stack trace", async (path, valid) => {
    await fc.assert(
      fc.asyncProperty(withHostileField(valid), fc.boolean(), async (fields, multipart) => {
        const form = multipart ? new FormData() : new URLSearchParams();
        for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
        const res = await t.request(path, { method: "POST", body: form, redirect: "manual" });
        const text = await res.text();
        expect(res.status, text.slice(0, 300)).toBeLessThan(500);
        expect(text).not.toMatch(/\bat .*\.(ts|js|tsx):\d+|node_modules/);
      }),
      { numRuns: 25, examples: nulInEachField(valid).flatMap((fields) => [[fields, false] as [Record<string, unknown>, boolean], [fields, true]]) },
    );
  });
});

describe("fuzzed paths and queries", () => {
  it("never fails on odd ids and query strings", async () => {
    await fc.assert(
      fc.asyncProperty(nastyString, async (s) => {
        // lone surrogates cannot be URI-encoded: send them as malformed UTF-8 bytes instead
        const part = encodeURIComponent(s.slice(0, 300).replace(/[\ud800-\udfff]/g, "\u0000")).replace(/%00/g, "%ED%BF%BF");
        for (const path of [`/api/products/${part}`, `/api/products?category=${part}`, `/api/cart/${part}`, `/api/cart?sessionId=${part}`]) {
          const res = await t.request(path);
          expect(res.status).toBeLessThan(500);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("oversized and malformed bodies on a real socket", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer(getRequestListener(t.app.fetch));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("answers a 10 MB body with 413 and a message, and keeps memory bounded", async () => {
    const before = process.memoryUsage().rss;
    const body = "x".repeat(10 * 1024 * 1024);
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/contact`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
      expect(res.status).toBe(413);
      expect((await res.json()).message).toBe("Request body is too large");
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it("answers a chunked body that lies about its length without crashing", async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.write(
          "POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n" +
            'ffff\r\n{"email":1}\r\n0\r\n\r\n',
        );
      });
      let data = "";
      socket.on("data", (d) => (data += d.toString()));
      socket.on("close", () => resolve(data));
      socket.on("error", () => resolve(data));
      setTimeout(() => socket.destroy(), 3000);
    });
    const status = Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 400);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  });
});
