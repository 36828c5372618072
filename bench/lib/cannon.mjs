// One load measurement, run as its own process (the orchestrator starts it with `taskset -c 1`, so
// the load generator has a core of its own): a warm-up run, then the measured run, with the same
// settings. Reads a JSON spec from argv[2]; prints one JSON line with the measured figures.
//
// spec: { url, paths? (or pathsFile: a JSON array of them), method?, headers?, body?, connections, warmup, duration,
//         body_mode?: "static" | "new-cart" | "order-pool", pool?: { prefix, start, count }, order?,
//         path_mode?: "new-image-size" (with image: a source image path) | "next-path" (every request the next of paths),
//         rate?: requests per second, sent at an even pace by paced-load.mjs (open loop); without it
//                autocannon's closed loop, each connection sending its next request when the last is answered }
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import autocannon from "autocannon";
import { pacedLoad } from "./paced-load.mjs";

const spec = JSON.parse(process.argv[2]);
// a long list of paths comes in a file (JSON array): one argument may not exceed 128 kB
if (spec.pathsFile) spec.paths = JSON.parse(fs.readFileSync(spec.pathsFile, "utf8"));

/** A cart id the server accepts: cart_<ms timestamp>_<32 lowercase [a-z0-9]>. */
function newCartId() {
  return `cart_${Date.now()}_${randomBytes(16).toString("hex")}`;
}

/** The n-th pre-created cart; bench/run.mjs inserted the same ids with SQL (md5 of the number). */
function poolCartId(n) {
  return `${spec.pool.prefix}${createHash("md5").update(String(n)).digest("hex")}`;
}

let next = spec.pool?.start ?? 0;
let exhausted = 0;

let sizes = 0;
/** The next of `spec.paths` to ask for, across connections and across the warm-up and the measured run. */
let pathIndex = 0;

/** Each request asks for the image at a size nobody asked for before: 1600×1600 down to 16×16, AVIF at q=95. */
function newImageSizePath() {
  const n = sizes++;
  const w = 1600 - (n % 1585);
  const h = 1600 - (Math.floor(n / 1585) % 1585);
  return `${spec.image}?w=${w}&h=${h}&q=95&fm=avif&fit=contain`;
}

function requestFor() {
  const base = { method: spec.method ?? "GET", headers: spec.headers ?? {} };
  if (spec.path_mode === "new-image-size") {
    return {
      ...base,
      setupRequest: (req) => {
        req.path = newImageSizePath();
        return req;
      },
    };
  }
  if (spec.path_mode === "next-path") {
    // Every request, whichever connection sends it, asks for the next path of the list (a search term
    // nobody asked for yet, until the list is used up): not each connection the whole list in turn.
    return {
      ...base,
      setupRequest: (req) => {
        req.path = spec.paths[pathIndex++ % spec.paths.length];
        return req;
      },
    };
  }
  if (spec.body_mode === "new-cart") {
    // Every request fills a different cart, as different shoppers do.
    return {
      ...base,
      setupRequest: (req) => {
        req.body = JSON.stringify({ ...spec.body, sessionId: newCartId() });
        return req;
      },
    };
  }
  if (spec.body_mode === "order-pool") {
    // Every order checks out its own cart, prepared before the run (an order empties its cart).
    return {
      ...base,
      setupRequest: (req) => {
        if (next >= spec.pool.start + spec.pool.count) exhausted++;
        const id = poolCartId(next++);
        req.body = JSON.stringify({ ...spec.body, sessionId: id });
        return req;
      },
    };
  }
  return { ...base, body: spec.body === undefined ? undefined : typeof spec.body === "string" ? spec.body : JSON.stringify(spec.body) };
}

/** The requests of `requestFor()` as plain { method, path, headers, body } for the paced generator. */
function pacedRequests() {
  const target = new URL(spec.url);
  const paths = spec.paths ?? [`${target.pathname}${target.search}`];
  return () => {
    const r = requestFor();
    // (with path_mode "next-path", setupRequest picks the path)
    const path = spec.path_mode === "next-path" ? null : paths[pathIndex++ % paths.length];
    const req = { method: r.method, path, headers: { ...r.headers }, body: r.body };
    const ready = r.setupRequest ? r.setupRequest(req) : req;
    if (ready.body !== undefined) ready.headers["content-length"] = String(Buffer.byteLength(ready.body));
    return ready;
  };
}

function run(duration) {
  if (spec.rate) return pacedLoad({ url: spec.url, rate: spec.rate, duration, connections: spec.connections, next: pacedRequests() });
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        ...(spec.rate ? { overallRate: spec.rate } : {}),
        duration,
        timeout: 10,
        // paths: each connection asks for them in turn (autocannon cycles through `requests`)
        requests: spec.paths && spec.path_mode !== "next-path" ? spec.paths.map((p) => ({ ...requestFor(), path: p })) : [requestFor()],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    // autocannon keeps running on its own; nothing to print while it runs
    instance.on("error", () => {});
  });
}

if (spec.warmup > 0) await run(spec.warmup);
process.stderr.write("MEASURE\n"); // the orchestrator starts its CPU accounting here
const cpuBefore = process.cpuUsage();
const wallBefore = performance.now();
const r = await run(spec.duration);
const cpu = process.cpuUsage(cpuBefore);
const loadgenPercent = Math.round((1000 * ((cpu.user + cpu.system) / 1000)) / (performance.now() - wallBefore)) / 10;
const seconds = r.duration || spec.duration;
const out = spec.rate
  ? { ...r, loadgenCpuPercent: loadgenPercent, poolUsed: spec.pool ? next - spec.pool.start : undefined, poolExhausted: exhausted || undefined }
  : {
      rps: r.requests.total / seconds,
      rpsAverage: r.requests.average,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      total: r.requests.total,
      ok2xx: r["2xx"],
      non2xx: r.non2xx,
      statusCodes: r.statusCodeStats,
      errors: r.errors,
      timeouts: r.timeouts,
      bytesPerSec: r.throughput.average,
      loadgenCpuPercent: loadgenPercent,
      poolUsed: spec.pool ? next - spec.pool.start : undefined,
      poolExhausted: exhausted || undefined,
    };
process.stdout.write(`${JSON.stringify(out)}\n`);
