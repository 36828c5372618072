import { and, desc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import { emailField } from "~/lib/auth-schemas";
import type { OrganisationRole } from "~/lib/organisation-roles";
import { recordAudit } from "../../audit/audit-log";
import { hashPassword } from "../../auth/password";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { organisationInvitations, organisationMembers, organisations, users } from "../../db/schema";
import { DomainError, rateLimited, recordNotFoundError } from "../../errors/domain-error";
import { hitRateLimit } from "../../http/rate-limit";
import { RATE_LIMITS } from "../../http/rate-limit-table";
import { organisationInvitationMail } from "../../mail/organisation-mail";
import { enqueueMail } from "../../mail/outbox";
import { assertInvitationOpen, invitationState, invitationTokenHash, invitationUrl, newInvitationToken } from "./invitation-token";
import { managingAdmin, type ManagingAdmin } from "./members";
import { formatLimit, parseMemberLimits, parseRole, type MemberLimitsCents } from "./organisation-limits";
import { addMember } from "./organisations";

/*
 * Invitations to join an organisation (decisions.md, "Buying as an organisation"): an admin whose
 * account we approved invites an address with a role and limits; the e-mail's link
 * (<PUBLIC_ORIGIN>/invitations/<token>, invitation-token.ts) works once, for 7 days; accepting makes
 * an approved person with a confirmed address and a member. Each step is audited; the token is in
 * the e-mail only, never in the audit log or a log line.
 */

type Invitation = typeof organisationInvitations.$inferSelect;

/** Where an invitation's e-mail comes from and links to. */
export interface InvitationMailer {
  brand: Brand;
  origin: string;
}

/** An invitation as its organisation's admins see it (amounts as decimal strings, null: no limit). */
function invitationView(row: Invitation, now: Date) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    orderLimit: formatLimit(row.orderLimitCents),
    monthlyLimit: formatLimit(row.monthlyLimitCents),
    approvalLimit: formatLimit(row.approvalLimitCents),
    status: invitationState(row, now),
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
  };
}

const limitsOf = (row: MemberLimitsCents) => ({
  orderLimitCents: row.orderLimitCents ?? null,
  monthlyLimitCents: row.monthlyLimitCents ?? null,
  approvalLimitCents: row.approvalLimitCents ?? null,
});

/** An invitation's body, field by field, each bad value with its own code (nothing is stored before all pass). */
export function parseInvitation(body: Record<string, unknown>) {
  const email = emailField.safeParse(body.email);
  if (!email.success) {
    const message = email.error.issues[0].message;
    throw new DomainError(400, message, { code: "invalid_email", errors: { email: message } });
  }
  const role = parseRole(body.role);
  return { email: email.data, role, limits: limitsOf(parseMemberLimits(role, body)) };
}

export type InvitationInput = ReturnType<typeof parseInvitation>;

/** Counts an invitation e-mail against the organisation's daily allowance (429 past it). */
export async function countInvitationMail(db: Db, organisationId: string) {
  const retryAfter = await hitRateLimit(db, "invitation-organisation", organisationId);
  if (retryAfter !== null) throw rateLimited(RATE_LIMITS["invitation-organisation"].message, retryAfter);
}

/** Queues the invitation's e-mail with its new link (in the caller's transaction). */
async function mailInvitation(tx: Pick<Db, "insert" | "execute">, mailer: InvitationMailer, admin: ManagingAdmin, row: Invitation, token: string) {
  const to = { email: row.email, inviterName: admin.name, organisationName: admin.organisationName, role: row.role, expiresAt: row.expiresAt };
  await enqueueMail(tx, organisationInvitationMail(mailer.brand, to, invitationUrl(mailer.origin, token)));
}

/** Records an admin's step with an invitation (never its token) in the organisation's audit trail. */
async function auditInvitation(
  tx: Pick<Db, "insert">,
  admin: ManagingAdmin,
  row: Invitation,
  action: string,
  values: { before?: Record<string, unknown>; after?: Record<string, unknown> },
) {
  await recordAudit(tx, {
    actor: admin.actor,
    subjectType: "organisation",
    subjectId: admin.organisationId,
    subjectLabel: row.email,
    action,
    ...values,
  });
}

/**
 * POST /api/organisation/invitations. 409 `already_member` for the organisation's own member,
 * `address_has_account` for anyone else with an account (another organisation's member, staff, a
 * closed account; the organisation is never named), `already_invited` while an open invitation to
 * the address is there (an expired one makes way).
 */
export async function createInvitation(db: Db, mailer: InvitationMailer, viewer: SessionUser, input: InvitationInput, now: Date) {
  return db.transaction(async (tx) => {
    const admin = await managingAdmin(tx, viewer, { lock: true });
    const address = input.email.toLowerCase();
    const [account] = await tx
      .select({ organisationId: organisationMembers.organisationId })
      .from(users)
      .leftJoin(organisationMembers, eq(organisationMembers.userId, users.id))
      .where(eq(sql`lower(${users.email})`, address));
    if (account?.organisationId === admin.organisationId)
      throw new DomainError(409, `${input.email} is already a member of your organisation`, { code: "already_member" });
    if (account) throw new DomainError(409, `${input.email} already has an account with us, so it cannot be invited`, { code: "address_has_account" });
    const sameAddress = and(
      eq(organisationInvitations.organisationId, admin.organisationId),
      eq(sql`lower(${organisationInvitations.email})`, address),
      isNull(organisationInvitations.acceptedAt),
      isNull(organisationInvitations.revokedAt),
    );
    await tx.delete(organisationInvitations).where(and(sameAddress, lte(organisationInvitations.expiresAt, now)));
    const { token, tokenHash, expiresAt } = newInvitationToken(now);
    const [row] = await tx
      .insert(organisationInvitations)
      .values({ organisationId: admin.organisationId, email: input.email, role: input.role, ...input.limits, tokenHash, invitedBy: viewer.id, expiresAt })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new DomainError(409, `${input.email} has been invited already: resend or revoke that invitation`, { code: "already_invited" });
    await mailInvitation(tx, mailer, admin, row, token);
    await auditInvitation(tx, admin, row, "invitation-sent", {
      after: { email: row.email, role: row.role, ...input.limits, expiresAt: expiresAt.toISOString() },
    });
    return invitationView(row, now);
  });
}

/** GET /api/organisation/invitations: the invitations not accepted or revoked (open, and expired ones an admin may resend), newest first. */
export async function listInvitations(db: Db, viewer: SessionUser, now: Date) {
  const admin = await managingAdmin(db, viewer, { lock: false });
  const rows = await db
    .select()
    .from(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.organisationId, admin.organisationId),
        isNull(organisationInvitations.acceptedAt),
        isNull(organisationInvitations.revokedAt),
      ),
    )
    .orderBy(desc(organisationInvitations.createdAt));
  return rows.map((row) => invitationView(row, now));
}

/** One invitation of the admin's organisation, locked (404 `invitation_not_found` for another's); a used or revoked one is 410. */
async function ownInvitation(tx: Pick<Db, "select">, organisationId: string, id: string, now: Date) {
  const [row] = await tx
    .select()
    .from(organisationInvitations)
    .where(and(eq(organisationInvitations.id, id), eq(organisationInvitations.organisationId, organisationId)))
    .for("update");
  if (!row) throw recordNotFoundError("invitation");
  // an expired invitation may still be resent or revoked
  if (invitationState(row, now) !== "expired") assertInvitationOpen(row, now);
  return row;
}

/** POST /api/organisation/invitations/:id/resend: a new link for 7 more days; the old link stops working. */
export async function resendInvitation(db: Db, mailer: InvitationMailer, viewer: SessionUser, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const admin = await managingAdmin(tx, viewer, { lock: true });
    await ownInvitation(tx, admin.organisationId, id, now);
    const { token, tokenHash, expiresAt } = newInvitationToken(now);
    const [row] = await tx.update(organisationInvitations).set({ tokenHash, expiresAt }).where(eq(organisationInvitations.id, id)).returning();
    await mailInvitation(tx, mailer, admin, row, token);
    await auditInvitation(tx, admin, row, "invitation-resent", { after: { expiresAt: expiresAt.toISOString() } });
    return invitationView(row, now);
  });
}

/** DELETE /api/organisation/invitations/:id: the link stops working. */
export async function revokeInvitation(db: Db, viewer: SessionUser, id: string, now: Date) {
  await db.transaction(async (tx) => {
    const admin = await managingAdmin(tx, viewer, { lock: true });
    const row = await ownInvitation(tx, admin.organisationId, id, now);
    await tx.update(organisationInvitations).set({ revokedAt: now }).where(eq(organisationInvitations.id, id));
    await auditInvitation(tx, admin, row, "invitation-revoked", { before: { email: row.email, role: row.role } });
  });
}

/** The invitation a link names with its organisation and inviter (404 `invitation_not_found` for a link of another shape or unknown). */
async function invitationOfLink(db: Pick<Db, "select">, token: string) {
  const tokenHash = invitationTokenHash(token);
  if (!tokenHash) throw recordNotFoundError("invitation");
  const [row] = await db
    .select({
      invitation: organisationInvitations,
      organisationName: organisations.name,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
    })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .leftJoin(users, eq(users.id, organisationInvitations.invitedBy))
    .where(eq(organisationInvitations.tokenHash, tokenHash));
  if (!row) throw recordNotFoundError("invitation");
  return { ...row, tokenHash };
}

/** GET /api/invitations/:token: what the joining page shows; 410 once used, revoked or expired. */
export async function readInvitationLink(db: Db, token: string, now: Date) {
  const { invitation, organisationName, inviterFirstName, inviterLastName } = await invitationOfLink(db, token);
  assertInvitationOpen(invitation, now);
  return {
    organisationName,
    email: invitation.email,
    role: invitation.role,
    invitedBy: inviterFirstName === null ? null : `${inviterFirstName} ${inviterLastName}`,
    expiresAt: invitation.expiresAt,
  };
}

/**
 * Before a link's accept reads its body: the link must name an invitation (404), its tries are
 * counted (5 per link, whatever the answer: 429 past them), and it must still be open (410).
 */
export async function admitAccept(db: Db, token: string, now: Date) {
  const { invitation, tokenHash } = await invitationOfLink(db, token);
  const retryAfter = await hitRateLimit(db, "invitation-accept-link", tokenHash);
  if (retryAfter !== null) throw rateLimited(RATE_LIMITS["invitation-accept-link"].message, retryAfter);
  assertInvitationOpen(invitation, now);
}

export interface Joined {
  id: string;
  email: string;
  organisation: { id: string; name: string; role: OrganisationRole };
}

/**
 * POST /api/invitations/:token/accept: makes an approved person with a confirmed address (the
 * invitation's) and a member with the invited role and limits, and uses the invitation, in one
 * transaction. The invitation's row is locked first: of two accepts at once, the second finds it
 * used (410 `invitation_used`) and makes nothing.
 */
export async function acceptInvitation(db: Db, token: string, input: { firstName: string; lastName: string; password: string }, now: Date): Promise<Joined> {
  const passwordHash = await hashPassword(input.password);
  const tokenHash = invitationTokenHash(token);
  if (!tokenHash) throw recordNotFoundError("invitation");
  return db.transaction(async (tx) => {
    const [invitation] = await tx.select().from(organisationInvitations).where(eq(organisationInvitations.tokenHash, tokenHash)).for("update");
    // resent meanwhile: this link is dead
    if (!invitation) throw recordNotFoundError("invitation");
    assertInvitationOpen(invitation, now);
    const [organisation] = await tx.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, invitation.organisationId));
    const [user] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        firstName: input.firstName,
        lastName: input.lastName,
        company: organisation.name,
        passwordHash,
        status: "approved",
        approvedAt: now,
        approvedBy: invitation.invitedBy,
        // the link came to this address: opening it proved the mailbox
        emailConfirmedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    // someone registered the address since it was invited
    if (!user) throw new DomainError(409, `${invitation.email} already has an account with us: sign in with it instead`, { code: "address_has_account" });
    const limits = limitsOf(invitation);
    await addMember(tx, { organisationId: invitation.organisationId, userId: user.id, role: invitation.role, limits });
    await tx.update(organisationInvitations).set({ acceptedAt: now, acceptedUserId: user.id }).where(eq(organisationInvitations.id, invitation.id));
    await recordAudit(tx, {
      actor: { id: user.id, email: user.email },
      subjectType: "organisation",
      subjectId: invitation.organisationId,
      subjectLabel: user.email,
      action: "invitation-accepted",
      after: { role: invitation.role, ...limits },
    });
    return { id: user.id, email: user.email, organisation: { id: invitation.organisationId, name: organisation.name, role: invitation.role } };
  });
}
