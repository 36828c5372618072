/**
 * The roles a person holds in their organisation (decisions.md, "Buying as an organisation";
 * docs/decisions/054-organisations.md), apart from the staff role of `users.role`, and what each
 * may do: the one table every check reads.
 */

export const ORGANISATION_ROLES = ["admin", "approver", "buyer", "requester"] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

export const ORGANISATION_ROLE_LABELS: Record<OrganisationRole, string> = {
  admin: "Admin",
  approver: "Approver",
  buyer: "Buyer",
  requester: "Requester",
};

/** A member's limits in cents; null: no limit. */
export interface MemberLimits {
  orderLimitCents: number | null;
  monthlyLimitCents: number | null;
  approvalLimitCents: number | null;
}

/** What a role may do that another may not (the rows of the role table that are yes or no). */
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

const ALLOWED: Record<OrganisationPermission, readonly OrganisationRole[]> = {
  "see-all-limits": ["admin", "approver"],
  "manage-organisation": ["admin"],
  "see-organisation-orders": ["admin", "approver"],
  "manage-address-book": ["admin"],
  "decide-requests": ["admin", "approver"],
};

/** Whether a member of `role` may do `permission`. */
export function organisationMay(role: OrganisationRole, permission: OrganisationPermission): boolean {
  return ALLOWED[permission].includes(role);
}
