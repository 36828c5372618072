import { randomBytes } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { inject } from "vitest";
import { createPool, type Db } from "../../server/db/database";
import * as schema from "../../server/db/schema";
import { TEMPLATE_DB, TEST_APP_ROLE, withDatabase } from "./global-setup";

export interface TestDatabase {
  /** as the tables' owner (a superuser): for fixtures and SQL a test writes itself */
  db: Db;
  pool: pg.Pool;
  url: string;
  /** as the app's login role, which owns nothing (server/db/grants.sql): what test apps run as */
  appDb: Db;
  appPool: pg.Pool;
  appUrl: string;
  drop(): Promise<void>;
}

/** A fresh, migrated, empty database of its own (copied from the template made in global setup). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("adminDatabaseUrl");
  const name = `cems_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  // Generous connection wait: concurrency tests queue hundreds of requests on 20 connections,
  // and a loaded CI machine must not turn that queue into 503s (nor a slow answer to the pool's
  // "is PostgreSQL there?" question into a closed connection).
  const pool = createPool(url, 20, { connectTimeoutMs: 60_000, probeTimeoutMs: 10_000 });
  const appUrl = withDatabase(adminUrl, name, TEST_APP_ROLE);
  const appPool = createPool(appUrl, 20, { connectTimeoutMs: 60_000, probeTimeoutMs: 10_000 });
  return {
    db: drizzle(pool, { schema }),
    pool,
    url,
    appDb: drizzle(appPool, { schema }),
    appPool,
    appUrl,
    async drop() {
      await Promise.all([pool.end(), appPool.end()]);
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
