import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema";
import { QUEUES } from "../jobs/queue";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { deliverDueMail, deliverOutboxMessage, enqueueMail, MAX_ATTEMPTS, type MailTransport } from "./outbox";
import { createMailTransport } from "./transport";

// The outbox as the app's login role uses it (it owns neither the tables nor the job queue).
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const message = (n: number) => ({ to: `user${n}@example.com`, subject: `Hello ${n}`, text: "Body", kind: "test" });
const failing: MailTransport = { send: async () => Promise.reject(new Error("SMTP down")) };
const outboxRow = async (to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

/** The mail job of an outbox row, as pg-boss keeps it. */
async function jobOf(to: string) {
  const { id } = await outboxRow(to);
  const { rows } = await t.pool.query<{ id: string; state: string; retry_count: number; delay_seconds: number; message: string | null }>(
    `select id, state::text, retry_count, extract(epoch from start_after - now())::float as delay_seconds, output->>'message' as message
       from pgboss.job where name = $1 and data->>'outboxId' = $2`,
    [QUEUES.mail.name, id],
  );
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** Time passes: the job's next attempt is due now. */
const makeDue = (jobId: string) => t.pool.query("update pgboss.job set start_after = now() where id = $1", [jobId]);

describe("mail outbox on the job queue", () => {
  it("queues a job per message in the change's transaction, and none when it rolls back", async () => {
    await t.appDb
      .transaction(async (tx) => {
        await enqueueMail(tx, message(90));
        throw new Error("the change failed");
      })
      .catch(() => {});
    expect(await outboxRow("user90@example.com")).toBeUndefined();
    const { rows } = await t.pool.query("select count(*)::int as n from pgboss.job where name = $1", [QUEUES.mail.name]);
    expect(rows[0].n).toBe(0);
  });

  it("sends what is due once, and never again", async () => {
    await enqueueMail(t.appDb, message(1), message(2));
    const sent: string[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m.to) };
    expect(await deliverDueMail(t.appDb, transport)).toEqual({ claimed: 2, sent: 2 });
    expect(await deliverDueMail(t.appDb, transport)).toEqual({ claimed: 0, sent: 0 });
    expect(sent.sort()).toEqual(["user1@example.com", "user2@example.com"]);
    expect((await jobOf("user1@example.com")).state).toBe("completed");
    expect((await outboxRow("user1@example.com")).status).toBe("sent");
  });

  it("retries a message whose sending failed, after a delay that doubles", async () => {
    await enqueueMail(t.appDb, message(3));
    expect(await deliverDueMail(t.appDb, failing)).toEqual({ claimed: 1, sent: 0 });
    const row = await outboxRow("user3@example.com");
    expect(row).toMatchObject({ status: "pending", lastError: "SMTP down", attempts: 1 });
    const first = await jobOf("user3@example.com");
    // pg-boss counts a retry when it starts it
    expect(first).toMatchObject({ state: "retry", retry_count: 0, message: "SMTP down" });
    // pg-boss's backoff: 30–60 s after the first failure
    expect(first.delay_seconds).toBeGreaterThan(25);
    expect(first.delay_seconds).toBeLessThanOrEqual(60);
    // not due yet
    expect((await deliverDueMail(t.appDb, failing)).claimed).toBe(0);

    await makeDue(first.id);
    expect(await deliverDueMail(t.appDb, failing)).toEqual({ claimed: 1, sent: 0 });
    const second = await jobOf("user3@example.com");
    // 60–120 s after the second
    expect(second).toMatchObject({ state: "retry", retry_count: 1 });
    expect(second.delay_seconds).toBeGreaterThan(55);
    expect(second.delay_seconds).toBeLessThanOrEqual(120);

    // once due, a working transport delivers it
    await makeDue(second.id);
    expect(await deliverDueMail(t.appDb, { send: async () => {} })).toEqual({ claimed: 1, sent: 1 });
    expect(await outboxRow("user3@example.com")).toMatchObject({ status: "sent", attempts: 3, lastError: null });
  });

  it("fails a message for good after its last attempt (the dead-letter state)", async () => {
    await enqueueMail(t.appDb, message(4));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const job = await jobOf("user4@example.com");
      expect(job.state).toBe(attempt === 1 ? "created" : "retry");
      await makeDue(job.id);
      expect(await deliverDueMail(t.appDb, { send: async () => Promise.reject(new Error("mailbox unavailable")) })).toEqual({ claimed: 1, sent: 0 });
    }
    expect(await jobOf("user4@example.com")).toMatchObject({ state: "failed", retry_count: MAX_ATTEMPTS - 1, message: "mailbox unavailable" });
    expect(await outboxRow("user4@example.com")).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, lastError: "mailbox unavailable" });
    // nothing runs it again by itself
    await t.pool.query("update pgboss.job set start_after = now() where data->>'outboxId' = $1", [(await outboxRow("user4@example.com")).id]);
    expect((await deliverDueMail(t.appDb, failing)).claimed).toBe(0);
  });

  it("sends nothing when a message's job runs again after it was sent (its worker died before completing it)", async () => {
    await enqueueMail(t.appDb, message(5));
    const { id } = await outboxRow("user5@example.com");
    const sent: string[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m.to) };
    expect(await deliverOutboxMessage(t.appDb, transport, id, { lastAttempt: false })).toBe("sent");
    expect(await deliverOutboxMessage(t.appDb, transport, id, { lastAttempt: false })).toBe("nothing to send");
    expect(sent).toEqual(["user5@example.com"]);
    expect((await outboxRow("user5@example.com")).attempts).toBe(1);
  });

  it("lets several workers run at once without sending a message twice", async () => {
    for (let i = 10; i < 40; i++) await enqueueMail(t.appDb, message(i));
    const sent: string[] = [];
    const slow: MailTransport = {
      send: async (m) => {
        await new Promise((r) => setTimeout(r, 5));
        sent.push(m.to);
      },
    };
    await Promise.all([
      deliverDueMail(t.appDb, slow, { batchSize: 50 }),
      deliverDueMail(t.appDb, slow, { batchSize: 50 }),
      deliverDueMail(t.appDb, slow, { batchSize: 50 }),
    ]);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
  });

  it("sends a message's Reply-To with it (the sales notice answers the customer)", async () => {
    await enqueueMail(t.appDb, { ...message(50), replyTo: "customer@lab.example.org" });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-reply-to-"));
    try {
      await deliverDueMail(t.appDb, createMailTransport({ from: "shop@example.com", fileDir: dir }));
      const eml = fs
        .readdirSync(dir)
        .map((name) => fs.readFileSync(path.join(dir, name), "utf8"))
        .find((text) => text.includes("user50@example.com"));
      expect(eml).toMatch(/^Reply-To: customer@lab\.example\.org\r?$/m);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is installed for the app's role, which cannot create queues (tables) itself", async () => {
    await expect(t.appPool.query("create table pgboss.intruder (id int)")).rejects.toMatchObject({ code: "42501" });
    await expect(t.appPool.query("select pgboss.create_queue('intruder', '{}'::json)")).rejects.toMatchObject({ code: "42501" });
    expect((await t.appPool.query("select name from pgboss.queue")).rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([QUEUES.mail.name, QUEUES.purgeSessions.name]),
    );
  });
});
