import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscriptions, newsletterUnsubscribeTokens } from "../../server/db/schema";
import { confirmSubscription, peekConfirmation, peekUnsubscribe, unsubscribe } from "../../server/services/content/newsletter";
import { signInCookie } from "../support/accounts";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp({ TRUST_PROXY_HOPS: "1" });

let nextAddress = 1;
function subscribe(json: unknown, address = `198.51.100.${nextAddress++}`) {
  return app.request("/api/newsletter", { method: "POST", json, headers: { "X-Forwarded-For": address } });
}

const subscription = async (email: string) => {
  const [row] = await app.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
  return row;
};
const mailsTo = (to: string) => app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
const tokenIn = (text: string, path: string) => {
  const match = new RegExp(`http://localhost:3000${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
};

const CHECK_INBOX =
  "Thank you. Please check your inbox: we have e-mailed you a link to confirm your subscription. If you are already subscribed, the e-mail says so.";

describe("POST /api/newsletter (double opt-in)", () => {
  it("stores a pending subscription and e-mails a confirmation link (token stored hashed) with an unsubscribe link", async () => {
    const email = "reader@lab.example.org";
    const res = await subscribe({ email });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: CHECK_INBOX });

    const row = await subscription(email);
    expect(row).toMatchObject({ email, status: "pending", confirmedAt: null });
    const [mail] = await mailsTo(email);
    expect(mail.kind).toBe("newsletter-confirm");
    const token = tokenIn(mail.text, "/newsletter/confirm");
    expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.confirmTokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(mail.text).toMatch(/Unsubscribe with one click: http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}/);
  });

  it("looking at a confirmation link (what its page does on GET, as mail scanners do) confirms nothing", async () => {
    const email = "scanned.link@lab.example.org";
    await subscribe({ email });
    const token = tokenIn((await mailsTo(email))[0].text, "/newsletter/confirm");
    for (let i = 0; i < 2; i++) expect(await peekConfirmation(app.database.db, token)).toEqual({ email, confirmed: false });
    expect((await subscription(email)).status).toBe("pending");
    expect(await peekConfirmation(app.database.db, "x".repeat(43))).toBeNull();
    // the page's button (POST) confirms
    expect(await confirmSubscription(app.database.db, token)).toEqual({ email });
    expect(await peekConfirmation(app.database.db, token)).toEqual({ email, confirmed: true });
  });

  it("confirms with the e-mailed link (again harmlessly), and refuses forged or expired links", async () => {
    const email = "confirm.me@lab.example.org";
    await subscribe({ email });
    const token = tokenIn((await mailsTo(email))[0].text, "/newsletter/confirm");
    expect(await confirmSubscription(app.database.db, "x".repeat(43))).toBeNull();
    expect(await confirmSubscription(app.database.db, "not a token")).toBeNull();
    expect(await confirmSubscription(app.database.db, token)).toEqual({ email });
    const confirmed = await subscription(email);
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    expect(await confirmSubscription(app.database.db, token)).toEqual({ email });
    expect((await subscription(email)).confirmedAt).toEqual(confirmed.confirmedAt);

    const late = "late.reader@lab.example.org";
    await subscribe({ email: late });
    const lateToken = tokenIn((await mailsTo(late))[0].text, "/newsletter/confirm");
    await app.database.db
      .update(newsletterSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, late));
    expect(await confirmSubscription(app.database.db, lateToken)).toBeNull();
    expect((await subscription(late)).status).toBe("pending");
  });

  it("answers a confirmed address exactly as a new one, changes nothing, and tells its owner by e-mail", async () => {
    const email = "subscribed@lab.example.org";
    const first = await subscribe({ email });
    await confirmSubscription(app.database.db, tokenIn((await mailsTo(email))[0].text, "/newsletter/confirm"));
    const before = await subscription(email);

    const again = await subscribe({ email: "Subscribed@LAB.example.org" });
    const fresh = await subscribe({ email: "never.seen@lab.example.org" });
    expect([first.status, again.status, fresh.status]).toEqual([202, 202, 202]);
    const bodies = [await first.json(), await again.json(), await fresh.json()];
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect([...again.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());

    const after = await subscription(email);
    expect(after).toEqual(before);
    expect(await app.database.db.$count(newsletterSubscriptions, sql`lower(${newsletterSubscriptions.email}) = ${email}`)).toBe(1);
    // to the confirmed address as stored
    const notice = (await mailsTo(email)).at(-1)!;
    expect(notice.kind).toBe("newsletter-already-subscribed");
    expect(notice.text).toContain("It is already subscribed; nothing has changed.");
    expect(notice.text).toContain("/newsletter/unsubscribe?token=");
  });

  it("sends a pending address a new link, and the earlier one stops working", async () => {
    const email = "twice@lab.example.org";
    await subscribe({ email });
    await subscribe({ email });
    const [firstMail, secondMail] = await mailsTo(email);
    expect(await confirmSubscription(app.database.db, tokenIn(firstMail.text, "/newsletter/confirm"))).toBeNull();
    expect(await confirmSubscription(app.database.db, tokenIn(secondMail.text, "/newsletter/confirm"))).toEqual({ email });
  });

  it("mails one address three times a day at most, whoever asks: a fourth request changes nothing and sends nothing", async () => {
    const email = "mail.bombed@lab.example.org";
    for (let i = 0; i < 3; i++) expect((await subscribe({ email })).status).toBe(202);
    const before = await subscription(email);
    const tokensBefore = await app.database.db.select().from(newsletterUnsubscribeTokens).where(eq(newsletterUnsubscribeTokens.subscriptionId, before.id));
    // from another client address, in another case: still the same recipient, answered alike
    const fourth = await subscribe({ email: "Mail.Bombed@lab.example.org" });
    expect(fourth.status).toBe(202);
    expect(await fourth.json()).toEqual({ message: CHECK_INBOX });
    expect(await mailsTo(email)).toHaveLength(3);
    expect(await mailsTo("Mail.Bombed@lab.example.org")).toHaveLength(0);
    const after = await subscription(email);
    expect(after.confirmTokenHash).toBe(before.confirmTokenHash);
    const tokensAfter = await app.database.db.select().from(newsletterUnsubscribeTokens).where(eq(newsletterUnsubscribeTokens.subscriptionId, before.id));
    expect(tokensAfter).toHaveLength(tokensBefore.length);
  });

  it("unsubscribes with any e-mail's link: opening it (peek) changes nothing, the POST does; the confirmation link then stops working", async () => {
    const email = "leaving@lab.example.org";
    await subscribe({ email });
    const [mail] = await mailsTo(email);
    const confirmToken = tokenIn(mail.text, "/newsletter/confirm");
    await confirmSubscription(app.database.db, confirmToken);
    const unsubscribeToken = tokenIn(mail.text, "/newsletter/unsubscribe");

    expect(await peekUnsubscribe(app.database.db, unsubscribeToken)).toEqual({ email, subscribed: true });
    expect((await subscription(email)).status).toBe("confirmed");
    expect(await unsubscribe(app.database.db, "y".repeat(43))).toBeNull();
    expect(await unsubscribe(app.database.db, unsubscribeToken)).toEqual({ email });
    const row = await subscription(email);
    expect(row.status).toBe("unsubscribed");
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
    expect(await unsubscribe(app.database.db, unsubscribeToken)).toEqual({ email });
    expect(await peekUnsubscribe(app.database.db, unsubscribeToken)).toEqual({ email, subscribed: false });
    expect(await confirmSubscription(app.database.db, confirmToken)).toBeNull();
    const tokens = await app.database.db.select().from(newsletterUnsubscribeTokens).where(eq(newsletterUnsubscribeTokens.subscriptionId, row.id));
    expect(tokens.every((t) => /^[0-9a-f]{64}$/.test(t.tokenHash))).toBe(true);

    // subscribing again starts a new double opt-in
    await subscribe({ email });
    expect((await subscription(email)).status).toBe("pending");
    const latest = (await mailsTo(email)).at(-1)!;
    expect(latest.kind).toBe("newsletter-confirm");
    expect(await confirmSubscription(app.database.db, tokenIn(latest.text, "/newsletter/confirm"))).toEqual({ email });
  });

  it.each([
    ["an invalid address", { email: "reader-at-lab" }, 400, "Please enter a valid email address"],
    ["no address", {}, 400, "Please enter a valid email address"],
    ["an address over 254 characters", { email: `${"x".repeat(250)}@example.org` }, 400, "Email address is too long"],
  ])("answers %s with %i and stores nothing", async (_, json, status, message) => {
    const before = await app.database.db.$count(newsletterSubscriptions);
    const res = await subscribe(json);
    expect(res.status).toBe(status);
    expect((await res.json()).message).toBe(message);
    expect(await app.database.db.$count(newsletterSubscriptions)).toBe(before);
  });

  it("answers 400 for a body that is not JSON, and 413 for one over 64 KB", async () => {
    const notJson = await app.request("/api/newsletter", {
      method: "POST",
      body: "email=x",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.201" },
    });
    expect(notJson.status).toBe(400);
    const large = await subscribe({ email: "big@lab.example.org", padding: "x".repeat(100 * 1024) });
    expect(large.status).toBe(413);
    expect((await large.json()).message).toBe("Request body is too large");
  });

  it("allows five requests per address in ten minutes, as the contact form, then 429 with Retry-After", async () => {
    const address = "203.0.113.77";
    for (let i = 0; i < 5; i++) expect((await subscribe({ email: `limit.${i}@lab.example.org` }, address)).status).toBe(202);
    const limited = await subscribe({ email: "limit.6@lab.example.org" }, address);
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toBe("You have sent several messages in a short time. Please wait a few minutes and try again.");
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await subscription("limit.6@lab.example.org")).toBeUndefined();
  });
});

describe("GET /api/admin/newsletter-subscribers", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it("counts pending addresses and lists confirmed ones, for admins only", async () => {
    expect((await app.request("/api/admin/newsletter-subscribers")).status).toBe(401);
    const res = await app.request("/api/admin/newsletter-subscribers", { cookie: admin });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { confirmed: { email: string }[]; pending: number };
    const confirmed = body.confirmed.map((s) => s.email);
    expect(confirmed).toContain("subscribed@lab.example.org");
    expect(confirmed).not.toContain("reader@lab.example.org");
    expect(body.pending).toBeGreaterThan(0);
  });
});
