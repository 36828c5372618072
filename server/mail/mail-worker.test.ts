import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { startMailWorker } from "./mail-worker";
import { enqueueMail, type MailTransport } from "./outbox";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const silent = pino({ level: "silent" });
const message = (n: number) => ({ to: `worker${n}@example.com`, subject: `Hello ${n}`, text: "Body", kind: "test" });

/** Waits until `done()` holds, up to `ms`. */
async function until(done: () => boolean, ms: number) {
  for (const end = Date.now() + ms; !done() && Date.now() < end;) await new Promise((r) => setTimeout(r, 20));
}

describe("mail worker", () => {
  it("works off a backlog batch after batch, without waiting for the interval between full batches", async () => {
    await enqueueMail(t.db, ...Array.from({ length: 45 }, (_, i) => message(i)));
    const sent: string[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m.to) };
    // an interval far longer than the test: only a round that follows at once can send the rest
    const worker = startMailWorker(t.db, transport, silent, { intervalMs: 60_000, batchSize: 10 });
    await until(() => sent.length === 45, 10_000);
    await worker.stop();
    expect(sent).toHaveLength(45);
    expect(new Set(sent).size).toBe(45);
  });

  it("waits for the interval after a round in which a message failed", async () => {
    await enqueueMail(t.db, ...Array.from({ length: 30 }, (_, i) => message(100 + i)));
    let attempts = 0;
    const failing: MailTransport = {
      send: async () => {
        attempts++;
        throw new Error("SMTP down");
      },
    };
    const worker = startMailWorker(t.db, failing, silent, { intervalMs: 60_000, batchSize: 10 });
    await until(() => attempts >= 10, 10_000);
    await new Promise((r) => setTimeout(r, 500));
    await worker.stop();
    expect(attempts).toBe(10);
  });
});
