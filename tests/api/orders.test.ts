import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cartItems, mailOutbox, orderItems, orders, products } from "../../server/db/schema";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart, stockOf } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

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

interface SeenItem {
  productId: string;
  quantity: number;
  unitPrice: string;
  totalPrice: string;
  name: string;
}

/** The cart as the checkout shows it to `cookie`, as the order payload's items (what the customer saw). */
async function seenItems(sessionId: string, cookie?: string): Promise<SeenItem[]> {
  const res = await app.request(`/api/cart/${sessionId}`, { cookie });
  if (!res.ok) return [];
  const cart = (await res.json()) as Array<{ productId: string; quantity: number; product: { name: string; price: string | null } }>;
  return cart.map((i) => ({
    productId: i.productId,
    quantity: i.quantity,
    unitPrice: i.product.price ?? "Please inquire",
    totalPrice: i.product.price ?? "Please inquire",
    name: i.product.name,
  }));
}

/** An order of the cart as `cookie` (the approved customer by default, null: signed out) saw it a moment ago. */
async function order(sessionId: string, orderData: Record<string, unknown> = customer, headers: Record<string, string> = {}, cookie: string | null = approved) {
  const items = await seenItems(sessionId, cookie ?? undefined);
  return placeSeen(sessionId, items, orderData, headers, cookie);
}

const placeSeen = (
  sessionId: string,
  items: unknown[],
  orderData: Record<string, unknown> = customer,
  headers: Record<string, string> = {},
  cookie: string | null = approved,
) =>
  app.request("/api/orders", {
    method: "POST",
    json: { orderData: { ...orderData, status: "pending" }, items, sessionId },
    headers,
    cookie: cookie ?? undefined,
  });

describe("POST /api/orders", () => {
  it("stores the amounts computed from database prices, whatever the client sends", async () => {
    const kit = await createProduct(app, { priceCents: 45_000 });
    const sessionId = await cartWith([{ productId: kit.id, quantity: 2 }]);
    // amounts sent by the client are checked, never stored: a wrong total is refused, and without one the server computes it
    const wrong = await app.request("/api/orders", {
      method: "POST",
      json: {
        orderData: { ...customer, subtotal: "0.01", tax: "0", shipping: "0", total: "0.01", status: "pending" },
        items: [{ productId: kit.id, quantity: 2, unitPrice: "$450.00", totalPrice: "$900.00" }],
        sessionId,
      },
      cookie: approved,
    });
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).message).toBe("The order total changed from $0.01 to $1,022.00");
    const res = await order(sessionId);
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
    const mails = await app.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.text} like ${`%${receipt.orderNumber}%`}`);
    expect(mails.map((m) => m.kind).sort()).toEqual(["order-confirmation", "order-notice"]);
    expect(mails.find((m) => m.kind === "order-confirmation")?.text).toMatch(/Total: \$1,022\.00/);
  });

  it("ships free over $1,000", async () => {
    const big = await createProduct(app, { priceCents: 128_500 });
    const free = await (await order(await cartWith([{ productId: big.id, quantity: 1 }]))).json();
    expect(free).toMatchObject({ subtotal: "1285.00", tax: "102.80", shipping: "0.00", total: "1387.80", requiresQuote: false });
  });

  it("refuses a cart that still holds a product now priced on request: it is quoted, never ordered, and nothing is stored", async () => {
    const big = await createProduct(app, { priceCents: 128_500, stock: 4 });
    const system = await createProduct(app, { priceCents: 9_000, name: "Built-to-order CE system" });
    const sessionId = await cartWith([
      { productId: big.id, quantity: 1 },
      { productId: system.id, quantity: 1 },
    ]);
    // priced on request since it went into the cart
    await app.database.db.update(products).set({ priceCents: null, priceOnRequest: true }).where(eq(products.id, system.id));
    const countOrders = async () => (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
    const before = await countOrders();
    const refused = await order(sessionId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "Built-to-order CE system is priced on request: please request a quote.", code: "price_on_request" });
    expect(await countOrders()).toBe(before);
    expect((await stockOf(app.database.db, big.id)).stockQuantity).toBe(4);
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
    const p = await createProduct(app, { priceCents: 1_000 });
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
    const p = await createProduct(app, { priceCents: 2_000, name: "Fault injection product" });
    const sessionId = await cartWith([{ productId: p.id, quantity: 3 }]);
    // A real database fault at the last write of the transaction: queuing the e-mails fails.
    await db.execute(sql`create or replace function fail_mail() returns trigger language plpgsql as $$ begin raise exception 'disk full (injected)'; end $$`);
    await db.execute(sql`create trigger fail_mail before insert on mail_outbox for each row execute function fail_mail()`);
    try {
      const before = (await db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
      const res = await order(sessionId);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: "Something went wrong on our side. Please try again.", code: "internal_error" });
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
    const p = await createProduct(app, { priceCents: 500, stock: 1000 });
    const carts = await Promise.all(Array.from({ length: 100 }, () => cartWith([{ productId: p.id, quantity: 2 }])));
    const answers = await Promise.all(carts.map((sessionId) => order(sessionId)));
    expect(answers.map((r) => r.status)).toEqual(Array(100).fill(201));
    const receipts = await Promise.all(answers.map(async (r) => (await r.json()) as { orderId: string; orderNumber: string }));
    const ids = receipts.map((r) => r.orderId);
    const items = await app.database.db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
    expect(items).toHaveLength(100);
    const confirmations = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order-confirmation"));
    expect(receipts.every((r) => confirmations.some((m) => m.text.includes(r.orderNumber)))).toBe(true);
    expect(new Set(receipts.map((r) => r.orderNumber)).size).toBe(100);
    expect((await stockOf(app.database.db, p.id)).stockQuantity).toBe(800);
  });

  it("sells exactly the stock when 200 checkouts race for 50 units, never going below zero", async () => {
    const scarce = await createProduct(app, { priceCents: 700, stock: 50 });
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

const mailsOf = (orderNumber: string) =>
  app.database.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.text} like ${`%${orderNumber}%`}`);
const countOrders = async () => (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;

describe("an order never differs silently from what the customer saw", () => {
  it("refuses a price raised between cart and checkout, naming the product and both prices, and orders at the new price once seen", async () => {
    const p = await createProduct(app, { priceCents: 10_000, name: "Raised-price kit" });
    const sessionId = await cartWith([{ productId: p.id, quantity: 1 }]);
    const saw = await seenItems(sessionId, approved);
    await app.database.db.update(products).set({ priceCents: 90_000 }).where(eq(products.id, p.id));
    const before = await countOrders();

    const refused = await placeSeen(sessionId, saw, { ...customer, total: "158.00" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe("The price of Raised-price kit changed from $100.00 to $900.00");
    expect(await countOrders()).toBe(before);
    expect(await app.database.db.select().from(cartItems).where(eq(cartItems.sessionId, sessionId))).toHaveLength(1);

    const placed = await order(sessionId);
    expect(placed.status).toBe(201);
    expect(await placed.json()).toMatchObject({ subtotal: "900.00" });
  });

  it("does not drop a product deleted from the catalogue: it names it and places nothing", async () => {
    const admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const kept = await createProduct(app, { priceCents: 5_000, name: "Kept buffer" });
    const doomed = await createProduct(app, { priceCents: 7_000, name: "Discontinued column" });
    const sessionId = await cartWith([
      { productId: kept.id, quantity: 1 },
      { productId: doomed.id, quantity: 2 },
    ]);
    const saw = await seenItems(sessionId, approved);
    expect((await app.request(`/api/products/${doomed.id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    const before = await countOrders();

    const refused = await placeSeen(sessionId, saw);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe("Discontinued column is no longer available");
    expect(await countOrders()).toBe(before);

    // the only line gone: still named, not "Your cart is empty"
    const lone = await createProduct(app, { priceCents: 7_000, name: "Lone discontinued kit" });
    const loneCart = await cartWith([{ productId: lone.id, quantity: 1 }]);
    const loneSaw = await seenItems(loneCart, approved);
    expect((await app.request(`/api/products/${lone.id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    const gone = await placeSeen(loneCart, loneSaw);
    expect(gone.status).toBe(409);
    expect((await gone.json()).message).toBe("Lone discontinued kit is no longer available");
  });

  it("refuses lines added or changed since the customer saw the cart", async () => {
    const a = await createProduct(app, { priceCents: 1_000, name: "Seen kit" });
    const b = await createProduct(app, { priceCents: 2_000, name: "Sneaked-in kit" });
    const sessionId = await cartWith([{ productId: a.id, quantity: 1 }]);
    const saw = await seenItems(sessionId, approved);
    expect((await app.request("/api/cart", { method: "POST", json: { sessionId, productId: b.id, quantity: 1 }, cookie: approved })).status).toBe(201);
    expect((await app.request("/api/cart", { method: "POST", json: { sessionId, productId: a.id, quantity: 2 }, cookie: approved })).status).toBe(201);
    const refused = await placeSeen(sessionId, saw);
    expect(refused.status).toBe(409);
    const message = (await refused.json()).message;
    expect(message).toContain("Sneaked-in kit was added to your cart");
    expect(message).toContain("Your cart now holds 3 of Seen kit, not 1");
  });

  it("says an out-of-stock item is out of stock, and a short one short, without the exact stock", async () => {
    const marked = await createProduct(app, { priceCents: 1_000, name: "Marked-out kit", stock: 10 });
    const sessionId = await cartWith([{ productId: marked.id, quantity: 1 }]);
    const saw = await seenItems(sessionId, approved);
    await app.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, marked.id));
    const out = await placeSeen(sessionId, saw);
    expect(out.status).toBe(409);
    expect((await out.json()).message).toBe("Marked-out kit is out of stock");

    const short = await createProduct(app, { priceCents: 1_000, name: "Short kit", stock: 10 });
    const shortCart = await cartWith([{ productId: short.id, quantity: 3 }]);
    const shortSaw = await seenItems(shortCart, approved);
    await app.database.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, short.id));
    const refused = await placeSeen(shortCart, shortSaw);
    expect(refused.status).toBe(409);
    const message = (await refused.json()).message;
    expect(message).toBe("Not enough stock of Short kit for the quantity you asked");
    expect(message).not.toMatch(/\d/);
  });

  it("binds an idempotency key to its cart and client: replayed with another cart or by another client it gets 409 and nothing of the first order", async () => {
    const p = await createProduct(app, { priceCents: 3_000 });
    const first = await cartWith([{ productId: p.id, quantity: 1 }]);
    const key = `checkout-bound-${Date.now()}`;
    const placed = await order(first, customer, { "Idempotency-Key": key });
    expect(placed.status).toBe(201);
    const { orderId } = await placed.json();
    // the same cart and client replaying it get the same order
    const again = await placeSeen(first, [], customer, { "Idempotency-Key": key });
    expect(again.status).toBe(200);
    expect((await again.json()).orderId).toBe(orderId);

    const other = await cartWith([{ productId: p.id, quantity: 1 }]);
    const thief = await order(other, { ...customer, customerName: "Someone Else" }, { "Idempotency-Key": key });
    expect(thief.status).toBe(409);
    const body = await thief.text();
    expect(JSON.parse(body)).toEqual({ message: "This Idempotency-Key was already used for another checkout", code: "idempotency_key_reused" });
    for (const secret of [orderId, customer.customerName, customer.customerEmail, customer.shippingAddress]) expect(body).not.toContain(secret);

    const anonymous = await placeSeen(first, [], customer, { "Idempotency-Key": key }, null);
    expect(anonymous.status).toBe(409);
    expect(await anonymous.text()).not.toContain(orderId);
    // the other cart is untouched and can still be ordered with a key of its own
    expect((await order(other)).status).toBe(201);
  });
});

describe("an order by someone who may not see prices is a quote request without amounts", () => {
  it.each(["anonymous", "pending", "rejected"] as const)("stores, answers and mails no amounts for %s, and flags it for sales", async (who) => {
    const p = await createProduct(app, { priceCents: 45_000, name: `Quote kit ${who}` });
    const sessionId = await cartWith([{ productId: p.id, quantity: 2 }]);
    let cookie: string | null = null;
    if (who !== "anonymous") {
      const u = await createUser(app.database.db, who);
      cookie = await signInCookie(app, u.email, u.password);
    }
    const res = await order(sessionId, customer, {}, cookie);
    expect(res.status).toBe(201);
    const text = await res.text();
    const receipt = JSON.parse(text);
    expect(receipt).toMatchObject({ subtotal: null, tax: null, shipping: null, total: null, requiresQuote: true });
    expect(withoutIdsAndTimes(text)).not.toMatch(/450|900|\$/);

    const [stored] = await app.database.db.select().from(orders).where(eq(orders.id, receipt.orderId));
    expect(stored).toMatchObject({ subtotalCents: 0, taxCents: 0, shippingCents: 0, totalCents: 0, requiresQuote: true });
    const items = await app.database.db.select().from(orderItems).where(eq(orderItems.orderId, receipt.orderId));
    expect(items).toEqual([expect.objectContaining({ quantity: 2, unitPriceCents: null, totalPriceCents: null })]);

    const mails = await mailsOf(receipt.orderNumber);
    const confirmation = mails.find((m) => m.kind === "order-confirmation")!;
    expect(confirmation.text).toContain(`2 × Quote kit ${who}`);
    expect(withoutIdsAndTimes(`${confirmation.subject}\n${confirmation.text}\n${confirmation.html ?? ""}`)).not.toMatch(/\$|450|900|Total/);
    const notice = mails.find((m) => m.kind === "order-notice")!;
    expect(notice.subject).toMatch(/^New quote request /);
    expect(notice.text).toContain("QUOTE REQUEST");
  });

  it("a user rejected while signed in can no longer order with prices, nor raise quantities", async () => {
    const admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const u = await createUser(app.database.db, "approved");
    const cookie = await signInCookie(app, u.email, u.password);
    const p = await createProduct(app, { priceCents: 20_000, name: "Revoked buyer's kit" });
    const sessionId = newCart();
    const item = await (await app.request("/api/cart", { method: "POST", json: { sessionId, productId: p.id, quantity: 1 }, cookie })).json();
    expect((await app.request(`/api/users/${u.user.id}/status`, { method: "PUT", json: { status: "rejected" }, cookie: admin })).status).toBe(200);

    const raised = await app.request(`/api/cart/${item.id}`, { method: "PUT", json: { quantity: 5 }, headers: { "X-Cart-Session": sessionId }, cookie });
    expect(raised.status).toBe(403);
    // what a client that still shows the old prices would send
    const res = await placeSeen(
      sessionId,
      [{ productId: p.id, quantity: 1, unitPrice: "$200.00", totalPrice: "$200.00" }],
      { ...customer, total: "266.00" },
      {},
      cookie,
    );
    expect(res.status).toBe(201);
    const receipt = await res.json();
    expect(receipt).toMatchObject({ total: null, requiresQuote: true });
    const confirmation = (await mailsOf(receipt.orderNumber)).find((m) => m.kind === "order-confirmation")!;
    expect(confirmation.text).not.toMatch(/\$/);
    const [stored] = await app.database.db.select().from(orders).where(eq(orders.id, receipt.orderId));
    expect(stored.totalCents).toBe(0);
  });
});

/** Random ids and timestamps can hold any digits ("…-4506-…"): amounts are looked for in the rest. */
function withoutIdsAndTimes(text: string) {
  // test products' SKUs carry Date.now() ("TEST-18-1795781989008"), whose digits may hold "900"
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<id>")
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, "<time>")
    .replace(/TEST-\d+-\d+/g, "<sku>");
}
