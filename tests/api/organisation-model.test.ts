import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, organisationMembers, organisations, orders } from "../../server/db/schema";
import { findUser, signInCookie } from "../support/accounts";
import { createProduct, newCart, orderAsSeen } from "../support/catalogue";
import { createOrganisationAdmin, createOrganisationMember, type SignedInMember } from "../support/organisations";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// The organisation is the customer: it owns terms, prices, addresses, orders and quotes; its
// members share them, by role, and nothing crosses to another organisation.
const app = useTestApp({ TRUST_PROXY_HOPS: "1" });
let nextAddress = 1;
const fromNewAddress = () => ({ "X-Forwarded-For": `203.0.113.${nextAddress++ % 250}` });

let staff: string;
let admin: SignedInMember;
let buyer: SignedInMember;
let requester: SignedInMember;
let approver: SignedInMember;
let otherAdmin: SignedInMember;

const customer = { customerName: "Ada Lovelace", customerEmail: "ada@lab.example.org", shippingAddress: "1 Analytical Way, London" };
const address = { kind: "shipping", name: "Receiving", line1: "1 Lab Road", postalCode: "02139", city: "Cambridge", country: "US" };

const getJson = async <T>(path: string, cookie?: string) => {
  const res = await app.request(path, { cookie });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
};

async function cartOf(cookie: string, productId: string, quantity = 1) {
  const sessionId = newCart();
  const res = await app.request("/api/cart", { method: "POST", json: { sessionId, productId, quantity }, cookie });
  expect(res.status).toBe(201);
  return sessionId;
}

async function placeOrder(member: SignedInMember, productId: string) {
  const res = await orderAsSeen(app, await cartOf(member.cookie, productId), customer, member.cookie);
  expect(res.status).toBe(201);
  const { orderId } = (await res.json()) as { orderId: string };
  const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

beforeAll(async () => {
  staff = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  admin = await createOrganisationAdmin(app, { company: "Helix Proteomics" });
  buyer = await createOrganisationMember(app, { organisation: admin.organisationId, role: "buyer", limits: { orderLimitCents: 500_00 } });
  requester = await createOrganisationMember(app, { organisation: admin.organisationId, role: "requester" });
  approver = await createOrganisationMember(app, { organisation: admin.organisationId, role: "approver", limits: { approvalLimitCents: 1_000_00 } });
  otherAdmin = await createOrganisationAdmin(app, { company: "Other Lab" });
});

describe("registering", () => {
  const registration = (email: string, company: string) => ({
    email,
    firstName: "Ada",
    lastName: "Lovelace",
    company,
    password: "correct horse battery",
  });

  it("makes a one-person organisation named exactly as the company entered, with the registrant as its admin; two registrations, two organisations", async () => {
    for (const [email, company] of [
      ["first@helix.example.org", "Helix Biotherapeutics  Inc."],
      ["second@helix.example.org", "Helix Biotherapeutics  Inc."],
    ]) {
      const res = await app.request("/api/auth/register", { method: "POST", json: registration(email, company), headers: fromNewAddress() });
      expect(res.status).toBe(201);
    }
    const first = await findUser(app.database.db, "first@helix.example.org");
    const second = await findUser(app.database.db, "second@helix.example.org");
    const membershipOf = async (userId: string) => {
      const [row] = await app.database.db
        .select({ organisationId: organisationMembers.organisationId, role: organisationMembers.role, name: organisations.name })
        .from(organisationMembers)
        .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
        .where(eq(organisationMembers.userId, userId));
      return row;
    };
    const one = await membershipOf(first.id);
    const two = await membershipOf(second.id);
    expect(one).toMatchObject({ role: "admin", name: "Helix Biotherapeutics  Inc." });
    expect(two).toMatchObject({ role: "admin", name: "Helix Biotherapeutics  Inc." });
    expect(one.organisationId).not.toBe(two.organisationId);
    const members = await app.database.db.select().from(organisationMembers).where(eq(organisationMembers.organisationId, one.organisationId));
    expect(members.map((m) => m.userId)).toEqual([first.id]);
  });
});

describe("GET /api/organisation", () => {
  it("answers 401 signed out and 404 no_organisation for staff, privately", async () => {
    const signedOut = await getJson<{ code: string }>("/api/organisation");
    expect([signedOut.status, signedOut.body.code]).toEqual([401, "not_signed_in"]);
    const ofStaff = await getJson<{ code: string }>("/api/organisation", staff);
    expect([ofStaff.status, ofStaff.body.code]).toEqual([404, "no_organisation"]);
  });

  it("shows a member their organisation, their role, its rules and members; limits and spending are everyone's for admins and approvers, their own for others", async () => {
    const kit = await createProduct(app, { priceCents: 20_00, name: "Organisation probe kit" });
    await placeOrder(buyer, kit.id);
    const forAdmin = await getJson<{
      id: string;
      name: string;
      you: unknown;
      rules: unknown;
      members: Array<Record<string, unknown>>;
    }>("/api/organisation", admin.cookie);
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.headers.get("Cache-Control")).toBe("private, no-store");
    expect(forAdmin.body).toMatchObject({
      id: admin.organisationId,
      name: "Helix Proteomics",
      you: { userId: admin.id, role: "admin" },
      rules: { approvalAbove: null, monthlyBudget: null, costCentreRequired: false, glCodeRequired: false },
    });
    const rowOf = (members: Array<Record<string, unknown>>, who: SignedInMember) => members.find((m) => m.userId === who.id)!;
    expect(forAdmin.body.members.map((m) => m.userId).sort()).toEqual([admin.id, buyer.id, requester.id, approver.id].sort());
    expect(rowOf(forAdmin.body.members, buyer)).toMatchObject({
      email: buyer.email,
      role: "buyer",
      orderLimit: "500.00",
      monthlyLimit: null,
      approvalLimit: null,
      spentThisMonth: "71.60",
    });
    expect(Object.keys(rowOf(forAdmin.body.members, buyer)).sort()).toEqual(
      ["userId", "email", "firstName", "lastName", "role", "orderLimit", "monthlyLimit", "approvalLimit", "spentThisMonth", "joinedAt"].sort(),
    );
    expect(rowOf(forAdmin.body.members, requester)).toMatchObject({ role: "requester", spentThisMonth: "0.00" });

    const forApprover = await getJson<{ members: Array<Record<string, unknown>> }>("/api/organisation", approver.cookie);
    expect(rowOf(forApprover.body.members, buyer)).toMatchObject({ orderLimit: "500.00", spentThisMonth: "71.60" });

    const forRequester = await getJson<{ you: unknown; members: Array<Record<string, unknown>> }>("/api/organisation", requester.cookie);
    expect(forRequester.body.you).toEqual({ userId: requester.id, role: "requester" });
    // another member's row: who they are and their role, never their limits or spending
    expect(rowOf(forRequester.body.members, buyer)).toMatchObject({ email: buyer.email, role: "buyer", orderLimit: null, spentThisMonth: null });
    expect(rowOf(forRequester.body.members, requester)).toMatchObject({ spentThisMonth: "0.00" });
    const forBuyer = await getJson<{ members: Array<Record<string, unknown>> }>("/api/organisation", buyer.cookie);
    expect(rowOf(forBuyer.body.members, buyer)).toMatchObject({ orderLimit: "500.00", spentThisMonth: "71.60" });

    const forOther = await getJson<{ id: string; members: Array<{ userId: string }> }>("/api/organisation", otherAdmin.cookie);
    expect(forOther.body.id).toBe(otherAdmin.organisationId);
    expect(forOther.body.members.map((m) => m.userId)).toEqual([otherAdmin.id]);
  });
});

describe("PATCH /api/organisation", () => {
  it("renames the organisation for its admin, audited; other members 403, bad names 400, staff 404, signed out 401", async () => {
    const rename = (cookie: string | undefined, json: unknown) => app.request("/api/organisation", { method: "PATCH", json, cookie });
    expect((await rename(undefined, { name: "X" })).status).toBe(401);
    for (const member of [buyer, approver, requester]) {
      const refused = await rename(member.cookie, { name: "Taken over" });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "not_allowed" });
    }
    expect((await rename(admin.cookie, { name: "  " })).status).toBe(400);
    expect((await rename(admin.cookie, { name: "x".repeat(201) })).status).toBe(400);
    expect(await (await rename(staff, { name: "Staff lab" })).json()).toMatchObject({ code: "no_organisation" });
    const [unchanged] = await app.database.db.select().from(organisations).where(eq(organisations.id, admin.organisationId));
    expect(unchanged.name).toBe("Helix Proteomics");

    const renamed = await rename(admin.cookie, { name: "Helix Proteomics Core" });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toEqual({ id: admin.organisationId, name: "Helix Proteomics Core" });
    // every member's session carries the new name at once
    expect((await getJson<{ name: string }>("/api/organisation", buyer.cookie)).body.name).toBe("Helix Proteomics Core");
    const [entry] = await app.database.db.select().from(auditLog).where(eq(auditLog.subjectId, admin.organisationId));
    expect(entry).toMatchObject({
      subjectType: "organisation",
      action: "renamed",
      actorId: admin.id,
      before: { name: "Helix Proteomics" },
      after: { name: "Helix Proteomics Core" },
    });
    await rename(admin.cookie, { name: "Helix Proteomics" });
  });
});

describe("terms and prices", () => {
  it("are the organisation's: every member sees its prices through one catalogue audience and pays them; another organisation sees none of them", async () => {
    const kit = await createProduct(app, { priceCents: 100_00, name: "Shared price kit" });
    const terms = await app.request(`/api/admin/users/${buyer.id}/terms`, {
      method: "PUT",
      cookie: staff,
      json: { paymentTerms: "net-30", poRequired: false, discountPercent: 10, prices: [{ sku: kit.sku, price: "80.00" }] },
    });
    expect(terms.status).toBe(200);
    expect(await terms.json()).toMatchObject({ account: { id: buyer.id }, organisation: { id: admin.organisationId } });
    // the admin's page of any member shows the organisation's terms
    expect(((await getJson<{ terms: unknown }>(`/api/admin/users/${admin.id}/terms`, staff)).body.terms as { paymentTerms: string }).paymentTerms).toBe(
      "net-30",
    );

    const priceFor = async (cookie: string) => {
      const res = await app.request(`/api/products/${kit.id}`, { cookie });
      return ((await res.json()) as { price: string | null }).price;
    };
    for (const member of [admin, buyer, requester, approver]) expect(await priceFor(member.cookie)).toBe("$80.00");
    expect(await priceFor(otherAdmin.cookie)).toBe("$100.00");

    const ordered = await placeOrder(admin, kit.id);
    expect(ordered).toMatchObject({ subtotalCents: 80_00, paymentTerms: "net-30", organisationId: admin.organisationId, userId: admin.id });
    const other = await placeOrder(otherAdmin, kit.id);
    expect(other).toMatchObject({ subtotalCents: 100_00, paymentTerms: null, organisationId: otherAdmin.organisationId });

    // removing them, through any member's account, removes them for all
    expect((await app.request(`/api/admin/users/${approver.id}/terms`, { method: "DELETE", cookie: staff })).status).toBe(200);
    for (const member of [admin, buyer]) expect(await priceFor(member.cookie)).toBe("$100.00");
  });
});

describe("the address book", () => {
  it("is the organisation's: its admin changes it, every member reads it, other members' writes are 403 and another organisation never sees it", async () => {
    const added = await app.request("/api/account/addresses", { method: "POST", json: address, cookie: admin.cookie });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };
    for (const member of [buyer, requester, approver]) {
      const list = await getJson<Array<{ id: string }>>("/api/account/addresses", member.cookie);
      expect(list.body.map((a) => a.id)).toEqual([id]);
      const refused = await app.request("/api/account/addresses", { method: "POST", json: { ...address, name: "Mine" }, cookie: member.cookie });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "not_allowed" });
      expect((await app.request(`/api/account/addresses/${id}`, { method: "PUT", json: { ...address, name: "Changed" }, cookie: member.cookie })).status).toBe(
        403,
      );
      expect((await app.request(`/api/account/addresses/${id}`, { method: "DELETE", cookie: member.cookie })).status).toBe(403);
    }
    expect((await getJson<unknown[]>("/api/account/addresses", otherAdmin.cookie)).body).toEqual([]);
    const foreign = await app.request(`/api/account/addresses/${id}`, { method: "DELETE", cookie: otherAdmin.cookie });
    expect([foreign.status, ((await foreign.json()) as { code: string }).code]).toEqual([404, "address_not_found"]);
    expect((await getJson<Array<{ name: string }>>("/api/account/addresses", admin.cookie)).body.map((a) => a.name)).toEqual(["Receiving"]);
  });
});

describe("orders", () => {
  it("belong to the organisation and keep who placed them: admins and approvers read them all, buyers and requesters their own, another organisation none", async () => {
    const kit = await createProduct(app, { priceCents: 12_50, name: "Visibility kit" });
    const ofBuyer = await placeOrder(buyer, kit.id);
    const ofAdmin = await placeOrder(admin, kit.id);
    expect(ofBuyer).toMatchObject({ organisationId: admin.organisationId, userId: buyer.id });

    const numbersFor = async (member: SignedInMember) =>
      (await getJson<Array<{ orderNumber: string }>>("/api/account/orders", member.cookie)).body.map((o) => o.orderNumber);
    for (const reader of [admin, approver]) expect(await numbersFor(reader)).toEqual(expect.arrayContaining([ofBuyer.orderNumber, ofAdmin.orderNumber]));
    expect(await numbersFor(buyer)).toContain(ofBuyer.orderNumber);
    expect(await numbersFor(buyer)).not.toContain(ofAdmin.orderNumber);
    expect(await numbersFor(requester)).toEqual([]);
    expect(await numbersFor(otherAdmin)).not.toContain(ofBuyer.orderNumber);

    const open = (member: SignedInMember, number: string) => app.request(`/api/account/orders/${number}`, { cookie: member.cookie });
    expect((await open(admin, ofBuyer.orderNumber)).status).toBe(200);
    expect((await open(approver, ofBuyer.orderNumber)).status).toBe(200);
    expect((await open(buyer, ofBuyer.orderNumber)).status).toBe(200);
    for (const [member, number] of [
      [buyer, ofAdmin.orderNumber],
      [requester, ofBuyer.orderNumber],
      [otherAdmin, ofBuyer.orderNumber],
    ] as const) {
      const refused = await open(member, number);
      expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([404, "order_not_found"]);
    }
    // the PDF follows the same rule
    expect((await app.request(`/api/account/orders/${ofBuyer.orderNumber}/pdf`, { cookie: admin.cookie })).status).toBe(200);
    expect((await app.request(`/api/account/orders/${ofBuyer.orderNumber}/pdf`, { cookie: otherAdmin.cookie })).status).toBe(404);
  });
});
