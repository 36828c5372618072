import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATION_LOCK_ID = 727372;

/** Folder of the committed SQL migrations; the bundled server sets MIGRATIONS_DIR to its copy. */
export function migrationsFolder() {
  return process.env.MIGRATIONS_DIR ?? path.resolve(here, "migrations");
}

/**
 * Applies the committed drizzle-kit migrations. Several instances may start at once:
 * an advisory lock held on one connection lets only one of them migrate.
 */
export async function runMigrations(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
