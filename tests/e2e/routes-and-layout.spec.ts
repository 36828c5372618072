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
