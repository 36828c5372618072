import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, orderItems, orders, poDocuments, quotes } from "../../server/db/schema";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct } from "../support/catalogue";
import { ordinaryPdf } from "../support/pdf-fixtures";
import { createSentQuote, daysFromToday } from "../support/quotes";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp({ FORM_RATE_LIMIT_MULTIPLIER: "100" });
type Account = { id: string; email: string; cookie: string };
let owner: Account;
let other: Account;
let pending: Account;
let admin: string;

async function account(status: "approved" | "pending"): Promise<Account> {
  const u = await createUser(app.database.db, status);
  return { id: u.user.id, email: u.email, cookie: await signInCookie(app, u.email, u.password) };
}

beforeAll(async () => {
  owner = await account("approved");
  other = await account("approved");
  pending = await account("pending");
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
});

const acceptance = { poNumber: "PO-2026-77", shippingAddress: "Dept. of Chemistry, 1 Lab Road, Springfield 12345" };
const accept = (quoteId: string, init: { cookie?: string; json?: unknown; headers?: Record<string, string>; body?: BodyInit } = {}) =>
  app.request(`/api/quotes/${quoteId}/accept`, { method: "POST", ...(init.body ? {} : { json: init.json ?? acceptance }), ...init });
const quoteRow = async (id: string) => (await app.database.db.select().from(quotes).where(eq(quotes.id, id)))[0];
const ordersOf = (quoteId: string) => app.database.db.select().from(orders).where(eq(orders.quoteId, quoteId));
const auditOf = (quoteId: string) =>
  app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, "quote"), eq(auditLog.subjectId, quoteId)));

/** A multipart accept form with a PO document. */
function withDocument(bytes: Uint8Array<ArrayBuffer>, type: string, name = "po.pdf", fields: Record<string, string> = acceptance) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("poDocument", new File([bytes], name, { type }));
  return form;
}
const pdfBytes = (size = 2_000) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
};

describe("accepting a quote", () => {
  it("creates the order with exactly the quoted amounts, terms and lines, in My orders, with the confirmation, the audit record and the quote accepted", async () => {
    const kit = await createProduct(app, { priceCents: 999_999 });
    const { quote } = await createSentQuote(app.database.db, {
      userId: owner.id,
      contactEmail: owner.email,
      lines: [
        { productId: kit.id, sku: kit.sku, name: kit.name, quantity: 3, unitPriceCents: 33_333, discountBasisPoints: 1_250 },
        { quantity: 1, unitPriceCents: 120_000 },
      ],
      shippingCents: 4_200,
      taxBasisPoints: 0,
      taxExemptionCertificate: "EX-CERT-99",
      paymentTerms: "net-60",
    });
    const res = await accept(quote.id, { cookie: owner.cookie });
    expect(res.status, await res.clone().text()).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      orderNumber: expect.stringMatching(/^SO-\d{4}-\d{6}$/),
      created: true,
      confirmationPath: `/account/orders/${body.orderNumber}`,
    });

    const [order] = await ordersOf(quote.id);
    // 3 × 333.33 = 999.99 − 12.5 % = 874.99125 → 874.99; + 1,200.00
    expect(order).toMatchObject({
      orderNumber: body.orderNumber,
      userId: owner.id,
      subtotalCents: 87_499 + 120_000,
      taxCents: 0,
      shippingCents: 4_200,
      totalCents: 87_499 + 120_000 + 4_200,
      paymentTerms: "net-60",
      taxExemptionCertificate: "EX-CERT-99",
      poNumber: "PO-2026-77",
      requiresQuote: false,
    });
    expect(order.totalCents).toBe(quote.totalCents);
    const items = await app.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => [i.sku, i.quantity, i.unitPriceCents, i.totalPriceCents]).sort()).toEqual(
      [
        [kit.sku, 3, 29_166, 87_499],
        ["QX-2", 1, 120_000, 120_000],
      ].sort(),
    );

    const after = await quoteRow(quote.id);
    expect(after).toMatchObject({ status: "accepted", orderId: order.id, poNumber: "PO-2026-77" });
    expect(after.decidedAt).toBeInstanceOf(Date);
    const audit = await auditOf(quote.id);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([["accepted", owner.id]]);

    const mine = await (await app.request("/api/account/orders", { cookie: owner.cookie })).json();
    expect(mine).toEqual([expect.objectContaining({ orderNumber: order.orderNumber, total: "$2,116.99" })]);
    const adminList = await (await app.request("/api/orders", { cookie: admin })).json();
    expect(JSON.stringify(adminList)).toContain(order.orderNumber);
    const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    expect(mails.filter((m) => m.kind === "order-confirmation" && m.subject.includes(order.orderNumber))).toHaveLength(1);
  });

  it("keeps the quote's own tax rate on the order: its page, PDF and e-mail say 'Tax (7.25%)', not the spec's 8 %", async () => {
    const { quote } = await createSentQuote(app.database.db, {
      userId: owner.id,
      contactEmail: owner.email,
      lines: [{ quantity: 1, unitPriceCents: 100_000 }],
      taxBasisPoints: 725,
    });
    const res = await accept(quote.id, { cookie: owner.cookie });
    expect(res.status).toBe(201);
    const { orderNumber } = (await res.json()) as { orderNumber: string };
    const [order] = await ordersOf(quote.id);
    expect(order).toMatchObject({ taxCents: 7_250, taxBasisPoints: 725 });
    const detail = await (await app.request(`/api/account/orders/${orderNumber}`, { cookie: owner.cookie })).json();
    expect(detail).toMatchObject({ tax: "$72.50", taxBasisPoints: 725 });
    const pdf = await app.request(`/api/account/orders/${orderNumber}/pdf`, { cookie: owner.cookie });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true });
    expect(text).toContain("Tax (7.25%)");
    expect(text).not.toContain("Tax (8%)");
    const [mail] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "order-confirmation"), eq(mailOutbox.to, owner.email)))
      .then((rows) => rows.filter((m) => m.subject.includes(orderNumber)));
    expect(mail.text).toContain("Tax (7.25%): $72.50");
  });

  it("answers the same order when accepted twice, and creates no second one", async () => {
    const { quote } = await createSentQuote(app.database.db, { userId: owner.id });
    const first = await accept(quote.id, { cookie: owner.cookie });
    expect(first.status).toBe(201);
    const second = await accept(quote.id, { cookie: owner.cookie });
    expect(second.status).toBe(200);
    expect((await second.json()).orderNumber).toBe((await first.json()).orderNumber);
    const both = await Promise.all([accept(quote.id, { cookie: owner.cookie }), accept(quote.id, { cookie: owner.cookie })]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await ordersOf(quote.id)).toHaveLength(1);
    expect((await auditOf(quote.id)).filter((a) => a.action === "accepted")).toHaveLength(1);
  });

  it("refuses a quote past its valid-until date with 409 'This quote expired on …' (valid through that day) and creates nothing", async () => {
    const today = await createSentQuote(app.database.db, { userId: owner.id, validUntil: daysFromToday(0) });
    expect((await accept(today.quote.id, { cookie: owner.cookie })).status).toBe(201);
    const { quote } = await createSentQuote(app.database.db, { userId: owner.id, validUntil: "2026-01-31" });
    const res = await accept(quote.id, { cookie: owner.cookie });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "This quote expired on January 31, 2026", code: "quote_expired" });
    expect(await ordersOf(quote.id)).toHaveLength(0);
    expect((await quoteRow(quote.id)).status).toBe("sent");
    const view = await (await app.request(`/api/quotes/${quote.id}`, { cookie: owner.cookie })).json();
    expect(view.status).toBe("expired");
  });

  it("refuses a superseded quote with 409 naming the revision, and a declined one", async () => {
    const first = await createSentQuote(app.database.db, { userId: owner.id, status: "superseded" });
    const second = await createSentQuote(app.database.db, { userId: owner.id, quoteNumber: first.quote.quoteNumber, revision: 2 });
    await app.database.db.update(quotes).set({ supersededBy: second.quote.id }).where(eq(quotes.id, first.quote.id));
    const res = await accept(first.quote.id, { cookie: owner.cookie });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "This quote was superseded by revision 2", code: "quote_superseded" });
    const declined = await createSentQuote(app.database.db, { userId: owner.id, status: "declined" });
    const refused = await accept(declined.quote.id, { cookie: owner.cookie });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe("This quote was declined");
    expect([...(await ordersOf(first.quote.id)), ...(await ordersOf(declined.quote.id))]).toHaveLength(0);
  });

  it("answers 404 for another account's quote, and without sign-in or link, never its data", async () => {
    const { quote } = await createSentQuote(app.database.db, { userId: owner.id, salesNote: "Secret discount" });
    // the owner opens it (so the 404s below are about who asks, not a missing route)
    const own = await app.request(`/api/quotes/${quote.id}`, { cookie: owner.cookie });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain("Secret discount");
    expect((await app.request(`/api/quotes/${quote.id}/pdf`, { cookie: owner.cookie })).status).toBe(200);
    for (const cookie of [other.cookie, pending.cookie, undefined]) {
      const read = await app.request(`/api/quotes/${quote.id}`, { cookie });
      expect(read.status).toBe(404);
      expect(await read.text()).not.toContain("Secret");
      expect((await app.request(`/api/quotes/${quote.id}/pdf`, { cookie })).status).toBe(404);
      expect((await accept(quote.id, { cookie })).status).toBe(404);
      expect((await app.request(`/api/quotes/${quote.id}/decline`, { method: "POST", cookie, json: { reason: "no" } })).status).toBe(404);
    }
    expect(await ordersOf(quote.id)).toHaveLength(0);
    expect((await quoteRow(quote.id)).status).toBe("sent");
  });

  it("requires the PO number when the quote says so (422 po_required, as at checkout), and takes it then", async () => {
    const { quote } = await createSentQuote(app.database.db, { userId: owner.id, poRequired: true });
    const res = await accept(quote.id, { cookie: owner.cookie, json: { ...acceptance, poNumber: "  " } });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ message: "A purchase-order number is required for this order", code: "po_required" });
    expect(await ordersOf(quote.id)).toHaveLength(0);
    expect((await accept(quote.id, { cookie: owner.cookie })).status).toBe(201);
  });

  it("stores a PDF PO document, and refuses one that is not a PDF (400) or over 5 MB (413) with nothing stored", async () => {
    const notPdf = await createSentQuote(app.database.db, { userId: owner.id });
    for (const form of [withDocument(new Uint8Array(Buffer.from("hello, not a PDF")), "application/pdf"), withDocument(pdfBytes(), "text/plain", "po.txt")]) {
      const res = await accept(notPdf.quote.id, { cookie: owner.cookie, body: form });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("The purchase-order document must be a PDF file");
    }
    const tooBig = await accept(notPdf.quote.id, { cookie: owner.cookie, body: withDocument(pdfBytes(5 * 1024 * 1024 + 1), "application/pdf") });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).message).toBe("The purchase-order document must be at most 5 MB");
    const huge = await accept(notPdf.quote.id, { cookie: owner.cookie, body: withDocument(pdfBytes(6 * 1024 * 1024), "application/pdf") });
    expect(huge.status).toBe(413);
    expect(await ordersOf(notPdf.quote.id)).toHaveLength(0);
    const unchanged = await quoteRow(notPdf.quote.id);
    expect([unchanged.status, unchanged.poDocumentId, unchanged.poNumber]).toEqual(["sent", null, null]);

    const pdf = await ordinaryPdf(20_000);
    const ok = await accept(notPdf.quote.id, { cookie: owner.cookie, body: withDocument(new Uint8Array(pdf), "application/pdf", "C:\\POs\\PO 77.pdf") });
    expect(ok.status, await ok.clone().text()).toBe(201);
    const stored = await quoteRow(notPdf.quote.id);
    const [document] = await app.database.db
      .select({ name: poDocuments.name, bytes: poDocuments.bytes })
      .from(poDocuments)
      .where(eq(poDocuments.id, stored.poDocumentId!));
    expect(document.name).toBe("PO 77.pdf");
    expect(Buffer.from(document.bytes).equals(pdf)).toBe(true);
  });

  it("lets an anonymous requester accept through the link: a guest order with its confirmation link, and the quote's amounts", async () => {
    const { quote, token } = await createSentQuote(app.database.db, { contactEmail: "guest.buyer@lab.example.org" });
    const view = await app.request(`/api/quotes/${quote.id}`, { headers: { "X-Quote-Token": token } });
    expect(view.status).toBe(200);
    expect((await view.json()).total).not.toBeNull();
    // the PDF through a plain link carries the token as ?token=; another token opens nothing
    expect((await app.request(`/api/quotes/${quote.id}/pdf?token=${token}`)).status).toBe(200);
    expect((await app.request(`/api/quotes/${quote.id}/pdf?token=${"A".repeat(43)}`)).status).toBe(404);
    const res = await accept(quote.id, { headers: { "X-Quote-Token": token } });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.confirmationPath).toMatch(/^\/orders\/confirmation\/[A-Za-z0-9_-]{43}$/);
    const guest = await app.request(`/api/order-confirmations/${body.confirmationPath.split("/").pop()}`);
    // the guest link shows the quoted amounts the requester accepted (decision 021)
    expect(await guest.json()).toMatchObject({ orderNumber: body.orderNumber, total: expect.stringMatching(/^\$[\d,]+\.\d\d$/) });
    const [order] = await ordersOf(quote.id);
    expect(order).toMatchObject({ userId: null, totalCents: quote.totalCents });
    expect((await auditOf(quote.id))[0]).toMatchObject({ action: "accepted", actorId: null });
  });

  it("shows a pending owner the order of their accepted quote with its amounts in My orders (the quote's amounts, sent to them)", async () => {
    const { quote } = await createSentQuote(app.database.db, { userId: pending.id });
    const res = await accept(quote.id, { cookie: pending.cookie });
    expect(res.status).toBe(201);
    const { orderNumber } = await res.json();
    const mine = (await (await app.request("/api/account/orders", { cookie: pending.cookie })).json()) as Array<{ orderNumber: string; total: string | null }>;
    expect(mine.find((o) => o.orderNumber === orderNumber)?.total).toBe("$2,505.00");
    const detail = await (await app.request(`/api/account/orders/${orderNumber}`, { cookie: pending.cookie })).json();
    expect(detail).toMatchObject({ subtotal: "$2,250.00", tax: "$180.00", shipping: "$75.00", total: "$2,505.00" });
  });
});

describe("declining a quote", () => {
  it("needs a reason, then marks it declined, e-mails sales and records it", async () => {
    const { quote } = await createSentQuote(app.database.db, { userId: owner.id, contactEmail: owner.email });
    const empty = await app.request(`/api/quotes/${quote.id}/decline`, { method: "POST", cookie: owner.cookie, json: { reason: " " } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("A reason is required");
    const res = await app.request(`/api/quotes/${quote.id}/decline`, { method: "POST", cookie: owner.cookie, json: { reason: "Budget moved to next year" } });
    expect(res.status).toBe(200);
    expect(await quoteRow(quote.id)).toMatchObject({ status: "declined", declineReason: "Budget moved to next year" });
    const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "quote-declined"));
    const mine = mails.filter((m) => m.subject.includes(quote.quoteNumber));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ to: "sales@example.com", replyTo: owner.email });
    expect(mine[0].text).toContain("Budget moved to next year");
    expect((await auditOf(quote.id)).map((a) => a.action)).toEqual(["declined"]);
    expect((await accept(quote.id, { cookie: owner.cookie })).status).toBe(409);
  });
});

describe("the quote as its customer sees it", () => {
  it("lists the account's quotes newest first with totals, shows a pending owner the quote's amounts, and downloads the PDF", async () => {
    const pending = await account("pending");
    const older = await createSentQuote(app.database.db, { userId: pending.id });
    const newer = await createSentQuote(app.database.db, { userId: pending.id, status: "requested" });
    await createSentQuote(app.database.db, { userId: other.id });
    const list = await (await app.request("/api/account/quotes", { cookie: pending.cookie })).json();
    expect(list.map((q: { quoteNumber: string }) => q.quoteNumber)).toEqual([newer.quote.quoteNumber, older.quote.quoteNumber]);
    expect(list[0]).toMatchObject({ status: "requested", total: null });
    expect(list[1]).toMatchObject({ status: "sent", revision: 1, total: expect.stringMatching(/^\$/) });

    const pdf = await app.request(`/api/quotes/${older.quote.id}/pdf`, { cookie: pending.cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toBe(`attachment; filename="${older.quote.quoteNumber}-r1.pdf"`);
    const doc = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
    const { text } = await extractText(doc, { mergePages: true });
    expect(text).toContain(older.quote.quoteNumber);
  });

  it("renews an expired quote as a new request with the same lines (source renewal)", async () => {
    const kit = await createProduct(app, { priceCents: null });
    const { quote } = await createSentQuote(app.database.db, {
      userId: owner.id,
      validUntil: "2026-01-31",
      lines: [{ productId: kit.id, sku: kit.sku, name: kit.name, quantity: 4, unitPriceCents: 1_000 }],
    });
    const res = await app.request(`/api/quotes/${quote.id}/renewal`, { method: "POST", cookie: owner.cookie });
    expect(res.status, await res.clone().text()).toBe(201);
    const { quoteNumber, path } = await res.json();
    expect(path).toBe(`/account/quotes/${quoteNumber}`);
    const [renewal] = await app.database.db.select().from(quotes).where(eq(quotes.quoteNumber, quoteNumber));
    expect(renewal).toMatchObject({ source: "renewal", status: "requested", userId: owner.id });
    const requestMails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "quote-request-notice"));
    expect(requestMails.filter((m) => m.subject.includes(quoteNumber))).toHaveLength(1);
    const fresh = await createSentQuote(app.database.db, { userId: owner.id });
    expect((await app.request(`/api/quotes/${fresh.quote.id}/renewal`, { method: "POST", cookie: owner.cookie })).status).toBe(409);
  });
});
