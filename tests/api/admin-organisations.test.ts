import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, costCentres, organisationInvitations, organisations } from "../../server/db/schema";
import { signInCookie } from "../support/accounts";
import { createProduct } from "../support/catalogue";
import { createOrganisationAdmin, createOrganisationMember, type SignedInMember } from "../support/organisations";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// Staff read every organisation and change its name and terms; two organisations, each with an
// admin and a buyer, show that nothing of one appears on the other.
const app = useTestApp({}, { pages: true });

let staff: string;
let lab: SignedInMember;
let labBuyer: SignedInMember;
let other: SignedInMember;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const tag = `Orgs${Date.now().toString(36)}`;

beforeAll(async () => {
  staff = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  lab = await createOrganisationAdmin(app, { company: `${tag} Capillary 100%_Lab` });
  labBuyer = await createOrganisationMember(app, { organisation: lab.organisationId, role: "buyer", limits: { orderLimitCents: 50_000 } });
  other = await createOrganisationAdmin(app, { company: `${tag} Other Institute` });
});

const get = (path: string, cookie: string | undefined = staff) => app.request(path, { cookie });
const nameOf = async (id: string) => (await app.database.db.select().from(organisations).where(eq(organisations.id, id)))[0].name;

describe("GET /api/admin/organisations", () => {
  it("lists organisations by name with their member count and admins, searchable by name or member e-mail", async () => {
    const byName = await get(`/api/admin/organisations?q=${encodeURIComponent(tag.toLowerCase())}`);
    expect(byName.status).toBe(200);
    expect(byName.headers.get("Cache-Control")).toContain("no-store");
    expect(byName.headers.get("X-Total-Count")).toBe("2");
    const list = (await byName.json()) as { id: string; name: string; memberCount: number; admins: { email: string }[]; createdAt: string }[];
    expect(list.map((o) => [o.id, o.memberCount, o.admins.map((a) => a.email)])).toEqual([
      [lab.organisationId, 2, [lab.email]],
      [other.organisationId, 1, [other.email]],
    ]);
    expect(typeof list[0].createdAt).toBe("string");

    const byEmail = (await (await get(`/api/admin/organisations?q=${encodeURIComponent(labBuyer.email.toUpperCase())}`)).json()) as { id: string }[];
    expect(byEmail.map((o) => o.id)).toEqual([lab.organisationId]);
    // % and _ are letters in a search, not patterns
    const literal = (await (await get(`/api/admin/organisations?q=${encodeURIComponent("100%_")}`)).json()) as { id: string }[];
    expect(literal.map((o) => o.id)).toEqual([lab.organisationId]);
  });

  it("refuses a page that is not a whole number from 1 (400 validation_failed)", async () => {
    const res = await get("/api/admin/organisations?page=0");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "validation_failed" });
  });
});

describe("GET /api/admin/organisations/:id", () => {
  it("adds the members with limits, invitations, rules, cost centres, terms and prices of that organisation only", async () => {
    const db = app.database.db;
    await db.insert(costCentres).values([
      { organisationId: lab.organisationId, code: "CC-LAB", name: "Lab budget" },
      { organisationId: other.organisationId, code: "CC-OTHER", name: "Other budget" },
    ]);
    await db.insert(organisationInvitations).values({
      organisationId: lab.organisationId,
      email: "postdoc@lab.example.org",
      role: "requester",
      tokenHash: `hash-${tag}`,
      invitedBy: lab.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await db.update(organisations).set({ approvalAboveCents: 100_000 }).where(eq(organisations.id, lab.organisationId));

    const res = await get(`/api/admin/organisations/${lab.organisationId}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id: lab.organisationId,
      memberCount: 2,
      admins: [{ userId: lab.id, email: lab.email }],
      rules: { approvalAbove: "1000.00", monthlyBudget: null, costCentreRequired: false, glCodeRequired: false },
      costCentres: [{ code: "CC-LAB", name: "Lab budget", active: true }],
      invitations: [{ email: "postdoc@lab.example.org", role: "requester", status: "open", orderLimit: null }],
      terms: null,
      prices: [],
    });
    expect(
      body.members.map((m: { email: string; role: string; orderLimit: string | null; spentThisMonth: string }) => [
        m.email,
        m.role,
        m.orderLimit,
        m.spentThisMonth,
      ]),
    ).toEqual([
      [lab.email, "admin", null, "0.00"],
      [labBuyer.email, "buyer", "500.00", "0.00"],
    ]);

    const theOther = await (await get(`/api/admin/organisations/${other.organisationId}`)).json();
    expect(theOther.members.map((m: { email: string }) => m.email)).toEqual([other.email]);
    expect(theOther.costCentres.map((c: { code: string }) => c.code)).toEqual(["CC-OTHER"]);
    expect(theOther.invitations).toEqual([]);
  });
});

describe("PATCH /api/admin/organisations/:id", () => {
  it("renames the organisation, audited, and its members read the new name at once", async () => {
    const res = await app.request(`/api/admin/organisations/${other.organisationId}`, {
      method: "PATCH",
      cookie: staff,
      json: { name: `${tag} Renamed Institute` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: other.organisationId, name: `${tag} Renamed Institute` });
    expect((await (await get("/api/organisation", other.cookie)).json()).name).toBe(`${tag} Renamed Institute`);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, other.organisationId), eq(auditLog.action, "renamed")));
    expect(audit).toMatchObject({ actorEmail: TEST_ADMIN.email, before: { name: `${tag} Other Institute` }, after: { name: `${tag} Renamed Institute` } });
  });

  it("refuses a blank name with 400 and keeps the old one", async () => {
    const before = await nameOf(lab.organisationId);
    const res = await app.request(`/api/admin/organisations/${lab.organisationId}`, { method: "PATCH", cookie: staff, json: { name: "   " } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "validation_failed" });
    expect(await nameOf(lab.organisationId)).toBe(before);
  });
});

describe("PUT /api/admin/organisations/:id/terms", () => {
  it("sets the organisation's terms and price list for every member, audited under the organisation", async () => {
    const product = await createProduct(app, { priceCents: 300_00, name: `${tag} probe` });
    const res = await app.request(`/api/admin/organisations/${lab.organisationId}/terms`, {
      method: "PUT",
      cookie: staff,
      json: { paymentTerms: "net-30", poRequired: true, discountPercent: 0, prices: [{ sku: product.sku, price: "250.00" }] },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ organisation: { id: lab.organisationId }, terms: { paymentTerms: "net-30", poRequired: true } });
    expect(body.prices.map((p: { sku: string; priceCents: number }) => [p.sku, p.priceCents])).toEqual([[product.sku, 250_00]]);
    // the buyer, not the one who registered, buys on them
    const seen = await (await get(`/api/products/${product.id}`, labBuyer.cookie)).json();
    expect(seen.price).toBe("$250.00");
    const detail = await (await get(`/api/admin/organisations/${lab.organisationId}`)).json();
    expect(detail.terms).toMatchObject({ paymentTerms: "net-30" });
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "organisation"), eq(auditLog.subjectId, lab.organisationId), eq(auditLog.action, "terms-set")));
    expect(audit.actorEmail).toBe(TEST_ADMIN.email);
    // the other organisation keeps the list price
    expect((await (await get(`/api/products/${product.id}`, other.cookie)).json()).price).toBe("$300.00");
  });

  it("refuses an unknown SKU with 400 unknown_sku and changes nothing", async () => {
    const res = await app.request(`/api/admin/organisations/${other.organisationId}/terms`, {
      method: "PUT",
      cookie: staff,
      json: { paymentTerms: "net-60", poRequired: false, discountPercent: 0, prices: [{ sku: "NO-SUCH-SKU", price: "1.00" }] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "unknown_sku" });
    expect((await (await get(`/api/admin/organisations/${other.organisationId}`)).json()).terms).toBeNull();
  });
});

describe("who may", () => {
  const routes = (id: string): [string, string, unknown?][] => [
    ["GET", "/api/admin/organisations"],
    ["GET", `/api/admin/organisations/${id}`],
    ["PATCH", `/api/admin/organisations/${id}`, { name: "Taken over" }],
    ["PUT", `/api/admin/organisations/${id}/terms`, { paymentTerms: "net-30", poRequired: false, discountPercent: 0, prices: [] }],
  ];

  it("answers signed-out callers 401 before reading the body and an organisation's own admin 403", async () => {
    for (const [method, path] of routes(lab.organisationId)) {
      const signedOut = await app.request(path, { method, body: method === "GET" ? undefined : "{not json", headers: { "Content-Type": "application/json" } });
      expect(signedOut.status, `${method} ${path}`).toBe(401);
      expect(await signedOut.json()).toMatchObject({ code: "not_signed_in" });
    }
    for (const [method, path, json] of routes(lab.organisationId)) {
      const member = await app.request(path, { method, cookie: lab.cookie, json });
      expect(member.status, `${method} ${path}`).toBe(403);
      expect(await member.json()).toMatchObject({ code: "not_allowed" });
    }
    expect(await nameOf(lab.organisationId)).not.toBe("Taken over");
  });

  it("answers an unknown or malformed id 404 organisation_not_found and changes nothing", async () => {
    for (const id of [UNKNOWN, "not-a-uuid"])
      for (const [method, path, json] of routes(id).slice(1)) {
        const res = await app.request(path, { method, cookie: staff, json });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toMatchObject({ code: "organisation_not_found" });
      }
    const names = (await app.database.db.select({ name: organisations.name }).from(organisations)).map((o) => o.name);
    expect(names).not.toContain("Taken over");
  });
});

describe("the pages /admin/organisations and /admin/organisations/:id", () => {
  const html = { Accept: "text/html" };
  const postForm = (path: string, fields: Record<string, string>, cookie: string) =>
    app.request(path, {
      method: "POST",
      cookie,
      headers: { ...html, Origin: "http://localhost:3000", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  it("list and search the organisations for staff only", async () => {
    const page = await app.request(`/admin/organisations?q=${encodeURIComponent(labBuyer.email)}`, { cookie: staff, headers: html });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain(`/admin/organisations/${lab.organisationId}`);
    expect(text).not.toContain(`/admin/organisations/${other.organisationId}`);
    expect((await app.request("/admin/organisations", { cookie: lab.cookie, headers: html })).status).toBe(403);
  });

  it("show one organisation's members, cost centres and terms, and rename it with the API's rules", async () => {
    const path = `/admin/organisations/${lab.organisationId}`;
    const text = await (await app.request(path, { cookie: staff, headers: html })).text();
    expect(text).toContain(labBuyer.email);
    expect(text).toContain("Buyer");
    expect(text).toContain("Terms and price list");
    expect(text).not.toContain(other.email);

    expect((await postForm(path, { intent: "rename", name: " " }, staff)).status).toBe(400);
    const renamed = await postForm(path, { intent: "rename", name: `${tag} Capillary Lab` }, staff);
    expect(renamed.status).toBe(200);
    expect(await nameOf(lab.organisationId)).toBe(`${tag} Capillary Lab`);
    expect((await postForm(path, { intent: "rename", name: "Not theirs" }, lab.cookie)).status).toBe(403);
    expect((await app.request(`/admin/organisations/${UNKNOWN}`, { cookie: staff, headers: html })).status).toBe(404);
  });
});
