import { count, desc } from "drizzle-orm";
import type { ContactSubmission } from "~/lib/admin-types";
import type { Db } from "../../db/database";
import { contactSubmissions } from "../../db/schema";

export type { ContactSubmission };

/** Every contact submission, newest first (spec §2 "Contact submissions screen"). */
export async function listContactSubmissions(db: Db): Promise<ContactSubmission[]> {
  return db.select().from(contactSubmissions).orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
}

export async function countContactSubmissions(db: Db) {
  const [row] = await db.select({ count: count() }).from(contactSubmissions);
  return row.count;
}
