import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { recordAudit } from "../audit/audit-log";
import { openDatabase, startEmbeddedPostgres, type Database } from "./database";
import { runMigrations } from "./migrate";
import { checkAppRole, EMBEDDED_APP_ROLE } from "./roles";

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The SQLSTATE a statement fails with, or "ok". */
const outcome = (statement: Promise<unknown>) =>
  statement.then(
    () => "ok",
    (error: unknown) => (error instanceof pg.DatabaseError ? error.code : error),
  );

describe("an embedded data folder made before the app had a role of its own", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cems-roles-"));
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("gets the login role and its grants at the next start, keeping its data", { timeout: 120_000 }, async () => {
    const port = await freePort();
    // what an older version left: tables migrated and owned by postgres, the app running as
    // postgres, no cems_app role and no password file for it
    const old = await startEmbeddedPostgres({ dataDir, embeddedPort: port });
    const owner = new pg.Pool({ connectionString: old.url, max: 1 });
    // pool.end() resolves before its client's connection is closed: stopping PostgreSQL then
    // sends that client "terminating connection", which must not be an uncaught error
    owner.on("connect", (client) => client.on("error", () => {}));
    try {
      await owner.query(`drop role ${EMBEDDED_APP_ROLE}`);
      await runMigrations(owner);
      await owner.query("insert into audit_log (subject_type, subject_id, action) values ('user', 'someone', 'written by the older version')");
    } finally {
      await owner.end();
      await old.stop();
    }
    fs.rmSync(path.join(dataDir, "embedded-app-password"));

    database = await openDatabase({ dataDir, embeddedPort: port, poolSize: 2 });
    await database.migrate();
    const { pool } = database;
    expect((await pool.query("select current_user as role")).rows).toEqual([{ role: EMBEDDED_APP_ROLE }]);
    expect((await pool.query("select action from audit_log")).rows).toEqual([{ action: "written by the older version" }]);
    await recordAudit(database.db, { actor: null, subjectType: "user", subjectId: "someone", action: "written by this version" });
    expect(await outcome(pool.query("select count(*) from products"))).toBe("ok");
    expect(await outcome(pool.query("truncate audit_log"))).toBe("42501");
    expect(await outcome(pool.query("update audit_log set action = 'rewritten'"))).toBe("42501");
    expect((await pool.query("select count(*)::int as n from audit_log")).rows).toEqual([{ n: 2 }]);
    await expect(checkAppRole(pool, { production: true, logger: pino({ level: "silent" }) })).resolves.toEqual({
      role: EMBEDDED_APP_ROLE,
      superuser: false,
      auditPrivileges: [],
    });
  });
});
