import { expect, test, type APIRequestContext } from "@playwright/test";
import { articlePaths } from "../../app/content/article-paths";
import { defaultBrand } from "../../app/content/brand";
import { fixedPublicPaths } from "../../app/lib/public-pages";
import { open } from "./support";

/*
 * No dead link, no placeholder. Starting from the home page, every public page
 * (app/lib/public-pages.ts) and every article and guide, the crawl follows each link to another
 * page of the site (same origin, an HTML page, each address once) and reads what it answers. It is
 * bounded: at most MAX_PAGES pages, the catalogue's first PRODUCT_PAGES result pages, a few product
 * pages and a few query variants of any one page. It fails on
 *   - a link to a placeholder domain (example.org, example.com, example.net); the one exception is
 *     a mailto: to the brand's own contact addresses (app/content/brand.ts), which the deployment
 *     configures (the e2e server runs with the neutral defaults);
 *   - a link of ours that answers 404 (or any error), or whose #fragment names no element there;
 *   - a link that promises a document ("PDF", "Download") but does not lead to one of our files;
 *   - a button that does nothing (see BUTTON_RULE).
 */

const MAX_PAGES = 300;
/** /products?page=N is followed for N ≤ this; later result pages are the same template. */
const PRODUCT_PAGES = 2;
/** product pages (/products/:id) read; they are one template over the catalogue */
const PRODUCT_DETAILS = 4;
/** addresses with the same path and another query (/contact?interest=…, /products?category=…) */
const QUERY_VARIANTS = 24;

const PLACEHOLDER_HOST = /(^|\.)example\.(org|com|net)$/i;
const BRAND_ADDRESSES = new Set(
  [defaultBrand.supportEmail, defaultBrand.salesEmail, defaultBrand.adminEmail, ...(defaultBrand.chinaSalesContact.match(/[\w.+-]+@[\w.-]+/g) ?? [])].map((a) =>
    a.toLowerCase(),
  ),
);
/** files of ours a link may lead to instead of a page: read for their status, not crawled */
// the documentation centre's files: /documentation/files/<slug>.pdf (Read) and /documentation/files/<slug>/download
const NOT_A_PAGE = /^\/(api|images|assets|documentation\/files)\/|\.(csv|pdf|xml|txt|json|svg|png|webp|ico)$/i;

interface Link {
  href: string;
  /** what a reader is told the link does: its text and accessible name */
  name: string;
}

interface Problem {
  rule: "placeholder link" | "dead link" | "dead anchor" | "document link" | "button without action";
  page: string;
  detail: string;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The links of a server-rendered page (scripts removed: their text is data, not links). */
function linksOf(html: string): Link[] {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, "");
  return [...body.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)].flatMap(([, attributes, inner]) => {
    const href = /\shref="([^"]*)"/i.exec(attributes)?.[1];
    if (href === undefined) return [];
    const label = /\saria-label="([^"]*)"/i.exec(attributes)?.[1] ?? "";
    return [
      {
        href: decode(href),
        name: decode(`${label} ${inner.replace(/<[^>]+>/g, " ")}`)
          .replace(/\s+/g, " ")
          .trim(),
      },
    ];
  });
}

const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1])));

/** Which bound an address counts against, and whether it is followed at all. */
function admit(url: URL, counts: Map<string, number>): boolean {
  const page = Number(url.searchParams.get("page") ?? "1");
  if (url.pathname === "/products" && page > PRODUCT_PAGES) return false;
  const bucket = /^\/products\/[^/]+$/.test(url.pathname) ? "/products/:id" : url.search ? `${url.pathname}?` : url.pathname;
  const limit = bucket === "/products/:id" ? PRODUCT_DETAILS : bucket.endsWith("?") ? QUERY_VARIANTS : 1;
  const seen = counts.get(bucket) ?? 0;
  if (seen >= limit) return false;
  counts.set(bucket, seen + 1);
  return true;
}

interface Crawl {
  problems: Problem[];
  pages: string[];
}

async function crawl(request: APIRequestContext, origin: string): Promise<Crawl> {
  const problems: Problem[] = [];
  const start = ["/", ...fixedPublicPaths(), ...articlePaths()];
  const queue = [...new Set(start)];
  const queued = new Set(queue);
  const counts = new Map<string, number>();
  for (const path of queue) admit(new URL(path, origin), counts);
  const pages = new Map<string, string>();
  const files = new Map<string, number>();
  const anchors: { page: string; target: string; id: string }[] = [];

  while (queue.length > 0 && pages.size < MAX_PAGES) {
    const path = queue.shift()!;
    const res = await request.get(path, { headers: { Accept: "text/html" } });
    if (!res.ok()) {
      problems.push({ rule: "dead link", page: path, detail: `answers ${res.status()}` });
      continue;
    }
    const html = await res.text();
    pages.set(path, html);
    for (const link of linksOf(html)) {
      const target = new URL(link.href, new URL(path, origin));
      if (target.protocol === "mailto:") {
        const address = decodeURIComponent(target.pathname).toLowerCase();
        if (/@example\.(org|com|net)$/.test(address) && !BRAND_ADDRESSES.has(address)) {
          problems.push({ rule: "placeholder link", page: path, detail: `${link.name}: ${link.href}` });
        }
      } else if (target.protocol === "http:" || target.protocol === "https:") {
        if (PLACEHOLDER_HOST.test(target.hostname)) problems.push({ rule: "placeholder link", page: path, detail: `${link.name}: ${link.href}` });
      }
      const ours = target.origin === origin;
      // a link that says it is a document must be one of our files (D1's library documents)
      if (/\b(pdf|download)\b/i.test(link.name) && !(ours && NOT_A_PAGE.test(target.pathname))) {
        problems.push({ rule: "document link", page: path, detail: `"${link.name}" leads to ${link.href.slice(0, 120)}` });
      }
      if (!ours) continue;
      const address = target.pathname + target.search;
      if (target.hash.length > 1) anchors.push({ page: path, target: address, id: decodeURIComponent(target.hash.slice(1)) });
      if (NOT_A_PAGE.test(target.pathname)) {
        if (!files.has(target.pathname)) files.set(target.pathname, (await request.get(target.pathname)).status());
        if (files.get(target.pathname)! >= 400) problems.push({ rule: "dead link", page: path, detail: `${address} answers ${files.get(target.pathname)}` });
        continue;
      }
      if (queued.has(address) || !admit(target, counts)) continue;
      queued.add(address);
      queue.push(address);
    }
  }

  for (const { page, target, id } of anchors) {
    const html = pages.get(target);
    // a page beyond the crawl's bounds is not read; in-page anchors of pages read are checked
    if (html !== undefined && !idsOf(html).has(id)) problems.push({ rule: "dead anchor", page, detail: `${target}#${id}: no element with that id` });
  }
  return { problems: dedupe(problems), pages: [...pages.keys()] };
}

function dedupe(problems: Problem[]) {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.rule}|${p.page}|${p.detail}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

const summary = (problems: Problem[]) => problems.map((p) => `${p.rule} on ${p.page}: ${p.detail}`);

test("link crawl: no placeholder link, no dead link or anchor, no document link that is not a document", async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL });
  const result = await crawl(request, new URL(baseURL!).origin);
  await request.dispose();

  // one crawl, each rule reported on its own
  expect(result.pages.length).toBeLessThanOrEqual(MAX_PAGES);
  for (const path of ["/", ...fixedPublicPaths(), ...articlePaths()]) expect(result.pages, path).toContain(path);
  expect(
    result.pages.some((p) => /^\/products\/[^/?]+$/.test(p)),
    "a product page",
  ).toBe(true);
  const of = (...rules: Problem["rule"][]) => summary(result.problems.filter((p) => rules.includes(p.rule)));
  expect.soft(of("placeholder link"), "links to example.org/.com other than the brand's configurable contacts").toEqual([]);
  expect.soft(of("dead link", "dead anchor"), "links of ours that answer an error or name a missing #fragment").toEqual([]);
  expect.soft(of("document link"), "links offering a document (PDF, Download) that do not lead to one of our files").toEqual([]);
});

/*
 * BUTTON_RULE. A <button> does something when it submits or resets its form (its type is submit
 * or reset, the default, and it belongs to a form), or when React attached a handler to it after
 * hydration (onClick, or the pointer and keyboard events Radix's triggers use), or when it is
 * disabled (it says why it cannot act, e.g. "Out of Stock"). Anything else is a button that does
 * nothing when clicked. Checked in the browser on every public page, article and guide and on one
 * product page (the crawl's templates), each after hydration.
 */
test.describe("buttons", () => {
  test("every button on the public pages submits a form, has a handler, or is disabled", async ({ page, request }) => {
    test.setTimeout(180_000);
    const products = (await (await request.get("/api/products")).json()) as { id: string }[];
    const paths = [...new Set(["/", ...fixedPublicPaths(), ...articlePaths(), `/products/${products[0].id}`])];
    const idle: string[] = [];
    for (const path of paths) {
      await open(page, path);
      const found = await page.evaluate(() => {
        const ACTION = /^on(Click|PointerDown|PointerUp|MouseDown|KeyDown)$/;
        return [...document.querySelectorAll("button")].flatMap((button) => {
          const key = Object.keys(button).find((k) => k.startsWith("__reactProps$"));
          const props = key ? ((button as unknown as Record<string, Record<string, unknown>>)[key] ?? {}) : {};
          const handled = Object.keys(props).some((name) => ACTION.test(name) && typeof props[name] === "function");
          const submits = (button.type === "submit" || button.type === "reset") && button.form !== null;
          if (handled || submits || button.disabled) return [];
          const name = button.getAttribute("aria-label") ?? button.textContent?.trim() ?? "";
          return [`"${name.slice(0, 60)}" (type=${button.type}${button.form ? ", in a form" : ""})`];
        });
      });
      idle.push(...found.map((b) => `${path}: ${b}`));
    }
    expect(idle).toEqual([]);
  });
});
