import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, expectToast, fillNewShippingAddress, newApprovedAccount, open, signInQuietly } from "./support";

/**
 * Account terms and prices: the admin sets a fresh approved account's terms on its Terms page
 * (from the users panel); the account sees its discounted price on /products, and the checkout
 * shows its payment terms and tax exemption and requires the PO number. At a phone's and a desktop's width.
 */

const CAPILLARY_SKU = "CAP-PEI-50-100"; // $310.00 list; 10 % off: $279.00
/** Set to a folder to keep screenshots of the new screens (never in the repository). */
const shots = process.env.TERMS_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("the admin sets terms; the account sees its price on /products and checkout shows the terms and requires the PO", async ({ browser, baseURL }) => {
      const account = await newApprovedAccount(baseURL!);

      // the admin: the users panel's Terms action opens the account's organisation, whose terms form it fills
      const adminPage = await (await browser.newContext({ viewport: { width, height } })).newPage();
      await signInQuietly(adminPage, ACCOUNTS.admin);
      await open(adminPage, "/admin?tab=users");
      await adminPage.getByLabel("Filter users by name, e-mail or company").fill(account.email);
      const row = adminPage.getByRole("row").filter({ hasText: account.email });
      await row.getByRole("link", { name: /^Terms of / }).click();
      await expect(adminPage).toHaveURL(/\/admin\/organisations\/[0-9a-f-]+$/);
      await adminPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await adminPage.getByLabel("Payment terms").selectOption("net-30");
      await adminPage.getByLabel("Account discount (%)").fill("10");
      await adminPage.getByLabel("Purchase-order number required with every order").check();
      await adminPage.getByLabel("Certificate reference").fill("ABC-123");
      await adminPage.getByLabel("Valid until").fill("2999-12-31");
      await adminPage.getByRole("button", { name: "Save terms" }).click();
      await expect(adminPage.getByRole("status")).toContainText("Terms saved");
      await shot(adminPage, `admin-terms-${width}`);
      await adminPage.context().close();

      // the account
      const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
      await signInQuietly(page, account);
      await open(page, `/products?q=${CAPILLARY_SKU}`);
      const card = page.getByRole("article").filter({ hasText: `SKU: ${CAPILLARY_SKU}` });
      await expect(card).toContainText("$279.00");
      await expect(card).not.toContainText("$310.00");
      await card.getByRole("button", { name: "Add to Cart" }).click();
      await expectToast(page, "Added to cart");

      await open(page, "/checkout");
      const summary = page.locator("section[aria-labelledby=summary-heading]");
      await expect(summary.getByTestId("summary-terms")).toContainText("Net 30 days");
      await expect(summary.getByTestId("summary-terms")).toContainText("PO number required");
      await expect(summary.getByTestId("summary-tax-treatment")).toHaveText("Tax exempt — certificate ABC-123, valid until Dec 31, 2999");
      await expect(summary.getByTestId("summary-tax")).toHaveText("$0.00");
      await expect(summary.getByTestId("summary-total")).toHaveText("$329.00"); // $279.00 + $50.00 shipping, no tax
      await fillNewShippingAddress(page, { line1: "12 Science Park Road", postalCode: "CB4 0FW", city: "Cambridge", country: "United Kingdom" });
      await page.getByRole("button", { name: "Place Order" }).click();
      const po = page.getByRole("textbox", { name: "PO number (required by your account's terms)" });
      await expect(po).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("A purchase-order number is required for this order")).toBeVisible();
      await shot(page, `checkout-terms-${width}`);

      await po.fill("PO-2026-77");
      await page.getByRole("button", { name: "Place Order" }).click();
      await expect(page).toHaveURL(/\/account\/orders\/SO-/);
      await expect(page.getByTestId("order-payment-terms")).toHaveText("Net 30 days");
      await expect(page.getByTestId("order-tax-exemption")).toContainText("ABC-123");
      await expect(page.getByTestId("order-total")).toHaveText("$329.00");
      await page.context().close();
    });
  });
}
