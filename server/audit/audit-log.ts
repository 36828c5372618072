import { auditValuesInDollars } from "~/lib/audit-money";
import type { Db } from "../db/database";
import { auditLog } from "../db/schema";

/** Who made a change: the signed-in admin or customer, or nobody (an anonymous requester, the system). */
export type AuditActor = { id: string; email: string } | null;

/** What the audit log records about one change. */
export interface AuditEntry {
  actor: AuditActor;
  subjectType: "user" | "product" | "category" | "order" | "quote" | "account-terms" | "lot" | "organisation";
  subjectId: string;
  /** how people name the subject: an e-mail, a SKU, an order or quote number */
  subjectLabel?: string | null;
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records a change. Call it with the transaction that makes the change, so the record and the
 * change are stored together or not at all. Rows are append-only (a trigger refuses UPDATE and DELETE).
 * Amounts are kept in dollars as decimal strings (`priceCents: 110000` becomes `price: "1100.00"`).
 */
export async function recordAudit(tx: Pick<Db, "insert">, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    subjectLabel: entry.subjectLabel ?? null,
    action: entry.action,
    before: auditValuesInDollars(entry.before),
    after: auditValuesInDollars(entry.after),
  });
}
