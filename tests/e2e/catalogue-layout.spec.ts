import { expect, request, test, type Page } from "@playwright/test";
import { ACCOUNTS, newApprovedAccount, newPendingAccount, open, signIn, signInQuietly } from "./support";

// The /products page's controls and layout: price sorting by who may see prices, search results on
// the first screen of a phone, and ids that stay unique when one product has two cards.

// several sign-ins and page loads each, on a machine that may be busy
test.describe.configure({ timeout: 90_000 });

const NOTE = "Prices are shown to approved accounts only, so these products are listed by name.";

/** Three products of this run, found by one word of their names; their name order is not their price order. */
// both workers load this file at once: the time alone may be the same in each
const tag = `Pricesort${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PRODUCTS = [
  { name: `${tag} Alpha column`, price: "300.00" },
  { name: `${tag} Beta column`, price: "100.00" },
  { name: `${tag} Gamma column`, price: "200.00" },
];
const BY_NAME = PRODUCTS.map((p) => p.name);
const BY_PRICE_ASC = [PRODUCTS[1].name, PRODUCTS[2].name, PRODUCTS[0].name];

test.beforeAll(async ({ baseURL }) => {
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await admin.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  for (const [i, p] of PRODUCTS.entries()) {
    const created = await admin.post("/api/products", {
      data: { name: p.name, description: "A column for the price-sort journey.", sku: `${tag.toUpperCase()}-${i}`, price: p.price, stockQuantity: "5" },
    });
    // with fullyParallel a worker may run this hook again for its next test of the file: made already is fine
    expect([201, 409], await created.text()).toContain(created.status());
  }
  await admin.dispose();
});

const grid = (page: Page) => page.getByRole("region", { name: /All Products|Products in|Results for/ });
const cardNames = (page: Page) => grid(page).getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
const sortSelect = (page: Page) => page.getByRole("search").getByLabel("Sort by");
const priceOptions = (page: Page) => sortSelect(page).locator('option[value^="price-"]');

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("an approved buyer sorts by price, both ways", async ({ page, baseURL }) => {
      await signInQuietly(page, await newApprovedAccount(baseURL!));
      await open(page, `/products?q=${tag}&sort=name`);
      await expect.poll(() => cardNames(page)).toEqual(BY_NAME);
      if (width === 390) await page.getByRole("button", { name: /^Filters/ }).click();
      await expect(priceOptions(page)).toHaveCount(2);
      for (const option of await priceOptions(page).all()) await expect(option).toBeEnabled();
      await sortSelect(page).selectOption("price-asc");
      await expect(page).toHaveURL(/sort=price-asc/);
      await expect.poll(() => cardNames(page)).toEqual(BY_PRICE_ASC);
      await sortSelect(page).selectOption("price-desc");
      await expect(page).toHaveURL(/sort=price-desc/);
      await expect.poll(() => cardNames(page)).toEqual(BY_PRICE_ASC.slice().reverse());
      await expect(page.getByText(NOTE)).toHaveCount(0);
    });

    test("for anyone who may not see prices both price options are disabled, and a price-sort link keeps the name order with the reason beside the sort control", async ({
      browser,
      baseURL,
    }) => {
      const anonymous = await browser.newPage({ viewport: { width, height: 844 } });
      const pending = await browser.newPage({ viewport: { width, height: 844 } });
      await signIn(pending, await newPendingAccount(baseURL!));
      for (const page of [anonymous, pending]) {
        await open(page, `/products?q=${tag}`);
        await expect(priceOptions(page)).toHaveCount(2);
        for (const option of await priceOptions(page).all()) await expect(option).toBeDisabled();
        await expect(page.getByText(NOTE)).toHaveCount(0);

        await open(page, `/products?q=${tag}&sort=price-asc`);
        await expect.poll(() => cardNames(page)).toEqual(BY_NAME);
        await expect(sortSelect(page)).toHaveValue("name");
        const note = page.getByRole("search").getByText(NOTE, { exact: true });
        await expect(note).toBeVisible();
        await expect(page.getByText(NOTE)).toHaveCount(1);
        await expect(sortSelect(page)).toHaveAttribute("aria-describedby", (await note.getAttribute("id"))!);
        // beside the control: right under the select, sharing its column, and well above the results
        const select = (await sortSelect(page).boundingBox())!;
        const at = (await note.boundingBox())!;
        expect(at.y - (select.y + select.height)).toBeGreaterThanOrEqual(0);
        expect(at.y - (select.y + select.height)).toBeLessThan(16);
        expect(Math.abs(at.x - select.x)).toBeLessThan(2);
        const heading = (await page.getByRole("heading", { name: `Results for “${tag}”` }).boundingBox())!;
        expect(at.y + at.height).toBeLessThan(heading.y);
      }
      await anonymous.close();
      await pending.close();
    });
  });
}

test.describe("a search on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the first result starts on the first screen: a short hero, the filters folded behind a Filters button, the results after the search box", async ({
    page,
  }) => {
    await open(page, "/products?q=capillary");
    const hero = (await page.getByRole("heading", { level: 1 }).locator("xpath=ancestor::section[1]").boundingBox())!;
    expect(hero.height).toBeLessThan(140);

    const search = page.getByRole("search");
    await expect(search.getByRole("searchbox", { name: "Search" })).toHaveValue("capillary");
    const filters = search.getByRole("button", { name: /^Filters/ });
    await expect(filters).toBeVisible();
    await expect(filters).toHaveAttribute("aria-expanded", "false");
    await expect(search.getByLabel("Category")).toBeHidden();
    await expect(search.getByLabel("Sort by")).toBeHidden();
    await expect(search.getByLabel("In stock only")).toBeHidden();

    const results = page.getByRole("heading", { level: 2, name: "Results for “capillary”" });
    const form = (await search.boundingBox())!;
    const heading = (await results.boundingBox())!;
    expect(heading.y).toBeGreaterThan(form.y + form.height);
    expect(heading.y - (form.y + form.height)).toBeLessThan(48);

    const first = (await grid(page).getByRole("article").first().boundingBox())!;
    expect(first.y).toBeLessThan(844);
    expect(first.y + 120).toBeLessThan(844); // its picture starts showing, not just its border

    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    await expect(search.getByLabel("Category")).toBeVisible();
    await expect(search.getByLabel("In stock only")).toBeVisible();
  });

  test("the Filters button counts the filters in use", async ({ page }) => {
    await open(page, "/products?q=capillary&inStock=true&sort=name");
    const filters = page.getByRole("search").getByRole("button", { name: /^Filters/ });
    await expect(filters).toHaveAccessibleName("Filters (2 active)");
    await expect(filters).toContainText("2");
    await page.getByRole("search").getByRole("searchbox", { name: "Search" }).fill("emitter");
    await page.getByRole("search").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=emitter/);
    await expect(page.getByRole("heading", { name: "Results for “emitter”" })).toBeVisible();
  });

  test("without a search the page is as before: the full hero and the filters open", async ({ page }) => {
    await open(page, "/products");
    await expect(page.getByRole("search").getByLabel("Category")).toBeVisible();
    await expect(page.getByRole("search").getByRole("button", { name: /^Filters/ })).toHaveCount(0);
    const hero = (await page.getByRole("heading", { level: 1 }).locator("xpath=ancestor::section[1]").boundingBox())!;
    expect(hero.height).toBeGreaterThan(200);
  });
});

test("at 1280 px a search keeps its filters in the row, with no Filters button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/products?q=capillary");
  await expect(page.getByRole("search").getByLabel("Category")).toBeVisible();
  await expect(page.getByRole("search").getByLabel("Sort by")).toBeVisible();
  await expect(page.getByRole("search").getByRole("button", { name: /^Filters/ })).toBeHidden();
});

test("without JavaScript a search on a phone keeps its filters at hand", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/products?q=capillary");
  await expect(page.getByRole("search").getByLabel("Category")).toBeVisible();
  await expect(page.getByRole("search").getByRole("button", { name: /^Filters/ })).toBeHidden();
  await context.close();
});

/** Every id of the page that is used more than once. */
function duplicateIds(page: Page) {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll("[id]")) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
}

for (const width of [1280, 390]) {
  test(`at ${width} px / and /products have no duplicate id, also with a product under both Featured Products and All Products`, async ({
    browser,
    baseURL,
  }) => {
    const anonymous = await browser.newPage({ viewport: { width, height: 844 } });
    const buyer = await browser.newPage({ viewport: { width, height: 844 } });
    await signIn(buyer, await newApprovedAccount(baseURL!));
    for (const page of [anonymous, buyer]) {
      for (const path of ["/", "/products"]) {
        await open(page, path);
        expect(await duplicateIds(page), `${path}`).toEqual([]);
      }
      // the case that made duplicates: a featured product is also on the first page of all products
      const featured = await page.getByRole("region", { name: "Featured Products" }).getByRole("heading", { level: 3 }).allTextContents();
      const listed = await grid(page).getByRole("heading", { level: 3 }).allTextContents();
      const twice = featured.filter((name) => listed.includes(name));
      expect(twice.length).toBeGreaterThan(0);
      // and each card is still named by its own heading
      for (const name of twice) await expect(page.getByRole("article", { name, exact: true })).toHaveCount(2);
    }
    await anonymous.close();
    await buyer.close();
  });
}
