import { sql } from "drizzle-orm";
import type { AdminJob, AdminJobQueue } from "~/lib/admin-jobs";
import { isUuid } from "~/lib/path-param-shapes";
import type { Db } from "../db/database";
import { mailOutbox } from "../db/schema";
import { QUEUES, retryFailedJob } from "./queue";

/** Jobs listed of each kind (the counts say how many there are in all). */
export const ADMIN_JOB_LIST_LIMIT = 100;

interface JobRow extends Record<string, unknown> {
  id: string;
  queue: string;
  state: AdminJob["state"];
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  start_after: Date | string;
  completed_on: Date | string | null;
  last_error: string | null;
  mail_kind: string | null;
  mail_to: string | null;
}

// A job's row with the e-mail it sends, for the jobs of the site's queues (pg-boss's own cron queue left out).
const JOB_SELECT = sql`
  select j.id, j.name as queue, j.state::text as state, j.retry_count, j.retry_limit, j.created_on, j.start_after, j.completed_on,
         coalesce(j.output->>'message', j.output->'value'->>'message') as last_error,
         m.kind as mail_kind, m."to" as mail_to
    from pgboss.job j
    left join ${mailOutbox} m
      on j.name = ${QUEUES.mail.name}
     and m.id = case when j.data->>'outboxId' ~* '^[0-9a-f-]{36}$' then (j.data->>'outboxId')::uuid end`;

const SITE_QUEUES = sql.join(
  Object.values(QUEUES).map((q) => sql`${q.name}`),
  sql`, `,
);

function toAdminJob(row: JobRow): AdminJob {
  // pg-boss counts a retry when it starts it: a job that ran has made retry_count + 1 attempts
  const attempts = row.state === "created" ? row.retry_count : row.retry_count + 1;
  return {
    id: row.id,
    queue: row.queue,
    state: row.state,
    description: describe(row),
    attempts,
    maxAttempts: row.retry_limit + 1,
    createdAt: new Date(row.created_on).toISOString(),
    runAfter: row.state === "created" || row.state === "retry" ? new Date(row.start_after).toISOString() : null,
    failedAt: row.state === "failed" && row.completed_on ? new Date(row.completed_on).toISOString() : null,
    lastError: row.last_error,
  };
}

function describe(row: JobRow) {
  if (row.queue === QUEUES.mail.name) return row.mail_kind ? `E-mail ${row.mail_kind} to ${row.mail_to}` : "E-mail no longer in the outbox";
  if (row.queue === QUEUES.purgeSessions.name) return "Purge expired sessions";
  return row.queue;
}

/** The jobs waiting or running (oldest first: the next to run) and the ones failed for good (latest first). */
export async function listAdminJobs(db: Db): Promise<AdminJobQueue> {
  const [pending, failed, counts] = await Promise.all([
    db.execute<JobRow>(
      sql`${JOB_SELECT} where j.name in (${SITE_QUEUES}) and j.state in ('created', 'retry', 'active') order by j.start_after, j.created_on limit ${ADMIN_JOB_LIST_LIMIT}`,
    ),
    db.execute<JobRow>(sql`${JOB_SELECT} where j.name in (${SITE_QUEUES}) and j.state = 'failed' order by j.completed_on desc limit ${ADMIN_JOB_LIST_LIMIT}`),
    db.execute<{ waiting: number; running: number; failed: number }>(
      sql`select count(*) filter (where state in ('created', 'retry'))::int as waiting,
                 count(*) filter (where state = 'active')::int as running,
                 count(*) filter (where state = 'failed')::int as failed
            from pgboss.job where name in (${SITE_QUEUES})`,
    ),
  ]);
  return { pending: pending.rows.map(toAdminJob), failed: failed.rows.map(toAdminJob), counts: counts.rows[0] };
}

export type RetryOutcome =
  { ok: true; job: AdminJob } | { ok: false; reason: "not_found" } | { ok: false; reason: "not_failed"; state: AdminJob["state"] | "completed" | "cancelled" };

/**
 * Gives a job that failed for good one more attempt, at once (pg-boss's retry); an e-mail's
 * outbox row is pending again meanwhile. Only a failed job: a waiting one runs by itself.
 */
export async function retryAdminJob(db: Db, id: string): Promise<RetryOutcome> {
  if (!isUuid(id)) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ name: string; state: string; outbox_id: string | null }>(
      sql`select name, state::text as state, data->>'outboxId' as outbox_id from pgboss.job where id = ${id} and name in (${SITE_QUEUES}) for update`,
    );
    const job = rows[0];
    if (!job) return { ok: false, reason: "not_found" } as const;
    if (job.state !== "failed") return { ok: false, reason: "not_failed", state: job.state as AdminJob["state"] } as const;
    await retryFailedJob(tx, job.name, id);
    // pg-boss archives a waiting job past its keep_until (set when it was queued): a job retried
    // late would be archived before it runs
    await tx.execute(sql`update pgboss.job set keep_until = greatest(keep_until, now() + interval '1 day') where id = ${id}`);
    if (job.name === QUEUES.mail.name && job.outbox_id && isUuid(job.outbox_id)) {
      await tx.execute(sql`update ${mailOutbox} set status = 'pending' where id = ${job.outbox_id} and status = 'failed'`);
    }
    const { rows: after } = await tx.execute<JobRow>(sql`${JOB_SELECT} where j.id = ${id}`);
    return { ok: true, job: toAdminJob(after[0]) } as const;
  });
}
