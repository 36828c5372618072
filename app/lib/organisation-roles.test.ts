import { describe, expect, it } from "vitest";
import {
  isOrganisationRole,
  LIMITS_OF_ROLE,
  may,
  ORGANISATION_ROLE_LABELS,
  ORGANISATION_ROLES,
  organisationMay,
  refusal,
  type OrganisationPermission,
  type OrganisationRole,
} from "./organisation-roles";

// Each row of the permission table, as [admin, approver, buyer, requester].
const row = (answer: (role: OrganisationRole) => unknown) => ORGANISATION_ROLES.map(answer);

describe("organisation roles", () => {
  it("are admin, approver, buyer and requester, labelled as the pages show them", () => {
    expect(ORGANISATION_ROLES).toEqual(["admin", "approver", "buyer", "requester"]);
    expect(ORGANISATION_ROLES.map((role) => ORGANISATION_ROLE_LABELS[role])).toEqual(["Admin", "Approver", "Buyer", "Requester"]);
    expect(isOrganisationRole("buyer")).toBe(true);
    expect(isOrganisationRole("overlord")).toBe(false);
    expect(isOrganisationRole("customer")).toBe(false);
    expect(isOrganisationRole(undefined)).toBe(false);
  });

  it("give order and monthly limits to buyers and approvers, an approval limit to approvers only", () => {
    expect(row((role) => LIMITS_OF_ROLE[role])).toEqual([[], ["orderLimit", "monthlyLimit", "approvalLimit"], ["orderLimit", "monthlyLimit"], []]);
  });
});

describe("the permission table", () => {
  it("lets every member see the organisation, its members, roles, terms and lists", () => {
    expect(row((role) => may(role, "see-organisation"))).toEqual([true, true, true, true]);
  });

  it("shows admins and approvers everyone's limits and spending, buyers and requesters their own", () => {
    expect(row((role) => may(role, "see-limits", { ownsTarget: false }))).toEqual([true, true, false, false]);
    expect(row((role) => may(role, "see-limits", { ownsTarget: true }))).toEqual([true, true, true, true]);
  });

  it("lets only admins invite, change roles and limits, remove members, set rules, cost centres and the name", () => {
    expect(row((role) => may(role, "manage-members"))).toEqual([true, false, false, false]);
  });

  it("lets admins order without approval whatever the limits, never requesters", () => {
    for (const withinLimits of [true, false])
      for (const withinRules of [true, false]) {
        expect(may("admin", "order-without-approval", { withinLimits, withinRules })).toBe(true);
        expect(may("requester", "order-without-approval", { withinLimits, withinRules })).toBe(false);
      }
  });

  it("lets approvers order without approval within their own limits, whatever the organisation's rules", () => {
    expect(may("approver", "order-without-approval", { withinLimits: true, withinRules: false })).toBe(true);
    expect(may("approver", "order-without-approval", { withinLimits: false, withinRules: true })).toBe(false);
  });

  it("lets buyers order without approval within their own limits and the organisation's rules", () => {
    expect(may("buyer", "order-without-approval", { withinLimits: true, withinRules: true })).toBe(true);
    expect(may("buyer", "order-without-approval", { withinLimits: true, withinRules: false })).toBe(false);
    expect(may("buyer", "order-without-approval", { withinLimits: false, withinRules: true })).toBe(false);
  });

  it("lets admins decide others' requests of any amount, approvers up to their approval limit, nobody their own", () => {
    const request = (amountCents: number, approvalLimitCents: number | null, ownsTarget = false) => ({ ownsTarget, amountCents, approvalLimitCents });
    expect(row((role) => refusal(role, "decide-requests", request(32_000, 50_000)))).toEqual([null, null, "not_allowed", "not_allowed"]);
    // "up to": a total equal to the limit is within it, a cent more is not
    expect(refusal("approver", "decide-requests", request(50_000, 50_000))).toBeNull();
    expect(refusal("approver", "decide-requests", request(50_001, 50_000))).toBe("over_approval_limit");
    // an approver without an approval limit (null) decides any amount, as an admin does
    expect(refusal("approver", "decide-requests", request(1_000_000_000, null))).toBeNull();
    expect(refusal("admin", "decide-requests", request(1_000_000_000, 100))).toBeNull();
    expect(row((role) => refusal(role, "decide-requests", request(100, null, true)))).toEqual(["self_approval", "self_approval", "not_allowed", "not_allowed"]);
  });

  it("shows admins and approvers the organisation's orders and quotes, buyers and requesters their own", () => {
    expect(row((role) => may(role, "see-orders", { ownsTarget: false }))).toEqual([true, true, false, false]);
    expect(row((role) => may(role, "see-orders", { ownsTarget: true }))).toEqual([true, true, true, true]);
  });

  it("lets only admins manage the address book", () => {
    expect(row((role) => may(role, "manage-address-book"))).toEqual([true, false, false, false]);
  });

  it("lets admins edit or delete any shared list, others only their own", () => {
    expect(row((role) => may(role, "edit-shared-list", { ownsTarget: false }))).toEqual([true, false, false, false]);
    expect(row((role) => may(role, "edit-shared-list", { ownsTarget: true }))).toEqual([true, true, true, true]);
  });
});

const table: Record<OrganisationPermission, string> = {
  "see-all-limits": "admin approver",
  "manage-organisation": "admin",
  "see-organisation-orders": "admin approver",
  "manage-address-book": "admin",
  "decide-requests": "admin approver",
};

describe("what each organisation role may do", () => {
  for (const [permission, roles] of Object.entries(table) as [OrganisationPermission, string][]) {
    it(`${permission}: ${roles} only`, () => {
      expect(ORGANISATION_ROLES.filter((role) => organisationMay(role, permission))).toEqual(roles.split(" "));
    });
  }
});
