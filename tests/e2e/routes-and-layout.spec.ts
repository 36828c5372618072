import { gzipSync } from "node:zlib";
import { expect, type Locator, test } from "@playwright/test";
import { open } from "./support";

// Every route of spec §2 answers 200 inside the layout with its own title.
const routes: Array<[string, RegExp]> = [
  ["/", /Global Leader in CE-MS Technologies/],
  ["/products", /CE-MS Equipment & Reagents/],
  ["/about", /About/],
  ["/contact", /Contact/],
  ["/documentation", /Documentation/],
  ["/tools", /Tools/],
  ["/news", /News/],
  ["/events", /Events/],
  ["/biosummit", /BioSummit/],
  ["/agilent-platform", /Platform/],
  ["/checkout", /Checkout/],
  ["/login", /Sign In/],
  ["/register", /Sign In|Request Access/],
  ["/auth", /Sign In/],
];

for (const [path, title] of routes) {
  test(`${path} answers 200 with its title inside the layout`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
  });
}

test("an unknown path shows 'Page Not Found' with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
});

test("the navigation bar links where spec §2 says", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await open(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const expected: Array<[string, string]> = [
    ["Home", "/"],
    ["Products", "/products"],
    ["Events", "/events"],
    ["BioSummit", "/biosummit"],
    ["Partner Platform", "/agilent-platform"],
    ["Tools", "/tools"],
    ["News", "/news"],
    ["About", "/about"],
  ];
  for (const [label, href] of expected) {
    await expect(nav.getByRole("link", { name: label, exact: false })).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: /Events/ })).toContainText("New");
  await expect(page.getByRole("banner").getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("button", { name: /Shopping cart/ })).toBeVisible();

  await nav.getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CE-MS Equipment & Reagents");
});

test("the footer has product, support and company columns, and privacy and terms go to contact", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const column of ["Products", "Support", "Company"]) {
    await expect(footer.getByRole("navigation", { name: `${column} links` })).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/contact");
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/contact");
  await expect(footer).toContainText(/©\s*\d{4}/);
});

test("on a small screen the menu is a side sheet", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, "/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet).toBeVisible();
  await sheet.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(sheet).toBeHidden();
});

test("pages hydrate without console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  await open(page, "/");
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("a page served again from the page cache hydrates under its hash-based policy, with no CSP violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // other tests running meanwhile may write (and so empty the cache): visit until a visit is a hit
  let again = await open(page, "/tools");
  for (let attempt = 0; attempt < 5 && again?.headers()["x-page-cache"] !== "hit"; attempt++) again = await open(page, "/tools");
  expect(again?.headers()["x-page-cache"]).toBe("hit");
  const policy = again?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy).not.toContain("nonce-");
  // the page works: a client-side navigation loads another route's code
  await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("h1")).toHaveCount(1);
  expect(violations).toEqual([]);
});

test("the page's scripts are preloaded at low priority, so the first paint waits for HTML and CSS only", async ({ page, request }) => {
  const html = await (await request.get("/products")).text();
  const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(3);
  for (const link of preloads) expect(link).toContain('fetchpriority="low"');
  // the LCP image keeps its high priority
  expect(html).toMatch(/<link rel="preload" as="image" fetchPriority="high"/);

  // and the page still hydrates
  await open(page, "/products");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
});

test("a page's first load is the site's shell in one file and a few of its own: at most 30 files (10 for a public page) and 150 kB gzip, no tools or admin code", async ({
  request,
}) => {
  const shellFiles = new Set<string>();
  const publicPagesFiles = new Set<string>();
  for (const path of ["/", "/products", "/about", "/contact", "/checkout", "/tools", "/news"]) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const shell = scripts.filter((src) => /^\/assets\/site-shell-[\w-]+\.js$/.test(src));
    expect(shell, path).toHaveLength(1);
    shellFiles.add(shell[0]);
    expect(scripts.length, path).toBeLessThanOrEqual(30);
    // what the public pages share is one file (vite.config.ts), which the others do not load
    const shared = scripts.filter((src) => /^\/assets\/public-pages-[\w-]+\.js$/.test(src));
    if (path === "/checkout" || path === "/tools") expect(shared, path).toHaveLength(0);
    else {
      expect(scripts.length, path).toBeLessThanOrEqual(10);
      shared.forEach((src) => publicPagesFiles.add(src));
    }
    let gzipBytes = 0;
    for (const src of scripts) gzipBytes += gzipSync(await (await request.get(src)).body()).length;
    expect(gzipBytes / 1024, path).toBeLessThanOrEqual(150);
  }
  // one shell for every page, holding none of the icons only the tools or the admin use
  expect(shellFiles.size).toBe(1);
  const shellCode = await (await request.get([...shellFiles][0])).text();
  expect(shellCode).not.toMatch(/name:"(syringe|chart-scatter|pencil)"/);
  expect(publicPagesFiles.size).toBe(1);
  const publicPagesCode = await (await request.get([...publicPagesFiles][0])).text();
  expect(publicPagesCode).not.toMatch(/name:"(syringe|chart-scatter|pencil|flask-conical)"/);
});

test("loading and hydrating a page that shows no price creates no Intl object (a browser's first one costs 25–45 ms)", async ({ page }) => {
  test.setTimeout(90_000); // seven pages, each until the network is idle
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    for (const name of ["NumberFormat", "Collator", "DateTimeFormat", "PluralRules", "RelativeTimeFormat", "ListFormat", "Segmenter"] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct(target, args) {
          made.push(name);
          return Reflect.construct(target, args);
        },
      });
    }
    for (const [proto, method] of [
      [Number.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleDateString"],
      [String.prototype, "localeCompare"],
    ] as const) {
      const original = (proto as unknown as Record<string, (...args: unknown[]) => unknown>)[method];
      (proto as unknown as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        made.push(method);
        return original.apply(this, args);
      };
    }
  });
  for (const path of ["/", "/products", "/about", "/events", "/contact", "/checkout", "/tools"]) {
    await open(page, path);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade), path).toEqual([]);
  }
});

test("the route manifest comes with the page: navigating asks the server for no /__manifest", async ({ page }) => {
  const discovery: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/__manifest")) discovery.push(request.url());
  });
  await page.setViewportSize({ width: 1400, height: 900 });
  await open(page, "/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(discovery).toEqual([]);
});

test("a form's validation code (zod and its schema) loads when the form is first used, not with the page", async ({ page }) => {
  const validationCode = /\/assets\/(zod|contact-schema|checkout-schema)-[\w-]+\.js$/;
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (validationCode.test(new URL(request.url()).pathname)) loaded.push(new URL(request.url()).pathname);
  });
  for (const [path, field] of [
    ["/contact", "First Name"],
    ["/news", "Email address"],
  ] as const) {
    loaded.length = 0;
    await open(page, path);
    await page.waitForLoadState("networkidle");
    expect(loaded, path).toEqual([]);
    await page.getByRole("textbox", { name: field }).first().focus();
    await expect.poll(() => loaded.some((file) => file.includes("/assets/zod-")), { message: path }).toBe(true);
  }
});

test("blocks below the fold are not rendered until they come near the viewport, then are", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/products");
  // checkVisibility({ contentVisibilityAuto: true }) is false for content the browser skips
  const rendered = (locator: Locator) => locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
  const footerLinks = page.getByRole("navigation", { name: "Company links" });
  const lastCardTitle = page.locator("main article h3").last();
  expect(await rendered(footerLinks)).toBe(false);
  expect(await rendered(lastCardTitle)).toBe(false);
  await footerLinks.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(footerLinks)).toBe(true);
  await lastCardTitle.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(lastCardTitle)).toBe(true);
});
