import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { addToCart, newApprovedAccount, open, signIn } from "./support";

// Shared lists: a member makes a list by pasting lines, puts it into the cart, and saves a cart as a list.

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectFitsAndAccessible(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a member pastes a list, adds it to the cart (the out-of-stock line skipped), and saves a cart as a list", async ({ page, baseURL }) => {
  const account = await newApprovedAccount(baseURL!);
  await signIn(page, account);
  await open(page, "/account");
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Shared lists" }).click();
  await expect(page).toHaveURL(/\/account\/lists$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByText("Your organisation has no shared list yet.")).toBeVisible();

  const newList = page.getByRole("region", { name: "New list" });
  await newList.getByLabel("List name").fill("Weekly CE restock");
  await newList.getByLabel("Lines").fill("MB03-CE, 2\nRK-BGE-AA\t3\nES-CIEF-12; 1");
  await newList.getByRole("button", { name: "Create list" }).click();
  await expect(page.getByRole("status").filter({ hasText: 'List "Weekly CE restock" saved.' })).toBeVisible();
  const card = page.getByRole("region", { name: "List Weekly CE restock" });
  await expect(card.getByText("SKU MB03-CE")).toBeVisible();
  await expect(card.getByText("× 3")).toBeVisible();
  await expectFitsAndAccessible(page, "shared-lists");

  await card.getByRole("button", { name: "Add list Weekly CE restock to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added 2 lines to your cart. Skipped: ES-CIEF-12 (out of stock)." })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("5");

  // a cart saved as a list, from the cart panel
  await page.getByRole("button", { name: /^Shopping cart/ }).click();
  const panel = page.getByRole("dialog", { name: "Shopping Cart" });
  await panel.getByText("Save cart as list").click();
  await panel.getByLabel("List name").fill("From my cart");
  await panel.getByRole("button", { name: "Save list" }).click();
  await expect(page.getByRole("status").filter({ hasText: 'Your cart was saved as the list "From my cart".' })).toBeVisible();
  const saved = page.getByRole("region", { name: "List From my cart" });
  await expect(saved.getByText("SKU MB03-CE")).toBeVisible();
  await expect(saved.getByText("SKU RK-BGE-AA")).toBeVisible();
  await expectFitsAndAccessible(page, "shared-lists-saved");
});

test("without JavaScript a list is made and put into the cart", async ({ browser, baseURL }) => {
  const account = await newApprovedAccount(baseURL!);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.goto("/account/lists");
  const newList = page.getByRole("region", { name: "New list" });
  await newList.getByLabel("List name").fill("No script list");
  await newList.getByLabel("Lines").fill("MB03-CE, 1");
  await newList.getByRole("button", { name: "Create list" }).click();
  await expect(page.getByRole("region", { name: "List No script list" })).toBeVisible();
  await page.getByRole("button", { name: "Add list No script list to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added 1 line to your cart." })).toBeVisible();
  await context.close();
});

test.describe("an unknown SKU", () => {
  test("is named in the form and nothing is saved", async ({ page, baseURL }) => {
    const account = await newApprovedAccount(baseURL!);
    await signIn(page, account);
    await addToCart(page, "MB03-CE");
    await open(page, "/account/lists");
    const newList = page.getByRole("region", { name: "New list" });
    await newList.getByLabel("List name").fill("Typos");
    await newList.getByLabel("Lines").fill("NOPE-123, 1");
    await newList.getByRole("button", { name: "Create list" }).click();
    await expect(newList.getByText("Unknown SKU: NOPE-123")).toBeVisible();
    await expect(page.getByText("Your organisation has no shared list yet.")).toBeVisible();
  });
});
