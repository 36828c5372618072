import { expect, test, type Page } from "@playwright/test";
import { addToCart, newApprovedAccount, newProduct, open, signIn } from "./support";

// Checkout uses the address book: "Ship to" and "Bill to" offer the saved addresses in full, the
// default chosen, then "A new address" with the address book's fields, the country from a list.

/** A priced product of this test's own, with stock (other journeys change the demo products' stock). */
const productOfOwn = async (baseURL: string) => (await newProduct(baseURL, { prefix: "E2E-ADDR", name: "Address book product" })).sku;

async function saveAddress(page: Page, baseURL: string, address: Record<string, unknown>) {
  const saved = await page.request.post("/api/account/addresses", { headers: { Origin: baseURL }, data: address });
  expect(saved.status(), await saved.text()).toBe(201);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const HEIDELBERG = {
  kind: "shipping",
  name: "Dr. Grete Hermann",
  company: "Institut für Analytik",
  line1: "Hauptstraße 5",
  postalCode: "69117",
  city: "Heidelberg",
  country: "DE",
  isDefault: true,
};
const BASEL = { kind: "shipping", name: "Grete Hermann", line1: "Klingelbergstrasse 50", postalCode: "4056", city: "Basel", country: "Switzerland" };
const ACCOUNTS_PAYABLE = {
  kind: "billing",
  name: "Accounts payable",
  company: "Institut für Analytik",
  line1: "Postfach 10 20 30",
  postalCode: "69000",
  city: "Heidelberg",
  country: "Germany",
  isDefault: true,
};

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("a buyer ships to a saved address and bills to their saved billing address", async ({ page, baseURL }, testInfo) => {
      const sku = await productOfOwn(baseURL!);
      await signIn(page, await newApprovedAccount(baseURL!));
      for (const address of [HEIDELBERG, BASEL, ACCOUNTS_PAYABLE]) await saveAddress(page, baseURL!, address);
      await addToCart(page, sku);
      await open(page, "/checkout");

      const shipTo = page.getByRole("group", { name: "Ship to" });
      const choices = shipTo.getByRole("radio");
      await expect(choices).toHaveCount(3);
      // each saved address in full (name, company, street, postal code, city, country), the default chosen, then a new one
      const heidelberg = shipTo.getByRole("radio", { name: /Dr\. Grete Hermann/ });
      await expect(heidelberg).toBeChecked();
      await expect(shipTo.locator("label").first()).toHaveText(
        /Dr\. Grete Hermann\s*Institut für Analytik\s*Hauptstraße 5\s*69117 Heidelberg\s*Germany\s*Default/,
      );
      await expect(choices.last()).toHaveAccessibleName("A new address");
      await expect(page.getByLabel("Street and number")).toHaveCount(0);

      await shipTo.getByRole("radio", { name: /Klingelbergstrasse 50/ }).check();
      // the account bills to another address by default
      await expect(page.getByRole("checkbox", { name: "Same as shipping address" })).not.toBeChecked();
      await expect(page.getByRole("group", { name: "Bill to" }).getByRole("radio", { name: /Accounts payable/ })).toBeChecked();
      await page.screenshot({ path: testInfo.outputPath(`checkout-saved-${width}.png`), fullPage: true });
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);

      await page.getByRole("button", { name: "Place Order" }).click();
      await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main).toContainText("Klingelbergstrasse 50");
      await expect(main).toContainText("4056 Basel");
      await expect(main).toContainText("Postfach 10 20 30");
      await expect(main).not.toContainText("Hauptstraße 5");
    });

    test("a new address with a country from the list is saved to the address book", async ({ page, baseURL }, testInfo) => {
      const sku = await productOfOwn(baseURL!);
      const account = await newApprovedAccount(baseURL!);
      await signIn(page, account);
      await saveAddress(page, baseURL!, HEIDELBERG);
      await addToCart(page, sku);
      await open(page, "/checkout");

      await page.getByRole("group", { name: "Ship to" }).getByRole("radio", { name: "A new address" }).check();
      const shipping = page.getByRole("group", { name: "Shipping Address" });
      const country = shipping.getByRole("combobox", { name: "Country" });
      // every country by English name, the account's usual country first and chosen
      await expect(country).toHaveValue("Germany");
      const options = await country.locator("option").allTextContents();
      expect(options.slice(0, 2)).toEqual(["Choose a country", "Germany"]);
      expect(options).toEqual(expect.arrayContaining(["Japan", "United States", "Türkiye", "Ivory Coast"]));
      expect(options.length).toBeGreaterThanOrEqual(251);
      await expect(shipping.getByLabel("Recipient name")).toHaveValue(`${account.firstName} ${account.lastName}`);

      await shipping.getByLabel("Recipient name").fill("Dr. Hideki Yukawa");
      await shipping.getByLabel("Street and number").fill("1-1 Yoshida-honmachi");
      await shipping.getByLabel("Postal code").fill("606-8501");
      await shipping.getByLabel("City").fill("Kyoto");
      await country.selectOption("Japan");
      await shipping.getByRole("checkbox", { name: "Save to my address book" }).check();
      await page.screenshot({ path: testInfo.outputPath(`checkout-new-${width}.png`), fullPage: true });
      // the country list's longest name does not widen the page
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await page.getByRole("button", { name: "Place Order" }).click();
      await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
      await expect(page.getByRole("main")).toContainText("606-8501 Kyoto");

      await open(page, "/account/addresses");
      const book = page.getByRole("region", { name: "Shipping addresses" });
      await expect(book.getByText(/1-1 Yoshida-honmachi\s+606-8501 Kyoto\s+Japan/)).toBeVisible();
      // the address book's own form chooses the country from the same list
      await expect(page.getByRole("region", { name: "Add an address" }).getByRole("combobox", { name: "Country" })).toHaveValue("Germany");
      await page.screenshot({ path: testInfo.outputPath(`address-book-${width}.png`), fullPage: true });
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    });
  });
}
