import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema";
import { deliverDueMail, type MailTransport } from "../../server/mail/outbox";
import { orderPdfForMail } from "../../server/services/orders/order-pdf";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart, orderAsSeen } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// The buyer's confirmation: a text and an HTML part, the order's PDF attached, and how it is paid
// by the account's terms (app/lib/payment-sentence.ts).

const app = useTestApp({ FORM_RATE_LIMIT_MULTIPLIER: "100" });
let admin: string;

beforeAll(async () => {
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
});

async function buyerWithTerms(paymentTerms: "net-30" | "net-60" | "prepaid" | null) {
  const u = await createUser(app.database.db, "approved");
  if (paymentTerms) {
    const res = await app.request(`/api/admin/users/${u.user.id}/terms`, {
      method: "PUT",
      cookie: admin,
      json: { paymentTerms, poRequired: false, discountPercent: 0, prices: [] },
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return { email: u.email, cookie: await signInCookie(app, u.email, u.password) };
}

async function placeOrder(buyer: { email: string; cookie: string }) {
  const kit = await createProduct(app, { priceCents: 45_000, name: "Charge-variant kit <cIEF>" });
  const sessionId = newCart();
  expect((await app.request("/api/cart", { method: "POST", json: { sessionId, productId: kit.id, quantity: 2 }, cookie: buyer.cookie })).status).toBe(201);
  const res = await orderAsSeen(
    app,
    sessionId,
    { customerName: "Dr. Ada <Lovelace>", customerEmail: buyer.email, shippingAddress: "1 Analytical Way\nLondon NW1 2DB" },
    buyer.cookie,
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { orderId: string; orderNumber: string };
}

async function deliveredConfirmation(orderNumber: string) {
  const sent: Parameters<MailTransport["send"]>[0][] = [];
  await deliverDueMail(
    app.database.db,
    { send: async (m) => void sent.push(m) },
    { batchSize: 500, renderOrderPdf: orderPdfForMail(app.database.db, app.services.brand) },
  );
  const mail = sent.find((m) => m.subject.startsWith(`Order confirmation ${orderNumber}`));
  expect(mail).toBeDefined();
  return mail!;
}

const pdfText = async (base64: string) => (await extractText(await getDocumentProxy(new Uint8Array(Buffer.from(base64, "base64"))), { mergePages: true })).text;

describe("the buyer's order confirmation e-mail", () => {
  it("has a text part, an escaped HTML part and the order PDF attached, and tells a net-30 account when it pays", async () => {
    const buyer = await buyerWithTerms("net-30");
    const { orderId, orderNumber } = await placeOrder(buyer);
    const [queued] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderPdfId, orderId));
    // the PDF is drawn when the message is sent, never while the order is placed
    expect(queued.attachments).toBeNull();

    const mail = await deliveredConfirmation(orderNumber);
    const sentence = "Payment terms: Net 30 days. We invoice you when the order ships; payment is due within 30 days of the invoice date.";
    expect(mail.text).toContain(sentence);
    expect(mail.text).not.toMatch(/arranged offline|contact you within 1 business day/);
    expect(mail.html).toContain(sentence);
    expect(mail.html).toContain("Charge-variant kit &lt;cIEF&gt;");
    expect(mail.html).toContain("Dr. Ada &lt;Lovelace&gt;");
    expect(mail.html).not.toContain("<cIEF>");
    expect(mail.html).toContain("1 Analytical Way<br>London NW1 2DB");

    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments!;
    expect(pdf).toMatchObject({ filename: `${orderNumber}.pdf`, contentType: "application/pdf" });
    expect(orderNumber).toMatch(/^SO-\d{4}-\d{6}$/);
    const text = await pdfText(pdf.contentBase64);
    expect(text).toContain(orderNumber);
    expect(text).toContain("$900.00");
    expect(text).toContain("Net 30 days");
    expect(text).toContain("payment is due within 30 days of the invoice date");
  });

  it("keeps spec §9's offline payment for an account without terms", async () => {
    const buyer = await buyerWithTerms(null);
    const { orderNumber } = await placeOrder(buyer);
    const mail = await deliveredConfirmation(orderNumber);
    expect(mail.text).toContain("Payment is arranged offline: our team will contact you within 1 business day.");
    expect(mail.html).toContain("Payment is arranged offline");
  });

  it("asks a prepaid account to pay a pro-forma invoice before shipping", async () => {
    const buyer = await buyerWithTerms("prepaid");
    const { orderNumber } = await placeOrder(buyer);
    const mail = await deliveredConfirmation(orderNumber);
    expect(mail.text).toMatch(/Payment terms: Prepaid\. .*pro-forma invoice/);
  });
});
