import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, sessions } from "../../server/db/schema";
import { deliverDueMail } from "../../server/mail/outbox";
import { createMailTransport } from "../../server/mail/transport";
import { changeUserStatus } from "../../server/services/accounts/accounts";
import { cookieFrom, createUser, findUser, signInCookie } from "../support/accounts";
import { TEST_ADMIN, useTestApp } from "../support/test-app";
import { startTestSmtpServer } from "../support/test-smtp";

const app = useTestApp();

const registration = (email: string) => ({
  email,
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Analytical Engines Ltd",
  title: "Head of Proteomics",
  phone: "+44 20 5555 0100",
  password: "correct horse battery",
});

describe("registration", () => {
  it("creates a pending account and queues a notice to the team", async () => {
    const res = await app.request("/api/auth/register", { method: "POST", json: registration("ada@lab.example.org") });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message:
        "Your account request has been submitted for review. Please confirm your email address with the link we have just sent you. You'll receive an email once approved.",
    });
    const user = await findUser(app.database.db, "ada@lab.example.org");
    expect(user.status).toBe("pending");
    expect(user.role).toBe("customer");
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "access-request"));
    expect(mails.some((m) => m.text.includes("ada@lab.example.org"))).toBe(true);
  });

  it("answers an existing address exactly like a new one and tells its owner instead", async () => {
    const again = await app.request("/api/auth/register", { method: "POST", json: registration("ADA@lab.example.org") });
    expect(again.status).toBe(201);
    const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "existing-account"));
    expect(mails.map((m) => m.to)).toContain("ADA@lab.example.org");
  });

  it("requires passwords of at least 12 characters that are not common ones, and refuses unknown fields such as role or status", async () => {
    const register = (password: string) => app.request("/api/auth/register", { method: "POST", json: { ...registration("b@lab.example.org"), password } });
    const short = await register("eleven-char");
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe("Password must be at least 12 characters");
    // from the breach corpora zxcvbn-ts ships (more cases in app/lib/password-policy.server.test.ts)
    const common = await register("qwerty123456");
    expect(common.status).toBe(400);
    expect((await common.json()).message).toBe("This password is too common. Please choose another.");
    expect(await findUser(app.database.db, "b@lab.example.org")).toBeUndefined();
    for (const extra of [{ role: "admin" }, { status: "approved" }, { approvedAt: "2025-01-01" }]) {
      const res = await app.request("/api/auth/register", { method: "POST", json: { ...registration("c@lab.example.org"), ...extra } });
      expect(res.status).toBe(400);
    }
    expect(await findUser(app.database.db, "c@lab.example.org")).toBeUndefined();
  });

  it("accepts long passwords with emoji", async () => {
    const password = "🔬🧪".repeat(8) + "x".repeat(32);
    await app.request("/api/auth/register", { method: "POST", json: { ...registration("emoji@lab.example.org"), password } });
    await changeUserStatus(app.database.db, app.services.brand, "http://localhost", {
      userId: (await findUser(app.database.db, "emoji@lab.example.org")).id,
      status: "approved",
      actor: await findUser(app.database.db, TEST_ADMIN.email),
    });
    expect(await signInCookie(app, "emoji@lab.example.org", password)).toMatch(/^sid=/);
  });
});

describe("an address not confirmed yet", () => {
  const confirmLinks = (to: string) =>
    app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .then((mails) => mails.flatMap((m) => /\/confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(m.text)?.[1] ?? []));
  const resend = (cookie?: string) => app.request("/api/auth/resend-confirmation", { method: "POST", cookie });

  it("still signs in, and gets a new confirmation link on request that replaces the earlier one", async () => {
    const email = `unconfirmed-${Date.now()}@lab.example.org`;
    expect((await app.request("/api/auth/register", { method: "POST", json: registration(email) })).status).toBe(201);
    const cookie = await signInCookie(app, email, registration(email).password);
    expect((await app.request("/api/account", { cookie }).then((r) => r.json())).emailConfirmed).toBe(false);
    const [first] = await confirmLinks(email);

    const res = await resend(cookie);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: "We have sent a new confirmation link to your e-mail address. It is valid for 72 hours." });
    const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "email-confirmation"));
    expect(mails.map((m) => m.to)).toEqual([email]);
    const second = (await confirmLinks(email)).at(-1)!;
    expect(second).not.toBe(first);

    expect((await app.request("/api/auth/confirm-email", { method: "POST", json: { token: first } })).status).toBe(400);
    expect((await app.request("/api/auth/confirm-email", { method: "POST", json: { token: second } })).status).toBe(200);
    const again = await resend(cookie);
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("already_confirmed");
  });

  it("answers 401 not_signed_in to a visitor who is not signed in", async () => {
    const res = await resend();
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("not_signed_in");
  });

  it("sends at most 3 an hour per account, then 429 with Retry-After", async () => {
    const { email, password } = await createUser(app.database.db, "pending");
    const cookie = await signInCookie(app, email, password);
    for (let i = 0; i < 3; i++) expect((await resend(cookie)).status).toBe(202);
    const fourth = await resend(cookie);
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).code).toBe("rate_limited");
    expect(Number(fourth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(3);
  });
});

describe("sign-in and sessions", () => {
  it("answers a wrong password and an unknown e-mail identically", async () => {
    const { email } = await createUser(app.database.db, "approved");
    const wrong = await app.request("/api/auth/login", { method: "POST", json: { email, password: "not-the-password" } });
    const unknown = await app.request("/api/auth/login", { method: "POST", json: { email: "nobody@lab.example.org", password: "not-the-password" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("spends an argon2id verification on an unknown e-mail too (a dummy hash), so timing reveals nothing", async () => {
    // CPU time, not wall time: it does not depend on how busy the machine is. One argon2id
    // verification (19 MiB, 2 passes) costs several milliseconds; a bare database miss far less.
    await app.request("/api/auth/login", { method: "POST", json: { email: "warm-up@lab.example.org", password: "nope" } });
    const before = process.cpuUsage();
    for (let i = 0; i < 4; i++) {
      await app.request("/api/auth/login", { method: "POST", json: { email: `nobody-${i}@lab.example.org`, password: "nope" } });
    }
    const { user, system } = process.cpuUsage(before);
    expect((user + system) / 1000).toBeGreaterThan(4 * 5);
  });

  it("sets an HttpOnly, SameSite=Lax session cookie, rotates it at sign-in and kills it at logout", async () => {
    const { email, password } = await createUser(app.database.db, "approved");
    const first = await app.request("/api/auth/login", { method: "POST", json: { email, password } });
    const setCookie = first.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    const cookie1 = cookieFrom(first);

    const me = await app.request("/api/auth/me", { cookie: cookie1 });
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body).toMatchObject({ email, status: "approved", role: "customer" });
    expect(body).not.toHaveProperty("passwordHash");

    const second = await app.request("/api/auth/login", { method: "POST", json: { email, password }, cookie: cookie1 });
    const cookie2 = cookieFrom(second);
    expect(cookie2).not.toBe(cookie1);
    expect((await app.request("/api/auth/me", { cookie: cookie1 })).status).toBe(401);

    const out = await app.request("/api/auth/logout", { method: "POST", cookie: cookie2 });
    expect(out.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    expect((await app.request("/api/auth/me", { cookie: cookie2 })).status).toBe(401);
  });

  it("stores only a hash of the session id", async () => {
    const { email, password } = await createUser(app.database.db, "pending");
    const cookie = await signInCookie(app, email, password);
    const token = cookie.split("=")[1];
    const rows = await app.database.db.select().from(sessions);
    expect(rows.some((r) => r.idHash === token)).toBe(false);
  });

  it("answers /api/auth/me with 401 for anonymous, forged and malformed cookies", async () => {
    for (const cookie of [undefined, "sid=forged-token-value-that-does-not-exist-anywhere00", "sid=<script>", "sid="]) {
      expect((await app.request("/api/auth/me", { cookie })).status).toBe(401);
    }
  });

  it("refuses the 6th rapid failed sign-in for an account with 429 and Retry-After", async () => {
    const { email, password } = await createUser(app.database.db, "approved");
    for (let i = 0; i < 5; i++) {
      expect((await app.request("/api/auth/login", { method: "POST", json: { email, password: "wrong-password" } })).status).toBe(401);
    }
    const sixth = await app.request("/api/auth/login", { method: "POST", json: { email, password } });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await sixth.json()).message).toMatch(/Too many sign-in attempts/);
  });

  it("validates the login payload with a clear 400", async () => {
    const res = await app.request("/api/auth/login", { method: "POST", json: { email: "not-an-email", password: "" } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Please enter a valid email address");
    const bad = await app.request("/api/auth/login", { method: "POST", body: "{not json", headers: { "Content-Type": "application/json" } });
    expect(bad.status).toBe(400);
  });
});

describe("approval", () => {
  it("follows spec §4's transitions, records who approved and when, and e-mails the user", async () => {
    const { db } = app.database;
    const admin = await findUser(db, TEST_ADMIN.email);
    const { user } = await createUser(db, "pending");
    const change = (status: "pending" | "approved" | "rejected") =>
      changeUserStatus(db, app.services.brand, "http://localhost", { userId: user.id, status, actor: admin });

    const approved = await change("approved");
    expect(approved?.approvedBy).toBe(admin.id);
    expect(approved?.approvedAt).toBeInstanceOf(Date);
    await expect(change("pending")).rejects.toThrow(/cannot be changed/);
    expect((await change("rejected"))?.status).toBe("rejected");
    expect((await change("approved"))?.status).toBe("approved");

    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.map((m) => m.kind).sort()).toEqual(["account-approved", "account-approved", "account-rejected"]);
  });
});

describe("e-mail delivery over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it("delivers the queued account e-mails to a real SMTP server", async () => {
    await app.request("/api/auth/register", { method: "POST", json: registration("grace@lab.example.org") });
    const transport = createMailTransport({ smtpUrl: smtp.url, from: "shop@example.com", fileDir: "/tmp/unused" });
    while ((await deliverDueMail(app.database.db, transport, { batchSize: 50 })).claimed > 0);
    const notice = smtp.received.find((m) => m.raw.includes("grace@lab.example.org") && m.to.includes(app.services.brand.salesEmail));
    expect(notice?.raw).toMatch(/Subject: New access request: Ada Lovelace/);
    const pending = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, "pending"));
    expect(pending).toHaveLength(0);
  });
});
