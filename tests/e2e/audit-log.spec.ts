import { expect, request, test } from "@playwright/test";
import { ACCOUNTS, expectToast, newApprovedAccount, open, signInQuietly } from "./support";

/**
 * The audit log: the admin approves a fresh pending user and edits a product's price; the
 * audit log at /admin/audit, filtered by the product, shows the price before and after, and by the
 * user, the approval. The filters are a GET form in the URL (they work without JavaScript).
 */

const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = process.env.AUDIT_SHOTS_DIR;

test("anonymous visitors are sent to sign in from /admin/audit", async ({ page }) => {
  await page.goto("/admin/audit");
  await expect(page).toHaveURL(/\/login\?redirectTo=\/admin\/audit$/);
});

for (const role of ["approved", "pending"] as const) {
  test(`a signed-in ${role} customer gets the not-allowed page with status 403`, async ({ page }) => {
    expect((await page.request.post("/api/auth/login", { data: ACCOUNTS[role] })).status()).toBe(200);
    const response = await page.goto("/admin/audit");
    expect(response?.status()).toBe(403);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1, name: "You do not have access to the admin area" })).toBeVisible();
    await expect(page.getByText("Audit Log")).toHaveCount(0);
  });
}

test("the admin's approval and price change are in the audit log with before and after", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  const applicant = { email: `audit.${stamp}@lab.example.org`, password: "a long audit applicant passphrase" };
  const registered = await api.post("/api/auth/register", {
    data: { ...applicant, firstName: "Chien-Shiung", lastName: `Wu${stamp.slice(-4)}`, company: "Columbia" },
  });
  expect(registered.status()).toBe(201);
  expect((await api.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  const sku = `AUDIT-${stamp}`;
  const name = `Audit probe kit ${stamp}`;
  const created = await api.post("/api/products", {
    data: { name, sku, description: "A kit whose price the audit journey changes.", price: "1234.50", stockQuantity: "5" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await api.dispose();

  await signInQuietly(page, ACCOUNTS.admin);
  await open(page, "/admin?tab=users");

  await test.step("approves the fresh pending user", async () => {
    const row = page.getByRole("row").filter({ hasText: applicant.email });
    await row.getByRole("button", { name: `Approve Chien-Shiung Wu${stamp.slice(-4)}` }).click();
    await page.getByRole("alertdialog", { name: "Approve this account?" }).getByRole("button", { name: "Approve" }).click();
    await expectToast(page, "User Status Updated");
    await expect(row.getByText("Approved", { exact: true })).toBeVisible();
  });

  await test.step("edits the product's price", async () => {
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const form = page.getByRole("dialog");
    await form.getByLabel("Price (USD)").fill("1399");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Product Updated");
  });

  await test.step("the dashboard links to the audit log; filtered by the product it shows the price change", async () => {
    await page.getByRole("link", { name: "Audit Log" }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
    await page.getByLabel("Subject", { exact: true }).fill(sku);
    await page.getByLabel("Subject type").selectOption({ label: "Product" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`subjectType=product&subject=${sku}`));
    const entries = page.getByRole("list", { name: "Audit entries, newest first" }).getByRole("article");
    await expect(entries).toHaveCount(2);
    const change = entries.first();
    await expect(change).toHaveAccessibleName(`Product ${sku}: price-changed`);
    await expect(change).toContainText(`by ${ACCOUNTS.admin.email}`);
    await expect(change.getByRole("definition")).toHaveText("$1,234.50 →  changed to $1,399.00");
    await expect(change.getByRole("term")).toHaveText("Price");
    await expect(entries.nth(1)).toHaveAccessibleName(`Product ${sku}: created`);
  });

  await test.step("filtered by the user's e-mail it shows the approval", async () => {
    await page.getByLabel("Subject type").selectOption({ label: "Any" });
    await page.getByLabel("Subject", { exact: true }).fill(applicant.email);
    await page.getByRole("button", { name: "Filter" }).click();
    const entries = page.getByRole("list", { name: "Audit entries, newest first" }).getByRole("article");
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toHaveAccessibleName(`Account ${applicant.email}: approved`);
    await expect(entries.first().getByRole("definition")).toHaveText("pending →  changed to approved");
  });

  await test.step("a bad filter value is refused with its message (400), from the URL alone", async () => {
    const response = await page.goto("/admin/audit?subjectType=invoice");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("Subject type must be one of");
  });

  await test.step("screenshots at 390 and 1280 px", async () => {
    await page.goto(`/admin/audit?subject=${sku}`);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-audit-${width}.png`, fullPage: true });
    }
  });
});

test("the filters work without JavaScript (a GET form)", async ({ browser, baseURL }) => {
  const { email } = await newApprovedAccount(baseURL!);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  expect((await context.request.post("/api/auth/login", { data: ACCOUNTS.admin, headers: { Origin: baseURL! } })).status()).toBe(200);
  const page = await context.newPage();
  await page.goto("/admin/audit");
  await page.getByLabel("Subject type").selectOption({ label: "Account" });
  await page.getByLabel("Subject", { exact: true }).fill(email);
  await page.getByLabel("Action").fill("approved");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/audit\\?subjectType=user&subject=${encodeURIComponent(email).replace(/\./g, "\\.")}&actor=&action=approved$`),
  );
  const entries = page.getByRole("list", { name: "Audit entries, newest first" }).getByRole("article");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toHaveAccessibleName(`Account ${email}: approved`);
  await context.close();
});
