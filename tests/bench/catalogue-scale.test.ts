import { describe, expect, it } from "vitest";
// @ts-expect-error: plain .mjs scripts of the benchmark, without types
import { catalogueFixture } from "../../bench/lib/catalogue-fixture.mjs";
// @ts-expect-error: plain .mjs scripts of the benchmark, without types
import { catalogueEndpoints, catalogueScaleRows, searchTerms } from "../../bench/lib/catalogue-scale.mjs";

interface Row {
  metric: string;
  value: number | null;
  target: string | null;
  met: boolean | null;
  note?: string;
}

const skus = (catalogueFixture() as { sku: string }[]).map((p) => p.sku);

describe("the catalogue-scale phase (bench/lib/catalogue-scale.mjs)", () => {
  it("searches with terms made from the fixture: distinct, the same on every run, SKU prefixes of real SKUs, misspellings that are no name's word", () => {
    const names = searchTerms("name") as string[];
    const prefixes = searchTerms("sku") as string[];
    const typos = searchTerms("typo") as string[];
    for (const terms of [names, prefixes, typos]) {
      expect(terms.length).toBeGreaterThanOrEqual(1_000);
      expect(new Set(terms).size).toBe(terms.length);
    }
    expect(searchTerms("name")).toEqual(names);
    for (const prefix of prefixes.slice(0, 200)) expect(skus.some((sku) => sku.startsWith(prefix))).toBe(true);
    const words = new Set((catalogueFixture() as { name: string }[]).flatMap((p) => p.name.toLowerCase().split(/[^a-z0-9]+/)));
    for (const typo of typos.slice(0, 200)) expect(typo.split(" ").some((w) => !words.has(w))).toBe(true);

    // every search request of a run asks for a term of its own: the closed loop's and the paced run's lists do not overlap
    const eps = catalogueEndpoints({ pageHeaders: {}, apiHeaders: {} }) as { key: string; paths: string[]; pacedPaths?: string[] }[];
    const search = eps.filter((e) => e.pacedPaths);
    expect(search.map((e) => e.key)).toEqual(["search-name", "search-sku", "search-typo"]);
    for (const e of search) {
      expect(e.paths.filter((p) => e.pacedPaths!.includes(p))).toEqual([]);
      expect(e.paths[0]).toMatch(/^\/api\/products\?q=[^&]+&page=1$/);
    }
  });

  it("judges the issue's targets: first page ≤ 60 kB compressed, search p99 ≤ 30 ms at 50 req/s with the rate held, RSS < 250 MB", () => {
    const run = (over: object = {}) => ({ rps: 50, p50: 5, p99: 12, total: 400, non2xx: 0, errors: 0, timeouts: 0, statusCodes: { 200: 400 }, ...over });
    const size = (products: number, pageBytes: number, paced: object, rssMb: number) => ({
      products,
      siteListed: products,
      rssMb,
      endpoints: {
        "products-page": { label: "GET /products", status: 200, bytes: pageBytes, contentEncoding: "br", site: run({ rps: 5000 }), bare: run({ rps: 6000 }) },
        "search-sku": {
          label: "search by SKU prefix",
          search: true,
          terms: 3000,
          status: 200,
          bytes: 9000,
          site: run(),
          sitePaced: run(paced),
          barePaced: run({ p99: 1 }),
        },
      },
    });
    const rows: Row[] = [];
    catalogueScaleRows(
      {
        settings: { connections: 64, warmup: 2.5, duration: 8 },
        sizes: [size(18, 30_000, {}, 120), { ...size(10_018, 61_000, { p99: 31 }, 260), loadSeconds: 3 }],
      },
      (section: string, metric: string, value: number | null, unit: string, baseline: number | null, target: string | null, met: boolean | null) =>
        rows.push({ metric: `${section.startsWith("catalogue at scale: 18 ") ? "18" : "10k"} ${metric}`, value, target, met }),
    );
    const met = (metric: string) => rows.find((r) => r.metric === metric)?.met;
    expect(met("18 GET /products · bytes sent")).toBe(true);
    expect(met("10k GET /products · bytes sent")).toBe(false);
    expect(met("18 search by SKU prefix · p99 at 50 req/s (a new term each request)")).toBe(true);
    expect(met("10k search by SKU prefix · p99 at 50 req/s (a new term each request)")).toBe(false);
    expect(met("18 server RSS peak at this size")).toBe(true);
    expect(met("10k server RSS peak at this size")).toBe(false);

    // a paced run that fell behind its rate does not meet the target, however fast its answers
    const slow: Row[] = [];
    catalogueScaleRows(
      { settings: { connections: 64 }, sizes: [size(18, 30_000, { rps: 30, p99: 5 }, 100)] },
      (_s: string, metric: string, value: number | null, _u: string, _b: number | null, target: string | null, met: boolean | null, note?: string) =>
        slow.push({ metric, value, target, met, note }),
    );
    const paced = slow.find((r) => r.metric.includes("p99 at 50 req/s"));
    expect(paced).toMatchObject({ met: false, note: "only 30 of 50 req/s answered" });

    // a first page that could not be had (the server went down) does not meet its target, and the section says the server exited
    const down: Row[] = [];
    const failed = { ...size(10_018, 0, {}, 480), serverExit: "the server exited (134) during GET /products: heap out of memory" };
    failed.endpoints["products-page"] = { label: "GET /products", error: "socket hang up" } as never;
    catalogueScaleRows(
      { settings: { connections: 64 }, sizes: [failed] },
      (_s: string, metric: string, value: number | null, _u: string, _b: number | null, target: string | null, met: boolean | null, note?: string) =>
        down.push({ metric, value, target, met, note }),
    );
    expect(down.find((r) => r.metric === "GET /products · bytes sent")).toMatchObject({ value: null, met: false, note: "socket hang up" });
    expect(down.find((r) => r.metric === "the server kept running")).toMatchObject({ met: false, note: failed.serverExit });
  });
});
