import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script of the benchmark, without types
import { chunkPlanChecks } from "../../bench/lib/bundles.mjs";

type Check = { metric: string; value: number; met: boolean; note?: string };

const preload = (href: string) => `<link rel="modulepreload" href="${href}" fetchpriority="low"/>`;
function route(path: string, scripts: string[], extraHtml = "") {
  return { path, scripts, html: `<head>${scripts.map(preload).join("")}${extraHtml}</head>` };
}
const LCP = '<link rel="preload" as="image" fetchPriority="high" href="/images/x.jpg"/>';
const assets: Record<string, string> = {
  "/assets/site-shell-A1.js": 'x={name:"shopping-cart"}',
  "/assets/public-pages-B2.js": 'x={name:"arrow-right"}',
};

/** What the site's build gives today: one shell, one shared file for the public pages, few files each. */
function goodSite() {
  return [
    route("/", ["/assets/entry-1.js", "/assets/site-shell-A1.js", "/assets/public-pages-B2.js", "/assets/home-3.js"]),
    route("/products", ["/assets/entry-1.js", "/assets/site-shell-A1.js", "/assets/public-pages-B2.js", "/assets/products-4.js"], LCP),
    route("/checkout", ["/assets/entry-1.js", "/assets/site-shell-A1.js", "/assets/checkout-5.js"]),
    route("/tools", ["/assets/entry-1.js", "/assets/site-shell-A1.js", "/assets/tools-6.js"]),
  ];
}
const failed = (checks: Check[]) => checks.filter((c) => !c.met).map((c) => c.metric);
const read = (files: Record<string, string>) => (href: string) => files[href] ?? "";

describe("the chunk plan's budget checks (bench/lib/bundles.mjs)", () => {
  it("are all met by a build that keeps the plan", () => {
    expect(failed(chunkPlanChecks(goodSite(), read(assets)))).toEqual([]);
  });

  it("catch a second shell file, the public pages' file on /tools, and too many files on a public page", () => {
    const site = goodSite();
    site[0].scripts.push("/assets/site-shell-Z9.js");
    site[3].scripts.push("/assets/public-pages-B2.js");
    site[1].scripts.push(...Array.from({ length: 8 }, (_, i) => `/assets/piece-${i}.js`));
    const checks: Check[] = chunkPlanChecks(site, read(assets));
    expect(failed(checks)).toEqual([
      "site-shell chunk: files across the measured pages, each page loading one",
      "public-pages chunk: files across the public pages, none on /checkout or /tools",
      "pages over their script-file budget",
    ]);
    expect(checks.find((c) => c.metric.startsWith("pages over"))?.note).toBe("/products: 12 files");
  });

  it("catch the tools' icons in a shared chunk, validation code in a first load, an eager preload and a missing LCP preload", () => {
    const site = goodSite();
    site[0].scripts.push("/assets/zod-Q1.js");
    site[1].html = site[1].html.replace('fetchpriority="low"', "").replace(LCP, "");
    const checks: Check[] = chunkPlanChecks(site, read({ ...assets, "/assets/site-shell-A1.js": 'x={name:"syringe"}' }));
    expect(failed(checks)).toEqual([
      "tools or admin icons in the site-shell and public-pages chunks",
      "validation code (zod, form schemas) in a page's first load",
      "module preloads not at low priority",
      "image preloaded at high priority on /products",
    ]);
  });
});
