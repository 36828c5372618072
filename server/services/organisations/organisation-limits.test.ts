import { describe, expect, it } from "vitest";
import { DomainError } from "../../errors/domain-error";
import { formatLimit, MAX_LIMIT_CENTS, parseLimit, parseMemberLimits, parseRole, parseRuleAmounts } from "./organisation-limits";

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { status: error.status, code: error.code, message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("a limit in a request body", () => {
  it("is a decimal string in dollars, kept as cents; null is no limit and a missing one stays missing", () => {
    expect(parseLimit("orderLimit", "50.00")).toBe(5_000);
    expect(parseLimit("orderLimit", "50")).toBe(5_000);
    expect(parseLimit("orderLimit", "12.5")).toBe(1_250);
    expect(parseLimit("orderLimit", "0.07")).toBe(7);
    expect(parseLimit("orderLimit", "0")).toBe(0);
    expect(parseLimit("orderLimit", "10000000.00")).toBe(MAX_LIMIT_CENTS);
    expect(parseLimit("orderLimit", null)).toBeNull();
    expect(parseLimit("orderLimit", undefined)).toBeUndefined();
  });

  it.each([
    ["-5.00", "orderLimit cannot be negative"],
    ["lots", 'orderLimit must be an amount in dollars written as a decimal string, like "50.00", or null for no limit'],
    ["50.001", 'orderLimit has more than 2 decimals: write cents at most, like "50.25"'],
    ["10000000.01", "orderLimit cannot be above 10,000,000.00"],
    ["", 'orderLimit must be an amount in dollars written as a decimal string, like "50.00", or null for no limit'],
    ["1e3", 'orderLimit must be an amount in dollars written as a decimal string, like "50.00", or null for no limit'],
  ])("%j is refused with 400 invalid_limit naming the field", (value, message) => {
    expect(refusal(() => parseLimit("orderLimit", value))).toEqual({ status: 400, code: "invalid_limit", message, errors: { orderLimit: message } });
  });

  it("is refused as a JSON number or any other type: the API carries amounts as strings", () => {
    for (const value of [50, 50.5, true, {}, ["50.00"]])
      expect(refusal(() => parseLimit("monthlyBudget", value))).toMatchObject({
        status: 400,
        code: "invalid_limit",
        errors: { monthlyBudget: expect.any(String) },
      });
  });

  it('is answered as a decimal string ("50.00"), or null for no limit', () => {
    expect(formatLimit(5_000)).toBe("50.00");
    expect(formatLimit(12_345_678)).toBe("123456.78");
    expect(formatLimit(null)).toBeNull();
  });
});

describe("a role in a request body", () => {
  it("is one of the four", () => {
    expect(parseRole("approver")).toBe("approver");
  });

  it("is refused with 400 invalid_role when unknown, naming it and the choices", () => {
    expect(refusal(() => parseRole("overlord"))).toMatchObject({
      status: 400,
      code: "invalid_role",
      message: 'Unknown role "overlord": choose admin, approver, buyer or requester',
    });
    expect(refusal(() => parseRole(undefined))).toMatchObject({
      status: 400,
      code: "invalid_role",
      message: "Choose a role: admin, approver, buyer or requester",
    });
  });
});

describe("a member's limits for a role", () => {
  it("are parsed for the limits the role has", () => {
    expect(parseMemberLimits("approver", { orderLimit: "50.00", monthlyLimit: null, approvalLimit: "1000" })).toEqual({
      orderLimitCents: 5_000,
      monthlyLimitCents: null,
      approvalLimitCents: 100_000,
    });
  });

  it("leave out what the body leaves out, and clear what the role lacks (a change of role drops them)", () => {
    expect(parseMemberLimits("buyer", { orderLimit: "50.00" })).toEqual({ orderLimitCents: 5_000, approvalLimitCents: null });
    expect(parseMemberLimits("requester", {})).toEqual({ orderLimitCents: null, monthlyLimitCents: null, approvalLimitCents: null });
  });

  it("refuse a limit the role lacks with 422 limit_not_for_role", () => {
    expect(refusal(() => parseMemberLimits("buyer", { approvalLimit: "100.00" }))).toMatchObject({
      status: 422,
      code: "limit_not_for_role",
      message: "A buyer has no approvalLimit: only approvers have one",
    });
    expect(refusal(() => parseMemberLimits("requester", { orderLimit: "5.00" }))).toMatchObject({
      status: 422,
      code: "limit_not_for_role",
      message: "A requester has no orderLimit: only approvers and buyers have one",
    });
    expect(refusal(() => parseMemberLimits("admin", { monthlyLimit: "0" }))).toMatchObject({ status: 422, code: "limit_not_for_role" });
    // null asks for no limit, which is what the role has
    expect(parseMemberLimits("requester", { approvalLimit: null })).toEqual({ orderLimitCents: null, monthlyLimitCents: null, approvalLimitCents: null });
  });

  it("refuse a malformed limit with 400 before asking whether the role has it", () => {
    expect(refusal(() => parseMemberLimits("buyer", { approvalLimit: "lots" }))).toMatchObject({
      status: 400,
      code: "invalid_limit",
      errors: { approvalLimit: expect.any(String) },
    });
  });
});

describe("the organisation's rule amounts", () => {
  it("keep what the body leaves out, clear what it sets to null, and refuse a malformed amount naming the rule", () => {
    expect(parseRuleAmounts({ approvalAbove: "100.00" })).toEqual({ approvalAboveCents: 10_000, monthlyBudgetCents: undefined });
    expect(parseRuleAmounts({ approvalAbove: null, monthlyBudget: "400" })).toEqual({ approvalAboveCents: null, monthlyBudgetCents: 40_000 });
    expect(refusal(() => parseRuleAmounts({ monthlyBudget: "-1" }))).toMatchObject({
      status: 400,
      code: "invalid_limit",
      errors: { monthlyBudget: "monthlyBudget cannot be negative" },
    });
  });
});
