// "Sign-in during an image flood": sign-in latency while 16 connections ask for
// images the server has to render, against sign-in alone, both in the same run on the same server.
//
// The server is started with IMAGE_CACHE_MAX_MB=0, so nothing is kept on disk and every request for
// an allowed variant is a miss that sharp renders: the worst a visitor can cause with the URLs the
// site itself uses. A second flood asks, at every request, for a size nobody asked for before, as
// AVIF at quality 95 up to 1600×1600 (what any URL could ask for before the allow-list: each one a
// costly render); now they must be cheap 400s. Sign-ins are sequential requests to
// POST /api/auth/login (argon2id), made while the flood lasts.
import fs from "node:fs";
import { log, request, runCannon, sleep, startApp, stopProcess, tempDir, watchMemory } from "./common.mjs";

/** Pages whose HTML names resized images (img src and srcset, preload imagesrcset). */
const PAGES = ["/", "/products", "/news", "/events", "/biosummit", "/about"];

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (v) => (v == null ? "-" : v.toFixed(1));

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99), max: sorted.at(-1) ?? null };
}

/** Every resized-image URL the site's pages carry. */
async function siteImageUrls(port) {
  const urls = new Set();
  for (const p of PAGES) {
    const html = (await request({ port, path: p, headers: { accept: "text/html" } })).text().replaceAll("&amp;", "&");
    for (const m of html.matchAll(/(?:src|href)="(\/images\/[^"?]+\?[^"]+)"/g)) urls.add(m[1]);
    for (const m of html.matchAll(/(?:srcset|imagesrcset|srcSet|imageSrcSet)="([^"]+)"/g)) {
      for (const part of m[1].split(",")) {
        const url = part.trim().split(/\s+/)[0];
        if (url.startsWith("/images/") && url.includes("?")) urls.add(url);
      }
    }
  }
  return [...urls];
}

async function signInTimes(port, account, count, stop = () => false) {
  const times = [];
  const failures = {};
  for (let i = 0; i < count && !stop(); i++) {
    const t0 = performance.now();
    const status = await request({
      port,
      method: "POST",
      path: "/api/auth/login",
      headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
      body: { email: account.email, password: account.password },
      timeoutMs: 60_000,
    }).then(
      (res) => res.status,
      () => "error",
    );
    times.push(performance.now() - t0);
    if (status !== 200) failures[status] = (failures[status] ?? 0) + 1;
  }
  return { ...summary(times), failures };
}

/** Sign-ins (at most `signIns`, and only while it lasts) while autocannon floods the server with `connections` connections. */
async function duringFlood({ port, flood: floodSpec, connections, account, signIns, loadCpu, floodSeconds }) {
  let floodOver = false;
  const flood = runCannon(
    { headers: { accept: "image/avif,image/webp,*/*" }, connections, warmup: 0, duration: floodSeconds, ...floodSpec },
    { cpus: loadCpu },
  ).finally(() => (floodOver = true));
  await sleep(1500); // the flood's connections are open and the render queue is full
  const signIn = await signInTimes(port, account, signIns, () => floodOver);
  const images = await flood;
  return {
    signIn,
    images: {
      rps: images.rps,
      total: images.total,
      statusCodes: images.statusCodes,
      errors: images.errors,
      timeouts: images.timeouts,
      p50: images.p50,
      p99: images.p99,
    },
  };
}

/**
 * Runs the section on its own server (port, embedded PostgreSQL on embeddedPgPort), the server
 * pinned to serverCpu and autocannon to loadCpu. Returns the figures for the table.
 */
export async function imageFlood({ buildDir, port, embeddedPgPort, serverCpu, loadCpu, account, connections = 16, signIns = 100, floodSeconds = 20 }) {
  const dataDir = tempDir("cems-bench-image-flood-");
  const server = await startApp({ name: "site-image-flood", port, cpus: serverCpu, buildDir, embeddedPgPort, dataDir, extraEnv: { IMAGE_CACHE_MAX_MB: "0" } });
  const memory = watchMemory(server.pid);
  try {
    const allowed = await siteImageUrls(port);
    if (allowed.length === 0) throw new Error("image flood: the pages name no resized images");
    const image = allowed[0].split("?")[0];
    log(`image flood: ${allowed.length} resized-image URLs on the site's pages, ${connections} connections, ${signIns} sign-ins per case`);

    await signInTimes(port, account, 3); // warm: the first sign-ins load the user and open pools
    const baseline = await signInTimes(port, account, signIns);
    log(`  sign-in alone: p50 ${ms(baseline.p50)} ms, p99 ${ms(baseline.p99)} ms`);
    const allowedFlood = await duringFlood({
      port,
      flood: { url: `http://127.0.0.1:${port}${allowed[0]}`, paths: allowed },
      connections,
      account,
      signIns,
      loadCpu,
      floodSeconds,
    });
    log(
      `  during a flood of allowed variants (all cache misses): sign-in p50 ${ms(allowedFlood.signIn.p50)} ms, p99 ${ms(allowedFlood.signIn.p99)} ms (${allowedFlood.signIn.n} sign-ins); images ${Math.round(allowedFlood.images.rps)} req/s ${JSON.stringify(allowedFlood.images.statusCodes)}`,
    );
    const disallowedFlood = await duringFlood({
      port,
      flood: { url: `http://127.0.0.1:${port}${image}`, path_mode: "new-image-size", image },
      connections,
      account,
      signIns,
      loadCpu,
      floodSeconds,
    });
    log(
      `  during a flood of new sizes the site does not use (${image}, AVIF q=95 up to 1600×1600): sign-in p50 ${ms(disallowedFlood.signIn.p50)} ms, p99 ${ms(disallowedFlood.signIn.p99)} ms (${disallowedFlood.signIn.n} sign-ins); images ${Math.round(disallowedFlood.images.rps)} req/s ${JSON.stringify(disallowedFlood.images.statusCodes)}`,
    );
    const cacheFiles = fs.existsSync(`${dataDir}/image-cache`) ? fs.readdirSync(`${dataDir}/image-cache`).length : 0;
    return {
      connections,
      allowedUrls: allowed.length,
      disallowedImage: image,
      baseline,
      allowed: allowedFlood,
      disallowed: disallowedFlood,
      cacheFilesAfter: cacheFiles,
      memory: memory.stop(),
    };
  } finally {
    memory.stop();
    await stopProcess(server, 30_000);
  }
}

/** The table's rows (run.mjs's `add(section, metric, value, unit, baseline, target, met, note)`). */
export function imageFloodRows(r, add, targetP99Ms) {
  const section = `sign-in during an image flood, ${r.connections} connections, image cache off (baseline: sign-in without the flood, same server, same run)`;
  const round = (v) => (v == null ? null : Math.round(v * 10) / 10);
  const statusNote = (f) =>
    `images: ${Math.round(f.images.rps)} req/s, status ${JSON.stringify(f.images.statusCodes)}, ${f.images.errors} errors, ${f.images.timeouts} timeouts`;
  const failed = (s) => Object.keys(s.failures).length > 0;
  add(section, "sign-in alone · p50", round(r.baseline.p50), "ms", null, null, null);
  add(section, "sign-in alone · p99", round(r.baseline.p99), "ms", null, `< ${targetP99Ms} ms`, !failed(r.baseline) && r.baseline.p99 < targetP99Ms);
  for (const [key, label] of [
    ["allowed", `flood of the site's own ${r.allowedUrls} resized-image URLs (every one rendered)`],
    ["disallowed", "flood of new sizes the site does not use (AVIF q=95, up to 1600×1600)"],
  ]) {
    const f = r[key];
    const note = [statusNote(f), failed(f.signIn) ? `sign-in failures ${JSON.stringify(f.signIn.failures)}` : null].filter(Boolean).join("; ");
    add(section, `${label} · sign-in p50`, round(f.signIn.p50), "ms", round(r.baseline.p50), null, null);
    add(
      section,
      `${label} · sign-in p99`,
      round(f.signIn.p99),
      "ms",
      round(r.baseline.p99),
      `< ${targetP99Ms} ms`,
      !failed(f.signIn) && f.signIn.p99 < targetP99Ms,
      note,
    );
  }
}
