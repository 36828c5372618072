import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditFilters, type AuditPage } from "~/lib/audit-log-view";
import { auditValuesInDollars } from "~/lib/audit-money";
import type { Db } from "../db/database";
import { auditLog } from "../db/schema";

/** "50%_off" → "50\%\_off": typed text is matched literally inside ILIKE. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filters: AuditFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.subjectType) where.push(eq(auditLog.subjectType, filters.subjectType));
  if (filters.subject) where.push(or(eq(auditLog.subjectId, filters.subject), ilike(auditLog.subjectLabel, likeLiteral(filters.subject))));
  if (filters.actor) where.push(ilike(auditLog.actorEmail, likeLiteral(filters.actor)));
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  return and(...where);
}

/** One page of the audit log, newest first, filtered. Read only: nothing here changes an entry. */
export async function listAuditEntries(db: Db, filters: AuditFilters): Promise<AuditPage> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions(filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((filters.page - 1) * AUDIT_PAGE_SIZE);
  // entries written before amounts were kept in dollars are read the same way
  const entries = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({ ...row, before: auditValuesInDollars(row.before), after: auditValuesInDollars(row.after) }));
  return { entries, page: filters.page, pageSize: AUDIT_PAGE_SIZE, hasNext: rows.length > AUDIT_PAGE_SIZE };
}
