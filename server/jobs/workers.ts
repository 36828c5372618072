import { createRequire } from "node:module";
import PgBoss from "pg-boss";
import type pg from "pg";
import type { Logger } from "pino";
import { deleteExpiredSessions } from "../auth/session";
import type { Db } from "../db/database";
import { isDatabaseUnavailable } from "../http/api-errors";
import { MAIL_BATCH_SIZE, runMailJobs, type MailJob, type MailTransport, type OrderPdfRenderer } from "../mail/outbox";
import { completeJobs, failJob, JOB_SCHEMA, QUEUES } from "./queue";

// pg-boss's statements, to recognise the two it does not await (see forgivingConnection)
const pgBossPlans = createRequire(import.meta.url)("pg-boss/src/plans.js") as { completeJobs(schema: string): string; failJobsById(schema: string): string };

/** How long a job failed for good stays in the queue, to be seen and retried by an admin. */
export const FAILED_JOBS_KEPT_DAYS = 14;

/** When the hourly jobs run (cron, UTC): at minute 17, away from the top of the hour that other cron jobs favour. */
export const PURGE_SESSIONS_CRON = "17 * * * *";

export interface JobWorkerOptions {
  db: Db;
  pool: pg.Pool;
  logger: Logger;
  mailTransport: MailTransport;
  renderOrderPdf?: OrderPdfRenderer;
  /** sessions unused this long are purged with the expired ones (SESSION_IDLE_TIMEOUT_MINUTES) */
  sessionIdleTimeoutMs: number;
  /** how often an idle worker asks for new e-mails (pg-boss polls; at least 0.5 s) */
  pollingIntervalSeconds?: number;
  /** how often it asks for the scheduled (hourly) jobs */
  scheduledPollingIntervalSeconds?: number;
}

/**
 * Works the site's queues in this process: the outbox's e-mails and the hourly purge of expired
 * sessions. Any number of processes may run workers against one database (`npm start` and `npm
 * run worker` alike): pg-boss hands each job to one of them (SKIP LOCKED), runs the cron schedule
 * once per minute across all of them, and its maintenance (expiring jobs whose worker died,
 * archiving finished ones) on one at a time. `stop()` lets the jobs in progress finish (up to 10 s).
 */
export async function startJobWorkers({
  db,
  pool,
  logger,
  mailTransport,
  renderOrderPdf,
  sessionIdleTimeoutMs,
  pollingIntervalSeconds = 1,
  scheduledPollingIntervalSeconds = 30,
}: JobWorkerOptions) {
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    db: forgivingConnection(pool),
    // the tables' owner installs the schema at start-up (server/db/migrate.ts); the app's role only checks its version
    migrate: false,
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: 30,
    // finished jobs leave the queue (for pg-boss's archive) after 12 hours; failed ones stay in the
    // admin's view for 14 days (the outbox keeps its failed rows for good)
    archiveCompletedAfterSeconds: 12 * 60 * 60,
    archiveFailedAfterSeconds: FAILED_JOBS_KEPT_DAYS * 24 * 60 * 60,
  });
  boss.on("error", (err: unknown) => !isDatabaseUnavailable(err) && logger.error({ err }, "job queue error"));
  await boss.start();

  await boss.work<MailJob>(QUEUES.mail.name, { batchSize: MAIL_BATCH_SIZE, pollingIntervalSeconds, includeMetadata: true }, async (jobs) => {
    try {
      logger.info(await runMailJobs(db, mailTransport, jobs, { renderOrderPdf }), "mail delivered");
    } catch (err) {
      // the jobs stay active and run again when they expire; a database away is said by the requests' 503s
      if (!isDatabaseUnavailable(err)) logger.error({ err }, "mail delivery failed");
      throw err;
    }
  });

  await boss.work(
    QUEUES.purgeSessions.name,
    { batchSize: 1, pollingIntervalSeconds: scheduledPollingIntervalSeconds, includeMetadata: true },
    async ([job]) => {
      try {
        await deleteExpiredSessions(db, sessionIdleTimeoutMs);
        await completeJobs(db, QUEUES.purgeSessions.name, [job.id]);
      } catch (error) {
        await failJob(db, QUEUES.purgeSessions.name, job.id, String((error as Error)?.message ?? error));
      }
    },
  );
  await boss.schedule(QUEUES.purgeSessions.name, PURGE_SESSIONS_CRON, {}, { tz: "UTC" });
  logger.info({ queues: Object.values(QUEUES).map((q) => q.name) }, "job workers started");

  return {
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/**
 * pg-boss's own connection for its polling, maintenance and cron. After a handler, pg-boss 10
 * records the batch's completion (or failure) without awaiting it (timgit/pg-boss#577): a failure
 * there (the database restarting) would be an unhandled rejection and end the process. The
 * handlers here complete and fail their jobs themselves, on connections whose errors they see, so
 * that statement changes nothing; on this connection, when it fails, it answers "no job changed".
 * Every other statement fails as usual (pg-boss catches and reports those).
 */
function forgivingConnection(pool: pg.Pool): PgBoss.Db {
  const unawaited = new Set([pgBossPlans.completeJobs(JOB_SCHEMA), pgBossPlans.failJobsById(JOB_SCHEMA)]);
  return {
    async executeSql(text, values) {
      try {
        return await pool.query(text, values);
      } catch (err) {
        if (unawaited.has(text)) return { rows: [{ count: 0 }] };
        throw err;
      }
    },
  };
}
