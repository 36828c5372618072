// An open-loop load generator: requests leave at a fixed pace (one every 1000/rate ms, spread evenly,
// not in one burst per second as autocannon's overallRate sends them) whether or not earlier ones
// were answered. A slow answer does not hold back the next request (no coordinated omission), so
// each latency is measured from the moment the request was handed to the socket pool: waiting for a
// free socket counts. How late the sender itself ran is reported apart (maxSendLagMs), so a
// saturated load generator shows rather than being blamed on the site. Used for the write rows'
// "p99 at half the maximum rate" (decision 017).
import http from "node:http";

/** The q-th percentile (0–100) of sorted numbers, nearest rank. */
export function percentile(sorted, q) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((q / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** When the i-th request is due: evenly spaced from `start`, `1000 / rate` ms apart. */
export function dueAt(start, i, rate) {
  return start + (i * 1000) / rate;
}

/**
 * Sends `rate` requests a second for `duration` seconds over at most `connections` keep-alive
 * sockets. `next()` gives each request ({ method, path, headers, body }). Resolves with the latency
 * figures (ms, rounded to 0.01), the counts by status, errors, and how late the sender itself ran
 * (its own lag, so a saturated load generator is visible rather than blamed on the site).
 */
export async function pacedLoad({ url, rate, duration, connections, next, timeoutMs = 10_000 }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statusCodes = {};
  let errors = 0;
  let timeouts = 0;
  let maxSendLagMs = 0;
  const total = Math.round(rate * duration);
  const pending = new Set();
  const start = performance.now() + 5;

  const send = () =>
    new Promise((resolve) => {
      const spec = next();
      const sentAt = performance.now();
      const req = http.request(
        { host: target.hostname, port: target.port, method: spec.method, path: spec.path, headers: spec.headers, agent, timeout: timeoutMs },
        (res) => {
          res.resume();
          res.on("end", () => {
            latencies.push(performance.now() - sentAt);
            statusCodes[res.statusCode] = (statusCodes[res.statusCode] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on("timeout", () => {
        timeouts++;
        req.destroy(new Error("timeout"));
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(spec.body);
    });

  for (let i = 0; i < total; i++) {
    const due = dueAt(start, i, rate);
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    maxSendLagMs = Math.max(maxSendLagMs, performance.now() - due);
    const p = send().finally(() => pending.delete(p));
    pending.add(p);
  }
  await Promise.all(pending);
  agent.destroy();

  const sorted = latencies.sort((a, b) => a - b);
  const round = (v) => (v === null ? null : Math.round(v * 100) / 100);
  const ok2xx = Object.entries(statusCodes).reduce((s, [code, n]) => s + (code.startsWith("2") ? n : 0), 0);
  return {
    rps: latencies.length / duration,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? null),
    total: latencies.length,
    ok2xx,
    non2xx: latencies.length - ok2xx,
    statusCodes,
    errors,
    timeouts,
    maxSendLagMs: round(maxSendLagMs),
  };
}
