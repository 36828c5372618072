import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script of the benchmark, without types
import { dueAt, pacedLoad, percentile } from "../../bench/lib/paced-load.mjs";

describe("the paced load generator of the write rows (bench/lib/paced-load.mjs)", () => {
  let server: http.Server;
  let url: string;
  const arrivals: number[] = [];
  const bodies: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      arrivals.push(performance.now());
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        bodies.push(body);
        // every tenth request is slow: an open loop keeps sending meanwhile
        setTimeout(() => res.end("ok"), arrivals.length % 10 === 0 ? 80 : 0);
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("spaces requests evenly over the second instead of sending a second's budget at once", () => {
    expect(dueAt(1000, 0, 200)).toBe(1000);
    expect(dueAt(1000, 1, 200)).toBe(1005);
    expect(dueAt(1000, 200, 200)).toBe(2000);
  });

  it("takes the nearest-rank percentile", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBeNull();
  });

  it("sends rate × duration requests spread over the run, each with its own body, and counts the slow ones", async () => {
    arrivals.length = 0;
    let n = 0;
    const result = await pacedLoad({
      url,
      rate: 200,
      duration: 1,
      connections: 16,
      next: () => ({ method: "POST", path: "/x", headers: { "content-type": "text/plain", "content-length": String(String(n).length) }, body: String(n++) }),
    });
    expect(result.total).toBe(200);
    expect(result.statusCodes).toEqual({ 200: 200 });
    expect(new Set(bodies.slice(-200)).size).toBe(200);
    // a burst would deliver all 200 in the first half second; paced, about half of them arrive there
    const firstHalf = arrivals.filter((t) => t - arrivals[0] < 500).length;
    expect(firstHalf).toBeGreaterThan(60);
    expect(firstHalf).toBeLessThan(150);
    // one request in ten waits 80 ms: the p99 sees them, the median does not
    expect(result.p99).toBeGreaterThanOrEqual(80);
    expect(result.p50).toBeLessThan(80);
  });
});
