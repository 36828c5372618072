import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { open } from "./support";

// The documentation centre's PDFs (decision 026): download, read in the browser, search their text.

const library = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Document Library" });

test("a lab buyer downloads a manual, reads another in the browser and finds a document by a word inside it", async ({ page, context }) => {
  await open(page, "/documentation");
  const manual = library(page).getByRole("listitem").filter({ hasText: "EMASS-II CE-MS Ion Source User Manual" });
  await expect(manual).toContainText(/v3\.2 · PDF · \d+ pages · \d+ KB/);

  // Download: a PDF file named after the document and its version, whose text is the manual
  const downloading = page.waitForEvent("download");
  await manual.getByRole("link", { name: /^Download EMASS-II CE-MS Ion Source User Manual/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("emass-ii-user-manual-v3.2.pdf");
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(text).toContain("EMASS-II CE-MS Ion Source User Manual");
  expect(text).toContain("0.7 mm (CZE-MS)");

  // Read: the PDF opens inline in a new tab
  const kit = library(page).getByRole("listitem").filter({ hasText: "CR3520 cIEF-MS Reagent Kit Instructions for Use" });
  const read = kit.getByRole("link", { name: /^Read CR3520 cIEF-MS Reagent Kit Instructions for Use/ });
  await expect(read).toHaveAttribute("target", "_blank");
  const href = (await read.getAttribute("href"))!;
  const inline = await context.request.get(href);
  expect(inline.status()).toBe(200);
  expect(inline.headers()["content-type"]).toBe("application/pdf");
  expect(inline.headers()["content-disposition"]).toBe('inline; filename="cr3520-kit-instructions-v2.1.pdf"');

  // Every Read and Download link names its document
  const items = library(page).getByRole("listitem");
  await expect(items).toHaveCount(16);
  for (const item of await items.all()) {
    const name = (await item.locator("p").first().innerText()).trim();
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(item.getByRole("link", { name: new RegExp(`^Read ${escaped}`) })).toHaveCount(1);
    await expect(item.getByRole("link", { name: new RegExp(`^Download ${escaped}`) })).toHaveCount(1);
  }

  // Search: "polyimide" is only in the capillary instructions' text, not in any name
  const search = page.getByRole("searchbox", { name: "Search the documentation" });
  await search.fill("polyimide");
  await expect(page.getByRole("status")).toHaveText("1 document and 0 guides match “polyimide”.");
  await expect(library(page).getByRole("listitem")).toHaveCount(1);
  const found = library(page).getByRole("listitem");
  await expect(found).toContainText("Separation Capillary Installation and Care");
  await expect(found.locator("mark").first()).toHaveText(/polyimide/i);
  await expect(page).toHaveURL(/\/documentation\?q=polyimide$/);
});

test("the search over the documents' text works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/documentation");
  await page.getByRole("searchbox", { name: "Search the documentation" }).fill("hydroxide");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=hydroxide$/);
  const items = library(page).getByRole("listitem");
  await expect(items.first()).toBeVisible();
  for (const item of await items.all()) await expect(item.locator("mark").first()).toHaveText(/hydroxide/i);
  await context.close();
});

test("an unknown document is the site's 404 page", async ({ page }) => {
  const response = await page.goto("/documentation/files/no-such-manual.pdf");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("screenshots of the library and a search at phone and desktop widths", async ({ page }, testInfo) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, "/documentation?q=taylor+cone");
    await expect(library(page).locator("mark").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.getByRole("status").scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`documentation-search-${width}.png`) });
    await library(page).screenshot({ path: testInfo.outputPath(`documentation-search-results-${width}.png`) });
    await open(page, "/documentation");
    await page.getByRole("heading", { name: "Product Manuals", level: 3 }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`documentation-${width}.png`) });
  }
});
