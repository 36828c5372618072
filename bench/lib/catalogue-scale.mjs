// "Catalogue at scale": the catalogue reads measured with the demo's 18
// products, then again after bench/lib/catalogue-fixture.mjs has loaded 10,000 more into the same
// running site (its caches hear the change as they hear an admin's): the /products first page, a
// search by name, by SKU prefix and a misspelling, GET /api/products?page=1 and the unpaginated
// GET /api/products, each beside a bare Node server answering the very bytes the site sent.
//
// Searches ask for a term nobody asked for before at every request (lists made from the fixture's
// vocabulary, the same for both sizes), so the figures are the search's own cost, not the speed
// layer's stored answers; the closed loop's note says when its list ran out and terms came round
// again. The p99 target is judged at a fixed 50 requests/s (paced-load.mjs), as the issue sets it.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { catalogueFixture, loadCatalogueFixture } from "./catalogue-fixture.mjs";
import { ROOT, log, request, runCannon, startApp, startProcess, stopProcess, tempDir, watchMemory } from "./common.mjs";

export const CATALOGUE_SCALE_TARGETS = { firstPageKb: 60, searchP99Ms: 30, searchRate: 50, rssMb: 250 };
/** Distinct terms per search kind; the closed loop gets the first half, the paced run the second. */
const TERMS = 6_000;
/** An answer slower than this, once stored, is not put under load (64 connections of it would only measure a queue, and the machine is shared). */
const TOO_SLOW_FOR_LOAD_MS = 2_000;

// ------------------------------------------------------------------------------ search terms ----

const STOP = new Set(["for", "and", "the", "with", "pack", "runs", "from", "each", "day", "days", "hours", "sold", "into"]);

/** The lower-case words (3+ letters, no filler) and the numbers of a product name, in order. */
function nameTokens(name) {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => (/^\d+$/.test(w) ? true : w.length >= 3 && !STOP.has(w)));
}

/** What buyers type, made from the fixture's names: a name word, or two or three tokens of one name in their order ("lpa capillary", "capillary 75", "ferrule peek", "lpa capillary 50"). */
function nameQueries(rows) {
  const out = new Set();
  for (const p of rows) {
    const tokens = nameTokens(p.name);
    for (const w of tokens) if (!/^\d/.test(w)) out.add(w);
    const isWord = (t) => !/^\d/.test(t);
    for (let i = 0; i < tokens.length; i++)
      for (let j = i + 1; j < tokens.length; j++) {
        if (isWord(tokens[i]) || isWord(tokens[j])) out.add(`${tokens[i]} ${tokens[j]}`);
        for (let k = j + 1; k < tokens.length; k++)
          if ([tokens[i], tokens[j], tokens[k]].filter(isWord).length >= 1) out.add(`${tokens[i]} ${tokens[j]} ${tokens[k]}`);
      }
  }
  return [...out];
}

/** One-edit typos of a word (a letter dropped, two swapped, one doubled), none of them the word itself. */
function typos(word) {
  const out = new Set();
  for (let i = 1; i < word.length - 1; i++) {
    out.add(word.slice(0, i) + word.slice(i + 1));
    out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    out.add(word.slice(0, i) + word[i] + word.slice(i));
  }
  out.delete(word);
  return [...out];
}

/** A stable shuffle (by a hash of each item): the same order on every run. */
function stableOrder(items) {
  const hash = (s) => {
    let h = 2166136261;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
    return h >>> 0;
  };
  return [...new Set(items)]
    .map((t) => [hash(t), t])
    .sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1))
    .map(([, t]) => t);
}

/**
 * `count` distinct search terms of a kind, from the fixture's vocabulary (the same terms whatever
 * the database holds): "name" (words and numbers of one product name: "ferrule 360", "lpa
 * capillary 50"), "sku" (SKU prefixes: "CAP-LPA-50-1", "SP-FER") and "typo" (such a name query
 * with its longest word misspelt: "capilary", "lpa capilary 50").
 */
let fixtureRows = null;
export function searchTerms(kind, count = TERMS) {
  const rows = (fixtureRows ??= catalogueFixture());
  const names = nameQueries(rows);
  let terms;
  if (kind === "name") terms = names;
  else if (kind === "sku")
    terms = rows.flatMap((p) => Array.from({ length: p.sku.length - 3 }, (_, i) => p.sku.slice(0, i + 4)).filter((t) => !t.endsWith("-")));
  else if (kind === "typo") {
    // the query's longest word misspelt, the rest as typed
    const known = new Set(names.filter((t) => !t.includes(" ")));
    terms = names.flatMap((t) => {
      const words = t.split(" ");
      const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
      if (longest.length < 6) return [];
      return typos(longest)
        .filter((typo) => !known.has(typo))
        .map((typo) => words.map((w) => (w === longest ? typo : w)).join(" "));
    });
  } else throw new Error(`unknown search kind ${kind}`);
  const out = stableOrder(terms).slice(0, count);
  if (out.length < count) throw new Error(`only ${out.length} distinct ${kind} terms`);
  return out;
}

// -------------------------------------------------------------------------------- endpoints ----

/** What is measured at each size: a page or API read, or a search (a new term at every request). */
const MEASURED = [
  { key: "products-page", label: "GET /products (anonymous), first page", page: true, path: "/products" },
  { key: "search-name", label: "search by name (GET /api/products?q=…&page=1)", search: "name" },
  { key: "search-sku", label: "search by SKU prefix (GET /api/products?q=…&page=1)", search: "sku" },
  { key: "search-typo", label: "search with a misspelling (GET /api/products?q=…&page=1)", search: "typo" },
  { key: "api-page-1", label: "GET /api/products?page=1 (anonymous)", path: "/api/products?page=1" },
  { key: "api-all", label: "GET /api/products, unpaginated (anonymous)", path: "/api/products" },
];

/** The measured reads with their paths and headers (anonymous visitors: a browser's Accept-Encoding). */
export function catalogueEndpoints({ pageHeaders, apiHeaders }) {
  return MEASURED.map((m) => {
    const headers = m.page ? pageHeaders : apiHeaders;
    if (!m.search) return { ...m, headers, paths: [m.path] };
    const terms = searchTerms(m.search);
    const paths = terms.map((t) => `/api/products?q=${encodeURIComponent(t)}&page=1`);
    // the closed loop gets the first half of the terms, the paced run the second: no term is asked twice by chance
    return { ...m, headers, paths: paths.slice(0, paths.length / 2), pacedPaths: paths.slice(paths.length / 2), example: terms[0] };
  });
}

/** Load runs the phase makes (both sizes, site and bare Node), for the bench's time budget. */
export function catalogueRunCount() {
  return 2 * 2 * MEASURED.reduce((n, m) => n + (m.search ? 2 : 1), 0);
}

// ----------------------------------------------------------------------------------- phase ----

function cannonSpec(port, ep, dir, { paced, cfg }) {
  const paths = paced ? ep.pacedPaths : ep.paths;
  const spec = {
    url: `http://127.0.0.1:${port}${paths[0]}`,
    headers: ep.headers,
    connections: cfg.connections,
    warmup: cfg.warmup,
    duration: cfg.duration,
    ...(paced ? { rate: CATALOGUE_SCALE_TARGETS.searchRate } : {}),
  };
  if (paths.length > 1) {
    const file = path.join(dir, `${ep.key}${paced ? "-paced" : ""}.paths.json`);
    fs.writeFileSync(file, JSON.stringify(paths));
    Object.assign(spec, { pathsFile: file, path_mode: "next-path" });
  }
  return spec;
}

/** One request, timed, the bytes as sent. */
async function timedRequest(port, p, headers) {
  const t0 = performance.now();
  const res = await request({ port, path: p, headers, timeoutMs: 60_000 });
  return { res, ms: performance.now() - t0 };
}

async function startBare(port, captureFile, cpus) {
  const entry = startProcess("bare-catalogue", "taskset", [
    "-c",
    String(cpus),
    process.execPath,
    path.join(ROOT, "bench/lib/bare-server.mjs"),
    String(port),
    captureFile,
  ]);
  const until = Date.now() + 10_000;
  while (!entry.output.includes("ready") && !entry.exited && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  if (!entry.output.includes("ready")) {
    await stopProcess(entry);
    throw new Error(`bare server did not start: ${entry.output.slice(-300)}`);
  }
  return entry;
}

/** Waits (at most 30 s) until the site's unpaginated list holds `count` products: its caches have heard the fixture's change. */
async function waitForCatalogue(port, apiHeaders, count) {
  const until = Date.now() + 30_000;
  let seen = null;
  while (Date.now() < until) {
    const res = await request({ port, path: "/api/products", headers: apiHeaders, timeoutMs: 60_000 });
    const total = Number(res.headers["x-total-count"] ?? NaN);
    seen = Number.isFinite(total) ? total : JSON.parse(res.text()).length;
    if (seen === count) return seen;
    await new Promise((r) => setTimeout(r, 500));
  }
  return seen;
}

/** Measures every endpoint at the catalogue's current size: the site, then bare Node with the same bytes. */
async function measureSize({ label, server, cfg, eps, memory, dir }) {
  const out = { label, endpoints: Object.fromEntries(eps.map((ep) => [ep.key, null])) };
  // the page last: a render of the whole catalogue (what the code did before pages) is what may take the server down
  for (const ep of [...eps.filter((e) => !e.page), ...eps.filter((e) => e.page)]) {
    const r = (out.endpoints[ep.key] = {
      label: ep.label,
      search: Boolean(ep.search),
      example: ep.example,
      terms: ep.paths.length,
      pacedTerms: ep.pacedPaths?.length,
    });
    memory.stage(`${label}:${ep.key}`);
    if (server.exited) {
      r.error = "not measured: the server had exited";
      continue;
    }
    try {
      // twice: the second answer is the one a stored page gives (searches: a term nobody asked for)
      const first = await timedRequest(cfg.port, ep.paths[0], ep.headers);
      const second = ep.search ? await timedRequest(cfg.port, ep.pacedPaths.at(-1), ep.headers) : await timedRequest(cfg.port, ep.paths[0], ep.headers);
      const res = first.res;
      Object.assign(r, {
        status: res.status,
        bytes: res.raw.length,
        contentEncoding: res.headers["content-encoding"] ?? null,
        products: res.headers["x-total-count"] ? Number(res.headers["x-total-count"]) : undefined,
        firstMs: first.ms,
        secondMs: second.ms,
      });
      if (res.status >= 300) throw new Error(`answered ${res.status}: ${res.text().slice(0, 200)}`);
      const captureFile = path.join(dir, `${label}-${ep.key}.json`);
      fs.writeFileSync(path.join(dir, `${label}-${ep.key}.body`), res.raw);
      fs.writeFileSync(captureFile, JSON.stringify({ status: res.status, headers: res.headerPairs, bodyFile: path.join(dir, `${label}-${ep.key}.body`) }));
      if (Math.min(first.ms, second.ms) > TOO_SLOW_FOR_LOAD_MS) {
        r.skipped = `not put under load: one answer took ${(Math.min(first.ms, second.ms) / 1000).toFixed(1)} s (${(res.raw.length / 1e6).toFixed(1)} MB)`;
        log(`  ${label.padEnd(9)} ${ep.label.padEnd(58)} ${r.skipped}`);
        continue;
      }
      const watch = () => ({ server: [server.pid] });
      r.site = await runCannon(cannonSpec(cfg.port, ep, dir, { cfg }), { cpus: cfg.loadCpu, watchPids: watch });
      log(
        `  ${label.padEnd(9)} ${ep.label.padEnd(58)} ${Math.round(r.site.rps)} req/s, p99 ${r.site.p99} ms, ${r.site.non2xx + r.site.errors + r.site.timeouts} bad`,
      );
      if (ep.search) {
        r.sitePaced = await runCannon(cannonSpec(cfg.port, ep, dir, { cfg, paced: true }), { cpus: cfg.loadCpu, watchPids: watch });
        log(`  ${label.padEnd(9)} ${`${ep.label} at ${CATALOGUE_SCALE_TARGETS.searchRate}/s`.padEnd(58)} p99 ${r.sitePaced.p99} ms`);
      }
      const bare = await startBare(cfg.barePort, captureFile, cfg.serverCpu);
      try {
        const bareWatch = () => ({ server: [bare.child.pid] });
        r.bare = await runCannon(cannonSpec(cfg.barePort, ep, dir, { cfg }), { cpus: cfg.loadCpu, watchPids: bareWatch });
        if (ep.search) r.barePaced = await runCannon(cannonSpec(cfg.barePort, ep, dir, { cfg, paced: true }), { cpus: cfg.loadCpu, watchPids: bareWatch });
      } finally {
        await stopProcess(bare);
      }
    } catch (e) {
      r.error = String(e?.message ?? e).slice(0, 300);
      log(`  ${label.padEnd(9)} ${ep.label.padEnd(58)} ${r.error}`);
    }
    // a failed request may be the server going down: give it a moment to be seen exiting
    for (let i = 0; r.error && !server.exited && i < 30; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    if (server.exited && !out.serverExit) {
      await new Promise((resolve) => setTimeout(resolve, 200)); // its last words
      const last = server.output.trim().split("\n").slice(-3).join(" / ").slice(-400);
      out.serverExit = `the server exited (${server.code ?? server.signal}) during ${ep.label}: ${last}`;
      log(`  ${label.padEnd(9)} ${out.serverExit}`);
    }
  }
  return out;
}

/**
 * The phase: one site (core 0, embedded PostgreSQL) measured with the demo seed, then with the
 * fixture's 10,000 products added. cfg: { buildDir, port, barePort, embeddedPgPort, serverCpu,
 * loadCpu, connections, warmup, duration, pageHeaders, apiHeaders }.
 */
export async function catalogueScale(cfg) {
  const eps = catalogueEndpoints(cfg);
  const dir = tempDir("cems-bench-catalogue-");
  const dataDir = tempDir("cems-bench-catalogue-data-");
  const server = await startApp({
    name: "site-catalogue",
    port: cfg.port,
    cpus: cfg.serverCpu,
    buildDir: cfg.buildDir,
    embeddedPgPort: cfg.embeddedPgPort,
    dataDir,
  });
  const memory = watchMemory(server.pid);
  const dbUrl = `postgres://postgres:${encodeURIComponent(fs.readFileSync(path.join(dataDir, "embedded-password"), "utf8").trim())}@127.0.0.1:${cfg.embeddedPgPort}/cems`;
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const sizes = [];
  let mem;
  try {
    const count = async () => (await db.query("select count(*)::int as n from products")).rows[0].n;
    const demo = await count();
    log(`catalogue at scale: ${demo} products (the demo seed)`);
    sizes.push({ products: demo, ...(await measureSize({ label: "demo", server, cfg, eps, memory, dir })), rssMb: null });
    sizes[0].rssMb = stagePeak(memory, "demo:");

    // a site that died with the demo's 18 products has nothing to show at 10,018 (the table says why)
    if (!server.exited) {
      memory.stage("scale:fixture");
      const t0 = performance.now();
      const loaded = await loadCatalogueFixture(db);
      const loadSeconds = (performance.now() - t0) / 1000;
      const total = await count();
      const seen = await waitForCatalogue(cfg.port, cfg.apiHeaders, total).catch(() => null);
      log(`catalogue at scale: fixture loaded in ${loadSeconds.toFixed(1)} s (${loaded.inserted} inserted), ${total} products; the site lists ${seen}`);
      const scaled = { products: total, loadSeconds, siteListed: seen, ...(await measureSize({ label: "scale", server, cfg, eps, memory, dir })) };
      scaled.rssMb = stagePeak(memory, "scale:");
      sizes.push(scaled);
    }
  } finally {
    await db.end().catch(() => {});
    mem = memory.stop();
    await stopProcess(server, 30_000);
    log(`  catalogue at scale: server RSS peak ${mem.peakMb.toFixed(0)} MB (VmHWM ${mem.hwmMb.toFixed(0)} MB)`);
  }
  return { sizes, memory: mem, settings: { connections: cfg.connections, warmup: cfg.warmup, duration: cfg.duration } };
}

/** The RSS peak (MB) over the memory watcher's stages whose names start with `prefix`. */
function stagePeak(memory, prefix) {
  memory.stage("between");
  const kb = Object.entries(memory.state.stages)
    .filter(([name]) => name.startsWith(prefix))
    .reduce((m, [, v]) => Math.max(m, v), 0);
  return kb ? kb / 1024 : null;
}

// ------------------------------------------------------------------------------------ rows ----

const r0 = (v) => (v == null || Number.isNaN(v) ? null : Math.round(v));
const r1 = (v) => (v == null || Number.isNaN(v) ? null : Math.round(v * 10) / 10);

function problems(r) {
  const bad = r.non2xx + r.errors + r.timeouts + (r.total === 0 ? 1 : 0);
  const note =
    r.total === 0
      ? "no response completed within the run"
      : bad
        ? `${r.non2xx} non-2xx ${JSON.stringify(r.statusCodes)}, ${r.errors} errors, ${r.timeouts} timeouts`
        : null;
  return { bad, note };
}

/** The table's rows (run.mjs's `add(section, metric, value, unit, baseline, target, met, note)`). */
export function catalogueScaleRows(result, add) {
  const t = CATALOGUE_SCALE_TARGETS;
  const s = result.settings;
  for (const size of result.sizes) {
    const n = (v) => v.toLocaleString("en-US");
    const listed =
      size.siteListed === undefined || size.siteListed === size.products ? "" : ` (the site listed ${size.siteListed === null ? "none" : n(size.siteListed)})`;
    const from = size.loadSeconds
      ? `, ${n(size.products - result.sizes[0].products)} of them from the fixture (loaded in ${size.loadSeconds.toFixed(1)} s)`
      : ", the demo seed";
    const section = `catalogue at scale: ${n(size.products)} products${listed}${from}; ${s.connections} connections (baseline: bare Node http, same bytes)`;
    for (const [key, r] of Object.entries(size.endpoints)) {
      const label = r.label;
      const encoding = r.contentEncoding ? `${r.contentEncoding}` : "uncompressed";
      const sizeNote = [r.example !== undefined ? `e.g. "${r.example}"` : null, encoding, r.products !== undefined ? `X-Total-Count ${r.products}` : null]
        .filter(Boolean)
        .join("; ");
      // the first page's size is judged even when it could not be had (a missing figure does not meet its target)
      if (r.bytes !== undefined || key === "products-page")
        add(
          section,
          `${label} · bytes sent`,
          r.bytes === undefined ? null : r1(r.bytes / 1000),
          "kB",
          null,
          key === "products-page" ? `≤ ${t.firstPageKb} kB compressed` : null,
          key === "products-page" ? r.status < 300 && Boolean(r.contentEncoding) && r.bytes <= t.firstPageKb * 1000 : null,
          r.bytes === undefined ? r.error : sizeNote,
        );
      if (r.error || r.skipped) {
        add(
          section,
          `${label} · req/s`,
          null,
          "req/s",
          null,
          r.search ? `p99 ≤ ${t.searchP99Ms} ms at ${t.searchRate} req/s` : null,
          r.search ? false : null,
          r.error ?? r.skipped,
        );
        continue;
      }
      const { note } = problems(r.site);
      // a baseline run that completed nothing is no baseline
      const bare = r.bare?.total > 0 ? r.bare : null;
      const barePaced = r.barePaced?.total > 0 ? r.barePaced : null;
      const bareNote = r.bare && !bare ? "bare Node completed no request in the run: no baseline" : null;
      const repeats =
        r.terms > 1 && r.site.total > r.terms ? `${r.site.total} requests for ${r.terms} terms: after the first ${r.terms}, terms came round again` : null;
      add(
        section,
        `${label} · req/s`,
        r0(r.site.rps),
        "req/s",
        bare ? r0(bare.rps) : null,
        null,
        null,
        [note, repeats, bareNote].filter(Boolean).join("; ") || undefined,
      );
      add(section, `${label} · p99`, r1(r.site.p99), "ms", bare ? r1(bare.p99) : null, null, null);
      if (r.sitePaced) {
        const paced = problems(r.sitePaced);
        const held = r.sitePaced.rps >= 0.9 * t.searchRate;
        add(
          section,
          `${label} · p99 at ${t.searchRate} req/s (a new term each request)`,
          r1(r.sitePaced.p99),
          "ms",
          barePaced ? r1(barePaced.p99) : null,
          `≤ ${t.searchP99Ms} ms`,
          !paced.bad && held && r.sitePaced.p99 <= t.searchP99Ms,
          [paced.note, held ? null : `only ${r0(r.sitePaced.rps)} of ${t.searchRate} req/s answered`].filter(Boolean).join("; ") || undefined,
        );
      }
    }
    if (size.serverExit) add(section, "the server kept running", null, "", null, "yes", false, size.serverExit);
    if (size.rssMb !== null) add(section, "server RSS peak at this size", r0(size.rssMb), "MB", null, `< ${t.rssMb} MB`, size.rssMb < t.rssMb);
  }
}
