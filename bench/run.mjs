// `npm run bench` (through bench/run.sh, which installs nginx/Chromium when missing and builds the
// site into BUILD_DIR=build-bench): ONE run, ONE table, every figure beside its baseline measured in
// the same run on the same machine. See bench/README.md for how to read it.
//
// Order of the run (each server pinned to core 0, the load generator to core 1):
//   1. framework floor: an empty React Router 7 app built in a temp folder outside the repo
//   2. site on its embedded PostgreSQL: response capture, first-load bundles and budget checks,
//      Lighthouse, load on reads, writes (maximum, then half of it), pgbench's ceiling for an order
//   3. baselines: a bare Node http server answering each captured response; nginx serving the same
//      bytes as static files
//   4. the catalogue at scale: the catalogue's reads with 18 products, then 10,000 more (bench/lib/catalogue-scale.mjs)
//   5. site on a real PostgreSQL 15 (scripts/with-system-postgres.sh), the same load
//   6. rows with targets → bench/results/<date>.json, bench/results/latest.json, the README table
import { execFileSync, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import * as bundles from "./lib/bundles.mjs";
import { catalogueRunCount, catalogueScale, catalogueScaleRows } from "./lib/catalogue-scale.mjs";
import { imageFlood, imageFloodRows } from "./lib/image-flood.mjs";
import { junkUrls, junkUrlsRows } from "./lib/junk-urls.mjs";
import { poDocumentReaders, poDocumentReadersRows } from "./lib/po-document-readers.mjs";
import { badLinks, badLinksRows } from "./lib/bad-links.mjs";
import { pageCheckRows, pageChecks } from "./lib/page-checks.mjs";
import { LIGHTHOUSE_TARGETS, lighthouseLimits } from "./lib/lighthouse-targets.mjs";
import { halfRate, measureOrderCeiling } from "./lib/order-ceiling.mjs";
import {
  ROOT,
  cleanupAll,
  gitInfo,
  installCleanup,
  listenerPid,
  log,
  login,
  machineBusy,
  machineInfo,
  nginxQuote,
  pinTree,
  request,
  runCannon,
  startApp,
  startNginx,
  startProcess,
  stopProcess,
  descendants,
  tempDir,
  waitExit,
  watchMemory,
} from "./lib/common.mjs";

const env = process.env;
const CFG = {
  buildDir: env.BUILD_DIR ?? "build-bench",
  connections: Number(env.BENCH_CONNECTIONS ?? 64),
  warmup: Number(env.BENCH_WARMUP ?? 2.5),
  duration: Number(env.BENCH_DURATION ?? 8),
  lighthouse: env.BENCH_LIGHTHOUSE !== "0",
  // mobile runs per page; Lighthouse's own median run is reported (desktop: one run, its figures vary little)
  lighthouseMobileRuns: Number(env.BENCH_LIGHTHOUSE_RUNS ?? 5),
  systemPg: env.BENCH_SYSTEM_PG !== "0",
  /** the catalogue-scale phase (18 products, then 10,000 more from bench/lib/catalogue-fixture.mjs) */
  catalogueScale: env.BENCH_CATALOGUE_SCALE !== "0",
  ports: {
    embedded: 3510,
    system: 3520,
    bare: 3530,
    nginx: 3540,
    floor: 3550,
    imageFlood: 3570,
    junkUrls: 3580,
    poDocumentReaders: 3600,
    catalogue: Number(env.BENCH_CATALOGUE_PORT ?? 3590),
    badLinks: 3610,
  },
  badLinksPgPort: 25610,
  imageFloodPgPort: 25570,
  junkUrlsPgPort: 25580,
  poDocumentReadersPgPort: 25600,
  cataloguePgPort: Number(env.BENCH_CATALOGUE_PG_PORT ?? 25590),
  embeddedPgPort: Number(env.BENCH_EMBEDDED_PG_PORT ?? 25510),
  orderPool: Number(env.BENCH_ORDER_POOL ?? 40_000),
  // the whole `npm run bench` (build included, run.sh passes its start time) should end within this
  // (the catalogue-at-scale phase adds about 8 minutes of its own)
  budgetSeconds: Number(env.BENCH_BUDGET_SECONDS ?? (env.BENCH_CATALOGUE_SCALE !== "0" ? 1800 : 1320)),
  budgetStart: Number(env.BENCH_STARTED_MS ?? Date.now()),
  serverCpu: 0,
  loadCpu: 1,
};
const APPROVED = { email: "approved.customer@example.com", password: env.DEMO_ACCOUNT_PASSWORD ?? "demo-customer-password" };
const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "accept-encoding": "gzip, deflate, br, zstd",
  "accept-language": "en-US,en;q=0.9",
};
const PAGE_HEADERS = { ...BROWSER, accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
const API_HEADERS = { ...BROWSER, accept: "application/json" };
const LIGHTHOUSE_PAGES = [
  ["home", "/"],
  ["products", "/products"],
  ["product", null], // /products/<id>, filled in once the id is known
  ["tools", "/tools"],
  ["about", "/about"],
  ["contact", "/contact"],
  ["checkout", "/checkout"],
];
/** Lighthouse's name for the framework floor's page (the baseline of the Lighthouse rows). */
const FLOOR_PAGE = "framework-floor";

// the bench's decisions (bench/README.md, "How to read the table")
const TARGETS = {
  p99Ms: 50,
  signInDuringImageFloodP99Ms: 250,
  /** p99 at a fixed arrival rate of half the endpoint's maximum throughput */
  cartP99AtHalfRateMs: 50,
  orderP99AtHalfRateMs: 100,
  /** anonymous cached pages and catalogue JSON, × the bare Node server answering the same bytes */
  cachedRatio: 0.8,
  /** the site's uncached render of approved /products, × React 19 alone rendering the same markup (streamed) */
  ssrToReactFloor: 0.5,
  rssMb: 250,
  jsAboveFloorKb: 40,
  jsTotalKb: 150,
  cssKb: 25,
  lighthouse: LIGHTHOUSE_TARGETS,
};

const started = Date.now();
/** The built framework floor (bench/floor), served to Lighthouse as its baseline page. */
let floorBuildDir = null;
const results = {
  phases: {},
  load: {},
  /** the write endpoints at a fixed rate of half their maximum: { db: { key: { rate, ...figures } } } */
  loadAtRate: {},
  /** pgbench running the order transaction's statements: { db: figures } */
  pgbench: {},
  bare: {},
  bareAtRate: {},
  /** the X-Page-Cache header of the approved /products page after the load, per database (null: rendered) */
  approvedPageServedFrom: {},
  nginx: {},
  memory: {},
  captures: {},
  bundles: null,
  floor: null,
  reactFloor: null,
  lighthouse: null,
  imageFlood: null,
  junkUrls: null,
  poDocumentReaders: null,
  catalogueScale: null,
  notes: [],
};

installCleanup();
process.on("unhandledRejection", (e) => {
  log(`error: ${e?.stack ?? e}`);
  cleanupAll().finally(() => process.exit(1));
});

function phase(name) {
  const t0 = Date.now();
  log(`— ${name}`);
  return () => {
    results.phases[name] = (Date.now() - t0) / 1000;
  };
}

// ------------------------------------------------------------------------------ endpoints ----

function endpoints({ cookie, productId, benchProductId, poolPrefix, port }) {
  const approved = { cookie };
  const post = { "content-type": "application/json", origin: `http://127.0.0.1:${port}` };
  return [
    {
      key: "api-products-anon",
      label: "GET /api/products (anonymous)",
      path: "/api/products",
      headers: API_HEADERS,
      nginx: true,
      rpsRatioTarget: TARGETS.cachedRatio,
    },
    {
      key: "api-products-approved",
      label: "GET /api/products (approved)",
      path: "/api/products",
      headers: { ...API_HEADERS, ...approved },
      rpsRatioTarget: TARGETS.cachedRatio,
    },
    { key: "api-product", label: "GET /api/products/:id", path: `/api/products/${productId}`, headers: API_HEADERS, rpsRatioTarget: TARGETS.cachedRatio },
    { key: "page-home", label: "GET / (anonymous)", path: "/", headers: PAGE_HEADERS, nginx: true, rpsRatioTarget: TARGETS.cachedRatio },
    { key: "page-products", label: "GET /products (anonymous)", path: "/products", headers: PAGE_HEADERS, nginx: true, rpsRatioTarget: TARGETS.cachedRatio },
    // A signed-in customer's page, rendered for every request: its target is a ratio to
    // React's own render of the same markup (the React floor section), so no target of its own here.
    {
      key: "page-products-approved",
      label: "GET /products (approved, rendered per request)",
      path: "/products",
      headers: { ...PAGE_HEADERS, ...approved },
      p99Target: null,
    },
    { key: "page-tools", label: "GET /tools (anonymous)", path: "/tools", headers: PAGE_HEADERS, nginx: true, rpsRatioTarget: TARGETS.cachedRatio },
    {
      key: "api-cart",
      label: "POST /api/cart (approved, new cart each)",
      method: "POST",
      path: "/api/cart",
      headers: { ...API_HEADERS, ...post, ...approved },
      body: { productId: benchProductId, quantity: 1 },
      body_mode: "new-cart",
      p99AtHalfRateTarget: TARGETS.cartP99AtHalfRateMs,
      write: true,
    },
    {
      key: "api-orders",
      label: "POST /api/orders (approved, 1 item)",
      method: "POST",
      path: "/api/orders",
      headers: { ...API_HEADERS, ...post, ...approved },
      body: {
        orderData: {
          customerName: "Bench Customer",
          customerEmail: "approved.customer@example.com",
          customerCompany: "Bench Lab",
          shippingAddress: "1 Benchmark Road, Test City 12345",
        },
        // what the customer saw: each pool cart holds one benchmark kit at $125.00 (prepareOrders)
        items: [{ productId: benchProductId, quantity: 1, unitPrice: "$125.00" }],
      },
      body_mode: "order-pool",
      pool: { prefix: poolPrefix, start: 1, count: CFG.orderPool - 1 },
      p99AtHalfRateTarget: TARGETS.orderP99AtHalfRateMs,
      write: true,
    },
  ];
}

/** The load for an endpoint: autocannon's closed loop (each connection sends when answered), or paced at a fixed `rate` per second (paced-load.mjs). */
function cannonSpec(port, ep, { rate, pool = ep.pool } = {}) {
  return {
    url: `http://127.0.0.1:${port}${ep.path}`,
    method: ep.method ?? "GET",
    headers: ep.headers,
    body: ep.body,
    body_mode: ep.body_mode,
    pool,
    connections: CFG.connections,
    warmup: CFG.warmup,
    duration: CFG.duration,
    ...(rate ? { rate } : {}),
  };
}

function describeRun(r) {
  const bad = r.non2xx + r.errors + r.timeouts;
  const cpu = r.cpuPercent
    ? Object.entries(r.cpuPercent)
        .map(([k, v]) => `${k} ${v}%`)
        .join(", ")
    : "";
  return `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${bad ? `, NOT OK: ${r.non2xx} non-2xx ${JSON.stringify(r.statusCodes)}, ${r.errors} errors, ${r.timeouts} timeouts` : ""}${cpu ? ` [cpu: ${cpu}]` : ""}`;
}

// ---------------------------------------------------------------------------------- database --

async function withDb(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Waits (at most two minutes) until the mail outbox has nothing left to send; says how long it took. */
async function waitForOutbox(dbUrl) {
  const started = performance.now();
  return withDb(dbUrl, async (db) => {
    for (;;) {
      const { rows } = await db.query("select count(*)::int as n from mail_outbox where status = 'pending'");
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (rows[0].n === 0) return seconds === "0.0" ? null : `after ${seconds} s`;
      if (performance.now() - started > 120_000) return `${rows[0].n} still pending after ${seconds} s`;
      await new Promise((r) => setTimeout(r, 500));
    }
  });
}

/** A product only the order benchmark buys (10 million in stock), and `count` carts holding it. */
async function prepareOrders(dbUrl, count) {
  return withDb(dbUrl, async (db) => {
    const { rows } = await db.query(
      `insert into products (name, description, short_description, price_cents, sku, stock_quantity)
       values ('Benchmark reagent kit', 'A product only the benchmark orders.', 'Benchmark only', 12500, 'BENCH-ORDERS-0001', 10000000)
       on conflict (sku) do update set stock_quantity = 10000000
       returning id`,
    );
    const productId = rows[0].id;
    const prefix = `cart_${Date.now()}_`;
    await db.query(`insert into cart_items (session_id, product_id, quantity) select $1 || md5(g::text), $2, 1 from generate_series(0, $3::int - 1) g`, [
      prefix,
      productId,
      count,
    ]);
    return { productId, prefix };
  });
}

function poolCartId(prefix, n) {
  return `${prefix}${crypto.createHash("md5").update(String(n)).digest("hex")}`;
}

// ------------------------------------------------------------------------------ the phases ----

async function buildFloor() {
  const done = phase("framework floor");
  const dir = tempDir("cems-bench-floor-");
  fs.cpSync(path.join(ROOT, "bench/floor"), dir, { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  const cliEnv = { ...process.env };
  delete cliEnv.BUILD_DIR;
  execFileSync(process.execPath, [path.join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"], { cwd: dir, env: cliEnv, stdio: "pipe" });
  const clientDir = path.join(dir, "build/client");
  const { manifest } = bundles.readRouterManifest(clientDir);
  const files = bundles.firstLoadFiles(manifest, bundles.matchRoutes(manifest, "/"));
  const js = bundles.sumSizes(clientDir, files.js);
  results.floor = { js, files: files.js.map((f) => path.basename(f)) };
  floorBuildDir = path.join(dir, "build");
  log(`framework floor: first-load JS ${(js.gzip / 1000).toFixed(1)} kB gzip, ${(js.brotli / 1000).toFixed(1)} kB brotli (${js.files} files)`);
  done();
}

/** Saves one response exactly as the server sent it, for the bare Node server and nginx. */
function saveCapture(captureDir, ep, res) {
  const bodyFile = path.join(captureDir, `${ep.key}.body`);
  fs.writeFileSync(bodyFile, res.raw);
  const file = path.join(captureDir, `${ep.key}.json`);
  fs.writeFileSync(file, JSON.stringify({ status: res.status, headers: res.headerPairs, bodyFile }));
  results.captures[ep.key] = {
    status: res.status,
    bytes: res.raw.length,
    contentEncoding: res.headers["content-encoding"] ?? null,
    contentType: res.headers["content-type"],
    cacheControl: res.headers["cache-control"] ?? null,
    etag: res.headers.etag ?? null,
    vary: res.headers.vary ?? null,
    file,
  };
}

async function capture(port, ep) {
  const res = await request({ port, method: ep.method ?? "GET", path: ep.path, headers: ep.headers, body: ep.bodyOnce ?? ep.body });
  if (res.status >= 300) throw new Error(`${ep.label} answered ${res.status}: ${res.text().slice(0, 300)}`);
  return res;
}

async function warmPages(port, paths) {
  // Pages once, then every image they reference, so Lighthouse meets a warm image cache as visitors do.
  const images = new Set();
  for (const p of paths) {
    const res = await request({ port, path: p, headers: PAGE_HEADERS });
    const html = res.text();
    for (const m of html.matchAll(/(?:src|href)="(\/images\/[^"]+)"/g)) images.add(m[1].replaceAll("&amp;", "&"));
    for (const m of html.matchAll(/srcset="([^"]+)"/g)) for (const part of m[1].split(",")) images.add(part.trim().split(/\s+/)[0].replaceAll("&amp;", "&"));
  }
  for (const img of images)
    if (img.startsWith("/")) await request({ port, path: img, headers: { ...BROWSER, accept: "image/avif,image/webp,image/apng,*/*;q=0.8" } }).catch(() => {});
  return images.size;
}

async function runLighthouse(port, pages) {
  const done = phase("lighthouse");
  const out = path.join(tempDir("cems-bench-lh-"), "lighthouse.json");
  // Lighthouse gets what the time budget leaves after the load runs still to come.
  // per site phase: each read once, each write twice (maximum, then half of it), pgbench once; the bare
  // server the same; nginx its four; the image flood and the junk URLs about a minute each
  const eps = Object.values(knownEndpoints);
  const perSite = eps.length + eps.filter((e) => e.write).length + 1;
  const catalogueRuns = CFG.catalogueScale ? catalogueRunCount() : 0;
  const loadRunsLeft = perSite + (perSite - 1) + eps.filter((e) => e.nginx).length + (CFG.systemPg ? perSite : 0) + catalogueRuns;
  const reserve = (loadRunsLeft * (CFG.warmup + CFG.duration + 2) + 180 + (CFG.catalogueScale ? 90 : 0)) * 1000;
  const deadline = CFG.budgetStart + CFG.budgetSeconds * 1000 - reserve;
  log(`lighthouse: ${Math.round((deadline - Date.now()) / 1000)} s left for it in the ${CFG.budgetSeconds} s budget`);
  // The baseline: the framework floor's empty page, served from core 0 like the site, measured first.
  const floor = floorBuildDir ? await startFloorServer() : null;
  const floorPage = floor ? [{ name: FLOOR_PAGE, url: `http://127.0.0.1:${CFG.ports.floor}/` }] : [];
  const spec = {
    pages: [...floorPage, ...pages.map(([name, p]) => ({ name, url: `http://127.0.0.1:${port}${p}` }))],
    presets: ["mobile", "desktop"],
    runs: { mobile: CFG.lighthouseMobileRuns },
    out,
    deadline,
  };
  const entry = startProcess("lighthouse", process.execPath, [path.join(ROOT, "bench/lib/lighthouse.mjs"), JSON.stringify(spec)], {
    env: { ...process.env, CHROME_PATH: env.CHROME_PATH || "/usr/bin/chromium" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await waitExit(entry, 13 * 60_000);
  await stopProcess(entry);
  if (floor) await stopProcess(floor);
  if (fs.existsSync(out)) results.lighthouse = JSON.parse(fs.readFileSync(out, "utf8"));
  else results.notes.push(`Lighthouse produced no results (exit ${entry.code}): ${entry.output.slice(-500)}`);
  done();
}

/** Whether a baseline server (serve-until-stopped.mjs) said "ready" within 10 s. */
async function saidReady(entry) {
  const until = Date.now() + 10_000;
  while (!entry.output.includes("ready") && !entry.exited && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return entry.output.includes("ready");
}

async function startFloorServer() {
  const entry = startProcess("floor", "taskset", [
    "-c",
    String(CFG.serverCpu),
    process.execPath,
    path.join(ROOT, "bench/lib/floor-server.mjs"),
    String(CFG.ports.floor),
    floorBuildDir,
  ]);
  if (await saidReady(entry)) return entry;
  results.notes.push(`the framework floor's server did not start, so Lighthouse has no baseline: ${entry.output.slice(-300)}`);
  await stopProcess(entry);
  return null;
}

async function measureBundles(port, pages) {
  const done = phase("bundles");
  const clientDir = path.join(ROOT, CFG.buildDir, "client");
  const { manifest, file } = bundles.readRouterManifest(clientDir);
  const routes = [];
  const pagesHtml = [];
  for (const [name, p] of pages) {
    const ids = bundles.matchRoutes(manifest, p);
    const files = bundles.firstLoadFiles(manifest, ids);
    const js = bundles.sumSizes(clientDir, files.js);
    const css = bundles.sumSizes(clientDir, files.css);
    const analysis = bundles.analyseRoute(clientDir, files.js, path.join(ROOT, CFG.buildDir, "client-sourcemaps"));
    // cross-check: what the server-rendered page itself links
    const html = (await request({ port, path: p, headers: { ...PAGE_HEADERS, "accept-encoding": "identity" } })).text();
    const linked = bundles.htmlAssetLinks(html);
    pagesHtml.push({ path: p, scripts: linked.js, html });
    const missing = linked.js.filter((h) => !files.js.includes(h)).concat(linked.css.filter((h) => !files.css.includes(h)));
    const extra = files.js.filter((h) => !linked.js.includes(h)).concat(files.css.filter((h) => !linked.css.includes(h)));
    routes.push({
      name,
      path: p,
      routeIds: ids,
      js,
      css,
      htmlBytes: Buffer.byteLength(html),
      jsFiles: files.js.map((f) => path.basename(f)),
      cssFiles: files.css.map((f) => path.basename(f)),
      largest: bundles.largestChunks(clientDir, files.js),
      breakdown: analysis.breakdown.slice(0, 20),
      toolsModules: analysis.toolsModules,
      adminModules: analysis.adminModules,
      sourceMapped: analysis.mapped,
      htmlLinksNotInManifest: missing,
      manifestFilesNotInHtml: extra,
    });
  }
  // the chunk plan's promises (vite.config.ts), on the scripts the pages link, and a browser's first load
  const checks = bundles.chunkPlanChecks(pagesHtml, (href) => fs.readFileSync(path.join(clientDir, href), "utf8"));
  const browser = await pageChecks(`http://127.0.0.1:${port}`).catch((e) => ({ error: String(e?.message ?? e).slice(0, 300) }));
  log(
    `bundles: chunk plan ${checks.filter((c) => c.met).length}/${checks.length} checks met${browser.error ? `; browser checks failed: ${browser.error}` : ""}`,
  );
  results.bundles = { manifest: file, routes, checks, browser };
  done();
}

async function loadRuns(label, port, eps, watchPids, store, memory) {
  for (const ep of eps) {
    memory?.stage(ep.key);
    const r = await runCannon(cannonSpec(port, ep), { cpus: CFG.loadCpu, watchPids });
    store[ep.key] = r;
    log(`  ${label.padEnd(9)} ${ep.label.padEnd(42)} ${describeRun(r)}`);
  }
}

/**
 * A write endpoint: its maximum throughput (closed loop, 64 connections), then its latency at a
 * fixed arrival rate of half that maximum (bench/lib/paced-load.mjs, an open loop), where a closed loop's p99
 * would measure its own queue. The order pool's carts are used once each: the second run starts
 * where the first stopped.
 */
async function writeRuns(label, port, eps, watchPids, store, storeAtRate, memory, settle) {
  for (const ep of eps) {
    memory?.stage(ep.key);
    const max = await runCannon(cannonSpec(port, ep), { cpus: CFG.loadCpu, watchPids });
    store[ep.key] = max;
    log(`  ${label.padEnd(9)} ${ep.label.padEnd(42)} ${describeRun(max)}`);
    // the e-mails the maximum run queued are sent by the server's worker: let it finish first, or
    // the paced run measures the worker's backlog instead of the endpoint
    const drained = await settle();
    if (drained) log(`  ${label.padEnd(9)} ${"mail outbox drained".padEnd(42)} ${drained}`);
    const rate = halfRate(max.rps);
    const pool = ep.pool ? { ...ep.pool, start: ep.pool.start + (max.poolUsed ?? 0), count: ep.pool.count - (max.poolUsed ?? 0) } : undefined;
    memory?.stage(`${ep.key}@rate`);
    const atRate = await runCannon(cannonSpec(port, ep, { rate, pool }), { cpus: CFG.loadCpu, watchPids });
    storeAtRate[ep.key] = { rate, ...atRate };
    log(`  ${label.padEnd(9)} ${`${ep.label} at ${rate}/s`.padEnd(42)} ${describeRun(atRate)}`);
  }
}

/** One database phase: the site pinned to core 0 and the same load on every endpoint. */
async function sitePhase({ db, port, databaseUrl, pgPid, captureDir, withExtras }) {
  const done = phase(`site on ${db} PostgreSQL`);
  const dataDir = tempDir(`cems-bench-${db}-`);
  const server = await startApp({
    name: `site-${db}`,
    port,
    cpus: CFG.serverCpu,
    buildDir: CFG.buildDir,
    databaseUrl,
    embeddedPgPort: CFG.embeddedPgPort,
    dataDir,
  });
  const memory = watchMemory(server.pid);
  const watchPids = () => {
    const all = descendants(server.pid);
    return databaseUrl ? { server: [server.pid, ...all], db: pgPid ? [pgPid, ...descendants(pgPid)] : [] } : { server: [server.pid], db: all };
  };
  const dbUrl =
    databaseUrl ??
    `postgres://postgres:${encodeURIComponent(fs.readFileSync(path.join(dataDir, "embedded-password"), "utf8").trim())}@127.0.0.1:${CFG.embeddedPgPort}/cems`;
  try {
    const cookie = await login(port, APPROVED.email, APPROVED.password);
    const list = JSON.parse((await request({ port, path: "/api/products", headers: API_HEADERS })).text());
    const listApproved = JSON.parse((await request({ port, path: "/api/products", headers: { ...API_HEADERS, cookie } })).text());
    if (!Array.isArray(list) || list.length === 0) throw new Error("GET /api/products returned no products");
    const product = list.find((p) => p.imageUrl) ?? list[0];
    results.notes.push(
      `${db}: ${list.length} products; anonymous list shows prices: ${list.some((p) => p.price && p.price !== "Please inquire")}; approved list shows prices: ${listApproved.some((p) => p.price && /\$/.test(p.price))}`,
    );
    const pages = LIGHTHOUSE_PAGES.map(([name, p]) => [name, p ?? `/products/${product.id}`]);

    let eps = endpoints({ cookie, productId: product.id, benchProductId: null, poolPrefix: null, port });
    const reads = eps.filter((e) => !e.write);
    for (const ep of reads) {
      const res = await capture(port, ep);
      if (captureDir) saveCapture(captureDir, ep, res);
      else results.captures[`${db}:${ep.key}`] = { status: res.status, bytes: res.raw.length };
      if (captureDir) capturedEndpoints[ep.key] = ep;
    }

    if (withExtras) {
      const warmed = await warmPages(
        port,
        pages.map(([, p]) => p),
      );
      log(`warmed ${pages.length} pages and ${warmed} images`);
      // /news too: it has a form whose validation code must wait for its first use
      await measureBundles(port, [...pages, ["news", "/news"]]);
      memory.stage("lighthouse");
      if (CFG.lighthouse) await runLighthouse(port, pages);
    }

    const loadDone = phase(`load on ${db}`);
    results.load[db] = {};
    await loadRuns(db, port, reads, watchPids, results.load[db], memory);
    const approvedPage = reads.find((e) => e.key === "page-products-approved");
    if (approvedPage) results.approvedPageServedFrom[db] = (await capture(port, approvedPage)).headers["x-page-cache"] ?? null;

    // writes: a product with stock for every order, and one prepared cart per order
    const { productId: benchProductId, prefix } = await prepareOrders(dbUrl, CFG.orderPool);
    eps = endpoints({ cookie, productId: product.id, benchProductId, poolPrefix: prefix, port });
    const writes = eps.filter((e) => e.write);
    for (const ep of writes) {
      // one real request for the captured bytes: a fresh cart, and the pool's cart number 0
      ep.bodyOnce =
        ep.key === "api-cart"
          ? { ...ep.body, sessionId: `cart_${Date.now()}_${crypto.randomBytes(16).toString("hex")}` }
          : { ...ep.body, sessionId: poolCartId(prefix, 0) };
      const res = await capture(port, ep);
      if (captureDir) saveCapture(captureDir, ep, res);
      else results.captures[`${db}:${ep.key}`] = { status: res.status, bytes: res.raw.length };
      if (captureDir) capturedEndpoints[ep.key] = { ...ep, bodyOnce: undefined };
    }
    results.loadAtRate[db] = {};
    await writeRuns(db, port, writes, watchPids, results.load[db], results.loadAtRate[db], memory, () => waitForOutbox(dbUrl));
    loadDone();
    // the database's own ceiling for the order transaction: pgbench on the server's core, the server idle
    memory.stage("pgbench");
    results.pgbench[db] = await orderCeiling(
      dbUrl,
      benchProductId,
      writes.find((e) => e.key === "api-orders"),
    );
    // the outbox the orders filled, for the record
    const outbox = await withDb(dbUrl, (c) =>
      c
        .query("select status::text, count(*)::int as n from mail_outbox group by status order by status")
        .then((r) => r.rows.map((x) => `${x.status} ${x.n}`).join(", "))
        .catch(() => null),
    );
    if (outbox) results.notes.push(`${db}: mail outbox after the order benchmark (the server's mail worker delivers it meanwhile): ${outbox}`);
  } finally {
    results.memory[db] = memory.stop();
    log(`  ${db}: server RSS peak ${results.memory[db].peakMb.toFixed(0)} MB (VmHWM ${results.memory[db].hwmMb.toFixed(0)} MB)`);
    await stopProcess(server, 30_000);
    done();
  }
}

/** pgbench running the order transaction's statements on this phase's database (bench/lib/order-ceiling.mjs). */
async function orderCeiling(dbUrl, productId, ordersEp) {
  if (!ordersEp) return null;
  const r = await withDb(dbUrl, (db) =>
    measureOrderCeiling({
      db,
      url: dbUrl,
      productId,
      userEmail: APPROVED.email,
      clients: Number(env.DATABASE_POOL_SIZE ?? 10), // as many connections as the site's pool
      cpus: CFG.serverCpu,
      warmup: CFG.warmup,
      duration: CFG.duration,
    }),
  ).catch((e) => ({ error: String(e?.message ?? e) }));
  if (r.error) results.notes.push(`pgbench ceiling not measured: ${r.error}`);
  else log(`  pgbench   the order transaction, ${r.clients} connections, core ${CFG.serverCpu}: ${Math.round(r.tps)} tps, ${r.failed} failed`);
  return r;
}

async function barePhase(captureDir) {
  const done = phase("bare node baseline");
  let peak = 0;
  for (const key of Object.keys(capturedEndpoints)) {
    const file = path.join(captureDir, `${key}.json`);
    const entry = startProcess(`bare-${key}`, "taskset", [
      "-c",
      String(CFG.serverCpu),
      process.execPath,
      path.join(ROOT, "bench/lib/bare-server.mjs"),
      String(CFG.ports.bare),
      file,
    ]);
    const memory = watchMemory(entry.child.pid);
    try {
      if (!(await saidReady(entry))) throw new Error(`bare server did not start: ${entry.output}`);
      const ep = capturedEndpoints[key];
      const watch = () => ({ server: [entry.child.pid] });
      const r = await runCannon(cannonSpec(CFG.ports.bare, ep), { cpus: CFG.loadCpu, watchPids: watch });
      results.bare[key] = r;
      log(`  bare node ${ep.label.padEnd(42)} ${describeRun(r)}`);
      // a write endpoint's latency baseline: the same bytes at the rate the site was measured at
      const rate = results.loadAtRate.embedded?.[key]?.rate;
      if (rate) {
        results.bareAtRate[key] = { rate, ...(await runCannon(cannonSpec(CFG.ports.bare, ep, { rate }), { cpus: CFG.loadCpu, watchPids: watch })) };
        log(`  bare node ${`${ep.label} at ${rate}/s`.padEnd(42)} ${describeRun(results.bareAtRate[key])}`);
      }
    } finally {
      peak = Math.max(peak, memory.stop().peakMb);
      await stopProcess(entry);
    }
  }
  results.memory.bare = { peakMb: peak };
  done();
}

/**
 * React's own floor for the uncached catalogue page: React 19 alone rendering the markup the site
 * sent for it (element for element, bench/lib/react-floor.mjs), on the server's core, with no
 * router, data, HTTP or compression. No server-rendered React page of that size can go faster here.
 */
async function reactFloorPhase(captureDir) {
  const done = phase("React floor");
  const key = "page-products-approved";
  const captured = results.captures[key];
  if (!captured) return done();
  const body = path.join(captureDir, `${key}.body`);
  const out = spawnSync(
    "taskset",
    ["-c", String(CFG.serverCpu), process.execPath, path.join(ROOT, "bench/lib/react-floor.mjs"), body, captured.contentEncoding ?? "", "3"],
    {
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production" },
      timeout: 60_000,
    },
  );
  try {
    results.reactFloor = JSON.parse(out.stdout.trim().split("\n").pop());
    const f = results.reactFloor;
    log(
      `React floor of ${capturedEndpoints[key].label}: ${f.elements} elements, streamed ${f.streamMs.toFixed(2)} ms (${Math.round(1000 / f.streamMs)}/s), renderToString ${f.stringMs.toFixed(2)} ms`,
    );
  } catch {
    results.notes.push(`the React floor was not measured: ${(out.stderr || out.stdout || String(out.error)).slice(-300)}`);
  }
  done();
}

async function nginxPhase(captureDir) {
  const done = phase("nginx baseline");
  const dir = tempDir("cems-bench-nginx-");
  const locations = [];
  const served = Object.values(capturedEndpoints).filter((ep) => ep.nginx);
  for (const ep of served) {
    const cap = JSON.parse(fs.readFileSync(path.join(captureDir, `${ep.key}.json`), "utf8"));
    const name = `${ep.key}.body`;
    fs.copyFileSync(cap.bodyFile, path.join(dir, name));
    fs.chmodSync(path.join(dir, name), 0o644);
    const skip = new Set(["connection", "keep-alive", "date", "transfer-encoding", "content-length", "content-type", "server"]);
    const headerLines = cap.headers
      .filter(([n]) => !skip.has(n.toLowerCase()))
      .map(([n, v]) => [n, nginxQuote(v)])
      .filter(([, v]) => v)
      .map(([n, v]) => `      add_header ${n} ${v} always;`)
      .join("\n");
    const contentType = cap.headers.find(([n]) => n.toLowerCase() === "content-type")?.[1] ?? "application/octet-stream";
    locations.push(`    location = ${ep.path} { rewrite ^ /__bench/${name} last; }
    location = /__bench/${name} {
      internal;
      alias ${dir}/${name};
      types { }
      default_type ${nginxQuote(contentType)};
${headerLines}
    }`);
  }
  const httpBlock = `  server {
    listen 127.0.0.1:${CFG.ports.nginx};
    etag off;
${locations.join("\n")}
    location / { return 404; }
  }`;
  const nginx = await startNginx({ name: "nginx-static", dir, port: CFG.ports.nginx, httpBlock, cpus: CFG.serverCpu });
  try {
    for (const ep of served) {
      // check: the very same bytes as the app sent
      const res = await request({ port: CFG.ports.nginx, path: ep.path, headers: ep.headers });
      const same = res.status === 200 && Buffer.compare(res.raw, fs.readFileSync(path.join(dir, `${ep.key}.body`))) === 0;
      if (!same) throw new Error(`nginx does not answer ${ep.path} with the captured bytes (${res.status})`);
      const r = await runCannon(cannonSpec(CFG.ports.nginx, ep), { cpus: CFG.loadCpu, watchPids: () => ({ server: [nginx.pid, ...descendants(nginx.pid)] }) });
      results.nginx[ep.key] = r;
      log(`  nginx     ${ep.label.padEnd(42)} ${describeRun(r)}`);
    }
  } finally {
    await stopProcess(nginx);
    done();
  }
}

/** A throwaway PostgreSQL 15 cluster from scripts/with-system-postgres.sh, held open until we close stdin. */
async function startSystemPg() {
  const hold = `process.stdout.write("URL " + process.env.DATABASE_URL + "\\n"); process.stdin.resume(); process.stdin.on("end", () => process.exit(0)); process.stdin.on("error", () => process.exit(0));`;
  const entry = startProcess("system-postgres", "bash", [path.join(ROOT, "scripts/with-system-postgres.sh"), process.execPath, "-e", hold], {
    stdio: ["pipe", "pipe", "pipe"],
    detached: true, // its own process group: a Ctrl+C reaches us, and we close its stdin so its trap removes the cluster
  });
  entry.child.unref();
  entry.stopByStdin = true;
  const until = Date.now() + 60_000;
  while (Date.now() < until && !/URL postgres:\/\/\S+/.test(entry.output) && !entry.exited) await new Promise((r) => setTimeout(r, 100));
  const m = /URL (postgres:\/\/\S+)/.exec(entry.output);
  if (!m) {
    await stopProcess(entry);
    throw new Error(`system PostgreSQL did not start: ${entry.output}`);
  }
  entry.url = m[1];
  entry.version = /system PostgreSQL (\S+)/.exec(entry.output)?.[1];
  const port = Number(new URL(entry.url).port);
  entry.postmaster = listenerPid(port);
  // The database belongs to the system under test: it shares core 0 with the server, as the embedded one does.
  if (entry.postmaster) pinTree(entry.postmaster, CFG.serverCpu);
  return entry;
}

/** Sign-in latency while 16 connections ask for images to render (bench/lib/image-flood.mjs). */
async function imageFloodPhase() {
  const done = phase("sign-in during an image flood");
  results.imageFlood = await imageFlood({
    buildDir: CFG.buildDir,
    port: CFG.ports.imageFlood,
    embeddedPgPort: CFG.imageFloodPgPort,
    serverCpu: CFG.serverCpu,
    loadCpu: CFG.loadCpu,
    account: APPROVED,
  });
  done();
}

/** 10,000 junk URLs against an ordinary uncached render of the same page (bench/lib/junk-urls.mjs). */
async function junkUrlsPhase() {
  const done = phase("junk URLs");
  results.junkUrls = await junkUrls({ buildDir: CFG.buildDir, port: CFG.ports.junkUrls, embeddedPgPort: CFG.junkUrlsPgPort, serverCpu: CFG.serverCpu });
  done();
}

/** 16 anonymous readers of a quote with a 4.9 MB PO document, and of one without (bench/lib/po-document-readers.mjs). */
async function poDocumentReadersPhase() {
  const done = phase("PO document readers");
  results.poDocumentReaders = await poDocumentReaders({
    buildDir: CFG.buildDir,
    port: CFG.ports.poDocumentReaders,
    embeddedPgPort: CFG.poDocumentReadersPgPort,
    serverCpu: CFG.serverCpu,
    loadCpu: CFG.loadCpu,
    account: APPROVED,
  });
  done();
}

/** A password reset with a forged link beside a confirmation with a forged link (bench/lib/bad-links.mjs). */
async function badLinksPhase() {
  const done = phase("bad links");
  results.badLinks = await badLinks({ buildDir: CFG.buildDir, port: CFG.ports.badLinks, embeddedPgPort: CFG.badLinksPgPort, serverCpu: CFG.serverCpu });
  done();
}

/** The catalogue's reads with 18 products, then 10,000 more (bench/lib/catalogue-scale.mjs). */
async function catalogueScalePhase() {
  const done = phase("catalogue at scale");
  results.catalogueScale = await catalogueScale({
    buildDir: CFG.buildDir,
    port: CFG.ports.catalogue,
    barePort: CFG.ports.catalogue + 1,
    embeddedPgPort: CFG.cataloguePgPort,
    serverCpu: CFG.serverCpu,
    loadCpu: CFG.loadCpu,
    connections: CFG.connections,
    warmup: CFG.warmup,
    duration: CFG.duration,
    pageHeaders: PAGE_HEADERS,
    apiHeaders: API_HEADERS,
  });
  done();
}

// ------------------------------------------------------------------------------- the table ----

const r0 = (v) => (v == null || Number.isNaN(v) ? null : Math.round(v));
const r1 = (v) => (v == null || Number.isNaN(v) ? null : Math.round(v * 10) / 10);
const r2 = (v) => (v == null || Number.isNaN(v) ? null : Math.round(v * 100) / 100);
const r3 = (v) => (v == null || Number.isNaN(v) ? null : Math.round(v * 1000) / 1000);
const kb = (bytes) => r1(bytes / 1000);

/** Milliseconds of CPU the given process groups spent per completed request during the measured run. */
function cpuPerRequest(r, groups) {
  if (!r?.cpuPercent || !r.rps) return null;
  const percent = groups.reduce((sum, g) => sum + (r.cpuPercent[g] ?? 0), 0);
  return (percent * 10) / r.rps;
}

/** What the table's targets were judged against, when not as they stand (printed and kept beside the rows). */
const judged = [];

function buildRows() {
  const rows = [];
  judged.length = 0;
  const add = (section, metric, value, unit, baseline, target, met, note) => {
    const ratio = baseline && value !== null && value !== undefined ? r2(value / baseline) : null;
    // a target whose figure is missing is not met
    if (target && (value === null || value === undefined || Number.isNaN(value))) met = false;
    rows.push({ section, metric, value, unit, baseline: baseline ?? null, ratio, target: target ?? null, met: met ?? null, ...(note ? { note } : {}) });
  };
  const dbName = { embedded: "embedded PG", system: `PostgreSQL ${results.systemPgVersion ?? "15"}` };

  const problems = (r) => {
    const bad = r.non2xx + r.errors + r.timeouts + (r.total === 0 ? 1 : 0);
    const note =
      r.total === 0
        ? "no response completed within the run"
        : bad
          ? `${r.non2xx} non-2xx ${JSON.stringify(r.statusCodes)}, ${r.errors} errors, ${r.timeouts} timeouts`
          : undefined;
    return { bad, note };
  };

  for (const db of Object.keys(results.load)) {
    const section = `load, 64 connections, site on ${dbName[db]} (baseline: bare Node http, same bytes)`;
    for (const ep of Object.values(knownEndpoints).filter((e) => !e.write)) {
      const r = results.load[db][ep.key];
      if (!r) continue;
      const b = results.bare[ep.key];
      const { bad, note } = problems(r);
      let target = null;
      let met = null;
      if (ep.rpsRatioTarget) {
        target = `≥ ${ep.rpsRatioTarget.toFixed(2)} × bare`;
        met = !bad && (b ? r.rps / b.rps >= ep.rpsRatioTarget : false);
      }
      add(section, `${ep.label} · req/s`, r0(r.rps), "req/s", b ? r0(b.rps) : null, target, met, note);
      add(section, `${ep.label} · p50`, r1(r.p50), "ms", b ? r1(b.p50) : null, null, null);
      const p99Target = ep.p99Target === undefined ? TARGETS.p99Ms : ep.p99Target;
      add(
        section,
        `${ep.label} · p99`,
        r1(r.p99),
        "ms",
        b ? r1(b.p99) : null,
        p99Target ? `≤ ${p99Target} ms` : null,
        p99Target ? !bad && r.p99 <= p99Target : null,
        note,
      );
      // CPU time per request (server + its database): the figure that survives a busy machine
      const cpu = cpuPerRequest(r, ["server", "db"]);
      if (cpu !== null) add(section, `${ep.label} · CPU per request (server + db)`, r2(cpu), "ms", b ? r2(cpuPerRequest(b, ["server"])) : null, null, null);
    }

    const writes = `writes, site on ${dbName[db]}: maximum throughput (closed loop, 64 connections), then p99 at a fixed arrival rate of half that maximum (baseline: bare Node http, same bytes, same load)`;
    for (const ep of Object.values(knownEndpoints).filter((e) => e.write)) {
      const max = results.load[db][ep.key];
      if (!max) continue;
      const b = results.bare[ep.key];
      add(writes, `${ep.label} · maximum`, r0(max.rps), "req/s", b ? r0(b.rps) : null, null, null, problems(max).note);
      const cpu = cpuPerRequest(max, ["server", "db"]);
      if (cpu !== null) add(writes, `${ep.label} · CPU per request (server + db)`, r2(cpu), "ms", b ? r2(cpuPerRequest(b, ["server"])) : null, null, null);
      const ceiling = ep.key === "api-orders" ? results.pgbench[db] : null;
      if (ceiling && !ceiling.error)
        add(
          writes,
          `${ep.label} · maximum, beside pgbench running the order transaction's statements (${ceiling.clients} connections, core ${CFG.serverCpu}): the database's ceiling`,
          r0(max.rps),
          "req/s",
          r0(ceiling.tps),
          null,
          null,
          [
            ceiling.failed ? `pgbench: ${ceiling.failed} failed` : null,
            ceiling.poolExhausted ? `pgbench ran out of prepared carts (${ceiling.poolExhausted} empty checkouts)` : null,
          ]
            .filter(Boolean)
            .join("; ") || undefined,
        );
      else if (ceiling?.error) add(writes, `${ep.label} · pgbench ceiling`, null, "req/s", null, null, null, ceiling.error);
      const at = results.loadAtRate[db]?.[ep.key];
      if (!at) continue;
      const bAt = results.bareAtRate[ep.key];
      const { bad, note } = problems(at);
      // the rate held: autocannon sent what was asked (a site that cannot keep up answers fewer)
      const held = at.rps >= 0.9 * at.rate;
      const limit = ep.p99AtHalfRateTarget;
      const rateNote = [note, held ? null : `only ${r0(at.rps)} of ${at.rate} req/s answered`].filter(Boolean).join("; ") || undefined;
      add(writes, `${ep.label} · p50 at ${at.rate} req/s (half the maximum)`, r1(at.p50), "ms", bAt ? r1(bAt.p50) : null, null, null);
      add(
        writes,
        `${ep.label} · p99 at ${at.rate} req/s (half the maximum)`,
        r1(at.p99),
        "ms",
        bAt ? r1(bAt.p99) : null,
        limit ? `≤ ${limit} ms` : null,
        limit ? !bad && held && at.p99 <= limit : null,
        rateNote,
      );
    }
  }

  if (results.reactFloor) {
    const f = results.reactFloor;
    const floorRate = 1000 / f.streamMs;
    const section =
      "uncached server rendering: /products as an approved user, against React 19 alone rendering the same markup (baseline: React floor, core 0; no router, data, HTTP or compression)";
    const label = `${f.elements} elements, ${kb(f.htmlBytes)} kB of HTML`;
    add(section, `React floor: streamed as the site renders (renderToPipeableStream) · renders/s (${label})`, r0(floorRate), "renders/s", null, null, null);
    add(section, "React floor: streamed · CPU per render", r2(f.streamMs), "ms", null, null, null);
    add(section, "React floor: renderToString (cannot carry React Router's loader data) · renders/s", r0(1000 / f.stringMs), "renders/s", null, null, null);
    for (const db of Object.keys(results.load)) {
      const site = results.load[db]["page-products-approved"];
      if (!site) continue;
      const { bad, note } = problems(site);
      // a page that came from a cache is not an uncached render: the target is not judged on it
      const cached = results.approvedPageServedFrom[db];
      if (cached)
        judged.push(`site on ${dbName[db]}: approved /products came from a cache (X-Page-Cache: ${cached}), so the uncached-SSR target was not judged`);
      const notes = [note, cached ? `served from a cache (X-Page-Cache: ${cached}), not rendered per request` : null].filter(Boolean).join("; ") || undefined;
      add(
        section,
        `GET /products (approved, rendered per request), site on ${dbName[db]} · req/s`,
        r0(site.rps),
        "req/s",
        r0(floorRate),
        `≥ ${TARGETS.ssrToReactFloor} × React floor`,
        !bad && !cached && site.rps / floorRate >= TARGETS.ssrToReactFloor,
        notes,
      );
      const cpu = cpuPerRequest(site, ["server", "db"]);
      if (cpu !== null)
        add(
          section,
          `GET /products (approved, rendered per request), site on ${dbName[db]} · CPU per request (server + db)`,
          r2(cpu),
          "ms",
          r2(f.streamMs),
          null,
          null,
        );
    }
  }

  const nginxSection = "nginx (nginx-light, 1 worker, core 0) serving the same bytes as static files (baseline: bare Node)";
  for (const ep of Object.values(knownEndpoints)) {
    const r = results.nginx[ep.key];
    if (!r) continue;
    const b = results.bare[ep.key];
    add(nginxSection, `${ep.label} · req/s`, r0(r.rps), "req/s", b ? r0(b.rps) : null, null, null);
    add(nginxSection, `${ep.label} · p50`, r1(r.p50), "ms", b ? r1(b.p50) : null, null, null);
    add(nginxSection, `${ep.label} · p99`, r1(r.p99), "ms", b ? r1(b.p99) : null, null, null);
  }

  if (results.imageFlood) imageFloodRows(results.imageFlood, add, TARGETS.signInDuringImageFloodP99Ms);
  if (results.junkUrls) junkUrlsRows(results.junkUrls, add, TARGETS.rssMb);
  if (results.poDocumentReaders) poDocumentReadersRows(results.poDocumentReaders, add);
  if (results.badLinks) badLinksRows(results.badLinks, add);
  if (results.catalogueScale) catalogueScaleRows(results.catalogueScale, add);

  const memSection = "memory: server process RSS through the whole bench (polled every 200 ms, and the kernel's VmHWM; baseline: bare Node server)";
  const bareMb = results.memory.bare?.peakMb;
  const highestStage = (m) => {
    const top = Object.entries(m.stagePeaksMb ?? {}).sort((x, y) => y[1] - x[1])[0];
    return top && top[0] !== "start" ? `highest during ${top[0]}` : undefined;
  };
  const peakOf = (m) => (m ? Math.max(m.peakMb ?? 0, m.hwmMb ?? 0) : null);
  const servers = [
    ...["embedded", "system"].map((db) => [`site on ${dbName[db]}`, results.memory[db]]),
    ["sign-in during an image flood", results.imageFlood?.memory],
    ["junk URLs, page cache off (baseline render)", results.junkUrls?.baselineMemory],
    ["junk URLs, page cache on (10,000 junk URLs)", results.junkUrls?.memory],
    ["readers of a quote with a PO document", results.poDocumentReaders?.memory],
    ["catalogue at scale (18 products, then 10,000 more)", results.catalogueScale?.memory],
  ].filter(([, m]) => m);
  for (const [label, m] of servers) add(memSection, `server RSS peak, ${label}`, r0(peakOf(m)), "MB", r0(bareMb), null, null, highestStage(m));
  if (servers.length) {
    const worst = Math.max(...servers.map(([, m]) => peakOf(m)));
    add(
      memSection,
      `server RSS peak over every phase (${servers.length} servers)`,
      r0(worst),
      "MB",
      r0(bareMb),
      `< ${TARGETS.rssMb} MB`,
      worst < TARGETS.rssMb,
    );
  }

  if (results.bundles) {
    const section = "first-load JS and CSS per route (React Router build manifest; each file compressed on its own; 1 kB = 1000 B; baseline: framework floor)";
    const floorGz = results.floor?.js.gzip;
    const floorBr = results.floor?.js.brotli;
    if (results.floor) {
      add(section, "framework floor (empty React 19 + React Router 7 page) · JS gzip", kb(floorGz), "kB", null, null, null);
      add(section, "framework floor (empty React 19 + React Router 7 page) · JS brotli", kb(floorBr), "kB", null, null, null);
    }
    for (const route of results.bundles.routes) {
      const label = route.name === "product" ? "/products/:id" : route.path;
      let jsTarget = null;
      let jsMet = null;
      if (route.path === "/") {
        const limit = Math.min(floorGz ? floorGz + TARGETS.jsAboveFloorKb * 1000 : Infinity, TARGETS.jsTotalKb * 1000);
        jsTarget = `≤ ${kb(limit)} kB (floor + ${TARGETS.jsAboveFloorKb}, ≤ ${TARGETS.jsTotalKb})`;
        jsMet = route.js.gzip <= limit;
      } else {
        jsTarget = `≤ ${TARGETS.jsTotalKb} kB`;
        jsMet = route.js.gzip <= TARGETS.jsTotalKb * 1000;
      }
      add(section, `${label} · JS gzip (${route.js.files} files)`, kb(route.js.gzip), "kB", floorGz ? kb(floorGz) : null, jsTarget, jsMet);
      add(section, `${label} · JS brotli`, kb(route.js.brotli), "kB", floorBr ? kb(floorBr) : null, null, null);
      add(section, `${label} · CSS gzip`, kb(route.css.gzip), "kB", null, `≤ ${TARGETS.cssKb} kB`, route.css.gzip <= TARGETS.cssKb * 1000);
      add(section, `${label} · CSS brotli`, kb(route.css.brotli), "kB", null, null, null);
    }
    const marketing = results.bundles.routes.filter((r) => r.name !== "tools");
    const toolsOn = marketing.flatMap((r) => r.toolsModules.map((m) => `${r.path}: ${m}`));
    const adminOn = results.bundles.routes.flatMap((r) => r.adminModules.map((m) => `${r.path}: ${m}`));
    const mapped = results.bundles.routes.every((r) => r.sourceMapped);
    add(
      section,
      "tools modules in first-load JS of the other measured pages",
      toolsOn.length,
      "modules",
      null,
      "0",
      mapped ? toolsOn.length === 0 : null,
      toolsOn.length ? toolsOn.slice(0, 8).join("; ") : mapped ? undefined : "no source maps: not checked",
    );
    add(
      section,
      "admin modules in first-load JS of the measured pages",
      adminOn.length,
      "modules",
      null,
      "0",
      mapped ? adminOn.length === 0 : null,
      adminOn.length ? adminOn.slice(0, 8).join("; ") : mapped ? undefined : "no source maps: not checked",
    );
    for (const c of results.bundles.checks ?? []) add(section, c.metric, c.value, c.unit, null, c.target, c.met, c.note);
    if (results.bundles.browser) pageCheckRows(results.bundles.browser, add, section);
  }

  if (results.lighthouse) {
    for (const preset of ["mobile", "desktop"]) {
      const runs = preset === "mobile" && CFG.lighthouseMobileRuns > 1 ? `, median of ${CFG.lighthouseMobileRuns} runs` : "";
      const section = `Lighthouse 12, ${preset} preset${runs}, Debian Chromium (site on embedded PG; baseline: the framework floor's empty page in the same run)`;
      const t = TARGETS.lighthouse;
      const floor = results.lighthouse.find((x) => x.preset === preset && x.name === FLOOR_PAGE && !x.error);
      // on a machine where even the floor blocks for long, performance and TBT are judged against the floor
      const limits = lighthouseLimits(floor ?? null, t);
      if (limits.slow) judged.push(`Lighthouse ${preset}: ${limits.note}`);
      if (floor) {
        const label = "framework floor (empty React 19 + React Router 7 page)";
        add(
          section,
          `${label} · performance`,
          floor.performance,
          "score",
          null,
          null,
          null,
          floor.benchmarkIndex ? `benchmarkIndex ${Math.round(floor.benchmarkIndex)}` : undefined,
        );
        add(section, `${label} · LCP`, r0(floor.lcp), "ms", null, null, null);
        add(
          section,
          `${label} · TBT`,
          r0(floor.tbt),
          "ms",
          null,
          `≤ ${t.slowFloorTbtMs} ms, else the pages are judged against the floor`,
          null,
          limits.slow ? "the machine is too slow: performance and TBT judged against the floor" : undefined,
        );
        add(section, `${label} · CLS`, r3(floor.cls), "", null, null, null);
      }
      const base = (key, round) => (floor && floor[key] !== null && floor[key] !== undefined ? round(floor[key]) : null);
      for (const e of results.lighthouse.filter((x) => x.preset === preset && x.name !== FLOOR_PAGE)) {
        const label = e.name === "product" ? "/products/:id" : new URL(e.url).pathname;
        if (e.error) {
          add(section, `${label} · Lighthouse run`, null, "", null, preset === "mobile" ? "completes" : null, preset === "mobile" ? false : null, e.error);
          continue;
        }
        const mob = preset === "mobile";
        const perRun =
          e.runs?.length > 1 ? `runs ${e.runs.map((r) => r.performance ?? "-").join(", ")} (TBT ${e.runs.map((r) => r.tbt ?? "-").join(", ")} ms)` : null;
        const perfNote = [e.benchmarkIndex ? `benchmarkIndex ${Math.round(e.benchmarkIndex)}` : null, perRun].filter(Boolean).join("; ") || undefined;
        add(
          section,
          `${label} · performance`,
          e.performance,
          "score",
          base("performance", Math.round),
          mob ? limits.performanceText : null,
          mob ? e.performance >= limits.performance : null,
          perfNote,
        );
        add(
          section,
          `${label} · accessibility`,
          e.accessibility,
          "score",
          null,
          mob ? `= ${t.accessibility}` : null,
          mob ? e.accessibility >= t.accessibility : null,
        );
        add(
          section,
          `${label} · best practices`,
          e.bestPractices,
          "score",
          null,
          mob ? `= ${t.bestPractices}` : null,
          mob ? e.bestPractices >= t.bestPractices : null,
        );
        add(section, `${label} · SEO`, e.seo, "score", null, mob ? `= ${t.seo}` : null, mob ? e.seo >= t.seo : null);
        add(section, `${label} · LCP`, r0(e.lcp), "ms", base("lcp", r0), null, null);
        add(section, `${label} · TBT`, r0(e.tbt), "ms", base("tbt", r0), limits.tbtText, e.tbt <= limits.tbt);
        add(section, `${label} · CLS`, r3(e.cls), "", base("cls", r3), `≤ ${t.cls}`, e.cls <= t.cls);
      }
    }
  }
  return rows;
}

/**
 * How much of core 0 went to processes that are not ours during the site's runs (others' builds and
 * tests on a shared machine): core 0 busy minus the server's and its database's own CPU use.
 */
function contention() {
  const foreign = [];
  for (const db of Object.keys(results.load)) {
    for (const r of Object.values(results.load[db])) {
      const c = r.cpuPercent;
      if (!c || c.core0 === undefined) continue;
      foreign.push(Math.max(0, c.core0 - (c.server ?? 0) - (c.db ?? 0)));
    }
  }
  foreign.sort((a, b) => a - b);
  const median = foreign.length ? foreign[Math.floor(foreign.length / 2)] : null;
  const busy = results.machineBusyBeforeStart ?? {};
  const lhIndex = (results.lighthouse ?? [])
    .map((e) => e.benchmarkIndex)
    .filter((v) => v > 0)
    .sort((a, b) => a - b);
  const parts = [];
  if (median !== null && median > 15)
    parts.push(
      `during the site's load runs a median ${median} % of core 0 went to other processes, so throughput and latency are lower than this code can do on a quiet machine (CPU per request is less affected)`,
    );
  if (lhIndex.length && lhIndex[0] < 1000)
    parts.push(
      `Lighthouse met a busy CPU (Chrome's benchmarkIndex min ${Math.round(lhIndex[0])}, median ${Math.round(lhIndex[Math.floor(lhIndex.length / 2)])}; this machine scores about 1700–2300 when quiet), so its TBT and performance scores are worse than on a quiet machine`,
    );
  if (parts.length && Object.values(busy).some((v) => v > 25)) parts.push(`the cores were ${JSON.stringify(busy)} % busy just before the start`);
  const warning = parts.length ? `the machine was shared: ${parts.join("; ")}` : null;
  return { foreignCore0MedianPercent: median, foreignCore0Percent: foreign, lighthouseBenchmarkIndex: lhIndex, warning };
}

function fmt(v) {
  if (v === null || v === undefined) return "";
  if (typeof v === "boolean") return v ? "yes" : "NO";
  return String(v);
}

function textTable(rows) {
  const cols = ["metric", "value", "unit", "baseline", "ratio", "target", "met"];
  const width = Object.fromEntries(cols.map((c) => [c, Math.max(c.length, ...rows.map((r) => fmt(r[c]).length))]));
  width.metric = Math.min(width.metric, 70);
  const line = (r) =>
    cols.map((c) => (["value", "baseline", "ratio"].includes(c) ? fmt(r[c]).padStart(width[c]) : fmt(r[c]).slice(0, width[c]).padEnd(width[c]))).join("  ");
  const out = [];
  let section = null;
  for (const r of rows) {
    if (r.section !== section) {
      section = r.section;
      out.push("", `## ${section}`, line(Object.fromEntries(cols.map((c) => [c, c]))));
    }
    out.push(line(r) + (r.note ? `  (${r.note})` : ""));
  }
  return out.join("\n");
}

function markdownTable(rows) {
  const out = [];
  let section = null;
  for (const r of rows) {
    if (r.section !== section) {
      section = r.section;
      out.push("", `**${section}**`, "", "| metric | value | unit | baseline | ratio | target | met |", "|---|---:|---|---:|---:|---|---|");
    }
    const met = r.met === null ? "" : r.met ? "yes" : "**NO**";
    out.push(
      `| ${r.metric}${r.note ? ` (${r.note.replaceAll("|", "/")})` : ""} | ${fmt(r.value)} | ${r.unit} | ${fmt(r.baseline)} | ${fmt(r.ratio)} | ${fmt(r.target)} | ${met} |`,
    );
  }
  return out.join("\n");
}

// ------------------------------------------------------------------------------------ main ----

/** The endpoints as requested from the site in the first phase (real ids), for the baselines. */
const capturedEndpoints = {};
const knownEndpoints = Object.fromEntries(endpoints({ cookie: "", productId: "", benchProductId: "", poolPrefix: "", port: 0 }).map((e) => [e.key, e]));

async function main() {
  if (!fs.existsSync(path.join(ROOT, CFG.buildDir, "server-main.js"))) throw new Error(`no build in ${CFG.buildDir}: run bench/run.sh (npm run bench)`);
  results.machineBusyBeforeStart = await machineBusy(2000);
  results.loadAverageAtStart = fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).map(Number);
  log(
    `machine busy before start (others' processes): ${JSON.stringify(results.machineBusyBeforeStart)} %, load average ${results.loadAverageAtStart.join(" ")}`,
  );

  await buildFloor();

  const captureDir = tempDir("cems-bench-capture-");
  await sitePhase({ db: "embedded", port: CFG.ports.embedded, captureDir, withExtras: true });
  await barePhase(captureDir);
  await reactFloorPhase(captureDir);
  await nginxPhase(captureDir);
  await imageFloodPhase();
  await junkUrlsPhase();
  await poDocumentReadersPhase();
  await badLinksPhase();
  if (CFG.catalogueScale) await catalogueScalePhase();

  if (CFG.systemPg) {
    const pgEntry = await startSystemPg();
    results.systemPgVersion = pgEntry.version;
    try {
      await sitePhase({ db: "system", port: CFG.ports.system, databaseUrl: pgEntry.url, pgPid: pgEntry.postmaster, captureDir: null, withExtras: false });
    } finally {
      await stopProcess(pgEntry);
    }
  }

  results.contention = contention();
  const rows = buildRows();
  const date = new Date();
  const report = {
    date: date.toISOString(),
    commit: null,
    ...gitInfo(),
    machine: machineInfo(),
    settings: {
      connections: CFG.connections,
      warmupSeconds: CFG.warmup,
      durationSeconds: CFG.duration,
      serverCore: CFG.serverCpu,
      loadGeneratorCore: CFG.loadCpu,
      buildDir: CFG.buildDir,
    },
    totalSeconds: Math.round((Date.now() - started) / 1000),
    rows,
    notMet: rows.filter((r) => r.met === false).map((r) => `${r.metric}: ${r.value} ${r.unit} (target ${r.target})`),
    judged: [...judged],
    details: {
      machineBusyBeforeStart: results.machineBusyBeforeStart,
      loadAverage: { start: results.loadAverageAtStart, end: fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).map(Number) },
      phasesSeconds: results.phases,
      runs: { site: results.load, bare: results.bare, nginx: results.nginx },
      captures: Object.fromEntries(Object.entries(results.captures).map(([k, v]) => [k, { ...v, file: undefined }])),
      memory: results.memory,
      floor: results.floor,
      reactFloor: results.reactFloor,
      bundles: results.bundles,
      lighthouse: results.lighthouse,
      imageFlood: results.imageFlood,
      junkUrls: results.junkUrls,
      poDocumentReaders: results.poDocumentReaders,
      badLinks: results.badLinks,
      catalogueScale: results.catalogueScale,
      notes: results.notes,
      contention: results.contention,
    },
    warning: results.contention.warning,
  };
  const dir = path.join(ROOT, "bench/results");
  fs.mkdirSync(dir, { recursive: true });
  const stamp = date
    .toISOString()
    .replace(/:/g, "-")
    .replace(/\.\d+Z$/, "Z");
  fs.writeFileSync(path.join(dir, `${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  updateReadme(report);

  const met = rows.filter((r) => r.met === true).length;
  const missed = rows.filter((r) => r.met === false).length;
  process.stdout.write(`${textTable(rows)}\n\n`);
  process.stdout.write(
    `commit ${report.commit}${report.changedFiles ? ` + ${report.changedFiles} changed files in the working tree` : ""}, ${report.machine.cpuModel} × ${report.machine.cores}, ${report.machine.memoryMb} MB, Node ${report.machine.node}, ${report.date}\n`,
  );
  process.stdout.write(
    `targets: ${met} met, ${missed} not met; whole run ${report.totalSeconds} s; results in bench/results/${stamp}.json and bench/results/latest.json\n`,
  );
  if (missed) process.stdout.write(`not met:\n${report.notMet.map((l) => `  - ${l}`).join("\n")}\n`);
  for (const line of report.judged) process.stdout.write(`NOTE: ${line}\n`);
  if (report.warning) process.stdout.write(`WARNING: ${report.warning}\n`);
}

function updateReadme(report) {
  const file = path.join(ROOT, "bench/README.md");
  if (!fs.existsSync(file)) return;
  const text = fs.readFileSync(file, "utf8");
  const start = "<!-- latest-table:start -->";
  const end = "<!-- latest-table:end -->";
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) return;
  const m = report.machine;
  const header = `Run of ${report.date} on commit \`${report.commit?.slice(0, 12)}\`${report.changedFiles ? ` (+ ${report.changedFiles} uncommitted files)` : ""}; ${m.cpuModel} × ${m.cores} cores, ${m.memoryMb} MB, Node ${m.node}; whole run ${report.totalSeconds} s; machine busy before start ${JSON.stringify(report.details.machineBusyBeforeStart)} %; targets not met: ${report.notMet.length}.${report.judged.map((line) => `\n\n**Note:** ${line}.`).join("")}${report.warning ? `\n\n**Warning:** ${report.warning}.` : ""}`;
  fs.writeFileSync(file, `${text.slice(0, i + start.length)}\n${header}\n${markdownTable(report.rows)}\n${text.slice(j)}`);
}

/** The sections that run alone: `bash bench/run.sh <name>` (or `node bench/run.mjs <name>` with a build in BUILD_DIR). */
const SECTIONS_ALONE = {
  // sign-in during an image flood, about 1 minute
  "image-flood": { run: imageFloodPhase, details: () => results.imageFlood },
  // 10,000 junk URLs against an uncached render, about 1 minute
  "junk-urls": { run: junkUrlsPhase, details: () => results.junkUrls },
  // 16 anonymous readers of a quote with a 4.9 MB PO document and of one without, with sign-ins, about 30 s
  "po-document-readers": { run: poDocumentReadersPhase, details: () => results.poDocumentReaders },
  // a reset with forged links beside a confirmation with forged links, about half a minute
  "bad-links": { run: badLinksPhase, details: () => results.badLinks },
  // the catalogue's reads with 18 products, then with the fixture's 10,000 more, about 8 minutes
  "catalogue-scale": { run: catalogueScalePhase, details: () => results.catalogueScale },
};

/**
 * One section alone: prints its rows and writes bench/results/<name>-<date>.json (latest.json and
 * the README table are left alone).
 */
async function sectionOnly(name) {
  if (!fs.existsSync(path.join(ROOT, CFG.buildDir, "server-main.js"))) throw new Error(`no build in ${CFG.buildDir}: run bench/run.sh ${name}`);
  results.machineBusyBeforeStart = await machineBusy(2000);
  log(`machine busy before start (others' processes): ${JSON.stringify(results.machineBusyBeforeStart)} %`);
  await SECTIONS_ALONE[name].run();
  const rows = buildRows();
  const date = new Date();
  const report = {
    date: date.toISOString(),
    ...gitInfo(),
    machine: machineInfo(),
    machineBusyBeforeStart: results.machineBusyBeforeStart,
    rows,
    details: SECTIONS_ALONE[name].details(),
  };
  const dir = path.join(ROOT, "bench/results");
  fs.mkdirSync(dir, { recursive: true });
  const stamp = date
    .toISOString()
    .replace(/:/g, "-")
    .replace(/\.\d+Z$/, "Z");
  fs.writeFileSync(path.join(dir, `${name}-${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(
    `${textTable(rows)}\n\ncommit ${report.commit}, ${report.machine.cpuModel} × ${report.machine.cores}, results in bench/results/${name}-${stamp}.json\n`,
  );
}

try {
  if (process.argv[2] in SECTIONS_ALONE) await sectionOnly(process.argv[2]);
  else await main();
} finally {
  await cleanupAll();
}
process.exit(0);
