import { and, count, eq, sql } from "drizzle-orm";
import { may, type OrganisationRole } from "~/lib/organisation-roles";
import type { IsoDate } from "~/lib/today";
import { recordAudit, type AuditActor } from "../../audit/audit-log";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { approvalRequests, organisationMembers, organisations, sessions, users } from "../../db/schema";
import { DomainError, notAllowed, recordNotFoundError } from "../../errors/domain-error";
import { announceSessionChange } from "../../speed/changes-channel";
import { voidUnusedTokens } from "../accounts/account-tokens";
import { formatLimit, parseMemberLimits, parseRole, type MemberLimitsCents, type MemberLimitsInput } from "./organisation-limits";
import { MEMBER_COLUMNS, noOrganisation, spendingThisMonth, type OrganisationMemberView } from "./organisations";

/*
 * An organisation's admins change their members' roles and limits and remove them; staff appoint
 * (docs/decisions/054-organisations.md). Every write to an organisation's members or invitations
 * first locks the organisation's row, so two admins demoting each other at once cannot leave it
 * without an admin, and is audited in its own transaction.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;

/** The caller's organisation when they may manage its members: one of its admins, with an account we approved. */
export interface ManagingAdmin {
  organisationId: string;
  organisationName: string;
  actor: NonNullable<AuditActor>;
  name: string;
}

const ONLY_ADMINS = "Only the organisation's admins may manage its members and invitations";

/**
 * What the session says about the caller (no query): 404 `no_organisation` for staff, 403
 * `not_allowed` for a member who is no admin or whose account is not approved. Checked before
 * anything is counted or read; the writes check again under their lock (`managingAdmin`).
 */
export function assertMayManage(viewer: SessionUser): string {
  if (!viewer.organisation) throw noOrganisation();
  if (!may(viewer.organisation.role, "manage-members") || viewer.status !== "approved") throw notAllowed(ONLY_ADMINS);
  return viewer.organisation.id;
}

/**
 * The caller's membership as stored now (a role changed a moment ago counts), refused as
 * `assertMayManage`. With `lock`, their organisation's row is locked for the rest of `tx` first,
 * and the membership read after the lock is granted (so it sees what the previous holder committed).
 */
export async function managingAdmin(tx: Reader, viewer: SessionUser, opts: { lock: boolean }): Promise<ManagingAdmin> {
  const organisationId = viewer.organisation?.id;
  if (!organisationId) throw noOrganisation();
  if (opts.lock) await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId)).for("update");
  const [row] = await tx
    .select({ organisationName: organisations.name, role: organisationMembers.role, status: users.status })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.userId, viewer.id), eq(organisationMembers.organisationId, organisationId)));
  if (!row) throw noOrganisation();
  if (!may(row.role, "manage-members") || row.status !== "approved") throw notAllowed(ONLY_ADMINS);
  return {
    organisationId,
    organisationName: row.organisationName,
    actor: { id: viewer.id, email: viewer.email },
    name: `${viewer.firstName} ${viewer.lastName}`,
  };
}

interface MemberRow extends Required<MemberLimitsCents> {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: OrganisationRole;
  joinedAt: Date;
}

/** A member of `organisationId` (404 `member_not_found` for anyone else: another organisation's, or nobody's). */
async function memberOf(tx: Reader, organisationId: string, userId: string): Promise<MemberRow> {
  const [row] = await tx
    .select(MEMBER_COLUMNS)
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.userId, userId), eq(organisationMembers.organisationId, organisationId)));
  if (!row) throw recordNotFoundError("member");
  return row;
}

/** A member as GET /api/organisation lists them to an admin. */
export function memberView(row: MemberRow, spentCents: number): OrganisationMemberView {
  return {
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    orderLimit: formatLimit(row.orderLimitCents),
    monthlyLimit: formatLimit(row.monthlyLimitCents),
    approvalLimit: formatLimit(row.approvalLimitCents),
    spentThisMonth: formatLimit(spentCents),
    joinedAt: row.joinedAt,
  };
}

/** 409 `last_admin` when `target` is the organisation's only admin and would stop being one. */
async function keepAnAdmin(tx: Reader, organisationId: string, target: MemberRow, staysAdmin: boolean) {
  if (target.role !== "admin" || staysAdmin) return;
  const [{ admins }] = await tx
    .select({ admins: count() })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.role, "admin")));
  if (admins <= 1)
    throw new DomainError(409, "An organisation needs an admin: appoint another admin before you remove or demote this one", { code: "last_admin" });
}

const limitsOf = (row: MemberRow): Required<MemberLimitsCents> => ({
  orderLimitCents: row.orderLimitCents,
  monthlyLimitCents: row.monthlyLimitCents,
  approvalLimitCents: row.approvalLimitCents,
});

/** Gives `target` its new role and limits (the ones left out kept), audited and announced: their sessions carry the change. */
async function applyMemberChange(
  tx: Tx,
  change: { organisationId: string; target: MemberRow; role: OrganisationRole; limits: MemberLimitsCents; actor: NonNullable<AuditActor> },
) {
  const { organisationId, target, role, limits, actor } = change;
  await keepAnAdmin(tx, organisationId, target, role === "admin");
  const before = { role: target.role, ...limitsOf(target) };
  const after = { ...before, role, ...limits };
  await tx
    .update(organisationMembers)
    .set({ role, ...limits })
    .where(eq(organisationMembers.userId, target.userId));
  await recordAudit(tx, {
    actor,
    subjectType: "organisation",
    subjectId: organisationId,
    subjectLabel: target.email,
    action: role !== target.role ? "role-changed" : "limits-changed",
    before,
    after,
  });
  await announceSessionChange(tx, { userId: target.userId });
  return { ...target, ...after };
}

/**
 * PATCH /api/organisation/members/:userId: an admin changes a member's role and limits. A role
 * left out stays; a limit left out stays unless the role has no such limit (then it is cleared).
 */
export async function changeMember(db: Db, viewer: SessionUser, userId: string, body: { role?: unknown } & MemberLimitsInput, today: IsoDate) {
  return db.transaction(async (tx) => {
    const admin = await managingAdmin(tx, viewer, { lock: true });
    const target = await memberOf(tx, admin.organisationId, userId);
    const role = body.role === undefined ? target.role : parseRole(body.role);
    const limits = parseMemberLimits(role, body);
    const changed = await applyMemberChange(tx, { organisationId: admin.organisationId, target, role, limits, actor: admin.actor });
    return memberView(changed, (await spendingThisMonth(tx, admin.organisationId, today)).get(userId) ?? 0);
  });
}

/**
 * PATCH /api/admin/organisations/:id/members/:userId: staff give a member a role (appointing an
 * admin, say); limits the role has no use for are cleared. 404 `organisation_not_found` /
 * `member_not_found`; the last admin stays one (409 `last_admin`).
 */
export async function appointMember(db: Db, staff: NonNullable<AuditActor>, organisationId: string, userId: string, role: OrganisationRole, today: IsoDate) {
  return db.transaction(async (tx) => {
    const [organisation] = await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId)).for("update");
    if (!organisation) throw recordNotFoundError("organisation");
    const target = await memberOf(tx, organisationId, userId);
    const changed = await applyMemberChange(tx, { organisationId, target, role, limits: parseMemberLimits(role, {}), actor: staff });
    return memberView(changed, (await spendingThisMonth(tx, organisationId, today)).get(userId) ?? 0);
  });
}

/**
 * DELETE /api/organisation/members/:userId: the person leaves the organisation and their account
 * is closed (signing in answers `account_closed`). Their sessions and unused links end on every
 * instance (announced on the changes channel), their pending approval requests are cancelled, and
 * their orders stay the organisation's.
 */
export async function removeMember(db: Db, viewer: SessionUser, userId: string) {
  await db.transaction(async (tx) => {
    // The person's row first, then the organisation's: a checkout locks them in that order (its
    // buyer for share, then the organisation), so a removal during the person's checkout waits
    // for it instead of deadlocking with it.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const admin = await managingAdmin(tx, viewer, { lock: true });
    const target = await memberOf(tx, admin.organisationId, userId);
    await keepAnAdmin(tx, admin.organisationId, target, false);
    await tx.delete(organisationMembers).where(eq(organisationMembers.userId, userId));
    await tx.update(users).set({ status: "closed" }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await voidUnusedTokens(tx, userId);
    const cancelled = await tx
      .update(approvalRequests)
      .set({ status: "cancelled", decidedAt: sql`now()` })
      .where(and(eq(approvalRequests.requesterId, userId), eq(approvalRequests.status, "pending")))
      .returning({ id: approvalRequests.id });
    await recordAudit(tx, {
      actor: admin.actor,
      subjectType: "organisation",
      subjectId: admin.organisationId,
      subjectLabel: target.email,
      action: "member-removed",
      before: { role: target.role, ...limitsOf(target) },
      after: { status: "closed", cancelledRequests: cancelled.length },
    });
    await announceSessionChange(tx, { userId });
  });
}
