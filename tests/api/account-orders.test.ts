import { and, eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { cartItems, mailOutbox, orderItems, orders, products } from "../../server/db/schema";
import { formatOrderNumber, ORDER_NUMBER_PATTERN } from "~/lib/order-number";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart, orderAsSeen } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp({ FORM_RATE_LIMIT_MULTIPLIER: "100" });
let buyer: string;
let buyerId: string;
let other: string;
let pending: string;
let admin: string;

beforeAll(async () => {
  const a = await createUser(app.database.db, "approved");
  buyer = await signInCookie(app, a.email, a.password);
  buyerId = a.user.id;
  const b = await createUser(app.database.db, "approved");
  other = await signInCookie(app, b.email, b.password);
  const p = await createUser(app.database.db, "pending");
  pending = await signInCookie(app, p.email, p.password);
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
});

const form = {
  customerName: "Dr. Rosalind Franklin",
  // not the account's e-mail: the order still belongs to the account
  customerEmail: "purchasing@lab.example.org",
  customerCompany: "King's Lab",
  customerPhone: "+44 20 5555 0199",
  shippingAddress: "Strand, London WC2R 2LS, United Kingdom",
  billingAddress: "",
  notes: "Deliver to goods-in",
  poNumber: "  PO-4711-B  ",
};

/** A cart of `lines` filled by `cookie` (an approved account), then ordered as seen; the receipt. */
async function placeOrder(cookie: string | undefined, lines: Array<{ productId: string; quantity: number }>, orderData: Record<string, unknown> = form) {
  const sessionId = newCart();
  for (const line of lines) {
    // anonymous and pending visitors cannot add to a cart (spec): their lines are put in by SQL
    if (cookie && cookie !== pending) {
      const res = await app.request("/api/cart", { method: "POST", json: { sessionId, ...line }, cookie });
      expect(res.status).toBe(201);
    } else {
      await app.database.db.insert(cartItems).values({ sessionId, ...line });
    }
  }
  const res = await orderAsSeen(app, sessionId, { ...orderData, status: "pending" }, cookie);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { orderId: string; orderNumber: string; confirmationPath: string | null; poNumber: string | null; total: string | null };
}

async function pdfText(res: Response) {
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

const mailsOf = (orderNumber: string) =>
  app.database.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.subject} like ${`%${orderNumber}%`}`);

describe("order numbers and ownership", () => {
  it("numbers each order SO-<year>-<sequence>, keeps orderId beside it and gives it to the signed-in account", async () => {
    const kit = await createProduct(app, { priceCents: 25_000 });
    const first = await placeOrder(buyer, [{ productId: kit.id, quantity: 1 }]);
    const second = await placeOrder(buyer, [{ productId: kit.id, quantity: 1 }]);
    expect(first.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(first.orderId).toMatch(/^[0-9a-f-]{36}$/);
    const year = new Date().getUTCFullYear();
    const sequence = Number(first.orderNumber.split("-")[2]);
    expect(first.orderNumber).toBe(formatOrderNumber(year, sequence));
    expect(second.orderNumber).toBe(formatOrderNumber(year, sequence + 1));
    expect(first.poNumber).toBe("PO-4711-B");
    expect(first.confirmationPath).toBe(`/account/orders/${first.orderNumber}`);
    const [stored] = await app.database.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(stored).toMatchObject({ userId: buyerId, customerEmail: "purchasing@lab.example.org", poNumber: "PO-4711-B", confirmationTokenHash: null });
  });

  it("refuses a PO number over 50 characters with the schema's message", async () => {
    const kit = await createProduct(app, { priceCents: 1_000 });
    const sessionId = newCart();
    await app.request("/api/cart", { method: "POST", json: { sessionId, productId: kit.id, quantity: 1 }, cookie: buyer });
    const res = await orderAsSeen(app, sessionId, { ...form, poNumber: "P".repeat(51), status: "pending" }, buyer);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("PO number is too long");
  });
});

describe("GET /api/account/orders", () => {
  it("answers 401 signed out", async () => {
    const res = await app.request("/api/account/orders");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Please sign in first", code: "not_signed_in" });
  });

  it("lists the account's own orders, newest first, with status, date and total", async () => {
    const kit = await createProduct(app, { priceCents: 10_000 });
    const mine = await placeOrder(buyer, [{ productId: kit.id, quantity: 2 }]);
    const theirs = await placeOrder(other, [{ productId: kit.id, quantity: 1 }]);
    const res = await app.request("/api/account/orders", { cookie: buyer });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const list = (await res.json()) as Array<{ orderNumber: string; total: string | null; status: string; itemCount: number; createdAt: string }>;
    expect(list[0]).toMatchObject({ orderNumber: mine.orderNumber, status: "pending", itemCount: 2, total: "$266.00", poNumber: "PO-4711-B" });
    expect(list.map((o) => o.orderNumber)).not.toContain(theirs.orderNumber);
  });

  it("shows no amounts to a pending account, whose orders are quote requests", async () => {
    const kit = await createProduct(app, { priceCents: 10_000 });
    const quote = await placeOrder(pending, [{ productId: kit.id, quantity: 1 }]);
    expect(quote.total).toBeNull();
    const list = await (await app.request("/api/account/orders", { cookie: pending })).json();
    expect(list).toEqual([expect.objectContaining({ orderNumber: quote.orderNumber, total: null })]);
    const detail = await (await app.request(`/api/account/orders/${quote.orderNumber}`, { cookie: pending })).text();
    expect(detail).not.toMatch(/\$\d/);
  });
});

describe("GET /api/account/orders/{orderNumber}", () => {
  it("says To be quoted (total null) for an order with a price-on-request line, keeping the priced lines' amounts", async () => {
    // such orders were placed before checkout refused price-on-request products (they are quoted now)
    const priced = await createProduct(app, { priceCents: 10_000, name: "Priced line" });
    const quoted = await createProduct(app, { priceCents: 5_000, name: "Quoted line" });
    const placed = await placeOrder(buyer, [
      { productId: priced.id, quantity: 1 },
      { productId: quoted.id, quantity: 1 },
    ]);
    const { db } = app.database;
    await db
      .update(orderItems)
      .set({ unitPriceCents: null, totalPriceCents: null })
      .where(and(eq(orderItems.orderId, placed.orderId), eq(orderItems.productId, quoted.id)));
    await db
      .update(orders)
      .set({ requiresQuote: true, subtotalCents: 10_000, taxCents: 0, shippingCents: 0, totalCents: 0 })
      .where(eq(orders.id, placed.orderId));
    const list = (await (await app.request("/api/account/orders", { cookie: buyer })).json()) as Array<{ orderNumber: string; total: string | null }>;
    expect(list.find((o) => o.orderNumber === placed.orderNumber)?.total).toBeNull();
    const order = await (await app.request(`/api/account/orders/${placed.orderNumber}`, { cookie: buyer })).json();
    expect(order).toMatchObject({ requiresQuote: true, subtotal: "$100.00", tax: null, shipping: null, total: null });
    const byName = Object.fromEntries(order.lines.map((l: { productName: string }) => [l.productName, l]));
    expect(byName["Priced line"]).toMatchObject({ unitPrice: "$100.00", lineTotal: "$100.00" });
    expect(byName["Quoted line"]).toMatchObject({ unitPrice: null, lineTotal: null });
  });

  it("shows lines, amounts, addresses, PO number, notes and the status timeline", async () => {
    const kit = await createProduct(app, { priceCents: 45_000, name: "Timeline kit" });
    const placed = await placeOrder(buyer, [{ productId: kit.id, quantity: 2 }]);
    const res = await app.request(`/api/account/orders/${placed.orderNumber.toLowerCase()}`, { cookie: buyer });
    expect(res.status).toBe(200);
    const order = await res.json();
    expect(order).toMatchObject({
      orderNumber: placed.orderNumber,
      orderId: placed.orderId,
      poNumber: "PO-4711-B",
      notes: "Deliver to goods-in",
      shippingAddress: form.shippingAddress,
      subtotal: "$900.00",
      tax: "$72.00",
      shipping: "$50.00",
      total: "$1,022.00",
      lines: [{ productName: "Timeline kit", sku: kit.sku, quantity: 2, unitPrice: "$450.00", lineTotal: "$900.00", productId: kit.id }],
    });
    expect(order.timeline.map((t: { status: string }) => t.status)).toEqual(["pending"]);
  });

  it("answers 404 for another account's order, 401 signed out, 404 for a number that is not one", async () => {
    const kit = await createProduct(app, { priceCents: 1_000 });
    const placed = await placeOrder(buyer, [{ productId: kit.id, quantity: 1 }]);
    for (const path of [`/api/account/orders/${placed.orderNumber}`, `/api/account/orders/${placed.orderNumber}/pdf`]) {
      const theirs = await app.request(path, { cookie: other });
      expect(theirs.status).toBe(404);
      expect(await theirs.json()).toEqual({ message: "Order not found", code: "order_not_found" });
      expect((await app.request(path)).status).toBe(401);
    }
    // the admin sees every order in the admin, not as their own
    expect((await app.request(`/api/account/orders/${placed.orderNumber}`, { cookie: admin })).status).toBe(404);
    for (const bad of [placed.orderId, "SO-1", "%27%20or%201=1", "x".repeat(300)]) {
      expect((await app.request(`/api/account/orders/${bad}`, { cookie: buyer })).status).toBe(404);
    }
  });
});

describe("the order confirmation PDF", () => {
  it("holds the order number, PO number, lines and amounts", async () => {
    const kit = await createProduct(app, { priceCents: 12_345, name: "PDF capillary" });
    const placed = await placeOrder(buyer, [{ productId: kit.id, quantity: 3 }]);
    const res = await app.request(`/api/account/orders/${placed.orderNumber}/pdf`, { cookie: buyer });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe(`inline; filename="${placed.orderNumber}.pdf"`);
    const text = await pdfText(res);
    expect(text).toContain(`Order confirmation ${placed.orderNumber}`);
    expect(text).toContain("PO number: PO-4711-B");
    expect(text).toContain("PDF capillary");
    expect(text).toContain(kit.sku);
    expect(text).toContain("$123.45");
    expect(text).toContain("$370.35");
    expect(text).toContain("Strand, London WC2R 2LS");
  });

  it("carries no amounts for a viewer who may not see prices", async () => {
    const kit = await createProduct(app, { priceCents: 12_345, name: "Quoted capillary" });
    const placed = await placeOrder(pending, [{ productId: kit.id, quantity: 1 }]);
    const text = await pdfText(await app.request(`/api/account/orders/${placed.orderNumber}/pdf`, { cookie: pending }));
    expect(text).toContain(placed.orderNumber);
    expect(text).toContain("Quoted capillary");
    expect(text).toContain("To be quoted");
    expect(text).not.toMatch(/\$\d/);
  });
});

describe("a guest's confirmation link", () => {
  it("is an unguessable token, stored hashed, that shows the order again and is in the e-mail", async () => {
    const kit = await createProduct(app, { priceCents: 5_000, name: "Guest kit" });
    const placed = await placeOrder(undefined, [{ productId: kit.id, quantity: 1 }], { ...form, customerEmail: "guest@lab.example.org" });
    expect(placed.confirmationPath).toMatch(/^\/orders\/confirmation\/[A-Za-z0-9_-]{43}$/);
    const token = placed.confirmationPath!.split("/").pop()!;
    const [stored] = await app.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(stored.userId).toBeNull();
    expect(stored.confirmationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const res = await app.request(`/api/order-confirmations/${token}`);
    expect(res.status).toBe(200);
    const order = await res.json();
    expect(order).toMatchObject({
      orderNumber: placed.orderNumber,
      total: null,
      lines: [expect.objectContaining({ productName: "Guest kit", unitPrice: null })],
    });
    const pdf = await app.request(`/api/order-confirmations/${token}/pdf`);
    expect(await pdfText(pdf)).toContain(placed.orderNumber);

    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await app.request(`/api/order-confirmations/${forged}`)).status).toBe(404);
    expect((await app.request(`/api/order-confirmations/short`)).status).toBe(404);

    const [confirmation] = (await mailsOf(placed.orderNumber)).filter((m) => m.kind === "order-confirmation");
    expect(confirmation.text).toContain(`http://localhost:3000${placed.confirmationPath}`);
    // a guest's order is a quote request: it is not called an order confirmation
    expect(confirmation.subject).toBe(
      `Quote request received ${placed.orderNumber} — CE-MS Company`.replace("CE-MS Company", confirmation.subject.split(" — ")[1]),
    );
    expect(confirmation.subject).not.toMatch(/Order confirmation/);
  });
});

describe("e-mails at each step", () => {
  it("confirmation and sales notice carry the number and PO; the notice's Reply-To is the customer", async () => {
    const kit = await createProduct(app, { priceCents: 10_000 });
    const placed = await placeOrder(buyer, [{ productId: kit.id, quantity: 1 }]);
    const mails = await mailsOf(placed.orderNumber);
    const confirmation = mails.find((m) => m.kind === "order-confirmation")!;
    const notice = mails.find((m) => m.kind === "order-notice")!;
    expect(confirmation.subject).toMatch(new RegExp(`^Order confirmation ${placed.orderNumber} — `));
    expect(confirmation.text).toContain(`Order number: ${placed.orderNumber}`);
    expect(confirmation.text).toContain("Your PO number: PO-4711-B");
    expect(confirmation.text).toContain(`http://localhost:3000/account/orders/${placed.orderNumber}`);
    expect(notice.subject).toBe(`New order ${placed.orderNumber} from Dr. Rosalind Franklin`);
    expect(notice.replyTo).toBe("purchasing@lab.example.org");
    expect(notice.text).toContain("PO number: PO-4711-B");
  });

  it("tells the customer of confirmed, shipped (with the tracking reference) and cancelled, without amounts, and records the timeline", async () => {
    const kit = await createProduct(app, { priceCents: 10_000 });
    const placed = await placeOrder(buyer, [{ productId: kit.id, quantity: 1 }]);
    const put = (json: unknown) => app.request(`/api/orders/${placed.orderId}/status`, { method: "PUT", json, cookie: admin });
    expect((await put({ status: "confirmed", trackingReference: "1Z999" })).status).toBe(400);
    const tooLong = await put({ status: "shipped", trackingReference: "1".repeat(101) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).message).toBe("Tracking reference must be at most 100 characters");
    expect((await put({ status: "confirmed" })).status).toBe(200);
    const shipped = await put({ status: "shipped", trackingReference: "  1Z999AA10123456784 " });
    expect(shipped.status).toBe(200);
    expect(await shipped.json()).toMatchObject({ orderNumber: placed.orderNumber, trackingReference: "1Z999AA10123456784" });
    expect((await put({ status: "cancelled" })).status).toBe(200);

    const mails = (await mailsOf(placed.orderNumber)).filter((m) => m.kind.startsWith("order-") && !["order-confirmation", "order-notice"].includes(m.kind));
    const byKind = Object.fromEntries(mails.map((m) => [m.kind, m]));
    expect(Object.keys(byKind).sort()).toEqual(["order-cancelled", "order-confirmed", "order-shipped"]);
    for (const mail of mails) {
      expect(mail.to).toBe("purchasing@lab.example.org");
      expect(mail.text).toContain(`Order number: ${placed.orderNumber}`);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\$\d/);
    }
    expect(byKind["order-confirmed"].subject).toMatch(new RegExp(`^Order ${placed.orderNumber} confirmed — `));
    expect(byKind["order-shipped"].subject).toMatch(new RegExp(`^Order ${placed.orderNumber} shipped — `));
    expect(byKind["order-shipped"].text).toContain("Tracking reference: 1Z999AA10123456784");
    expect(byKind["order-cancelled"].subject).toMatch(new RegExp(`^Order ${placed.orderNumber} cancelled — `));

    const order = await (await app.request(`/api/account/orders/${placed.orderNumber}`, { cookie: buyer })).json();
    expect(order.timeline.map((t: { status: string }) => t.status)).toEqual(["pending", "confirmed", "shipped", "cancelled"]);
    expect(order.trackingReference).toBe("1Z999AA10123456784");
  });

  it("sends no amounts to a pending buyer", async () => {
    const kit = await createProduct(app, { priceCents: 10_000 });
    const placed = await placeOrder(pending, [{ productId: kit.id, quantity: 1 }]);
    const confirmation = (await mailsOf(placed.orderNumber)).find((m) => m.kind === "order-confirmation")!;
    expect(confirmation.subject).toMatch(/^Quote request received SO-/);
    expect(`${confirmation.subject}\n${confirmation.text}`).not.toMatch(/\$\d/);
  });
});

describe("POST /api/account/orders/{orderNumber}/reorder", () => {
  it("adds what can be bought, with old and today's price, and names every line it cannot add", async () => {
    const db = app.database.db;
    const raised = await createProduct(app, { priceCents: 10_000, name: "Raised kit" });
    const gone = await createProduct(app, { priceCents: 2_000, name: "Gone kit" });
    const soldOut = await createProduct(app, { priceCents: 3_000, name: "Sold-out kit" });
    const nowQuoted = await createProduct(app, { priceCents: 4_000, name: "Now-quoted kit" });
    const placed = await placeOrder(buyer, [
      { productId: raised.id, quantity: 2 },
      { productId: gone.id, quantity: 1 },
      { productId: soldOut.id, quantity: 1 },
      { productId: nowQuoted.id, quantity: 1 },
    ]);
    await db.update(products).set({ priceCents: 12_500 }).where(eq(products.id, raised.id));
    await db.delete(products).where(eq(products.id, gone.id));
    await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, soldOut.id));
    await db.update(products).set({ priceCents: null, priceOnRequest: true }).where(eq(products.id, nowQuoted.id));

    const sessionId = newCart();
    const res = await app.request(`/api/account/orders/${placed.orderNumber}/reorder`, { method: "POST", json: { sessionId }, cookie: buyer });
    expect(res.status).toBe(200);
    const result = await res.json();
    expect(result.added).toBe(1);
    const byName = Object.fromEntries(result.lines.map((l: { productName: string }) => [l.productName, l]));
    expect(byName["Raised kit"]).toMatchObject({
      quantity: 2,
      oldPrice: "$100.00",
      currentPrice: "$125.00",
      availability: "In stock",
      added: true,
      reason: null,
    });
    expect(byName["Gone kit"]).toMatchObject({ added: false, availability: "No longer sold", reason: "Gone kit is no longer sold", oldPrice: "$20.00" });
    expect(byName["Sold-out kit"]).toMatchObject({ added: false, availability: "Out of stock", reason: "Sold-out kit is out of stock" });
    expect(byName["Now-quoted kit"]).toMatchObject({
      added: false,
      currentPrice: null,
      reason: "The price of Now-quoted kit is now on request: please ask us for a quote",
    });

    const cart = await (await app.request(`/api/cart/${sessionId}`, { cookie: buyer })).json();
    expect(cart.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual([[raised.id, 2]]);
  });

  it("is 404 for another account's order, 401 signed out, 400 without a cart", async () => {
    const kit = await createProduct(app, { priceCents: 1_000 });
    const placed = await placeOrder(buyer, [{ productId: kit.id, quantity: 1 }]);
    const path = `/api/account/orders/${placed.orderNumber}/reorder`;
    const sessionId = newCart();
    expect((await app.request(path, { method: "POST", json: { sessionId }, cookie: other })).status).toBe(404);
    expect(await app.database.db.select().from(cartItems).where(eq(cartItems.sessionId, sessionId))).toEqual([]);
    expect((await app.request(path, { method: "POST", json: { sessionId } })).status).toBe(401);
    const bad = await app.request(path, { method: "POST", json: { sessionId: "nope" }, cookie: buyer });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Invalid cart session id" });
  });

  it("adds nothing for a pending account and says why", async () => {
    const kit = await createProduct(app, { priceCents: 1_000, name: "Pending kit" });
    const placed = await placeOrder(pending, [{ productId: kit.id, quantity: 1 }]);
    const res = await app.request(`/api/account/orders/${placed.orderNumber}/reorder`, { method: "POST", json: { sessionId: newCart() }, cookie: pending });
    const result = await res.json();
    expect(result).toMatchObject({
      added: 0,
      lines: [{ productName: "Pending kit", added: false, oldPrice: null, currentPrice: null, reason: "Only approved accounts can add items to the cart" }],
    });
  });
});
