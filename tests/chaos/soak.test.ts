import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpFailure, httpRequest, type HttpResult } from "./support/http";
import { checkIntegrity, NO_PROBLEMS } from "./support/integrity";
import { chaosEnabled } from "./support/postgres";
import { errorLogLines, sleep, type RunningServer } from "./support/server";
import { closeChaosFixture, openChaosFixture, openShop, type ChaosFixture } from "./support/fixture";
import { checkoutOnce, fillCart, record, summarise, type Checkout, type LoadProduct, type Sample } from "./support/shop";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 8);
/** pause of each client between two actions, so the soak is steady traffic rather than a stress test */
const PAUSE_MS = Number(process.env.SOAK_PAUSE_MS ?? 20);
/** allowed growth of the resident memory from the second window to the last one */
const MAX_GROWTH = 1.2;

const PAGES = ["/", "/products", "/about", "/news", "/events", "/tools", "/documentation", "/contact", "/agilent-platform", "/biosummit"];

/**
 * Bench mode, not part of the normal chaos run: `SOAK_SECONDS=600 npm run test:chaos -- soak`.
 * Mixed traffic (anonymous and signed-in page views, catalogue reads, cart adds, orders) for
 * SOAK_SECONDS; no request may fail and the server's resident memory must stay flat: with
 * windows of min(60 s, duration/4), the last window's average RSS may exceed the second
 * window's (the first is warm-up) by at most 20 %.
 */
describe.skipIf(!chaosEnabled || !process.env.CHAOS_SOAK)(`soak: ${SECONDS} s of mixed traffic`, () => {
  let smtp: ChaosFixture["smtp"];
  let server: RunningServer;
  let databaseUrl: string;
  let products: LoadProduct[];
  let cookie: string;
  let dataDir: string;

  beforeAll(async () => {
    ({ smtp, databaseUrl, dataDir } = await openChaosFixture("chaos_soak", "soak"));
    // SOAK_NODE_ARGS (e.g. --trace-gc) go to the server's node, to tell a leak from a lazy garbage collector
    const nodeArgs = process.env.SOAK_NODE_ARGS?.split(" ").filter(Boolean);
    ({ server, products, cookie } = await openShop({ smtp, databaseUrl, dataDir }, "soak", nodeArgs));
  });

  afterAll(() => closeChaosFixture({ smtp, dataDir }));

  it("serves every request and keeps its memory flat", { timeout: (SECONDS + 300) * 1000 }, async () => {
    const catalogue = JSON.parse((await httpRequest(server.url, "/api/products")).body) as Array<{ id: string }>;
    const productIds = [...catalogue.map((p) => p.id), ...products.map((p) => p.id)];
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const samples: Sample[] = [];
    const checkouts: Checkout[] = [];
    const unexpected: string[] = [];
    const t0 = performance.now();
    const until = t0 + SECONDS * 1000;
    const expectStatus = (op: Sample["op"], res: HttpResult | HttpFailure, status: number, what: string) => {
      record(samples, op, res);
      if (res instanceof HttpFailure) unexpected.push(`${what}: ${res.message}`);
      else if (res.status !== status) unexpected.push(`${what}: ${res.status} ${res.body.slice(0, 200)}`);
    };
    const get = (path: string, withCookie: boolean) =>
      httpRequest(server.url, path, { agent, headers: withCookie ? { cookie } : {}, timeoutMs: 30_000 }).catch((e: HttpFailure) => e);

    const client = async () => {
      for (let i = 0; i < SECONDS * 100 && performance.now() < until; i++) {
        const r = Math.random();
        if (r < 0.25) {
          const path = Math.random() < 0.3 ? `/products/${pick(productIds)}` : pick(PAGES);
          expectStatus("page", await get(path, false), 200, `anonymous GET ${path}`);
        } else if (r < 0.35) {
          const path = Math.random() < 0.5 ? `/products/${pick(productIds)}` : "/products";
          expectStatus("page", await get(path, true), 200, `signed-in GET ${path}`);
        } else if (r < 0.55) {
          expectStatus("products", await get("/api/products", Math.random() < 0.5), 200, "GET /api/products");
        } else if (r < 0.7) {
          const id = pick(productIds);
          expectStatus("product", await get(`/api/products/${id}`, Math.random() < 0.5), 200, `GET /api/products/${id}`);
        } else if (r < 0.9) {
          const c = await fillCart({ base: server.url, cookie, products: [pick(products)], tag: "soak", samples, agent });
          if (!c.cartComplete) unexpected.push(`add to cart: ${JSON.stringify(samples.at(-1)?.failure?.message ?? samples.at(-1)?.status)}`);
        } else {
          const c = await checkoutOnce({ base: server.url, cookie, products, tag: "soak", samples, agent });
          checkouts.push(c);
          if (!c.orderId) unexpected.push(`checkout: ${JSON.stringify(samples.at(-1)?.failure?.message ?? samples.at(-1)?.status)}`);
        }
        if (unexpected.length > 50) return;
        await sleep(PAUSE_MS);
      }
    };

    // RSS every 5 s.
    const rss: Array<{ t: number; kb: number; requests: number }> = [];
    const sampler = setInterval(() => {
      if (server.alive()) rss.push({ t: (performance.now() - t0) / 1000, kb: server.rssKb(), requests: samples.length });
    }, 5_000);
    await Promise.all(Array.from({ length: CLIENTS }, client));
    clearInterval(sampler);
    agent.destroy();

    const window = Math.min(60, SECONDS / 4);
    const avg = (from: number, to: number) => {
      const xs = rss.filter((s) => s.t >= from && s.t < to).map((s) => s.kb);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    const elapsed = (performance.now() - t0) / 1000;
    const baseline = avg(window, 2 * window);
    const last = avg(elapsed - window, elapsed + 1);
    const stats = summarise(samples);
    console.log(
      [
        `soak: ${Math.round(elapsed)} s, ${CLIENTS} clients, ${stats.requests} requests (${Math.round(stats.requests / elapsed)}/s), ` +
          `${checkouts.filter((c) => c.orderId).length} orders, statuses ${JSON.stringify(stats.byStatus)}, p50 ${stats.p50} ms, p99 ${stats.p99} ms, max ${stats.max} ms`,
        `RSS (MB) every 5 s: ${rss.map((s) => Math.round(s.kb / 1024)).join(" ")}`,
        `RSS average ${window}–${2 * window} s: ${Math.round(baseline / 1024)} MB; last ${window} s: ${Math.round(last / 1024)} MB (${((last / baseline - 1) * 100).toFixed(1)} %)`,
      ].join("\n"),
    );

    if (process.env.SOAK_NODE_ARGS?.includes("--trace-gc")) {
      const compactions = server.output.filter((l) => l.includes("Mark-Compact"));
      console.log(`last major GCs:\n${compactions.slice(-8).join("\n")}`);
    }
    expect(unexpected).toEqual([]);
    expect(server.alive()).toBe(true);
    expect(errorLogLines(server)).toEqual([]);
    expect(rss.length).toBeGreaterThanOrEqual(4);
    expect(last).toBeLessThanOrEqual(baseline * MAX_GROWTH);

    const integrity = await checkIntegrity(databaseUrl, products, checkouts);
    expect(integrity.problems).toEqual(NO_PROBLEMS);
  });
});
