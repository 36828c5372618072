import fs from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../server/db/schema";
import type { Db } from "../../server/db/database";

/**
 * The e2e server's own database (scripts/e2e-server.sh: embedded PostgreSQL on E2E_PORT + 20000,
 * its password in the run's data folder), for journeys that need a state the site cannot make yet
 * in a few clicks (a quote as sales sends it). A test fixture, never used by the site.
 */
export function openE2eDatabase(): { db: Db; close(): Promise<void> } {
  const port = Number(process.env.E2E_PORT ?? "3100");
  const dirs = fs
    .readdirSync("/tmp")
    .filter((name) => name.startsWith(`cems-e2e-${port}-`))
    .map((name) => path.join("/tmp", name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (!dirs.length) throw new Error(`no e2e data folder for port ${port}`);
  const password = fs.readFileSync(path.join(dirs[0], "embedded-password"), "utf8").trim();
  const pool = new pg.Pool({ host: "127.0.0.1", port: port + 20000, user: "postgres", password, database: "cems", max: 2 });
  return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() };
}
