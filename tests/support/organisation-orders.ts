import { eq, sql } from "drizzle-orm";
import { approvalRequests, mailOutbox, orders } from "../../server/db/schema";
import { newCart, seenCartItems } from "./catalogue";
import type { TestApp } from "./test-app";

/** A checkout's contact and address, as a member types them. */
export const CHECKOUT = {
  customerName: "Dr. Barbara McClintock",
  customerEmail: "barbara@lab.example.org",
  customerCompany: "Cold Spring Lab",
  shippingAddress: "1 Bungtown Road, Cold Spring Harbor, NY 11724",
};

/** A new cart of `cookie` holding `quantity` of `productId`. */
export async function cartOf(app: TestApp, cookie: string, productId: string, quantity = 1) {
  const sessionId = newCart();
  const res = await app.request("/api/cart", { method: "POST", cookie, json: { sessionId, productId, quantity } });
  if (res.status !== 201) throw new Error(`adding to the cart answered ${res.status}: ${await res.text()}`);
  return sessionId;
}

/** POST /api/orders of the cart as `cookie` sees it, with extra checkout fields (costCentre, glCode, poNumber) and headers. */
export async function checkout(app: TestApp, cookie: string, sessionId: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const items = await seenCartItems(app, sessionId, cookie);
  return app.request("/api/orders", { method: "POST", cookie, headers, json: { orderData: { ...CHECKOUT, ...extra }, items, sessionId } });
}

/** A cart of one product ordered at once by `cookie`. */
export async function orderOne(app: TestApp, cookie: string, productId: string, extra: Record<string, unknown> = {}) {
  return checkout(app, cookie, await cartOf(app, cookie, productId), extra);
}

export async function countOrdersOf(app: TestApp, organisationId: string) {
  const [row] = await app.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.organisationId, organisationId));
  return row.n;
}

export async function requestRow(app: TestApp, id: string) {
  const [row] = await app.database.db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  return row;
}

/** The outbox's messages to `to` (the newest last). */
export async function mailsTo(app: TestApp, to: string) {
  return app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
}
