import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema";
import { QUEUES } from "../../server/jobs/queue";
import { deliverDueMail, enqueueMail, MAX_ATTEMPTS, type MailTransport } from "../../server/mail/outbox";
import { createUser, signInCookie } from "../support/accounts";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp();
let adminCookie: string;
let customerCookie: string;

const failing: MailTransport = { send: async () => Promise.reject(new Error("550 mailbox unavailable")) };

/** Queues an e-mail and makes it fail for good (every attempt made at once). */
async function failedMailJob(to: string) {
  const db = app.database.db;
  await db.transaction((tx) => enqueueMail(tx, { to, subject: "Dead letter", text: "Body", kind: "job-admin-test" }));
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    await app.database.pool.query("update pgboss.job set start_after = now() where data->>'outboxId' = $1", [row.id]);
    await deliverDueMail(db, failing);
  }
  const { rows } = await app.database.pool.query<{ id: string; state: string }>("select id, state::text from pgboss.job where data->>'outboxId' = $1", [
    row.id,
  ]);
  expect(rows[0].state).toBe("failed");
  return { jobId: rows[0].id, outboxId: row.id };
}

beforeAll(async () => {
  adminCookie = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  const customer = await createUser(app.database.db, "approved");
  customerCookie = await signInCookie(app, customer.email, customer.password);
});

describe("the admin's job queue (GET /api/admin/jobs, POST /api/admin/jobs/:id/retry)", () => {
  it("is for admins only: 401 signed out, 403 for a customer, and a retry by them changes nothing", async () => {
    const { jobId } = await failedMailJob("denied@lab.example.org");
    const anonymous = await app.request("/api/admin/jobs");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: expect.any(String) });
    expect((await app.request("/api/admin/jobs", { cookie: customerCookie })).status).toBe(403);
    expect((await app.request(`/api/admin/jobs/${jobId}/retry`, { method: "POST" })).status).toBe(401);
    expect((await app.request(`/api/admin/jobs/${jobId}/retry`, { method: "POST", cookie: customerCookie })).status).toBe(403);
    const { rows } = await app.database.pool.query("select state::text from pgboss.job where id = $1", [jobId]);
    expect(rows[0].state).toBe("failed");
  });

  it("lists waiting and failed jobs with their attempts and last error, never cached", async () => {
    const { jobId } = await failedMailJob("listed@lab.example.org");
    await app.database.db.transaction((tx) => enqueueMail(tx, { to: "waiting@lab.example.org", subject: "Waiting", text: "Body", kind: "job-admin-test" }));
    const res = await app.request("/api/admin/jobs", { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const queue = await res.json();
    expect(queue.failed).toContainEqual(
      expect.objectContaining({
        id: jobId,
        queue: QUEUES.mail.name,
        state: "failed",
        description: "E-mail job-admin-test to listed@lab.example.org",
        attempts: MAX_ATTEMPTS,
        maxAttempts: MAX_ATTEMPTS,
        lastError: "550 mailbox unavailable",
        failedAt: expect.any(String),
      }),
    );
    expect(queue.pending).toContainEqual(
      expect.objectContaining({ state: "created", description: "E-mail job-admin-test to waiting@lab.example.org", attempts: 0, lastError: null }),
    );
    expect(queue.counts.failed).toBeGreaterThanOrEqual(1);
    expect(queue.counts.waiting).toBeGreaterThanOrEqual(1);
  });

  it("retries a failed job: it runs again at once and the e-mail goes out", async () => {
    const { jobId, outboxId } = await failedMailJob("retried@lab.example.org");
    const res = await app.request(`/api/admin/jobs/${jobId}/retry`, { method: "POST", cookie: adminCookie });
    expect(res.status).toBe(200);
    expect((await res.json()).job).toMatchObject({ id: jobId, state: "retry", attempts: MAX_ATTEMPTS, maxAttempts: MAX_ATTEMPTS + 1 });
    const [pending] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    expect(pending.status).toBe("pending");

    const sent: string[] = [];
    await deliverDueMail(app.database.db, { send: async (m) => void sent.push(m.to) }, { batchSize: 100 });
    expect(sent).toContain("retried@lab.example.org");
    const [row] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    expect(row).toMatchObject({ status: "sent", attempts: MAX_ATTEMPTS + 1 });
  });

  it("answers 404 job_not_found for an unknown or malformed id and 409 job_not_failed for a job that is not failed", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-job", "1%27%20or%201=1"]) {
      const res = await app.request(`/api/admin/jobs/${id}/retry`, { method: "POST", cookie: adminCookie });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Job not found", code: "job_not_found" });
    }
    await app.database.db.transaction((tx) => enqueueMail(tx, { to: "not-failed@lab.example.org", subject: "Waiting", text: "Body", kind: "job-admin-test" }));
    const { rows } = await app.database.pool.query<{ id: string }>(
      "select j.id from pgboss.job j join mail_outbox m on m.id::text = j.data->>'outboxId' where m.to = 'not-failed@lab.example.org'",
    );
    const res = await app.request(`/api/admin/jobs/${rows[0].id}/retry`, { method: "POST", cookie: adminCookie });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Only a failed job can be retried; this one is created.", code: "job_not_failed" });
  });
});
