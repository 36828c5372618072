import { expect, test, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { announceCatalogueChange } from "../../server/speed/catalogue-changes";
import { openE2eDatabase } from "./quote-database";
import { open } from "./support";

// Search, pages and filters in the URL, with and without JavaScript.

const PAGING = { slug: "e2e-paging", name: "E2E Paging Parts", count: 60 };

/**
 * 60 products in a category of their own, so that it has three pages of 24. Their names sort after
 * every demo product ("Zeta …"): the first page of all products stays the demo catalogue's for the
 * other journeys running at the same time. Idempotent: each worker that runs this file may add them.
 */
test.beforeAll(async () => {
  const { db, close } = openE2eDatabase();
  try {
    await db.execute(sql`insert into categories (name, slug) values (${PAGING.name}, ${PAGING.slug}) on conflict (slug) do nothing`);
    await db.execute(sql`
      insert into products (name, description, sku, price_cents, stock_quantity, category_id)
      select 'Zeta paging ferrule ' || lpad(i::text, 2, '0'), 'A ferrule made for the paging journey.', 'ZPG-' || lpad(i::text, 3, '0'),
        1000 + i * 10, case when i % 4 = 0 then 0 else 20 end, (select id from categories where slug = ${PAGING.slug})
      from generate_series(1, ${PAGING.count}) as i
      on conflict (sku) do nothing`);
    await announceCatalogueChange(db, { kind: "category" });
  } finally {
    await close();
  }
});

const grid = (page: Page) => page.getByRole("region", { name: /All Products|Products in|Results for/ });
const cards = (page: Page) => grid(page).getByRole("article");

test("the header's search box reaches /products?q= and the results say where they matched", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/about");
  const search = page.getByRole("banner").getByRole("searchbox", { name: "Search products" });
  await search.fill("emitter module");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/products\?q=emitter\+module$/);
  await expect(page.getByRole("heading", { name: "Results for “emitter module”" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Featured Products" })).toHaveCount(0);
  const first = cards(page).first();
  await expect(first).toContainText("MB03-CE");
  await expect(first.getByTestId("matched-in")).toHaveText("Matched in: name");
});

test("the /products box finds a SKU by its prefix, first, and tolerates a typo", async ({ page }) => {
  await open(page, "/products");
  const box = page.getByRole("main").getByRole("searchbox", { name: "Search" });
  await box.fill("MB03");
  await box.press("Enter");
  await expect(page).toHaveURL(/q=MB03/);
  await expect(cards(page).first()).toContainText("MB03-CE");
  await expect(cards(page).first().getByTestId("matched-in")).toHaveText("Matched in: SKU");

  await page.getByRole("main").getByRole("searchbox", { name: "Search" }).fill("capilary");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=capilary/);
  await expect(page.getByRole("heading", { name: "Results for “capilary”" })).toBeVisible();
  await expect(page.getByText("Nothing matched “capilary”: showing results for “capillary”.")).toBeVisible();
  const names = await cards(page).getByRole("heading").allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((n) => /capillary/i.test(n)).length).toBeGreaterThanOrEqual(3);
});

test("on a phone the menu's search box reaches /products?q=", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const search = page.getByRole("dialog").getByRole("searchbox", { name: "Search products" });
  await search.fill("ZPG-01");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/products\?q=ZPG-01$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // the SKU prefix's matches ZPG-010 … ZPG-019 first, then the near ones (trigram similarity)
  await expect(cards(page).first()).toContainText("ZPG-010");
  const skus = (
    await cards(page)
      .getByText(/^SKU: /)
      .allTextContents()
  ).slice(0, 10);
  expect(skus).toEqual(Array.from({ length: 10 }, (_, i) => `SKU: ZPG-01${i}`));
});

test("pages, filters and sorting live in the URL (with JavaScript)", async ({ page }) => {
  await open(page, `/products?category=${PAGING.slug}`);
  await expect(page.getByRole("heading", { name: `Products in ${PAGING.name}` })).toBeVisible();
  await expect(page.getByText("1–24 of 60 products")).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`category=${PAGING.slug}&page=2`));
  await expect(page.getByText("25–48 of 60 products")).toBeVisible();
  await expect(cards(page).first()).toContainText("Zeta paging ferrule 25");
  await pages.getByRole("link", { name: "Page 3" }).click();
  await expect(cards(page)).toHaveCount(12);
  await expect(pages.locator('[aria-current="page"]')).toHaveText("Page 3");

  // a filter starts again at page 1, keeping the category
  await page.getByLabel("In stock only").check();
  await expect(page).toHaveURL(/inStock=true/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText("1–24 of 45 products")).toBeVisible();
  await page.reload();
  await expect(page.getByText("1–24 of 45 products")).toBeVisible();
  await expect(page.getByLabel("In stock only")).toBeChecked();
});

test("a price sort for a visitor who may not see prices is the name order, and the page says so", async ({ page }) => {
  await open(page, `/products?category=${PAGING.slug}&sort=price-desc`);
  await expect(page.getByText("Prices are shown to approved accounts only, so these products are listed by name.")).toBeVisible();
  await expect(cards(page).first()).toContainText("Zeta paging ferrule 01");
});

test("search, filters and pages work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/products");
  await page.getByRole("main").getByRole("searchbox", { name: "Search" }).fill("ferrule");
  await page.getByLabel("Category").selectOption(PAGING.slug);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=ferrule&category=${PAGING.slug}`));
  await expect(page.getByText("1–24 of 60 products")).toBeVisible();
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText("25–48 of 60 products")).toBeVisible();
  await expect(page.getByRole("main").getByRole("searchbox", { name: "Search" })).toHaveValue("ferrule");

  // the header's search is a plain form too
  await page.goto("/about");
  await page.getByRole("banner").getByRole("searchbox", { name: "Search products" }).fill("MB03-CE");
  await page.getByRole("banner").getByRole("searchbox", { name: "Search products" }).press("Enter");
  await expect(page).toHaveURL(/\/products\?q=MB03-CE$/);
  await expect(cards(page).first()).toContainText("MB03-CE");
  await context.close();
});

test("hostile addresses show a normal page", async ({ request }) => {
  for (const query of [
    `q=${"x".repeat(1_000)}`,
    "q=%00",
    "q=%ED%A0%80",
    "q=%25_%5C",
    "q=')%3B--",
    "page=abc",
    "page=-1",
    "page=99999",
    "sort=junk&inStock=maybe",
  ]) {
    const res = await request.get(`/products?${query}`);
    expect(res.status(), query).toBe(200);
  }
});

test("screenshots of a search and of a second page at 390 and 1280 px", async ({ page }, testInfo) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ["search", "/products?q=capillary"],
      ["page-2", `/products?category=${PAGING.slug}&page=2`],
    ]) {
      await open(page, path);
      await page.addStyleTag({ content: ".render-when-visible { content-visibility: visible !important; }" });
      await expect(cards(page).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`products-${name}-${width}.png`), fullPage: true });
      await page.getByRole("heading", { name: /Results for|Products in/ }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`products-${name}-${width}-results.png`) });
    }
  }
});
