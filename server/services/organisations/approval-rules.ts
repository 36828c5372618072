import { ORDER_CHECKS, refusal, type OrganisationRole } from "~/lib/organisation-roles";
import { formatCents } from "~/lib/price";
import type { IsoDate } from "~/lib/today";
import { DomainError, notAllowed } from "../../errors/domain-error";

/*
 * When an organisation member's order waits for approval, and who may decide on it
 * (docs/decisions/055-organisation-rules.md). Pure: the caller reads the limits, the rules and
 * this month's spending inside the order's transaction (the organisation's row locked) and hands
 * them in; the answer is the same for the checkout page's warning and for the order itself.
 */

export type ApprovalReasonCode = "requester_role" | "over_approval_threshold" | "over_order_limit" | "over_monthly_limit" | "over_monthly_budget";

/** Why a request waits: a code clients decide on, and a sentence the checkout page and the deciders' e-mail show. */
export interface ApprovalReason {
  code: ApprovalReasonCode;
  message: string;
}

export interface ApprovalCheck {
  role: OrganisationRole;
  /** the order's total, tax and shipping included */
  totalCents: number;
  /** the member's limits (null: none) and what their orders of this calendar month add up to */
  member: { orderLimitCents: number | null; monthlyLimitCents: number | null; spentThisMonthCents: number };
  /** the organisation's rules (null: not set) and what all its orders of this calendar month add up to */
  organisation: { approvalAboveCents: number | null; monthlyBudgetCents: number | null; spentThisMonthCents: number };
}

/**
 * Whether the order needs approval, and every reason why, in the rule order: a requester always
 * (and for that alone); otherwise each amount the total is strictly above — the organisation's
 * `approvalAbove` (buyers only), the member's order limit, what is left of their monthly limit,
 * what is left of the organisation's monthly budget. Admins never need approval.
 */
export function approvalNeeded({ role, totalCents, member, organisation }: ApprovalCheck): { needsApproval: boolean; reasons: ApprovalReason[] } {
  const checks = ORDER_CHECKS[role];
  if (checks === "none") return { needsApproval: false, reasons: [] };
  if (checks === "always-approval")
    return { needsApproval: true, reasons: [{ code: "requester_role", message: "As a requester, every order you place needs approval." }] };
  const total = formatCents(totalCents);
  const reasons: ApprovalReason[] = [];
  const above = (limit: number | null): limit is number => limit !== null && totalCents > limit;
  if (checks === "limits-and-rules" && above(organisation.approvalAboveCents)) {
    reasons.push({
      code: "over_approval_threshold",
      message: `The order total ${total} is above your organisation's approval threshold of ${formatCents(organisation.approvalAboveCents)}.`,
    });
  }
  if (above(member.orderLimitCents)) {
    reasons.push({ code: "over_order_limit", message: `The order total ${total} is above your order limit of ${formatCents(member.orderLimitCents)}.` });
  }
  const monthlyLimit = member.monthlyLimitCents;
  if (monthlyLimit !== null && above(monthlyLimit - member.spentThisMonthCents)) {
    reasons.push({
      code: "over_monthly_limit",
      message: `The order total ${total} is above what is left of your monthly limit this month: ${left(monthlyLimit - member.spentThisMonthCents)} of ${formatCents(monthlyLimit)}.`,
    });
  }
  const budget = organisation.monthlyBudgetCents;
  if (budget !== null && above(budget - organisation.spentThisMonthCents)) {
    reasons.push({
      code: "over_monthly_budget",
      message: `The order total ${total} is above what is left of your organisation's monthly budget this month: ${left(budget - organisation.spentThisMonthCents)} of ${formatCents(budget)}.`,
    });
  }
  return { needsApproval: reasons.length > 0, reasons };
}

/** What is left, never shown below $0.00 (spending can pass a limit that was lowered after it). */
const left = (cents: number) => formatCents(Math.max(0, cents));

export interface Decider {
  userId: string;
  role: OrganisationRole;
  /** an approver's approval limit (null: none) */
  approvalLimitCents: number | null;
}

/**
 * May `decider` approve or reject a request of `totalCents` made by `requesterId`? Refused with
 * 403: buyers and requesters `not_allowed`, one's own request `self_approval`, an approver above
 * their approval limit `over_approval_limit`. The request stays pending.
 */
export function assertMayDecide(decider: Decider, request: { requesterId: string; totalCents: number }) {
  const code = refusal(decider.role, "decide-requests", {
    ownsTarget: decider.userId === request.requesterId,
    amountCents: request.totalCents,
    approvalLimitCents: decider.approvalLimitCents,
  });
  if (code === "not_allowed") throw notAllowed("Only admins and approvers may approve or reject requests");
  if (code === "self_approval") throw new DomainError(403, "You cannot decide on your own request: another approver or an admin must", { code });
  if (code === "over_approval_limit") {
    throw new DomainError(
      403,
      `The request's total ${formatCents(request.totalCents)} is above your approval limit of ${formatCents(decider.approvalLimitCents ?? 0)}`,
      { code },
    );
  }
}

/** The first day of the calendar month `today` (the site's day, app/lib/today.ts) falls in: spending counts from it. */
export const monthStart = (today: IsoDate): IsoDate => `${today.slice(0, 8)}01`;

/** The first day of the next month: a month's spending is what was placed on days in [monthStart, nextMonthStart). */
export function nextMonthStart(today: IsoDate): IsoDate {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}
