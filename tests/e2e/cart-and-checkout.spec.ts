import { expect, request, test } from "@playwright/test";
import { ACCOUNTS, expectToast, fillNewShippingAddress, newApprovedAccount, open, signIn, signInQuietly } from "./support";
import { CART_OWNER_KEY } from "../../app/lib/cart-session";

test.describe.configure({ mode: "serial" });

const UK_ADDRESS = { line1: "12 Science Park Road", postalCode: "CB4 0FW", city: "Cambridge", country: "United Kingdom" };

test("an approved user adds two items, changes quantities and checks out", async ({ page, baseURL }) => {
  const account = await newApprovedAccount(baseURL!);
  await signInQuietly(page, account);
  await open(page, "/products?category=separation-capillaries");
  const cards = page.getByRole("article").filter({ has: page.getByRole("button", { name: "Add to Cart" }) });
  const first = cards.nth(0);
  const second = cards.nth(1);
  const firstName = (await first.getByRole("heading", { level: 3 }).textContent())!.trim();
  await first.getByRole("button", { name: "Add to Cart" }).click();
  await expectToast(page, "Added to cart", `${firstName} has been added to your cart.`);
  await second.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  await page.getByRole("button", { name: /Shopping cart/ }).click();
  const panel = page.getByRole("dialog", { name: "Shopping Cart" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("button", { name: `Decrease quantity of ${firstName}` })).toBeDisabled();
  await panel.getByRole("button", { name: `Increase quantity of ${firstName}` }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("3");
  await expect(panel.getByRole("button", { name: `Decrease quantity of ${firstName}` })).toBeEnabled();

  await panel.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();

  // the contact details come from the account
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(account.email);
  // validation messages of spec §5
  await page.getByRole("textbox", { name: "Full name" }).fill("");
  await page.getByRole("textbox", { name: "Email" }).fill("");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Valid email is required")).toBeVisible();
  await expect(page.getByText("Street and number is required")).toBeVisible();

  // the summary follows spec §9: 8% tax, $50 shipping up to $1,000
  const subtotal = Number((await page.getByTestId("summary-subtotal").textContent())!.replace(/[$,]/g, ""));
  const tax = Number((await page.getByTestId("summary-tax").textContent())!.replace(/[$,]/g, ""));
  expect(tax).toBeCloseTo(Math.round(subtotal * 8) / 100, 2);

  await page.getByRole("textbox", { name: "Full name" }).fill("Avery Approved");
  await page.getByRole("textbox", { name: "Email" }).fill("avery@northwind.example.org");
  await fillNewShippingAddress(page, UK_ADDRESS);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(/^SO-\d{4}-\d{6,}$/);
  const orderNumber = await page.getByTestId("order-number").textContent();
  await expect(page.getByRole("status").getByText(`Your order number is ${orderNumber}.`)).toBeVisible();
  // the number is the order's identity for people: no page shows the UUID
  expect(await page.locator("main").innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  await expectToast(page, "Order placed successfully!");
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
  await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(page.getByTestId("cart-count")).toHaveText("0");
});

test("a product priced on request offers 'Request a quote', never 'Add to Cart'; a cart still holding one is told so at checkout", async ({
  page,
  baseURL,
}) => {
  await signIn(page, await newApprovedAccount(baseURL!));
  // products of its own (other journeys change the demo products' stock), found by SKU
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const inquiry = await createProductAsAdmin(baseURL!, { sku: `E2E-INQ-${stamp}`, priceOnRequest: true });
  const later = await createProductAsAdmin(baseURL!, { sku: `E2E-LATER-${stamp}`, price: "95" });
  await open(page, `/products?q=${inquiry.sku}`);
  const card = page.getByRole("article").filter({ hasText: `SKU: ${inquiry.sku}` });
  await expect(card).toContainText("Please inquire");
  await expect(card.getByRole("button", { name: /Add to Cart/ })).toHaveCount(0);
  await card.getByRole("link", { name: /Request a quote/ }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${inquiry.id}#quote-request$`));
  await expect(page.getByRole("button", { name: /Add to Cart/ })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Request a quote" })).toBeVisible();

  // in the cart before it became priced on request
  await open(page, `/products?q=${later.sku}`);
  await page
    .getByRole("article")
    .filter({ hasText: `SKU: ${later.sku}` })
    .getByRole("button", { name: "Add to Cart" })
    .click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await updateProductAsAdmin(baseURL!, later.id, { sku: later.sku, price: "", priceOnRequest: true });
  await open(page, "/checkout");
  const notice = page.getByTestId("priced-on-request");
  await expect(notice).toContainText(`E2E product ${later.sku} is priced on request: please request a quote.`);
  await notice.getByRole("button", { name: "Request a quote" }).click();
  await expect(notice.getByRole("form", { name: "Request a quote" })).toBeVisible();
});

test("an empty cart shows 'Your cart is empty' in the panel and at checkout", async ({ page }) => {
  await open(page, "/checkout");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/products");
  await page.getByRole("button", { name: /Shopping cart/ }).click();
  const panel = page.getByRole("dialog", { name: "Shopping Cart" });
  await expect(panel.getByText("Your cart is empty")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
});

test("a visitor without a cart loads no cart code until they use it; a stored cart shows on the next page by itself", async ({ page, baseURL }) => {
  const cartCode: string[] = [];
  const cartCalls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/assets\/cart-controller-[\w-]+\.js$/.test(path)) cartCode.push(path);
    if (path.startsWith("/api/cart")) cartCalls.push(`${request.method()} ${path}`);
  });
  await signIn(page, await newApprovedAccount(baseURL!));
  // the page after signing in asks for the account's cart; leaving it before the answer is stored
  // would abort that request and make the next page ask again
  await expect.poll(() => page.evaluate((owner) => localStorage.getItem(owner), CART_OWNER_KEY)).not.toBeNull();
  await open(page, "/products?category=separation-capillaries");
  await page.waitForLoadState("networkidle");
  expect(cartCode).toEqual([]);
  // signed in, the browser asks once for the account's cart (decision 016); it is empty, so no cart code
  expect(cartCalls).toEqual(["POST /api/cart/account"]);
  await expect(page.getByTestId("cart-count")).toHaveText("0");

  await page.getByRole("article").getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  expect(cartCode).toHaveLength(1);

  cartCalls.length = 0;
  await open(page, "/about");
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  expect(cartCalls).toEqual([expect.stringMatching(/^GET \/api\/cart\/cart_/)]);
});

test("when the cart's code cannot be loaded, adding says so and the next try works", async ({ page, baseURL }) => {
  await signInQuietly(page, await newApprovedAccount(baseURL!));
  await open(page, "/products?category=separation-capillaries");
  await page.route(/\/assets\/cart-controller-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
  const add = page.getByRole("article").getByRole("button", { name: "Add to Cart" }).first();
  await add.click();
  await expectToast(page, "Error", "Failed to add item to cart. Please try again.");
  await expect(add).toBeEnabled();
  await expect(page.getByTestId("cart-count")).toHaveText("0");

  await page.unroute(/\/assets\/cart-controller-[\w-]+\.js$/);
  await add.click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});

test("the catalogue's cards are not rendered again when the cart's state arrives after hydration", async ({ page, baseURL }) => {
  await signInQuietly(page, await newApprovedAccount(baseURL!));
  await open(page, "/products");
  // the cart has settled ("no cart" in this browser): its state changed once after hydration
  await expect(page.getByRole("button", { name: /Shopping cart/ })).toHaveAttribute("aria-busy", "false");
  const renderedAgain = await page
    .getByRole("article")
    .first()
    .evaluate((card) => {
      const key = Object.keys(card).find((k) => k.startsWith("__reactFiber$"));
      if (!key) throw new Error("the card has no React fiber: React's internals changed, this test needs another way to tell");
      // React keeps a second copy (the alternate) of every fiber it has rendered more than once.
      return (card as unknown as Record<string, { alternate: unknown }>)[key].alternate !== null;
    });
  expect(renderedAgain).toBe(false);
});

test("a price raised between cart and checkout is refused with the change named, and the summary shows the new price", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  const name = `Repriced kit ${Date.now()}`;
  const form = { name, description: "A product whose price changes during checkout.", sku: `REPRICE-${Date.now()}`, stockQuantity: "50" };
  const created = await admin.post("/api/products", { data: { ...form, price: "100.00" } });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: string };

  await signInQuietly(page, await newApprovedAccount(baseURL!));
  await open(page, `/products/${product.id}`);
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByTestId("cart-count")).not.toHaveText("0");
  await open(page, "/checkout");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText(name)).toBeVisible();
  await expect(summary.getByText("1 × $100.00")).toBeVisible();

  const raised = await admin.put(`/api/products/${product.id}`, { data: { ...form, price: "900.00" } });
  expect(raised.status(), await raised.text()).toBe(200);

  await page.getByRole("textbox", { name: "Full name" }).fill("Avery Approved");
  await page.getByRole("textbox", { name: "Email" }).fill("avery@northwind.example.org");
  await fillNewShippingAddress(page, UK_ADDRESS);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByTestId("order-changed")).toContainText(`The price of ${name} changed from $100.00 to $900.00`);
  await expectToast(page, "Your order has changed");
  await expect(summary.getByText("1 × $900.00")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toHaveCount(0);

  // what the summary now shows is what is ordered
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await admin.delete(`/api/products/${product.id}`);
  await admin.dispose();
});

/** A product created through the admin API, in stock; returns its SKU. */
async function createProductAsAdmin(baseURL: string, product: { sku: string; price?: string; priceOnRequest?: boolean }) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await api.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  const created = await api.post("/api/products", {
    data: { name: `E2E product ${product.sku}`, description: "A product of the price-on-request journey.", stockQuantity: "50", ...product },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await api.dispose();
  return { id, sku: product.sku };
}

async function updateProductAsAdmin(baseURL: string, id: string, product: { sku: string; price?: string; priceOnRequest?: boolean }) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await api.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  const updated = await api.put(`/api/products/${id}`, {
    data: { name: `E2E product ${product.sku}`, description: "A product of the price-on-request journey.", stockQuantity: "50", ...product },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  await api.dispose();
}
