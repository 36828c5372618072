import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const exec = promisify(execFile);

/**
 * The PostgreSQL cluster tests/chaos/run.sh started for this run. The chaos files are skipped
 * when these are missing (for instance when the normal `npx vitest run` finds them).
 */
export const chaosPg = {
  bin: process.env.CHAOS_PG_BIN ?? "",
  data: process.env.CHAOS_PG_DATA ?? "",
  log: process.env.CHAOS_PG_LOG ?? "",
  adminUrl: process.env.CHAOS_DATABASE_URL ?? "",
};
export const chaosEnabled = Boolean(chaosPg.bin && chaosPg.data && chaosPg.log && chaosPg.adminUrl);

/** pg_ctl as the cluster's owner (initdb refuses root, so run.sh made the cluster as "postgres"). Never blocks the event loop. */
async function pgCtl(...args: string[]) {
  const cmd = path.join(chaosPg.bin, "pg_ctl");
  // -l always: without it the postmaster would inherit our stdout pipe and pg_ctl's output would never end.
  const full = ["-D", chaosPg.data, "-l", chaosPg.log, "-w", "-t", "60", ...args];
  if (process.getuid?.() === 0) await exec("runuser", ["-u", "postgres", "--", cmd, ...full], { timeout: 90_000 });
  else await exec(cmd, full, { timeout: 90_000 });
}

export const restartPostgres = () => pgCtl("-m", "fast", "restart");
export const stopPostgres = () => pgCtl("-m", "fast", "stop");
export const startPostgres = () => pgCtl("start");

export async function postgresIsUp() {
  const client = new pg.Client({ connectionString: chaosPg.adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Brings the cluster back if a failed test left it stopped, so the next file still has a database. */
export async function ensurePostgresRunning() {
  if (await postgresIsUp()) return;
  await startPostgres().catch(() => {});
}

/** A fresh, empty database for one test file; the server under test migrates and seeds it. */
export async function createDatabase(prefix: string) {
  const name = `${prefix}_${Date.now()}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  await withClient(chaosPg.adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(chaosPg.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function query<R extends pg.QueryResultRow = Record<string, unknown>>(connectionString: string, text: string, values: unknown[] = []) {
  return withClient(connectionString, async (c) => (await c.query<R>(text, values)).rows);
}
