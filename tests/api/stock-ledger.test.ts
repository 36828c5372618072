import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { auditLog, mailOutbox, orderItems, orders } from "../../server/db/schema";
import { signedInAccount, signInCookie } from "../support/accounts";
import { createProduct, newCart, orderAsSeen } from "../support/catalogue";
import { createSentQuote } from "../support/quotes";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// Stock as a ledger (docs/decisions/037-stock-ledger.md): every order takes stock through the one
// order function, each line keeps what it took, and cancelling gives exactly that back.

const app = useTestApp({ FORM_RATE_LIMIT_MULTIPLIER: "100" });
let admin: string;
let buyer: { id: string; email: string; cookie: string };

beforeAll(async () => {
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  buyer = await signedInAccount(app);
});

/** What the admin reads: the exact stock and "in stock". */
async function stockAsAdminSees(productId: string) {
  const res = await app.request(`/api/products/${productId}`, { cookie: admin });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { stockQuantity: number; inStock: boolean };
  return { stockQuantity: body.stockQuantity, inStock: body.inStock };
}

const cancel = (orderId: string) => app.request(`/api/orders/${orderId}/status`, { method: "PUT", json: { status: "cancelled" }, cookie: admin });

async function acceptQuoteFor(lines: NonNullable<Parameters<typeof createSentQuote>[1]>["lines"]) {
  const { quote } = await createSentQuote(app.database.db, { userId: buyer.id, contactEmail: buyer.email, lines });
  const res = await app.request(`/api/quotes/${quote.id}/accept`, {
    method: "POST",
    json: { poNumber: "PO-LEDGER-1", shippingAddress: "Dept. of Chemistry, 1 Lab Road, Springfield 12345" },
    cookie: buyer.cookie,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { orderId: string; orderNumber: string };
}

const linesOf = (orderId: string) => app.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productName));

describe("accepting a quote takes stock", () => {
  it("stock 10, a quote for 3 accepted: 7; the order cancelled: 10, never 13", async () => {
    const kit = await createProduct(app, { priceCents: 110_000, stock: 10, name: "Ledger kit" });
    const { orderId } = await acceptQuoteFor([{ productId: kit.id, sku: kit.sku, name: kit.name, quantity: 3, unitPriceCents: 110_000 }]);
    expect(await stockAsAdminSees(kit.id)).toEqual({ stockQuantity: 7, inStock: true });
    expect((await linesOf(orderId))[0]).toMatchObject({ quantity: 3, stockTaken: 3, freeLine: false });

    expect((await cancel(orderId)).status).toBe(200);
    expect(await stockAsAdminSees(kit.id)).toEqual({ stockQuantity: 10, inStock: true });
    // nothing is left to give back: the lines hold nothing any more
    expect((await linesOf(orderId))[0].stockTaken).toBe(0);
  });

  it("a quote short of stock is accepted: it takes what is there, never below zero, and the buyer reads how many follow", async () => {
    const system = await createProduct(app, { priceCents: 9_900_000, stock: 2, name: "Built-to-order CE-MS system" });
    const { orderId, orderNumber } = await acceptQuoteFor([
      { productId: system.id, sku: system.sku, name: system.name, quantity: 5, unitPriceCents: 9_900_000 },
      { sku: "SVC-INSTALL", name: "On-site installation and training (2 days)", quantity: 1, unitPriceCents: 450_000 },
    ]);
    expect(await stockAsAdminSees(system.id)).toEqual({ stockQuantity: 0, inStock: false });
    const [systemLine, installation] = await linesOf(orderId);
    expect(systemLine).toMatchObject({ quantity: 5, stockTaken: 2 });
    // a free line takes nothing and stays a quoted item
    expect(installation).toMatchObject({ productId: null, freeLine: true, stockTaken: 0, productName: "On-site installation and training (2 days)" });

    const view = await (await app.request(`/api/account/orders/${orderNumber}`, { cookie: buyer.cookie })).json();
    const lines = view.lines as Array<{ productName: string; toFollow: number; freeLine: boolean }>;
    expect(lines.find((l) => l.productName === system.name)).toMatchObject({ toFollow: 3, freeLine: false });
    expect(lines.find((l) => l.freeLine)).toMatchObject({ toFollow: 0, productName: "On-site installation and training (2 days)" });
    // exact stock levels stay with admins: the buyer's view says what follows, not what is left
    expect(JSON.stringify(view)).not.toContain("stockQuantity");

    // the free line is a quoted item everywhere the order appears: e-mails, PDF, CSV
    const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderPdfId, orderId));
    expect(mails[0].text).toContain("1 × On-site installation and training (2 days) (Quoted item)");
    const pdf = await app.request(`/api/account/orders/${orderNumber}/pdf`, { cookie: buyer.cookie });
    expect(pdf.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true });
    expect(text).toContain("Quoted item");
    expect(text).not.toContain("SKU SVC-INSTALL");
    const csv = await (await app.request("/api/admin/orders.csv", { cookie: admin })).text();
    expect(csv).toContain("On-site installation and training (2 days) (Quoted item)");

    expect((await cancel(orderId)).status).toBe(200);
    expect(await stockAsAdminSees(system.id)).toEqual({ stockQuantity: 2, inStock: true });
  });

  it("records one 'created' audit row naming the source of the order", async () => {
    const kit = await createProduct(app, { priceCents: 5_000, stock: 4 });
    const { orderId } = await acceptQuoteFor([{ productId: kit.id, sku: kit.sku, name: kit.name, quantity: 1, unitPriceCents: 5_000 }]);
    const rows = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "order"), eq(auditLog.subjectId, orderId), eq(auditLog.action, "created")));
    expect(rows).toHaveLength(1);
    expect(rows[0].after).toMatchObject({ source: "quote", poNumber: "PO-LEDGER-1" });
  });
});

describe("checkout takes stock and cancelling gives it back", () => {
  async function checkout(productId: string, quantity: number) {
    const sessionId = newCart();
    const added = await app.request("/api/cart", { method: "POST", json: { sessionId, productId, quantity }, cookie: buyer.cookie });
    expect(added.status).toBe(201);
    return orderAsSeen(
      app,
      sessionId,
      { customerName: "Ledger Buyer", customerEmail: buyer.email, shippingAddress: "1 Lab Road, Springfield 12345, USA" },
      buyer.cookie,
    );
  }

  it("10 → 7 → 10, and the order's audit row names checkout", async () => {
    const kit = await createProduct(app, { priceCents: 2_500, stock: 10 });
    const placed = await checkout(kit.id, 3);
    expect(placed.status).toBe(201);
    const { orderId } = await placed.json();
    expect(await stockAsAdminSees(kit.id)).toEqual({ stockQuantity: 7, inStock: true });
    expect((await linesOf(orderId))[0].stockTaken).toBe(3);
    const [created] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, orderId), eq(auditLog.action, "created")));
    // 3 × $25.00 + 8 % tax + $50.00 shipping
    expect(created.after).toMatchObject({ source: "checkout", total: "131.00" });

    expect((await cancel(orderId)).status).toBe(200);
    expect(await stockAsAdminSees(kit.id)).toEqual({ stockQuantity: 10, inStock: true });
  });

  it("a shipped order's goods are gone: cancelling it gives nothing back", async () => {
    const kit = await createProduct(app, { priceCents: 2_500, stock: 10 });
    const { orderId } = await (await checkout(kit.id, 4)).json();
    for (const status of ["confirmed", "shipped", "cancelled"]) {
      expect((await app.request(`/api/orders/${orderId}/status`, { method: "PUT", json: { status }, cookie: admin })).status).toBe(200);
    }
    expect(await stockAsAdminSees(kit.id)).toEqual({ stockQuantity: 6, inStock: true });
  });

  it("refuses a checkout the stock no longer covers with 409 out_of_stock, and takes nothing", async () => {
    const kit = await createProduct(app, { priceCents: 2_500, stock: 5, name: "Scarce kit" });
    const sessionId = newCart();
    expect((await app.request("/api/cart", { method: "POST", json: { sessionId, productId: kit.id, quantity: 5 }, cookie: buyer.cookie })).status).toBe(201);
    // sold meanwhile by another order
    const other = await checkout(kit.id, 2);
    expect(other.status).toBe(201);
    const refused = await orderAsSeen(
      app,
      sessionId,
      { customerName: "Late Buyer", customerEmail: buyer.email, shippingAddress: "1 Lab Road, Springfield 12345, USA" },
      buyer.cookie,
    );
    expect(refused.status).toBe(409);
    expect(await stockAsAdminSees(kit.id)).toEqual({ stockQuantity: 3, inStock: true });
    expect(await app.database.db.select().from(orders).where(eq(orders.customerName, "Late Buyer"))).toHaveLength(0);
  });
});

describe("'in stock' follows the quantity", () => {
  const productForm = (sku: string, stockQuantity: string) => ({
    name: "Stock-zero kit",
    description: "A kit whose stock the admin sets to zero.",
    sku,
    price: "120.00",
    priceOnRequest: false,
    stockQuantity,
    // an older client still sends the whole form, the old box ticked
    inStock: true,
    featured: false,
  });

  it("stock 0 with the old box ticked: not in stock in the API, refused by the cart with out_of_stock", async () => {
    const sku = `ZERO-${Date.now()}`;
    const created = await app.request("/api/products", { method: "POST", json: productForm(sku, "4"), cookie: admin });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const updated = await app.request(`/api/products/${id}`, { method: "PUT", json: productForm(sku, "0"), cookie: admin });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ inStock: false, stockQuantity: 0 });
    expect((await (await app.request(`/api/products/${id}`)).json()).inStock).toBe(false);

    const add = await app.request("/api/cart", { method: "POST", json: { sessionId: newCart(), productId: id, quantity: 1 }, cookie: buyer.cookie });
    expect(add.status).toBe(409);
    expect(await add.json()).toEqual({ message: "Stock-zero kit is out of stock", code: "out_of_stock" });
  });

  it("a product priced on request is refused by the cart with 409 price_on_request", async () => {
    const system = await createProduct(app, { priceCents: null, name: "CE-MS system, configured to order" });
    const add = await app.request("/api/cart", { method: "POST", json: { sessionId: newCart(), productId: system.id, quantity: 1 }, cookie: buyer.cookie });
    expect(add.status).toBe(409);
    expect(await add.json()).toEqual({ message: "CE-MS system, configured to order is priced on request: please request a quote.", code: "price_on_request" });
  });
});
