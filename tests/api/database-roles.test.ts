import { eq, sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { recordAudit } from "../../server/audit/audit-log";
import { loadConfig } from "../../server/config";
import { runMigrations } from "../../server/db/migrate";
import { checkAppRole } from "../../server/db/roles";
import { auditLog } from "../../server/db/schema";
import { startServer } from "../../server/start";
import { findUser, signInCookie } from "../support/accounts";
import { TEST_APP_ROLE } from "../support/global-setup";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// The app runs as a login role that owns nothing (server/db/grants.sql, decision 038); the test
// apps run as such a role too (tests/support/test-app.ts), so every API test uses the grants.
const app = useTestApp();
const silent = pino({ level: "silent" });

/** The SQLSTATE a statement fails with, or "ok". */
async function outcome(statement: Promise<unknown>) {
  return statement.then(
    () => "ok",
    (error: unknown) => (error instanceof pg.DatabaseError ? error.code : error),
  );
}

const auditCount = async () => (await app.database.pool.query<{ n: number }>("select count(*)::int as n from audit_log")).rows[0].n;

describe("the app's database role", () => {
  it("is the role the app runs as: it may sign in and nothing more, and owns nothing", async () => {
    const { rows } = await app.services.db.execute<Record<string, unknown>>(
      sql`select current_user as role, rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls
          from pg_roles where rolname = current_user`,
    );
    expect(rows[0]).toEqual({
      role: TEST_APP_ROLE.name,
      rolsuper: false,
      rolcreatedb: false,
      rolcreaterole: false,
      rolreplication: false,
      rolbypassrls: false,
    });
    const owned = await app.database.pool.query<{ n: number }>(
      `select (select count(*) from pg_class where relowner = r.oid)
            + (select count(*) from pg_namespace where nspowner = r.oid)
            + (select count(*) from pg_proc where proowner = r.oid)
            + (select count(*) from pg_type where typowner = r.oid) as n
       from pg_roles r where rolname = $1`,
      [TEST_APP_ROLE.name],
    );
    expect(Number(owned.rows[0].n)).toBe(0);
  });

  it("adds and reads audit entries, and cannot TRUNCATE, UPDATE or DELETE them (42501)", async () => {
    // the app's own path: an admin's change is recorded as this role
    const admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const category = await app.request("/api/categories", { method: "POST", json: { name: "Role probe", description: "made by a test" }, cookie: admin });
    expect(category.status).toBe(201);
    const adminUser = await findUser(app.database.db, TEST_ADMIN.email);
    await recordAudit(app.database.appDb, { actor: adminUser, subjectType: "user", subjectId: adminUser.id, action: "probe" });
    const before = await auditCount();
    expect(before).toBeGreaterThanOrEqual(2);
    expect((await app.database.appDb.select().from(auditLog).where(eq(auditLog.action, "probe"))).length).toBe(1);

    const { appPool } = app.database;
    expect(await outcome(appPool.query("truncate audit_log"))).toBe("42501");
    expect(await outcome(appPool.query("update audit_log set action = 'rewritten'"))).toBe("42501");
    expect(await outcome(appPool.query("delete from audit_log"))).toBe("42501");
    expect(await outcome(appPool.query("alter table audit_log disable trigger audit_log_append_only"))).toBe("42501");
    expect(await outcome(appPool.query("drop trigger audit_log_append_only on audit_log"))).toBe("42501");
    expect(await auditCount()).toBe(before);
  });

  it("reads and writes every other table, truncates none, and gets the same on a table a later migration adds", async () => {
    const { rows } = await app.database.pool.query<{ table: string; privileges: string }>(
      `select c.relname as table,
              concat_ws(',', case when has_table_privilege($1, c.oid, 'SELECT') then 'SELECT' end,
                             case when has_table_privilege($1, c.oid, 'INSERT') then 'INSERT' end,
                             case when has_table_privilege($1, c.oid, 'UPDATE') then 'UPDATE' end,
                             case when has_table_privilege($1, c.oid, 'DELETE') then 'DELETE' end,
                             case when has_table_privilege($1, c.oid, 'TRUNCATE') then 'TRUNCATE' end) as privileges
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
      [TEST_APP_ROLE.name],
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const { table, privileges } of rows) {
      expect({ table, privileges }).toEqual({ table, privileges: table === "audit_log" ? "SELECT,INSERT" : "SELECT,INSERT,UPDATE,DELETE" });
    }

    // another engineer's migration adds a table: the owner's default privileges give it to the app
    await app.database.pool.query("create table later_feature (id bigserial primary key, note text not null)");
    const { appPool } = app.database;
    expect(await outcome(appPool.query("insert into later_feature (note) values ('first')"))).toBe("ok");
    expect((await appPool.query("update later_feature set note = 'second' returning note")).rows).toEqual([{ note: "second" }]);
    expect(await outcome(appPool.query("truncate later_feature"))).toBe("42501");
    // nor can the app create tables of its own
    expect(await outcome(appPool.query("create table app_made (id int)"))).toBe("42501");
  });

  it("gets its grants back at every migration run: a privilege given by hand on the audit log is taken away", async () => {
    await app.database.pool.query(`grant truncate, update on audit_log to ${TEST_APP_ROLE.name}`);
    await expect(checkAppRole(app.database.appPool, { production: true, logger: silent })).rejects.toThrow(
      `refused in production: the database role "${TEST_APP_ROLE.name}" of DATABASE_URL may TRUNCATE, UPDATE the audit log.`,
    );
    await runMigrations(app.database.pool, { appRole: TEST_APP_ROLE.name });
    expect(await outcome(app.database.appPool.query("truncate audit_log"))).toBe("42501");
    expect(await checkAppRole(app.database.appPool, { production: true, logger: silent })).toEqual({
      role: TEST_APP_ROLE.name,
      superuser: false,
      auditPrivileges: [],
    });
  });
});

describe("start-up in production", () => {
  it("refuses a superuser's DATABASE_URL with a message naming the role, what it may do and what to set", async () => {
    const config = loadConfig({ APP_ENV: "test", DATABASE_URL: app.database.url, LOG_LEVEL: "silent" });
    // loadConfig itself refuses DATABASE_URL without MIGRATION_DATABASE_URL in production; this is
    // the check behind it, for a role that slipped through (the same user under two names, a grant)
    const started = startServer({ config: { ...config, isProduction: true } });
    const superuser = new URL(app.database.url).username;
    await expect(started).rejects.toThrow(
      `refused in production: the database role "${superuser}" of DATABASE_URL is a superuser and may TRUNCATE, UPDATE, DELETE the audit log. ` +
        "In production the app runs as a login role that owns nothing: set DATABASE_URL to that role and MIGRATION_DATABASE_URL to the tables' owner, " +
        'which runs the migrations and server/db/grants.sql (README, "Running against a real PostgreSQL")',
    );
  });

  it("accepts the app's login role", async () => {
    await expect(checkAppRole(app.database.appPool, { production: true, logger: silent })).resolves.toMatchObject({ superuser: false, auditPrivileges: [] });
  });
});
