import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_CART_QUANTITY } from "~/lib/cart-session";
import { products, users } from "../../server/db/schema";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp();
let approved: string;
let pending: string;

beforeAll(async () => {
  const a = await createUser(app.database.db, "approved");
  approved = await signInCookie(app, a.email, a.password);
  const p = await createUser(app.database.db, "pending");
  pending = await signInCookie(app, p.email, p.password);
});

const add = (cookie: string | undefined, json: unknown) => app.request("/api/cart", { method: "POST", json, cookie });

describe("cart API", () => {
  it("adds items, increases the quantity of one already there, and reads the cart with its products", async () => {
    const product = await createProduct(app, { priceCents: 123_400 });
    const sessionId = newCart();
    expect((await add(approved, { sessionId, productId: product.id, quantity: 2 })).status).toBe(201);
    expect((await add(approved, { sessionId, productId: product.id, quantity: 1 })).status).toBe(201);
    const res = await app.request(`/api/cart/${sessionId}`, { cookie: approved });
    const items = await res.json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ quantity: 3, product: { name: product.name, sku: product.sku, price: "$1,234.00" } });
    expect(items[0].id).toMatch(/^[0-9a-f-]{36}$/);

    const viaHeader = await app.request("/api/cart", { headers: { "X-Cart-Session": sessionId }, cookie: approved });
    expect(await viaHeader.json()).toHaveLength(1);
    expect(await (await app.request("/api/cart")).json()).toEqual([]);
  });

  it("refuses anyone but approved users with 403, unknown products with 404 and out-of-stock ones with 409", async () => {
    const product = await createProduct(app, { priceCents: 9_500 });
    const sessionId = newCart();
    expect((await add(undefined, { sessionId, productId: product.id })).status).toBe(403);
    expect((await add(pending, { sessionId, productId: product.id })).status).toBe(403);
    expect((await add(approved, { sessionId, productId: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    const gone = await createProduct(app, { priceCents: 9_500, stock: 0 });
    const res = await add(approved, { sessionId, productId: gone.id });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/out of stock/);
  });

  it("refuses a product marked out of stock, and one with none left, and leaves a line already in the cart as it was", async () => {
    const product = await createProduct(app, { priceCents: 9_500, name: "Capillary cartridge" });
    const sessionId = newCart();
    expect((await add(approved, { sessionId, productId: product.id, quantity: 2 })).status).toBe(201);
    await app.database.db.update(products).set({ inStock: false }).where(eq(products.id, product.id));
    const refused = await add(approved, { sessionId, productId: product.id, quantity: 1 });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe("Capillary cartridge is out of stock");
    await app.database.db.update(products).set({ inStock: true, stockQuantity: 0 }).where(eq(products.id, product.id));
    expect((await add(approved, { sessionId, productId: product.id, quantity: 1 })).status).toBe(409);
    const [line] = await (await app.request(`/api/cart/${sessionId}`, { cookie: approved })).json();
    expect(line.quantity).toBe(2);
  });

  it("adds up to the most a cart line may hold, and no further", async () => {
    const product = await createProduct(app, { priceCents: 100, stock: 5_000 });
    const sessionId = newCart();
    expect((await add(approved, { sessionId, productId: product.id, quantity: 900 })).status).toBe(201);
    const res = await add(approved, { sessionId, productId: product.id, quantity: 900 });
    expect(res.status).toBe(201);
    expect((await res.json()).quantity).toBe(MAX_CART_QUANTITY);
  });

  it("adds no more than is in stock, without telling a customer how many are left", async () => {
    const product = await createProduct(app, { priceCents: 100, stock: 3, name: "Scarce kit" });
    const sessionId = newCart();
    const tooMany = await add(approved, { sessionId, productId: product.id, quantity: 4 });
    expect(tooMany.status).toBe(409);
    expect((await tooMany.json()).message).toBe("Not enough stock of Scarce kit for the quantity you asked");
    expect((await add(approved, { sessionId, productId: product.id, quantity: 2 })).status).toBe(201);
    const raised = await add(approved, { sessionId, productId: product.id, quantity: 2 });
    expect(raised.status).toBe(409);
    expect((await raised.json()).message).toBe("Not enough stock of Scarce kit for the quantity you asked");
    const [line] = await (await app.request(`/api/cart/${sessionId}`, { cookie: approved })).json();
    expect(line.quantity).toBe(2);
  });

  it.each([
    [{ sessionId: "bad", quantity: 1 }, "Invalid cart session id"],
    [{ quantity: 0 }, "Quantity must be at least 1"],
    [{ quantity: 1.5 }, "Quantity must be a whole number"],
    [{ quantity: 100_000 }, "Quantity cannot exceed 999"],
    [{ quantity: "2" }, "Quantity must be a whole number"],
  ])("answers a bad payload %j with 400 and a message", async (override, message) => {
    const product = await createProduct(app, { priceCents: 100 });
    const res = await add(approved, { sessionId: newCart(), productId: product.id, ...{ quantity: 1 }, ...override });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it("updates and removes items of the caller's cart, and clears a whole cart", async () => {
    const sessionId = newCart();
    const p1 = await createProduct(app, { priceCents: 100 });
    const p2 = await createProduct(app, { priceCents: 200 });
    const item = await (await add(approved, { sessionId, productId: p1.id })).json();
    await add(approved, { sessionId, productId: p2.id });
    const holder = { "X-Cart-Session": sessionId };

    expect((await app.request(`/api/cart/${item.id}`, { method: "PUT", json: { quantity: 5 }, headers: holder, cookie: approved })).status).toBe(200);
    expect((await app.request(`/api/cart/${item.id}`, { method: "PUT", json: { quantity: 0 }, headers: holder, cookie: approved })).status).toBe(400);
    expect((await app.request("/api/cart/not-a-uuid", { method: "PUT", json: { quantity: 2 }, headers: holder, cookie: approved })).status).toBe(404);
    const items = await (await app.request(`/api/cart/${sessionId}`)).json();
    expect(items.find((i: { id: string }) => i.id === item.id).quantity).toBe(5);

    expect((await app.request(`/api/cart/${item.id}`, { method: "DELETE", headers: holder })).status).toBe(200);
    expect((await app.request(`/api/cart/${item.id}`, { method: "DELETE", headers: holder })).status).toBe(404);
    expect((await app.request(`/api/cart/session/${sessionId}`, { method: "DELETE" })).status).toBe(200);
    expect(await (await app.request(`/api/cart/${sessionId}`)).json()).toEqual([]);
    expect((await app.request("/api/cart/session/evil", { method: "DELETE" })).status).toBe(400);
  });

  it("lets nobody but the cart's holder change or remove an item, and does not say that the item exists", async () => {
    const sessionId = newCart();
    const p = await createProduct(app, { priceCents: 100 });
    const item = await (await add(approved, { sessionId, productId: p.id, quantity: 2 })).json();
    const otherCart = { "X-Cart-Session": newCart() };
    const attempts = [
      app.request(`/api/cart/${item.id}`, { method: "PUT", json: { quantity: 9 } }),
      app.request(`/api/cart/${item.id}`, { method: "PUT", json: { quantity: 9 }, cookie: approved }),
      app.request(`/api/cart/${item.id}`, { method: "PUT", json: { quantity: 9 }, headers: otherCart, cookie: approved }),
      app.request(`/api/cart/${item.id}?sessionId=${otherCart["X-Cart-Session"]}`, { method: "PUT", json: { quantity: 9 }, cookie: approved }),
      app.request(`/api/cart/${item.id}`, { method: "DELETE" }),
      app.request(`/api/cart/${item.id}`, { method: "DELETE", headers: otherCart, cookie: approved }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Cart item not found", code: "cart_item_not_found" });
    }
    const [line] = await (await app.request(`/api/cart/${sessionId}`)).json();
    expect(line.quantity).toBe(2);
  });

  it("applies the approval and stock rules of adding to a quantity change", async () => {
    const sessionId = newCart();
    const holder = { "X-Cart-Session": sessionId };
    const p = await createProduct(app, { priceCents: 100, stock: 10, name: "Ten-left kit" });
    const item = await (await add(approved, { sessionId, productId: p.id, quantity: 1 })).json();
    const put = (quantity: number, cookie?: string) => app.request(`/api/cart/${item.id}`, { method: "PUT", json: { quantity }, headers: holder, cookie });

    // the cart's holder, but signed out or not approved: may not buy
    expect((await put(2)).status).toBe(403);
    expect((await put(2, pending)).status).toBe(403);

    const tooMany = await put(11, approved);
    expect(tooMany.status).toBe(409);
    expect((await tooMany.json()).message).toBe("Not enough stock of Ten-left kit for the quantity you asked");
    expect((await put(10, approved)).status).toBe(200);

    await app.database.db.update(products).set({ inStock: false }).where(eq(products.id, p.id));
    const gone = await put(3, approved);
    expect(gone.status).toBe(409);
    expect((await gone.json()).message).toBe("Ten-left kit is out of stock");
    const [line] = await (await app.request(`/api/cart/${sessionId}`)).json();
    expect(line.quantity).toBe(10);
  });

  it("reads the status fresh at every write: a user rejected while signed in can no longer add or raise quantities", async () => {
    const u = await createUser(app.database.db, "approved");
    const cookie = await signInCookie(app, u.email, u.password);
    const sessionId = newCart();
    const p = await createProduct(app, { priceCents: 100 });
    const item = await (await add(cookie, { sessionId, productId: p.id, quantity: 1 })).json();
    // behind the application's back (no NOTIFY): the session may still say "approved"
    await app.database.db.update(users).set({ status: "rejected" }).where(eq(users.id, u.user.id));
    expect((await add(cookie, { sessionId, productId: p.id, quantity: 1 })).status).toBe(403);
    const raised = await app.request(`/api/cart/${item.id}`, { method: "PUT", json: { quantity: 5 }, headers: { "X-Cart-Session": sessionId }, cookie });
    expect(raised.status).toBe(403);
    const [line] = await (await app.request(`/api/cart/${sessionId}`)).json();
    expect(line.quantity).toBe(1);
  });

  it("tells the exact stock to admins only", async () => {
    const sessionId = newCart();
    const p = await createProduct(app, { priceCents: 100, stock: 4 });
    await add(approved, { sessionId, productId: p.id });
    const admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
    for (const cookie of [undefined, pending, approved]) {
      const res = await app.request(`/api/cart/${sessionId}`, { cookie });
      const text = await res.text();
      expect(text).not.toContain("stockQuantity");
      expect(JSON.parse(text)[0].product).toMatchObject({ inStock: true, lowStock: true });
    }
    const [line] = await (await app.request(`/api/cart/${sessionId}`, { cookie: admin })).json();
    expect(line.product).toMatchObject({ inStock: true, lowStock: true, stockQuantity: 4 });
    const tooMany = await add(admin, { sessionId, productId: p.id, quantity: 4 });
    expect((await tooMany.json()).message).toBe(`Only 4 of ${p.name} left in stock`);
  });

  it("hides prices in the cart from anyone who may not see them", async () => {
    const sessionId = newCart();
    const p = await createProduct(app, { priceCents: 5_000 });
    await add(approved, { sessionId, productId: p.id });
    const [item] = await (await app.request(`/api/cart/${sessionId}`)).json();
    expect(item.product.price).toBeNull();
  });
});
