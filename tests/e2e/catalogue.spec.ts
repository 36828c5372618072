import { expect, test } from "@playwright/test";
import { seedProducts } from "../../server/db/seed-data";
import { ACCOUNTS, open, signIn, signInQuietly } from "./support";

test("the catalogue is server-rendered with the hero, featured products and every product", async ({ page, request }) => {
  const html = await (await request.get("/products")).text();
  expect(html).toContain("CE-MS Equipment &amp; Reagents");
  expect(html).toContain("MB03-CE");
  expect(html).not.toMatch(/\$\d{1,3}(,\d{3})*\.\d{2}/);

  await open(page, "/products");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CE-MS Equipment & Reagents");
  const featured = page.getByRole("region", { name: "Featured Products" });
  await expect(featured.getByRole("article")).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
  // every demo product is listed, on this page or a later one (other tests running at the same
  // time add their own products, and the list is paged)
  const listed = page.getByRole("region", { name: "All Products" }).getByRole("article").getByRole("heading");
  await expect(listed.filter({ hasText: seedProducts[0].name })).toHaveCount(1);
  const names = await listed.allTextContents();
  const pages = page.getByRole("navigation", { name: "Pages" });
  while ((await pages.getByRole("link", { name: "Next" }).count()) > 0) {
    const shown = await page.getByRole("region", { name: "All Products" }).getByRole("article").first().textContent();
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page.getByRole("article").first()).not.toHaveText(shown!);
    names.push(...(await page.getByRole("article").getByRole("heading").allTextContents()));
  }
  for (const product of seedProducts) expect(names).toContain(product.name);
  await expect(page.getByRole("heading", { name: "Need Custom Solutions?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Our Experts" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "Learn About Us" })).toHaveAttribute("href", "/about");
});

test("filtering by category is reflected in the URL, hides the featured section and survives reload", async ({ page }) => {
  await open(page, "/products");
  await page.getByLabel("Category").selectOption("reagent-kits");
  await expect(page).toHaveURL(/category=reagent-kits/);
  await expect(page.getByRole("heading", { name: "Products in Reagent Kits" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Featured Products" })).toHaveCount(0);
  const count = await page.getByRole("article").count();
  expect(count).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Products in Reagent Kits" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(count);
});

test("an unknown category shows the empty state", async ({ page }) => {
  await open(page, "/products?category=does-not-exist");
  await expect(page.getByText("No products found")).toBeVisible();
  await expect(page.getByText("Try selecting a different category or check back later.")).toBeVisible();
});

test("six skeleton cards show while a category loads", async ({ page }) => {
  await open(page, "/products");
  await page.route("**/products.data*", async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.getByLabel("Category").selectOption("ion-sources");
  await expect(page.getByTestId("product-skeleton")).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Products in Ion Sources" })).toBeVisible();
});

test("sorting by price puts price-on-request items last for an approved user", async ({ page }) => {
  await signInQuietly(page, ACCOUNTS.approved);
  await open(page, "/products?sort=price-asc");
  const grid = page.getByRole("region", { name: "All Products" });
  const prices = await grid.getByTestId("price").allTextContents();
  const numbers = prices.filter((p) => p.startsWith("$")).map((p) => Number(p.replace(/[$,]/g, "")));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  // inquiry items come last: on the last page when other journeys' products make more than one
  const pages = page.getByRole("navigation", { name: "Pages" });
  if ((await pages.count()) > 0) {
    await pages
      .getByRole("link", { name: /^Page \d+$/ })
      .last()
      .click();
    await expect(page).toHaveURL(/page=\d+/);
  }
  // the last page renders in a transition after the URL changes (skeletons first): read it until it shows
  await expect.poll(async () => (await grid.getByTestId("price").allTextContents()).slice(-2)).toEqual(["Please inquire", "Please inquire"]);

  // React Router changes the URL first and renders the new order in a transition: read the list until it shows it
  await page.getByLabel("Sort by").selectOption("price-desc");
  await expect(page).toHaveURL(/sort=price-desc/);
  const shownPrices = async () =>
    (await grid.getByTestId("price").allTextContents()).filter((p) => p.startsWith("$")).map((p) => Number(p.replace(/[$,]/g, "")));
  await expect
    .poll(async () => {
      const desc = await shownPrices();
      return desc.length > 1 && desc.join() === [...desc].sort((a, b) => b - a).join();
    })
    .toBe(true);

  await page.getByLabel("Sort by").selectOption("name");
  await expect(page).toHaveURL(/sort=name/);
  await expect
    .poll(async () => {
      const names = await grid.getByRole("heading", { level: 3 }).allTextContents();
      return names.length > 1 && names.join("|") === [...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })).join("|");
    })
    .toBe(true);
});

test("the three price blocks: anonymous, pending and approved", async ({ page }) => {
  await open(page, "/products");
  const card = page.getByRole("article").first();
  await expect(card.getByText("Price Available After Approval")).toBeVisible();
  await expect(card.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("href", "/login?redirectTo=%2Fproducts");
  await expect(card.getByRole("link", { name: "Request Access" })).toHaveAttribute("href", "/register");
  await expect(card.getByRole("link", { name: /^Sign In for Pricing/ })).toHaveAttribute("href", "/login?redirectTo=%2Fproducts");

  await signIn(page, ACCOUNTS.pending);
  await expect(page.getByRole("article").first().getByText("Account pending approval")).toBeVisible();
  await page.context().clearCookies();

  await signIn(page, ACCOUNTS.approved);
  const approvedCard = page.getByRole("region", { name: "All Products" }).getByRole("article").first();
  await expect(approvedCard.getByTestId("price")).toHaveText(/^\$[\d,]+\.\d{2}$|^Please inquire$/);
  const outOfStock = page.getByRole("article").filter({ hasText: "Out of stock" }).first();
  await expect(outOfStock.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
});

test("the product page shows details, specifications, related products and a 404 for unknown ids", async ({ page }) => {
  await open(page, "/products");
  await page
    .getByRole("link", { name: /Details for .*MB03|Details for Pre-Aligned/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Products");
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related products" })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("Product");
  expect(jsonLd.offers).toBeUndefined();

  const missing = await page.goto("/products/00000000-0000-4000-8000-000000000000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("a price-on-request product offers its quote form, open on the page, and no 'Add to Cart'", async ({ page }) => {
  await signInQuietly(page, ACCOUNTS.approved);
  await open(page, "/products?sort=price-asc");
  const inquiry = page.getByRole("article").filter({ hasText: "Please inquire" }).first();
  // the card itself offers the quote instead of the cart
  await expect(inquiry.getByRole("link", { name: /^Request a quote: / })).toBeVisible();
  await expect(inquiry.getByRole("button", { name: /Add to Cart/ })).toHaveCount(0);
  const name = (await inquiry.getByRole("heading").textContent())!.trim();
  await inquiry.getByRole("link", { name: /Details for/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const quote = page.getByRole("link", { name: `Request a quote: ${name}`, exact: true });
  await expect(quote).toHaveAttribute("href", "#quote-request");
  await expect(page.getByRole("main").getByRole("button", { name: `Add to Cart: ${name}` })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Request a quote" }).getByRole("spinbutton", { name: "Quantity" })).toBeVisible();
});
