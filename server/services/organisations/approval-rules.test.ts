import { describe, expect, it } from "vitest";
import { may, ORGANISATION_ROLES, type OrganisationRole } from "~/lib/organisation-roles";
import { orderAmounts } from "~/lib/price";
import { DomainError } from "../../errors/domain-error";
import { approvalNeeded, assertMayDecide, monthStart, nextMonthStart, type ApprovalCheck } from "./approval-rules";

// The order total of one product at its price: 8 % tax and $50.00 shipping (spec §9) included.
const totalFor = (priceCents: number) => orderAmounts(priceCents, false).totalCents;

const noLimits = { orderLimitCents: null, monthlyLimitCents: null, spentThisMonthCents: 0 };
const noRules = { approvalAboveCents: null, monthlyBudgetCents: null, spentThisMonthCents: 0 };

function check(
  role: OrganisationRole,
  totalCents: number,
  member: Partial<ApprovalCheck["member"]> = {},
  organisation: Partial<ApprovalCheck["organisation"]> = {},
) {
  return approvalNeeded({ role, totalCents, member: { ...noLimits, ...member }, organisation: { ...noRules, ...organisation } });
}

describe("whether an order needs approval", () => {
  it("follows the example: a $250.00 product is a total of $320.00, above a buyer's order limit of $50.00", () => {
    expect(totalFor(25_000)).toBe(32_000);
    expect(check("buyer", 32_000, { orderLimitCents: 5_000 })).toEqual({
      needsApproval: true,
      reasons: [{ code: "over_order_limit", message: "The order total $320.00 is above your order limit of $50.00." }],
    });
    expect(check("buyer", 32_000)).toEqual({ needsApproval: false, reasons: [] });
  });

  it("follows the example's rule: with approvalAbove $100.00 a buyer's $250.00 product needs approval, a $12.50 one does not", () => {
    const rules = { approvalAboveCents: 10_000 };
    expect(check("buyer", totalFor(25_000), {}, rules)).toEqual({
      needsApproval: true,
      reasons: [{ code: "over_approval_threshold", message: "The order total $320.00 is above your organisation's approval threshold of $100.00." }],
    });
    expect(totalFor(1_250)).toBe(6_350);
    expect(check("buyer", totalFor(1_250), {}, rules)).toEqual({ needsApproval: false, reasons: [] });
  });

  it("counts only totals strictly above a limit", () => {
    expect(check("buyer", 10_000, { orderLimitCents: 10_000 }, { approvalAboveCents: 10_000 }).needsApproval).toBe(false);
    expect(check("buyer", 10_001, { orderLimitCents: 10_000 }).needsApproval).toBe(true);
    expect(check("buyer", 10_001, {}, { approvalAboveCents: 10_000 }).needsApproval).toBe(true);
  });

  it("always holds a requester's order, whatever its amount, with that one reason", () => {
    expect(check("requester", 1, {}, { approvalAboveCents: 0, monthlyBudgetCents: 0 })).toEqual({
      needsApproval: true,
      reasons: [{ code: "requester_role", message: "As a requester, every order you place needs approval." }],
    });
  });

  it("never holds an admin's order, whatever the rules", () => {
    expect(check("admin", 1_000_000_000, {}, { approvalAboveCents: 0, monthlyBudgetCents: 0, spentThisMonthCents: 5_000_000 })).toEqual({
      needsApproval: false,
      reasons: [],
    });
  });

  it("applies approvalAbove to buyers only, the limits and the monthly budget to approvers too", () => {
    expect(check("approver", 32_000, {}, { approvalAboveCents: 10_000 }).needsApproval).toBe(false);
    expect(check("approver", 32_000, { orderLimitCents: 5_000 }).reasons.map((r) => r.code)).toEqual(["over_order_limit"]);
    expect(check("approver", 32_000, {}, { monthlyBudgetCents: 40_000, spentThisMonthCents: 32_000 }).reasons.map((r) => r.code)).toEqual([
      "over_monthly_budget",
    ]);
  });

  it("compares the total with what is left of the member's monthly limit after this month's spending", () => {
    expect(check("buyer", 32_000, { monthlyLimitCents: 50_000, spentThisMonthCents: 18_000 }).needsApproval).toBe(false);
    expect(check("buyer", 32_000, { monthlyLimitCents: 50_000, spentThisMonthCents: 18_001 })).toEqual({
      needsApproval: true,
      reasons: [{ code: "over_monthly_limit", message: "The order total $320.00 is above what is left of your monthly limit this month: $319.99 of $500.00." }],
    });
  });

  it("compares the total with what is left of the organisation's monthly budget: of two $320.00 orders at $400.00, the second waits", () => {
    const budget = { monthlyBudgetCents: 40_000 };
    expect(check("buyer", 32_000, {}, { ...budget, spentThisMonthCents: 0 }).needsApproval).toBe(false);
    expect(check("buyer", 32_000, {}, { ...budget, spentThisMonthCents: 32_000 })).toEqual({
      needsApproval: true,
      reasons: [
        {
          code: "over_monthly_budget",
          message: "The order total $320.00 is above what is left of your organisation's monthly budget this month: $80.00 of $400.00.",
        },
      ],
    });
  });

  it("says $0.00 is left when spending passed a limit lowered since", () => {
    expect(check("buyer", 100, { monthlyLimitCents: 10_000, spentThisMonthCents: 25_000 }).reasons[0].message).toContain("$0.00 of $100.00");
  });

  it("lists every reason that applies, in the rule order", () => {
    const result = check("buyer", 32_000, { orderLimitCents: 5_000, monthlyLimitCents: 10_000 }, { approvalAboveCents: 10_000, monthlyBudgetCents: 20_000 });
    expect(result.reasons.map((r) => r.code)).toEqual(["over_approval_threshold", "over_order_limit", "over_monthly_limit", "over_monthly_budget"]);
  });

  it("agrees with the permission table's row on ordering without approval", () => {
    for (const role of ORGANISATION_ROLES)
      for (const orderLimitCents of [null, 100])
        for (const approvalAboveCents of [null, 100]) {
          const result = check(role, 500, { orderLimitCents }, { approvalAboveCents });
          const permitted = may(role, "order-without-approval", { withinLimits: orderLimitCents === null, withinRules: approvalAboveCents === null });
          expect(result.needsApproval, `${role} ${orderLimitCents} ${approvalAboveCents}`).toBe(!permitted);
        }
  });
});

describe("who may decide on a request", () => {
  const request = { requesterId: "requester-1", totalCents: 32_000 };
  function refusedWith(run: () => void) {
    try {
      run();
    } catch (error) {
      if (error instanceof DomainError) return { status: error.status, code: error.code, message: error.message };
      throw error;
    }
    return null;
  }

  it("lets admins and approvers within their approval limit decide others' requests", () => {
    expect(refusedWith(() => assertMayDecide({ userId: "admin-1", role: "admin", approvalLimitCents: null }, request))).toBeNull();
    expect(refusedWith(() => assertMayDecide({ userId: "approver-1", role: "approver", approvalLimitCents: 32_000 }, request))).toBeNull();
    expect(refusedWith(() => assertMayDecide({ userId: "approver-1", role: "approver", approvalLimitCents: null }, request))).toBeNull();
  });

  it("refuses an approver above their approval limit with 403 over_approval_limit", () => {
    expect(refusedWith(() => assertMayDecide({ userId: "approver-1", role: "approver", approvalLimitCents: 10_000 }, request))).toEqual({
      status: 403,
      code: "over_approval_limit",
      message: "The request's total $320.00 is above your approval limit of $100.00",
    });
  });

  it("refuses one's own request with 403 self_approval", () => {
    expect(refusedWith(() => assertMayDecide({ userId: "requester-1", role: "approver", approvalLimitCents: null }, request))).toMatchObject({
      status: 403,
      code: "self_approval",
    });
    expect(refusedWith(() => assertMayDecide({ userId: "requester-1", role: "admin", approvalLimitCents: null }, request))).toMatchObject({
      status: 403,
      code: "self_approval",
    });
  });

  it("refuses buyers and requesters with 403 not_allowed, their own requests included", () => {
    for (const role of ["buyer", "requester"] as const) {
      expect(refusedWith(() => assertMayDecide({ userId: "someone", role, approvalLimitCents: null }, request))).toMatchObject({
        status: 403,
        code: "not_allowed",
      });
      expect(refusedWith(() => assertMayDecide({ userId: "requester-1", role, approvalLimitCents: null }, request))).toMatchObject({
        status: 403,
        code: "not_allowed",
      });
    }
  });
});

describe("this calendar month", () => {
  it("starts on the first of the site's month and ends before the first of the next", () => {
    expect(monthStart("2026-11-29")).toBe("2026-11-01");
    expect(nextMonthStart("2026-11-29")).toBe("2026-12-01");
    expect(monthStart("2026-12-31")).toBe("2026-12-01");
    expect(nextMonthStart("2026-12-31")).toBe("2027-01-01");
    expect(nextMonthStart("2027-01-01")).toBe("2027-02-01");
  });
});
