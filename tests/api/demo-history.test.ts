import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultBrand } from "~/content/brand";
import { effectiveQuoteStatus } from "~/lib/quote-status";
import { DEMO_HISTORY_FIRST_PO, seedDemoHistory } from "../../server/db/demo-history";
import {
  accountPrices,
  accountTerms,
  auditLog,
  mailOutbox,
  orderItems,
  orderStatusChanges,
  orders,
  organisationMembers,
  products,
  quotes,
  users,
} from "../../server/db/schema";
import { DEMO_ACCOUNTS, seedDemoAccounts, seedDemoData, seedDemoLots } from "../../server/db/seed";
import { getAdminOrder } from "../../server/services/orders/order-admin";
import { readPoDocumentBytes } from "../../server/services/quotes/po-documents";
import { inspectPdf } from "../../server/uploads/pdf-inspection";
import { signInCookie } from "../support/accounts";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp();
const DAY = 86_400_000;
const HISTORY_EMAILS = ["approved.customer@example.com", "net30.customer@example.com", "prepaid.customer@example.com"];
const context = () => ({ brand: defaultBrand, origin: "http://localhost:3000", adminEmail: TEST_ADMIN.email });

/** How many rows each table the history writes to holds. */
async function counts() {
  const { db } = app.database;
  const rows = await Promise.all(
    [orders, orderItems, orderStatusChanges, quotes, auditLog, accountPrices].map(async (table) => (await db.select({ n: count() }).from(table))[0].n),
  );
  return rows;
}

let seededAt: number;
let stockBefore: Map<string, number>;

beforeAll(async () => {
  const { db } = app.database;
  await seedDemoData(db);
  await seedDemoAccounts(db, "demo-customer-password");
  await seedDemoLots(db);
  stockBefore = new Map((await db.select({ sku: products.sku, stock: products.stockQuantity }).from(products)).map((p) => [p.sku, p.stock]));
  seededAt = Date.now();
  expect(await seedDemoHistory(db, context())).toEqual({ seeded: true });
});

const historyOrders = () =>
  app.database.db
    .select()
    .from(orders)
    .where(inArray(sql`lower(${orders.customerEmail})`, HISTORY_EMAILS))
    .orderBy(asc(orders.createdAt));

describe("the demo history", () => {
  it("belongs to approved demo accounts, two of them with terms: net 30 with a discount and a price list, and prepaid", async () => {
    const { db } = app.database;
    for (const email of ["net30.customer@example.com", "prepaid.customer@example.com"]) {
      expect(DEMO_ACCOUNTS.find((a) => a.email === email)?.status).toBe("approved");
    }
    const terms = await db
      .select({ email: users.email, paymentTerms: accountTerms.paymentTerms, poRequired: accountTerms.poRequired, discount: accountTerms.discountBasisPoints })
      .from(accountTerms)
      .innerJoin(organisationMembers, eq(organisationMembers.organisationId, accountTerms.organisationId))
      .innerJoin(users, eq(users.id, organisationMembers.userId));
    expect(terms).toEqual(
      expect.arrayContaining([
        { email: "net30.customer@example.com", paymentTerms: "net-30", poRequired: true, discount: 500 },
        { email: "prepaid.customer@example.com", paymentTerms: "prepaid", poRequired: false, discount: 0 },
      ]),
    );
    const prices = await db
      .select({ sku: products.sku, cents: accountPrices.priceCents })
      .from(accountPrices)
      .innerJoin(products, eq(products.id, accountPrices.productId));
    expect(prices).toEqual(expect.arrayContaining([{ sku: "CAP-LPA-50-100", cents: 26_500 }]));
    // the terms apply to what the account was charged: its own price for the capillary
    const [first] = await historyOrders();
    expect(first.poNumber).toBe(DEMO_HISTORY_FIRST_PO);
    expect(first.paymentTerms).toBe("net-30");
    const [line] = await db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, first.id), eq(orderItems.sku, "CAP-LPA-50-100")));
    expect(line.unitPriceCents).toBe(26_500);
  });

  it("has orders in every status, at least one cancelled, with their status history", async () => {
    const list = await historyOrders();
    expect(new Set(list.map((o) => o.status))).toEqual(new Set(["pending", "confirmed", "shipped", "completed", "cancelled"]));
    expect(list.filter((o) => o.status === "cancelled").length).toBeGreaterThanOrEqual(1);
    for (const order of list) {
      const timeline = await app.database.db
        .select()
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, order.id))
        .orderBy(asc(orderStatusChanges.createdAt));
      expect(timeline[0].status).toBe("pending");
      expect(timeline[0].createdAt.getTime()).toBe(order.createdAt.getTime());
      expect(timeline.at(-1)!.status).toBe(order.status);
    }
  });

  it("ships with each carrier, a tracking reference and lots whose quantities make up every lot-tracked line", async () => {
    const gone = (await historyOrders()).filter((o) => o.status === "shipped" || o.status === "completed");
    expect(new Set(gone.map((o) => o.carrier))).toEqual(new Set(["ups", "fedex", "dhl-express", "usps"]));
    let lotTrackedLines = 0;
    let splitLines = 0;
    for (const { id } of gone) {
      const order = (await getAdminOrder(app.database.db, id))!;
      expect(order.trackingReference).toBeTruthy();
      expect(order.trackingUrl).toMatch(/^https:\/\//);
      for (const item of order.items.filter((i) => i.lotTracked)) {
        lotTrackedLines++;
        if (item.lots.length > 1) splitLines++;
        expect(item.lots.reduce((sum, lot) => sum + (lot.quantity ?? 0), 0)).toBe(item.quantity);
      }
    }
    expect(lotTrackedLines).toBeGreaterThan(3);
    expect(splitLines).toBeGreaterThanOrEqual(1);
  });

  it("has quotes in every status, and the accepted one's PO document is stored, a PDF the upload's inspection accepts", async () => {
    const { db } = app.database;
    const list = await db.select().from(quotes);
    expect(new Set(list.map((q) => effectiveQuoteStatus(q)))).toEqual(new Set(["requested", "sent", "accepted", "declined", "expired", "superseded"]));
    const accepted = list.find((q) => q.status === "accepted")!;
    expect(accepted.poNumber).toBeTruthy();
    expect(accepted.orderId).toBeTruthy();
    const document = (await readPoDocumentBytes(db, accepted.poDocumentId!))!;
    expect(document.name).toBe(`${accepted.poNumber}.pdf`);
    expect(document.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await inspectPdf(document.bytes)).verdict).toBe("ok");
    // sales downloads it from the quote
    const cookie = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const download = await app.request(`/api/admin/quotes/${accepted.id}/po-document`, { cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(document.bytes)).toBe(true);
    // its order carries the quote's free line and was shipped like the others
    const order = (await getAdminOrder(db, accepted.orderId!))!;
    expect(order.quoteId).toBe(accepted.id);
    const [free] = await db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.freeLine, true)));
    expect(free.productName).toBe("Method transfer workshop, one day on site");
    expect(order.status).toBe("completed");
  });

  it("spreads over the last six months, numbers following dates, and its audit rows carry the dates of their events", async () => {
    const { db } = app.database;
    const list = await historyOrders();
    const oldest = seededAt - list[0].createdAt.getTime();
    const newest = seededAt - list.at(-1)!.createdAt.getTime();
    expect(oldest).toBeGreaterThan(170 * DAY);
    expect(oldest).toBeLessThan(185 * DAY);
    expect(newest).toBeGreaterThan(0);
    expect(newest).toBeLessThan(3 * DAY);
    const months = new Set(list.map((o) => o.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    const numbers = list.map((o) => o.orderNumber);
    expect(numbers).toEqual([...numbers].sort());

    for (const order of list) {
      const [created] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectType, "order"), eq(auditLog.subjectId, order.id), eq(auditLog.action, "created")));
      expect(created.at.getTime()).toBe(order.createdAt.getTime());
    }
    const actions = await db.select({ type: auditLog.subjectType, action: auditLog.action, at: auditLog.at }).from(auditLog);
    for (const [type, action] of [
      ["order", "status-changed"],
      ["order", "lots-recorded"],
      ["quote", "sent"],
      ["quote", "accepted"],
      ["quote", "declined"],
      ["quote", "superseded"],
      ["account-terms", "terms-set"],
    ]) {
      expect(actions.some((a) => a.type === type && a.action === action)).toBe(true);
    }
    // nothing of it is dated today: every row was moved back to its event
    expect(actions.filter((a) => seededAt - a.at.getTime() < 12 * 3600_000)).toEqual([]);
    const decided = (await db.select().from(quotes)).filter((q) => q.decidedAt);
    for (const quote of decided) expect(seededAt - quote.decidedAt!.getTime()).toBeGreaterThan(30 * DAY);
  });

  it("queues no e-mail (its messages are the past) and leaves the demo stock for the journeys", async () => {
    const { db } = app.database;
    expect((await db.select({ n: count() }).from(mailOutbox))[0].n).toBe(0);
    const stock = new Map((await db.select({ sku: products.sku, stock: products.stockQuantity }).from(products)).map((p) => [p.sku, p.stock]));
    // a cancelled order gave back what it took
    expect(stock.get("CAP-KIT-STR")).toBe(stockBefore.get("CAP-KIT-STR"));
    for (const [sku, before] of stockBefore) {
      expect(stock.get(sku)).toBeLessThanOrEqual(before);
      expect(stock.get(sku)).toBeGreaterThanOrEqual(Math.floor(before * 0.8));
    }
  });

  it("adds nothing when seeded again", async () => {
    const before = await counts();
    expect(await seedDemoHistory(app.database.db, context())).toEqual({ seeded: false, reason: "the demo history exists" });
    expect(await counts()).toEqual(before);
  });
});
