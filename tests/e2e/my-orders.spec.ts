import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { linkIn, waitForMail } from "./mail";
import { ACCOUNTS, expectToast, fillNewShippingAddress, open, signInQuietly } from "./support";

/**
 * The buyer's journey: register → confirm the e-mail address → approved → an order with a PO
 * number, found again in My orders, as a PDF, and ordered again at today's price.
 */

const ORDER_NUMBER = /SO-\d{4}-\d{6,}/;
/** Set to a folder to keep screenshots of the new screens (never in the repository). */
const shots = process.env.ORDER_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** A new account: registered, its address confirmed through the e-mailed link, then approved by the admin. */
async function approvedBuyer(page: Page, anonymous: APIRequestContext, admin: APIRequestContext, tag: string) {
  const email = `buyer-${tag}-${Date.now()}@lab.example.org`;
  const password = "orders-journey-password-1";
  const registered = await anonymous.post("/api/auth/register", {
    data: { email, password, firstName: "Martha", lastName: "Chase", company: "Cold Spring Harbor Lab" },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await open(page, linkIn(await waitForMail(email, /confirm/i), "/confirm-email"));
  await page.getByRole("button", { name: "Confirm e-mail address" }).click();
  await expect(page.getByRole("heading", { name: "E-mail address confirmed" })).toBeVisible();
  const users = (await (await admin.get("/api/users")).json()) as Array<{ id: string; email: string; emailConfirmed: boolean }>;
  const user = users.find((u) => u.email === email)!;
  expect(user.emailConfirmed).toBe(true);
  expect((await admin.put(`/api/users/${user.id}/status`, { data: { status: "approved" } })).status()).toBe(200);
  return { email, password };
}

for (const width of [390, 1280]) {
  test(`at ${width} px: register, confirm the address, approved, order with a PO number, My orders, the PDF, and re-order at today's price`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const admin = await playwright.request.newContext({ baseURL });
    expect((await admin.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
    const anonymous = await playwright.request.newContext({ baseURL });
    const buyer = await approvedBuyer(page, anonymous, admin, String(width));
    const name = `Reorder kit ${width} ${Date.now()}`;
    const form = { name, description: "A product whose price changes between two orders.", sku: `REORDER-${width}-${Date.now()}`, stockQuantity: "50" };
    const created = await admin.post("/api/products", { data: { ...form, price: "100.00" } });
    expect(created.status(), await created.text()).toBe(201);
    const product = (await created.json()) as { id: string };

    await signInQuietly(page, buyer);
    await open(page, `/products/${product.id}`);
    await page.getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    await open(page, "/checkout");
    await page.getByRole("textbox", { name: "Full name" }).fill("Martha Chase");
    // another address than the account's: the order still belongs to the account
    await page.getByRole("textbox", { name: "Email" }).fill("purchasing@coldspring.example.org");
    await fillNewShippingAddress(page, { line1: "1 Bungtown Road", postalCode: "NY 11724", city: "Cold Spring Harbor", country: "United States" });
    await page.getByRole("textbox", { name: "PO number (optional)" }).fill("  PO-2026-0042 ");
    await page.getByRole("button", { name: "Place Order" }).click();

    await expect(page).toHaveURL(/\/account\/orders\/SO-\d{4}-\d{6,}\?placed/);
    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
    await expectToast(page, "Order placed successfully!");
    const orderNumber = (await page.getByTestId("order-number").textContent())!;
    expect(orderNumber).toMatch(ORDER_NUMBER);
    // the confirmation survives a reload
    await page.reload();
    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
    await expect(page.getByTestId("order-number")).toHaveText(orderNumber);
    await expect(page.getByTestId("cart-count")).toHaveText("0");

    // My orders: from the user menu on a wide screen
    if (width >= 640) {
      await page.getByRole("button", { name: "Martha" }).click();
      await page.getByRole("menuitem", { name: "My orders" }).click();
      await expect(page).toHaveURL(/\/account\/orders$/);
    } else {
      await open(page, "/account/orders");
    }
    await expect(page.getByRole("heading", { name: "My orders" })).toBeVisible();
    const row = page.getByRole("link").filter({ hasText: orderNumber });
    await expect(row).toContainText("Pending");
    await expect(row).toContainText("PO PO-2026-0042");
    await expect(row).toContainText("$158.00"); // $100 + 8% tax + $50 shipping
    await shot(page, `account-orders-${width}`);

    await row.click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}$`));
    await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByTestId("order-po-number")).toHaveText("PO-2026-0042");
    await expect(page.getByTestId("order-total")).toHaveText("$158.00");
    await expect(page.getByRole("list", { name: "Order status" }).getByRole("listitem")).toHaveCount(4);
    await shot(page, `account-order-${width}`);

    const pdfLink = page.getByRole("link", { name: "PDF" });
    await expect(pdfLink).toHaveAttribute("href", `/api/account/orders/${orderNumber}/pdf`);
    const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const body = await pdf.body();
    if (shots) (await import("node:fs")).writeFileSync(`${shots}/order-${width}.pdf`, body);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
    expect(text).toContain(`Order confirmation ${orderNumber}`);
    expect(text).toContain("PO number: PO-2026-0042");
    expect(text).toContain(name);
    expect(text).toContain("$158.00");

    // the printable view is the order alone
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("button", { name: "Order again" })).toBeHidden();
    await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
    await shot(page, `account-order-print-${width}`);
    await page.emulateMedia({ media: "screen" });

    // the price changes; re-ordering shows then and now
    const raised = await admin.put(`/api/products/${product.id}`, { data: { ...form, price: "125.00" } });
    expect(raised.status(), await raised.text()).toBe(200);
    await page.getByRole("button", { name: "Order again" }).click();
    const result = page.getByTestId("reorder-result");
    await expect(result).toContainText("Every line was added to your cart.");
    await expect(result).toContainText(`1 × ${name}`);
    await expect(result).toContainText("Then: $100.00 · Today: $125.00 · In stock");
    await expect(result).toContainText("Added to cart");
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await shot(page, `account-order-reordered-${width}`);

    // the product stays (the e2e database is thrown away): deleting it would pull it from under the catalogue crawls that run in parallel
    await admin.dispose();
    await anonymous.dispose();
  });
}
