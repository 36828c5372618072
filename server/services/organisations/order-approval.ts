import { and, eq, inArray } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import type { OrderCheckout } from "~/lib/checkout-schema";
import { may, ORDER_CHECKS } from "~/lib/organisation-roles";
import { centsToDecimalText } from "~/lib/price";
import type { IsoDate } from "~/lib/today";
import type { Db } from "../../db/database";
import { approvalRequests, organisationMembers, users, type ApprovalLine } from "../../db/schema";
import { DomainError } from "../../errors/domain-error";
import { approvalNeededMail, approvalRequestedMail, type ApprovalRequestForMail } from "../../mail/organisation-mail";
import { enqueueMail } from "../../mail/outbox";
import { approvalNeeded, type ApprovalReason } from "./approval-rules";
import type { LockedMembership } from "./locked-membership";
import { spendingThisMonth } from "./organisations";

/*
 * The checkout's side of approvals (docs/decisions/056-approvals.md): inside the order's
 * transaction, with the organisation's row locked (lockMembership), decide whether the order waits
 * for an approver, and if so store the request instead of the order: no order row, no stock, no
 * order e-mail; the deciders and the requester are e-mailed through the outbox in the same
 * transaction.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The checkout's fields a request keeps to make the order from later (its PO number, cost centre and GL code are columns). */
export interface StoredCheckout {
  customer: Omit<OrderCheckout, "poNumber" | "costCentre" | "glCode">;
  /** sha256 of the cart it was made from: its Idempotency-Key replays only from that cart */
  cartSessionHash: string | null;
}

/** POST /api/orders' answer when the order waits for approval (202). */
export interface AwaitingApproval {
  approvalId: string;
  status: "awaiting_approval";
  reasons: Array<{ code: string; message: string }>;
  total: string;
}

/**
 * Whether the member's order of `totalCents` needs approval, and why, by the rules of
 * approval-rules.ts: this calendar month's spending (the site's `today`, its time zone) is read
 * only when a monthly limit or budget applies. The organisation's row must be locked by the caller.
 */
export async function approvalDecision(tx: Tx, locked: LockedMembership, totalCents: number, today: IsoDate) {
  const { member, organisation } = locked;
  const checks = ORDER_CHECKS[member.role];
  const monthly = checks !== "none" && checks !== "always-approval" && (member.monthlyLimitCents !== null || organisation.monthlyBudgetCents !== null);
  const spent = monthly ? await spendingThisMonth(tx, organisation.id, today) : new Map<string, number>();
  let organisationSpent = 0;
  for (const cents of spent.values()) organisationSpent += cents;
  return approvalNeeded({
    role: member.role,
    totalCents,
    member: { orderLimitCents: member.orderLimitCents, monthlyLimitCents: member.monthlyLimitCents, spentThisMonthCents: spent.get(member.userId) ?? 0 },
    organisation: {
      approvalAboveCents: organisation.approvalAboveCents,
      monthlyBudgetCents: organisation.monthlyBudgetCents,
      spentThisMonthCents: organisationSpent,
    },
  });
}

export const awaitingApproval = (request: { id: string; reasons: AwaitingApproval["reasons"]; totalCents: number }): AwaitingApproval => ({
  approvalId: request.id,
  status: "awaiting_approval",
  reasons: request.reasons,
  total: centsToDecimalText(request.totalCents),
});

/**
 * A checkout's Idempotency-Key that already made a request: the same 202 again, from the same cart
 * and requester; from another one 409 `idempotency_key_reused`. null: the key made no request.
 */
export async function requestOfKey(tx: Tx, key: string, requester: { userId: string | null; cartSessionHash: string }): Promise<AwaitingApproval | null> {
  const [request] = await tx.select().from(approvalRequests).where(eq(approvalRequests.idempotencyKey, key));
  if (!request) return null;
  const stored = request.orderData as unknown as StoredCheckout;
  if (request.requesterId !== requester.userId || stored.cartSessionHash !== requester.cartSessionHash) {
    throw new DomainError(409, "This Idempotency-Key was already used for another checkout", { code: "idempotency_key_reused" });
  }
  return awaitingApproval(request);
}

export interface NewApprovalRequest {
  locked: LockedMembership;
  reasons: ApprovalReason[];
  lines: ApprovalLine[];
  amounts: { subtotalCents: number; taxCents: number; shippingCents: number; totalCents: number };
  checkout: OrderCheckout;
  idempotencyKey: string | null;
  cartSessionHash: string;
  mail: { brand: Brand; origin: string };
}

/**
 * Stores the request, and queues "Approval needed: order request from <name>" to each admin and
 * approver who may decide on it (not the requester; an approver only up to their approval limit)
 * and the requester's confirmation, in the caller's transaction.
 */
export async function createApprovalRequest(tx: Tx, input: NewApprovalRequest): Promise<AwaitingApproval> {
  const { member, organisation } = input.locked;
  const { poNumber, costCentre, glCode, ...customer } = input.checkout;
  const orderData: StoredCheckout = { customer, cartSessionHash: input.cartSessionHash };
  const [request] = await tx
    .insert(approvalRequests)
    .values({
      organisationId: organisation.id,
      requesterId: member.userId,
      reasons: input.reasons,
      lines: input.lines,
      ...input.amounts,
      orderData: orderData as unknown as Record<string, unknown>,
      poNumber,
      costCentre: costCentre ?? null,
      glCode: glCode ?? null,
      idempotencyKey: input.idempotencyKey,
    })
    .returning();

  const people = await tx
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: organisationMembers.role,
      approvalLimitCents: organisationMembers.approvalLimitCents,
      status: users.status,
    })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.organisationId, organisation.id), inArray(organisationMembers.role, ["admin", "approver"])));
  const requester = (
    await tx.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, member.userId))
  )[0];
  const forMail = requestForMail(request, requester);
  const deciders = people.filter(
    (p) =>
      p.status === "approved" &&
      may(p.role, "decide-requests", { ownsTarget: p.userId === member.userId, amountCents: request.totalCents, approvalLimitCents: p.approvalLimitCents }),
  );
  const { brand, origin } = input.mail;
  await enqueueMail(tx, ...deciders.map((d) => approvalNeededMail(brand, forMail, d, origin)), approvalRequestedMail(brand, forMail, origin));
  return awaitingApproval(request);
}

/** A stored request as its e-mails show it. */
export function requestForMail(
  request: typeof approvalRequests.$inferSelect,
  requester: { email: string; firstName: string; lastName: string },
): ApprovalRequestForMail {
  return {
    id: request.id,
    requester,
    lines: request.lines.map((l) => ({
      sku: l.sku,
      productName: l.name,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents ?? 0,
      totalPriceCents: l.lineTotalCents ?? 0,
    })),
    subtotalCents: request.subtotalCents,
    taxCents: request.taxCents,
    shippingCents: request.shippingCents,
    totalCents: request.totalCents,
    reasons: request.reasons,
    poNumber: request.poNumber,
    costCentre: request.costCentre,
    glCode: request.glCode,
  };
}
