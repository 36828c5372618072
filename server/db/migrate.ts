import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { installJobQueue } from "../jobs/queue";
import { applyGrants } from "./roles";

const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATION_LOCK_ID = 727372;

/** Folder of the committed SQL migrations; the bundled server sets MIGRATIONS_DIR to its copy. */
export function migrationsFolder() {
  return process.env.MIGRATIONS_DIR ?? path.resolve(here, "migrations");
}

/**
 * Applies the committed drizzle-kit migrations. Several instances may start at once:
 * an advisory lock held on one connection lets only one of them migrate.
 * With `appRole` (the app's login role, when the pool is the tables' owner and another role), the
 * grants script (server/db/grants.sql) follows every run, under the same lock, so that the tables
 * a new migration adds are the app's to use at once, and the audit log stays append-only for it.
 * The job queue's schema is installed or upgraded then too, by the same role (server/jobs/queue.ts).
 */
export async function runMigrations(pool: pg.Pool, opts: { appRole?: string } = {}) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    if (opts.appRole) await applyGrants(client, opts.appRole);
    await installJobQueue(client, { appRole: opts.appRole });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
