import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { and, eq, like } from "drizzle-orm";
import { utcDate } from "~/lib/account-terms";
import { auditLog, mailOutbox, orderItems, orders, organisationMembers } from "../../server/db/schema";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart, seenCartItems } from "../support/catalogue";
import { serveWithFastLane } from "../support/fast-lane-server";
import { TEST_ADMIN, useSecondInstance, useTestApp, type TestApp } from "../support/test-app";

// Account terms and per-account prices: two approved accounts with
// different terms and prices, a third without terms, a pending one and anonymous visitors, through
// the caches configured as in production (the fast lane and the response cache of one instance,
// and a second instance on the same database).
const PRODUCTION_CACHES = { PAGE_CACHE_TTL_SECONDS: "30", CATALOGUE_CACHE_TTL_SECONDS: "5", SESSION_CACHE_TTL_SECONDS: "30" };
const a = useTestApp(PRODUCTION_CACHES, { pages: true });
const b = useSecondInstance(a, PRODUCTION_CACHES);

type Product = { id: string; sku: string; price: string | null };
let served: Awaited<ReturnType<typeof serveWithFastLane>>;
let admin: string;
const cookies: Record<"one" | "two" | "plain" | "pending", string> = { one: "", two: "", plain: "", pending: "" };
const ids: Record<"one" | "two" | "plain" | "pending", string> = { one: "", two: "", plain: "", pending: "" };
let p1: { id: string; sku: string };
let p2: { id: string; sku: string };
let onRequest: { id: string; sku: string };

const customer = { customerName: "Ada Lovelace", customerEmail: "ada@lab.example.org", shippingAddress: "1 Analytical Way, London", status: "pending" };
const yesterday = () => utcDate(new Date(Date.now() - 86_400_000));

/** GET through the fast lane and the app on a socket (as server/start.ts serves it), twice: the response cache stores on the second request. */
async function read(path: string, cookie?: string, accept = "application/json") {
  const get = () => fetch(served.base + path, { headers: { Accept: accept, ...(cookie ? { Cookie: cookie } : {}) } });
  await get();
  return get();
}
const products = async (cookie?: string) => (await (await read("/api/products", cookie)).json()) as Product[];
const priceIn = (list: Product[], id: string) => list.find((p) => p.id === id)?.price;
const putTerms = (userId: string, json: unknown, app: TestApp = a) => app.request(`/api/admin/users/${userId}/terms`, { method: "PUT", cookie: admin, json });

async function within(ms: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function cartWith(cookie: string, lines: [string, number][]) {
  const sessionId = newCart();
  for (const [productId, quantity] of lines)
    expect((await a.request("/api/cart", { method: "POST", json: { sessionId, productId, quantity }, cookie })).status).toBe(201);
  return sessionId;
}
const order = async (cookie: string, sessionId: string, extra: Record<string, unknown> = {}) =>
  a.request("/api/orders", {
    method: "POST",
    cookie,
    json: { orderData: { ...customer, ...extra }, items: await seenCartItems(a, sessionId, cookie), sessionId },
  });

beforeAll(async () => {
  served = await serveWithFastLane(a.app, a.fastLane);
  admin = await signInCookie(a, TEST_ADMIN.email, TEST_ADMIN.password);
  for (const who of ["one", "two", "plain", "pending"] as const) {
    const u = await createUser(a.database.db, who === "pending" ? "pending" : "approved");
    ids[who] = u.user.id;
    cookies[who] = await signInCookie(a, u.email, u.password);
  }
  p1 = await createProduct(a, { priceCents: 100_00, name: "Terms probe one" });
  p2 = await createProduct(a, { priceCents: 200_00, name: "Terms probe two" });
  onRequest = await createProduct(a, { priceCents: null, name: "Terms probe on request" });
  // every audience has read the list prices before any terms exist (stored answers to get past)
  for (const cookie of [undefined, ...Object.values(cookies)]) await products(cookie);
});
afterAll(() => served?.close());

describe("the admin sets an account's terms", () => {
  it("refuses bad input with a 4xx message and stores nothing", async () => {
    const good = { paymentTerms: "net-30", poRequired: true, discountPercent: 10, prices: [] };
    const bad: [unknown, RegExp][] = [
      [{ ...good, discountPercent: 101 }, /0 to 100/],
      [{ ...good, discountPercent: -1 }, /0 to 100/],
      [{ ...good, paymentTerms: "net-90" }, /prepaid, net 30 or net 60/],
      [{ ...good, prices: [{ sku: p1.sku, price: "-5.00" }] }, /0 or more/],
      [{ ...good, prices: [{ sku: "NO-SUCH-SKU", price: "5.00" }] }, /NO-SUCH-SKU/],
      [{ ...good, prices: [{ sku: onRequest.sku, price: "5.00" }] }, /on request/],
      [{ ...good, taxExemptionCertificate: "ABC-123", taxExemptionExpiresOn: "2026-13-01" }, /YYYY-MM-DD/],
      [{ ...good, taxExemptionCertificate: "ABC-123" }, /expiry date/],
      [{ ...good, taxExemptionExpiresOn: "2030-01-01" }, /certificate/],
    ];
    for (const [json, message] of bad) {
      const res = await putTerms(ids.one, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    const read = await a.request(`/api/admin/users/${ids.one}/terms`, { cookie: admin });
    expect(((await read.json()) as { terms: unknown }).terms).toBeNull();
    expect((await putTerms("00000000-0000-4000-8000-000000000000", good)).status).toBe(404);
    const adminId = (await (await a.request("/api/auth/me", { cookie: admin })).json()) as { id: string };
    expect((await putTerms(adminId.id, good)).status).toBe(400);
    expect((await a.request(`/api/admin/users/${ids.one}/terms`, { method: "PUT", cookie: cookies.plain, json: good })).status).toBe(403);
    expect((await a.request(`/api/admin/users/${ids.one}/terms`, { method: "PUT", json: good })).status).toBe(401);
  });

  it("stores terms and a price list with an audit record (before and after) in the same transaction", async () => {
    const one = await putTerms(ids.one, { paymentTerms: "net-30", poRequired: false, discountPercent: 10, prices: [{ sku: p2.sku, price: "50.00" }] });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ terms: { paymentTerms: "net-30", discountBasisPoints: 1_000 }, prices: [{ sku: p2.sku, priceCents: 50_00 }] });
    const two = await putTerms(ids.two, {
      paymentTerms: "net-60",
      poRequired: true,
      discountPercent: "25",
      taxExemptionCertificate: "ABC-123",
      taxExemptionExpiresOn: "2999-12-31",
    });
    expect(two.status).toBe(200);
    const rows = await a.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "account-terms"), eq(auditLog.subjectId, ids.one)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorEmail: TEST_ADMIN.email, action: "terms-set", before: null });
    expect(rows[0].after).toMatchObject({ paymentTerms: "net-30", discountBasisPoints: 1_000, prices: { [p2.sku]: "50.00" } });
  });
});

describe("each account sees its own prices, and nobody else's", () => {
  const expected = () => ({
    one: { [p1.id]: "$90.00", [p2.id]: "$50.00" },
    two: { [p1.id]: "$75.00", [p2.id]: "$150.00" },
    plain: { [p1.id]: "$100.00", [p2.id]: "$200.00" },
  });

  it("in the product list and a product's JSON, through the fast lane and the response cache", async () => {
    for (const [who, prices] of Object.entries(expected()) as [keyof typeof cookies, Record<string, string>][]) {
      const list = await products(cookies[who]);
      for (const [id, price] of Object.entries(prices)) {
        expect(priceIn(list, id), `${who} list`).toBe(price);
        const one = (await (await read(`/api/products/${id}`, cookies[who])).json()) as Product;
        expect(one.price, `${who} product`).toBe(price);
      }
      expect(priceIn(list, onRequest.id)).toBe("Please inquire");
    }
    for (const cookie of [undefined, cookies.pending]) {
      const list = await products(cookie);
      expect(list.every((p) => p.price === null)).toBe(true);
      expect(JSON.stringify(list)).not.toMatch(/\$\d/);
    }
  });

  it("on the products page (HTML and .data) and in the cart", async () => {
    const others = {
      one: ["$75.00", "$150.00", "$100.00", "$200.00"],
      two: ["$90.00", "$50.00", "$100.00", "$200.00"],
      plain: ["$90.00", "$75.00", "$150.00"],
    };
    for (const [who, prices] of Object.entries(expected()) as ["one" | "two" | "plain", Record<string, string>][]) {
      for (const [path, accept] of [
        ["/products", "text/html"],
        ["/products.data", "*/*"],
      ] as const) {
        const body = await (await read(path, cookies[who], accept)).text();
        for (const price of Object.values(prices)) expect(body, `${who} ${path}`).toContain(price.replace(".00", ""));
        for (const price of others[who]) expect(body, `${who} ${path} shows ${price}`).not.toContain(price);
      }
      const sessionId = await cartWith(cookies[who], [
        [p1.id, 1],
        [p2.id, 1],
      ]);
      const cart = await seenCartItems(a, sessionId, cookies[who]);
      expect(Object.fromEntries(cart.map((line) => [line.productId, line.unitPrice]))).toEqual(prices);
    }
    for (const cookie of [undefined, cookies.pending]) {
      const body = await (await read("/products", cookie, "text/html")).text();
      expect(body).not.toMatch(/\$\d/);
    }
  });

  it("a terms change shows at once on this instance and within 2 s on another", async () => {
    const onB = async () => (await (await b.request("/api/products", { cookie: cookies.one })).json()) as Product[];
    for (let i = 0; i < 2; i++) expect(priceIn(await onB(), p1.id)).toBe("$90.00");
    expect((await putTerms(ids.one, { paymentTerms: "net-30", discountPercent: "20", prices: [{ sku: p2.sku, price: "45.50" }] })).status).toBe(200);
    const list = await products(cookies.one);
    expect([priceIn(list, p1.id), priceIn(list, p2.id)]).toEqual(["$80.00", "$45.50"]);
    expect(((await (await read(`/api/products/${p1.id}`, cookies.one)).json()) as Product).price).toBe("$80.00");
    expect(await within(2_000, async () => priceIn(await onB(), p1.id) === "$80.00")).toBe(true);
    expect(priceIn(await onB(), p2.id)).toBe("$45.50");
    // the others are unchanged
    expect(priceIn(await products(cookies.two), p1.id)).toBe("$75.00");
    expect(priceIn(await products(cookies.plain), p1.id)).toBe("$100.00");
    const audit = await a.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "account-terms"), eq(auditLog.subjectId, ids.one)));
    expect(audit.map((row) => row.action)).toEqual(["terms-set", "terms-changed"]);
    expect(audit[1].before).toMatchObject({ discountBasisPoints: 1_000 });
    expect(audit[1].after).toMatchObject({ discountBasisPoints: 2_000, prices: { [p2.sku]: "45.50" } });
  });
});

describe("orders are priced and taxed by the account's terms", () => {
  it("stores the account's prices and payment terms; an order at list prices is refused as not what the account saw", async () => {
    const sessionId = await cartWith(cookies.one, [
      [p1.id, 2],
      [p2.id, 1],
    ]);
    const listPrices = [
      { productId: p1.id, quantity: 2, unitPrice: "$100.00" },
      { productId: p2.id, quantity: 1, unitPrice: "$200.00" },
    ];
    const refused = await a.request("/api/orders", { method: "POST", cookie: cookies.one, json: { orderData: customer, items: listPrices, sessionId } });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain("changed from $100.00 to $80.00");
    const res = await order(cookies.one, sessionId);
    expect(res.status).toBe(201);
    const receipt = (await res.json()) as { orderId: string; subtotal: string; tax: string; total: string };
    // 2 × $80.00 + $45.50 = $205.50; 8 % tax $16.44; shipping $50
    expect(receipt).toMatchObject({ subtotal: "205.50", tax: "16.44", total: "271.94" });
    const [stored] = await a.database.db.select().from(orders).where(eq(orders.id, receipt.orderId));
    expect(stored).toMatchObject({ subtotalCents: 205_50, taxCents: 16_44, paymentTerms: "net-30", taxExemptionCertificate: null });
    const items = await a.database.db.select().from(orderItems).where(eq(orderItems.orderId, receipt.orderId));
    expect(Object.fromEntries(items.map((i) => [i.productId, i.unitPriceCents]))).toEqual({ [p1.id]: 80_00, [p2.id]: 45_50 });

    // re-ordering says today's price for this account
    const again = await a.request(`/api/account/orders/${stored.orderNumber}/reorder`, { method: "POST", cookie: cookies.one, json: { sessionId: newCart() } });
    expect(again.status).toBe(200);
    const { lines } = (await again.json()) as { lines: { sku: string; currentPrice: string | null }[] };
    expect(Object.fromEntries(lines.map((l) => [l.sku, l.currentPrice]))).toEqual({ [p1.sku]: "$80.00", [p2.sku]: "$45.50" });
  });

  it("an account without terms orders as the spec says", async () => {
    const sessionId = await cartWith(cookies.plain, [[p1.id, 1]]);
    const res = await order(cookies.plain, sessionId);
    expect(res.status).toBe(201);
    const receipt = (await res.json()) as { orderId: string };
    const [stored] = await a.database.db.select().from(orders).where(eq(orders.id, receipt.orderId));
    expect(stored).toMatchObject({ subtotalCents: 100_00, taxCents: 8_00, shippingCents: 50_00, paymentTerms: null, taxExemptionCertificate: null });
  });

  it("requires the PO number where the terms say so, and a valid exemption makes the tax 0 with the certificate stored", async () => {
    const sessionId = await cartWith(cookies.two, [[p1.id, 1]]);
    const refused = await order(cookies.two, sessionId);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toMatch(/purchase-order number/);
    const res = await order(cookies.two, sessionId, { poNumber: "PO-4711" });
    expect(res.status).toBe(201);
    const receipt = (await res.json()) as { orderId: string; tax: string; total: string };
    expect(receipt).toMatchObject({ tax: "0.00", total: "125.00" });
    const [stored] = await a.database.db.select().from(orders).where(eq(orders.id, receipt.orderId));
    expect(stored).toMatchObject({ subtotalCents: 75_00, taxCents: 0, poNumber: "PO-4711", paymentTerms: "net-60", taxExemptionCertificate: "ABC-123" });

    // the account's order page and PDF print the terms and the certificate
    const detail = await a.request(`/api/account/orders/${stored.orderNumber}`, { cookie: cookies.two });
    expect(await detail.json()).toMatchObject({ paymentTerms: "net-60", taxExemptionCertificate: "ABC-123", tax: "$0.00", subtotal: "$75.00" });
    const pdf = await a.request(`/api/account/orders/${stored.orderNumber}/pdf`, { cookie: cookies.two });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true });
    expect(text).toContain("Payment terms: Net 60 days");
    expect(text).toContain("certificate ABC-123");
    expect(text).toContain("$75.00");
    const page = await (await a.request(`/account/orders/${stored.orderNumber}`, { cookie: cookies.two, headers: { Accept: "text/html" } })).text();
    expect(page).toContain("Net 60 days");
    expect(page).toContain("Tax (exempt, certificate ABC-123)");
    const [mail] = await a.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "order-confirmation"), like(mailOutbox.subject, `%${stored.orderNumber}%`)));
    expect(mail.text).toContain("Tax (exempt, certificate ABC-123): $0.00");
    expect(mail.text).toContain("Payment terms: Net 60 days");
    const forAdmin = await a.request(`/api/orders/${stored.id}`, { cookie: admin });
    expect(await forAdmin.json()).toMatchObject({ paymentTerms: "net-60", taxExemptionCertificate: "ABC-123" });
  });

  it("after the exemption's expiry the 8 % applies and no certificate is stored", async () => {
    const expired = yesterday();
    const set = await putTerms(ids.two, {
      paymentTerms: "net-60",
      poRequired: true,
      discountPercent: "25",
      taxExemptionCertificate: "ABC-123",
      taxExemptionExpiresOn: expired,
    });
    expect(set.status).toBe(200);
    const sessionId = await cartWith(cookies.two, [[p1.id, 1]]);
    const res = await order(cookies.two, sessionId, { poNumber: "PO-4712" });
    expect(res.status).toBe(201);
    const receipt = (await res.json()) as { orderId: string; tax: string };
    expect(receipt.tax).toBe("6.00");
    const [stored] = await a.database.db.select().from(orders).where(eq(orders.id, receipt.orderId));
    expect(stored).toMatchObject({ taxCents: 6_00, taxExemptionCertificate: null, paymentTerms: "net-60" });
  });

  it("removing the terms brings back the list prices, audited", async () => {
    const res = await a.request(`/api/admin/users/${ids.two}/terms`, { method: "DELETE", cookie: admin });
    expect(res.status).toBe(200);
    expect(priceIn(await products(cookies.two), p1.id)).toBe("$100.00");
    const audit = await a.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "account-terms"), eq(auditLog.subjectId, ids.two)));
    expect(audit.at(-1)).toMatchObject({ action: "terms-removed", after: null });
  });
});

describe("the admin terms page and the account's own page", () => {
  const postForm = (path: string, fields: Record<string, string>, cookie: string) =>
    a.request(path, {
      method: "POST",
      cookie,
      headers: { Origin: "http://localhost:3000", "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: new URLSearchParams(fields).toString(),
    });

  it("the admin's form on the organisation's page sets the terms (Conform, the API's schema), shows field errors, and is for admins only", async () => {
    const [membership] = await a.database.db.select().from(organisationMembers).where(eq(organisationMembers.userId, ids.plain));
    const path = `/admin/organisations/${membership.organisationId}`;
    // the account's old terms page opens its organisation's
    const old = await a.request(`/admin/users/${ids.plain}/terms`, { cookie: admin, headers: { Accept: "text/html" } });
    expect([old.status, old.headers.get("Location")]).toEqual([302, path]);
    const page = await a.request(path, { cookie: admin, headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Account prices");
    expect((await a.request(path, { cookie: cookies.plain, headers: { Accept: "text/html" } })).status).toBe(403);

    const wrong = await postForm(path, { intent: "terms", paymentTerms: "net-30", discountPercent: "150", prices: "" }, admin);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("0 to 100");
    const unknown = await postForm(path, { intent: "terms", paymentTerms: "net-30", discountPercent: "0", prices: "NOPE-1 10.00" }, admin);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("NOPE-1");

    const fields = {
      intent: "terms",
      paymentTerms: "net-30",
      poRequired: "on",
      discountPercent: "5",
      taxExemptionCertificate: "UNI-77",
      taxExemptionExpiresOn: "2999-01-31",
      prices: `${p1.sku} 61.00`,
    };
    const saved = await postForm(path, fields, admin);
    expect(saved.status).toBe(200);
    // this instance reads the account's prices again at once
    expect([priceIn(await products(cookies.plain), p1.id), priceIn(await products(cookies.plain), p2.id)]).toEqual(["$61.00", "$190.00"]);
    const audit = await a.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "organisation"), eq(auditLog.subjectId, membership.organisationId), like(auditLog.action, "terms-%")));
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ paymentTerms: "net-30", poRequired: true, taxExemptionCertificate: "UNI-77", discountBasisPoints: 500 });
  });

  it("the account reads its terms on /account, read-only", async () => {
    const html = await (await a.request("/account", { cookie: cookies.plain, headers: { Accept: "text/html" } })).text();
    expect(html).toContain("Account terms");
    expect(html).toContain("Net 30 days");
    expect(html).toContain("Tax exempt — certificate UNI-77, valid until Jan 31, 2999");
    expect(html).toContain("5 % off list prices");
    const other = await (await a.request("/account", { cookie: cookies.pending, headers: { Accept: "text/html" } })).text();
    expect(other).not.toContain("Account terms");
  });
});
