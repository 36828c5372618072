import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpFailure, jsonOf } from "./support/http";
import { checkIntegrity, NO_PROBLEMS } from "./support/integrity";
import { chaosEnabled, ensurePostgresRunning, restartPostgres, startPostgres, stopPostgres } from "./support/postgres";
import { errorLogLines, sleep, type RunningServer } from "./support/server";
import { closeChaosFixture, openChaosFixture, openShop, type ChaosFixture } from "./support/fixture";
import { checkoutOnce, postOrder, runCheckoutLoad, summarise, type LoadProduct, type Sample } from "./support/shop";

/**
 * PostgreSQL goes away twice while 20 customers check out in a loop: first a plain
 * `pg_ctl restart -m fast` (about a second of outage), then `pg_ctl stop -m fast`, three seconds
 * without a database, and `pg_ctl start`. The server must answer fast with 503 + JSON while the
 * database is gone, come back by itself, and leave no partial order behind.
 */
describe.skipIf(!chaosEnabled)("PostgreSQL restart under an order load", () => {
  let smtp: ChaosFixture["smtp"];
  let server: RunningServer;
  let databaseUrl: string;
  let products: LoadProduct[];
  let cookie: string;
  let dataDir: string;

  beforeAll(async () => {
    ({ smtp, databaseUrl, dataDir } = await openChaosFixture("chaos_pg_restart", "pg-restart"));
    ({ server, products, cookie } = await openShop({ smtp, databaseUrl, dataDir }, "pgr"));
  });

  afterAll(async () => {
    await ensurePostgresRunning();
    await closeChaosFixture({ smtp, dataDir });
  });

  it("fails fast with 503 + JSON during the outage, recovers by itself, and keeps every order whole", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const t0 = performance.now();
    const load = runCheckoutLoad({ base: server.url, cookie, products, tag: "pgr", clients: 20, maxMs: 30_000, maxPerClient: 400, agent, backoffMs: 100 });
    const at: Record<string, number> = {};
    try {
      await sleep(2_000);
      at.restartBegin = performance.now();
      await restartPostgres();
      at.restartEnd = performance.now();
      await sleep(2_500);
      at.stopBegin = performance.now();
      await stopPostgres();
      at.stopped = performance.now();
      await sleep(3_000);
      at.startBegin = performance.now();
      await startPostgres();
      at.back = performance.now();
      await sleep(4_000);
    } finally {
      load.stop();
      await load.done;
      await ensurePostgresRunning();
    }
    const rel = (t: number) => Math.round(t - t0);
    const { samples, checkouts } = load;
    const report = {
      timeline: Object.fromEntries(Object.entries(at).map(([k, v]) => [k, rel(v)])),
      all: summarise(samples),
      failed: summarise(samples.filter((s) => s.status !== 200 && s.status !== 201)),
      orders201: samples.filter((s) => s.op === "order" && s.status === 201).length,
      // 503s by outage: the quick restart, then the three seconds without PostgreSQL
      during503: {
        restart: samples.filter((s) => s.status === 503 && s.startedAt < at.stopBegin).length,
        stop: samples.filter((s) => s.status === 503 && s.startedAt >= at.stopBegin).length,
      },
    };
    console.log("PostgreSQL restart load:", JSON.stringify(report, null, 1));
    const serverErrors = errorLogLines(server);
    if (serverErrors.length) console.log(`server error log (${serverErrors.length} lines), first ones:\n${serverErrors.slice(0, 5).join("\n")}`);

    // Never a hang, never a transport error: the server itself stayed up and answered everything.
    expect(server.alive(), `the server died:\n${server.output.slice(-60).join("\n")}`).toBe(true);
    const failures = samples.filter((s) => s.failure).map((s) => `${s.op} ${s.failure!.message} after ${Math.round(s.ms)} ms`);
    expect(failures).toEqual([]);

    // Never a 500: while the database is away, every answer that is not a success is a 503
    // with a JSON message and Retry-After (or a 4xx that has nothing to do with the outage).
    const errors5xx = samples.filter((s) => (s.status ?? 0) >= 500);
    expect(errors5xx.filter((s) => s.status !== 503).map((s) => `${s.op} ${s.status} ${s.body}`)).toEqual([]);
    expect(errors5xx.length).toBeGreaterThan(0); // the outage was felt
    for (const s of errors5xx) {
      expect(s.headers?.["content-type"]).toMatch(/application\/json/);
      expect(s.headers?.["retry-after"]).toBe("5");
      expect(typeof (JSON.parse(s.body ?? "null") as { message?: unknown } | null)?.message).toBe("string");
    }
    const unexpected4xx = samples.filter((s) => s.status !== undefined && s.status >= 400 && s.status < 500);
    expect(unexpected4xx.map((s) => `${s.op} ${s.status}`)).toEqual([]);

    // Fast: no request of the load took more than 6 s (the pool's connect timeout is 5 s),
    // and the 503s themselves come back in well under a second at the 99th percentile.
    const slowest = Math.max(...samples.map((s) => s.ms));
    expect(slowest).toBeLessThanOrEqual(6_000);
    const p99of503 = summarise(errors5xx).p99;
    console.log(`slowest request ${Math.round(slowest)} ms; 503s: ${errors5xx.length}, p99 ${p99of503} ms, max ${summarise(errors5xx).max} ms`);
    expect(summarise(errors5xx).max).toBeLessThanOrEqual(6_000);

    // Back by itself: orders succeed again after PostgreSQL is back, without restarting the server.
    const okAfter = samples.filter((s) => s.op === "order" && s.status === 201 && s.startedAt > at.back);
    expect(okAfter.length).toBeGreaterThan(0);
    const firstOk = Math.min(...samples.filter((s) => s.status === 201 && s.startedAt > at.back).map((s) => s.startedAt + s.ms));
    console.log(`first successful request ${Math.round(firstOk - at.back)} ms after PostgreSQL was back`);
    expect(firstOk - at.back).toBeLessThan(5_000);
    const fresh: Sample[] = [];
    const after = await checkoutOnce({ base: server.url, cookie, products, tag: "pgr", samples: fresh });
    expect(fresh.map((s) => s.status)).toEqual([201, 201, 201]);
    checkouts.push(after);

    // A client that got a 503 for its order retries with the same Idempotency-Key: it gets its
    // order, exactly once (200 if the first attempt had in fact committed, else 201).
    const unanswered = checkouts.filter((c) => c.cartComplete && !c.orderId);
    const retries = await Promise.all(unanswered.map((c) => postOrder(server.url, c)));
    const retryStatuses: Record<string, number> = {};
    retries.forEach((res, i) => {
      const key = res instanceof HttpFailure ? res.code : String(res.status);
      retryStatuses[key] = (retryStatuses[key] ?? 0) + 1;
      if (!(res instanceof HttpFailure) && (res.status === 200 || res.status === 201)) unanswered[i].orderId = jsonOf(res)?.orderId as string;
    });
    console.log(`orders retried after the outage: ${unanswered.length}`, retryStatuses);
    expect(Object.keys(retryStatuses).filter((s) => s !== "200" && s !== "201")).toEqual([]);

    // No partial order: every order has its items, amounts that add up, its e-mails queued.
    const integrity = await checkIntegrity(databaseUrl, products, checkouts);
    console.log("database after the outage:", integrity.summary);
    expect(integrity.problems).toEqual(NO_PROBLEMS);
    expect(errorLogLines(server)).toEqual([]);
    agent.destroy();
  });
});
