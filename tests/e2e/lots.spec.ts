import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { addReleasedLot, day, lotTrackedProduct } from "./lot-fixtures";
import { waitForMail } from "./mail";
import { ACCOUNTS, expectToast, fillNewShippingAddress, newApprovedAccount, open, signInQuietly } from "./support";

/**
 * Certificates of analysis by lot (decision 027): the admin records a lot with its QC
 * results, a customer orders the product, sales marks the order shipped naming that lot, and the
 * customer's order page and shipping e-mail link the lot's certificate, a PDF. The documentation
 * centre's look-up box finds a certificate by lot number and says so when there is none.
 */

/** Set to a folder to keep screenshots of the new screens (never in the repository). */
const shots = process.env.COA_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function adminApi(playwright: { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL: string) {
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  return api;
}

async function pdfTextOf(body: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

test("admin records a lot, the customer's order ships with it, and the order page and e-mail link its certificate", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = `${Date.now()}`;
  const lotNumber = `CV${tag.slice(-6)}-A`;
  const admin = await adminApi(playwright, baseURL!);
  const product = await lotTrackedProduct(admin, tag);

  await test.step("the admin adds the lot with its QC results on the product's lots page", async () => {
    await signInQuietly(page, ACCOUNTS.admin);
    await open(page, "/admin?tab=products");
    await page.getByRole("link", { name: `Lots of ${product.name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Lots of ${product.name}` })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel("Lot number").fill(lotNumber.toLowerCase());
    await page.getByLabel("Manufactured on").fill(day(-30));
    await page.getByLabel("Expires on").fill(day(500));
    await page.getByLabel("Released on").fill(day(-20));
    await page.getByLabel("Released by").fill("Dr. Marcus Lee, Quality Control Manager");
    await page
      .getByLabel("QC results")
      .fill(
        [
          "pI marker linearity | R² min. 0.990 | 0.998 | Pass",
          "pH of ampholyte mix | 6.8 to 7.4 | 7.1 | Pass",
          "Bioburden | max. 10 CFU/mL | < 1 CFU/mL | Pass",
        ].join("\n"),
      );
    await page.getByRole("button", { name: "Add lot" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Lot ${lotNumber} saved.` })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: lotNumber });
    await expect(row.getByText("Passed")).toBeVisible();
    await shot(page, "admin-lots");
  });

  const buyer = await newApprovedAccount(baseURL!);
  const customer = await browser.newPage();
  let orderNumber = "";
  await test.step("the customer orders the product", async () => {
    await signInQuietly(customer, buyer);
    await open(customer, `/products/${product.id}`);
    await customer.getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(customer.getByTestId("cart-count")).toHaveText("1");
    await open(customer, "/checkout");
    await customer.getByRole("textbox", { name: "Full name" }).fill("Irène Joliot-Curie");
    await customer.getByRole("textbox", { name: "Email" }).fill(buyer.email);
    await fillNewShippingAddress(customer, { line1: "11 rue Pierre et Marie Curie", postalCode: "75005", city: "Paris", country: "France" });
    await customer.getByRole("button", { name: "Place Order" }).click();
    await expect(customer).toHaveURL(/\/account\/orders\/SO-\d{4}-\d+/);
    orderNumber = (await customer.getByTestId("order-number").textContent())!.trim();
  });

  await test.step("sales marks the order shipped, naming the lot of the kit", async () => {
    await open(page, "/admin?tab=orders");
    const row = page.getByRole("row").filter({ hasText: orderNumber });
    await row.getByRole("link", { name: `View order ${orderNumber}` }).click();
    const detail = page.getByRole("main");
    await detail.getByRole("button", { name: "Confirm order" }).click();
    await expectToast(page, "Order Updated", `Order ${orderNumber} is now confirmed.`);
    // without a lot the order does not ship
    await detail.getByRole("button", { name: "Mark as shipped" }).click();
    await expect(detail.getByRole("alert").filter({ hasText: `Please choose the lot of ${product.name}` })).toBeVisible();
    await detail.getByRole("combobox", { name: `Lot of ${product.name}` }).selectOption({ label: `${lotNumber} (expires ${day(500)})` });
    await shot(page, "admin-ship-with-lot");
    await detail.getByRole("button", { name: "Mark as shipped" }).click();
    await expectToast(page, "Order Updated", `Order ${orderNumber} is now shipped.`);
    await expect(detail.getByRole("list", { name: `Lots of ${product.name}` })).toContainText(`Lot ${lotNumber} × 1`);
  });

  await test.step("the customer's order page links the lot's certificate, which is a PDF of that lot", async () => {
    await open(customer, `/account/orders/${orderNumber}`);
    const link = customer.getByRole("link", { name: `Certificate of analysis for lot ${lotNumber}` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", `/documentation/coa?lot=${lotNumber}`);
    await shot(customer, "customer-order-with-lot");
    const res = await customer.request.get((await link.getAttribute("href"))!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    const text = await pdfTextOf(await res.body());
    for (const expected of ["Certificate of Analysis", product.name, product.sku, lotNumber, "pI marker linearity", "Dr. Marcus Lee"])
      expect(text).toContain(expected);
    expect(text).not.toContain("$");
  });

  await test.step("the shipping e-mail links the same certificate", async () => {
    const mail = await waitForMail(buyer.email, new RegExp(`Your order has been shipped\\.[\\s\\S]*Order number: ${orderNumber}`));
    expect(mail).toContain("Certificates of analysis for the lots you received:");
    expect(mail).toContain(`${product.name} (${product.sku}), lot ${lotNumber}: ${baseURL}/documentation/coa?lot=${lotNumber}`);
    expect(mail).toContain(`${product.name} (${product.sku}): ${lotNumber} × 1`);
  });

  await customer.close();
  await admin.dispose();
});

for (const width of [390, 1280]) {
  test(`at ${width} px the documentation centre's box finds a certificate by lot number, and says when there is none`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const tag = `${width}${Date.now()}`;
    const admin = await adminApi(playwright, baseURL!);
    const product = await lotTrackedProduct(admin, tag);
    const lotNumber = `DOC${tag.slice(-7)}`;
    await addReleasedLot(admin, product.id, lotNumber);
    await admin.dispose();

    await open(page, "/documentation");
    const box = page.getByRole("region", { name: "Certificate of analysis" });
    await box.scrollIntoViewIfNeeded();
    await shot(page, `documentation-${width}`);
    await box.getByLabel("Lot number").fill(lotNumber.toLowerCase());
    const [pdf] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/documentation/coa?lot=")),
      box.getByRole("button", { name: "Get certificate" }).click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    // the browser hands the PDF to its viewer (or a download): read the same address for its text
    expect(pdf.url()).toContain(`/documentation/coa?lot=${lotNumber.toLowerCase()}`);
    expect(await pdfTextOf(await (await page.request.get(pdf.url())).body())).toContain(lotNumber);

    await open(page, "/documentation");
    await page.getByRole("region", { name: "Certificate of analysis" }).getByLabel("Lot number").fill(`${lotNumber}X`);
    await page.getByRole("button", { name: "Get certificate" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "No such lot" })).toBeVisible();
    await expect(page.getByText("There is no certificate of analysis for this lot number.", { exact: false })).toBeVisible();
    await expect(page.getByLabel("Lot number")).toHaveValue(`${lotNumber}X`.toUpperCase());
    await shot(page, `no-such-lot-${width}`);

    await page.getByLabel("Lot number").fill("CR 3520");
    await page.getByRole("button", { name: "Get certificate" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "That is not a lot number" })).toBeVisible();
    await expect(page.getByLabel("Lot number")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert")).toContainText("only letters, digits and hyphens");
    await shot(page, `bad-lot-${width}`);
  });
}

test("the look-up box works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/documentation");
  await page.getByRole("region", { name: "Certificate of analysis" }).getByLabel("Lot number").fill("nojs-0000-z");
  await page.getByRole("button", { name: "Get certificate" }).click();
  await expect(page).toHaveURL(/\/documentation\/coa\?lot=nojs-0000-z$/);
  await expect(page.getByRole("heading", { level: 1, name: "No such lot" })).toBeVisible();
  await expect(page.getByLabel("Lot number")).toHaveValue("NOJS-0000-Z");
  await context.close();
});
