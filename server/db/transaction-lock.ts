import { sql } from "drizzle-orm";
import type { Db } from "./database";

/**
 * Waits for, then holds until the transaction ends, the lock named `name` (a PostgreSQL advisory
 * lock on its hash): one transaction at a time per cart, idempotency key or address book.
 */
export function lockUntilCommit(tx: Pick<Db, "execute">, name: string) {
  return tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
