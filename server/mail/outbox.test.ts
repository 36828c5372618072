import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { deliverDueMail, enqueueMail, MAX_ATTEMPTS, type MailTransport } from "./outbox";
import { createMailTransport } from "./transport";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const message = (n: number) => ({ to: `user${n}@example.com`, subject: `Hello ${n}`, text: "Body", kind: "test" });

describe("mail outbox", () => {
  it("sends what is due once, and never again", async () => {
    await enqueueMail(t.db, message(1), message(2));
    const sent: string[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m.to) };
    expect(await deliverDueMail(t.db, transport)).toEqual({ claimed: 2, sent: 2 });
    expect(await deliverDueMail(t.db, transport)).toEqual({ claimed: 0, sent: 0 });
    expect(sent.sort()).toEqual(["user1@example.com", "user2@example.com"]);
  });

  it("keeps a message whose sending failed and retries it later with backoff", async () => {
    await enqueueMail(t.db, message(3));
    const failing: MailTransport = { send: async () => Promise.reject(new Error("SMTP down")) };
    expect(await deliverDueMail(t.db, failing)).toEqual({ claimed: 1, sent: 0 });
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "user3@example.com"));
    expect(row.status).toBe("pending");
    expect(row.lastError).toBe("SMTP down");
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // not due yet
    expect((await deliverDueMail(t.db, failing)).claimed).toBe(0);
    // once due, a working transport delivers it
    const later = new Date(Date.now() + 60_000);
    const ok: MailTransport = { send: async () => {} };
    expect(await deliverDueMail(t.db, ok, { now: later })).toEqual({ claimed: 1, sent: 1 });
  });

  it("gives up after the last attempt and marks the message failed", async () => {
    await enqueueMail(t.db, message(4));
    await t.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.to, "user4@example.com"));
    await deliverDueMail(t.db, { send: async () => Promise.reject(new Error("mailbox unavailable")) });
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "user4@example.com"));
    expect(row.status).toBe("failed");
  });

  it("lets two workers run at once without sending a message twice", async () => {
    for (let i = 10; i < 40; i++) await enqueueMail(t.db, message(i));
    const sent: string[] = [];
    const slow: MailTransport = {
      send: async (m) => {
        await new Promise((r) => setTimeout(r, 5));
        sent.push(m.to);
      },
    };
    await Promise.all([
      deliverDueMail(t.db, slow, { batchSize: 50 }),
      deliverDueMail(t.db, slow, { batchSize: 50 }),
      deliverDueMail(t.db, slow, { batchSize: 50 }),
    ]);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
  });

  it("sends a message's Reply-To with it (the sales notice answers the customer)", async () => {
    await enqueueMail(t.db, { ...message(50), replyTo: "customer@lab.example.org" });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-reply-to-"));
    try {
      await deliverDueMail(t.db, createMailTransport({ from: "shop@example.com", fileDir: dir }));
      const eml = fs
        .readdirSync(dir)
        .map((name) => fs.readFileSync(path.join(dir, name), "utf8"))
        .find((text) => text.includes("user50@example.com"));
      expect(eml).toMatch(/^Reply-To: customer@lab\.example\.org\r?$/m);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
