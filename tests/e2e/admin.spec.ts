import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ACCOUNTS, expectToast, open, signIn } from "./support";

/**
 * The admin's journey: the admin signs in, lands on /admin, adds a product that then appears in
 * the catalogue, edits it, approves a pending user who can then see prices, revokes them, reads a
 * contact submission and moves an order to shipped. The catalogue page is checked through
 * GET /api/products, the data the catalogue shows.
 */

const stamp = Date.now();

interface ProductJson {
  id: string;
  name: string;
  sku: string;
  price: string | null;
}

async function signedInApi(
  playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL: string,
  account: { email: string; password: string },
) {
  const api = await playwright.request.newContext({ baseURL });
  const res = await api.post("/api/auth/login", { data: account });
  expect(res.status(), `sign-in of ${account.email}`).toBe(200);
  return api;
}

async function productBySku(api: APIRequestContext, sku: string) {
  const res = await api.get("/api/products");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as ProductJson[]).find((p) => p.sku === sku);
}

/** A fresh pending account (registered through the API), so demo accounts other tests use stay as they are. */
async function registerPendingUser(api: APIRequestContext) {
  const account = { email: `admin.e2e.${stamp}@lab.example.org`, password: "pending-user-password" };
  const res = await api.post("/api/auth/register", {
    data: { ...account, firstName: "Lise", lastName: `Meitner${stamp % 1000}`, company: "Kaiser Wilhelm Institute" },
  });
  expect(res.status()).toBe(201);
  return account;
}

/** An approved customer puts a product in a cart and checks out as a guest would. */
async function placeOrder(api: APIRequestContext) {
  const products = (await (await api.get("/api/products")).json()) as Array<ProductJson & { inStock: boolean }>;
  const product = products.find((p) => p.inStock && p.price && p.price.startsWith("$"))!;
  const sessionId = `cart_${Date.now()}_${"e2eadmin".repeat(4)}`;
  expect((await api.post("/api/cart", { data: { sessionId, productId: product.id, quantity: 1 } })).status()).toBe(201);
  const res = await api.post("/api/orders", {
    data: {
      orderData: { customerName: `Dorothy Hodgkin ${stamp}`, customerEmail: "dorothy@lab.example.org", shippingAddress: "South Parks Road, Oxford OX1 3QR" },
      items: [{ productId: product.id, quantity: 1, unitPrice: product.price, name: product.name }],
      sessionId,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).orderId as string;
}

const dialog = (page: Page) => page.getByRole("dialog");

test("anonymous visitors are sent to sign in from /admin and /admin/contacts", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirectTo=\/admin$/);
  await page.goto("/admin/contacts");
  await expect(page).toHaveURL(/\/login\?redirectTo=\/admin\/contacts$/);
});

test("a signed-in customer gets the not-allowed page with status 403", async ({ page }) => {
  expect((await page.request.post("/api/auth/login", { data: ACCOUNTS.approved })).status()).toBe(200);
  for (const path of ["/admin", "/admin/contacts"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1, name: "You do not have access to the admin area" })).toBeVisible();
    await expect(page.getByText("Admin Dashboard")).toHaveCount(0);
  }
});

test("the admin manages products, approvals, contact submissions and orders", async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const anonymous = await playwright.request.newContext({ baseURL });
  const customer = await signedInApi(playwright, baseURL!, ACCOUNTS.approved);
  const pendingAccount = await registerPendingUser(anonymous);
  const contactMessage = `<b>Please</b> quote the CR3520 kit for our lab (${stamp}).`;
  const contact = await anonymous.post("/api/contact", {
    data: {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@lab.example.org",
      company: "Navy Lab",
      interestArea: "cr3520-reagent-kit",
      message: contactMessage,
    },
  });
  expect(contact.status(), "POST /api/contact").toBe(201);
  const orderId = await placeOrder(customer);

  await test.step("signs in and lands on /admin, sent privately", async () => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    const response = await page.reload();
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    const summary = page.getByRole("list", { name: "Summary" });
    for (const label of ["Products", "Pending approvals", "New orders", "Contact submissions"])
      await expect(summary.getByText(label, { exact: true })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  });

  const sku = `E2E-${stamp}`;
  const name = `E2E Ion Source ${stamp}`;

  await test.step("the product form shows the spec's validation message", async () => {
    await page.getByRole("button", { name: "Add Product" }).click();
    await dialog(page).getByRole("button", { name: "Add Product" }).click();
    await expectToast(page, "Validation Error", "Product name is required");
    await expect(dialog(page).getByLabel("Product name *")).toBeFocused();
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  await test.step("adds a product that then appears in the catalogue", async () => {
    await page.getByRole("button", { name: "Add Product" }).click();
    const form = dialog(page);
    await form.getByLabel("Product name *").fill(name);
    await form.getByLabel("SKU *").fill(sku);
    await form.getByLabel("Description *").fill("A nanospray ion source added by the end-to-end test.");
    await expect(form.getByLabel("Price (USD)")).toHaveAttribute("step", "0.01");
    await form.getByLabel("Price (USD)").fill("1234.5");
    await form.getByLabel("Stock quantity").fill("5");
    await form.getByLabel("Category").selectOption({ label: "Ion Sources" });
    await form.getByLabel("Specifications").fill("Emitter gap: 0.7 mm");
    await form.getByRole("button", { name: "Add Product" }).click();
    await expectToast(page, "Product Added", "Product has been saved successfully.");
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole("row").filter({ hasText: sku })).toContainText("$1,234.50");

    expect((await productBySku(customer, sku))?.price).toBe("$1,234.50");
    const seenByAnonymous = await productBySku(anonymous, sku);
    expect(seenByAnonymous?.name).toBe(name);
    expect(seenByAnonymous?.price).toBeNull();
  });

  await test.step("edits it in a pre-filled form", async () => {
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const form = dialog(page);
    await expect(form.getByLabel("Product name *")).toHaveValue(name);
    await expect(form.getByLabel("Price (USD)")).toHaveValue("1234.50");
    await expect(form.getByLabel("Specifications")).toHaveValue("Emitter gap: 0.7 mm");
    await form.getByLabel("Product name *").fill(`${name} v2`);
    await form.getByLabel("Price (USD)").fill("1300");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Product Updated", "Product has been saved successfully.");
    await expect(page.getByRole("row").filter({ hasText: sku })).toContainText(`${name} v2`);
    expect(await productBySku(customer, sku)).toMatchObject({ name: `${name} v2`, price: "$1,300.00" });
  });

  await test.step("the admin navigation opens each list, keeps ?tab= in the address and marks the current section", async () => {
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Categories" }).click();
    await expect(page).toHaveURL(/\?tab=categories$/);
    await expect(page.getByRole("heading", { name: /^Categories \(\d+\)$/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Categories" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Products" })).not.toHaveAttribute("aria-current");
  });

  const fullName = `Lise Meitner${stamp % 1000}`;
  const pendingUser = await signedInApi(playwright, baseURL!, pendingAccount);

  await test.step("approves a pending user, who can then see prices", async () => {
    expect((await productBySku(pendingUser, sku))?.price).toBeNull();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
    await expect(page).toHaveURL(/\?tab=users$/);
    const row = page.getByRole("row").filter({ hasText: pendingAccount.email });
    await expect(row.getByText("Pending", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: `Approve ${fullName}` }).click();
    await page.getByRole("alertdialog", { name: "Approve this account?" }).getByRole("button", { name: "Approve" }).click();
    await expectToast(page, "User Status Updated", "User status has been updated successfully.");
    await expect(row.getByText("Approved", { exact: true })).toBeVisible();
    expect((await productBySku(pendingUser, sku))?.price).toBe("$1,300.00");
  });

  await test.step("revokes them after a confirmation, and prices are gone again", async () => {
    const row = page.getByRole("row").filter({ hasText: pendingAccount.email });
    await row.getByRole("button", { name: `Revoke ${fullName}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await expectToast(page, "User Status Updated");
    await expect(row.getByText("Rejected", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: `Approve ${fullName}` })).toBeVisible();
    expect((await productBySku(pendingUser, sku))?.price).toBeNull();
  });

  await test.step("reads the contact submission, its markup shown as text", async () => {
    await page.getByRole("link", { name: "Contact Submissions", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    const card = page.getByRole("article", { name: "Message from Grace Hopper" }).filter({ hasText: String(stamp) });
    await expect(card).toBeVisible();
    await expect(card.getByText(contactMessage, { exact: true })).toBeVisible();
    await expect(card.getByText("CR3520 Reagent Kit")).toBeVisible();
    await expect(card.locator("b")).toHaveCount(0);
  });

  await test.step("moves the order to shipped", async () => {
    await open(page, "/admin?tab=orders");
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/orders.csv");
    const reference = (await (await page.request.get(`/api/orders/${orderId}`)).json()).orderNumber as string;
    const row = page.getByRole("row").filter({ hasText: reference });
    await expect(row.getByText("Pending", { exact: true })).toBeVisible();
    await row.getByRole("link", { name: `View order ${reference}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${reference}$`));
    const detail = page.getByRole("main");
    await expect(detail.getByText("South Parks Road, Oxford OX1 3QR")).toBeVisible();
    // the cancel dialog's buttons say which is which
    await detail.getByRole("button", { name: "Cancel order" }).click();
    const cancel = page.getByRole("alertdialog", { name: "Cancel this order?" });
    await expect(cancel.getByRole("button", { name: "Cancel order" })).toBeVisible();
    await cancel.getByRole("button", { name: "Keep order" }).click();
    await expect(cancel).toHaveCount(0);
    await detail.getByRole("button", { name: "Confirm order" }).click();
    await expectToast(page, "Order Updated", `Order ${reference} is now confirmed.`);
    // the first priced product may be lot-tracked (a capillary or kit, decision 027): its line names a demo lot
    const lot = detail.getByRole("combobox", { name: /^Lot of / });
    if ((await lot.count()) > 0) await lot.selectOption({ index: 1 });
    const tracking = detail.getByRole("textbox", { name: "Tracking reference (optional)" });
    await tracking.fill("  1Z999AA10123456784 ");
    await detail.getByRole("button", { name: "Mark as shipped" }).click();
    await expectToast(page, "Order Updated", `Order ${reference} is now shipped.`);
    await expect(detail.getByText("1Z999AA10123456784", { exact: true })).toBeVisible();
    await expect(detail.getByText("Shipped", { exact: true }).first()).toBeVisible();
    await page.getByRole("link", { name: "Orders", exact: true }).first().click();
    await expect(page.getByRole("row").filter({ hasText: reference }).getByText("Shipped", { exact: true })).toBeVisible();
    const admin = page.request;
    expect(await (await admin.get(`/api/orders/${orderId}`)).json()).toMatchObject({ status: "shipped", trackingReference: "1Z999AA10123456784" });
  });

  await anonymous.dispose();
  await customer.dispose();
  await pendingUser.dispose();
});
