import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_CART_QUANTITY } from "~/lib/cart-session";
import { QUICK_ORDER_MESSAGES } from "~/lib/quick-order-parser";
import type { QuickOrderCheck, QuickOrderResult } from "~/lib/quick-order-types";
import { cartItems, products } from "../../server/db/schema";
import { nearestSkusQuery } from "../../server/services/cart/quick-order";
import { createUser, signInCookie } from "../support/accounts";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// Quick order: POST /api/cart/bulk/check and POST /api/cart/bulk.
const app = useTestApp();
const db = () => app.database.db;
const check = (cookie: string | undefined, text: unknown) => app.request("/api/cart/bulk/check", { method: "POST", json: { text }, cookie });
const bulk = (cookie: string | undefined, text: unknown) => app.request("/api/cart/bulk", { method: "POST", json: { text }, cookie });

/** A product with the SKU a test names (QO-…), so that "did you mean" has one nearest SKU to find. */
async function product(sku: string, opts: { priceCents?: number | null; stock?: number } = {}) {
  const priceCents = opts.priceCents === undefined ? 10_000 : opts.priceCents;
  const stock = opts.stock ?? 50;
  const [p] = await db()
    .insert(products)
    .values({
      name: `Quick order product ${sku}`,
      description: "A product made by a test.",
      sku,
      priceCents,
      priceOnRequest: priceCents === null,
      stockQuantity: stock,
    })
    .returning();
  return p;
}

async function approvedBuyer() {
  const { user, email, password } = await createUser(db(), "approved");
  return { user, cookie: await signInCookie(app, email, password) };
}

async function cartOf(cookie: string) {
  const res = await app.request("/api/cart", { cookie });
  return ((await res.json()) as Array<{ product: { sku: string }; quantity: number }>).map((i) => [i.product.sku, i.quantity]);
}

describe("quick order: who may use it", () => {
  it("asks anonymous visitors to sign in and refuses pending and rejected accounts; approved accounts and admins may", async () => {
    await product("QO-AUTH-1");
    for (const send of [check, bulk]) {
      const anonymous = await send(undefined, "QO-AUTH-1, 1");
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).message).toBe("Please sign in first");
      for (const status of ["pending", "rejected"] as const) {
        const { email, password } = await createUser(db(), status);
        const res = await send(await signInCookie(app, email, password), "QO-AUTH-1, 1");
        expect(res.status).toBe(403);
        const body = await res.json();
        expect(body).toEqual({ message: "Only approved accounts can add items to the cart", code: "not_allowed" });
      }
    }
    const buyer = await approvedBuyer();
    expect((await check(buyer.cookie, "QO-AUTH-1, 1")).status).toBe(200);
    // a write from another site is refused, as every write is
    const foreign = await app.request("/api/cart/bulk", {
      method: "POST",
      json: { text: "QO-AUTH-1, 1" },
      cookie: buyer.cookie,
      headers: { Origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await cartOf(buyer.cookie)).toEqual([]);
    const admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await bulk(admin, "QO-AUTH-1, 2");
    expect(res.status).toBe(200);
    expect(await cartOf(admin)).toEqual([["QO-AUTH-1", 2]]);
  });

  it("refuses an account rejected after it signed in (its status read from the database)", async () => {
    await product("QO-AUTH-2");
    const buyer = await approvedBuyer();
    await db().execute(sql`update users set status = 'rejected' where id = ${buyer.user.id}`);
    expect((await bulk(buyer.cookie, "QO-AUTH-2, 1")).status).toBe(403);
  });
});

describe("checking a list", () => {
  it("answers every line before anything is added: found, unknown with 'did you mean', out of stock, price on request, limits, merged duplicates", async () => {
    await product("QO-CAPILLARY-050", { priceCents: 12_345, stock: 40 });
    await product("QO-SPARE-NUT", { priceCents: 1_000, stock: 0 });
    await product("QO-FEW-LEFT", { priceCents: 1_000, stock: 3 });
    await product("QO-SYSTEM", { priceCents: null, stock: 5 });
    const buyer = await approvedBuyer();
    const text = [
      "SKU,Quantity",
      "qo-capillary-050, 2", // another case: a match, not a suggestion
      "QO-CAPILARY-050\t1", // a typo
      "ZZZZZZZZ 1", // nothing near
      "QO-SPARE-NUT;1",
      "QO-FEW-LEFT, 4",
      "QO-SYSTEM, 1",
      `QO-CAPILLARY-050, ${MAX_CART_QUANTITY + 1}`,
      "QO-CAPILLARY-050, 3", // the same SKU again: merged into line 2
      "QO-FEW-LEFT|2",
    ].join("\n");
    const res = await check(buyer.cookie, text);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const body = (await res.json()) as QuickOrderCheck;
    expect(body.lines.map((l) => [l.lineNumbers, l.status, l.problem])).toEqual([
      [[2, 9], "ok", null],
      [[3], "unknown", 'Unknown SKU "QO-CAPILARY-050": did you mean QO-CAPILLARY-050?'],
      [[4], "unknown", 'Unknown SKU "ZZZZZZZZ"'],
      [[5], "out-of-stock", "Quick order product QO-SPARE-NUT is out of stock"],
      // the exact stock is not told to a customer
      [[6], "out-of-stock", "Not enough stock of Quick order product QO-FEW-LEFT for the quantity you asked"],
      [[7], "price-on-request", "Quick order product QO-SYSTEM is priced on request: please request a quote."],
      [[8], "format", `Quantity cannot exceed ${MAX_CART_QUANTITY}`],
      [[10], "format", QUICK_ORDER_MESSAGES.wrongDelimiter("|")],
    ]);
    // the price-on-request line can be quoted from here
    const quote = await app.request("/api/quotes", {
      method: "POST",
      cookie: buyer.cookie,
      json: { source: "quick-order", lines: [{ sku: "QO-SYSTEM", quantity: 1 }] },
    });
    expect(quote.status).toBe(201);
    const [found, typo] = body.lines;
    expect(found).toMatchObject({
      sku: "qo-capillary-050",
      quantity: 5,
      text: "QO-CAPILLARY-050, 5",
      note: "Lines 2 and 9 name the same SKU: merged into one line of 5",
      product: { sku: "QO-CAPILLARY-050", price: "$123.45", lineTotal: "$617.25" },
    });
    expect(typo.suggestion).toBe("QO-CAPILLARY-050");
    expect([body.valid, body.invalid]).toEqual([1, 7]);
    // nothing was added
    expect(await cartOf(buyer.cookie)).toEqual([]);
  });

  it("shows the account's own prices", async () => {
    const listed = await product("QO-PRICED-1", { priceCents: 20_000 });
    await product("QO-PRICED-2", { priceCents: 10_000 });
    const { user, email, password } = await createUser(db(), "approved");
    const admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const terms = await app.request(`/api/admin/users/${user.id}/terms`, {
      method: "PUT",
      cookie: admin,
      json: { paymentTerms: "prepaid", poRequired: false, discountPercent: 10, prices: [{ sku: listed.sku, price: "150.00" }] },
    });
    expect(terms.status).toBe(200);
    const cookie = await signInCookie(app, email, password);
    const body = (await (await check(cookie, "QO-PRICED-1, 2\nQO-PRICED-2, 1")).json()) as QuickOrderCheck;
    expect(body.lines.map((l) => [l.product?.price, l.product?.lineTotal])).toEqual([
      ["$150.00", "$300.00"],
      ["$90.00", "$90.00"],
    ]);
  });

  it("reads a real CSV: the file's delimiter, its header's SKU and quantity columns, RFC 4180 quoting, other columns ignored", async () => {
    await product("MB03-CE");
    await product("QO-CSV-2", { stock: 3 });
    const buyer = await approvedBuyer();
    const res = await check(buyer.cookie, "SKU;Quantity;Description\nMB03-CE;2;Some text");
    expect(res.status).toBe(200);
    const body = (await res.json()) as QuickOrderCheck;
    expect(body.lines).toHaveLength(1);
    expect(body.lines[0]).toMatchObject({ sku: "MB03-CE", quantity: 2, status: "ok", lineNumbers: [2] });
    expect(body.invalid).toBe(0);

    // columns in another order, a quoted description holding the delimiter, a quote and a line break
    const exported = ["Description,Qty,Item number", '"Emitter, pre-aligned",1,MB03-CE', '"Capillary ""50 µm""', 'bare",5,QO-CSV-2'].join("\r\n");
    const read = (await (await check(buyer.cookie, exported)).json()) as QuickOrderCheck;
    expect(read.lines.map((l) => [l.lineNumbers, l.sku, l.quantity, l.status])).toEqual([
      [[2], "MB03-CE", 1, "ok"],
      [[3], "QO-CSV-2", 5, "out-of-stock"],
    ]);
    // the same file is what an upload sends; adding it puts the valid line in the cart
    const added = (await (await bulk(buyer.cookie, exported)).json()) as QuickOrderResult;
    expect(added.added).toBe(1);
    expect(await cartOf(buyer.cookie)).toEqual([["MB03-CE", 1]]);
  });

  it("answers a bad list with 400 and a clear message, never 500", async () => {
    const buyer = await approvedBuyer();
    const cases: Array<[unknown, string]> = [
      ["", QUICK_ORDER_MESSAGES.empty],
      ["\n \r\n", QUICK_ORDER_MESSAGES.empty],
      ["A,1\n".repeat(10_000), "The list has 10,000 lines; at most 200 can be checked at once. Please split it into smaller lists."],
      ["PK\u0003\u0004\u0014\u0000\u0008\u0000\u0000\u0000!\u0000", QUICK_ORDER_MESSAGES.binary],
      ["\uFFFD\uFFFDJFIF\uFFFD", QUICK_ORDER_MESSAGES.binary],
      [`A,1\n${"x".repeat(100_001)}`, QUICK_ORDER_MESSAGES.tooLarge],
      [42, QUICK_ORDER_MESSAGES.empty],
    ];
    for (const send of [check, bulk]) {
      for (const [text, message] of cases) {
        const res = await send(buyer.cookie, text);
        expect(res.status, String(text).slice(0, 20)).toBe(400);
        expect((await res.json()).message).toBe(message);
      }
      const notJson = await app.request("/api/cart/bulk", {
        method: "POST",
        body: "MB03-CE,1",
        headers: { "Content-Type": "application/json" },
        cookie: buyer.cookie,
      });
      expect(notJson.status).toBe(400);
      // far beyond any list: refused before it is read
      const huge = await send(buyer.cookie, "A".repeat(500_000));
      expect(huge.status).toBe(413);
      expect((await huge.json()).message).toBe("Request body is too large");
    }
    // a wrong delimiter throughout is every line's message, not a failure
    const wrong = (await (await check(buyer.cookie, "A|1\nB|2")).json()) as QuickOrderCheck;
    expect(wrong.lines.map((l) => l.problem)).toEqual([QUICK_ORDER_MESSAGES.wrongDelimiter("|"), QUICK_ORDER_MESSAGES.wrongDelimiter("|")]);
    expect(await cartOf(buyer.cookie)).toEqual([]);
  });
});

describe("finding the nearest SKU", () => {
  it("uses the trigram index on lower(sku), and the case-insensitive match its own index (query plans, not timings)", async () => {
    await db().transaction(async (tx) => {
      // the planner is kept from reading the whole table where an index can answer
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${nearestSkusQuery(["qo-capilary-050", "zzz"])}`);
      expect(plan.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("products_sku_lower_trgm_idx");
      const exact = await tx.execute<{ "QUERY PLAN": string }>(sql`explain select * from products where lower(sku) in ('mb03-ce', 'cr3520')`);
      expect(exact.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("products_sku_lower_idx");
    });
  });
});

describe("adding a list to the cart", () => {
  it("adds the valid lines to the account's cart in one request, answers the invalid ones and the cart", async () => {
    await product("QO-ADD-A", { priceCents: 5_000, stock: 10 });
    await product("QO-ADD-B", { priceCents: 7_000, stock: 10 });
    await product("QO-ADD-OUT", { stock: 0 });
    const buyer = await approvedBuyer();
    const res = await bulk(buyer.cookie, "QO-ADD-A, 2\nQO-ADD-B\t3\nQO-ADD-OUT, 1\nQO-ADD-X, 1");
    expect(res.status).toBe(200);
    const body = (await res.json()) as QuickOrderResult;
    expect([body.added, body.valid, body.invalid]).toEqual([2, 2, 2]);
    expect(body.lines.filter((l) => l.status !== "ok").map((l) => l.text)).toEqual(["QO-ADD-OUT, 1", "QO-ADD-X, 1"]);
    expect(body.cart.map((i) => [i.product.sku, i.quantity, i.product.price])).toEqual([
      ["QO-ADD-A", 2, "$50.00"],
      ["QO-ADD-B", 3, "$70.00"],
    ]);
    // the account's cart, wherever it is read
    const adopted = await (await app.request("/api/cart/account", { method: "POST", json: {}, cookie: buyer.cookie })).json();
    expect(res.headers.get("X-Cart-Session")).toBe(adopted.sessionId);
    expect(body.sessionId).toBe(adopted.sessionId);
    expect(await cartOf(buyer.cookie)).toEqual([
      ["QO-ADD-A", 2],
      ["QO-ADD-B", 3],
    ]);

    // again: what the cart holds counts against the stock and the line's limit
    const again = (await (await bulk(buyer.cookie, "QO-ADD-A, 8\nQO-ADD-B, 8")).json()) as QuickOrderResult;
    expect(again.lines.map((l) => [l.status, l.problem])).toEqual([
      ["ok", null],
      ["out-of-stock", "Not enough stock of Quick order product QO-ADD-B for the quantity you asked (your cart already holds 3)"],
    ]);
    expect(await cartOf(buyer.cookie)).toEqual([
      ["QO-ADD-A", 10],
      ["QO-ADD-B", 3],
    ]);
  });

  it("adds all valid lines or none: a failure on the last line leaves the cart as it was", async () => {
    await product("QO-TX-A");
    const failing = await product("QO-TX-FAIL");
    const buyer = await approvedBuyer();
    expect((await bulk(buyer.cookie, "QO-TX-A, 1")).status).toBe(200);
    // a database failure while the lines are written (here: a trigger refusing one product)
    await db().execute(
      sql.raw(`create function qo_refuse() returns trigger language plpgsql as $$ begin
        if new.product_id = '${failing.id}' then raise exception 'refused by the test'; end if; return new; end $$`),
    );
    await db().execute(sql`create trigger qo_refuse before insert or update on cart_items for each row execute function qo_refuse()`);
    try {
      const res = await bulk(buyer.cookie, "QO-TX-A, 2\nQO-TX-FAIL, 1");
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await db().execute(sql`drop trigger qo_refuse on cart_items`);
    }
    expect(await cartOf(buyer.cookie)).toEqual([["QO-TX-A", 1]]);
    const rows = await db().select().from(cartItems).where(eq(cartItems.productId, failing.id));
    expect(rows).toEqual([]);
  });

  it("adds nothing when no line is valid, and says so line by line", async () => {
    const buyer = await approvedBuyer();
    const res = await bulk(buyer.cookie, "QO-NOTHING-1, 1\nQO-NOTHING-2, 0");
    expect(res.status).toBe(200);
    const body = (await res.json()) as QuickOrderResult;
    expect([body.added, body.invalid, body.cart]).toEqual([0, 2, []]);
  });
});

describe("quick order's rate limit", () => {
  // last in this file: it uses up the in-process client's allowance of cart writes
  it("counts checks and adds as cart writes: the 601st in 10 minutes is 429", async () => {
    const buyer = await approvedBuyer();
    const used = await db().execute<{ hits: number }>(sql`select coalesce(sum(count), 0)::int as hits from rate_limits where key like 'cart-write-address:%'`);
    const left = 600 - Number(used.rows[0]?.hits ?? 0);
    for (let i = 0; i < left; i++) {
      const res = await app.request("/api/cart/bulk/check", { method: "POST", json: {}, cookie: buyer.cookie });
      expect(res.status, `write ${i + 1}`).toBe(400);
    }
    for (const send of [check, bulk]) {
      const res = await send(buyer.cookie, "QO-LIMIT, 1");
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect((await res.json()).message).toBe("Too many cart changes from your network in a short time. Please wait a few minutes and try again.");
    }
  });
});
