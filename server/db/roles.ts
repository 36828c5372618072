import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { Logger } from "pino";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The embedded database's login role for the app; its owner is the cluster's `postgres` role. */
export const EMBEDDED_APP_ROLE = "cems_app";

/** The grants script; the bundled server has its copy beside it (scripts/build-server.mjs). */
export function grantsFile() {
  return path.resolve(here, "grants.sql");
}

/**
 * The grants script for `appRole`, as psql would run it with `-v app_role=…`: its one variable,
 * `:"app_role"`, becomes the quoted identifier.
 */
export function grantsSql(appRole: string) {
  return fs.readFileSync(grantsFile(), "utf8").replaceAll(':"app_role"', pg.escapeIdentifier(appRole));
}

/** Runs the grants script for `appRole` on `client`, connected as the tables' owner, in one transaction. */
export async function applyGrants(client: pg.ClientBase, appRole: string) {
  try {
    await client.query(`begin;\n${grantsSql(appRole)}\ncommit;`);
  } catch (error) {
    // a failed statement leaves the transaction open and aborted: end it before the client is reused
    await client.query("rollback").catch(() => {});
    throw error;
  }
}

/**
 * Creates the app's login role, or brings an existing one to these attributes and this password:
 * it may sign in and nothing more (no superuser, no databases, no roles, no replication, no
 * bypassing row security). Needs a superuser or a role with CREATEROLE.
 */
export async function ensureLoginRole(client: pg.ClientBase, role: string, password: string) {
  const attributes = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${client.escapeLiteral(password)}`;
  const exists = await client.query("select 1 from pg_roles where rolname = $1", [role]);
  // CREATE ROLE takes no bind parameters; the name and password are quoted above and here
  await client.query(`${exists.rowCount ? "ALTER" : "CREATE"} ROLE ${client.escapeIdentifier(role)} WITH ${attributes}`);
}

/** The role a connection runs as, and what it could do to the audit log that the app must not. */
export interface AppRoleReport {
  role: string;
  superuser: boolean;
  /** of TRUNCATE, UPDATE and DELETE on audit_log: the ones it holds (owning the table holds all) */
  auditPrivileges: string[];
}

export async function inspectAppRole(pool: pg.Pool | pg.ClientBase): Promise<AppRoleReport> {
  const { rows } = await pool.query<{ role: string; superuser: boolean; truncate: boolean; update: boolean; delete: boolean }>(
    `select current_user as role,
            (select rolsuper from pg_roles where rolname = current_user) as superuser,
            has_table_privilege('public.audit_log', 'TRUNCATE') as truncate,
            has_table_privilege('public.audit_log', 'UPDATE') as update,
            has_table_privilege('public.audit_log', 'DELETE') as delete`,
  );
  const row = rows[0];
  return {
    role: row.role,
    superuser: row.superuser,
    auditPrivileges: (["truncate", "update", "delete"] as const).filter((p) => row[p]).map((p) => p.toUpperCase()),
  };
}

/**
 * Why the app may not run as this role in production, or null: a superuser, or a role that may
 * truncate, change or delete audit entries, could wipe the log that records what admins did.
 */
export function appRoleProblem(report: AppRoleReport) {
  const what = [report.superuser ? "is a superuser" : "", report.auditPrivileges.length ? `may ${report.auditPrivileges.join(", ")} the audit log` : ""]
    .filter(Boolean)
    .join(" and ");
  if (!what) return null;
  return (
    `the database role "${report.role}" of DATABASE_URL ${what}. In production the app runs as a login role that owns nothing: ` +
    "set DATABASE_URL to that role and MIGRATION_DATABASE_URL to the tables' owner, which runs the migrations and server/db/grants.sql " +
    '(README, "Running against a real PostgreSQL")'
  );
}

/**
 * The start-up check of the app's role (the pool's): in production an unsafe role stops the start
 * with `appRoleProblem`'s message; elsewhere (tests and benchmarks against a superuser's
 * DATABASE_URL) it is a warning.
 */
export async function checkAppRole(pool: pg.Pool, opts: { production: boolean; logger: Pick<Logger, "info" | "warn"> }) {
  const report = await inspectAppRole(pool);
  const problem = appRoleProblem(report);
  if (problem && opts.production) throw new Error(`refused in production: ${problem}`);
  if (problem) opts.logger.warn({ role: report.role }, `${problem} (refused in production)`);
  else opts.logger.info({ role: report.role }, "the app's database role owns nothing and cannot change the audit log");
  return report;
}
