import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { poDocumentSummary } from "~/lib/po-document";
import { mailOutbox, orders, poDocuments, quotes } from "../../server/db/schema";
import { deliverDueMail, type MailTransport } from "../../server/mail/outbox";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, stockOf } from "../support/catalogue";
import { flateBombPdf, openActionScriptPdf, ordinaryPdf } from "../support/pdf-fixtures";
import { createSentQuote } from "../support/quotes";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp({ FORM_RATE_LIMIT_MULTIPLIER: "100" });
type Account = { id: string; email: string; cookie: string };
let buyer: Account;
let otherBuyer: Account;
let admin: string;
/** an ordinary PO of 4.9 MB, made once */
let bigPdf: Buffer;

async function account(): Promise<Account> {
  const u = await createUser(app.database.db, "approved");
  return { id: u.user.id, email: u.email, cookie: await signInCookie(app, u.email, u.password) };
}

beforeAll(async () => {
  buyer = await account();
  otherBuyer = await account();
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  bigPdf = await ordinaryPdf(4.9 * 1024 * 1024);
});

const fields = { poNumber: "PO-2026-77", shippingAddress: "Dept. of Chemistry, 1 Lab Road, Springfield 12345" };

function acceptForm(bytes: Uint8Array, name: string, type = "application/pdf") {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("poDocument", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

const accept = (quoteId: string, form: FormData) => app.request(`/api/quotes/${quoteId}/accept`, { method: "POST", cookie: buyer.cookie, body: form });
const download = (quoteId: string, cookie?: string) => app.request(`/api/admin/quotes/${quoteId}/po-document`, { cookie });
const quoteRow = async (id: string) =>
  (await app.database.db.select({ status: quotes.status, poDocumentId: quotes.poDocumentId }).from(quotes).where(eq(quotes.id, id)))[0];

/** A sent quote of the buyer's, for one product with stock, accepted with `pdf` under `name`. */
async function acceptedWith(pdf: Buffer, name: string) {
  const product = await createProduct(app, { priceCents: 50_000, stock: 10 });
  const { quote } = await createSentQuote(app.database.db, {
    userId: buyer.id,
    contactEmail: buyer.email,
    lines: [{ productId: product.id, sku: product.sku, name: product.name, quantity: 3, unitPriceCents: 50_000 }],
  });
  const res = await accept(quote.id, acceptForm(pdf, name));
  expect(res.status, await res.clone().text()).toBe(201);
  const { orderNumber } = (await res.json()) as { orderNumber: string };
  return { quote, orderNumber };
}

describe("the PO document sales receives", () => {
  it("downloads as uploaded: 200 application/pdf, the same bytes, attachment under the cleaned name", async () => {
    const { quote } = await acceptedWith(bigPdf, "C:\\POs\\PO 77 \u202Efdp.exe\u200B.pdf");
    const res = await download(quote.id, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Length")).toBe(String(bigPdf.length));
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="PO 77 fdp.exe.pdf"; filename*=UTF-8''PO%2077%20fdp.exe.pdf`);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).equals(bigPdf)).toBe(true);
  });

  it("answers 401 without sign-in, 403 to anyone but an admin (the buyer included), 404 po_document_not_found without a document", async () => {
    const { quote } = await acceptedWith(await ordinaryPdf(20_000), "po.pdf");
    expect((await download(quote.id)).status).toBe(401);
    for (const cookie of [buyer.cookie, otherBuyer.cookie]) expect((await download(quote.id, cookie)).status).toBe(403);
    expect((await download(quote.id, admin)).status).toBe(200);

    const bare = await createSentQuote(app.database.db, { userId: buyer.id });
    const none = await download(bare.quote.id, admin);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ message: "This quote has no purchase-order document", code: "po_document_not_found" });
    const unknown = await download("00000000-0000-4000-8000-000000000000", admin);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe("quote_not_found");
  });

  it("is described in the admin's quote JSON as {name, size, url}, with no file bytes in any encoding", async () => {
    const pdf = await ordinaryPdf(200_000);
    const { quote } = await acceptedWith(pdf, "PO 78.pdf");
    const res = await app.request(`/api/admin/quotes/${quote.id}`, { cookie: admin });
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body.quote.poDocument).toEqual({ name: "PO 78.pdf", size: pdf.length, url: `/api/admin/quotes/${quote.id}/po-document` });
    expect(text.length).toBeLessThan(20_000);
    // a stretch from the middle of the file, as base64, hex or JSON bytes, is nowhere in the answer
    const middle = pdf.subarray(100_000, 100_048);
    for (const encoded of [middle.toString("base64"), middle.toString("hex"), JSON.stringify(Array.from(middle.subarray(0, 12))).slice(1, -1)])
      expect(text).not.toContain(encoded);
    expect(text).not.toMatch(/"(bytes|poDocumentBytes|data)"/);

    const bare = await createSentQuote(app.database.db, { userId: buyer.id });
    expect((await (await app.request(`/api/admin/quotes/${bare.quote.id}`, { cookie: admin })).json()).quote.poDocument).toBeNull();
  });

  it("is named with its size on the buyer's quote", async () => {
    const pdf = await ordinaryPdf(30_000);
    const { quote } = await acceptedWith(pdf, "Bestellung Müller.pdf");
    const view = await (await app.request(`/api/quotes/${quote.id}`, { cookie: buyer.cookie })).json();
    expect(view.poDocument).toEqual({ name: "Bestellung Müller.pdf", size: pdf.length });
  });

  it("is attached to sales' e-mail 'Quote … accepted — order …' by its id, sent with the same bytes and name, with links to both admin pages", async () => {
    const pdf = await ordinaryPdf(150_000);
    const { quote, orderNumber } = await acceptedWith(pdf, "PO 79.pdf");
    const [mail] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "quote-accepted"), like(mailOutbox.subject, `%${quote.quoteNumber}%`)));
    expect(mail.subject).toBe(`Quote ${quote.quoteNumber} accepted — order ${orderNumber}`);
    expect(mail.to).toBe("sales@example.com");
    expect(mail.replyTo).toBe(buyer.email);
    expect(mail.text).toContain(`http://localhost:3000/admin/quotes/${quote.id}`);
    expect(mail.text).toContain(`http://localhost:3000/admin/orders/${orderNumber}`);
    expect(mail.text).toContain(`Purchase order document: ${poDocumentSummary({ name: "PO 79.pdf", size: pdf.length })}, attached`);
    // the outbox keeps the document's id, not a copy
    expect(mail.poDocumentId).toBe((await quoteRow(quote.id)).poDocumentId);
    expect(mail.attachments).toBeNull();

    const sent: Parameters<MailTransport["send"]>[0][] = [];
    await deliverDueMail(app.database.db, { send: async (m) => void sent.push(m) }, { batchSize: 500 });
    const delivered = sent.find((m) => m.subject === mail.subject)!;
    expect(delivered.attachments).toHaveLength(1);
    const [attachment] = delivered.attachments!;
    expect(attachment).toMatchObject({ filename: "PO 79.pdf", contentType: "application/pdf" });
    expect(Buffer.from(attachment.contentBase64, "base64").equals(pdf)).toBe(true);
  });
});

describe("a PO document the inspection refuses", () => {
  it.each([
    ["a Flate bomb (208 MB of zeros)", 400, "po_document_expands", () => flateBombPdf(208 * 1024 * 1024), "application/pdf"],
    ["JavaScript on opening", 400, "po_document_script", () => openActionScriptPdf(), "application/pdf"],
    [
      "a PDF header and nothing readable",
      400,
      "po_document_unreadable",
      async () => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4_000, 0x20)]),
      "application/pdf",
    ],
    ["a text file", 400, "po_document_not_pdf", async () => Buffer.from("Just a text file"), "text/plain"],
    ["a PDF over 5 MB", 413, "po_document_too_large", () => ordinaryPdf(5 * 1024 * 1024 + 10_000), "application/pdf"],
  ] as const)("%s: %i %s, and the quote stays sent with no order, stock taken, document or e-mail", async (_, status, code, make, type) => {
    const product = await createProduct(app, { priceCents: 50_000, stock: 10 });
    const { quote } = await createSentQuote(app.database.db, {
      userId: buyer.id,
      contactEmail: buyer.email,
      lines: [{ productId: product.id, sku: product.sku, name: product.name, quantity: 3, unitPriceCents: 50_000 }],
    });
    const documentsBefore = (await app.database.db.select({ id: poDocuments.id }).from(poDocuments)).length;
    const res = await accept(quote.id, acceptForm(await make(), "po.pdf", type));
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body.code).toBe(code);
    expect(body.message).toMatch(/^The purchase-order document /);
    expect(await quoteRow(quote.id)).toEqual({ status: "sent", poDocumentId: null });
    expect(await app.database.db.select({ id: orders.id }).from(orders).where(eq(orders.quoteId, quote.id))).toEqual([]);
    expect((await stockOf(app.database.db, product.id)).stockQuantity).toBe(10);
    expect((await app.database.db.select({ id: poDocuments.id }).from(poDocuments)).length).toBe(documentsBefore);
    expect(
      await app.database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${quote.quoteNumber}%`)),
    ).toEqual([]);
  });
});
