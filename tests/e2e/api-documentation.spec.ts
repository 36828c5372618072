import { expect, type Page, test } from "@playwright/test";
import { open } from "./support";

const REDOC_BUNDLE = /^\/vendor\/redoc-[\w-]+\.js$/;

/** Console errors, CSP violations and the Redoc bundle's requests while `page` is used. */
function watch(page: Page) {
  const problems: string[] = [];
  const bundles: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("request", (request) => {
    if (REDOC_BUNDLE.test(new URL(request.url()).pathname)) bundles.push(new URL(request.url()).pathname);
  });
  return { problems, bundles };
}

/** Counts the document's CSP violations from its first script on. */
async function countViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** Redoc draws the whole description at once after the page has loaded: a few seconds on a busy machine. */
const REDOC_RENDER = { timeout: 15_000 };

// Redoc draws every operation into the page at once, thousands of elements: a trace's DOM snapshot
// of each step then costs seconds (measured: the render missed 15 s on a loaded machine with the
// trace on, and took 6 s without).
test.use({ trace: "off" });
// and one at a time: the other test's browser would share the CPU with that render
test.describe.configure({ mode: "serial" });

test("/documentation/api shows every operation of the API with Redoc, within the CSP and without errors, at 1280 and 390 px", async ({ page }) => {
  const { problems, bundles } = watch(page);
  await countViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const response = await open(page, "/documentation/api");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  // Redoc's operations: the method and the path of each
  const reference = page.locator("#api-reference");
  await expect(reference.getByRole("heading", { name: "List or search the products" })).toBeVisible(REDOC_RENDER);
  const productsList = reference.locator('[data-section-id="tag/Catalogue/paths/~1api~1products/get"]');
  await expect(productsList).toContainText("get");
  await expect(productsList).toContainText("/api/products");
  await expect(reference.getByRole("heading", { name: "Place an order from a cart" })).toBeAttached();
  await expect(page.getByRole("status")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("api-reference-1280.png") });

  // the phone's width: nothing wider than the screen
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(reference.getByRole("heading", { name: "List or search the products" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("api-reference-390.png") });

  // the bundle comes from this origin, once, with a long cache
  expect(bundles).toHaveLength(1);
  const bundle = await page.request.get(bundles[0]);
  expect(bundle.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(bundle.headers()["content-type"]).toMatch(/^application\/javascript/);

  expect(await violationsOf(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test("/documentation links the API reference, and the other pages never load Redoc", async ({ page }) => {
  const { bundles } = watch(page);
  for (const path of ["/", "/products", "/contact", "/documentation"]) {
    await open(page, path);
    await page.waitForLoadState("networkidle");
  }
  expect(bundles).toEqual([]);
  await page.getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/documentation\/api$/);
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
});
