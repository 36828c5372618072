// "Junk URLs": 10,000 unique query strings the page does not read
// (`/products?x=N&utm_source=…`) and a few hundred one-off values of a parameter it does read
// (`/products?category=junk-N`), asked for one after another on a server of its own, against an
// ordinary uncached render of the same page (the same build with PAGE_CACHE_TTL_SECONDS=0, same run).
// Server RSS is read from /proc every 200 ms and VmHWM at the end. Sequential requests: each
// figure is the cost of one request, not queueing.
import { log, request, startApp, stopProcess, tempDir, watchMemory } from "./common.mjs";

const PAGE = "/products";

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
  return { n: sorted.length, mean: sorted.reduce((s, t) => s + t, 0) / Math.max(1, sorted.length), p50: at(50), p99: at(99) };
}

/** Times `count` sequential GETs of `pathFor(i)`; counts X-Page-Cache answers and statuses. */
async function timed(port, count, pathFor) {
  const times = [];
  const answers = {};
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const res = await request({ port, path: pathFor(i), headers: { accept: "text/html", "accept-encoding": "br, gzip" } });
    times.push(performance.now() - t0);
    const answer = `${res.status} ${res.headers["x-page-cache"] ?? "rendered"}`;
    answers[answer] = (answers[answer] ?? 0) + 1;
  }
  return { ...summary(times), answers };
}

export async function junkUrls({ buildDir, port, embeddedPgPort, serverCpu, junk = 10_000, oneOff = 300, renders = 200 }) {
  // the baseline: every request an ordinary render (no page cache)
  const plain = await startApp({
    name: "site-junk-baseline",
    port,
    cpus: serverCpu,
    buildDir,
    embeddedPgPort,
    dataDir: tempDir("cems-bench-junk-base-"),
    extraEnv: { PAGE_CACHE_TTL_SECONDS: "0" },
  });
  let baseline;
  const plainMemory = watchMemory(plain.pid);
  let baselineMemory;
  try {
    await timed(port, 20, () => PAGE); // warm
    baseline = await timed(port, renders, () => PAGE);
    log(`junk URLs: an uncached render of ${PAGE}: mean ${baseline.mean.toFixed(1)} ms, p99 ${baseline.p99.toFixed(1)} ms`);
  } finally {
    baselineMemory = plainMemory.stop();
    await stopProcess(plain, 30_000);
  }

  const server = await startApp({ name: "site-junk", port, cpus: serverCpu, buildDir, embeddedPgPort, dataDir: tempDir("cems-bench-junk-") });
  const memory = watchMemory(server.pid);
  try {
    await timed(port, 20, () => PAGE); // warm, and stored
    const rssBeforeMb = Math.round(memory.state.peakKb / 1024);
    memory.stage("junk");
    const unknown = await timed(port, junk, (i) => `${PAGE}?x=${i}&utm_source=junk-${i}`);
    log(`  ${junk} unknown parameters: mean ${unknown.mean.toFixed(2)} ms, p99 ${unknown.p99.toFixed(1)} ms ${JSON.stringify(unknown.answers)}`);
    const known = await timed(port, oneOff, (i) => `${PAGE}?category=junk-${i}`);
    log(
      `  ${oneOff} one-off values of a parameter it reads: mean ${known.mean.toFixed(1)} ms, p99 ${known.p99.toFixed(1)} ms ${JSON.stringify(known.answers)}`,
    );
    const mem = memory.stop();
    const peakMb = Math.round(Math.max(memory.state.peakKb, memory.state.hwmKb) / 1024);
    log(`  server RSS ${rssBeforeMb} MB before the junk, peak ${peakMb} MB`);
    return { page: PAGE, baseline, unknown, known, rssBeforeMb, peakMb, memory: mem, baselineMemory };
  } finally {
    memory.stop();
    await stopProcess(server, 30_000);
  }
}

/** The table's rows (run.mjs's `add(section, metric, value, unit, baseline, target, met, note)`). */
export function junkUrlsRows(r, add, rssTargetMb) {
  const section = `junk URLs on ${r.page}, one request at a time (baseline: an ordinary uncached render of ${r.page}, page cache off, same run)`;
  const round = (v) => (v == null ? null : Math.round(v * 100) / 100);
  const allOk = (answers) => Object.keys(answers).every((a) => a.startsWith("200 "));
  add(
    section,
    `${r.unknown.n} unique unknown parameters (?x=N) · mean`,
    round(r.unknown.mean),
    "ms",
    round(r.baseline.mean),
    "≤ baseline",
    allOk(r.unknown.answers) && r.unknown.mean <= r.baseline.mean,
    JSON.stringify(r.unknown.answers),
  );
  add(section, `${r.unknown.n} unique unknown parameters · p99`, round(r.unknown.p99), "ms", round(r.baseline.p99), null, null);
  add(
    section,
    `${r.known.n} one-off values of a parameter the page reads (?category=junk-N) · mean`,
    round(r.known.mean),
    "ms",
    round(r.baseline.mean),
    "≤ baseline",
    allOk(r.known.answers) && r.known.mean <= r.baseline.mean,
    JSON.stringify(r.known.answers),
  );
  add(
    section,
    "server RSS peak through the junk (VmHWM)",
    r.peakMb,
    "MB",
    r.rssBeforeMb,
    `< ${rssTargetMb} MB`,
    r.peakMb < rssTargetMb,
    "baseline: RSS before the junk",
  );
}
