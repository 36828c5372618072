import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS_VIEWER } from "../../server/auth/guards";
import { RATE_LIMITS } from "../../server/http/rate-limit-table";
import { limitPageByAddress } from "../../server/http/write-limits";
import type { RequestContext } from "../../server/load-context";
import { createUser, signInCookie } from "../support/accounts";
import { newCart } from "../support/catalogue";
import { useTestApp } from "../support/test-app";

// Every rate limit is declared in server/http/rate-limit-table.ts and applied once where its
// operation is: one request counts once against a rule, never twice (decision 048).
const app = useTestApp();
let customer: string;

beforeAll(async () => {
  const u = await createUser(app.database.db, "approved");
  customer = await signInCookie(app, u.email, u.password);
});

/** The rate-limit counters one request leaves behind, by rule name. */
async function countsAfter(method: string, path: string, init: { json?: unknown; cookie?: string } = {}) {
  await app.database.db.execute(sql`delete from rate_limits`);
  const res = await app.request(path, { method, json: init.json ?? {}, cookie: init.cookie });
  expect(res.status, `${method} ${path}`).toBeLessThan(500);
  const rows = await app.database.db.execute<{ key: string; count: number }>(sql`select key, count from rate_limits`);
  return Object.fromEntries(rows.rows.map((r) => [r.key.slice(0, r.key.indexOf(":")), r.count]));
}

describe("each rule counts once per request", () => {
  it("a write to the cart counts once against the cart-write limit, whatever its path", async () => {
    // POST /api/cart matched both of the patterns the limit was mounted on, and counted twice
    for (const [method, path] of [
      ["POST", "/api/cart"],
      ["POST", "/api/cart/bulk"],
      ["PUT", "/api/cart/x"],
      ["DELETE", "/api/cart/session/x"],
    ]) {
      expect(await countsAfter(method, path, { json: { sessionId: newCart(), productId: "x", quantity: 1 } }), `${method} ${path}`).toEqual({
        "cart-write-address": 1,
      });
    }
    expect(await countsAfter("POST", "/api/account/orders/ORD-1/reorder", { cookie: customer, json: { sessionId: newCart() } })).toEqual({
      "cart-write-address": 1,
    });
  });

  it("the other limited API writes count once against their own rule", async () => {
    const cases: Array<[string, unknown, string]> = [
      ["/api/orders", {}, "order-address"],
      [
        "/api/contact",
        { firstName: "A", lastName: "B", email: "a@example.com", company: "C", subject: "general", message: "Hello there, a question." },
        "contact-address",
      ],
      ["/api/auth/register", {}, "register-address"],
      ["/api/auth/forgot-password", {}, "forgot-password-address"],
      ["/api/auth/reset-password", {}, "account-link-address"],
      ["/api/auth/confirm-email", {}, "account-link-address"],
    ];
    for (const [path, json, rule] of cases) {
      const counts = await countsAfter("POST", path, { json });
      expect(counts[rule], path).toBe(1);
      expect(
        Object.values(counts).every((n) => n === 1),
        path,
      ).toBe(true);
    }
  });
});

describe("a refused request", () => {
  it("answers 429 with the rule's message, the code rate_limited and Retry-After", async () => {
    await app.database.db.execute(sql`delete from rate_limits`);
    const rule = RATE_LIMITS["forgot-password-address"];
    for (let i = 0; i < rule.limit; i++) {
      expect((await app.request("/api/auth/forgot-password", { method: "POST", json: { email: "someone@example.com" } })).status).toBe(202);
    }
    const res = await app.request("/api/auth/forgot-password", { method: "POST", json: { email: "someone@example.com" } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ message: rule.message, code: "rate_limited" });
  });
});

describe("a rule met twice in one request", () => {
  // e.g. the certificate look-up: its route counts a known lot, and passes a refused one on to the page
  const RULE = "account-link-address";
  const ADDRESS = "198.51.100.77";
  const oneRequest = (): RequestContext => ({
    services: app.services,
    viewer: ANONYMOUS_VIEWER,
    appliedLimits: new Map(),
    user: null,
    sessionToken: null,
    nonce: "n",
    requestId: "r",
    clientAddress: ADDRESS,
  });
  const counted = async () =>
    (await app.database.db.execute<{ count: number }>(sql`select count from rate_limits where key = ${`${RULE}:${ADDRESS}`}`)).rows[0]?.count;

  it("counts once and answers the first outcome again, one after the other or both at once", async () => {
    await app.database.db.execute(sql`delete from rate_limits`);
    const request = oneRequest();
    expect(await limitPageByAddress(request, RULE)).toBeNull();
    expect(await limitPageByAddress(request, RULE)).toBeNull();
    expect(await counted()).toBe(1);

    const other = oneRequest();
    expect(await Promise.all([limitPageByAddress(other, RULE), limitPageByAddress(other, RULE)])).toEqual([null, null]);
    expect(await counted()).toBe(2);
  });

  it("past the allowance, both applications refuse with the same wait, and the request counts once", async () => {
    await app.database.db.execute(sql`delete from rate_limits`);
    for (let i = 0; i < RATE_LIMITS[RULE].limit; i++) expect(await limitPageByAddress(oneRequest(), RULE)).toBeNull();
    const request = oneRequest();
    const first = await limitPageByAddress(request, RULE);
    expect(first).toBeGreaterThan(0);
    expect(await limitPageByAddress(request, RULE)).toBe(first);
    expect(await counted()).toBe(RATE_LIMITS[RULE].limit + 1);
  });
});
