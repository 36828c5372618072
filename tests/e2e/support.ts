import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it (buttons do nothing before that). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** Demo accounts created by the e2e server (scripts/e2e-server.sh, server/db/seed.ts). */
export const DEMO_PASSWORD = "demo-customer-password";
export const ACCOUNTS = {
  admin: { email: "admin@example.com", password: "admin-e2e-password" },
  approved: { email: "approved.customer@example.com", password: DEMO_PASSWORD },
  pending: { email: "pending.customer@example.com", password: DEMO_PASSWORD },
  rejected: { email: "rejected.customer@example.com", password: DEMO_PASSWORD },
} as const;

/** Signs in through the sign-in screen and waits for the redirect. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await open(page, "/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Signs the page's browser in through the API (the same sign-in as the form's: the session and
 * device cookies land in the browser), without opening a page: for journeys that are not about
 * signing in and open their own page next. The sign-in screen is tested by its own journeys.
 */
export async function signInQuietly(page: Page, account: { email: string; password: string }) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password }, headers: { Origin: origin } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A toast with this title (and description) is on screen. */
export async function expectToast(page: Page, title: string, description?: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(page.getByText(description, { exact: true }).first()).toBeVisible();
}

/**
 * A new approved customer of its own (registered through the API and approved by the admin): a
 * signed-in customer's cart is kept for the account (decision 016), so journeys that fill a cart
 * in parallel each need an account of their own.
 */
export async function newApprovedAccount(baseURL: string) {
  const account = await newPendingAccount(baseURL);
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await api.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  const users = (await (await api.get("/api/users")).json()) as Array<{ id: string; email: string }>;
  const id = users.find((u) => u.email === account.email)!.id;
  expect((await api.put(`/api/users/${id}/status`, { data: { status: "approved" } })).status()).toBe(200);
  await api.dispose();
  return account;
}

/** The admin signed in through the API (close it with dispose()). */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await api.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  return api;
}

/**
 * A priced product of the test's own, created by the admin (other journeys change the demo products'
 * stock): a unique SKU with `prefix`, named `name` and the SKU, `stockQuantity` in stock at `price` dollars.
 */
export async function newProduct(
  baseURL: string,
  { prefix = "E2E", stockQuantity = 50, price = "120", name }: { prefix?: string; stockQuantity?: number; price?: string; name?: string } = {},
) {
  const sku = `${prefix}-${Date.now()}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const api = await adminApi(baseURL);
  const created = await api.post("/api/products", {
    data: { name: `${name ?? "Product"} ${sku}`, description: `A product of the e2e test (${sku}).`, stockQuantity: String(stockQuantity), price, sku },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: string; sku: string; name: string };
  await api.dispose();
  return product;
}

/** Adds one of a product to the cart from its search result and waits for the cart to hold it. */
export async function addToCart(page: Page, sku: string) {
  await open(page, `/products?q=${sku}`);
  await page
    .getByRole("article")
    .filter({ hasText: `SKU: ${sku}` })
    .getByRole("button", { name: "Add to Cart" })
    .click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
}

/** A new customer registered through the API and still waiting for approval. */
export async function newPendingAccount(baseURL: string, name = { firstName: "Erin", lastName: "Buyer" }) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const email = `buyer.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@lab.example.org`;
  const password = "a long e2e buyer passphrase";
  const registered = await api.post("/api/auth/register", { data: { email, ...name, company: "E2E Lab", password } });
  expect(registered.status()).toBe(201);
  await api.dispose();
  return { email, password, ...name };
}

/** An address as the address book's fields take it (the country by its English name on the list). */
export interface TypedAddress {
  line1: string;
  postalCode: string;
  city: string;
  country: string;
}

/**
 * Fills the checkout's "A new address" under "Shipping Address" (a signed-in buyer's; with no saved
 * address it is the only choice). The recipient is the account's name unless the test changes it.
 */
export async function fillNewShippingAddress(page: Page, address: TypedAddress) {
  const shipping = page.getByRole("group", { name: "Shipping Address" });
  const fresh = shipping.getByRole("radio", { name: "A new address" });
  if (await fresh.count()) await fresh.check();
  await shipping.getByLabel("Street and number").fill(address.line1);
  await shipping.getByLabel("Postal code").fill(address.postalCode);
  await shipping.getByLabel("City").fill(address.city);
  await shipping.getByLabel("Country").selectOption(address.country);
}
