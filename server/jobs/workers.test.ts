import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../tests/support/accounts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { mailOutbox, sessions } from "../db/schema";
import { enqueueMail, type MailTransport } from "../mail/outbox";
import { enqueueJobs, QUEUES } from "./queue";
import { PURGE_SESSIONS_CRON, startJobWorkers } from "./workers";

// The workers as `npm start` and `npm run worker` run them, as the app's login role.
let t: TestDatabase;
let workers: Awaited<ReturnType<typeof startJobWorkers>>;
const sent: string[] = [];
const transport: MailTransport = { send: async (m) => void sent.push(m.to) };

beforeAll(async () => {
  t = await createTestDatabase();
  workers = await startJobWorkers({
    db: t.appDb,
    pool: t.appPool,
    logger: pino({ level: "silent" }),
    mailTransport: transport,
    sessionIdleTimeoutMs: 60 * 60_000,
    pollingIntervalSeconds: 0.5,
    scheduledPollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await workers?.stop();
  await t.drop();
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("job workers", () => {
  it("send what the outbox queues, without being asked", async () => {
    await t.appDb.transaction((tx) =>
      enqueueMail(tx, ...[1, 2, 3].map((n) => ({ to: `worker${n}@example.com`, subject: `Hello ${n}`, text: "Body", kind: "test" }))),
    );
    const rows = await eventually(
      () => t.db.select({ status: mailOutbox.status }).from(mailOutbox),
      (r) => r.length === 3 && r.every((m) => m.status === "sent"),
    );
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent", "sent"]);
    expect(sent.sort()).toEqual(["worker1@example.com", "worker2@example.com", "worker3@example.com"]);
  });

  it("schedule the hourly purge of expired sessions", async () => {
    const { rows } = await t.pool.query("select name, cron, timezone from pgboss.schedule");
    expect(rows).toEqual([{ name: QUEUES.purgeSessions.name, cron: PURGE_SESSIONS_CRON, timezone: "UTC" }]);
  });

  it("purge the sessions that expired or went idle, and keep the others", async () => {
    const { user } = await createUser(t.db, "approved");
    const hour = 60 * 60_000;
    await t.db.insert(sessions).values([
      { idHash: "expired", userId: user.id, expiresAt: new Date(Date.now() - 1000) },
      { idHash: "idle", userId: user.id, expiresAt: new Date(Date.now() + 24 * hour), lastSeenAt: new Date(Date.now() - 2 * hour) },
      { idHash: "live", userId: user.id, expiresAt: new Date(Date.now() + 24 * hour) },
    ]);
    await enqueueJobs(t.appDb, [{ name: QUEUES.purgeSessions.name, data: {} }]);
    const left = await eventually(
      () => t.db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, user.id)),
      (r) => r.length === 1,
    );
    expect(left).toEqual([{ idHash: "live" }]);
  });
});
