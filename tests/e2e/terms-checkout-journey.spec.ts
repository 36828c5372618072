import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { waitForParsedMail } from "./mail";
import { addToCart, adminApi, newApprovedAccount, newProduct, open, signInQuietly } from "./support";

/*
 * A buyer on net-30 terms checks out: the admin sets the terms; the buyer saves a shipping address
 * in the address book (its country chosen from the list); at checkout "Ship to" offers it, chosen,
 * beside "A new address" (tried with a country from the list, then left for the saved one), and
 * the bill goes to a new address in Germany. The confirmation names the order by its number, never
 * its UUID, and the buyer's e-mail has a text part, an HTML part and the order's PDF, and says
 * when a net-30 order is paid.
 */

const NET_30 = "Payment terms: Net 30 days. We invoice you when the order ships; payment is due within 30 days of the invoice date.";
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** With SHOTS_DIR set, the key screens are kept there for review (never in the repository). */
const shots = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("a net-30 buyer checks out to an address-book address; the confirmation shows SO-… and no UUID, and the e-mail has text, HTML, the PDF and the 30 days", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const product = await newProduct(baseURL!, { prefix: "E2E-NET30", name: "Sheath liquid kit", price: "120" });
      const account = await newApprovedAccount(baseURL!);

      await test.step("the admin sets the account's terms to net 30", async () => {
        const admin = await adminApi(baseURL!);
        const users = (await (await admin.get("/api/users")).json()) as Array<{ id: string; email: string }>;
        const userId = users.find((u) => u.email === account.email)!.id;
        const terms = await admin.put(`/api/admin/users/${userId}/terms`, {
          data: { paymentTerms: "net-30", poRequired: false, discountPercent: 0, prices: [] },
        });
        expect(terms.status(), await terms.text()).toBe(200);
        await admin.dispose();
      });

      await test.step("the buyer saves a shipping address, its country chosen from the list", async () => {
        await signInQuietly(page, account);
        await open(page, "/account/addresses");
        const add = page.getByRole("region", { name: "Add an address" });
        await add.getByLabel("Type").selectOption("shipping");
        await add.getByLabel("Recipient name").fill("Dr. Tadeus Reichstein");
        await add.getByLabel("Company (optional)").fill("Departement Chemie, Universität Basel");
        await add.getByLabel("Street and number").fill("Klingelbergstrasse 80");
        await add.getByLabel("Postal code").fill("4056");
        await add.getByLabel("City").fill("Basel");
        await add.getByRole("combobox", { name: "Country" }).selectOption("Switzerland");
        await add.getByRole("button", { name: "Add address" }).click();
        await expect(page.getByRole("region", { name: "Shipping addresses" }).getByText(/Klingelbergstrasse 80\s+4056 Basel\s+Switzerland/)).toBeVisible();
      });

      let orderNumber = "";
      await test.step("at checkout it is the chosen 'Ship to'; 'A new address' is tried with Germany and left; the bill goes to a new address in Germany", async () => {
        await addToCart(page, product.sku);
        await open(page, "/checkout");
        await expect(page.locator("section[aria-labelledby=summary-heading]").getByTestId("summary-terms")).toContainText("Net 30 days");
        const shipTo = page.getByRole("group", { name: "Ship to" });
        const saved = shipTo.getByRole("radio", { name: /Klingelbergstrasse 80/ });
        await expect(saved).toBeChecked();
        await expect(shipTo.locator("label").first()).toHaveText(
          /Dr\. Tadeus Reichstein\s*Departement Chemie, Universität Basel\s*Klingelbergstrasse 80\s*4056 Basel\s*Switzerland/,
        );

        const shipping = page.getByRole("group", { name: "Shipping Address" });
        await shipTo.getByRole("radio", { name: "A new address" }).check();
        await shipping.getByLabel("Street and number").fill("Im Neuenheimer Feld 229");
        await shipping.getByLabel("Postal code").fill("69120");
        await shipping.getByLabel("City").fill("Heidelberg");
        const shippingCountry = shipping.getByRole("combobox", { name: "Country" });
        await shippingCountry.selectOption("Germany");
        await expect(shippingCountry).toHaveValue("Germany");
        await saved.check();
        await expect(shipping.getByLabel("Street and number")).toHaveCount(0);

        await page.getByRole("checkbox", { name: "Same as shipping address" }).uncheck();
        const billing = page.getByRole("group", { name: "Billing Address" });
        await billing.getByLabel("Recipient name").fill("Kreditorenbuchhaltung");
        await billing.getByLabel("Street and number").fill("Postfach 10 57 60");
        await billing.getByLabel("Postal code").fill("69047");
        await billing.getByLabel("City").fill("Heidelberg");
        await billing.getByRole("combobox", { name: "Country" }).selectOption("Germany");
        await page.getByRole("button", { name: "Place Order" }).click();
        await expect(page).toHaveURL(/\/account\/orders\/SO-\d{4}-\d{6}\?placed$/);
        orderNumber = /SO-\d{4}-\d{6}/.exec(page.url())![0];
      });

      await test.step("the confirmation names the order by its number, says how it is paid, and shows no UUID", async () => {
        await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
        await expect(page.getByRole("status").filter({ hasText: "Order Confirmed!" })).toContainText(`Your order number is ${orderNumber}.`);
        await expect(page.getByTestId("payment-sentence")).toHaveText(NET_30);
        const main = page.getByRole("main");
        await expect(main).toContainText("Klingelbergstrasse 80");
        await expect(main).toContainText("Postfach 10 57 60");
        await expect(main).not.toContainText("Im Neuenheimer Feld 229");
        expect(await page.locator("body").innerText()).not.toMatch(UUID);
        await shot(page, `terms-confirmation-${width}`);
      });

      await test.step("the buyer's e-mail has a text part, an HTML part and the order's PDF, and speaks of 30 days", async () => {
        const mail = await waitForParsedMail(account.email, new RegExp(`^Order confirmation ${orderNumber} — `));
        expect(mail.text).toContain(NET_30);
        expect(mail.text).toContain(`Order number: ${orderNumber}`);
        expect(mail.html).toContain(orderNumber);
        expect(mail.html).toContain(NET_30);
        expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${orderNumber}.pdf`, "application/pdf"]]);
        const { text } = await extractText(await getDocumentProxy(new Uint8Array(mail.attachments[0].body)), { mergePages: true });
        expect(text).toContain(orderNumber);
      });
    });
  });
}
