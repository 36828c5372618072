import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { FORGOT_PASSWORD_SENT } from "~/lib/account-schemas";
import { accountTokens, mailOutbox } from "../../server/db/schema";
import { createUser, findUser, signInCookie } from "../support/accounts";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp();
const db = () => app.database.db;

async function mailsTo(to: string, kind: string) {
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
}
const tokenIn = (text: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
const me = (cookie: string) => app.request("/api/auth/me", { cookie });
const post = (path: string, json: unknown, cookie?: string) => app.request(path, { method: "POST", json, cookie });
const put = (path: string, json: unknown, cookie?: string) => app.request(path, { method: "PUT", json, cookie });

// every request here comes from one address, and these tests open more links than one client may in
// 15 minutes (tests/api/account-link-limits.test.ts covers that limit)
beforeEach(async () => {
  await db().execute(sql`delete from rate_limits where key like 'account-link-address:%'`);
});

// before the forgotten-password tests, whose last one uses up this client address's hourly requests
describe("links that must not outlive what they were sent for", () => {
  it("a password reset voids a pending e-mail change, and a reset link sent to an address the account has left is refused", async () => {
    const { email, password } = await createUser(db(), "approved");
    const cookie = await signInCookie(app, email, password);
    // someone who knew the password asks to move the account to their own address
    const theirs = `taker-${Date.now()}@lab.example.org`;
    expect((await post("/api/account/email", { newEmail: theirs, currentPassword: password }, cookie)).status).toBe(202);
    const takeover = tokenIn((await mailsTo(theirs, "email-change"))[0].text, "/confirm-email")!;
    // the owner resets the password: every unused link of the account is void
    await post("/api/auth/forgot-password", { email });
    const reset = tokenIn((await mailsTo(email, "password-reset")).at(-1)!.text, "/reset-password")!;
    expect((await post("/api/auth/reset-password", { token: reset, password: "the owner's new passphrase" })).status).toBe(200);
    expect((await post("/api/auth/confirm-email", { token: takeover })).status).toBe(400);
    expect((await findUser(db(), email)).email).toBe(email);

    // a reset link to the old address, after the address changed, is refused
    const moved = await createUser(db(), "approved");
    const movedCookie = await signInCookie(app, moved.email, moved.password);
    await post("/api/auth/forgot-password", { email: moved.email });
    const oldLink = tokenIn((await mailsTo(moved.email, "password-reset")).at(-1)!.text, "/reset-password")!;
    const next = `moved-on-${Date.now()}@lab.example.org`;
    expect((await post("/api/account/email", { newEmail: next, currentPassword: moved.password }, movedCookie)).status).toBe(202);
    const change = tokenIn((await mailsTo(next, "email-change"))[0].text, "/confirm-email")!;
    expect((await post("/api/auth/confirm-email", { token: change })).status).toBe(200);
    expect((await post("/api/auth/reset-password", { token: oldLink, password: "someone else's passphrase" })).status).toBe(400);
  });

  it("signing out everywhere and changing the password void the account's unused links", async () => {
    for (const action of ["sign-out-everywhere", "password"] as const) {
      const { email, password } = await createUser(db(), "approved");
      const cookie = await signInCookie(app, email, password);
      const theirs = `taker-${action}-${Date.now()}@lab.example.org`;
      expect((await post("/api/account/email", { newEmail: theirs, currentPassword: password }, cookie)).status).toBe(202);
      const takeover = tokenIn((await mailsTo(theirs, "email-change"))[0].text, "/confirm-email")!;
      const done =
        action === "password"
          ? await post("/api/account/password", { currentPassword: password, newPassword: "a changed long passphrase" }, cookie)
          : await post("/api/account/sign-out-everywhere", {}, cookie);
      expect(done.status, action).toBeLessThan(300);
      expect((await post("/api/auth/confirm-email", { token: takeover })).status, action).toBe(400);
    }
  });
});

describe("forgotten password", () => {
  it("answers 202 with the same text for known and unknown addresses and mails a link only to an account", async () => {
    const { email } = await createUser(db(), "approved");
    const known = await post("/api/auth/forgot-password", { email });
    const unknown = await post("/api/auth/forgot-password", { email: "nobody-here@lab.example.org" });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual({ message: FORGOT_PASSWORD_SENT });
    expect(await unknown.json()).toEqual({ message: FORGOT_PASSWORD_SENT });
    expect(await mailsTo("nobody-here@lab.example.org", "password-reset")).toHaveLength(0);
    const [mail] = await mailsTo(email, "password-reset");
    const token = tokenIn(mail.text, "/reset-password")!;
    expect(token).toBeDefined();
    // stored hashed, valid 60 minutes
    const [row] = await db()
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, createHash("sha256").update(token).digest("hex")));
    expect(row.purpose).toBe("password-reset");
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1000);
    expect((await post("/api/auth/forgot-password", { email: "not an address" })).status).toBe(400);
  });

  it("sets a new password once under the password rules, ends every session, and refuses reused, forged and expired links with 400", async () => {
    const { email, password } = await createUser(db(), "approved");
    const first = await signInCookie(app, email, password);
    const second = await signInCookie(app, email, password);
    await post("/api/auth/forgot-password", { email });
    const token = tokenIn((await mailsTo(email, "password-reset"))[0].text, "/reset-password")!;

    const short = await post("/api/auth/reset-password", { token, password: "too-short" });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe("Password must be at least 12 characters");
    expect((await post("/api/auth/reset-password", { token, password: "qwerty123456" })).status).toBe(400);

    const ok = await post("/api/auth/reset-password", { token, password: "a brand new passphrase" });
    expect(ok.status).toBe(200);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect((await post("/api/auth/login", { email, password })).status).toBe(401);
    await signInCookie(app, email, "a brand new passphrase");

    const reused = await post("/api/auth/reset-password", { token, password: "another new passphrase" });
    expect(reused.status).toBe(400);
    expect((await reused.json()).message).toMatch(/invalid, has expired or has already been used/);
    expect((await post("/api/auth/reset-password", { token: "x".repeat(43), password: "another new passphrase" })).status).toBe(400);
    expect((await post("/api/auth/reset-password", { token: "short", password: "another new passphrase" })).status).toBe(400);

    await post("/api/auth/forgot-password", { email });
    const fresh = tokenIn((await mailsTo(email, "password-reset")).at(-1)!.text, "/reset-password")!;
    await db()
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, createHash("sha256").update(fresh).digest("hex")));
    expect((await post("/api/auth/reset-password", { token: fresh, password: "another new passphrase" })).status).toBe(400);
  });

  it("is rate limited per client address", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) last = await post("/api/auth/forgot-password", { email: `limit-${i}@lab.example.org` });
    expect(last!.status).toBe(429);
    expect((await last!.json()).message).toMatch(/Too many password reset requests/);
  });
});

describe("registration e-mail confirmation", () => {
  it("mails the applicant a request-received message whose link confirms the address once; the admin's list shows it", async () => {
    const email = "confirm-me@lab.example.org";
    const res = await post("/api/auth/register", {
      email,
      firstName: "Rosalind",
      lastName: "Franklin",
      company: "King's Lab",
      password: "photo fifty one helix",
    });
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(email, "registration-received");
    expect(mail.subject).toMatch(/received/i);
    const token = tokenIn(mail.text, "/confirm-email")!;
    const admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const before = (await (await app.request("/api/users", { cookie: admin })).json()) as Array<{ email: string; emailConfirmed: boolean }>;
    expect(before.find((u) => u.email === email)?.emailConfirmed).toBe(false);

    expect((await post("/api/auth/confirm-email", { token })).status).toBe(200);
    expect((await findUser(db(), email)).emailConfirmedAt).not.toBeNull();
    const after = (await (await app.request("/api/users", { cookie: admin })).json()) as Array<{ email: string; emailConfirmed: boolean }>;
    expect(after.find((u) => u.email === email)?.emailConfirmed).toBe(true);

    expect((await post("/api/auth/confirm-email", { token })).status).toBe(400);
    expect((await post("/api/auth/confirm-email", { token: "y".repeat(43) })).status).toBe(400);
    expect((await post("/api/auth/confirm-email", { token: 42 })).status).toBe(400);
  });
});

describe("the account", () => {
  it("needs a session: every endpoint answers 401 to anonymous visitors", async () => {
    for (const [method, path] of [
      ["GET", "/api/account"],
      ["PUT", "/api/account/profile"],
      ["POST", "/api/account/password"],
      ["POST", "/api/account/email"],
      ["POST", "/api/account/sign-out-everywhere"],
      ["GET", "/api/account/addresses"],
      ["POST", "/api/account/addresses"],
    ]) {
      const res = await app.request(path, { method, json: method === "GET" ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await res.json()).message).toBeTruthy();
    }
  });

  it("shows and changes the owner's profile only, for any status, under the field rules", async () => {
    const a = await createUser(db(), "pending");
    const b = await createUser(db(), "rejected");
    const cookieA = await signInCookie(app, a.email, a.password);
    const cookieB = await signInCookie(app, b.email, b.password);
    const account = await (await app.request("/api/account", { cookie: cookieA })).json();
    expect(account).toMatchObject({ email: a.email, status: "pending", emailConfirmed: false });
    expect(account.passwordHash).toBeUndefined();

    const profile = { firstName: "Marie", lastName: "Curie", company: "Radium Institute", title: "Director", phone: "+33 1 23 45 67 89" };
    const res = await put("/api/account/profile", profile, cookieA);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject(profile);
    expect((await (await me(cookieA)).json()).firstName).toBe("Marie");

    const empty = await put("/api/account/profile", { ...profile, firstName: " " }, cookieA);
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("First name is required");
    const phone = await put("/api/account/profile", { ...profile, phone: "call me maybe" }, cookieA);
    expect(phone.status).toBe(400);
    expect((await put("/api/account/profile", { ...profile, company: "x".repeat(201) }, cookieA)).status).toBe(400);
    expect((await put("/api/account/profile", { ...profile, status: "approved" }, cookieA)).status).toBe(400);
    expect((await findUser(db(), a.email)).status).toBe("pending");

    // B's change touches B only
    expect((await put("/api/account/profile", { ...profile, firstName: "Bee" }, cookieB)).status).toBe(200);
    expect((await findUser(db(), a.email)).firstName).toBe("Marie");
  });

  it("changes the password after the current one and signs out every other session", async () => {
    const a = await createUser(db(), "approved");
    const here = await signInCookie(app, a.email, a.password);
    const elsewhere = await signInCookie(app, a.email, a.password);
    const wrong = await post("/api/account/password", { currentPassword: "not it at all", newPassword: "a fresh long passphrase" }, here);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe("Your current password is not correct");
    const weak = await post("/api/account/password", { currentPassword: a.password, newPassword: "qwerty123456" }, here);
    expect(weak.status).toBe(400);

    const ok = await post("/api/account/password", { currentPassword: a.password, newPassword: "a fresh long passphrase" }, here);
    expect(ok.status).toBe(200);
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await post("/api/auth/login", { email: a.email, password: a.password })).status).toBe(401);
    await signInCookie(app, a.email, "a fresh long passphrase");
    expect(await mailsTo(a.email, "password-changed")).toHaveLength(1);
  });

  it("changes the e-mail only when the link sent to the new address is opened, and keeps addresses unique", async () => {
    const a = await createUser(db(), "approved");
    const other = await createUser(db(), "approved");
    const cookie = await signInCookie(app, a.email, a.password);
    const newEmail = `moved-${Date.now()}@lab.example.org`;
    const res = await post("/api/account/email", { newEmail, currentPassword: a.password }, cookie);
    expect(res.status).toBe(202);
    expect((await findUser(db(), a.email)).email).toBe(a.email);
    const token = tokenIn((await mailsTo(newEmail, "email-change"))[0].text, "/confirm-email")!;

    // an address another account has: the same answer, a notice to it, no link
    const taken = await post("/api/account/email", { newEmail: other.email.toUpperCase(), currentPassword: a.password }, cookie);
    expect(taken.status).toBe(202);
    expect(await mailsTo(other.email.toUpperCase(), "email-in-use")).toHaveLength(1);
    expect(await mailsTo(other.email.toUpperCase(), "email-change")).toHaveLength(0);
    expect((await post("/api/account/email", { newEmail, currentPassword: "wrong password!" }, cookie)).status).toBe(400);

    expect((await post("/api/auth/confirm-email", { token })).status).toBe(200);
    expect(await findUser(db(), newEmail)).toMatchObject({ id: a.user.id });
    expect((await (await me(cookie)).json()).email).toBe(newEmail);
    expect(await mailsTo(a.email, "email-changed")).toHaveLength(1);
    expect((await post("/api/auth/confirm-email", { token })).status).toBe(400);

    // a link for an address taken meanwhile is refused with 409
    const b = await createUser(db(), "approved");
    const cookieB = await signInCookie(app, b.email, b.password);
    const contested = `contested-${Date.now()}@lab.example.org`;
    await post("/api/account/email", { newEmail: contested, currentPassword: b.password }, cookieB);
    const tokenB = tokenIn((await mailsTo(contested, "email-change"))[0].text, "/confirm-email")!;
    await put("/api/account/profile", { firstName: "x", lastName: "y", company: "z" }, cookieB);
    await createUser(db(), "approved").then(({ user }) => db().execute(`update users set email = '${contested}' where id = '${user.id}'`));
    const conflict = await post("/api/auth/confirm-email", { token: tokenB });
    expect(conflict.status).toBe(409);
  });

  it("signs out everywhere", async () => {
    const a = await createUser(db(), "approved");
    const one = await signInCookie(app, a.email, a.password);
    const two = await signInCookie(app, a.email, a.password);
    const res = await post("/api/account/sign-out-everywhere", {}, one);
    expect(res.status).toBe(200);
    expect((await me(one)).status).toBe(401);
    expect((await me(two)).status).toBe(401);
  });
});

describe("the address book", () => {
  const address = (over: Record<string, unknown> = {}) => ({
    kind: "shipping",
    name: "Dr. Ada Lovelace",
    company: "Analytical Engines",
    line1: "12 Babbage Street",
    postalCode: "NW1 2AB",
    city: "London",
    country: "United Kingdom",
    ...over,
  });

  it("keeps one default per kind when addresses are added and made default at the same time (no 500)", async () => {
    const a = await createUser(db(), "approved");
    const cookie = await signInCookie(app, a.email, a.password);
    const added = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post("/api/account/addresses", address({ line1: `${i} Race Road`, isDefault: true }), cookie)),
    );
    expect(added.map((r) => r.status)).toEqual(Array(6).fill(201));
    const ids = await Promise.all(added.map(async (r) => ((await r.json()) as { id: string }).id));
    const made = await Promise.all(ids.map((id) => post(`/api/account/addresses/${id}/default`, {}, cookie)));
    expect(made.map((r) => r.status)).toEqual(Array(6).fill(200));
    const list = (await (await app.request("/api/account/addresses", { cookie })).json()) as Array<{ isDefault: boolean }>;
    expect(list.filter((x) => x.isDefault)).toHaveLength(1);
  });

  it("adds, edits, deletes and keeps one default per kind, for its owner only", async () => {
    const a = await createUser(db(), "approved");
    const b = await createUser(db(), "pending");
    const cookieA = await signInCookie(app, a.email, a.password);
    const cookieB = await signInCookie(app, b.email, b.password);

    const first = await (await post("/api/account/addresses", address(), cookieA)).json();
    expect(first.isDefault).toBe(true);
    const second = await (await post("/api/account/addresses", address({ line1: "1 Other Road" }), cookieA)).json();
    expect(second.isDefault).toBe(false);
    const billing = await (await post("/api/account/addresses", address({ kind: "billing" }), cookieA)).json();
    expect(billing.isDefault).toBe(true);

    expect((await post(`/api/account/addresses/${second.id}/default`, {}, cookieA)).status).toBe(200);
    let list = (await (await app.request("/api/account/addresses", { cookie: cookieA })).json()) as Array<{ id: string; isDefault: boolean; kind: string }>;
    expect(list.filter((x) => x.isDefault).map((x) => x.id)).toEqual(expect.arrayContaining([second.id, billing.id]));
    expect(list.filter((x) => x.isDefault)).toHaveLength(2);

    const edited = await put(`/api/account/addresses/${first.id}`, address({ city: "Cambridge" }), cookieA);
    expect((await edited.json()).city).toBe("Cambridge");
    const bad = await post("/api/account/addresses", address({ postalCode: "" }), cookieA);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Postal code is required");

    // B sees none of A's addresses and can change none of them
    expect(await (await app.request("/api/account/addresses", { cookie: cookieB })).json()).toEqual([]);
    expect((await put(`/api/account/addresses/${first.id}`, address({ city: "Evil" }), cookieB)).status).toBe(404);
    expect((await post(`/api/account/addresses/${first.id}/default`, {}, cookieB)).status).toBe(404);
    expect((await app.request(`/api/account/addresses/${first.id}`, { method: "DELETE", cookie: cookieB })).status).toBe(404);
    expect((await app.request(`/api/account/addresses/not-a-uuid`, { method: "DELETE", cookie: cookieB })).status).toBe(404);

    // deleting the default makes the remaining shipping address the default
    expect((await app.request(`/api/account/addresses/${second.id}`, { method: "DELETE", cookie: cookieA })).status).toBe(200);
    list = await (await app.request("/api/account/addresses", { cookie: cookieA })).json();
    expect(list.find((x) => x.id === first.id)).toMatchObject({ isDefault: true, city: "Cambridge" } as never);
  });
});
