import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AccountTerms } from "~/lib/account-terms";
import { ORGANISATIONS_PAGE_SIZE, type OrganisationListQuery } from "~/lib/admin-organisations";
import type { OrganisationNameInput } from "~/lib/organisation-schemas";
import type { OrganisationRole } from "~/lib/organisation-roles";
import type { IsoDate } from "~/lib/today";
import { recordAudit, type AuditActor } from "../../audit/audit-log";
import type { Db } from "../../db/database";
import { costCentres, organisationInvitations, organisationMembers, organisations, orders, quotes, users } from "../../db/schema";
import { recordNotFoundError } from "../../errors/domain-error";
import { announceSessionChange } from "../../speed/changes-channel";
import { priceList, type AccountPriceLine } from "../accounts/account-terms-admin";
import { readAccountTerms } from "../accounts/account-terms-reader";
import type { CostCentreView } from "./cost-centres";
import { invitationState, type InvitationState } from "./invitation-token";
import { formatLimit } from "./organisation-limits";
import { rulesOf, type OrganisationRules } from "./organisation-rules";
import { memberRows, spendingThisMonth } from "./organisations";

/*
 * Organisations as staff see them (GET/PATCH /api/admin/organisations, /admin/organisations):
 * every organisation, whatever the viewer's own; amounts in dollars; renames audited.
 */

type Reader = Pick<Db, "select">;

export interface PersonSummary {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface OrganisationSummary {
  id: string;
  name: string;
  memberCount: number;
  admins: PersonSummary[];
  createdAt: Date;
}

export interface StaffMemberView extends PersonSummary {
  role: OrganisationRole;
  orderLimit: string | null;
  monthlyLimit: string | null;
  approvalLimit: string | null;
  spentThisMonth: string;
  joinedAt: Date;
}

export interface StaffInvitationView {
  id: string;
  email: string;
  role: OrganisationRole;
  orderLimit: string | null;
  monthlyLimit: string | null;
  approvalLimit: string | null;
  status: InvitationState;
  expiresAt: Date;
  createdAt: Date;
}

export interface StaffOrganisationView extends OrganisationSummary {
  members: StaffMemberView[];
  invitations: StaffInvitationView[];
  rules: OrganisationRules;
  costCentres: CostCentreView[];
  terms: AccountTerms | null;
  prices: AccountPriceLine[];
}

/** `%`, `_` and `\` in a search are letters, not patterns. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** An organisation whose name, or one of whose members' e-mail, contains `q` (any case). */
function matching(db: Reader, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likeText(q);
  const withMemberEmail = db
    .select({ id: organisationMembers.organisationId })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(ilike(users.email, pattern));
  return or(ilike(organisations.name, pattern), inArray(organisations.id, withMemberEmail));
}

const memberCount = sql<number>`(select count(*)::int from ${organisationMembers} where ${organisationMembers.organisationId} = ${organisations.id})`;

/** The admins of `ids`, by organisation. */
async function adminsOf(db: Reader, ids: string[]): Promise<Map<string, PersonSummary[]>> {
  const byOrganisation = new Map<string, PersonSummary[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byOrganisation;
  const rows = await db
    .select({ organisationId: organisationMembers.organisationId, userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(inArray(organisationMembers.organisationId, ids), eq(organisationMembers.role, "admin")))
    .orderBy(asc(organisationMembers.joinedAt), asc(users.email));
  for (const { organisationId, ...person } of rows) byOrganisation.get(organisationId)!.push(person);
  return byOrganisation;
}

/** GET /api/admin/organisations: by name, 50 a page, with the count of all that match. */
export async function listOrganisations(db: Reader, query: OrganisationListQuery): Promise<{ items: OrganisationSummary[]; total: number }> {
  const where = matching(db, query.q);
  const page = query.page ?? 1;
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: organisations.id, name: organisations.name, memberCount, createdAt: organisations.createdAt })
      .from(organisations)
      .where(where)
      .orderBy(asc(sql`lower(${organisations.name})`), asc(organisations.id))
      .limit(ORGANISATIONS_PAGE_SIZE)
      .offset((page - 1) * ORGANISATIONS_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(organisations)
      .where(where),
  ]);
  const admins = await adminsOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => ({ ...r, admins: admins.get(r.id)! })), total: count.n };
}

async function organisationRow(db: Reader, id: string) {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
  if (!row) throw recordNotFoundError("organisation");
  return row;
}

/** GET /api/admin/organisations/:id: the summary with its members, invitations, rules, cost centres, terms and price list. */
export async function readOrganisationForStaff(db: Reader, id: string, today: IsoDate): Promise<StaffOrganisationView> {
  const organisation = await organisationRow(db, id);
  const [members, spent, admins, invitations, centres, terms, prices] = await Promise.all([
    memberRows(db, id),
    spendingThisMonth(db, id, today),
    adminsOf(db, [id]),
    db.select().from(organisationInvitations).where(eq(organisationInvitations.organisationId, id)).orderBy(desc(organisationInvitations.createdAt)),
    db
      .select({ id: costCentres.id, code: costCentres.code, name: costCentres.name, active: costCentres.active })
      .from(costCentres)
      .where(eq(costCentres.organisationId, id))
      .orderBy(asc(costCentres.code)),
    readAccountTerms(db, id),
    priceList(db, id),
  ]);
  const now = new Date();
  return {
    id,
    name: organisation.name,
    memberCount: members.length,
    admins: admins.get(id)!,
    createdAt: organisation.createdAt,
    members: members.map(({ orderLimitCents, monthlyLimitCents, approvalLimitCents, ...m }) => ({
      ...m,
      orderLimit: formatLimit(orderLimitCents),
      monthlyLimit: formatLimit(monthlyLimitCents),
      approvalLimit: formatLimit(approvalLimitCents),
      spentThisMonth: formatLimit(spent.get(m.userId) ?? 0)!,
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      orderLimit: formatLimit(i.orderLimitCents),
      monthlyLimit: formatLimit(i.monthlyLimitCents),
      approvalLimit: formatLimit(i.approvalLimitCents),
      status: invitationState(i, now),
      expiresAt: i.expiresAt,
      createdAt: i.createdAt,
    })),
    rules: rulesOf(organisation),
    costCentres: centres,
    terms,
    prices,
  };
}

/** The organisation's latest orders and quotes, for its page (placed by, approved by, cost centre and GL code). */
export async function organisationActivity(db: Reader, id: string, limit = 20) {
  const approver = sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${orders.approvedBy})`;
  const [recentOrders, recentQuotes] = await Promise.all([
    db
      .select({
        orderNumber: orders.orderNumber,
        status: orders.status,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
        placedBy: users.email,
        approvedBy: approver,
        costCentre: orders.costCentre,
        glCode: orders.glCode,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.organisationId, id))
      .orderBy(desc(orders.createdAt))
      .limit(limit),
    db
      .select({
        id: quotes.id,
        quoteNumber: quotes.quoteNumber,
        revision: quotes.revision,
        status: quotes.status,
        totalCents: quotes.totalCents,
        createdAt: quotes.createdAt,
      })
      .from(quotes)
      .where(eq(quotes.organisationId, id))
      .orderBy(desc(quotes.createdAt))
      .limit(limit),
  ]);
  return { orders: recentOrders, quotes: recentQuotes };
}

/** PATCH /api/admin/organisations/:id {name}: staff rename, audited, announced to the members' sessions. */
export async function renameOrganisationAsStaff(db: Db, actor: AuditActor, id: string, input: OrganisationNameInput): Promise<{ id: string; name: string }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, id)).for("update");
    if (!before) throw recordNotFoundError("organisation");
    await tx
      .update(organisations)
      .set({ name: input.name, updatedAt: sql`now()` })
      .where(eq(organisations.id, id));
    await recordAudit(tx, {
      actor,
      subjectType: "organisation",
      subjectId: id,
      subjectLabel: input.name,
      action: "renamed",
      before: { name: before.name },
      after: { name: input.name },
    });
    await announceSessionChange(tx, { organisationId: id });
    return { id, name: input.name };
  });
}
