import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { waitForMail } from "./mail";
import { ACCOUNTS, expectToast, newApprovedAccount, open, signInQuietly } from "./support";

/*
 * Quote requests from a product page, the cart and the method
 * assistant; sales prices the request in /admin/quotes and sends it, with the PDF attached.
 * With SHOTS_DIR set, the journeys also write screenshots (and the sent PDF) there for review.
 */

const QUOTE_SKU = "CEMS-SYS-30"; // price on request
const shots = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

async function productId(page: Page, sku: string) {
  const products = (await (await page.request.get("/api/products")).json()) as Array<{ id: string; sku: string }>;
  return products.find((p) => p.sku === sku)!.id;
}

test("an anonymous visitor requests a quote from a product page; the admin prices and sends it, with the PDF attached to the e-mail", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = `quote.visitor.${Date.now()}@lab.example.org`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, `/products/${await productId(page, QUOTE_SKU)}`);
  const form = page.getByRole("form", { name: "Request a quote" });
  await form.getByRole("spinbutton", { name: "Quantity" }).fill("2");
  await form.getByRole("textbox", { name: "First name" }).fill("Rosalind");
  await form.getByRole("textbox", { name: "Last name" }).fill("Franklin");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: /Company/ }).fill("King's College Lab");
  await form.getByRole("textbox", { name: /Message/ }).fill("Two systems for our new CE-MS lab, please.");
  await shot(page, "product-quote-form-1280");
  await form.getByRole("button", { name: "Request a quote" }).click();
  const done = page.getByRole("status").filter({ hasText: "Quote requested" });
  await expect(done).toContainText(/Quote requested: Q-\d{4}-\d{6}/);
  const quoteNumber = /Q-\d{4}-\d{6}/.exec((await done.textContent())!)![0];
  const confirmation = await waitForMail(email, new RegExp(`Quote number: ${quoteNumber}`));
  expect(confirmation).toMatch(/\/quotes\/view\/[A-Za-z0-9_-]{43}/);

  // sales prices it and sends it
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInQuietly(admin, ACCOUNTS.admin);
  await open(admin, "/admin");
  await admin.getByRole("link", { name: "Quotes" }).click();
  await expect(admin).toHaveURL(/\/admin\/quotes$/);
  await admin.getByRole("link", { name: "Requested", exact: true }).click();
  await expect(admin).toHaveURL(/status=requested/);
  await shot(admin, "admin-quotes-1280");
  await admin.getByRole("link", { name: quoteNumber }).click();
  await expect(admin.getByRole("heading", { name: `Quote ${quoteNumber}` })).toBeVisible();
  const editor = admin.getByRole("form", { name: "Price the quote" });
  // each line's fields say which line they price (the labels repeat on every line)
  await expect(editor.getByRole("textbox", { name: /^Unit price \(\$\) ?, line 1: .+/ })).toBeVisible();
  await editor.getByRole("textbox", { name: "Unit price ($)" }).fill("95000");
  await editor.getByRole("textbox", { name: "Discount %" }).fill("5");
  await editor.getByRole("textbox", { name: "Shipping ($)" }).fill("1200");
  // 2 × $95,000 − 5 % = $180,500; 8 % tax $14,440; shipping $1,200
  await expect(editor.getByTestId("quote-total")).toHaveText("$196,140.00");
  await editor.getByRole("textbox", { name: /Note to the customer/ }).fill("Installation and training included.");
  await shot(admin, "admin-quote-editor-1280");
  await editor.getByRole("button", { name: "Save and send" }).click();
  await expect(admin.getByRole("region", { name: "The quote as sent" })).toContainText("$196,140.00");
  await expect(admin.getByText("Sent", { exact: true }).first()).toBeVisible();

  const sent = await waitForMail(email, new RegExp(`your quote ${quoteNumber}`));
  expect(sent).toMatch(/\/quotes\/view\/[A-Za-z0-9_-]{43}/);
  expect(sent).toContain("Content-Type: application/pdf");
  expect(sent).toContain(`filename=${quoteNumber}-r1.pdf`);
  if (shots) {
    const base64 = /filename=quote-[^\n]+\n(?:[^\n]+\n)*?\n([A-Za-z0-9+/=\r\n]+)/.exec(sent)?.[1];
    if (base64) fs.writeFileSync(path.join(shots, "quote.pdf"), Buffer.from(base64.replace(/\s/g, ""), "base64"));
  }
  await admin.close();
});

test("an approved customer requests a quote for the whole cart from the cart panel", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInQuietly(page, await newApprovedAccount(baseURL!));
  await open(page, `/products/${await productId(page, "CAP-LPA-50-100")}`);
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expectToast(page, "Added to cart");
  await page.getByRole("button", { name: /Shopping cart/ }).click();
  const panel = page.getByRole("dialog", { name: "Shopping Cart" });
  await panel.getByRole("button", { name: "Request a quote" }).click();
  const form = panel.getByRole("form", { name: "Request a quote" });
  await expect(form.getByText(/Requested as Erin Buyer/)).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Email" })).toHaveCount(0);
  await form.getByRole("textbox", { name: /Message/ }).fill("For the lab's second instrument.");
  await shot(page, "cart-quote-390");
  await form.getByRole("button", { name: "Send quote request" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Quote requested" })).toContainText(/Q-\d{4}-\d{6}/);
});

test("'Quote this method' requests the method's kit, capillary and consumables", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/tools?method=cr3520&protein=mab&concentration=0.5-1.0&pi=6-10");
  await expect(page.getByText("Generated method").first()).toBeVisible();
  await page.getByRole("button", { name: "Quote this method" }).click();
  const products = page.getByRole("list", { name: "Products to quote" });
  for (const sku of ["CR3520", "CAP-LPA-50-100", "RK-PIM-310", "RK-SPRAY-250", "RK-BGE-AA"]) await expect(products).toContainText(sku);
  const form = page.getByRole("form", { name: "Request a quote" });
  await form.getByRole("textbox", { name: "First name" }).fill("Marie");
  await form.getByRole("textbox", { name: "Last name" }).fill("Curie");
  await form.getByRole("textbox", { name: "Email" }).fill(`method.${Date.now()}@lab.example.org`);
  await form.getByRole("button", { name: "Request a quote for this method" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Quote requested" })).toContainText(/Q-\d{4}-\d{6}/);
});

test("the quote form and the admin pages at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `/products/${await productId(page, QUOTE_SKU)}`);
  const form = page.getByRole("form", { name: "Request a quote" });
  await form.getByRole("button", { name: "Request a quote" }).click();
  // the contact form's own messages
  await expect(form.getByText("Please enter your first name")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  await shot(page, "product-quote-form-390");
  await signInQuietly(page, ACCOUNTS.admin);
  await open(page, "/admin/quotes");
  await expect(page.getByRole("heading", { name: "Quotes", level: 1 })).toBeVisible();
  await shot(page, "admin-quotes-390");
  const first = page
    .getByRole("region", { name: "Quotes" })
    .getByRole("link", { name: /Q-\d{4}-\d{6}/ })
    .first();
  if ((await first.count()) > 0) {
    await first.click();
    await expect(page.getByRole("heading", { name: /Quote Q-/ })).toBeVisible();
    await shot(page, "admin-quote-editor-390");
  }
});
