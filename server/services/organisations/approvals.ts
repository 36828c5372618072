import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Brand } from "~/content/brand";
import { accountUnitCents, taxRatePercentFor, utcDate, type AccountPricing } from "~/lib/account-terms";
import { APPROVALS_PAGE_SIZE, type ApprovalStatus, type ApproveRequestInput } from "~/lib/approval-schemas";
import { may } from "~/lib/organisation-roles";
import { centsToDecimalText, formatCents, isPricedOnRequest, orderAmounts } from "~/lib/price";
import { hasControlCharacters } from "~/lib/plain-text";
import { stockProblem } from "~/lib/stock";
import { recordAudit } from "../../audit/audit-log";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { approvalRequests, orders, products, users, type Order } from "../../db/schema";
import { DomainError, notAllowed, recordNotFoundError, requirePoNumber, validationFailed } from "../../errors/domain-error";
import { approvalGrantedMail, approvalRejectedMail } from "../../mail/organisation-mail";
import { enqueueMail } from "../../mail/outbox";
import { readAccountPricing } from "../accounts/account-terms-reader";
import { createOrder } from "../orders/create-order";
import { orderTerms } from "../orders/orders";
import { assertMayDecide } from "./approval-rules";
import { checkOrderReferences } from "./cost-centres";
import { lockMembership, type LockedMembership } from "./locked-membership";
import { requestForMail, type StoredCheckout } from "./order-approval";
import { noOrganisation } from "./organisations";

/*
 * An organisation's order requests after the checkout (docs/decisions/056-approvals.md): read by
 * its admins and approvers (everyone else reads their own), approved into an order by the one
 * order function, rejected with a reason, or cancelled by their requester. Every decision locks
 * the organisation's row and then the request's, in that order (as the checkout does), so two
 * approvers at once make one order.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Request = typeof approvalRequests.$inferSelect;

const decider = alias(users, "decider");
const requester = alias(users, "requester");

export interface PersonView {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface ApprovalView {
  id: string;
  status: ApprovalStatus;
  requester: PersonView;
  reasons: Array<{ code: string; message: string }>;
  lines: Array<{ productId: string; sku: string; name: string; quantity: number; unitPrice: string | null; lineTotal: string | null }>;
  subtotal: string | null;
  tax: string | null;
  shipping: string | null;
  total: string | null;
  poNumber: string | null;
  costCentre: string | null;
  glCode: string | null;
  comment: string | null;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: PersonView | null;
  orderId: string | null;
  orderNumber: string | null;
}

/** Requests with their requester, decider and order number, as every answer shows them. */
function selectViews(db: Pick<Db, "select">, where: SQL) {
  return db
    .select({
      request: approvalRequests,
      requester: { userId: requester.id, email: requester.email, firstName: requester.firstName, lastName: requester.lastName },
      decidedBy: { userId: decider.id, email: decider.email, firstName: decider.firstName, lastName: decider.lastName },
      orderNumber: orders.orderNumber,
    })
    .from(approvalRequests)
    .innerJoin(requester, eq(requester.id, approvalRequests.requesterId))
    .leftJoin(decider, eq(decider.id, approvalRequests.decidedBy))
    .leftJoin(orders, eq(orders.id, approvalRequests.orderId))
    .where(where);
}

type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

/** A request as the API answers it: amounts as decimal strings, or null for someone who may not see prices. */
function toView(row: ViewRow, pricesVisible: boolean): ApprovalView {
  const { request } = row;
  const money = (cents: number | null) => (pricesVisible && cents !== null ? centsToDecimalText(cents) : null);
  return {
    id: request.id,
    status: request.status,
    requester: row.requester,
    reasons: request.reasons,
    lines: request.lines.map((l) => ({
      productId: l.productId,
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      unitPrice: money(l.unitPriceCents),
      lineTotal: money(l.lineTotalCents),
    })),
    subtotal: money(request.subtotalCents),
    tax: money(request.taxCents),
    shipping: money(request.shippingCents),
    total: money(request.totalCents),
    poNumber: request.poNumber,
    costCentre: request.costCentre,
    glCode: request.glCode,
    comment: request.comment,
    reason: request.reason,
    createdAt: request.createdAt,
    decidedAt: request.decidedAt,
    decidedBy: row.decidedBy?.userId ? row.decidedBy : null,
    orderId: request.orderId,
    orderNumber: row.orderNumber ?? null,
  };
}

/** Which of the organisation's requests a member reads: all of them for admins and approvers, their own for everyone else. */
function visibleTo(viewer: SessionUser): SQL {
  const membership = viewer.organisation;
  if (!membership) throw noOrganisation();
  const organisation = eq(approvalRequests.organisationId, membership.id);
  return may(membership.role, "see-orders", { ownsTarget: false }) ? organisation : and(organisation, eq(approvalRequests.requesterId, viewer.id))!;
}

/** GET /api/organisation/approvals: newest first, 50 a page, with the count of all that match. */
export async function listApprovals(
  db: Pick<Db, "select">,
  viewer: SessionUser,
  query: { status?: ApprovalStatus; page?: number },
  pricesVisible: boolean,
): Promise<{ items: ApprovalView[]; total: number }> {
  const where = and(visibleTo(viewer), query.status ? eq(approvalRequests.status, query.status) : undefined)!;
  const page = query.page ?? 1;
  const [rows, [count]] = await Promise.all([
    selectViews(db, where)
      .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id))
      .limit(APPROVALS_PAGE_SIZE)
      .offset((page - 1) * APPROVALS_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(approvalRequests)
      .where(where),
  ]);
  return { items: rows.map((row) => toView(row, pricesVisible)), total: count.n };
}

/** GET /api/organisation/approvals/:id: one the caller may read, else 404 `approval_not_found`. */
export async function readApproval(db: Pick<Db, "select">, viewer: SessionUser, id: string, pricesVisible: boolean): Promise<ApprovalView> {
  const [row] = await selectViews(db, and(visibleTo(viewer), eq(approvalRequests.id, id))!);
  if (!row) throw recordNotFoundError("approval");
  return toView(row, pricesVisible);
}

/** 409 `already_decided`, with the order an approval made (null otherwise): the API answers them beside the message. */
export interface AlreadyDecided {
  error: DomainError;
  orderId: string | null;
  orderNumber: string | null;
}

async function alreadyDecided(tx: Tx, request: Request): Promise<AlreadyDecided> {
  const [order] = request.orderId ? await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, request.orderId)) : [];
  const message =
    request.status === "approved" && order
      ? `This request was already approved: it is order ${order.orderNumber}`
      : `This request was already ${request.status}`;
  return { error: new DomainError(409, message, { code: "already_decided" }), orderId: request.orderId, orderNumber: order?.orderNumber ?? null };
}

/**
 * Locks the caller's organisation, then the request (of that organisation only: any other id is
 * 404 `approval_not_found`, with nothing changed).
 */
async function lockRequest(tx: Tx, viewer: SessionUser, id: string): Promise<{ locked: LockedMembership; request: Request }> {
  const locked = await lockMembership(tx, viewer.id);
  if (!locked) throw noOrganisation();
  const [request] = await tx
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.organisationId, locked.organisation.id)))
    .for("update");
  if (!request) throw recordNotFoundError("approval");
  return { locked, request };
}

const deciderOf = ({ member }: LockedMembership) => ({ userId: member.userId, role: member.role, approvalLimitCents: member.approvalLimitCents });

async function readView(tx: Tx, id: string): Promise<ApprovalView> {
  const [row] = await selectViews(tx, eq(approvalRequests.id, id));
  return toView(row, true);
}

export type Decision<T> = { done: T; alreadyDecided?: undefined } | { alreadyDecided: AlreadyDecided; done?: undefined };

/** Who decides, and what the e-mails are sent with. */
export interface Decider {
  db: Db;
  viewer: SessionUser;
  mail: { brand: Brand; origin: string };
}

/**
 * One decision on request `id`, in one transaction: the organisation and the request locked, the
 * caller's right checked (`allowed`) before the status, then `act` on a pending request; a decided
 * one is `alreadyDecided`, with nothing changed.
 */
function decide<T>(
  { db, viewer }: Pick<Decider, "db" | "viewer">,
  id: string,
  allowed: (locked: LockedMembership, request: Request) => void,
  act: (tx: Tx, locked: LockedMembership, request: Request) => Promise<T>,
): Promise<Decision<T>> {
  return db.transaction(async (tx): Promise<Decision<T>> => {
    const { locked, request } = await lockRequest(tx, viewer, id);
    allowed(locked, request);
    if (request.status !== "pending") return { alreadyDecided: await alreadyDecided(tx, request) };
    return { done: await act(tx, locked, request) };
  });
}

/** Closes a pending request (rejected or cancelled), audited, and answers it as the API shows it. */
async function close(tx: Tx, viewer: SessionUser, request: Request, status: "rejected" | "cancelled", reason: string | null) {
  const [closed] = await tx
    .update(approvalRequests)
    .set({ status, reason, decidedAt: new Date(), decidedBy: viewer.id })
    .where(eq(approvalRequests.id, request.id))
    .returning();
  await recordDecision(tx, viewer, closed, status, reason ? { reason } : {});
  return closed;
}

const mayDecide = (locked: LockedMembership, request: Request) => assertMayDecide(deciderOf(locked), request);

async function fullName(tx: Tx, userId: string) {
  const [row] = await tx.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * What differs between a request and the shop now, one sentence each: a product gone or priced on
 * request since, a price at the organisation's prices now, stock that no longer covers a line, and
 * (when the lines hold) the total, whose tax the terms may have changed. With the order's amounts now.
 */
async function changesSinceRequest(tx: Tx, request: Request, pricing: AccountPricing | null, taxRatePercent: number) {
  const ids = request.lines.map((line) => line.productId);
  const now = ids.length ? await tx.select().from(products).where(inArray(products.id, ids)) : [];
  const changes: string[] = [];
  let subtotalCents = 0;
  for (const line of request.lines) {
    const product = now.find((p) => p.id === line.productId);
    if (!product) {
      changes.push(`${line.name} is no longer available`);
      continue;
    }
    const unit = isPricedOnRequest(product) ? null : accountUnitCents(product, pricing);
    if (unit === null) changes.push(`${product.name} is now priced on request`);
    else if (unit !== line.unitPriceCents)
      changes.push(`The price of ${product.name} changed from ${formatCents(line.unitPriceCents ?? 0)} to ${formatCents(unit)}`);
    else subtotalCents += unit * line.quantity;
    const short = stockProblem(product.name, product, line.quantity, false);
    if (short) changes.push(short);
  }
  const amounts = orderAmounts(subtotalCents, false, taxRatePercent);
  if (changes.length === 0 && amounts.totalCents !== request.totalCents) {
    changes.push(`The order total changed from ${formatCents(request.totalCents)} to ${formatCents(amounts.totalCents)}`);
  }
  return { changes, amounts };
}

/**
 * POST …/:id/approve: the request becomes an order, made by the one order function (stock, status
 * history, audit, the confirmation and sales' notice) for the organisation, placed by the requester,
 * approved by the caller. The approver's PO number, cost centre and GL code replace the
 * requester's where given; the organisation's rules for them apply now (422). When a price, the
 * stock or the total differs from the request, nothing is made: 409 `request_changed` naming what
 * changed, and the request stays pending.
 */
export function approveRequest(decider: Decider, id: string, input: ApproveRequestInput): Promise<Decision<{ order: Order; approvalId: string }>> {
  const { viewer, mail: ctx } = decider;
  return decide(decider, id, mayDecide, async (tx, locked, request) => {
    const refs = {
      poNumber: input.poNumber ?? request.poNumber,
      costCentre: input.costCentre ?? request.costCentre,
      glCode: input.glCode ?? request.glCode,
    };
    const { terms, pricing } = await readAccountPricing(tx, locked.organisation.id);
    requirePoNumber(!!terms?.poRequired, refs.poNumber);
    await checkOrderReferences(tx, locked.organisation, refs, { required: true });

    const today = utcDate();
    const { changes, amounts } = await changesSinceRequest(tx, request, pricing, taxRatePercentFor(terms, today));
    if (changes.length > 0) throw new DomainError(409, `${changes.join(". ")}. Ask the requester to order again.`, { code: "request_changed" });

    const stored = request.orderData as unknown as StoredCheckout;
    const { customer } = stored;
    const { order } = await createOrder(tx, {
      source: "approval",
      buyer: {
        userId: request.requesterId,
        organisationId: request.organisationId,
        name: customer.customerName,
        email: customer.customerEmail,
        company: customer.customerCompany ?? null,
        phone: customer.customerPhone ?? null,
      },
      lines: request.lines.map((line) => ({
        kind: "catalogue" as const,
        productId: line.productId,
        name: line.name,
        sku: line.sku,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        totalPriceCents: line.lineTotalCents,
      })),
      shippingAddress: customer.shippingAddress,
      billingAddress: customer.billingAddress ?? null,
      notes: customer.notes ?? null,
      ...refs,
      approval: { id: request.id, approvedBy: viewer.id },
      amounts,
      terms: orderTerms(terms, today, amounts.requiresQuote),
      quoteRequest: false,
      actor: { id: viewer.id, email: viewer.email },
      mail: ctx,
    });
    const [decided] = await tx
      .update(approvalRequests)
      .set({ status: "approved", ...refs, comment: input.comment ?? null, decidedAt: new Date(), decidedBy: viewer.id, orderId: order.id })
      .where(eq(approvalRequests.id, request.id))
      .returning();
    await recordDecision(tx, viewer, decided, "approved", { orderNumber: order.orderNumber, ...(input.comment && { comment: input.comment }) });
    const me = await fullName(tx, viewer.id);
    await enqueueMail(
      tx,
      approvalGrantedMail(
        ctx.brand,
        requestForMail(decided, await fullName(tx, request.requesterId)),
        { deciderName: `${me.firstName} ${me.lastName}`, orderNumber: order.orderNumber, comment: input.comment },
        ctx.origin,
      ),
    );
    return { order, approvalId: request.id };
  });
}

const REASON_REQUIRED = "Please give a reason for the rejection";

/** A rejection's reason as typed (trimmed): a missing or blank one is 400 `reason_required`. */
export function rejectionReason(value: unknown): string {
  const reason = typeof value === "string" ? value.trim() : "";
  if (!reason) throw new DomainError(400, REASON_REQUIRED, { code: "reason_required", errors: { reason: REASON_REQUIRED } });
  if (reason.length > 2000) throw validationFailed("The reason is too long (2,000 characters at most)", { reason: "The reason is too long" });
  if (hasControlCharacters(reason))
    throw validationFailed("The reason contains characters that are not allowed", { reason: "Contains characters that are not allowed" });
  return reason;
}

/** POST …/:id/reject: the request is closed with the reason, which the requester's e-mail quotes word for word. */
export function rejectRequest(decider: Decider, id: string, reason: string): Promise<Decision<ApprovalView>> {
  const { viewer, mail } = decider;
  return decide(decider, id, mayDecide, async (tx, _locked, request) => {
    const rejected = await close(tx, viewer, request, "rejected", reason);
    const me = await fullName(tx, viewer.id);
    const forMail = requestForMail(rejected, await fullName(tx, request.requesterId));
    await enqueueMail(tx, approvalRejectedMail(mail.brand, forMail, { deciderName: `${me.firstName} ${me.lastName}`, reason }, mail.origin));
    return readView(tx, request.id);
  });
}

/**
 * POST …/:id/cancel: its requester withdraws it. Anyone else who reads it (an admin, an approver)
 * is 403 `not_allowed`; anyone who does not, 404.
 */
export function cancelRequest(decider: Pick<Decider, "db" | "viewer">, id: string): Promise<Decision<ApprovalView>> {
  const { viewer } = decider;
  const ownRequest = (locked: LockedMembership, request: Request) => {
    if (request.requesterId === viewer.id) return;
    if (!may(locked.member.role, "see-orders", { ownsTarget: false })) throw recordNotFoundError("approval");
    throw notAllowed("Only the requester may cancel a request; approvers and admins reject it");
  };
  return decide(decider, id, ownRequest, async (tx, _locked, request) => {
    await close(tx, viewer, request, "cancelled", null);
    return readView(tx, request.id);
  });
}

async function recordDecision(tx: Tx, viewer: SessionUser, request: Request, action: string, after: Record<string, unknown>) {
  await recordAudit(tx, {
    actor: { id: viewer.id, email: viewer.email },
    subjectType: "approval-request",
    subjectId: request.id,
    subjectLabel: `Request of ${formatCents(request.totalCents)}`,
    action,
    before: { status: "pending" },
    after: { status: request.status, ...after },
  });
}
