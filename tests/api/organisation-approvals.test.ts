import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, cartItems, orders, products } from "../../server/db/schema";
import { createProduct, stockOf } from "../support/catalogue";
import { createOrganisationAdmin, createOrganisationMember, organisationWithEveryRole, type SignedInMember } from "../support/organisations";
import { cartOf, checkout, CHECKOUT, countOrdersOf, mailsTo, orderOne, requestRow } from "../support/organisation-orders";
import { useTestApp } from "../support/test-app";

const app = useTestApp({ FORM_RATE_LIMIT_MULTIPLIER: "100" });

/** One organisation with a member of each role (the approver may decide up to $500.00), and a second organisation. */
let admin: SignedInMember;
let approver: SignedInMember;
let smallApprover: SignedInMember;
let buyer: SignedInMember;
let requester: SignedInMember;
let otherAdmin: SignedInMember;
let staff: string;

beforeAll(async () => {
  ({ admin, approver, buyer, requester, otherAdmin, staff } = await organisationWithEveryRole(app, { approverLimits: { approvalLimitCents: 50_000 } }));
  smallApprover = await createOrganisationMember(app, { organisation: admin.organisationId, role: "approver", limits: { approvalLimitCents: 10_000 } });
});

const post = (path: string, cookie: string | undefined, json: unknown = {}) => app.request(path, { method: "POST", cookie, json });
const approve = (id: string, cookie: string, json: unknown = {}) => post(`/api/organisation/approvals/${id}/approve`, cookie, json);
const reject = (id: string, cookie: string, json: unknown) => post(`/api/organisation/approvals/${id}/reject`, cookie, json);
const cancel = (id: string, cookie: string) => post(`/api/organisation/approvals/${id}/cancel`, cookie);

/** A requester's order of one $250.00 product (total $320.00): the id of the request it makes. */
async function requestOf(productId: string, extra: Record<string, unknown> = {}, who: SignedInMember = requester) {
  const res = await orderOne(app, who.cookie, productId, extra);
  expect(res.status).toBe(202);
  return (await res.json()).approvalId as string;
}

describe("an order that needs approval", () => {
  it("answers 202 with the reasons and total, stores the request, empties the cart, takes no stock and sends no order e-mail", async () => {
    const kit = await createProduct(app, { priceCents: 25_000, stock: 5, name: "CE capillary kit" });
    const ordersBefore = await countOrdersOf(app, admin.organisationId);
    const sessionId = await cartOf(app, requester.cookie, kit.id);
    const res = await checkout(app, requester.cookie, sessionId, { poNumber: "PO-1", costCentre: "LAB-1" }, { "Idempotency-Key": `request-${Date.now()}` });
    expect(res.status).toBe(202);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const body = await res.json();
    expect(body).toEqual({
      approvalId: expect.any(String),
      status: "awaiting_approval",
      reasons: [{ code: "requester_role", message: expect.any(String) }],
      total: "320.00",
    });
    expect(body).not.toHaveProperty("orderId");

    expect(await countOrdersOf(app, admin.organisationId)).toBe(ordersBefore);
    expect((await stockOf(app.database.db, kit.id)).stockQuantity).toBe(5);
    expect(await app.database.db.select().from(cartItems).where(eq(cartItems.sessionId, sessionId))).toEqual([]);
    const stored = await requestRow(app, body.approvalId);
    expect(stored).toMatchObject({ status: "pending", requesterId: requester.id, totalCents: 32_000, poNumber: "PO-1", costCentre: "LAB-1" });
    expect(stored.lines).toEqual([expect.objectContaining({ productId: kit.id, quantity: 1, unitPriceCents: 25_000, lineTotalCents: 25_000 })]);

    // the deciders who may decide on $320.00, not the approver whose limit is $100.00; the requester's confirmation; no order e-mail
    for (const decider of [admin, approver]) {
      const mails = await mailsTo(app, decider.email);
      const needed = mails.find((m) => m.kind === "approval-needed" && m.text.includes(body.approvalId))!;
      expect(needed.subject).toMatch(/^Approval needed: order request from First\d+ Tester$/);
      expect(needed.text).toContain(kit.sku);
      expect(needed.text).toContain("CE capillary kit");
      expect(needed.text).toContain("Total: $320.00");
      expect(needed.text).toContain(`http://localhost:3000/account/approvals/${body.approvalId}`);
    }
    expect((await mailsTo(app, smallApprover.email)).some((m) => m.text.includes(body.approvalId))).toBe(false);
    expect((await mailsTo(app, requester.email)).map((m) => m.kind)).toContain("approval-requested");
    expect((await mailsTo(app, CHECKOUT.customerEmail)).filter((m) => m.kind.startsWith("order-") && m.text.includes("CE capillary kit"))).toEqual([]);

    // in no list of orders
    const own = await (await app.request("/api/account/orders", { cookie: requester.cookie })).json();
    expect(own).toEqual([]);
  });

  it("gives the same 202 for the same Idempotency-Key, and refuses the key from another cart", async () => {
    const kit = await createProduct(app, { priceCents: 25_000 });
    const key = `approval-key-${Date.now()}`;
    const sessionId = await cartOf(app, requester.cookie, kit.id);
    const items = [{ productId: kit.id, quantity: 1, unitPrice: "$250.00" }];
    const send = (cart: string) =>
      app.request("/api/orders", {
        method: "POST",
        cookie: requester.cookie,
        headers: { "Idempotency-Key": key },
        json: { orderData: CHECKOUT, items, sessionId: cart },
      });
    const first = await send(sessionId);
    const again = await send(sessionId);
    expect([first.status, again.status]).toEqual([202, 202]);
    expect(await again.json()).toEqual(await first.json());
    const elsewhere = await send(await cartOf(app, requester.cookie, kit.id));
    expect(elsewhere.status).toBe(409);
    expect((await elsewhere.json()).code).toBe("idempotency_key_reused");
  });
});

describe("GET /api/organisation/approvals", () => {
  it("shows admins and approvers the organisation's requests and others their own, newest first, with a total count and filters", async () => {
    const kit = await createProduct(app, { priceCents: 25_000 });
    const mine = await requestOf(kit.id);
    const limited = await createOrganisationMember(app, { organisation: admin.organisationId, role: "buyer", limits: { orderLimitCents: 100 } });
    const theirs = await requestOf(kit.id, {}, limited);

    const all = await app.request("/api/organisation/approvals", { cookie: admin.cookie });
    expect(all.status).toBe(200);
    const list = await all.json();
    expect(list.slice(0, 2).map((r: { id: string }) => r.id)).toEqual([theirs, mine]);
    expect(Number(all.headers.get("X-Total-Count"))).toBe(list.length);
    expect(list[1]).toMatchObject({
      id: mine,
      status: "pending",
      requester: { userId: requester.id, email: requester.email, firstName: expect.any(String), lastName: "Tester" },
      reasons: [{ code: "requester_role", message: expect.any(String) }],
      lines: [{ productId: kit.id, sku: kit.sku, name: kit.name, quantity: 1, unitPrice: "250.00", lineTotal: "250.00" }],
      subtotal: "250.00",
      tax: "20.00",
      shipping: "50.00",
      total: "320.00",
      decidedAt: null,
      decidedBy: null,
      orderId: null,
      orderNumber: null,
    });
    const asApprover = await (await app.request("/api/organisation/approvals", { cookie: approver.cookie })).json();
    expect(asApprover.map((r: { id: string }) => r.id)).toEqual(list.map((r: { id: string }) => r.id));

    const own = await (await app.request("/api/organisation/approvals", { cookie: limited.cookie })).json();
    expect(own.map((r: { id: string }) => r.id)).toEqual([theirs]);
    expect(await (await app.request("/api/organisation/approvals", { cookie: buyer.cookie })).json()).toEqual([]);
    expect(await (await app.request("/api/organisation/approvals", { cookie: otherAdmin.cookie })).json()).toEqual([]);

    expect((await app.request(`/api/organisation/approvals/${mine}`, { cookie: requester.cookie })).status).toBe(200);
    for (const cookie of [limited.cookie, otherAdmin.cookie]) {
      const res = await app.request(`/api/organisation/approvals/${mine}`, { cookie });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Approval request not found", code: "approval_not_found" });
    }
    expect((await app.request("/api/organisation/approvals/nope", { cookie: admin.cookie })).status).toBe(404);

    await cancel(theirs, limited.cookie);
    const cancelled = await app.request("/api/organisation/approvals?status=cancelled", { cookie: admin.cookie });
    expect((await cancelled.json()).map((r: { id: string }) => r.id)).toContain(theirs);
    const pendingIds = (await (await app.request("/api/organisation/approvals?status=pending", { cookie: admin.cookie })).json()).map(
      (r: { id: string }) => r.id,
    );
    expect(pendingIds).toContain(mine);
    expect(pendingIds).not.toContain(theirs);
    expect(await (await app.request("/api/organisation/approvals?page=2", { cookie: admin.cookie })).json()).toEqual([]);
    for (const query of ["status=maybe", "page=0", "page=x"]) {
      const res = await app.request(`/api/organisation/approvals?${query}`, { cookie: admin.cookie });
      expect(res.status, query).toBe(400);
      expect((await res.json()).code).toBe("validation_failed");
    }
    expect((await app.request("/api/organisation/approvals")).status).toBe(401);
  });
});

describe("approving", () => {
  it("makes exactly one order with the one order function: the organisation's, placed by the requester, approved by the approver, with stock, audit and e-mails", async () => {
    const kit = await createProduct(app, { priceCents: 25_000, stock: 5, name: "Approval kit" });
    const id = await requestOf(kit.id, { glCode: "6100" });
    const res = await approve(id, approver.cookie, { poNumber: "PO-2026-9", costCentre: "LAB-42", comment: "Fine for the grant" });
    expect(res.status).toBe(201);
    const receipt = await res.json();
    expect(receipt).toMatchObject({
      approvalId: id,
      orderId: expect.any(String),
      orderNumber: expect.stringMatching(/^SO-\d{4}-\d{6,}$/),
      poNumber: "PO-2026-9",
      costCentre: "LAB-42",
      glCode: "6100",
      subtotal: "250.00",
      tax: "20.00",
      shipping: "50.00",
      total: "320.00",
    });

    const [order] = await app.database.db.select().from(orders).where(eq(orders.id, receipt.orderId));
    expect(order).toMatchObject({ organisationId: admin.organisationId, userId: requester.id, approvedBy: approver.id, approvalId: id, totalCents: 32_000 });
    expect((await stockOf(app.database.db, kit.id)).stockQuantity).toBe(4);
    const audit = await app.database.db.select().from(auditLog).where(eq(auditLog.subjectId, receipt.orderId));
    expect(audit).toEqual([
      expect.objectContaining({ action: "created", actorId: approver.id, after: expect.objectContaining({ source: "approval", poNumber: "PO-2026-9" }) }),
    ]);
    const decision = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, "approved")));
    expect(decision).toHaveLength(1);
    const toBuyer = (await mailsTo(app, CHECKOUT.customerEmail)).filter((m) => m.text.includes(receipt.orderNumber));
    expect(toBuyer.map((m) => m.kind)).toEqual(["order-confirmation"]);
    expect(toBuyer[0].text).toContain("Cost centre: LAB-42");
    expect((await mailsTo(app, requester.email)).find((m) => m.kind === "approval-granted")?.text).toContain("Fine for the grant");

    const request = await (await app.request(`/api/organisation/approvals/${id}`, { cookie: requester.cookie })).json();
    expect(request).toMatchObject({
      status: "approved",
      orderId: receipt.orderId,
      orderNumber: receipt.orderNumber,
      decidedBy: { userId: approver.id },
      comment: "Fine for the grant",
    });
    // the requester and the admins see it; staff see its PO number and cost centre
    for (const cookie of [requester.cookie, admin.cookie]) {
      const list = await (await app.request("/api/account/orders", { cookie })).json();
      expect(list.map((o: { orderNumber: string }) => o.orderNumber)).toContain(receipt.orderNumber);
    }
    const forStaff = await (await app.request(`/api/orders/${receipt.orderId}`, { cookie: staff })).json();
    expect(forStaff).toMatchObject({ poNumber: "PO-2026-9", costCentre: "LAB-42" });

    const again = await approve(id, admin.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: expect.any(String), code: "already_decided", orderId: receipt.orderId, orderNumber: receipt.orderNumber });
    expect(await countOrdersOf(app, admin.organisationId)).toBeGreaterThan(0);
    expect(await app.database.db.select().from(orders).where(eq(orders.approvalId, id))).toHaveLength(1);
  });

  it("refuses whoever may not decide, and every bad input of the decisions, leaving the request pending", async () => {
    const kit = await createProduct(app, { priceCents: 25_000 });
    const id = await requestOf(kit.id);
    // an approver whose own order is over their order limit asks like anyone else, and may not decide on it
    const asking = await createOrganisationMember(app, { organisation: admin.organisationId, role: "approver", limits: { orderLimitCents: 100 } });
    const ownId = await requestOf(kit.id, {}, asking);
    const cases: Array<[string, Promise<Response>, number, string]> = [
      ["the requester", approve(id, requester.cookie), 403, "not_allowed"],
      ["a buyer", approve(id, buyer.cookie), 403, "not_allowed"],
      ["a buyer rejecting", reject(id, buyer.cookie, { reason: "no" }), 403, "not_allowed"],
      ["over the approval limit", approve(id, smallApprover.cookie), 403, "over_approval_limit"],
      ["one's own request", approve(ownId, asking.cookie), 403, "self_approval"],
      ["no reason", reject(id, admin.cookie, {}), 400, "reason_required"],
      ["a blank reason", reject(id, admin.cookie, { reason: "  \n " }), 400, "reason_required"],
      ["another organisation", approve(id, otherAdmin.cookie), 404, "approval_not_found"],
      ["another organisation rejecting", reject(id, otherAdmin.cookie, { reason: "mine now" }), 404, "approval_not_found"],
      ["a malformed id", approve("1 OR 1=1", admin.cookie), 404, "approval_not_found"],
      [
        "signed out",
        app.request(`/api/organisation/approvals/${id}/approve`, { method: "POST", body: "{oops", headers: { "Content-Type": "application/json" } }),
        401,
        "not_signed_in",
      ],
    ];
    for (const [label, pending, status, code] of cases) {
      const res = await pending;
      expect(res.status, label).toBe(status);
      expect((await res.json()).code, label).toBe(code);
    }
    for (const request of [id, ownId]) expect((await requestRow(app, request)).status).toBe("pending");
    expect(await app.database.db.select().from(orders).where(eq(orders.approvalId, id))).toEqual([]);
  });

  it("requires the PO number, cost centre and GL code where the terms and rules say so, and a code of the list (422)", async () => {
    const own = await createOrganisationAdmin(app);
    const asker = await createOrganisationMember(app, { organisation: own.organisationId, role: "requester" });
    const kit = await createProduct(app, { priceCents: 25_000 });
    // a request is sent without them: its approver may fill them in
    await app.request("/api/organisation/rules", { method: "PUT", cookie: own.cookie, json: { costCentreRequired: true, glCodeRequired: true } });
    const terms = await app.request(`/api/admin/users/${own.id}/terms`, {
      method: "PUT",
      cookie: staff,
      json: { paymentTerms: "net-30", poRequired: true, discountPercent: 0, prices: [] },
    });
    expect(terms.status).toBe(200);
    const id = await requestOf(kit.id, {}, asker);
    await post("/api/organisation/cost-centres", own.cookie, { code: "LAB-42", name: "Proteomics" });
    const full = { poNumber: "PO-1", costCentre: "LAB-42", glCode: "6100" };
    for (const [missing, code] of [
      ["poNumber", "po_required"],
      ["costCentre", "cost_centre_required"],
      ["glCode", "gl_code_required"],
    ]) {
      const res = await approve(id, own.cookie, { ...full, [missing]: null });
      expect(res.status, missing).toBe(422);
      expect((await res.json()).code).toBe(code);
    }
    const unknown = await approve(id, own.cookie, { ...full, costCentre: "NOT-LISTED" });
    expect((await unknown.json()).code).toBe("unknown_cost_centre");
    // a request that names a code outside the list is refused at checkout already
    const refused = await orderOne(app, asker.cookie, kit.id, { costCentre: "NOT-LISTED" });
    expect(refused.status).toBe(422);
    expect((await refused.json()).code).toBe("unknown_cost_centre");
    expect((await requestRow(app, id)).status).toBe("pending");
    expect((await approve(id, own.cookie, full)).status).toBe(201);
  });

  it("refuses with 409 request_changed naming what changed when a price or the stock moved since the request, which stays pending", async () => {
    const kit = await createProduct(app, { priceCents: 25_000, stock: 3, name: "Moving kit" });
    const id = await requestOf(kit.id);
    await app.database.db.update(products).set({ priceCents: 27_500 }).where(eq(products.id, kit.id));
    const repriced = await approve(id, admin.cookie);
    expect(repriced.status).toBe(409);
    const body = await repriced.json();
    expect(body.code).toBe("request_changed");
    expect(body.message).toContain("The price of Moving kit changed from $250.00 to $275.00");

    await app.database.db.update(products).set({ priceCents: 25_000, stockQuantity: 0 }).where(eq(products.id, kit.id));
    const sold = await approve(id, admin.cookie);
    expect(sold.status).toBe(409);
    expect((await sold.json()).message).toContain("Moving kit");
    expect((await requestRow(app, id)).status).toBe("pending");

    await app.database.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, kit.id));
    expect((await approve(id, admin.cookie)).status).toBe(201);
  });
});

describe("rejecting and cancelling", () => {
  it("a rejection's reason reaches the requester word for word; deciding again is 409", async () => {
    const kit = await createProduct(app, { priceCents: 25_000 });
    const id = await requestOf(kit.id);
    const reason = "Not this quarter — the grant ends in June.\nAsk again in July.";
    const res = await reject(id, approver.cookie, { reason });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: "rejected", reason, decidedBy: { userId: approver.id }, orderId: null });
    const mail = (await mailsTo(app, requester.email)).find((m) => m.kind === "approval-rejected" && m.text.includes(id))!;
    expect(mail.text).toContain(reason);
    const again = await approve(id, admin.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "already_decided", orderId: null, orderNumber: null });
    expect(await app.database.db.select().from(orders).where(eq(orders.approvalId, id))).toEqual([]);
  });

  it("its requester cancels it; an admin who reads it may not (403), anyone else gets 404", async () => {
    const kit = await createProduct(app, { priceCents: 25_000 });
    const id = await requestOf(kit.id);
    expect((await (await cancel(id, admin.cookie)).json()).code).toBe("not_allowed");
    expect((await (await cancel(id, buyer.cookie)).json()).code).toBe("approval_not_found");
    expect((await (await cancel(id, otherAdmin.cookie)).json()).code).toBe("approval_not_found");
    const res = await cancel(id, requester.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: "cancelled" });
    expect((await cancel(id, requester.cookie)).status).toBe(409);
    expect((await approve(id, admin.cookie)).status).toBe(409);
  });
});
