import { beforeAll, describe, expect, it } from "vitest";
import { poDocumentSummary } from "~/lib/po-document";
import { ordinaryPdf } from "../support/pdf-fixtures";
import { signedInAccount, signInCookie } from "../support/accounts";
import { createProduct, newCart, orderAsSeen } from "../support/catalogue";
import { createSentQuote } from "../support/quotes";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

/**
 * /admin/orders/SO-…: the order's own admin page (rendered by the app's React Router build), for
 * admins only, the site's 404 page for an unknown number, and the admin navigation on it.
 */

const app = useTestApp({ FORM_RATE_LIMIT_MULTIPLIER: "100" }, { pages: true });
let admin: string;
let buyer: { id: string; email: string; cookie: string };

beforeAll(async () => {
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  buyer = await signedInAccount(app);
});

async function placeOrder() {
  const kit = await createProduct(app, { priceCents: 110_000, name: "Page Test Kit" });
  const sessionId = newCart();
  expect((await app.request("/api/cart", { method: "POST", json: { sessionId, productId: kit.id, quantity: 2 }, cookie: buyer.cookie })).status).toBe(201);
  const res = await orderAsSeen(
    app,
    sessionId,
    { customerName: "Dorothy Hodgkin", customerEmail: buyer.email, shippingAddress: "Parks Road, Oxford OX1 3PU", poNumber: "PO-PAGE-1" },
    buyer.cookie,
  );
  expect(res.status).toBe(201);
  const { orderId } = await res.json();
  return (await (await app.request(`/api/orders/${orderId}`, { cookie: admin })).json()) as { id: string; orderNumber: string };
}

const page = (path: string, cookie?: string) => app.request(path, { cookie, redirect: "manual" } as never);

describe("/admin/orders/{orderNumber}", () => {
  it("shows the order's number, customer, lines, amounts, PO number, carrier and timeline, under the marked Orders section", async () => {
    const order = await placeOrder();
    await app.request(`/api/orders/${order.id}/status`, { method: "PUT", json: { status: "confirmed" }, cookie: admin });
    await app.request(`/api/orders/${order.id}/status`, {
      method: "PUT",
      json: { status: "shipped", carrier: "ups", trackingReference: "1Z999AA10123456784" },
      cookie: admin,
    });
    const res = await page(`/admin/orders/${order.orderNumber}`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    for (const text of [
      `Order ${order.orderNumber}`,
      "Dorothy Hodgkin",
      buyer.email,
      "Page Test Kit",
      "$1,100.00",
      "$2,200.00",
      "PO-PAGE-1",
      "UPS",
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      "Confirmed",
      "Shipped",
      "Mark as completed",
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>.*?Orders<\/a>/s);
    // lowercase in the address is the same order
    expect((await page(`/admin/orders/${order.orderNumber.toLowerCase()}`, admin)).status).toBe(200);
  });

  it("links the accepted quote (which links back) and its PO document", async () => {
    const { quote } = await createSentQuote(app.database.db, { userId: buyer.id, contactEmail: buyer.email });
    const form = new FormData();
    form.set("poNumber", "PO-QUOTE-9");
    form.set("shippingAddress", "1 Lab Road, Springfield 12345");
    const pdf = await ordinaryPdf(3_000);
    form.set("poDocument", new File([new Uint8Array(pdf)], "PO 9.pdf", { type: "application/pdf" }));
    const accepted = await app.request(`/api/quotes/${quote.id}/accept`, { method: "POST", body: form, cookie: buyer.cookie });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    const { orderNumber } = await accepted.json();
    const html = await (await page(`/admin/orders/${orderNumber}`, admin)).text();
    expect(html).toContain(`href="/admin/quotes/${quote.id}"`);
    // and back: the accepted quote's admin page links to its order
    expect(await (await page(`/admin/quotes/${quote.id}`, admin)).text()).toContain(`href="/admin/orders/${orderNumber}"`);
    expect(html).toContain(`href="/api/admin/quotes/${quote.id}/po-document"`);
    expect(html).toContain(
      `Purchase order document: <!-- -->PO 9.pdf<!-- --> (<!-- -->${poDocumentSummary({ name: "PO 9.pdf", size: pdf.length }).match(/\((.*)\)/)![1]}<!-- -->)`,
    );
  });

  it("answers an unknown or malformed number with the site's 404 page, a customer with 403 and a visitor with the sign-in", async () => {
    for (const number of ["SO-2026-999999", "SO-x", "nothing"]) {
      const res = await page(`/admin/orders/${number}`, admin);
      expect(res.status, number).toBe(404);
      expect(await res.text()).toContain("Page Not Found");
    }
    const order = await placeOrder();
    expect((await page(`/admin/orders/${order.orderNumber}`, buyer.cookie)).status).toBe(403);
    const anonymous = await page(`/admin/orders/${order.orderNumber}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/login?redirectTo=/admin/orders/${order.orderNumber}`);
  });

  it("is what the orders list links", async () => {
    const order = await placeOrder();
    const html = await (await page("/admin?tab=orders", admin)).text();
    expect(html).toContain(`href="/admin/orders/${order.orderNumber}"`);
  });
});
