import { sql, type SQL, type SQLChunk } from "drizzle-orm";
import PgBoss from "pg-boss";
import type pg from "pg";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";

/** What the queue needs of a database: to run SQL (the app's `Db`, or a transaction); typed without importing db/ (which installs the queue). */
type SqlRunner = Pick<NodePgDatabase<Record<string, unknown>>, "execute">;

/**
 * The site's job queue is pg-boss on the site's own PostgreSQL (decision 050). Its tables live in
 * a schema of their own, installed and upgraded by the tables' owner at start-up (with the
 * migrations, under their lock); the app's login role may only read and write its rows.
 */
export const JOB_SCHEMA = "pgboss";

/** pg-boss's queue of cron jobs, which the owner creates too, so that the app's role never needs DDL. */
const CRON_QUEUE = "__pgboss__send-it";

/** Attempts of an e-mail before it is failed for good (the dead-letter state). */
export const MAIL_MAX_ATTEMPTS = 8;

/**
 * The site's queues and how their jobs are retried. A failed job is tried again after a delay
 * that doubles each time (pg-boss's backoff: between 1 and 2 times `retryDelay` × 2^retries, so
 * e-mails from 30–60 s up to about an hour), then stays "failed" until an admin retries it. A job
 * whose worker died (SIGKILL, a lost machine) is active until `expireInSeconds` and then retried.
 */
export const QUEUES = {
  /** one e-mail of the outbox (server/mail/outbox.ts) */
  mail: { name: "mail-delivery", options: { retryLimit: MAIL_MAX_ATTEMPTS - 1, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 } },
  /** the sessions that expired or went idle (hourly, server/jobs/workers.ts) */
  purgeSessions: { name: "purge-expired-sessions", options: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 } },
} as const satisfies Record<string, { name: string; options: Omit<PgBoss.Queue, "name"> }>;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]["name"];

/** pg-boss's connection interface on one pg client or pool (the statements keep their `$n` parameters). */
export function onPg(client: pg.ClientBase | pg.Pool): PgBoss.Db {
  return { executeSql: (text, values) => client.query(text, values) };
}

/**
 * pg-boss's connection interface on Drizzle: inside a transaction (`tx`), a job is added by the
 * change's own transaction, so it exists exactly when the change was committed.
 */
export function onDrizzle(db: SqlRunner): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const result = await db.execute(withParameters(text, values));
      return { rows: result.rows };
    },
  };
}

/** `text` with its `$1`, `$2`… as Drizzle parameters. */
function withParameters(text: string, values: unknown[]): SQL {
  const parts: SQLChunk[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    parts.push(sql.raw(text.slice(last, match.index)), sql.param(values[Number(match[1]) - 1] ?? null));
    last = match.index + match[0].length;
  }
  parts.push(sql.raw(text.slice(last)));
  return sql.join(parts);
}

// pg-boss's statements (insert, retry), used on a connection given per call; never started
const statements = new PgBoss({
  schema: JOB_SCHEMA,
  db: { executeSql: () => Promise.reject(new Error("a job statement needs a connection of its own")) },
});

export interface NewJob {
  name: QueueName;
  data: Record<string, unknown>;
}

/**
 * Adds jobs on `db`: call it with the transaction of the change the jobs follow. Fails when a
 * queue does not exist (pg-boss would silently skip its jobs).
 */
export async function enqueueJobs(db: SqlRunner, jobs: NewJob[]) {
  if (jobs.length === 0) return;
  // pg-boss's insert returns nothing: the statement's row count says how many were added
  let added = 0;
  const counting: PgBoss.Db = {
    async executeSql(text, values = []) {
      const result = await db.execute(withParameters(text, values));
      added += result.rowCount ?? 0;
      return { rows: result.rows };
    },
  };
  await statements.insert(jobs, { db: counting });
  if (added !== jobs.length) throw new Error(`jobs not queued: ${jobs.map((j) => j.name).join(", ")} (is the job queue installed?)`);
}

/** A job as its handler gets it: what it carries and whether this is its last attempt. */
export interface RunningJob<T> {
  id: string;
  data: T;
  /** retries so far (0 on the first attempt) and allowed */
  retryCount: number;
  retryLimit: number;
}

export const isLastAttempt = (job: Pick<RunningJob<unknown>, "retryCount" | "retryLimit">) => job.retryCount >= job.retryLimit;

/** Takes up to `batchSize` due jobs of `queue` (they become active, each until its expiry). */
export function fetchJobs<T extends object>(db: SqlRunner, queue: QueueName, batchSize: number): Promise<RunningJob<T>[]> {
  return statements.fetch<T>(queue, { batchSize, includeMetadata: true, db: onDrizzle(db) });
}

export async function completeJobs(db: SqlRunner, queue: QueueName, ids: string[]) {
  // pg-boss 10 takes (name, ids, data, options), whatever its types say for a list of ids
  const complete = statements.complete.bind(statements) as unknown as (
    name: string,
    ids: string[],
    data: null,
    options: PgBoss.ConnectionOptions,
  ) => Promise<void>;
  if (ids.length > 0) await complete(queue, ids, null, { db: onDrizzle(db) });
}

/** Fails an active job with `message`: it is retried after its backoff, or failed for good after its last attempt. */
export function failJob(db: SqlRunner, queue: QueueName, id: string, message: string) {
  return statements.fail(queue, id, { message }, { db: onDrizzle(db) });
}

/** pg-boss's own retry of failed jobs (one more attempt each), on `db`. */
export function retryFailedJob(db: SqlRunner, queue: string, id: string) {
  return statements.retry(queue, id, { db: onDrizzle(db) });
}

/**
 * Installs or upgrades pg-boss's schema and creates the site's queues (or brings their retry
 * settings to QUEUES), on `client`, connected as the tables' owner. With `appRole`, that role may
 * then read and write the queue's rows, and nothing else: it cannot create queues (tables).
 */
export async function installJobQueue(client: pg.ClientBase, opts: { appRole?: string } = {}) {
  const boss = new PgBoss({ schema: JOB_SCHEMA, db: onPg(client), migrate: true, supervise: false, schedule: false });
  boss.on("error", () => {});
  await boss.start();
  try {
    await boss.createQueue(CRON_QUEUE);
    for (const { name, options } of Object.values(QUEUES)) {
      await boss.createQueue(name, { name, ...options });
      await boss.updateQueue(name, { name, ...options });
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
  if (opts.appRole) {
    const role = client.escapeIdentifier(opts.appRole);
    const schema = client.escapeIdentifier(JOB_SCHEMA);
    await client.query(
      `GRANT USAGE ON SCHEMA ${schema} TO ${role};
       GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${role};
       ALTER DEFAULT PRIVILEGES IN SCHEMA ${schema} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role};
       REVOKE TRUNCATE, REFERENCES, TRIGGER ON ALL TABLES IN SCHEMA ${schema} FROM ${role};`,
    );
  }
}
