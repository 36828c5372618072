import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { approvalRequests, auditLog, orders, organisationMembers, sessions, users } from "../../server/db/schema";
import { signInCookie } from "../support/accounts";
import { createProduct, newCart, orderAsSeen } from "../support/catalogue";
import { createOrganisationAdmin, createOrganisationMember, type SignedInMember } from "../support/organisations";
import { TEST_ADMIN, useSecondInstance, useTestApp } from "../support/test-app";

// An organisation's admins change their members' roles and limits and remove them; staff appoint
// (decisions.md, "Buying as an organisation"). Two instances on one database, as two processes: a
// removal signs the person out on both.
const app = useTestApp();
const second = useSecondInstance(app);
const db = () => app.database.db;

let adminA: SignedInMember;
let adminB: SignedInMember;
let memberOfB: SignedInMember;
let staff: string;

beforeAll(async () => {
  adminA = await createOrganisationAdmin(app, { company: "Franklin Proteomics Lab" });
  adminB = await createOrganisationAdmin(app, { company: "Hodgkin Crystallography Group" });
  memberOfB = await createOrganisationMember(app, { organisation: adminB.organisationId, role: "buyer" });
  staff = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
});

const memberOfA = (role: "admin" | "approver" | "buyer" | "requester", limits = {}) =>
  createOrganisationMember(app, { organisation: adminA.organisationId, role, limits });

const change = (cookie: string | undefined, userId: string, body: unknown) =>
  app.request(`/api/organisation/members/${userId}`, { method: "PATCH", json: body, cookie });
const remove = (cookie: string | undefined, userId: string) => app.request(`/api/organisation/members/${userId}`, { method: "DELETE", cookie });
const appoint = (organisationId: string, userId: string, body: unknown, cookie = staff) =>
  app.request(`/api/admin/organisations/${organisationId}/members/${userId}`, { method: "PATCH", json: body, cookie });

async function membership(userId: string) {
  const [row] = await db().select().from(organisationMembers).where(eq(organisationMembers.userId, userId));
  return row;
}

async function expectRefused(res: Response, status: number, code: string) {
  const body = (await res.json()) as { code: string; message: string; errors?: Record<string, string> };
  expect({ status: res.status, code: body.code }).toEqual({ status, code });
  return body;
}

/** Polls until `check` holds (a NOTIFY takes a few milliseconds to reach the other instance), for at most 3 s. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 60; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("never happened");
}

describe("PATCH /api/organisation/members/:userId", () => {
  it("changes a role and limits, answers the member with decimal amounts, and the member's next request carries the role", async () => {
    const buyer = await memberOfA("buyer", { orderLimitCents: 5000 });
    // the buyer's session is remembered before the change
    expect((await app.request("/api/organisation", { cookie: buyer.cookie })).status).toBe(200);
    const res = await change(adminA.cookie, buyer.id, { role: "approver", approvalLimit: "1500.00" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await res.json()).toMatchObject({
      userId: buyer.id,
      email: buyer.email,
      role: "approver",
      orderLimit: "50.00",
      monthlyLimit: null,
      approvalLimit: "1500.00",
      spentThisMonth: "0.00",
    });
    const seen = await (await app.request("/api/organisation", { cookie: buyer.cookie })).json();
    expect(seen.you.role).toBe("approver");
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectLabel, buyer.email), eq(auditLog.action, "role-changed")));
    expect(audit).toMatchObject({ actorId: adminA.id, subjectId: adminA.organisationId });
    expect(audit.before).toMatchObject({ role: "buyer" });
    expect(audit.after).toMatchObject({ role: "approver" });
  });

  it("changes limits alone, keeps the ones left out, and clears the ones a new role lacks", async () => {
    const buyer = await memberOfA("buyer", { monthlyLimitCents: 40_000 });
    expect(await (await change(adminA.cookie, buyer.id, { orderLimit: "50.00" })).json()).toMatchObject({
      role: "buyer",
      orderLimit: "50.00",
      monthlyLimit: "400.00",
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectLabel, buyer.email), eq(auditLog.action, "limits-changed")));
    expect(audit.actorId).toBe(adminA.id);
    expect(await (await change(adminA.cookie, buyer.id, { monthlyLimit: null })).json()).toMatchObject({ monthlyLimit: null, orderLimit: "50.00" });
    expect(await (await change(adminA.cookie, buyer.id, { role: "requester" })).json()).toMatchObject({
      role: "requester",
      orderLimit: null,
      monthlyLimit: null,
    });
    expect(await membership(buyer.id)).toMatchObject({ role: "requester", orderLimitCents: null, monthlyLimitCents: null });
  });

  it.each([
    ["an unknown role", { role: "overlord" }, 400, "invalid_role"],
    ["a limit that is not a number", { orderLimit: "lots" }, 400, "invalid_limit"],
    ["a limit the role lacks", { approvalLimit: "10.00" }, 422, "limit_not_for_role"],
    ["a limit the new role lacks", { role: "requester", orderLimit: "10.00" }, 422, "limit_not_for_role"],
  ])("refuses %s and changes nothing", async (_, body, status, code) => {
    const buyer = await memberOfA("buyer", { orderLimitCents: 5000 });
    await expectRefused(await change(adminA.cookie, buyer.id, body), status, code);
    expect(await membership(buyer.id)).toMatchObject({ role: "buyer", orderLimitCents: 5000 });
  });

  it("is for the organisation's admins: 403 for other members, 404 for staff, 401 signed out before the body is read", async () => {
    const buyer = await memberOfA("buyer");
    const approver = await memberOfA("approver");
    await expectRefused(await change(approver.cookie, buyer.id, { role: "admin" }), 403, "not_allowed");
    await expectRefused(await change(buyer.cookie, buyer.id, { role: "admin" }), 403, "not_allowed");
    await expectRefused(await change(staff, buyer.id, { role: "admin" }), 404, "no_organisation");
    const signedOut = await app.request(`/api/organisation/members/${buyer.id}`, {
      method: "PATCH",
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    await expectRefused(signedOut, 401, "not_signed_in");
    expect((await membership(buyer.id)).role).toBe("buyer");
  });

  it("answers another organisation's member, an unknown and a malformed id 404 member_not_found, changing nothing", async () => {
    await expectRefused(await change(adminA.cookie, memberOfB.id, { role: "admin" }), 404, "member_not_found");
    await expectRefused(await remove(adminA.cookie, memberOfB.id), 404, "member_not_found");
    await expectRefused(await change(adminA.cookie, crypto.randomUUID(), { role: "admin" }), 404, "member_not_found");
    await expectRefused(await change(adminA.cookie, "not-an-id", { role: "admin" }), 404, "member_not_found");
    await expectRefused(await remove(adminA.cookie, "not-an-id"), 404, "member_not_found");
    expect(await membership(memberOfB.id)).toMatchObject({ organisationId: adminB.organisationId, role: "buyer" });
    expect((await app.request("/api/auth/me", { cookie: memberOfB.cookie })).status).toBe(200);
  });
});

describe("the last admin", () => {
  it("can be neither demoted nor removed; with a second admin, either may go", async () => {
    const lab = await createOrganisationAdmin(app, { company: "One Admin Lab" });
    await expectRefused(await change(lab.cookie, lab.id, { role: "buyer" }), 409, "last_admin");
    await expectRefused(await remove(lab.cookie, lab.id), 409, "last_admin");
    expect((await membership(lab.id)).role).toBe("admin");

    const other = await createOrganisationMember(app, { organisation: lab.organisationId, role: "admin" });
    expect((await change(lab.cookie, other.id, { role: "approver" })).status).toBe(200);
    expect((await change(lab.cookie, other.id, { role: "admin" })).status).toBe(200);
    expect((await remove(other.cookie, lab.id)).status).toBe(204);
    await expectRefused(await remove(other.cookie, other.id), 409, "last_admin");
  });

  it("of two admins demoting each other at once, one stays", async () => {
    const lab = await createOrganisationAdmin(app, { company: "Two Admin Lab" });
    const other = await createOrganisationMember(app, { organisation: lab.organisationId, role: "admin" });
    const answers = await Promise.all([change(lab.cookie, other.id, { role: "buyer" }), change(other.cookie, lab.id, { role: "buyer" })]);
    // the one that lost the lock either finds its caller demoted (403) or the other the last admin (409)
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const admins = await db()
      .select()
      .from(organisationMembers)
      .where(and(eq(organisationMembers.organisationId, lab.organisationId), eq(organisationMembers.role, "admin")));
    expect(admins).toHaveLength(1);
  });
});

describe("DELETE /api/organisation/members/:userId", () => {
  it("removes the person: closed, signed out on every instance, pending requests cancelled, orders kept", async () => {
    const buyer = await memberOfA("buyer");
    const product = await createProduct(app, { priceCents: 1250 });
    const sessionId = newCart();
    expect((await app.request("/api/cart", { method: "POST", json: { sessionId, productId: product.id, quantity: 1 }, cookie: buyer.cookie })).status).toBe(
      201,
    );
    const ordered = await orderAsSeen(
      app,
      sessionId,
      { customerName: "Rosalind Franklin", customerEmail: buyer.email, customerCompany: "Franklin Proteomics Lab", shippingAddress: "1 Lab Road, Cambridge" },
      buyer.cookie,
    );
    expect(ordered.status, await ordered.clone().text()).toBe(201);
    const { orderId } = (await ordered.json()) as { orderId: string };
    const [request] = await db()
      .insert(approvalRequests)
      .values({
        organisationId: adminA.organisationId,
        requesterId: buyer.id,
        reasons: [{ code: "requester_role", message: "A test's request." }],
        lines: [],
        subtotalCents: 0,
        taxCents: 0,
        shippingCents: 0,
        totalCents: 0,
        orderData: {},
      })
      .returning();
    // both instances remember the buyer's session
    expect((await app.request("/api/auth/me", { cookie: buyer.cookie })).status).toBe(200);
    expect((await second.request("/api/auth/me", { cookie: buyer.cookie })).status).toBe(200);
    expect((await second.request("/api/organisation", { cookie: buyer.cookie })).status).toBe(200);

    const res = await remove(adminA.cookie, buyer.id);
    expect(res.status).toBe(204);

    await expectRefused(await app.request("/api/auth/me", { cookie: buyer.cookie }), 401, "not_signed_in");
    await expectRefused(await app.request("/api/organisation", { cookie: buyer.cookie }), 401, "not_signed_in");
    await eventually(async () => (await second.request("/api/auth/me", { cookie: buyer.cookie })).status === 401);
    await expectRefused(await second.request("/api/organisation", { cookie: buyer.cookie }), 401, "not_signed_in");
    expect(await db().select().from(sessions).where(eq(sessions.userId, buyer.id))).toEqual([]);

    const signIn = await app.request("/api/auth/login", { method: "POST", json: { email: buyer.email, password: buyer.password } });
    await expectRefused(signIn, 403, "account_closed");
    expect(signIn.headers.get("Set-Cookie")).toBeNull();
    // a wrong password tells nothing about the account
    await expectRefused(
      await app.request("/api/auth/login", { method: "POST", json: { email: buyer.email, password: "not the password" } }),
      401,
      "invalid_credentials",
    );

    const [person] = await db().select().from(users).where(eq(users.id, buyer.id));
    expect(person.status).toBe("closed");
    expect(await membership(buyer.id)).toBeUndefined();
    const organisation = await (await app.request("/api/organisation", { cookie: adminA.cookie })).json();
    expect(organisation.members.map((m: { userId: string }) => m.userId)).not.toContain(buyer.id);
    const [cancelled] = await db().select().from(approvalRequests).where(eq(approvalRequests.id, request.id));
    expect(cancelled.status).toBe("cancelled");
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userId: buyer.id, organisationId: adminA.organisationId });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectLabel, buyer.email), eq(auditLog.action, "member-removed")));
    expect(audit).toMatchObject({ actorId: adminA.id, subjectId: adminA.organisationId });
  });

  it("is for the organisation's admins: 403 for other members, 401 signed out", async () => {
    const buyer = await memberOfA("buyer");
    const approver = await memberOfA("approver");
    await expectRefused(await remove(approver.cookie, buyer.id), 403, "not_allowed");
    await expectRefused(await remove(undefined, buyer.id), 401, "not_signed_in");
    await expectRefused(await remove(staff, buyer.id), 404, "no_organisation");
    expect(await membership(buyer.id)).toBeDefined();
  });
});

describe("PATCH /api/admin/organisations/:id/members/:userId", () => {
  it("lets staff appoint an admin, who may then manage the organisation; limits the role lacks are cleared", async () => {
    const buyer = await memberOfA("buyer", { orderLimitCents: 5000 });
    await expectRefused(await app.request("/api/organisation/invitations", { cookie: buyer.cookie }), 403, "not_allowed");
    const res = await appoint(adminA.organisationId, buyer.id, { role: "admin" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ userId: buyer.id, role: "admin", orderLimit: null });
    expect((await app.request("/api/organisation/invitations", { cookie: buyer.cookie })).status).toBe(200);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectLabel, buyer.email), eq(auditLog.action, "role-changed")));
    expect(audit.actorEmail).toBe(TEST_ADMIN.email);
  });

  it("refuses non-staff, unknown organisations, other organisations' members, unknown roles and the last admin's demotion", async () => {
    const lab = await createOrganisationAdmin(app, { company: "Appointed Lab" });
    await expectRefused(await appoint(lab.organisationId, lab.id, { role: "buyer" }, lab.cookie), 403, "not_allowed");
    await expectRefused(await appoint(lab.organisationId, lab.id, { role: "buyer" }, ""), 401, "not_signed_in");
    await expectRefused(await appoint(crypto.randomUUID(), lab.id, { role: "admin" }), 404, "organisation_not_found");
    await expectRefused(await appoint("nope", lab.id, { role: "admin" }), 404, "organisation_not_found");
    await expectRefused(await appoint(lab.organisationId, memberOfB.id, { role: "admin" }), 404, "member_not_found");
    await expectRefused(await appoint(lab.organisationId, lab.id, { role: "overlord" }), 400, "invalid_role");
    await expectRefused(await appoint(lab.organisationId, lab.id, { role: "buyer" }), 409, "last_admin");
    expect((await membership(lab.id)).role).toBe("admin");
    expect((await membership(memberOfB.id)).role).toBe("buyer");
  });
});
