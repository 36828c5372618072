import { expect, type Page, test } from "@playwright/test";
import config from "../../playwright.config";
import { open } from "./support";

// Playwright hides scrollbars in headless Chromium; a desktop browser shows them, and it is the
// scrollbar appearing or disappearing that moved the page sideways.
test.use({
  viewport: { width: 1350, height: 940 },
  launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ["--hide-scrollbars"] },
});

/**
 * Where the header's centred row starts: what moves when the room for the page changes. (By tag:
 * while a dialog is open, the page behind it is hidden from the accessibility tree.)
 */
async function headerLeft(page: Page) {
  return (await page.locator("body > header > div").first().boundingBox())!.x;
}

test("a page shorter than the window keeps the scrollbar's room, so nothing moves sideways when the page grows", async ({ page }) => {
  await open(page, "/products");
  const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
  expect(scrollbar).toBeGreaterThan(0); // the test means something only where scrollbars take room
  const onLongPage = await headerLeft(page);

  await page.setViewportSize({ width: 1350, height: 6000 });
  await open(page, "/login");
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
  expect(await headerLeft(page)).toBe(onLongPage);
});

test("opening the cart panel does not move the page behind it", async ({ page }) => {
  await open(page, "/products");
  const before = await headerLeft(page);
  await page.getByRole("button", { name: /Shopping cart/ }).click();
  await expect(page.getByRole("dialog", { name: "Shopping Cart" })).toBeVisible();
  expect(await page.evaluate(() => document.body.hasAttribute("data-scroll-locked"))).toBe(true);
  expect(await headerLeft(page)).toBe(before);
});
