import fs from "node:fs";
import { expect, request, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { quotes } from "../../server/db/schema";
import { createSentQuote, daysFromToday } from "../support/quotes";
import { openE2eDatabase } from "./quote-database";
import { ACCOUNTS, newApprovedAccount, open, signIn, signInQuietly } from "./support";

/**
 * The customer's side of quotes: an approved customer opens the quote sales sent them, downloads its PDF,
 * accepts it with a PO number and finds the order, at the quoted total, in My orders.
 */

/** Set to a folder to keep screenshots of the quote screens (never in the repository). */
const shots = process.env.QUOTE_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function userIdOf(baseURL: string, email: string) {
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await admin.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  const users = (await (await admin.get("/api/users")).json()) as Array<{ id: string; email: string }>;
  await admin.dispose();
  return users.find((u) => u.email === email)!.id;
}

for (const width of [390, 1280]) {
  test(`at ${width} px: an approved customer opens their sent quote, downloads the PDF, accepts with a PO number and sees the order in My orders`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const account = await newApprovedAccount(baseURL!);
    const userId = await userIdOf(baseURL!, account.email);
    const database = openE2eDatabase();
    const sent = await createSentQuote(database.db, {
      userId,
      contactEmail: account.email,
      contactName: "Erin Buyer",
      poRequired: true,
      paymentTerms: "net-30",
      lines: [
        { sku: "CR3520", name: "CR3520 CE-MS interface kit", quantity: 1, unitPriceCents: 1_850_000, discountBasisPoints: 500 },
        { sku: "CAP-FS-50-100", name: "Fused-silica capillary 50 µm × 100 cm", quantity: 4, unitPriceCents: 18_500 },
      ],
      shippingCents: 12_000,
    });
    // the other states, for the screenshots and their notices
    const expired = await createSentQuote(database.db, { userId, contactEmail: account.email, validUntil: "2026-01-31" });
    const old = await createSentQuote(database.db, { userId, contactEmail: account.email, status: "superseded" });
    const revised = await createSentQuote(database.db, { userId, contactEmail: account.email, quoteNumber: old.quote.quoteNumber, revision: 2 });
    await database.db.update(quotes).set({ supersededBy: revised.quote.id }).where(eq(quotes.id, old.quote.id));
    await database.close();

    await signInQuietly(page, account);
    await open(page, "/account/quotes");
    await expect(page.getByRole("link", { name: "Quotes" })).toHaveAttribute("aria-current", "page");
    const list = page.getByRole("list", { name: "Quotes" });
    await expect(list.getByRole("link")).toHaveCount(3);
    await expect(list.getByRole("link", { name: new RegExp(sent.quote.quoteNumber) })).toContainText("$19,900.20");
    await shot(page, `quotes-list-${width}`);

    // the expired and the superseded quote say so
    await open(page, `/account/quotes/${expired.quote.quoteNumber}`);
    await expect(page.getByTestId("quote-expired")).toContainText("This quote expired on January 31, 2026");
    await expect(page.getByRole("button", { name: "Request a renewed quote" })).toBeVisible();
    await shot(page, `quote-expired-${width}`);
    await open(page, `/account/quotes/${old.quote.quoteNumber}?revision=1`);
    await expect(page.getByTestId("quote-superseded")).toContainText("superseded by revision 2");
    await shot(page, `quote-superseded-${width}`);
    await page.getByRole("link", { name: "See revision 2" }).click();
    await expect(page.getByText("Revision 2").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept quote" })).toBeVisible();

    // the sent quote: its amounts, the PDF, accept with the PO number it requires
    await open(page, "/account/quotes");
    await list.getByRole("link", { name: new RegExp(sent.quote.quoteNumber) }).click();
    await expect(page.getByTestId("quote-number")).toHaveText(sent.quote.quoteNumber);
    // 18,500.00 − 5 % = 17,575.00; 4 × 185.00 = 740.00; subtotal 18,315.00; tax 8 % 1,465.20; shipping 120.00
    await expect(page.getByTestId("quote-total")).toHaveText("$19,900.20");
    await expect(page.getByText("Net 30 days", { exact: true })).toBeVisible();
    await shot(page, `quote-sent-${width}`);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toBe(`${sent.quote.quoteNumber}-r1.pdf`);
    const pdfPath = await download.path();
    const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(pdfPath)));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(sent.quote.quoteNumber);
    expect(text).toContain("19,900.20");
    if (shots) fs.copyFileSync(pdfPath, `${shots}/quote-${width}.pdf`);

    const acceptForm = page.getByRole("form", { name: "Accept the quote" });
    await acceptForm.getByLabel("Ship to *").fill("Dept. of Chemistry, 1 Lab Road, Springfield 12345");
    await acceptForm.getByRole("button", { name: "Accept quote" }).click();
    await expect(acceptForm.getByText("A purchase-order number is required for this order")).toBeVisible();
    await acceptForm.getByLabel("Purchase-order number *").fill("PO-E2E-4711");
    await acceptForm.getByRole("button", { name: "Accept quote" }).click();
    // nothing is placed before the buyer confirms the total, the PO number and where it ships
    const confirm = page.getByRole("alertdialog", { name: /Place the order for Q-/ });
    await expect(confirm.getByTestId("accept-total")).toHaveText("$19,900.20");
    await expect(confirm.getByTestId("accept-po-number")).toHaveText("PO-E2E-4711");
    await expect(confirm.getByTestId("accept-ship-to")).toHaveText("Dept. of Chemistry, 1 Lab Road, Springfield 12345");
    await confirm.getByRole("button", { name: "Go back" }).click();
    await expect(confirm).toBeHidden();
    await expect(page).not.toHaveURL(/\/account\/orders\//);
    await acceptForm.getByRole("button", { name: "Accept quote" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/account\/orders\/SO-\d{4}-\d{6,}\?placed/);
    const orderNumber = (await page.getByTestId("order-number").textContent())!.trim();
    await expect(page.getByTestId("order-total")).toHaveText("$19,900.20");

    await open(page, "/account/orders");
    const row = page.getByRole("list", { name: "Orders" }).getByRole("link", { name: new RegExp(orderNumber) });
    await expect(row).toContainText("$19,900.20");
    await expect(row).toContainText("PO PO-E2E-4711");

    await open(page, `/account/quotes/${sent.quote.quoteNumber}`);
    await expect(page.getByTestId("quote-accepted")).toContainText(orderNumber);
    await shot(page, `quote-accepted-${width}`);
  });
}

test("a quote link with an unknown token is a 404 page", async ({ page }) => {
  const response = await open(page, `/quotes/view/${"x".repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Quote not found" })).toBeVisible();
});

test("the quote link opens an anonymous requester's quote without an account, and another account's quote is not found", async ({ page, baseURL }) => {
  const database = openE2eDatabase();
  const anonymous = await createSentQuote(database.db, { salesNote: "Anonymous note" });
  const someone = await newApprovedAccount(baseURL!);
  const owned = await createSentQuote(database.db, { userId: await userIdOf(baseURL!, someone.email), validUntil: daysFromToday(10) });
  await database.close();
  await open(page, `/quotes/view/${anonymous.token}`);
  await expect(page.getByTestId("quote-number")).toHaveText(anonymous.quote.quoteNumber);
  await expect(page.getByText("Anonymous note")).toBeVisible();
  await signIn(page, await newApprovedAccount(baseURL!));
  const response = await open(page, `/account/quotes/${owned.quote.quoteNumber}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Quote not found" })).toBeVisible();
});
