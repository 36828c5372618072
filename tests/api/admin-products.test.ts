import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cartItems, categories, orderItems, products } from "../../server/db/schema";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart, orderAsSeen } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp();
let admin: string;
let approved: string;
let categoryId: string;

beforeAll(async () => {
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  const u = await createUser(app.database.db, "approved");
  approved = await signInCookie(app, u.email, u.password);
  const [c] = await app.database.db.insert(categories).values({ name: "Ion Sources", slug: "ion-sources" }).returning();
  categoryId = c.id;
});

let n = 0;
const form = (extra: Record<string, unknown> = {}) => ({
  name: "EMASS-II Ion Source",
  description: "Electrokinetically pumped nanospray ion source.",
  shortDescription: "Nanospray CE-MS interface",
  sku: `EM2-${++n}`,
  price: "12500.00",
  priceOnRequest: false,
  stockQuantity: "3",
  categoryId,
  imageUrl: "/images/products/emass-ii-ion-source.svg",
  inStock: true,
  featured: true,
  specifications: "Emitter gap: 0.7 mm\nVoltage: up to 30 kV",
  ...extra,
});

const post = (json: unknown, cookie = admin) => app.request("/api/products", { method: "POST", json, cookie });
const put = (id: string, json: unknown, cookie = admin) => app.request(`/api/products/${id}`, { method: "PUT", json, cookie });
const del = (id: string, cookie = admin) => app.request(`/api/products/${id}`, { method: "DELETE", cookie });

describe("POST /api/products", () => {
  it("creates a product that the catalogue then lists with its price for approved users", async () => {
    const res = await post(form({ sku: "EM2-NEW" }));
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      name: "EMASS-II Ion Source",
      sku: "EM2-NEW",
      price: "$12,500.00",
      priceCents: 1_250_000,
      priceOnRequest: false,
      stockQuantity: 3,
      category: { slug: "ion-sources", name: "Ion Sources" },
      specifications: { "Emitter gap": "0.7 mm", Voltage: "up to 30 kV" },
      featured: true,
    });
    const list = (await (await app.request("/api/products", { cookie: approved })).json()) as Array<{ id: string; price: string }>;
    expect(list.find((p) => p.id === created.id)?.price).toBe("$12,500.00");
    const anonymous = (await (await app.request(`/api/products/${created.id}`)).json()) as { price: string | null };
    expect(anonymous.price).toBeNull();
  });

  it("applies the spec's defaults and stores empty optional text as null", async () => {
    const res = await post({ name: "Bare kit", description: "Minimal.", sku: "BARE-1", price: "5", shortDescription: " ", imageUrl: "", categoryId: "" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      stockQuantity: 1,
      inStock: true,
      featured: false,
      shortDescription: null,
      imageUrl: null,
      categoryId: null,
      category: null,
      specifications: null,
    });
  });

  it("stores a price-on-request product, shown as 'Please inquire'", async () => {
    const res = await post(form({ price: "", priceOnRequest: true }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ price: "Please inquire", priceCents: null, priceOnRequest: true });
  });

  it("answers each invalid field with the spec's message", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "  " }, "Product name is required"],
      [{ description: "" }, "Product description is required"],
      [{ sku: "" }, "SKU is required"],
      [{ price: "ten" }, "Please enter a valid price"],
      [{ price: "-5" }, "Please enter a valid price"],
      [{ price: "" }, "Please enter a valid price"],
      [{ stockQuantity: "2.5" }, "Please enter a valid stock quantity"],
      [{ stockQuantity: "-1" }, "Please enter a valid stock quantity"],
    ];
    for (const [change, message] of cases) {
      const res = await post(form(change));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.message).toBe(message);
      expect(Object.values(body.errors)).toContain(message);
    }
  });

  it("refuses unknown fields such as id, priceCents or createdAt (mass assignment)", async () => {
    for (const extra of [{ id: "00000000-0000-0000-0000-000000000001" }, { priceCents: 1 }, { createdAt: "2020-01-01" }, { role: "admin" }]) {
      const res = await post(form({ sku: "MASS-1", ...extra }));
      expect(res.status).toBe(400);
    }
    expect(await app.database.db.select().from(products).where(eq(products.sku, "MASS-1"))).toEqual([]);
  });

  it("answers a duplicate SKU with 409 and a clear message", async () => {
    expect((await post(form({ sku: "DUP-1" }))).status).toBe(201);
    const res = await post(form({ sku: " DUP-1 " }));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('A product with SKU "DUP-1" already exists. Please use a different SKU.');
  });

  it("refuses a category that does not exist", async () => {
    const res = await post(form({ categoryId: "00000000-0000-4000-8000-000000000000" }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/category does not exist/);
    expect((await post(form({ categoryId: "ion-sources" }))).status).toBe(400);
  });

  it("refuses malformed JSON", async () => {
    const res = await app.request("/api/products", { method: "POST", body: "{", headers: { "Content-Type": "application/json" }, cookie: admin });
    expect(res.status).toBe(400);
  });
});

describe("PUT /api/products/{id}", () => {
  it("replaces the editable fields", async () => {
    const created = await (await post(form({ sku: "EDIT-1" }))).json();
    const res = await put(
      created.id,
      form({
        sku: "EDIT-1",
        name: "EMASS-II Ion Source (2025)",
        price: "13,000",
        priceOnRequest: false,
        featured: false,
        categoryId: null,
        specifications: "",
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: created.id,
      name: "EMASS-II Ion Source (2025)",
      price: "$13,000.00",
      featured: false,
      category: null,
      specifications: null,
    });
  });

  it("validates like create, keeps SKUs unique and answers 404 for unknown ids", async () => {
    const a = await (await post(form({ sku: "EDIT-A" }))).json();
    await post(form({ sku: "EDIT-B" }));
    expect((await (await put(a.id, form({ sku: "EDIT-A", name: "" }))).json()).message).toBe("Product name is required");
    const dup = await put(a.id, form({ sku: "EDIT-B" }));
    expect(dup.status).toBe(409);
    expect((await dup.json()).message).toMatch(/EDIT-B/);
    expect((await put(a.id, form({ sku: "EDIT-A", sku2: "x" }))).status).toBe(400);
    expect((await put("00000000-0000-4000-8000-000000000000", form())).status).toBe(404);
    expect((await put("not-a-uuid", form())).status).toBe(404);
  });
});

describe("DELETE /api/products/{id}", () => {
  it("removes the product and the cart lines holding it", async () => {
    const product = await createProduct(app, { priceCents: 1000 });
    const sessionId = newCart();
    expect((await app.request("/api/cart", { method: "POST", json: { sessionId, productId: product.id, quantity: 1 }, cookie: approved })).status).toBe(201);
    const res = await del(product.id);
    expect(res.status).toBe(200);
    expect((await app.request(`/api/products/${product.id}`)).status).toBe(404);
    expect(await app.database.db.select().from(cartItems).where(eq(cartItems.productId, product.id))).toEqual([]);
    expect((await del(product.id)).status).toBe(404);
  });

  it("keeps old orders readable with the item's name, SKU and prices", async () => {
    const product = await createProduct(app, { priceCents: 45_000, name: "CR3520 Kit" });
    const sessionId = newCart();
    await app.request("/api/cart", { method: "POST", json: { sessionId, productId: product.id, quantity: 2 }, cookie: approved });
    const customer = { customerName: "Rosalind Franklin", customerEmail: "rf@lab.example.org", shippingAddress: "Strand, London WC2R 2LS" };
    const { orderId } = await (await orderAsSeen(app, sessionId, customer, approved)).json();

    expect((await del(product.id)).status).toBe(200);

    const res = await app.request(`/api/orders/${orderId}`, { cookie: admin });
    expect(res.status).toBe(200);
    const order = await res.json();
    expect(order.items).toEqual([
      expect.objectContaining({ productId: null, productName: "CR3520 Kit", sku: product.sku, quantity: 2, unitPriceCents: 45_000, totalPriceCents: 90_000 }),
    ]);
    expect(order.totalCents).toBe(102_200);
    const rows = await app.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(rows).toHaveLength(1);
  });
});
