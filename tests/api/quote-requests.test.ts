import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartItems, mailOutbox, quoteLines, quotes } from "../../server/db/schema";
import { accountCartId } from "../../server/services/cart/account-cart";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart } from "../support/catalogue";
import { useTestApp } from "../support/test-app";

// Behind one trusted proxy every test speaks from its own address, so rate limits stay apart.
const app = useTestApp({ TRUST_PROXY_HOPS: "1", SALES_EMAIL: "sales@cems.example.org" });

let nextAddress = 1;
function postQuote(json: unknown, opts: { cookie?: string; address?: string } = {}) {
  return app.request("/api/quotes", {
    method: "POST",
    json,
    cookie: opts.cookie,
    headers: { "X-Forwarded-For": opts.address ?? `198.51.100.${nextAddress++}` },
  });
}

const contact = { firstName: "Grace", lastName: "Hopper", email: "grace@lab.example.org", company: "Mark I Lab" };

async function storedQuote(quoteNumber: string) {
  const [quote] = await app.database.db.select().from(quotes).where(eq(quotes.quoteNumber, quoteNumber));
  const lines = quote ? await app.database.db.select().from(quoteLines).where(eq(quoteLines.quoteId, quote.id)) : [];
  return { quote, lines };
}

async function mailsFor(quoteNumber: string) {
  const all = await app.database.db.select().from(mailOutbox);
  return all.filter((m) => m.subject.includes(quoteNumber));
}

describe("POST /api/quotes", () => {
  it("takes an anonymous visitor's request from a product page: 201 {quoteNumber}, sales notice with Reply-To, confirmation with the link, no amounts", async () => {
    const product = await createProduct(app, { priceCents: 1_234_500, name: "CE-MS instrument for quotes" });
    const res = await postQuote({ source: "product", lines: [{ productId: product.id, quantity: 2 }], message: "For two sites, please.", contact });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(["quoteNumber"]);
    expect(body.quoteNumber).toMatch(/^Q-\d{4}-\d{6}$/);

    const { quote, lines } = await storedQuote(body.quoteNumber);
    expect(quote).toMatchObject({
      status: "requested",
      revision: 1,
      userId: null,
      contactName: "Grace Hopper",
      contactEmail: contact.email,
      contactCompany: contact.company,
      source: "product",
    });
    expect(lines.map((l) => [l.sku, l.quantity])).toEqual([[product.sku, 2]]);

    const mails = await mailsFor(body.quoteNumber);
    const notice = mails.find((m) => m.kind === "quote-request-notice")!;
    const confirmation = mails.find((m) => m.kind === "quote-request-confirmation")!;
    expect(notice).toMatchObject({ to: "sales@cems.example.org", replyTo: contact.email });
    expect(notice.text).toContain("For two sites, please.");
    expect(notice.text).toContain(`/admin/quotes/${quote.id}`);
    expect(confirmation.to).toBe(contact.email);
    expect(confirmation.text).toMatch(/\/quotes\/view\/[A-Za-z0-9_-]{43}\n/);
    expect(confirmation.text).not.toContain("/account/quotes/");
    for (const mail of mails) expect(mail.text).not.toMatch(/\$\s?\d|12,345/);
  });

  it("takes a pending user's request from the account (not the body's contact), with a link to the account's quote page", async () => {
    const { user, email, password } = await createUser(app.database.db, "pending");
    const cookie = await signInCookie(app, email, password);
    const product = await createProduct(app, { priceCents: null });
    const res = await postQuote(
      { source: "product", lines: [{ sku: product.sku, quantity: 1 }], contact: { ...contact, email: "someone-else@example.org" } },
      { cookie },
    );
    expect(res.status).toBe(201);
    const { quoteNumber } = await res.json();
    const { quote } = await storedQuote(quoteNumber);
    expect(quote).toMatchObject({ userId: user.id, contactEmail: email, contactName: `${user.firstName} ${user.lastName}` });
    const confirmation = (await mailsFor(quoteNumber)).find((m) => m.kind === "quote-request-confirmation")!;
    expect(confirmation.to).toBe(email);
    expect(confirmation.text).toContain(`/account/quotes/${quoteNumber}`);
  });

  it("takes an approved user's whole cart, price-on-request lines included", async () => {
    const { user, email, password } = await createUser(app.database.db, "approved");
    const cookie = await signInCookie(app, email, password);
    const priced = await createProduct(app, { priceCents: 5_000 });
    const onRequest = await createProduct(app, { priceCents: null });
    const sessionId = newCart();
    await app.database.db.insert(cartItems).values([
      { sessionId, productId: priced.id, quantity: 3 },
      { sessionId, productId: onRequest.id, quantity: 1 },
    ]);
    const res = await postQuote({ source: "cart", cartSessionId: sessionId }, { cookie });
    expect(res.status).toBe(201);
    const { quote, lines } = await storedQuote((await res.json()).quoteNumber);
    expect(quote).toMatchObject({ userId: user.id, source: "cart" });
    expect(lines.map((l) => [l.productId, l.quantity]).sort()).toEqual(
      [
        [priced.id, 3],
        [onRequest.id, 1],
      ].sort(),
    );
  });

  it("takes the method assistant's kit and consumables by SKU", async () => {
    const a = await createProduct(app, { priceCents: 100 });
    const b = await createProduct(app, { priceCents: null });
    const res = await postQuote({
      source: "method-assistant",
      lines: [
        { sku: a.sku, quantity: 1 },
        { sku: b.sku, quantity: 4 },
      ],
      contact,
    });
    expect(res.status).toBe(201);
    const { quote, lines } = await storedQuote((await res.json()).quoteNumber);
    expect(quote.source).toBe("method-assistant");
    expect(lines).toHaveLength(2);
  });

  it.each([
    ["no lines", { source: "product", lines: [], contact }, "Please name at least one product to quote"],
    ["no lines at all", { source: "product", contact }, "Please name at least one product to quote"],
    ["an unknown product", { source: "product", lines: [{ sku: "NO-SUCH-SKU", quantity: 1 }], contact }, "Unknown product: NO-SUCH-SKU"],
    ["an unknown product id", { source: "product", lines: [{ productId: "00000000-0000-4000-8000-000000000000", quantity: 1 }], contact }, "Unknown product"],
    ["quantity 0", { source: "product", lines: [{ sku: "X", quantity: 0 }], contact }, "Please enter a quantity from 1 to 999"],
    ["quantity 1000", { source: "product", lines: [{ sku: "X", quantity: 1000 }], contact }, "Please enter a quantity from 1 to 999"],
    ["a fractional quantity", { source: "product", lines: [{ sku: "X", quantity: 1.5 }], contact }, "Please enter a quantity from 1 to 999"],
    ["no contact", { source: "product", lines: [{ sku: "X", quantity: 1 }] }, "Please enter your name and e-mail address"],
    ["no e-mail", { source: "product", lines: [{ sku: "X", quantity: 1 }], contact: { ...contact, email: "" } }, "Please enter a valid email address"],
    ["no first name", { source: "product", lines: [{ sku: "X", quantity: 1 }], contact: { ...contact, firstName: " " } }, "Please enter your first name"],
    ["an unknown source", { source: "fax", lines: [{ sku: "X", quantity: 1 }], contact }, "Please say where the request comes from"],
    ["a line naming no product", { source: "product", lines: [{ quantity: 1 }], contact }, "Please name a product by its id or SKU"],
    ["a bad cart id", { source: "cart", cartSessionId: "nope", contact }, "Invalid cart session id"],
  ])("refuses %s with 400 {message}, storing nothing", async (_label, body, message) => {
    const before = (await app.database.db.select().from(quotes)).length;
    const res = await postQuote(body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain(message);
    expect((await app.database.db.select().from(quotes)).length).toBe(before);
  });

  it("refuses an empty cart and another account's cart", async () => {
    const { email, password } = await createUser(app.database.db, "approved");
    const cookie = await signInCookie(app, email, password);
    const empty = await postQuote({ source: "cart", cartSessionId: newCart() }, { cookie });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("Your cart is empty");

    const owner = await createUser(app.database.db, "approved");
    const ownersCart = await accountCartId(app.database.db, owner.user.id);
    const other = await postQuote({ source: "cart", cartSessionId: ownersCart }, { cookie });
    expect(other.status).toBe(404);
  });

  it("refuses a rejected account", async () => {
    const { email, password } = await createUser(app.database.db, "rejected");
    const cookie = await signInCookie(app, email, password);
    const product = await createProduct(app, { priceCents: 100 });
    const res = await postQuote({ source: "product", lines: [{ productId: product.id, quantity: 1 }] }, { cookie });
    expect(res.status).toBe(403);
  });

  it("limits requests per address like the contact form (5 in 10 minutes), after validation", async () => {
    const product = await createProduct(app, { priceCents: 100 });
    const address = "203.0.113.77";
    const invalid = await postQuote({ source: "product", lines: [], contact }, { address });
    expect(invalid.status).toBe(400);
    for (let i = 0; i < 5; i++) {
      expect((await postQuote({ source: "product", lines: [{ productId: product.id, quantity: 1 }], contact }, { address })).status).toBe(201);
    }
    const limited = await postQuote({ source: "product", lines: [{ productId: product.id, quantity: 1 }], contact }, { address });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await limited.json()).message).toContain("requested several quotes");
  });
});
