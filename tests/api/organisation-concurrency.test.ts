import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { approvalRequests, orders } from "../../server/db/schema";
import { createProduct, stockOf } from "../support/catalogue";
import { createOrganisationAdmin, createOrganisationMember } from "../support/organisations";
import { cartOf, checkout, orderOne } from "../support/organisation-orders";
import { useTestApp } from "../support/test-app";

// The decision is made inside the order's transaction with the organisation's row locked: checkouts
// at one budget, and approvers of one request, wait for each other instead of both passing.
const app = useTestApp({ DATABASE_POOL_SIZE: "20", FORM_RATE_LIMIT_MULTIPLIER: "100" });

const statuses = (answers: Response[]) => answers.map((r) => r.status).sort();

describe("checkouts at one limit, at once", () => {
  it("two buyers at a monthly budget of 400.00 ordering 320.00 each: one 201 and one 202", async () => {
    const admin = await createOrganisationAdmin(app);
    const [first, second] = await Promise.all([1, 2].map(() => createOrganisationMember(app, { organisation: admin.organisationId, role: "buyer" })));
    expect((await app.request("/api/organisation/rules", { method: "PUT", cookie: admin.cookie, json: { monthlyBudget: "400.00" } })).status).toBe(200);
    const kit = await createProduct(app, { priceCents: 25_000 });
    const carts = await Promise.all([first, second].map((buyer) => cartOf(app, buyer.cookie, kit.id)));
    const answers = await Promise.all([first, second].map((buyer, i) => checkout(app, buyer.cookie, carts[i])));
    expect(statuses(answers)).toEqual([201, 202]);
    const waiting = await answers.find((r) => r.status === 202)!.json();
    expect(waiting.reasons.map((r: { code: string }) => r.code)).toEqual(["over_monthly_budget"]);
    expect(await app.database.db.select().from(orders).where(eq(orders.organisationId, admin.organisationId))).toHaveLength(1);
  });

  it("one buyer with two carts at their monthly limit: one 201 and one 202", async () => {
    const admin = await createOrganisationAdmin(app);
    const buyer = await createOrganisationMember(app, { organisation: admin.organisationId, role: "buyer", limits: { monthlyLimitCents: 40_000 } });
    const kit = await createProduct(app, { priceCents: 25_000 });
    const carts = await Promise.all([1, 2].map(() => cartOf(app, buyer.cookie, kit.id)));
    const answers = await Promise.all(carts.map((cart) => checkout(app, buyer.cookie, cart)));
    expect(statuses(answers)).toEqual([201, 202]);
    const waiting = await answers.find((r) => r.status === 202)!.json();
    expect(waiting.reasons.map((r: { code: string }) => r.code)).toEqual(["over_monthly_limit"]);
  });
});

describe("approvers at once", () => {
  it("two approvers approving one request at once make one order; the other gets 409 already_decided with it", async () => {
    const admin = await createOrganisationAdmin(app);
    const approver = await createOrganisationMember(app, { organisation: admin.organisationId, role: "approver" });
    const requester = await createOrganisationMember(app, { organisation: admin.organisationId, role: "requester" });
    const kit = await createProduct(app, { priceCents: 25_000, stock: 10 });
    const requested = await orderOne(app, requester.cookie, kit.id);
    expect(requested.status).toBe(202);
    const { approvalId } = await requested.json();

    const answers = await Promise.all(
      [admin, approver].map((decider) =>
        app.request(`/api/organisation/approvals/${approvalId}/approve`, { method: "POST", cookie: decider.cookie, json: {} }),
      ),
    );
    expect(statuses(answers)).toEqual([201, 409]);
    const receipt = await answers.find((r) => r.status === 201)!.json();
    expect(await answers.find((r) => r.status === 409)!.json()).toMatchObject({
      code: "already_decided",
      orderId: receipt.orderId,
      orderNumber: receipt.orderNumber,
    });
    expect(await app.database.db.select().from(orders).where(eq(orders.approvalId, approvalId))).toHaveLength(1);
    expect((await stockOf(app.database.db, kit.id)).stockQuantity).toBe(9);
    const [request] = await app.database.db.select().from(approvalRequests).where(eq(approvalRequests.id, approvalId));
    expect(request).toMatchObject({ status: "approved", orderId: receipt.orderId });
  });
});
