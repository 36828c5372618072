// Scale-out check (bench/scale.sh runs this inside scripts/with-system-postgres.sh, which gives
// DATABASE_URL): two instances of the production build against ONE PostgreSQL, nginx balancing
// them, autocannon through nginx. Shows the combined rate next to one instance behind the same
// nginx, and that a session opened on instance A is valid on instance B.
import fs from "node:fs";
import path from "node:path";
import {
  ROOT,
  cleanupAll,
  descendants,
  installCleanup,
  listenerPid,
  log,
  login,
  machineInfo,
  gitInfo,
  request,
  runCannon,
  startApp,
  startNginx,
  stopProcess,
  tempDir,
} from "./lib/common.mjs";

const env = process.env;
const databaseUrl = env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set: run bench/scale.sh (it starts a throwaway PostgreSQL 15)");
  process.exit(1);
}
const CFG = {
  buildDir: env.BUILD_DIR ?? "build-bench",
  portA: Number(env.SCALE_PORT_A ?? 3561),
  portB: Number(env.SCALE_PORT_B ?? 3562),
  lbPort: Number(env.SCALE_LB_PORT ?? 3560),
  singlePort: Number(env.SCALE_SINGLE_PORT ?? 3563),
  connections: 64,
  warmup: Number(env.BENCH_WARMUP ?? 2.5),
  duration: Number(env.BENCH_DURATION ?? 8),
};
const HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "accept-encoding": "gzip, deflate, br, zstd",
  "accept-language": "en-US,en;q=0.9",
};
const ENDPOINTS = [
  { label: "GET /api/products (anonymous)", path: "/api/products", headers: { ...HEADERS, accept: "application/json" } },
  { label: "GET / (anonymous)", path: "/", headers: { ...HEADERS, accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" } },
];

installCleanup();
const started = Date.now();

async function main() {
  if (!fs.existsSync(path.join(ROOT, CFG.buildDir, "server-main.js"))) throw new Error(`no build in ${CFG.buildDir}`);
  const pgPid = listenerPid(Number(new URL(databaseUrl).port));

  // Both instances are one site, at the balancer's address; nginx passes that host whichever of its
  // ports was asked, and direct requests to an instance name it too (server/http/public-origin.ts).
  const publicHost = `127.0.0.1:${CFG.lbPort}`;
  const publicOrigin = `http://${publicHost}`;
  // A first: it applies the migrations and the demo data; B then starts on a ready database.
  log(`instance A on 127.0.0.1:${CFG.portA} (core 0), instance B on 127.0.0.1:${CFG.portB} (core 1), one PostgreSQL`);
  const a = await startApp({
    name: "instance-a",
    port: CFG.portA,
    cpus: 0,
    buildDir: CFG.buildDir,
    databaseUrl,
    dataDir: tempDir("cems-scale-a-"),
    extraEnv: { TRUST_PROXY_HOPS: "1", PUBLIC_ORIGIN: publicOrigin },
  });
  const b = await startApp({
    name: "instance-b",
    port: CFG.portB,
    cpus: 1,
    buildDir: CFG.buildDir,
    databaseUrl,
    dataDir: tempDir("cems-scale-b-"),
    extraEnv: { TRUST_PROXY_HOPS: "1", PUBLIC_ORIGIN: publicOrigin },
  });

  const upstream = (name, servers) => `  upstream ${name} {
${servers.map((p) => `    server 127.0.0.1:${p};`).join("\n")}
    keepalive 64;
  }`;
  const server = (port, up) => `  server {
    listen 127.0.0.1:${port};
    location = /__nginx_alive { return 204; }
    location / {
      proxy_pass http://${up};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host ${publicHost};
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering on;
      add_header X-Upstream $upstream_addr always;
    }
  }`;
  const httpBlock = [
    upstream("both", [CFG.portA, CFG.portB]),
    upstream("only_a", [CFG.portA]),
    server(CFG.lbPort, "both"),
    server(CFG.singlePort, "only_a"),
  ].join("\n");
  const nginx = await startNginx({ name: "nginx-lb", dir: tempDir("cems-scale-nginx-"), port: CFG.lbPort, httpBlock });

  // Sessions: signed in through A, valid on B (and through the balancer, whichever instance answers).
  const cookie = await login(CFG.portA, "approved.customer@example.com", env.DEMO_ACCOUNT_PASSWORD ?? "demo-customer-password", publicHost);
  const onB = await request({ port: CFG.portB, path: "/api/auth/me", headers: { host: publicHost, cookie, accept: "application/json" } });
  const meB = onB.status === 200 ? JSON.parse(onB.text()) : null;
  const sessionOnB = onB.status === 200 && meB?.email === "approved.customer@example.com";
  const upstreams = new Map();
  let lbOk = 0;
  for (let i = 0; i < 20; i++) {
    const res = await request({ port: CFG.lbPort, path: "/api/auth/me", headers: { cookie, accept: "application/json" } });
    if (res.status === 200) lbOk++;
    const up = String(res.headers["x-upstream"]);
    upstreams.set(up, (upstreams.get(up) ?? 0) + 1);
  }
  log(
    `session from A on B: GET /api/auth/me → ${onB.status}${meB ? ` (${meB.email})` : ""}; through nginx ${lbOk}/20 × 200, answered by ${JSON.stringify(Object.fromEntries(upstreams))}`,
  );

  const watch = () => ({ a: [a.pid], b: [b.pid], nginx: [nginx.pid, ...descendants(nginx.pid)], db: pgPid ? [pgPid, ...descendants(pgPid)] : [] });
  const runs = [];
  for (const ep of ENDPOINTS) {
    const spec = (port) => ({
      url: `http://127.0.0.1:${port}${ep.path}`,
      headers: ep.headers,
      connections: CFG.connections,
      warmup: CFG.warmup,
      duration: CFG.duration,
    });
    const single = await runCannon(spec(CFG.singlePort), { cpus: undefined, watchPids: watch });
    log(
      `  one instance behind nginx   ${ep.label.padEnd(32)} ${Math.round(single.rps)} req/s, p50 ${single.p50} ms, p99 ${single.p99} ms, cpu ${JSON.stringify(single.cpuPercent)}`,
    );
    const both = await runCannon(spec(CFG.lbPort), { cpus: undefined, watchPids: watch });
    log(
      `  two instances behind nginx  ${ep.label.padEnd(32)} ${Math.round(both.rps)} req/s, p50 ${both.p50} ms, p99 ${both.p99} ms, cpu ${JSON.stringify(both.cpuPercent)}`,
    );
    runs.push({ endpoint: ep.label, single, both });
  }

  const rows = [];
  const add = (metric, value, unit, baseline, target, met, note) =>
    rows.push({ metric, value, unit, baseline, ratio: baseline ? Math.round((value / baseline) * 100) / 100 : null, target, met, ...(note ? { note } : {}) });
  add("session opened on A is valid on B (GET /api/auth/me)", onB.status, "status", null, "200", sessionOnB);
  add(
    "GET /api/auth/me through nginx with that cookie: 200 answers",
    lbOk,
    "of 20",
    null,
    "20",
    lbOk === 20,
    `answered by ${[...upstreams.keys()].join(", ")}`,
  );
  add("requests of those 20 answered by each instance", upstreams.size, "instances", null, "2", upstreams.size === 2);
  for (const r of runs) {
    const bad = (x) => x.non2xx + x.errors + x.timeouts;
    add(
      `${r.endpoint} · two instances · req/s`,
      Math.round(r.both.rps),
      "req/s",
      Math.round(r.single.rps),
      null,
      null,
      bad(r.both)
        ? `${bad(r.both)} failed`
        : `cpu % a ${r.both.cpuPercent?.a}, b ${r.both.cpuPercent?.b}, nginx ${r.both.cpuPercent?.nginx}, db ${r.both.cpuPercent?.db}`,
    );
    add(`${r.endpoint} · two instances · p99`, r.both.p99, "ms", r.single.p99, null, null);
  }
  const report = {
    date: new Date().toISOString(),
    ...gitInfo(),
    machine: machineInfo(),
    settings: CFG,
    totalSeconds: Math.round((Date.now() - started) / 1000),
    rows,
    details: { runs },
  };
  const dir = path.join(ROOT, "bench/results");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "scale-latest.json"), `${JSON.stringify(report, null, 2)}\n`);

  const cols = ["metric", "value", "unit", "baseline", "ratio", "target", "met"];
  const f = (v) => (v === null || v === undefined ? "" : typeof v === "boolean" ? (v ? "yes" : "NO") : String(v));
  const w = Object.fromEntries(cols.map((c) => [c, Math.max(c.length, ...rows.map((r) => f(r[c]).length))]));
  const line = (r) => cols.map((c) => f(r[c]).padEnd(w[c])).join("  ");
  process.stdout.write(
    `\nscale-out: baseline = one instance behind the same nginx\n${line(Object.fromEntries(cols.map((c) => [c, c])))}\n${rows.map((r) => line(r) + (r.note ? `  (${r.note})` : "")).join("\n")}\n`,
  );
  process.stdout.write(
    `\n${report.machine.cpuModel} × ${report.machine.cores}; instance A pinned to core 0, B to core 1; nginx, PostgreSQL and autocannon unpinned (a 2-core machine has no core left for them); ${report.totalSeconds} s; bench/results/scale-latest.json\n`,
  );
  await stopProcess(nginx);
  await stopProcess(b, 30_000);
  await stopProcess(a, 30_000);
  if (!sessionOnB || lbOk !== 20) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
process.exit(process.exitCode ?? 0);
