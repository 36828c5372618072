import { and, asc, eq, ne, sql } from "drizzle-orm";
import { centsToDecimalText } from "~/lib/price";
import { organisationMay, type MemberLimits, type OrganisationRole } from "~/lib/organisation-roles";
import type { OrganisationNameInput } from "~/lib/organisation-schemas";
import { SITE_TIME_ZONE, type IsoDate } from "~/lib/today";
import { recordAudit, type AuditActor } from "../../audit/audit-log";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { organisationMembers, organisations, orders, users } from "../../db/schema";
import { DomainError } from "../../errors/domain-error";
import { announceSessionChange } from "../../speed/changes-channel";

/*
 * Organisations, the customer (docs/decisions/054-organisations.md): made when someone registers,
 * read by their members, renamed by their admins. Invitations, rules and approvals build on these.
 */

type Reader = Pick<Db, "select">;

const NO_LIMITS: MemberLimits = { orderLimitCents: null, monthlyLimitCents: null, approvalLimitCents: null };

/** 404 `no_organisation`: the caller belongs to none (staff). */
export const noOrganisation = () => new DomainError(404, "You do not belong to an organisation", { code: "no_organisation" });

/**
 * Makes `userId` a member of an organisation with `role` and its limits (in cents; absent: none).
 * One organisation per person: a second membership is refused by the primary key.
 */
export async function addMember(
  tx: Pick<Db, "insert">,
  input: { organisationId: string; userId: string; role: OrganisationRole; limits?: Partial<MemberLimits> },
) {
  await tx.insert(organisationMembers).values({ organisationId: input.organisationId, userId: input.userId, role: input.role, ...NO_LIMITS, ...input.limits });
}

/** A new organisation named `name` whose only member, `userId`, is its admin (registration). */
export async function createOrganisationFor(tx: Pick<Db, "insert">, userId: string, name: string): Promise<string> {
  const [organisation] = await tx.insert(organisations).values({ name }).returning({ id: organisations.id });
  await addMember(tx, { organisationId: organisation.id, userId, role: "admin" });
  return organisation.id;
}

/** The organisation of a person (its id), or null (staff). */
export async function organisationIdOf(db: Reader, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: organisationMembers.organisationId }).from(organisationMembers).where(eq(organisationMembers.userId, userId));
  return row?.id ?? null;
}

/** The first day of the month `today` falls in, and of the next (YYYY-MM-DD). */
function monthOf(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const [year, month] = today.split("-").map(Number);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
  return { from: `${today.slice(0, 7)}-01`, to: `${next}-01` };
}

/**
 * What each member of an organisation placed in the calendar month of the site's `today` (its
 * time zone; decision 024): the totals of their non-cancelled orders for the organisation, in cents.
 */
export async function spendingThisMonth(db: Reader, organisationId: string, today: IsoDate): Promise<Map<string, number>> {
  const { from, to } = monthOf(today);
  const day = sql`(${orders.createdAt} at time zone ${SITE_TIME_ZONE})`;
  const rows = await db
    .select({ userId: orders.userId, cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int` })
    .from(orders)
    .where(and(eq(orders.organisationId, organisationId), ne(orders.status, "cancelled"), sql`${day} >= ${from}::date`, sql`${day} < ${to}::date`))
    .groupBy(orders.userId);
  return new Map(rows.flatMap((r) => (r.userId ? [[r.userId, r.cents] as const] : [])));
}

/** An organisation's members with their roles and limits (cents), the earliest to join first. */
export function memberRows(db: Reader, organisationId: string) {
  return db
    .select(MEMBER_COLUMNS)
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, organisationId))
    .orderBy(asc(organisationMembers.joinedAt), asc(users.email));
}

const money = (cents: number | null) => (cents === null ? null : centsToDecimalText(cents));

/** A member as GET /api/organisation lists them; amounts are decimal strings, null: no limit (or not the caller's to see). */
export interface OrganisationMemberView {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: OrganisationRole;
  orderLimit: string | null;
  monthlyLimit: string | null;
  approvalLimit: string | null;
  spentThisMonth: string | null;
  joinedAt: Date;
}

/** A member's columns (with `users`), as the organisation's members are read. */
export const MEMBER_COLUMNS = {
  userId: organisationMembers.userId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: organisationMembers.role,
  orderLimitCents: organisationMembers.orderLimitCents,
  monthlyLimitCents: organisationMembers.monthlyLimitCents,
  approvalLimitCents: organisationMembers.approvalLimitCents,
  joinedAt: organisationMembers.joinedAt,
};

export interface OrganisationView {
  id: string;
  name: string;
  you: { userId: string; role: OrganisationRole };
  rules: { approvalAbove: string | null; monthlyBudget: string | null; costCentreRequired: boolean; glCodeRequired: boolean };
  members: OrganisationMemberView[];
}

/**
 * The caller's organisation, its rules and members (404 `no_organisation` for staff). Admins and
 * approvers see every member's limits and spending; buyers and requesters their own, the others'
 * read null. Someone who may not see prices (an account not approved yet) sees no amounts at all.
 */
export async function readOrganisation(db: Reader, viewer: SessionUser, opts: { today: IsoDate; pricesVisible: boolean }): Promise<OrganisationView> {
  const membership = viewer.organisation;
  if (!membership) throw noOrganisation();
  const [organisation] = await db.select().from(organisations).where(eq(organisations.id, membership.id));
  if (!organisation) throw noOrganisation();
  const [members, spent] = await Promise.all([memberRows(db, organisation.id), spendingThisMonth(db, organisation.id, opts.today)]);
  const seesAll = organisationMay(membership.role, "see-all-limits");
  const amounts = (cents: number | null) => (opts.pricesVisible ? money(cents) : null);
  return {
    id: organisation.id,
    name: organisation.name,
    you: { userId: viewer.id, role: membership.role },
    rules: {
      approvalAbove: amounts(organisation.approvalAboveCents),
      monthlyBudget: amounts(organisation.monthlyBudgetCents),
      costCentreRequired: organisation.costCentreRequired,
      glCodeRequired: organisation.glCodeRequired,
    },
    members: members.map((m) => {
      const visible = seesAll || m.userId === viewer.id;
      const shown = (cents: number | null) => (visible ? amounts(cents) : null);
      return {
        userId: m.userId,
        email: m.email,
        firstName: m.firstName,
        lastName: m.lastName,
        role: m.role,
        orderLimit: shown(m.orderLimitCents),
        monthlyLimit: shown(m.monthlyLimitCents),
        approvalLimit: shown(m.approvalLimitCents),
        spentThisMonth: shown(spent.get(m.userId) ?? 0),
        joinedAt: m.joinedAt,
      };
    }),
  };
}

/**
 * Renames the caller's organisation (its admins only: 403 `not_allowed` otherwise), audited, and
 * announced so that every member's session carries the new name.
 */
export async function renameOrganisation(db: Db, viewer: SessionUser, input: OrganisationNameInput): Promise<{ id: string; name: string }> {
  const membership = viewer.organisation;
  if (!membership) throw noOrganisation();
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ role: organisationMembers.role, name: organisations.name })
      .from(organisationMembers)
      .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
      .where(and(eq(organisationMembers.userId, viewer.id), eq(organisationMembers.organisationId, membership.id)))
      .for("update", { of: organisations });
    if (!member) throw noOrganisation();
    if (!organisationMay(member.role, "manage-organisation"))
      throw new DomainError(403, "Only the organisation's admins may rename it", { code: "not_allowed" });
    await tx
      .update(organisations)
      .set({ name: input.name, updatedAt: sql`now()` })
      .where(eq(organisations.id, membership.id));
    const actor: AuditActor = { id: viewer.id, email: viewer.email };
    await recordAudit(tx, {
      actor,
      subjectType: "organisation",
      subjectId: membership.id,
      subjectLabel: input.name,
      action: "renamed",
      before: { name: member.name },
      after: { name: input.name },
    });
    await announceSessionChange(tx, { organisationId: membership.id });
    return { id: membership.id, name: input.name };
  });
}
