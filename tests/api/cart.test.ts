import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_CART_QUANTITY } from "~/lib/cart-session";
import { products } from "../../server/db/schema";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart } from "../support/catalogue";
import { useTestApp } from "../support/test-app";

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
    const product = await createProduct(app.database.db, { priceCents: 123_400 });
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
    const product = await createProduct(app.database.db, { priceCents: 9_500 });
    const sessionId = newCart();
    expect((await add(undefined, { sessionId, productId: product.id })).status).toBe(403);
    expect((await add(pending, { sessionId, productId: product.id })).status).toBe(403);
    expect((await add(approved, { sessionId, productId: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    const gone = await createProduct(app.database.db, { priceCents: 9_500, stock: 0 });
    const res = await add(approved, { sessionId, productId: gone.id });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/out of stock/);
  });

  it("refuses a product marked out of stock, and one with none left, and leaves a line already in the cart as it was", async () => {
    const product = await createProduct(app.database.db, { priceCents: 9_500, name: "Capillary cartridge" });
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
    const product = await createProduct(app.database.db, { priceCents: 100 });
    const sessionId = newCart();
    expect((await add(approved, { sessionId, productId: product.id, quantity: 900 })).status).toBe(201);
    const res = await add(approved, { sessionId, productId: product.id, quantity: 900 });
    expect(res.status).toBe(201);
    expect((await res.json()).quantity).toBe(MAX_CART_QUANTITY);
  });

  it.each([
    [{ sessionId: "bad", quantity: 1 }, "Invalid cart session id"],
    [{ quantity: 0 }, "Quantity must be at least 1"],
    [{ quantity: 1.5 }, "Quantity must be a whole number"],
    [{ quantity: 100_000 }, "Quantity cannot exceed 999"],
    [{ quantity: "2" }, "Quantity must be a whole number"],
  ])("answers a bad payload %j with 400 and a message", async (override, message) => {
    const product = await createProduct(app.database.db, { priceCents: 100 });
    const res = await add(approved, { sessionId: newCart(), productId: product.id, ...{ quantity: 1 }, ...override });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it("updates and removes items, and clears a whole cart", async () => {
    const sessionId = newCart();
    const p1 = await createProduct(app.database.db, { priceCents: 100 });
    const p2 = await createProduct(app.database.db, { priceCents: 200 });
    const item = await (await add(approved, { sessionId, productId: p1.id })).json();
    await add(approved, { sessionId, productId: p2.id });

    expect((await app.request(`/api/cart/${item.id}`, { method: "PUT", json: { quantity: 5 } })).status).toBe(200);
    expect((await app.request(`/api/cart/${item.id}`, { method: "PUT", json: { quantity: 0 } })).status).toBe(400);
    expect((await app.request("/api/cart/not-a-uuid", { method: "PUT", json: { quantity: 2 } })).status).toBe(404);
    const items = await (await app.request(`/api/cart/${sessionId}`)).json();
    expect(items.find((i: { id: string }) => i.id === item.id).quantity).toBe(5);

    expect((await app.request(`/api/cart/${item.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await app.request(`/api/cart/${item.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await app.request(`/api/cart/session/${sessionId}`, { method: "DELETE" })).status).toBe(200);
    expect(await (await app.request(`/api/cart/${sessionId}`)).json()).toEqual([]);
    expect((await app.request("/api/cart/session/evil", { method: "DELETE" })).status).toBe(400);
  });

  it("hides prices in the cart from anyone who may not see them", async () => {
    const sessionId = newCart();
    const p = await createProduct(app.database.db, { priceCents: 5_000 });
    await add(approved, { sessionId, productId: p.id });
    const [item] = await (await app.request(`/api/cart/${sessionId}`)).json();
    expect(item.product.price).toBeNull();
  });
});
