/**
 * The roles of an organisation's members and what each may do (docs/decisions/055-organisation-rules.md).
 * `refusal` is the one place the permission table is applied; the server's guards and the pages
 * (which buttons to show) both ask it, so a page never offers what the server refuses.
 */

export const ORGANISATION_ROLES = ["admin", "approver", "buyer", "requester"] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

export const ORGANISATION_ROLE_LABELS: Record<OrganisationRole, string> = {
  admin: "Admin",
  approver: "Approver",
  buyer: "Buyer",
  requester: "Requester",
};

export const isOrganisationRole = (value: unknown): value is OrganisationRole =>
  typeof value === "string" && (ORGANISATION_ROLES as readonly string[]).includes(value);

/** A member's limits, as the API names them. */
export const LIMIT_FIELDS = ["orderLimit", "monthlyLimit", "approvalLimit"] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

/** The limits a role has: order and monthly limits for buyers and approvers, an approval limit for approvers. */
export const LIMITS_OF_ROLE: Record<OrganisationRole, readonly LimitField[]> = {
  admin: [],
  approver: ["orderLimit", "monthlyLimit", "approvalLimit"],
  buyer: ["orderLimit", "monthlyLimit"],
  requester: [],
};

/**
 * What an order of each role is checked against before it may be placed without approval: admins
 * never ask, requesters always do; approvers stay within their limits (order limit, monthly limit,
 * the organisation's monthly budget), buyers within those and the organisation's rule
 * (`approvalAbove`). server/services/organisations/approval-rules.ts applies the checks.
 */
export const ORDER_CHECKS: Record<OrganisationRole, "none" | "limits" | "limits-and-rules" | "always-approval"> = {
  admin: "none",
  approver: "limits",
  buyer: "limits-and-rules",
  requester: "always-approval",
};

/** What the table governs, each with what the decision needs to know. */
interface ActionContext {
  /** the organisation, its members and their roles, its terms and shared lists */
  "see-organisation": undefined;
  /** a member's limits and spending; `ownsTarget`: they are the asker's own */
  "see-limits": { ownsTarget: boolean };
  /** invite, change roles and limits, remove members, rules, cost centres, the name */
  "manage-members": undefined;
  /** place an order without approval, given whether its total is within the limits and the rules that apply to the role */
  "order-without-approval": { withinLimits: boolean; withinRules: boolean };
  /** approve or reject a request; `ownsTarget`: the asker made it; `approvalLimitCents` null: no limit */
  "decide-requests": { ownsTarget: boolean; amountCents: number; approvalLimitCents: number | null };
  /** orders and quotes; `ownsTarget`: the asker placed it */
  "see-orders": { ownsTarget: boolean };
  /** add, change, remove addresses of the address book (every member chooses from it) */
  "manage-address-book": undefined;
  /** edit or delete a shared list; `ownsTarget`: the asker made it */
  "edit-shared-list": { ownsTarget: boolean };
}

export type OrganisationAction = keyof ActionContext;
type ContextArgs<A extends OrganisationAction> = ActionContext[A] extends undefined ? [] : [ActionContext[A]];

/** Why the table says no: the codes the API answers with (403). */
export type RefusalCode = "not_allowed" | "self_approval" | "over_approval_limit";

/** Null when `role` may do `action`, else why not. */
export function refusal<A extends OrganisationAction>(role: OrganisationRole, action: A, ...args: ContextArgs<A>): RefusalCode | null {
  const context: unknown = (args as unknown[])[0];
  const allowed = (yes: boolean): RefusalCode | null => (yes ? null : "not_allowed");
  const sees = role === "admin" || role === "approver";
  switch (action) {
    case "see-organisation":
      return null;
    case "manage-members":
    case "manage-address-book":
      return allowed(role === "admin");
    case "see-limits":
    case "see-orders":
      return allowed(sees || (context as { ownsTarget: boolean }).ownsTarget);
    case "edit-shared-list":
      return allowed(role === "admin" || (context as { ownsTarget: boolean }).ownsTarget);
    case "order-without-approval": {
      const { withinLimits, withinRules } = context as ActionContext["order-without-approval"];
      const checks = ORDER_CHECKS[role];
      return allowed(checks === "none" || (checks === "limits" && withinLimits) || (checks === "limits-and-rules" && withinLimits && withinRules));
    }
    case "decide-requests": {
      if (!sees) return "not_allowed";
      const { ownsTarget, amountCents, approvalLimitCents } = context as ActionContext["decide-requests"];
      if (ownsTarget) return "self_approval";
      return role === "approver" && approvalLimitCents !== null && amountCents > approvalLimitCents ? "over_approval_limit" : null;
    }
  }
  return "not_allowed";
}

/** Whether `role` may do `action` (the table of docs/decisions/055-organisation-rules.md). */
export function may<A extends OrganisationAction>(role: OrganisationRole, action: A, ...context: ContextArgs<A>): boolean {
  return refusal(role, action, ...context) === null;
}

/** A member's limits in cents; null: no limit. */
export interface MemberLimits {
  orderLimitCents: number | null;
  monthlyLimitCents: number | null;
  approvalLimitCents: number | null;
}

/** The rows of the table that are a plain yes or no for a role, as the organisation's reads ask them. */
export type OrganisationPermission =
  /** every member's limits and spending (others see their own) */
  | "see-all-limits"
  /** invite, change roles and limits, remove members, set rules, cost centres and the name */
  | "manage-organisation"
  /** the organisation's orders and quotes (others see the ones they placed) */
  | "see-organisation-orders"
  /** add, change and delete the address book's addresses (every member chooses from it) */
  | "manage-address-book"
  /** approve or reject others' requests (an approver up to their approval limit) */
  | "decide-requests";

/** Whether a member of `role` may do `permission`: the table above, asked about someone else's records. */
export function organisationMay(role: OrganisationRole, permission: OrganisationPermission): boolean {
  switch (permission) {
    case "see-all-limits":
      return may(role, "see-limits", { ownsTarget: false });
    case "manage-organisation":
      return may(role, "manage-members");
    case "see-organisation-orders":
      return may(role, "see-orders", { ownsTarget: false });
    case "manage-address-book":
      return may(role, "manage-address-book");
    case "decide-requests":
      return may(role, "decide-requests", { ownsTarget: false, amountCents: 0, approvalLimitCents: null });
  }
}
