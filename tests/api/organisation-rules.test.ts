import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, costCentres, orders, organisations } from "../../server/db/schema";
import { signInCookie } from "../support/accounts";
import { createProduct } from "../support/catalogue";
import { createOrganisationAdmin, createOrganisationMember, type SignedInMember } from "../support/organisations";
import { cartOf, checkout, mailsTo, orderOne } from "../support/organisation-orders";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// many checkouts from one test address
const app = useTestApp({ FORM_RATE_LIMIT_MULTIPLIER: "100" });

let staff: string;
beforeAll(async () => {
  staff = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
});

const putRules = (cookie: string | undefined, json: unknown) => app.request("/api/organisation/rules", { method: "PUT", cookie, json });

async function rulesOf(organisationId: string) {
  const [row] = await app.database.db.select().from(organisations).where(eq(organisations.id, organisationId));
  return row;
}

describe("PUT /api/organisation/rules", () => {
  it("keeps what is left out, clears what is null, answers amounts as decimal strings, and audits what changed", async () => {
    const admin = await createOrganisationAdmin(app);
    const first = await putRules(admin.cookie, { approvalAbove: "100.00", monthlyBudget: "400", costCentreRequired: true });
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toContain("no-store");
    expect(await first.json()).toEqual({ approvalAbove: "100.00", monthlyBudget: "400.00", costCentreRequired: true, glCodeRequired: false });

    const second = await putRules(admin.cookie, { glCodeRequired: true, approvalAbove: null });
    expect(await second.json()).toEqual({ approvalAbove: null, monthlyBudget: "400.00", costCentreRequired: true, glCodeRequired: true });
    expect(await rulesOf(admin.organisationId)).toMatchObject({
      approvalAboveCents: null,
      monthlyBudgetCents: 40_000,
      costCentreRequired: true,
      glCodeRequired: true,
    });

    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, admin.organisationId), eq(auditLog.action, "rules-changed")))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [
        { approvalAbove: null, monthlyBudget: null, costCentreRequired: false },
        { approvalAbove: "100.00", monthlyBudget: "400.00", costCentreRequired: true },
      ],
      [
        { approvalAbove: "100.00", glCodeRequired: false },
        { approvalAbove: null, glCodeRequired: true },
      ],
    ]);
  });

  it("refuses amounts that are not decimal strings of dollars (400 invalid_limit naming the field) and stores nothing", async () => {
    const admin = await createOrganisationAdmin(app);
    for (const [field, value] of [
      ["approvalAbove", "lots"],
      ["approvalAbove", "-5.00"],
      ["monthlyBudget", "1.234"],
      ["monthlyBudget", "10000000.01"],
      ["approvalAbove", 50],
    ] as const) {
      const res = await putRules(admin.cookie, { [field]: value, costCentreRequired: true });
      expect(res.status, `${field}: ${value}`).toBe(400);
      const body = await res.json();
      expect(body.code).toBe("invalid_limit");
      expect(Object.keys(body.errors)).toEqual([field]);
    }
    expect(await rulesOf(admin.organisationId)).toMatchObject({ approvalAboveCents: null, monthlyBudgetCents: null, costCentreRequired: false });
  });

  it("is for the organisation's admins: other members 403 not_allowed, staff 404 no_organisation, signed out 401 before the body is read", async () => {
    const admin = await createOrganisationAdmin(app);
    for (const role of ["approver", "buyer", "requester"] as const) {
      const member = await createOrganisationMember(app, { organisation: admin.organisationId, role });
      const res = await putRules(member.cookie, { approvalAbove: "1.00" });
      expect(res.status, role).toBe(403);
      expect((await res.json()).code).toBe("not_allowed");
    }
    expect((await (await putRules(staff, { approvalAbove: "1.00" })).json()).code).toBe("no_organisation");
    const signedOut = await app.request("/api/organisation/rules", { method: "PUT", body: "{not json", headers: { "Content-Type": "application/json" } });
    expect(signedOut.status).toBe(401);
    expect((await signedOut.json()).code).toBe("not_signed_in");
    expect((await rulesOf(admin.organisationId)).approvalAboveCents).toBeNull();
  });
});

describe("the rules at checkout", () => {
  let admin: SignedInMember;
  let buyer: SignedInMember;
  beforeAll(async () => {
    admin = await createOrganisationAdmin(app);
    buyer = await createOrganisationMember(app, { organisation: admin.organisationId, role: "buyer" });
  });

  it("the issue's example: an order limit of 50.00 sends a $250.00 order for approval (total 320.00); approvalAbove 100.00 does for buyers, and null lifts it", async () => {
    const kit = await createProduct(app, { priceCents: 25_000 });
    const small = await createProduct(app, { priceCents: 1_250 });
    const limited = await createOrganisationMember(app, { organisation: admin.organisationId, role: "buyer", limits: { orderLimitCents: 5_000 } });
    const listed = await (await app.request("/api/organisation", { cookie: admin.cookie })).json();
    expect(listed.members.find((m: { userId: string }) => m.userId === limited.id).orderLimit).toBe("50.00");

    const waits = await orderOne(app, limited.cookie, kit.id);
    expect(waits.status).toBe(202);
    expect(await waits.json()).toEqual({
      approvalId: expect.any(String),
      status: "awaiting_approval",
      reasons: [{ code: "over_order_limit", message: expect.stringContaining("$50.00") }],
      total: "320.00",
    });

    const direct = await orderOne(app, buyer.cookie, kit.id);
    expect(direct.status).toBe(201);
    expect(await direct.json()).toMatchObject({ orderId: expect.any(String), total: "320.00" });

    expect((await putRules(admin.cookie, { approvalAbove: "100.00" })).status).toBe(200);
    const above = await orderOne(app, buyer.cookie, kit.id);
    expect(above.status).toBe(202);
    expect((await above.json()).reasons.map((r: { code: string }) => r.code)).toEqual(["over_approval_threshold"]);
    expect((await orderOne(app, buyer.cookie, small.id)).status).toBe(201);
    // approvers and admins are not held by a rule meant for buyers
    const approver = await createOrganisationMember(app, { organisation: admin.organisationId, role: "approver" });
    expect((await orderOne(app, approver.cookie, kit.id)).status).toBe(201);

    expect((await putRules(admin.cookie, { approvalAbove: null })).status).toBe(200);
    expect((await orderOne(app, buyer.cookie, kit.id)).status).toBe(201);
  });

  it("counts this month's orders against the budget when placed, and gives a cancelled order's amount back", async () => {
    const own = await createOrganisationAdmin(app);
    const member = await createOrganisationMember(app, { organisation: own.organisationId, role: "buyer" });
    const kit = await createProduct(app, { priceCents: 25_000 });
    expect((await putRules(own.cookie, { monthlyBudget: "700.00" })).status).toBe(200);
    // the admin's own orders count too: 320.00 of 700.00
    const first = await orderOne(app, own.cookie, kit.id);
    expect(first.status).toBe(201);
    expect((await orderOne(app, member.cookie, kit.id)).status).toBe(201); // 640.00
    const over = await orderOne(app, member.cookie, kit.id);
    expect(over.status).toBe(202);
    expect((await over.json()).reasons.map((r: { code: string }) => r.code)).toEqual(["over_monthly_budget"]);

    const { orderId } = await first.json();
    expect((await app.request(`/api/orders/${orderId}/status`, { method: "PUT", cookie: staff, json: { status: "cancelled" } })).status).toBe(200);
    expect((await orderOne(app, member.cookie, kit.id)).status).toBe(201);
  });

  it("a monthly limit counts the member's own orders only", async () => {
    const own = await createOrganisationAdmin(app);
    const member = await createOrganisationMember(app, { organisation: own.organisationId, role: "buyer", limits: { monthlyLimitCents: 40_000 } });
    const kit = await createProduct(app, { priceCents: 25_000 });
    expect((await orderOne(app, own.cookie, kit.id)).status).toBe(201);
    expect((await orderOne(app, member.cookie, kit.id)).status).toBe(201);
    const over = await orderOne(app, member.cookie, kit.id);
    expect(over.status).toBe(202);
    expect((await over.json()).reasons.map((r: { code: string }) => r.code)).toEqual(["over_monthly_limit"]);
  });
});

describe("cost centres", () => {
  const list = (cookie: string | undefined) => app.request("/api/organisation/cost-centres", { cookie });
  const add = (cookie: string, json: unknown) => app.request("/api/organisation/cost-centres", { method: "POST", cookie, json });
  const change = (cookie: string, id: string, json: unknown) => app.request(`/api/organisation/cost-centres/${id}`, { method: "PATCH", cookie, json });

  it("admins keep the list, every member reads it, and each organisation has its own", async () => {
    const admin = await createOrganisationAdmin(app);
    const requester = await createOrganisationMember(app, { organisation: admin.organisationId, role: "requester" });
    const other = await createOrganisationAdmin(app);

    const created = await add(admin.cookie, { code: " LAB-42 ", name: "Proteomics lab" });
    expect(created.status).toBe(201);
    const centre = await created.json();
    expect(centre).toEqual({ id: expect.any(String), code: "LAB-42", name: "Proteomics lab", active: true });
    expect((await add(admin.cookie, { code: "LAB-01", name: "Core facility" })).status).toBe(201);

    expect(await (await list(requester.cookie)).json()).toEqual([expect.objectContaining({ code: "LAB-01" }), centre]);
    expect(await (await list(other.cookie)).json()).toEqual([]);

    const renamed = await change(admin.cookie, centre.id, { name: "Proteomics", active: false });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toEqual({ ...centre, name: "Proteomics", active: false });

    const taken = await add(admin.cookie, { code: "LAB-42", name: "Again" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).code).toBe("cost_centre_exists");
  });

  it("refuses what is not an admin's or not the organisation's, and codes outside 1–40 characters, changing nothing", async () => {
    const admin = await createOrganisationAdmin(app);
    const buyer = await createOrganisationMember(app, { organisation: admin.organisationId, role: "buyer" });
    const other = await createOrganisationAdmin(app);
    const centre = await (await add(admin.cookie, { code: "CC-1", name: "One" })).json();

    expect((await (await add(buyer.cookie, { code: "CC-2", name: "Two" })).json()).code).toBe("not_allowed");
    expect((await (await change(buyer.cookie, centre.id, { active: false })).json()).code).toBe("not_allowed");
    for (const id of [centre.id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const res = await change(other.cookie, id, { name: "Taken over" });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ message: "Cost centre not found", code: "cost_centre_not_found" });
    }
    for (const code of ["", "   ", "x".repeat(41)]) {
      const res = await add(admin.cookie, { code, name: "Bad" });
      expect(res.status, JSON.stringify(code)).toBe(400);
      expect((await res.json()).code).toBe("validation_failed");
    }
    expect((await list(undefined)).status).toBe(401);
    const rows = await app.database.db.select().from(costCentres).where(eq(costCentres.organisationId, admin.organisationId));
    expect(rows.map((r) => [r.code, r.name, r.active])).toEqual([["CC-1", "One", true]]);
  });

  it("at checkout: required where the rules say so, any code while the list is empty, only the list's active codes once it has some; printed with the order", async () => {
    const admin = await createOrganisationAdmin(app);
    const kit = await createProduct(app, { priceCents: 1_250 });
    expect((await putRules(admin.cookie, { costCentreRequired: true, glCodeRequired: true })).status).toBe(200);

    const noCentre = await orderOne(app, admin.cookie, kit.id, { glCode: "6100" });
    expect(noCentre.status).toBe(422);
    expect((await noCentre.json()).code).toBe("cost_centre_required");
    const noGl = await orderOne(app, admin.cookie, kit.id, { costCentre: "ANY-CODE" });
    expect(noGl.status).toBe(422);
    expect((await noGl.json()).code).toBe("gl_code_required");

    // the list is empty: any code of 1–40 characters
    const placed = await orderOne(app, admin.cookie, kit.id, { costCentre: "ANY-CODE", glCode: "6100-lab-supplies", poNumber: "PO-77" });
    expect(placed.status).toBe(201);
    const receipt = await placed.json();
    expect(receipt).toMatchObject({ poNumber: "PO-77", costCentre: "ANY-CODE", glCode: "6100-lab-supplies" });
    const [stored] = await app.database.db.select().from(orders).where(eq(orders.id, receipt.orderId));
    expect(stored).toMatchObject({ costCentre: "ANY-CODE", glCode: "6100-lab-supplies", organisationId: admin.organisationId });

    const page = await (await app.request(`/api/account/orders/${receipt.orderNumber}`, { cookie: admin.cookie })).json();
    expect(page).toMatchObject({ poNumber: "PO-77", costCentre: "ANY-CODE", glCode: "6100-lab-supplies" });
    const pdf = await app.request(`/api/account/orders/${receipt.orderNumber}/pdf`, { cookie: admin.cookie });
    const { text: pdfText } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true });
    expect(pdfText).toContain("PO number: PO-77");
    expect(pdfText).toContain("Cost centre: ANY-CODE");
    expect(pdfText).toContain("GL code: 6100-lab-supplies");
    const confirmation = (await mailsTo(app, "barbara@lab.example.org")).find((m) => m.text.includes(receipt.orderNumber))!;
    expect(confirmation.text).toContain("Cost centre: ANY-CODE\nGL code: 6100-lab-supplies");
    expect(confirmation.html).toContain("Cost centre: ANY-CODE");
    expect((await app.request(`/api/orders/${receipt.orderId}/status`, { method: "PUT", cookie: staff, json: { status: "confirmed" } })).status).toBe(200);
    const confirmed = (await mailsTo(app, "barbara@lab.example.org")).find((m) => m.kind === "order-confirmed" && m.text.includes(receipt.orderNumber))!;
    expect(confirmed.text).toContain("Your PO number: PO-77\nCost centre: ANY-CODE\nGL code: 6100-lab-supplies\n");
    const csv = await (await app.request("/api/admin/orders.csv", { cookie: staff })).text();
    expect(csv.split("\r\n")[0]).toContain('"Lots","Cost centre","GL code"');
    const row = csv.split("\r\n").find((line) => line.startsWith(`"${receipt.orderNumber}"`))!;
    expect(row).toContain('"PO-77"');
    expect(row).toContain('"ANY-CODE","6100-lab-supplies",');

    const centre = await (await add(admin.cookie, { code: "LAB-42", name: "Proteomics" })).json();
    const unknown = await orderOne(app, admin.cookie, kit.id, { costCentre: "ANY-CODE", glCode: "6100" });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).code).toBe("unknown_cost_centre");
    expect((await orderOne(app, admin.cookie, kit.id, { costCentre: "LAB-42", glCode: "6100" })).status).toBe(201);
    await change(admin.cookie, centre.id, { active: false });
    expect((await (await orderOne(app, admin.cookie, kit.id, { costCentre: "LAB-42", glCode: "6100" })).json()).code).toBe("unknown_cost_centre");
    const tooLong = await orderOne(app, admin.cookie, kit.id, { costCentre: "x".repeat(41), glCode: "6100" });
    expect(tooLong.status).toBe(400);
  });

  it("a cart refused for a missing reference is kept", async () => {
    const admin = await createOrganisationAdmin(app);
    const kit = await createProduct(app, { priceCents: 1_250 });
    await putRules(admin.cookie, { glCodeRequired: true });
    const sessionId = await cartOf(app, admin.cookie, kit.id);
    expect((await checkout(app, admin.cookie, sessionId)).status).toBe(422);
    expect((await checkout(app, admin.cookie, sessionId, { glCode: "6100" })).status).toBe(201);
  });
});
