import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, newApprovedAccount, open, signIn, signInQuietly } from "./support";

// Quick order: an approved buyer orders by SKU.

const lines = (page: Page) => page.getByRole("textbox", { name: "SKUs and quantities" });
const checked = (page: Page) => page.getByRole("list", { name: "Checked lines" });

test("an approved buyer pastes mixed lines, fixes them, adds the valid ones and finds them in the cart", async ({ page, baseURL }, testInfo) => {
  const account = await newApprovedAccount(baseURL!);
  await signIn(page, account);
  // reached from the user menu
  await page.getByRole("button", { name: account.firstName, exact: true }).click();
  await page.getByRole("menuitem", { name: "Quick order" }).click();
  await expect(page).toHaveURL(/\/quick-order$/);
  await expect(page.getByRole("heading", { name: "Quick order", level: 1 })).toBeVisible();

  await lines(page).fill(
    [
      "SKU\tQuantity", // a spreadsheet's header row
      "MB03-CE\t2",
      "CAP-FS-50-10O, 1", // a typo: letter O for zero
      "ES-CIEF-12; 1", // out of stock
      "CEMS-SYS-30 1", // price on request
      "RK-BGE-AA|3", // a delimiter that is not one
      "mb03-ce, 1", // the same SKU again
    ].join("\n"),
  );
  await page.getByRole("button", { name: "Check lines" }).click();
  await expect(page.getByRole("heading", { name: "1 line ready, 4 to fix" })).toBeVisible();
  const list = checked(page);
  await expect(list.getByText("Lines 2 and 7 name the same SKU: merged into one line of 3")).toBeVisible();
  await expect(list.getByText('Unknown SKU "CAP-FS-50-10O": did you mean CAP-FS-50-100?')).toBeVisible();
  await expect(list.locator("li[data-status=out-of-stock]")).toContainText("ES-CIEF-12");
  await expect(list.getByText(/ is out of stock$/)).toBeVisible();
  await expect(list.getByText("is priced on request: please request a quote.", { exact: false })).toBeVisible();
  await expect(list.getByText('"|" does not separate a SKU from its quantity', { exact: false })).toBeVisible();
  // the buyer's own price, before anything is added
  await expect(list.locator("li[data-status=ok]")).toContainText("3 × $1,290.00");
  await expect(list.locator("li[data-status=ok]")).toContainText("$3,870.00");
  await expect(page.getByRole("button", { name: "Request a quote for it" })).toBeVisible();

  // fix the typo with the suggestion, and the delimiter by hand
  await list.getByRole("button", { name: "Use CAP-FS-50-100" }).click();
  await expect(page.getByRole("heading", { name: "2 lines ready, 3 to fix" })).toBeVisible();
  await lines(page).fill((await lines(page).inputValue()).replace("RK-BGE-AA|3", "RK-BGE-AA, 3"));
  await page.getByRole("button", { name: "Check lines" }).click();
  await expect(page.getByRole("heading", { name: "3 lines ready, 2 to fix" })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.screenshot({ path: testInfo.outputPath("quick-order-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("quick-order-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 1000 });

  await page.getByRole("button", { name: "Add valid lines to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "3 lines were added to your cart." })).toBeVisible();
  // the lines that could not be added stay on screen, to fix
  await expect(lines(page)).toHaveValue("ES-CIEF-12, 1\nCEMS-SYS-30, 1");
  await expect(page.getByRole("heading", { name: "0 lines ready, 2 to fix" })).toBeVisible();
  // the price-on-request line is quoted from here
  await page.getByRole("button", { name: "Request a quote for it" }).click();
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Quote requested" })).toContainText(/Q-\d{4}-\d{6}/);
  await expect(page.getByTestId("cart-count")).toHaveText("7");

  await page.getByRole("button", { name: "View cart" }).click();
  const panel = page.getByRole("dialog", { name: "Shopping Cart" });
  await expect(panel.getByText("SKU MB03-CE")).toBeVisible();
  await expect(panel.getByText("SKU CAP-FS-50-100")).toBeVisible();
  await expect(panel.getByText("SKU RK-BGE-AA")).toBeVisible();
  await expect(panel.getByRole("spinbutton", { name: /MB03-CE Pre-Aligned Emitter Module/ })).toHaveValue("3");
  // and the way back from the cart
  await expect(panel.getByRole("link", { name: "Quick order by SKU" })).toBeVisible();
});

test("a CSV file made from the downloadable template goes to the cart", async ({ page, baseURL }, testInfo) => {
  const account = await newApprovedAccount(baseURL!);
  // on a phone, reached from the menu
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, account);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Quick order" }).click();
  await expect(page).toHaveURL(/\/quick-order$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the CSV template" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("quick-order-template.csv");
  const template = testInfo.outputPath("template.csv");
  await download.saveAs(template);
  expect(await readFile(template, "utf8")).toBe("SKU,Quantity\r\nMB03-CE,2\r\nCAP-FS-50-100,5\r\n");

  await page.getByLabel("Upload a CSV file").setInputFiles(template);
  await expect(page.getByRole("heading", { name: "2 lines ready, 0 to fix" })).toBeVisible();
  await page.getByRole("button", { name: "Add valid lines to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 lines were added to your cart." })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("7");

  // a spreadsheet's export: semicolons, a header naming the columns in its own order, a description holding a comma
  await page.getByLabel("Upload a CSV file").setInputFiles({
    name: "export.csv",
    mimeType: "text/csv",
    buffer: Buffer.from('Description;Quantity;SKU\r\n"Capillary, fused silica; 50 µm";3;CAP-FS-50-100\r\n'),
  });
  await expect(page.getByRole("heading", { name: "1 line ready, 0 to fix" })).toBeVisible();
  await expect(checked(page).locator("li[data-status=ok]")).toContainText("CAP-FS-50-100");
  await expect(checked(page).locator("li[data-status=ok]")).toContainText("Line 2");
  await page.getByRole("button", { name: "Add valid lines to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("10");

  // a file that is no CSV, and one too large, are refused with a message
  await page
    .getByLabel("Upload a CSV file")
    .setInputFiles({ name: "photo.csv", mimeType: "text/csv", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]) });
  await expect(page.getByRole("alert")).toHaveText(
    "This does not look like a text or CSV file. Please upload a CSV file (SKU, quantity per line) or paste the lines.",
  );
  await page.getByLabel("Upload a CSV file").setInputFiles({ name: "big.csv", mimeType: "text/csv", buffer: Buffer.from("MB03-CE,1\n".repeat(11_000)) });
  await expect(page.getByRole("alert")).toHaveText(/larger than 100 kB/);
});

test("visitors are asked to sign in; accounts that may not buy are told why", async ({ page }) => {
  await page.goto("/quick-order");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fquick-order$/);
  await signInQuietly(page, ACCOUNTS.pending);
  await open(page, "/quick-order");
  await expect(page.getByText("Only approved accounts can add items to the cart.", { exact: false })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "SKUs and quantities" })).toHaveCount(0);
});
