import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { organisationMembers, users } from "../db/schema";
import type { SessionUser } from "./session";

type Reader = Pick<Db, "select">;

/**
 * The viewer's role and status as the database holds them now, for writes that depend on them
 * (buying, seeing amounts). The session cache learns of status changes by NOTIFY, but a write must
 * not act on a copy: a rejection committed a moment ago, or made outside the application, counts.
 * `lockForShare` (inside a transaction) keeps the status from changing until the write commits.
 * With them, the organisation they belong to now (null: staff), whose terms and prices they buy with.
 * null for anonymous visitors and deleted users.
 */
export async function freshViewer(db: Reader, viewer: SessionUser | null, opts: { lockForShare?: boolean } = {}) {
  if (!viewer) return null;
  const query = db
    .select({ role: users.role, status: users.status, organisationId: organisationMembers.organisationId })
    .from(users)
    .leftJoin(organisationMembers, eq(organisationMembers.userId, users.id))
    .where(eq(users.id, viewer.id));
  const [row] = await (opts.lockForShare ? query.for("share", { of: users }) : query);
  return row ?? null;
}
