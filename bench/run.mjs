// `npm run bench` (through bench/run.sh, which installs nginx/Chromium when missing and builds the
// site into BUILD_DIR=build-bench): ONE run, ONE table, every figure beside its baseline measured in
// the same run on the same machine. See bench/README.md for how to read it.
//
// Order of the run (each server pinned to core 0, the load generator to core 1):
//   1. framework floor: an empty React Router 7 app built in a temp folder outside the repo
//   2. site on its embedded PostgreSQL: response capture, Lighthouse, first-load bundles, load
//   3. baselines: a bare Node http server answering each captured response; nginx serving the same
//      bytes as static files
//   4. site on a real PostgreSQL 15 (scripts/with-system-postgres.sh), the same load
//   5. rows with targets → bench/results/<date>.json, bench/results/latest.json, the README table
import { execFileSync, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import * as bundles from "./lib/bundles.mjs";
import { imageFlood, imageFloodRows } from "./lib/image-flood.mjs";
import { junkUrls, junkUrlsRows } from "./lib/junk-urls.mjs";
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
  // mobile runs per page; the median run is reported (desktop: one run, its figures vary little)
  lighthouseMobileRuns: Number(env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  systemPg: env.BENCH_SYSTEM_PG !== "0",
  ports: { embedded: 3510, system: 3520, bare: 3530, nginx: 3540, floor: 3550, imageFlood: 3570, junkUrls: 3580 },
  imageFloodPgPort: 25570,
  junkUrlsPgPort: 25580,
  embeddedPgPort: Number(env.BENCH_EMBEDDED_PG_PORT ?? 25510),
  orderPool: Number(env.BENCH_ORDER_POOL ?? 40_000),
  // the whole `npm run bench` (build included, run.sh passes its start time) should end within this
  budgetSeconds: Number(env.BENCH_BUDGET_SECONDS ?? 840),
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
/** A flash message (server/http/flash-toast.ts): the page that carries it is rendered for the request. */
const FLASH_COOKIE = `flash_toast=${Buffer.from(JSON.stringify({ title: "Welcome back" })).toString("base64url")}`;

/** Lighthouse's name for the framework floor's page (the baseline of the Lighthouse rows). */
const FLOOR_PAGE = "framework-floor";

const TARGETS = {
  p99Ms: 50,
  signInDuringImageFloodP99Ms: 250,
  orderP99Ms: 150,
  pageCacheRatio: 0.6,
  apiProductsRatio: 0.4,
  productsSsrRps: 500,
  rssMb: 250,
  jsAboveFloorKb: 40,
  jsTotalKb: 150,
  cssKb: 25,
  lighthouse: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.01, tbt: 100 },
};

const started = Date.now();
/** The built framework floor (bench/floor), served to Lighthouse as its baseline page. */
let floorBuildDir = null;
const results = {
  phases: {},
  load: {},
  bare: {},
  nginx: {},
  memory: {},
  captures: {},
  bundles: null,
  floor: null,
  reactFloor: null,
  lighthouse: null,
  imageFlood: null,
  junkUrls: null,
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
      rpsRatioTarget: TARGETS.apiProductsRatio,
    },
    {
      key: "api-products-approved",
      label: "GET /api/products (approved)",
      path: "/api/products",
      headers: { ...API_HEADERS, ...approved },
      rpsRatioTarget: TARGETS.apiProductsRatio,
    },
    { key: "api-product", label: "GET /api/products/:id", path: `/api/products/${productId}`, headers: API_HEADERS },
    { key: "page-home", label: "GET / (anonymous)", path: "/", headers: PAGE_HEADERS, nginx: true, rpsRatioTarget: TARGETS.pageCacheRatio },
    { key: "page-products", label: "GET /products (anonymous)", path: "/products", headers: PAGE_HEADERS, nginx: true, rpsTarget: TARGETS.productsSsrRps },
    // What a signed-in customer gets: the page rendered once for their audience, filled in with their name (server/http/personal-page-cache.ts).
    {
      key: "page-products-approved",
      label: "GET /products (approved, from the audience's template)",
      path: "/products",
      headers: { ...PAGE_HEADERS, ...approved },
      rpsTarget: TARGETS.productsSsrRps,
    },
    // React rendering /products for every request: a flash message rides along (the first page after signing in), which is never templated.
    {
      key: "page-products-rendered",
      label: "GET /products (approved, uncached SSR)",
      path: "/products",
      headers: { ...PAGE_HEADERS, cookie: `${cookie}; ${FLASH_COOKIE}` },
      rpsTarget: TARGETS.productsSsrRps,
    },
    { key: "page-tools", label: "GET /tools (anonymous)", path: "/tools", headers: PAGE_HEADERS, nginx: true, rpsRatioTarget: TARGETS.pageCacheRatio },
    {
      key: "api-cart",
      label: "POST /api/cart (approved, new cart each)",
      method: "POST",
      path: "/api/cart",
      headers: { ...API_HEADERS, ...post, ...approved },
      body: { productId: benchProductId, quantity: 1 },
      body_mode: "new-cart",
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
      p99Target: TARGETS.orderP99Ms,
      write: true,
    },
  ];
}

function cannonSpec(port, ep) {
  return {
    url: `http://127.0.0.1:${port}${ep.path}`,
    method: ep.method ?? "GET",
    headers: ep.headers,
    body: ep.body,
    body_mode: ep.body_mode,
    pool: ep.pool,
    connections: CFG.connections,
    warmup: CFG.warmup,
    duration: CFG.duration,
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

/** A product only the order benchmark buys (10 million in stock), and `count` carts holding it. */
async function prepareOrders(dbUrl, count) {
  return withDb(dbUrl, async (db) => {
    const { rows } = await db.query(
      `insert into products (name, description, short_description, price_cents, sku, in_stock, stock_quantity)
       values ('Benchmark reagent kit', 'A product only the benchmark orders.', 'Benchmark only', 12500, 'BENCH-ORDERS-0001', true, 10000000)
       on conflict (sku) do update set stock_quantity = 10000000, in_stock = true
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
  const loadRunsLeft = 9 + 9 + 4 + (CFG.systemPg ? 9 : 0);
  const reserve = (loadRunsLeft * (CFG.warmup + CFG.duration + 2) + 60) * 1000;
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
  for (const [name, p] of pages) {
    const ids = bundles.matchRoutes(manifest, p);
    const files = bundles.firstLoadFiles(manifest, ids);
    const js = bundles.sumSizes(clientDir, files.js);
    const css = bundles.sumSizes(clientDir, files.css);
    const analysis = bundles.analyseRoute(clientDir, files.js, path.join(ROOT, CFG.buildDir, "client-sourcemaps"));
    // cross-check: what the server-rendered page itself links
    const html = (await request({ port, path: p, headers: { ...PAGE_HEADERS, "accept-encoding": "identity" } })).text();
    const linked = bundles.htmlAssetLinks(html);
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
  results.bundles = { manifest: file, routes };
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
      await measureBundles(port, pages);
      memory.stage("lighthouse");
      if (CFG.lighthouse) await runLighthouse(port, pages);
    }

    const loadDone = phase(`load on ${db}`);
    results.load[db] = {};
    await loadRuns(db, port, reads, watchPids, results.load[db], memory);

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
    await loadRuns(db, port, writes, watchPids, results.load[db], memory);
    loadDone();
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
      const r = await runCannon(cannonSpec(CFG.ports.bare, ep), { cpus: CFG.loadCpu, watchPids: () => ({ server: [entry.child.pid] }) });
      results.bare[key] = r;
      log(`  bare node ${ep.label.padEnd(42)} ${describeRun(r)}`);
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
  const key = "page-products-rendered";
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

function buildRows() {
  const rows = [];
  const add = (section, metric, value, unit, baseline, target, met, note) => {
    const ratio = baseline && value !== null && value !== undefined ? r2(value / baseline) : null;
    // a target whose figure is missing is not met
    if (target && (value === null || value === undefined || Number.isNaN(value))) met = false;
    rows.push({ section, metric, value, unit, baseline: baseline ?? null, ratio, target: target ?? null, met: met ?? null, ...(note ? { note } : {}) });
  };
  const dbName = { embedded: "embedded PG", system: `PostgreSQL ${results.systemPgVersion ?? "15"}` };

  for (const db of Object.keys(results.load)) {
    const section = `load, 64 connections, site on ${dbName[db]} (baseline: bare Node http, same bytes)`;
    for (const ep of Object.values(knownEndpoints)) {
      const r = results.load[db][ep.key];
      if (!r) continue;
      const b = results.bare[ep.key];
      const bad = r.non2xx + r.errors + r.timeouts + (r.total === 0 ? 1 : 0);
      const note =
        r.total === 0
          ? "no response completed within the run"
          : bad
            ? `${r.non2xx} non-2xx ${JSON.stringify(r.statusCodes)}, ${r.errors} errors, ${r.timeouts} timeouts`
            : undefined;
      let target = null;
      let met = null;
      if (ep.rpsRatioTarget) {
        target = `≥ ${ep.rpsRatioTarget.toFixed(2)} × bare`;
        met = b ? r.rps / b.rps >= ep.rpsRatioTarget : false;
      } else if (ep.rpsTarget) {
        target = `≥ ${ep.rpsTarget} req/s`;
        met = r.rps >= ep.rpsTarget;
      }
      if (bad && met !== null) met = false;
      add(section, `${ep.label} · req/s`, r0(r.rps), "req/s", b ? r0(b.rps) : null, target, met, note);
      add(section, `${ep.label} · p50`, r1(r.p50), "ms", b ? r1(b.p50) : null, null, null);
      const p99Target = ep.p99Target ?? TARGETS.p99Ms;
      add(section, `${ep.label} · p99`, r1(r.p99), "ms", b ? r1(b.p99) : null, `≤ ${p99Target} ms`, !bad && r.p99 <= p99Target, note);
      // CPU time per request (server + its database): the figure that survives a busy machine
      const cpu = cpuPerRequest(r, ["server", "db"]);
      if (cpu !== null) add(section, `${ep.label} · CPU per request (server + db)`, r2(cpu), "ms", b ? r2(cpuPerRequest(b, ["server"])) : null, null, null);
    }
  }

  if (results.reactFloor) {
    const f = results.reactFloor;
    const section =
      "React 19 alone rendering the uncached /products page's markup (core 0; no router, data, HTTP or compression; baseline: the site's uncached SSR on embedded PG)";
    const site = results.load.embedded?.["page-products-rendered"];
    const label = `${f.elements} elements, ${kb(f.htmlBytes)} kB of HTML`;
    add(
      section,
      `streamed as the site renders (renderToPipeableStream) · renders/s (${label})`,
      r0(1000 / f.streamMs),
      "renders/s",
      site ? r0(site.rps) : null,
      null,
      null,
    );
    add(section, "streamed · CPU per render", r2(f.streamMs), "ms", site ? r2(cpuPerRequest(site, ["server", "db"])) : null, null, null);
    add(
      section,
      "renderToString (cannot carry React Router's loader data) · renders/s",
      r0(1000 / f.stringMs),
      "renders/s",
      site ? r0(site.rps) : null,
      null,
      null,
    );
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

  const memSection = "memory: server process RSS (polled every 200 ms; baseline: bare Node server)";
  const bareMb = results.memory.bare?.peakMb;
  let worst = 0;
  for (const db of ["embedded", "system"]) {
    const m = results.memory[db];
    if (!m) continue;
    worst = Math.max(worst, m.peakMb, m.hwmMb);
    add(memSection, `server RSS peak, site on ${dbName[db]}`, r0(m.peakMb), "MB", r0(bareMb), `< ${TARGETS.rssMb} MB`, m.peakMb < TARGETS.rssMb);
    add(memSection, `server VmHWM at the end, site on ${dbName[db]}`, r0(m.hwmMb), "MB", r0(bareMb), `< ${TARGETS.rssMb} MB`, m.hwmMb < TARGETS.rssMb);
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
  }

  if (results.lighthouse) {
    for (const preset of ["mobile", "desktop"]) {
      const runs = preset === "mobile" && CFG.lighthouseMobileRuns > 1 ? `, median of ${CFG.lighthouseMobileRuns} runs` : "";
      const section = `Lighthouse 12, ${preset} preset${runs}, Debian Chromium (site on embedded PG; baseline: the framework floor's empty page in the same run)`;
      const t = TARGETS.lighthouse;
      const floor = results.lighthouse.find((x) => x.preset === preset && x.name === FLOOR_PAGE && !x.error);
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
        add(section, `${label} · TBT`, r0(floor.tbt), "ms", null, null, null);
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
          mob ? `≥ ${t.performance}` : null,
          mob ? e.performance >= t.performance : null,
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
        add(section, `${label} · TBT`, r0(e.tbt), "ms", base("tbt", r0), `≤ ${t.tbt} ms`, e.tbt <= t.tbt);
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
  const header = `Run of ${report.date} on commit \`${report.commit?.slice(0, 12)}\`${report.changedFiles ? ` (+ ${report.changedFiles} uncommitted files)` : ""}; ${m.cpuModel} × ${m.cores} cores, ${m.memoryMb} MB, Node ${m.node}; whole run ${report.totalSeconds} s; machine busy before start ${JSON.stringify(report.details.machineBusyBeforeStart)} %; targets not met: ${report.notMet.length}.${report.warning ? `\n\n**Warning:** ${report.warning}.` : ""}`;
  fs.writeFileSync(file, `${text.slice(0, i + start.length)}\n${header}\n${markdownTable(report.rows)}\n${text.slice(j)}`);
}

/** The sections that run alone: `bash bench/run.sh <name>` (or `node bench/run.mjs <name>` with a build in BUILD_DIR). */
const SECTIONS_ALONE = {
  // sign-in during an image flood, about 1 minute
  "image-flood": { run: imageFloodPhase, details: () => results.imageFlood },
  // 10,000 junk URLs against an uncached render, about 1 minute
  "junk-urls": { run: junkUrlsPhase, details: () => results.junkUrls },
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
