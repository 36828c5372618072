import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, quoteMessages } from "../../server/db/schema";
import { createUser, signInCookie } from "../support/accounts";
import { createSentQuote } from "../support/quotes";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp({ FORM_RATE_LIMIT_MULTIPLIER: "100" });
let owner: { id: string; email: string; cookie: string };
let other: string;
let admin: string;

beforeAll(async () => {
  const a = await createUser(app.database.db, "approved");
  owner = { id: a.user.id, email: a.email, cookie: await signInCookie(app, a.email, a.password) };
  const b = await createUser(app.database.db, "approved");
  other = await signInCookie(app, b.email, b.password);
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
});

const mailsTo = (to: string) => app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe("a quote's message thread", () => {
  it("lets the account post, e-mails sales (Reply-To the customer), and sales' answer reaches the customer with the link", async () => {
    const { quote } = await createSentQuote(app.database.db, { userId: owner.id, contactEmail: owner.email });
    const posted = await app.request(`/api/quotes/${quote.id}/messages`, {
      method: "POST",
      cookie: owner.cookie,
      json: { body: "  Can you ship by March?  " },
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    expect(await posted.json()).toMatchObject({ author: "customer", body: "Can you ship by March?" });
    const toSales = (await mailsTo("sales@example.com")).filter((m) => m.kind === "quote-message-to-sales" && m.text.includes(quote.quoteNumber));
    expect(toSales).toHaveLength(1);
    expect(toSales[0].replyTo).toBe(owner.email);
    expect(toSales[0].text).toContain("Can you ship by March?");
    expect(toSales[0].text).toContain(`/admin/quotes/${quote.id}`);

    const answer = await app.request(`/api/admin/quotes/${quote.id}/messages`, { method: "POST", cookie: admin, json: { body: "Yes, in week 10." } });
    expect(answer.status, await answer.clone().text()).toBe(201);
    const toCustomer = (await mailsTo(owner.email)).filter((m) => m.kind === "quote-message-to-customer");
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0].text).toContain("Yes, in week 10.");
    expect(toCustomer[0].text).toContain(`http://localhost:3000/account/quotes/${quote.quoteNumber}`);

    const thread = await app.request(`/api/quotes/${quote.id}/messages`, { cookie: owner.cookie });
    expect((await thread.json()).map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
      ["customer", "Can you ship by March?"],
      ["sales", "Yes, in week 10."],
    ]);
    const adminThread = await app.request(`/api/admin/quotes/${quote.id}/messages`, { cookie: admin });
    expect(await adminThread.json()).toHaveLength(2);
  });

  it("lets the holder of an anonymous requester's link post with the X-Quote-Token header", async () => {
    const { quote, token } = await createSentQuote(app.database.db);
    const res = await app.request(`/api/quotes/${quote.id}/messages`, { method: "POST", headers: { "X-Quote-Token": token }, json: { body: "Hello" } });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ authorName: quote.contactName });
    const bad = await app.request(`/api/quotes/${quote.id}/messages`, {
      method: "POST",
      headers: { "X-Quote-Token": "x".repeat(43) },
      json: { body: "Hello" },
    });
    expect(bad.status).toBe(404);
  });

  it("e-mails an anonymous requester sales' answer with a link of its own that opens the quote", async () => {
    const { quote } = await createSentQuote(app.database.db);
    const answer = await app.request(`/api/admin/quotes/${quote.id}/messages`, { method: "POST", cookie: admin, json: { body: "Which voltage?" } });
    expect(answer.status).toBe(201);
    const [mail] = (await mailsTo(quote.contactEmail)).filter((m) => m.kind === "quote-message-to-customer");
    const token = /\/quotes\/view\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const opened = await app.request(`/api/quotes/${quote.id}`, { headers: { "X-Quote-Token": token! } });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ quoteNumber: quote.quoteNumber });
  });

  it("answers 404 to another account, to nobody and for the admin side to a customer, and stores nothing", async () => {
    const { quote } = await createSentQuote(app.database.db, { userId: owner.id });
    for (const cookie of [other, undefined]) {
      const res = await app.request(`/api/quotes/${quote.id}/messages`, { method: "POST", cookie, json: { body: "Let me in" } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Quote not found", code: "quote_not_found" });
      expect((await app.request(`/api/quotes/${quote.id}/messages`, { cookie })).status).toBe(404);
    }
    const asCustomer = await app.request(`/api/admin/quotes/${quote.id}/messages`, { method: "POST", cookie: owner.cookie, json: { body: "I am sales" } });
    expect(asCustomer.status).toBe(403);
    expect(await app.database.db.select().from(quoteMessages).where(eq(quoteMessages.quoteId, quote.id))).toHaveLength(0);
  });

  it("refuses an empty, too long or control-character message with 400 {message}", async () => {
    const { quote } = await createSentQuote(app.database.db, { userId: owner.id });
    for (const body of ["   ", "x".repeat(2_001), "bad\u0000byte", 42]) {
      const res = await app.request(`/api/quotes/${quote.id}/messages`, { method: "POST", cookie: owner.cookie, json: { body } });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/Message|not allowed|expected/i);
    }
    expect(await app.database.db.select().from(quoteMessages).where(eq(quoteMessages.quoteId, quote.id))).toHaveLength(0);
  });
});

describe("the thread's rate limit", () => {
  const limited = useTestApp();
  it("answers 429 after twenty messages from one address in ten minutes", async () => {
    const { quote, token } = await createSentQuote(limited.database.db);
    const post = () => limited.request(`/api/quotes/${quote.id}/messages`, { method: "POST", headers: { "X-Quote-Token": token }, json: { body: "ping" } });
    for (let i = 0; i < 20; i++) expect((await post()).status).toBe(201);
    const res = await post();
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(/several messages/);
  });
});
