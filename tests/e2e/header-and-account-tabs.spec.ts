import { expect, request, test, type Page } from "@playwright/test";
import config from "../../playwright.config";
import { ACCOUNTS, newPendingAccount, open, signIn } from "./support";

// The signed-in frame of the site: a header that fits the window, account tabs on every account
// page, and an "Added to cart" toast that gives way to the cart panel and the menus.

// Playwright hides scrollbars in headless Chromium; a desktop browser shows them, and the header
// was exactly that scrollbar's 15 px wider than the room left for the page.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ["--hide-scrollbars"] } });
// several sign-ins and page loads each, on a machine that may be busy
test.describe.configure({ timeout: 90_000 });

const FIRST_NAME = "Bartholomew";
const TABS = ["Profile & security", "Address book", "My orders", "Quotes", "Shared lists", "Approvals"];

/** An approved buyer of its own with a product, an order and a quote request, all made through the API. */
async function buyerWithOrderAndQuote(baseURL: string) {
  const account = await newPendingAccount(baseURL, { firstName: FIRST_NAME, lastName: "Frame" });
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await admin.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  const users = (await (await admin.get("/api/users")).json()) as Array<{ id: string; email: string }>;
  const userId = users.find((u) => u.email === account.email)!.id;
  expect((await admin.put(`/api/users/${userId}/status`, { data: { status: "approved" } })).status()).toBe(200);
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const created = await admin.post("/api/products", {
    data: {
      name: `Frame test vial ${stamp}`,
      description: "A product for the header and tabs journey.",
      sku: `FRAME-${stamp}`,
      price: "50.00",
      stockQuantity: "100",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: string; name: string };
  await admin.dispose();

  const buyer = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await buyer.post("/api/auth/login", { data: { email: account.email, password: account.password } })).status()).toBe(200);
  const sessionId = `cart_${Date.now()}_${"frame".repeat(4)}`;
  expect((await buyer.post("/api/cart", { data: { sessionId, productId: product.id, quantity: 1 } })).status()).toBe(201);
  const ordered = await buyer.post("/api/orders", {
    data: {
      orderData: { customerName: `${FIRST_NAME} Frame`, customerEmail: account.email, shippingAddress: "1 Lab Road, 12345 Science City" },
      items: [{ productId: product.id, quantity: 1, unitPrice: "$50.00", name: product.name }],
      sessionId,
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const { orderNumber } = (await ordered.json()) as { orderNumber: string };
  const quoted = await buyer.post("/api/quotes", { data: { source: "product", lines: [{ productId: product.id, quantity: 2 }] } });
  expect(quoted.status(), await quoted.text()).toBe(201);
  const { quoteNumber } = (await quoted.json()) as { quoteNumber: string };
  await buyer.dispose();
  return { account, product, orderNumber, quoteNumber };
}

/** How far the page reaches past the room the window gives it (0: it fits), and how far it is scrolled sideways. */
function overflow(page: Page) {
  return page.evaluate(() => ({
    // a page shorter than the window keeps the scrollbar's room (scrollbar-gutter) and reads below 0
    wider: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
    scrolledX: window.scrollX,
  }));
}

test("signed in at 1280 × 800 no page is wider than the window, and opening the user menu neither widens nor scrolls it", async ({ page, baseURL }) => {
  const { account, product, orderNumber, quoteNumber } = await buyerWithOrderAndQuote(baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, account);
  const paths = [
    "/",
    "/products",
    `/products/${product.id}`,
    "/tools",
    "/about",
    "/contact",
    "/quick-order",
    "/account",
    "/account/addresses",
    "/account/orders",
    `/account/orders/${orderNumber}`,
    "/account/quotes",
    `/account/quotes/${quoteNumber}`,
  ];
  for (const path of paths) {
    await open(page, path);
    expect(await overflow(page), path).toEqual({ wider: 0, scrolledX: 0 });
  }

  for (const path of ["/", "/account"]) {
    await open(page, path);
    const menuButton = page.getByRole("banner").getByRole("button", { name: FIRST_NAME, exact: true });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "My account" })).toBeVisible();
    expect(await overflow(page), `${path} with the menu open`).toEqual({ wider: 0, scrolledX: 0 });
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(await page.evaluate(() => document.documentElement.clientWidth));
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    expect(await overflow(page), `${path} after the menu`).toEqual({ wider: 0, scrolledX: 0 });
  }
});

for (const width of [1280, 390]) {
  test(`at ${width} px every account page, orders and quotes included, shows the account tabs, each whole`, async ({ page, baseURL }) => {
    const { account, orderNumber, quoteNumber } = await buyerWithOrderAndQuote(baseURL!);
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, account);
    const pages: Array<[string, string]> = [
      ["/account", "Profile & security"],
      ["/account/addresses", "Address book"],
      ["/account/orders", "My orders"],
      [`/account/orders/${orderNumber}`, "My orders"],
      ["/account/quotes", "Quotes"],
      [`/account/quotes/${quoteNumber}`, "Quotes"],
    ];
    for (const [path, current] of pages) {
      await open(page, path);
      const tabs = page.getByRole("navigation", { name: "Account" });
      await expect(tabs.getByRole("link")).toHaveText(TABS);
      await expect(tabs.getByRole("link", { name: current, exact: true })).toHaveAttribute("aria-current", "page");
      const room = await page.evaluate(() => document.documentElement.clientWidth);
      const bar = await tabs.evaluate((nav) => ({ scrolls: nav.scrollWidth > nav.clientWidth && getComputedStyle(nav).overflowX !== "visible" }));
      // never a box that scrolls up and down (tabs underlined 1 px below it made one)
      expect(await tabs.evaluate((nav) => nav.scrollHeight <= nav.clientHeight || getComputedStyle(nav).overflowY === "visible"), path).toBe(true);
      for (const name of TABS) {
        const tab = tabs.getByRole("link", { name, exact: true });
        // whole: its text is not cut, and it is in view, or in a bar the visitor scrolls sideways
        expect(await tab.evaluate((a) => a.scrollWidth <= a.clientWidth), `${path}: ${name} cut`).toBe(true);
        if (bar.scrolls) continue;
        const box = (await tab.boundingBox())!;
        expect(box.x, `${path}: ${name}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${path}: ${name}`).toBeLessThanOrEqual(room);
      }
      expect(await overflow(page), path).toEqual({ wider: 0, scrolledX: 0 });
    }
  });
}

/**
 * The toast lasts 5 s: asked within a second of the panel or menu opening, it is still due, so
 * "hidden" means it gave way, not that it ran out.
 */
const GAVE_WAY = { timeout: 1_000 };

for (const width of [1280, 390]) {
  test(`at ${width} px the "Added to cart" toast never covers the cart panel or an open menu`, async ({ page, baseURL }) => {
    const { account, product } = await buyerWithOrderAndQuote(baseURL!);
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, account);
    await open(page, `/products/${product.id}`);
    const added = page.getByText("Added to cart", { exact: true });

    await page.getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(added).toBeVisible();
    await page.getByRole("button", { name: /Shopping cart/ }).click();
    const panel = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(panel).toBeVisible();
    await expect(added).toBeHidden(GAVE_WAY);
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);

    await page.getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(added).toBeVisible();
    if (width === 1280) {
      await page.getByRole("banner").getByRole("button", { name: FIRST_NAME, exact: true }).click();
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      await expect(added).toBeHidden(GAVE_WAY);
    } else {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      await expect(added).toBeHidden(GAVE_WAY);
    }
  });
}
