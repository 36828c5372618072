import { describe, expect, it } from "vitest";
import { MAX_CART_QUANTITY } from "~/lib/cart-session";
import { cartItems } from "../../server/db/schema";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart, orderAsSeen } from "../support/catalogue";
import { useTestApp } from "../support/test-app";

const app = useTestApp();
const db = () => app.database.db;
const add = (cookie: string | undefined, json: unknown) => app.request("/api/cart", { method: "POST", json, cookie });
const adopt = (cookie: string | undefined, sessionId?: string | null) => app.request("/api/cart/account", { method: "POST", json: { sessionId }, cookie });
type Item = { id: string; productId: string; quantity: number; product: { price: string | null } };

describe("the account's cart", () => {
  it("is returned by GET /api/cart without an id, follows the account to another browser and is the account's only", async () => {
    const a = await createUser(db(), "approved");
    const product = await createProduct(app, { priceCents: 15_260, stock: 20 });
    const firstBrowser = await signInCookie(app, a.email, a.password);
    const { sessionId } = await (await adopt(firstBrowser)).json();
    expect(sessionId).toMatch(/^cart_\d+_[a-z0-9]+$/);
    expect((await add(firstBrowser, { sessionId, productId: product.id, quantity: 2 })).status).toBe(201);

    // another browser of the same account: the same cart, by id or without one
    const otherBrowser = await signInCookie(app, a.email, a.password);
    expect((await (await adopt(otherBrowser)).json()).sessionId).toBe(sessionId);
    const mine = await app.request("/api/cart", { cookie: otherBrowser });
    expect(mine.headers.get("X-Cart-Session")).toBe(sessionId);
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(((await mine.json()) as Item[]).map((i) => [i.productId, i.quantity, i.product.price])).toEqual([[product.id, 2, "$152.60"]]);

    // anyone else (signed out, or another account) finds no such cart, and cannot change, clear or order from it
    const b = await createUser(db(), "approved");
    const other = await signInCookie(app, b.email, b.password);
    const [item] = (await (await app.request(`/api/cart/${sessionId}`, { cookie: firstBrowser })).json()) as Item[];
    for (const cookie of [undefined, other]) {
      expect((await app.request(`/api/cart/${sessionId}`, { cookie })).status).toBe(404);
      expect((await app.request("/api/cart", { headers: { "X-Cart-Session": sessionId }, cookie })).status).toBe(404);
      expect(
        (await app.request(`/api/cart/${item.id}`, { method: "PUT", json: { quantity: 5 }, headers: { "X-Cart-Session": sessionId }, cookie })).status,
      ).toBe(404);
      expect((await app.request(`/api/cart/${item.id}`, { method: "DELETE", headers: { "X-Cart-Session": sessionId }, cookie })).status).toBe(404);
      expect((await app.request(`/api/cart/session/${sessionId}`, { method: "DELETE", cookie })).status).toBe(404);
      const order = await app.request("/api/orders", {
        method: "POST",
        json: { orderData: { customerName: "Mallory", customerEmail: "m@evil.example", shippingAddress: "1 Evil Street, Nowhere" }, items: [], sessionId },
        cookie,
      });
      expect(order.status).toBe(404);
    }
    expect((await add(other, { sessionId, productId: product.id, quantity: 1 })).status).toBe(404);
    expect((await (await app.request("/api/cart", { cookie: other })).json()) as Item[]).toEqual([]);
    const still = (await (await app.request(`/api/cart/${sessionId}`, { cookie: firstBrowser })).json()) as Item[];
    expect(still.map((i) => i.quantity)).toEqual([2]);

    // the owner orders from it as from any cart
    const placed = await orderAsSeen(app, sessionId, { customerName: "A", customerEmail: a.email, shippingAddress: "1 Lab Road, Science Park" }, firstBrowser);
    expect(placed.status).toBe(201);
  });

  it("takes in the browser's anonymous cart at sign-in, adding quantities within the limits, and never another account's cart", async () => {
    const a = await createUser(db(), "approved");
    const cookie = await signInCookie(app, a.email, a.password);
    const { sessionId } = await (await adopt(cookie)).json();
    const both = await createProduct(app, { priceCents: 1_000, stock: 10 });
    const onlyAnon = await createProduct(app, { priceCents: 2_000, stock: 1000 });
    await add(cookie, { sessionId, productId: both.id, quantity: 4 });
    // a browser cart from before (filled while signed in with an id of its own)
    const anonymous = newCart();
    await db()
      .insert(cartItems)
      .values([
        { sessionId: anonymous, productId: both.id, quantity: 9 },
        { sessionId: anonymous, productId: onlyAnon.id, quantity: MAX_CART_QUANTITY },
      ]);
    const res = await adopt(cookie, anonymous);
    expect(res.status).toBe(200);
    expect((await res.json()).sessionId).toBe(sessionId);
    const cart = (await (await app.request("/api/cart", { cookie })).json()) as Item[];
    expect(Object.fromEntries(cart.map((i) => [i.productId, i.quantity]))).toEqual({ [both.id]: 10, [onlyAnon.id]: MAX_CART_QUANTITY });
    expect((await app.request(`/api/cart/${anonymous}`, { cookie })).status).toBe(200);
    expect(await (await app.request(`/api/cart/${anonymous}`, { cookie })).json()).toEqual([]);

    // B signing in on a browser that still holds A's cart id takes nothing of it
    const b = await createUser(db(), "approved");
    const cookieB = await signInCookie(app, b.email, b.password);
    const adoptedB = await (await adopt(cookieB, sessionId)).json();
    expect(adoptedB.sessionId).not.toBe(sessionId);
    expect(await (await app.request("/api/cart", { cookie: cookieB })).json()).toEqual([]);
    expect(((await (await app.request("/api/cart", { cookie })).json()) as Item[]).length).toBe(2);

    expect((await adopt(undefined, anonymous)).status).toBe(401);
    expect((await adopt(cookie, "not-a-cart")).status).toBe(400);
  });

  it("shows no amounts to a signed-in account that may not see prices", async () => {
    const p = await createUser(db(), "pending");
    const cookie = await signInCookie(app, p.email, p.password);
    const { sessionId } = await (await adopt(cookie)).json();
    const product = await createProduct(app, { priceCents: 5_000 });
    await db().insert(cartItems).values({ sessionId, productId: product.id, quantity: 1 });
    const cart = (await (await app.request("/api/cart", { cookie })).json()) as Item[];
    expect(cart[0].product.price).toBeNull();
  });
});
