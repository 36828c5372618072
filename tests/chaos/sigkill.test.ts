import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkIntegrity, NO_PROBLEMS } from "./support/integrity";
import { chaosEnabled, query } from "./support/postgres";
import { errorLogLines, sleep, startServer, type RunningServer } from "./support/server";
import { closeChaosFixture, openChaosFixture, type ChaosFixture } from "./support/fixture";
import { insertLoadProducts, login, runCheckoutLoad, summarise, type Checkout, type LoadProduct } from "./support/shop";

/**
 * SIGKILL twice in the middle of a checkout load, restarting on the same database each time:
 *   A is killed at a random moment of the load (whatever it was doing: transactions, a mail job
 *     between SMTP and its "sent" update, …);
 *   B is killed at the precise moment its job worker has handed a message to SMTP and waits
 *     for the 250 (the test SMTP server holds the answer and the test kills B), so B dies with
 *     a batch of active mail jobs: they stay active until they expire (60 s), then the job
 *     queue retries them after their backoff, and C sends them;
 *   C runs until the outbox has no pending row.
 * Then every order is whole, and every e-mail the outbox holds reached SMTP exactly once.
 *
 * Why "exactly once" may have one legitimate exception: a mail job sends one message at a time
 * and marks its outbox row sent right after the server's 250 (a job that runs again for a row
 * marked sent sends nothing). If the random SIGKILL of A lands between that 250 and the commit
 * of the "sent" update (a window of about a millisecond per message), the SMTP server has the
 * message but the outbox does not know, and C sends it again when the job has expired. No
 * outbox can close that window without a transaction shared with the SMTP server, so the test allows at most one duplicate, only for a row with a second attempt, and reports it.
 */
describe.skipIf(!chaosEnabled)("SIGKILL during a checkout load", () => {
  let smtp: ChaosFixture["smtp"];
  let databaseUrl: string;
  let products: LoadProduct[];
  let dataDir: string;
  let port: number;

  beforeAll(async () => {
    ({ smtp, databaseUrl, dataDir } = await openChaosFixture("chaos_sigkill", "sigkill"));
  });

  afterAll(() => closeChaosFixture({ smtp, dataDir }));

  it("leaves every order whole and delivers every queued e-mail once after restarts", async () => {
    const t0 = performance.now();
    const rel = (t: number) => Math.round(t - t0);
    const checkouts: Checkout[] = [];
    const servers: RunningServer[] = [];
    const log: string[] = [];

    // A: killed at a random moment of the load.
    const a = await startServer({ databaseUrl, smtpUrl: smtp.url, dataDir });
    servers.push(a);
    port = a.port;
    products = await insertLoadProducts(databaseUrl, "kill");
    const cookie = await login(a.url);
    const killA = 2_000 + Math.random() * 2_000;
    {
      let killed = false;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
      const load = runCheckoutLoad({
        base: a.url,
        cookie,
        products,
        tag: "kill",
        clients: 16,
        maxMs: 15_000,
        maxPerClient: 300,
        agent,
        stopOnFailure: () => killed,
      });
      await sleep(killA);
      process.kill(a.pid, "SIGKILL");
      killed = true;
      const exit = await a.exited;
      log.push(
        `A killed at ${rel(exit.at)} ms (${Math.round(killA)} ms into its load): ${JSON.stringify(summarise(load.samples).byStatus)}, ${smtp.delivered.length} e-mails delivered so far`,
      );
      load.stop();
      await load.done;
      agent.destroy();
      checkouts.push(...load.checkouts);
      expect(exit.signal).toBe("SIGKILL");
    }

    // B: same database, same port; killed while SMTP holds the answer to one of its messages.
    const b = await startServer({ databaseUrl, smtpUrl: smtp.url, dataDir, port });
    servers.push(b);
    {
      let killed = false;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
      const load = runCheckoutLoad({
        base: b.url,
        cookie,
        products,
        tag: "kill",
        clients: 16,
        maxMs: 15_000,
        maxPerClient: 300,
        agent,
        stopOnFailure: () => killed,
      });
      await sleep(1_000);
      smtp.setBeforeAccept(() => {
        if (killed) return "accept";
        process.kill(b.pid, "SIGKILL");
        killed = true;
        return "hold";
      });
      const exit = await Promise.race([b.exited, sleep(60_000).then(() => null)]);
      smtp.setBeforeAccept(undefined);
      expect(exit?.signal).toBe("SIGKILL");
      log.push(`B killed at ${rel(exit!.at)} ms while SMTP held "${smtp.held[0]?.subject}": ${JSON.stringify(summarise(load.samples).byStatus)}`);
      load.stop();
      await load.done;
      agent.destroy();
      checkouts.push(...load.checkouts);
    }

    // C: runs until every queued e-mail is sent (A's and B's active jobs expire after 60 s, then wait 30–60 s for their retry).
    const c = await startServer({ databaseUrl, smtpUrl: smtp.url, dataDir, port });
    servers.push(c);
    const outbox = () =>
      query<{ status: string; n: number }>(databaseUrl, "select status::text, count(*)::int as n from mail_outbox group by status").then((rows) =>
        Object.fromEntries(rows.map((r) => [r.status, r.n])),
      );
    const deadline = performance.now() + 240_000;
    let counts = await outbox();
    while ((counts.pending ?? 0) > 0 && performance.now() < deadline) {
      await sleep(1_000);
      counts = await outbox();
    }
    log.push(`C drained the outbox at ${rel(performance.now())} ms: ${JSON.stringify(counts)}`);
    await sleep(1_000); // let C's last SMTP session finish
    console.log(log.join("\n"));
    expect(counts.pending ?? 0).toBe(0);
    expect(counts.failed ?? 0).toBe(0);

    // Every order is whole.
    const integrity = await checkIntegrity(databaseUrl, products, checkouts);
    console.log("database after two SIGKILLs:", integrity.summary);
    expect(integrity.summary.orders).toBeGreaterThan(0);
    expect(integrity.problems).toEqual(NO_PROBLEMS);

    // Every outbox row reached SMTP, and nothing else did.
    const rows = await query<{ to: string; subject: string; attempts: number; kind: string }>(
      databaseUrl,
      `select "to", subject, attempts, kind from mail_outbox`,
    );
    const received = new Map<string, number>();
    for (const m of smtp.delivered) received.set(`${m.to}|${m.subject}`, (received.get(`${m.to}|${m.subject}`) ?? 0) + 1);
    const expected = new Map(rows.map((r) => [`${r.to}|${r.subject}`, r]));
    expect(expected.size).toBe(rows.length); // recipient + subject name one message
    const missing = rows.filter((r) => !received.has(`${r.to}|${r.subject}`)).map((r) => `${r.kind} ${r.to} ${r.subject}`);
    const strangers = [...received.keys()].filter((k) => !expected.has(k));
    const duplicates = [...received.entries()].filter(([, n]) => n > 1).map(([k, n]) => ({ message: k, times: n, attempts: expected.get(k)?.attempts }));
    const orders = integrity.summary.orders;
    const confirmations = smtp.delivered.filter((m) => m.subject.startsWith("Order confirmation ")).length;
    const retried = rows.filter((r) => r.attempts > 1).length;
    console.log(
      `orders ${orders}; order confirmations received ${confirmations}; e-mails queued ${rows.length}, received ${smtp.delivered.length}; ` +
        `rows sent on a second attempt ${retried}; duplicates ${duplicates.length}${duplicates.length ? ` ${JSON.stringify(duplicates)}` : ""}`,
    );
    expect(missing).toEqual([]);
    expect(strangers).toEqual([]);
    // B's held message was taken by B and never acknowledged: C sent it after the job expired, once.
    const heldKey = `${smtp.held[0].to}|${smtp.held[0].subject}`;
    expect(received.get(heldKey)).toBe(1);
    expect(expected.get(heldKey)?.attempts).toBeGreaterThanOrEqual(2);
    // Exactly once, except possibly the one message A was between SMTP's 250 and its "sent" update.
    expect(duplicates.length).toBeLessThanOrEqual(1);
    for (const d of duplicates) {
      expect(d.times).toBe(2);
      expect(d.attempts).toBeGreaterThanOrEqual(2);
    }
    expect(confirmations - duplicates.filter((d) => d.message.includes("|Order confirmation ")).length).toBe(orders);

    for (const s of servers) expect(errorLogLines(s)).toEqual([]);
  });
});
