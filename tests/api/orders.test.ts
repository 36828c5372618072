import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cartItems, mailOutbox, orderItems, orders } from "../../server/db/schema";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart, stockOf } from "../support/catalogue";
import { useTestApp } from "../support/test-app";

// hundreds of checkouts from one address (the per-address order limit is tested in write-limits.test.ts)
const app = useTestApp({ DATABASE_POOL_SIZE: "20", FORM_RATE_LIMIT_MULTIPLIER: "100" });
let approved: string;

beforeAll(async () => {
  const a = await createUser(app.database.db, "approved");
  approved = await signInCookie(app, a.email, a.password);
});

const customer = {
  customerName: "Dr. Rosalind Franklin",
  customerEmail: "rosalind@lab.example.org",
  customerCompany: "King's Lab",
  customerPhone: "+44 20 5555 0199",
  shippingAddress: "Strand, London WC2R 2LS, United Kingdom",
  billingAddress: "",
  notes: "Deliver to goods-in",
};

async function cartWith(lines: Array<{ productId: string; quantity: number }>) {
  const sessionId = newCart();
  for (const line of lines) {
    const res = await app.request("/api/cart", { method: "POST", json: { sessionId, ...line }, cookie: approved });
    expect(res.status).toBe(201);
  }
  return sessionId;
}

const order = (sessionId: string, orderData: Record<string, unknown> = customer, headers: Record<string, string> = {}) =>
  app.request("/api/orders", { method: "POST", json: { orderData: { ...orderData, status: "pending" }, items: [], sessionId }, headers });

describe("POST /api/orders", () => {
  it("stores the amounts computed from database prices, whatever the client sends", async () => {
    const kit = await createProduct(app.database.db, { priceCents: 45_000 });
    const sessionId = await cartWith([{ productId: kit.id, quantity: 2 }]);
    const res = await app.request("/api/orders", {
      method: "POST",
      json: {
        orderData: { ...customer, subtotal: "0.01", tax: "0", shipping: "0", total: "0.01", status: "pending" },
        items: [{ productId: kit.id, quantity: 2, unitPrice: "0.01", totalPrice: "0.02" }],
        sessionId,
      },
    });
    expect(res.status).toBe(201);
    const receipt = await res.json();
    // 2 × $450 = $900.00; tax 8% = $72.00; shipping $50 (not over $1,000); total $1,022.00
    expect(receipt).toMatchObject({ subtotal: "900.00", tax: "72.00", shipping: "50.00", total: "1022.00", status: "pending" });
    const [stored] = await app.database.db.select().from(orders).where(eq(orders.id, receipt.orderId));
    expect(stored.totalCents).toBe(102_200);
    const items = await app.database.db.select().from(orderItems).where(eq(orderItems.orderId, receipt.orderId));
    expect(items).toEqual([expect.objectContaining({ quantity: 2, unitPriceCents: 45_000, totalPriceCents: 90_000 })]);
    expect((await stockOf(app.database.db, kit.id)).stockQuantity).toBe(98);
    expect(await app.database.db.select().from(cartItems).where(eq(cartItems.sessionId, sessionId))).toEqual([]);
    const mails = await app.database.db.select().from(mailOutbox).where(sql`${mailOutbox.text} like ${`%${receipt.orderId}%`}`);
    expect(mails.map((m) => m.kind).sort()).toEqual(["order-confirmation", "order-notice"]);
    expect(mails.find((m) => m.kind === "order-confirmation")?.text).toMatch(/Total: \$1,022\.00/);
  });

  it("ships free over $1,000 and zeroes tax, shipping and total with a price-on-request item", async () => {
    const big = await createProduct(app.database.db, { priceCents: 128_500 });
    const free = await (await order(await cartWith([{ productId: big.id, quantity: 1 }]))).json();
    expect(free).toMatchObject({ subtotal: "1285.00", tax: "102.80", shipping: "0.00", total: "1387.80", requiresQuote: false });

    const quote = await createProduct(app.database.db, { priceCents: null });
    const mixed = await (await order(await cartWith([{ productId: big.id, quantity: 1 }, { productId: quote.id, quantity: 1 }]))).json();
    expect(mixed).toMatchObject({ subtotal: "1285.00", tax: "0.00", shipping: "0.00", total: "0.00", requiresQuote: true });
  });

  it("validates the customer with the spec's messages", async () => {
    const sessionId = newCart();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...customer, customerName: " " }, "Name is required"],
      [{ ...customer, customerEmail: "nope" }, "Valid email is required"],
      [{ ...customer, shippingAddress: "short" }, "Complete shipping address is required"],
    ];
    for (const [data, message] of cases) {
      const res = await order(sessionId, data);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    const empty = await order(sessionId);
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("Your cart is empty");
    expect((await order("cart_bad")).status).toBe(400);
  });

  it("gives one order for one idempotency key, also in parallel", async () => {
    const p = await createProduct(app.database.db, { priceCents: 1_000 });
    const sessionId = await cartWith([{ productId: p.id, quantity: 1 }]);
    const key = `checkout-${Date.now()}-abc`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => order(sessionId, customer, { "Idempotency-Key": key })));
    const ids = new Set(await Promise.all(answers.map(async (r) => (await r.json()).orderId)));
    expect(ids.size).toBe(1);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const stored = await app.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(stored).toHaveLength(1);
    expect((await stockOf(app.database.db, p.id)).stockQuantity).toBe(99);
  });

  it("leaves no order, no items and the cart intact when the transaction fails half-way", async () => {
    const { db } = app.database;
    const p = await createProduct(app.database.db, { priceCents: 2_000, name: "Fault injection product" });
    const sessionId = await cartWith([{ productId: p.id, quantity: 3 }]);
    // A real database fault at the last write of the transaction: queuing the e-mails fails.
    await db.execute(sql`create or replace function fail_mail() returns trigger language plpgsql as $$ begin raise exception 'disk full (injected)'; end $$`);
    await db.execute(sql`create trigger fail_mail before insert on mail_outbox for each row execute function fail_mail()`);
    try {
      const before = (await db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
      const res = await order(sessionId);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
      expect((await db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n).toBe(before);
      expect(await db.select().from(orderItems).where(eq(orderItems.productId, p.id))).toEqual([]);
      expect((await stockOf(db, p.id)).stockQuantity).toBe(100);
      expect(await db.select().from(cartItems).where(eq(cartItems.sessionId, sessionId))).toHaveLength(1);
    } finally {
      await db.execute(sql`drop trigger fail_mail on mail_outbox`);
    }
    expect((await order(sessionId)).status).toBe(201);
  });

  it("turns 100 concurrent checkouts of different carts into 100 whole orders with their e-mails", async () => {
    const p = await createProduct(app.database.db, { priceCents: 500, stock: 1000 });
    const carts = await Promise.all(Array.from({ length: 100 }, () => cartWith([{ productId: p.id, quantity: 2 }])));
    const answers = await Promise.all(carts.map((sessionId) => order(sessionId)));
    expect(answers.map((r) => r.status)).toEqual(Array(100).fill(201));
    const ids = await Promise.all(answers.map(async (r) => (await r.json()).orderId as string));
    const items = await app.database.db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
    expect(items).toHaveLength(100);
    const confirmations = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order-confirmation"));
    expect(ids.every((id) => confirmations.some((m) => m.text.includes(id)))).toBe(true);
    expect((await stockOf(app.database.db, p.id)).stockQuantity).toBe(800);
  });

  it("sells exactly the stock when 200 checkouts race for 50 units, never going below zero", async () => {
    const scarce = await createProduct(app.database.db, { priceCents: 700, stock: 50 });
    const carts = await Promise.all(Array.from({ length: 200 }, () => cartWith([{ productId: scarce.id, quantity: 1 }])));
    const answers = await Promise.all(carts.map((sessionId) => order(sessionId)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(150);
    const refusals = await Promise.all(answers.filter((r) => r.status === 409).map(async (r) => (await r.json()).message));
    expect(new Set(refusals)).toEqual(new Set([`${scarce.name} is out of stock`]));
    const after = await stockOf(app.database.db, scarce.id);
    expect(after.stockQuantity).toBe(0);
    expect(after.inStock).toBe(false);
  });
});
