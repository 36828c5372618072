import { beforeAll, describe, expect, it } from "vitest";
import { PO_REQUIRED_MESSAGE } from "~/lib/order-number";
import { createUser, signInCookie, signedInAccount } from "../support/accounts";
import { createProduct, newCart } from "../support/catalogue";
import { createSentQuote } from "../support/quotes";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// The same condition answers the same code on every route (decision 047).
const app = useTestApp();
let admin: string;
let customer: { id: string; cookie: string };

beforeAll(async () => {
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  customer = await signedInAccount(app, "approved");
});

const body = async (res: Response) => (await res.json()) as { message: string; code: string; errors?: Record<string, string> };

describe("the same conditions, the same codes", () => {
  it("a quote number where the quote's id belongs is 404 quote_not_found, signed in or not", async () => {
    for (const cookie of [undefined, customer.cookie, admin]) {
      const res = await app.request("/api/quotes/Q-2026-000001", { cookie });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Quote not found", code: "quote_not_found" });
    }
  });

  it("a missing or malformed id is 404 <thing>_not_found on every kind of record", async () => {
    const cases: Array<[string, string, string | undefined]> = [
      ["/api/account/orders/not-an-order", "order_not_found", customer.cookie],
      ["/api/orders/00000000-0000-4000-8000-000000000000", "order_not_found", admin],
      ["/api/products/12", "product_not_found", undefined],
      ["/api/admin/lots/x", "lot_not_found", admin],
      ["/api/admin/users/nobody/terms", "user_not_found", admin],
    ];
    for (const [path, code, cookie] of cases) {
      const res = await app.request(path, { cookie });
      expect(res.status, path).toBe(404);
      expect((await body(res)).code, path).toBe(code);
    }
  });

  it("signed out is 401 not_signed_in and not allowed is 403 not_allowed, on every guarded route", async () => {
    for (const path of ["/api/account", "/api/account/orders", "/api/account/quotes", "/api/users"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(401);
      expect(await body(res), path).toMatchObject({ message: "Please sign in first", code: "not_signed_in" });
    }
    for (const path of ["/api/users", "/api/orders", "/api/admin/audit"]) {
      const res = await app.request(path, { cookie: customer.cookie });
      expect(res.status, path).toBe(403);
      expect(await body(res), path).toEqual({ message: "You do not have permission to do this", code: "not_allowed" });
    }
  });

  it("POST /api/cart with a malformed sessionId is 400 with a code, naming the field", async () => {
    const product = await createProduct(app, { priceCents: 1_000 });
    const res = await app.request("/api/cart", { method: "POST", json: { sessionId: "../../etc/passwd", productId: product.id, quantity: 1 } });
    expect(res.status).toBe(400);
    const refused = await body(res);
    expect(refused.code).toBe("validation_failed");
    expect(Object.keys(refused.errors ?? {})).toContain("sessionId");
  });

  it("a malformed cart id in the path is 400 cart_session_invalid", async () => {
    const read = await app.request("/api/cart/not-a-cart");
    expect(read.status).toBe(400);
    expect(await read.json()).toEqual({ message: "Invalid cart session id", code: "cart_session_invalid" });
  });

  it("POST /api/contact with {} is 400 validation_failed listing every missing field", async () => {
    const res = await app.request("/api/contact", { method: "POST", json: {} });
    expect(res.status).toBe(400);
    const refused = await body(res);
    expect(refused.code).toBe("validation_failed");
    expect(Object.keys(refused.errors ?? {})).toEqual(expect.arrayContaining(["firstName", "lastName", "email", "message"]));
  });

  it("POST /api/products with {} as an admin is 400 validation_failed listing the missing fields", async () => {
    const res = await app.request("/api/products", { method: "POST", json: {}, cookie: admin });
    expect(res.status).toBe(400);
    const refused = await body(res);
    expect(refused.code).toBe("validation_failed");
    expect(Object.keys(refused.errors ?? {})).toEqual(expect.arrayContaining(["name", "sku"]));
  });

  it("malformed JSON is 400 validation_failed", async () => {
    const res = await app.request("/api/contact", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Request body must be valid JSON", code: "validation_failed" });
  });

  it("a required PO number missing is 422 po_required with one message, at checkout and when accepting a quote", async () => {
    const buyer = await createUser(app.database.db, "approved");
    const cookie = await signInCookie(app, buyer.email, buyer.password);
    const terms = await app.request(`/api/admin/users/${buyer.user.id}/terms`, {
      method: "PUT",
      cookie: admin,
      json: { paymentTerms: "net-30", poRequired: true, discountPercent: 0, prices: [] },
    });
    expect(terms.status).toBe(200);
    const product = await createProduct(app, { priceCents: 2_500 });
    const sessionId = newCart();
    expect((await app.request("/api/cart", { method: "POST", cookie, json: { sessionId, productId: product.id, quantity: 1 } })).status).toBe(201);
    const checkout = await app.request("/api/orders", {
      method: "POST",
      cookie,
      json: {
        sessionId,
        orderData: { customerName: "Ada Lovelace", customerEmail: buyer.email, shippingAddress: "1 Analytical Way, London" },
      },
    });

    const { quote } = await createSentQuote(app.database.db, { userId: buyer.user.id, poRequired: true });
    const acceptance = await app.request(`/api/quotes/${quote.id}/accept`, { method: "POST", cookie, json: { shippingAddress: "1 Analytical Way, London" } });

    const expected = { message: PO_REQUIRED_MESSAGE, code: "po_required", errors: { poNumber: PO_REQUIRED_MESSAGE } };
    expect([checkout.status, acceptance.status]).toEqual([422, 422]);
    expect(await checkout.json()).toEqual(expected);
    expect(await acceptance.json()).toEqual(expected);
  });
});
