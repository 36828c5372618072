import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, organisationInvitations, organisationMembers, users } from "../../server/db/schema";
import { createUser, signInCookie } from "../support/accounts";
import { createOrganisationAdmin, createOrganisationMember, type SignedInMember } from "../support/organisations";
import { TEST_ADMIN, useTestApp } from "../support/test-app";
import { createLogger } from "../../server/logger";

// Invitations to join an organisation: an admin invites, the link's holder reads and accepts it
// (decisions.md, "Buying as an organisation"). Two organisations, so that nothing crosses over.
/** the app's log lines, to show that no link's token is in them */
const logLines: string[] = [];
// the server's own logger (its path serializer hides links' tokens), writing into this array
const app = useTestApp({}, { logger: createLogger("info", { write: (line: string) => void logLines.push(line) }) });
const db = () => app.database.db;

let adminA: SignedInMember;
let buyerA: SignedInMember;
let adminB: SignedInMember;
let staff: string;
let counter = 0;

beforeAll(async () => {
  adminA = await createOrganisationAdmin(app, { company: "Franklin Proteomics Lab" });
  buyerA = await createOrganisationMember(app, { organisation: adminA.organisationId, role: "buyer" });
  adminB = await createOrganisationAdmin(app, { company: "Hodgkin Crystallography Group" });
  staff = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
});

const newAddress = () => `invitee-${++counter}-${Date.now()}@lab.example.org`;

function invite(cookie: string | undefined, body: unknown) {
  return app.request("/api/organisation/invitations", { method: "POST", json: body, cookie });
}

/** The token of the newest invitation e-mail to `to`, read from its link. */
async function tokenMailedTo(to: string) {
  const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  const token = /\/invitations\/([A-Za-z0-9_-]{43})\b/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

/** Invites a fresh address to organisation A; its e-mail and the link's token. */
async function invited(body: Record<string, unknown> = { role: "buyer" }) {
  const email = newAddress();
  const res = await invite(adminA.cookie, { email, ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  const invitation = (await res.json()) as { id: string };
  return { email, id: invitation.id, token: await tokenMailedTo(email) };
}

const accept = (token: string, body: unknown = { firstName: "Dorothy", lastName: "Hodgkin", password: "a long enough passphrase 42" }) =>
  app.request(`/api/invitations/${token}/accept`, { method: "POST", json: body });

/** What a refused request must leave untouched: invitations, mails and people. */
async function stored() {
  const [[invitations], [mails], [people]] = await Promise.all([
    db().select({ n: count() }).from(organisationInvitations),
    db().select({ n: count() }).from(mailOutbox),
    db().select({ n: count() }).from(users),
  ]);
  return { invitations: invitations.n, mails: mails.n, people: people.n };
}

async function expectRefused(res: Response, status: number, code: string) {
  const body = (await res.json()) as { code: string; message: string; errors?: Record<string, string> };
  expect({ status: res.status, code: body.code }).toEqual({ status, code });
  return body;
}

describe("POST /api/organisation/invitations", () => {
  it("invites: 201 open with its limits, one e-mail naming inviter, organisation, role and expiry, and only the token's sha-256 stored", async () => {
    const email = newAddress();
    const before = Date.now();
    const res = await invite(adminA.cookie, { email, role: "buyer", orderLimit: "50.00" });
    expect(res.status).toBe(201);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const body = await res.json();
    expect(body).toMatchObject({ email, role: "buyer", orderLimit: "50.00", monthlyLimit: null, approvalLimit: null, status: "open" });
    const expiresIn = new Date(body.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThan(7 * 86_400_000 + 60_000);

    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(1);
    const [inviter] = await db().select().from(users).where(eq(users.id, adminA.id));
    const text = mails[0].text;
    expect(text).toContain(`${inviter.firstName} ${inviter.lastName}`);
    expect(text).toContain("Franklin Proteomics Lab");
    expect(text).toContain("Buyer");
    expect(text).toContain(String(new Date(body.expiresAt).getUTCFullYear()));
    const links = text.match(/\S*\/invitations\/\S*/g);
    expect(links).toHaveLength(1);
    expect(links![0]).toMatch(/^http:\/\/localhost:3000\/invitations\/[A-Za-z0-9_-]{43}$/);

    const token = links![0].split("/").pop()!;
    const [row] = await db().select().from(organisationInvitations).where(eq(organisationInvitations.id, body.id));
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(row).toMatchObject({ organisationId: adminA.organisationId, orderLimitCents: 5000, invitedBy: adminA.id });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, adminA.organisationId), eq(auditLog.subjectLabel, email)));
    expect(audit).toMatchObject({ action: "invitation-sent", actorId: adminA.id });
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it.each([
    ["an unknown role", { role: "overlord" }, 400, "invalid_role"],
    ["a limit that is not a number", { role: "buyer", orderLimit: "lots" }, 400, "invalid_limit"],
    ["a negative limit", { role: "buyer", monthlyLimit: "-5.00" }, 400, "invalid_limit"],
    ["a limit with 3 decimals", { role: "approver", approvalLimit: "1.234" }, 400, "invalid_limit"],
    ["a limit above 10,000,000.00", { role: "buyer", orderLimit: "10000000.01" }, 400, "invalid_limit"],
    ["a limit the role lacks", { role: "requester", orderLimit: "5.00" }, 422, "limit_not_for_role"],
    ["an approval limit for a buyer", { role: "buyer", approvalLimit: "5.00" }, 422, "limit_not_for_role"],
  ])("refuses %s, storing and sending nothing", async (_, body, status, code) => {
    const before = await stored();
    const refusal = await expectRefused(await invite(adminA.cookie, { email: newAddress(), ...body }), status, code);
    if (code === "invalid_role") expect(refusal.message).toBe('Unknown role "overlord": choose admin, approver, buyer or requester');
    if (code === "invalid_limit") expect(Object.keys(refusal.errors ?? {})).toEqual([Object.keys(body).find((k) => k !== "role")]);
    expect(await stored()).toEqual(before);
  });

  it("refuses a bad address, a member, an invited address and someone else's account, naming no other organisation", async () => {
    const before = await stored();
    await expectRefused(await invite(adminA.cookie, { email: "not an address", role: "buyer" }), 400, "invalid_email");
    await expectRefused(await invite(adminA.cookie, { email: buyerA.email.toUpperCase(), role: "buyer" }), 409, "already_member");
    const other = await expectRefused(await invite(adminA.cookie, { email: adminB.email, role: "buyer" }), 409, "address_has_account");
    expect(other.message).not.toContain("Hodgkin");
    await expectRefused(await invite(adminA.cookie, { email: TEST_ADMIN.email, role: "admin" }), 409, "address_has_account");
    expect(await stored()).toEqual(before);

    const { email } = await invited();
    const again = await stored();
    await expectRefused(await invite(adminA.cookie, { email: email.toUpperCase(), role: "approver" }), 409, "already_invited");
    expect(await stored()).toEqual(again);
  });

  it("an expired invitation makes way for a new one to the same address", async () => {
    const { email, id } = await invited();
    await db()
      .update(organisationInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(organisationInvitations.id, id));
    expect((await invite(adminA.cookie, { email, role: "buyer" })).status).toBe(201);
  });

  it("is for admins whose account we approved: 403 for other members and pending admins, 404 for staff, 401 signed out before the body is read", async () => {
    const pending = await createUser(db(), "pending");
    const before = await stored();
    await expectRefused(await invite(buyerA.cookie, { email: newAddress(), role: "buyer" }), 403, "not_allowed");
    await expectRefused(await invite(await signInCookie(app, pending.email, pending.password), { email: newAddress(), role: "buyer" }), 403, "not_allowed");
    await expectRefused(await invite(staff, { email: newAddress(), role: "buyer" }), 404, "no_organisation");
    const signedOut = await app.request("/api/organisation/invitations", {
      method: "POST",
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    await expectRefused(signedOut, 401, "not_signed_in");
    expect(await stored()).toEqual(before);
  });

  it("allows 100 invitations a day per organisation, then 429 with nothing sent", async () => {
    const fresh = await createOrganisationAdmin(app, { company: "Busy Lab" });
    await db().execute(sql`insert into rate_limits (key, count, window_start) values (${`invitation-organisation:${fresh.organisationId}`}, 99, now())`);
    expect((await invite(fresh.cookie, { email: newAddress(), role: "buyer" })).status).toBe(201);
    const before = await stored();
    const res = await invite(fresh.cookie, { email: newAddress(), role: "buyer" });
    await expectRefused(res, 429, "rate_limited");
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await stored()).toEqual(before);
    // another organisation's admins are not held back
    expect((await invite(adminB.cookie, { email: newAddress(), role: "buyer" })).status).toBe(201);
  });
});

describe("an organisation's invitations: list, resend, revoke", () => {
  it("lists the open and expired ones to its admins, newest first", async () => {
    const first = await invited();
    const second = await invited({ role: "approver", approvalLimit: "500.00" });
    const res = await app.request("/api/organisation/invitations", { cookie: adminA.cookie });
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<{ id: string; status: string; approvalLimit: string | null }>;
    expect(list.findIndex((i) => i.id === second.id)).toBeLessThan(list.findIndex((i) => i.id === first.id));
    expect(list.find((i) => i.id === second.id)).toMatchObject({ status: "open", approvalLimit: "500.00" });
    const theirs = (await (await app.request("/api/organisation/invitations", { cookie: adminB.cookie })).json()) as Array<{ id: string }>;
    expect(theirs.map((i) => i.id)).not.toContain(first.id);
    await expectRefused(await app.request("/api/organisation/invitations", { cookie: buyerA.cookie }), 403, "not_allowed");
    await expectRefused(await app.request("/api/organisation/invitations"), 401, "not_signed_in");
  });

  it("resends with a new link for 7 more days; the old link is dead", async () => {
    const { email, id, token } = await invited();
    await db()
      .update(organisationInvitations)
      .set({ expiresAt: sql`now() + interval '1 day'` })
      .where(eq(organisationInvitations.id, id));
    const res = await app.request(`/api/organisation/invitations/${id}/resend`, { method: "POST", cookie: adminA.cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const fresh = await tokenMailedTo(email);
    expect(fresh).not.toBe(token);
    await expectRefused(await app.request(`/api/invitations/${token}`), 404, "invitation_not_found");
    expect((await app.request(`/api/invitations/${fresh}`)).status).toBe(200);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectLabel, email), eq(auditLog.action, "invitation-resent")));
    expect(audit.actorId).toBe(adminA.id);
  });

  it("revokes: 204, the link answers 410 invitation_revoked and the list no longer holds it", async () => {
    const { email, id, token } = await invited();
    const res = await app.request(`/api/organisation/invitations/${id}`, { method: "DELETE", cookie: adminA.cookie });
    expect(res.status).toBe(204);
    await expectRefused(await app.request(`/api/invitations/${token}`), 410, "invitation_revoked");
    await expectRefused(await accept(token), 410, "invitation_revoked");
    const list = (await (await app.request("/api/organisation/invitations", { cookie: adminA.cookie })).json()) as Array<{ id: string }>;
    expect(list.map((i) => i.id)).not.toContain(id);
    await expectRefused(await app.request(`/api/organisation/invitations/${id}/resend`, { method: "POST", cookie: adminA.cookie }), 410, "invitation_revoked");
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectLabel, email), eq(auditLog.action, "invitation-revoked")));
    expect(audit.actorId).toBe(adminA.id);
  });

  it("answers another organisation's, an unknown and a malformed id 404 invitation_not_found, changing nothing", async () => {
    const { id, token } = await invited();
    const before = await stored();
    for (const path of [
      `/api/organisation/invitations/${id}/resend`,
      `/api/organisation/invitations/${crypto.randomUUID()}/resend`,
      "/api/organisation/invitations/nope/resend",
    ])
      await expectRefused(await app.request(path, { method: "POST", cookie: adminB.cookie }), 404, "invitation_not_found");
    for (const path of [`/api/organisation/invitations/${id}`, "/api/organisation/invitations/nope"])
      await expectRefused(await app.request(path, { method: "DELETE", cookie: adminB.cookie }), 404, "invitation_not_found");
    await expectRefused(await app.request(`/api/organisation/invitations/${id}`, { method: "DELETE", cookie: buyerA.cookie }), 403, "not_allowed");
    expect(await stored()).toEqual(before);
    expect((await app.request(`/api/invitations/${token}`)).status).toBe(200);
  });
});

describe("joining through an invitation", () => {
  it("reads the link: organisation, address, role, inviter and expiry", async () => {
    const { email, token } = await invited({ role: "approver", approvalLimit: "1000.00" });
    const res = await app.request(`/api/invitations/${token}`);
    expect(res.status).toBe(200);
    const [inviter] = await db().select().from(users).where(eq(users.id, adminA.id));
    expect(await res.json()).toEqual({
      organisationName: "Franklin Proteomics Lab",
      email,
      role: "approver",
      invitedBy: `${inviter.firstName} ${inviter.lastName}`,
      expiresAt: expect.any(String),
    });
  });

  it("accepts: 201, an approved person with a confirmed address, a member with the invited role and limits, signed in", async () => {
    const { email, token, id } = await invited({ role: "buyer", orderLimit: "50.00", monthlyLimit: "400.00" });
    const res = await accept(token);
    expect(res.status, await res.clone().text()).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ id: expect.any(String), email, organisation: { id: adminA.organisationId, name: "Franklin Proteomics Lab", role: "buyer" } });
    const cookie = res.headers.get("Set-Cookie")!.split(";")[0];
    expect(cookie).toMatch(/^sid=/);

    const me = await app.request("/api/auth/me", { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: body.id, email, firstName: "Dorothy", lastName: "Hodgkin", status: "approved" });
    const [person] = await db().select().from(users).where(eq(users.id, body.id));
    expect(person.emailConfirmedAt).not.toBeNull();
    const [member] = await db().select().from(organisationMembers).where(eq(organisationMembers.userId, body.id));
    expect(member).toMatchObject({
      organisationId: adminA.organisationId,
      role: "buyer",
      orderLimitCents: 5000,
      monthlyLimitCents: 40_000,
      approvalLimitCents: null,
    });
    const [row] = await db().select().from(organisationInvitations).where(eq(organisationInvitations.id, id));
    expect(row.acceptedUserId).toBe(body.id);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectLabel, email), eq(auditLog.action, "invitation-accepted")));
    expect(audit.subjectId).toBe(adminA.organisationId);

    // the organisation lists them
    const organisation = await (await app.request("/api/organisation", { cookie: adminA.cookie })).json();
    expect(organisation.members).toContainEqual(expect.objectContaining({ userId: body.id, role: "buyer", orderLimit: "50.00", monthlyLimit: "400.00" }));

    // a second accept: 410 invitation_used, nobody signed in, nothing made
    const before = await stored();
    const again = await accept(token);
    expect(again.headers.get("Set-Cookie")).toBeNull();
    await expectRefused(again, 410, "invitation_used");
    await expectRefused(await app.request(`/api/invitations/${token}`), 410, "invitation_used");
    expect((await stored()).people).toBe(before.people);
  });

  it("refuses a weak password with 400, signing nobody in and keeping the link open", async () => {
    const { token } = await invited();
    const before = await stored();
    for (const password of ["short", "password1234"]) {
      const res = await accept(token, { firstName: "Ada", lastName: "Lovelace", password });
      expect(res.headers.get("Set-Cookie")).toBeNull();
      const refusal = await expectRefused(res, 400, "validation_failed");
      expect(refusal.errors?.password).toBeDefined();
    }
    expect(await stored()).toEqual(before);
    expect((await accept(token)).status).toBe(201);
  });

  it("answers an expired link 410 invitation_expired, an unknown one 404 and a malformed one 404", async () => {
    const { id, token } = await invited();
    await db()
      .update(organisationInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(organisationInvitations.id, id));
    await expectRefused(await app.request(`/api/invitations/${token}`), 410, "invitation_expired");
    const before = await stored();
    const expired = await accept(token);
    expect(expired.headers.get("Set-Cookie")).toBeNull();
    await expectRefused(expired, 410, "invitation_expired");
    const unknown = randomBytes(32).toString("base64url");
    await expectRefused(await app.request(`/api/invitations/${unknown}`), 404, "invitation_not_found");
    await expectRefused(await accept(unknown), 404, "invitation_not_found");
    await expectRefused(await app.request("/api/invitations/not-a-token"), 404, "invitation_not_found");
    await expectRefused(await accept("not-a-token"), 404, "invitation_not_found");
    expect(await stored()).toEqual(before);
  });

  it("allows 5 tries per link, whatever their outcome, and not the registration's limit per address", async () => {
    const { token } = await invited();
    for (let i = 0; i < 5; i++) expect((await accept(token, { firstName: "Ada", lastName: "Lovelace", password: "short" })).status).toBe(400);
    await expectRefused(await accept(token), 429, "rate_limited");
    // another link from the same address is tried on its own count
    const other = await invited();
    expect((await accept(other.token)).status).toBe(201);
  });

  it("never writes a link's token into the log", async () => {
    const { token } = await invited();
    expect((await app.request(`/api/invitations/${token}`)).status).toBe(200);
    expect((await accept(token)).status).toBe(201);
    const log = logLines.join("");
    expect(log).toContain('"path":"/api/invitations/[redacted]/accept"');
    expect(log).not.toContain(token);
  });

  it("makes one account of two accepts at once", async () => {
    const { email, token } = await invited();
    const answers = await Promise.all([accept(token), accept(token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 410]);
    const losing = answers.find((r) => r.status === 410)!;
    expect(losing.headers.get("Set-Cookie")).toBeNull();
    expect((await losing.json()).code).toBe("invitation_used");
    const [{ n }] = await db()
      .select({ n: count() })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    expect(n).toBe(1);
  });
});
