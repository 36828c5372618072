import { count, desc, eq, ne, sql } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import type { AdminUser } from "~/lib/admin-types";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { changeUserStatus, publicUser, statusChangeRefused, type UserStatus } from "./accounts";
import { isUuid } from "../catalogue/catalogue";

export type { AdminUser };

/** A listed account (never a closed one: listAdminUsers leaves them out). */
const adminUser = (u: typeof users.$inferSelect): AdminUser => ({
  ...publicUser(u),
  status: u.status as AdminUser["status"],
  emailConfirmed: u.emailConfirmedAt !== null,
});

/** Every account but those closed (people removed from their organisation), those waiting for approval first, then the newest. */
export async function listAdminUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db
    .select()
    .from(users)
    .where(ne(users.status, "closed"))
    .orderBy(desc(sql`${users.status} = 'pending'`), desc(users.createdAt));
  return rows.map(adminUser);
}

export async function countPendingUsers(db: Db) {
  const [row] = await db.select({ count: count() }).from(users).where(eq(users.status, "pending"));
  return row.count;
}

/**
 * Spec §4 transitions through changeUserStatus (which records approvedAt/approvedBy and queues
 * the approval or rejection e-mail). Administrator accounts are not changed here: their access
 * comes from the configuration (ADMIN_EMAIL), not from approval. null when there is no such user.
 */
export async function updateUserStatus(
  db: Db,
  brand: Brand,
  origin: string,
  change: { userId: string; status: UserStatus; actor: { id: string; email: string } },
): Promise<AdminUser | null> {
  if (!isUuid(change.userId)) return null;
  const [target] = await db.select({ role: users.role }).from(users).where(eq(users.id, change.userId));
  if (!target) return null;
  if (target.role === "admin") throw statusChangeRefused("An administrator account's status cannot be changed");
  const updated = await changeUserStatus(db, brand, origin, change);
  return updated ? adminUser(updated) : null;
}
