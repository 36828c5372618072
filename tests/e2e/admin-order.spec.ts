import { expect, request, test, type Page } from "@playwright/test";
import { addReleasedLot, day, lotTrackedProduct } from "./lot-fixtures";
import { waitForMail } from "./mail";
import { ACCOUNTS, adminApi, expectToast, newApprovedAccount, open, signIn, signInQuietly } from "./support";

/**
 * The admin as a back office: an order's own page (/admin/orders/SO-…) where sales ships a line of
 * 12 from two lots (7 + 5) with a carrier; the buyer's order page at 390 px links the carrier's
 * tracking page; every admin page shares one navigation with its section marked and never scrolls
 * sideways at 1280 px; the audit log shows amounts as money. Its own product, lots and buyer.
 */

const SHOTS = process.env.ADMIN_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function buyerOrder(baseURL: string, buyer: { email: string; password: string }, productId: string, quantity: number) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await api.post("/api/auth/login", { data: buyer })).status()).toBe(200);
  const sessionId = `cart_${Date.now()}_${"e2eorder".repeat(4)}`;
  expect((await api.post("/api/cart", { data: { sessionId, productId, quantity } })).status()).toBe(201);
  const res = await api.post("/api/orders", {
    data: {
      orderData: {
        customerName: "Gertrude Elion",
        customerEmail: buyer.email,
        shippingAddress: "3030 Cornwallis Road, Durham NC 27709",
        poNumber: "PO-E2E-12",
      },
      // the lot fixture's price, as the buyer saw it
      items: [{ productId, quantity, unitPrice: "$480.00" }],
      sessionId,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const placed = (await res.json()) as { orderId: string };
  await api.dispose();
  return placed;
}

test("sales ships a line of 12 from two lots with a carrier on the order's own page, and the buyer can track it", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now()}`.slice(-7);
  const admin = await adminApi(baseURL!);
  const product = await lotTrackedProduct(admin, `AO${tag}`, `Buffer Lot Kit ${tag}`);
  const [lotA, lotB] = [`BL${tag}A`, `BL${tag}B`];
  await addReleasedLot(admin, product.id, lotA);
  await addReleasedLot(admin, product.id, lotB);
  const buyer = await newApprovedAccount(baseURL!);
  const { orderId } = await buyerOrder(baseURL!, buyer, product.id, 12);
  const { orderNumber } = (await (await admin.get(`/api/orders/${orderId}`)).json()) as { orderNumber: string };

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ACCOUNTS.admin);

  await test.step("the orders list opens the order's own page, under the marked Orders section", async () => {
    await open(page, "/admin?tab=orders");
    await page
      .getByRole("row")
      .filter({ hasText: orderNumber })
      .getByRole("link", { name: `View order ${orderNumber}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNumber}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
    const main = page.getByRole("main");
    for (const text of ["Gertrude Elion", buyer.email, product.name, "PO-E2E-12", "3030 Cornwallis Road, Durham NC 27709", "$5,760.00"]) {
      await expect(main.getByText(text).first()).toBeVisible();
    }
    await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Pending");
    await expectNoSidewaysScroll(page, "the order page");
    await shot(page, "admin-order-pending-1280");
  });

  await test.step("confirms it, and refuses lots that do not add up to the line", async () => {
    await page.getByRole("button", { name: "Confirm order" }).click();
    await expectToast(page, "Order Updated", `Order ${orderNumber} is now confirmed.`);
    await page.getByRole("combobox", { name: new RegExp(`^Lot of ${product.name}`) }).selectOption({ label: `${lotA} (expires ${day(600)})` });
    await page.getByLabel(`Quantity from this lot of ${product.name}`).first().fill("7");
    await page.getByRole("button", { name: `Split ${product.sku} across another lot` }).click();
    await page.getByLabel(`Further lot of ${product.name}`).selectOption({ label: `${lotB} (expires ${day(600)})` });
    await page.getByLabel(`Quantity from this lot of ${product.name}`).nth(1).fill("4");
    await page.getByRole("button", { name: "Mark as shipped" }).click();
    await expect(page.getByRole("alert").filter({ hasText: `The lots of ${product.name} (${product.sku}) add up to 11, but the line has 12` })).toBeVisible();
  });

  await test.step("ships 7 + 5 with UPS and its tracking reference", async () => {
    await page.getByLabel(`Quantity from this lot of ${product.name}`).nth(1).fill("5");
    await page.getByLabel("Carrier").selectOption({ label: "UPS" });
    await page.getByLabel("Tracking reference (optional)").fill("1Z999AA10123456784");
    await shot(page, "admin-order-ship-1280");
    await page.getByRole("button", { name: "Mark as shipped" }).click();
    await expectToast(page, "Order Updated", `Order ${orderNumber} is now shipped.`);
    const lots = page.getByRole("list", { name: `Lots of ${product.name}` });
    await expect(lots).toContainText(`Lot ${lotA} × 7`);
    await expect(lots).toContainText(`Lot ${lotB} × 5`);
    await expect(page.getByRole("link", { name: /Track the parcel/ })).toHaveAttribute("href", "https://www.ups.com/track?tracknum=1Z999AA10123456784");
    await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Shipped");
    await expectNoSidewaysScroll(page, "the shipped order page");
    await shot(page, "admin-order-shipped-1280");
    const order = await (await admin.get(`/api/orders/${orderId}`)).json();
    expect(order).toMatchObject({ carrier: "ups", trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784" });
    expect(order.items[0].lots.map((l: { lotNumber: string; quantity: number }) => `${l.lotNumber} × ${l.quantity}`)).toEqual([`${lotA} × 7`, `${lotB} × 5`]);
  });

  await test.step("the CSV and the shipping e-mail give the same split, and the e-mail links the tracking page", async () => {
    const csv = await (await admin.get("/api/admin/orders.csv")).text();
    expect(csv.split("\r\n").find((row) => row.startsWith(`"${orderNumber}"`))).toContain(`"ups","${lotA} × 7, ${lotB} × 5"`);
    const mail = await waitForMail(buyer.email, new RegExp(`Your order has been shipped\\.[\\s\\S]*Order number: ${orderNumber}`));
    expect(mail).toContain(`${product.name} (${product.sku}): ${lotA} × 7, ${lotB} × 5`);
    expect(mail).toContain("Track your parcel: https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(mail).toContain(`${baseURL}/account/orders/${orderNumber}`);
  });

  await test.step("the buyer's order page at 390 px names the carrier and links its tracking page", async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInQuietly(phone, buyer);
    await open(phone, `/account/orders/${orderNumber}`);
    await expect(phone.getByText("Shipped with UPS")).toBeVisible();
    const track = phone.getByRole("link", { name: /Track your parcel/ });
    await expect(track).toHaveAttribute("href", "https://www.ups.com/track?tracknum=1Z999AA10123456784");
    await expect(track).toHaveAttribute("target", "_blank");
    await expect(phone.getByRole("list", { name: "Lots shipped" })).toContainText(`Lot ${lotA} × 7`);
    await expectNoSidewaysScroll(phone, "the buyer's order page");
    await shot(phone, "account-order-shipped-390");
    await phone.close();
  });

  await test.step("an unknown order number gets the 404 page", async () => {
    const res = await page.goto("/admin/orders/SO-2026-999999");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  });

  await admin.dispose();
});

test("every admin page shares the admin navigation with its section marked, and none scrolls sideways at 1280 px", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const admin = await adminApi(baseURL!);
  const tag = `${Date.now()}`.slice(-7);
  const product = await lotTrackedProduct(admin, `NAV${tag}`);
  const buyer = await newApprovedAccount(baseURL!);
  const users = (await (await admin.get("/api/users")).json()) as Array<{ id: string; email: string }>;
  const buyerId = users.find((u) => u.email === buyer.email)!.id;
  const { orderId } = await buyerOrder(baseURL!, buyer, product.id, 1);
  const { orderNumber } = (await (await admin.get(`/api/orders/${orderId}`)).json()) as { orderNumber: string };
  await admin.dispose();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ACCOUNTS.admin);
  const pages: Array<[string, string]> = [
    ["/admin", "Products"],
    ["/admin?tab=categories", "Categories"],
    ["/admin?tab=users", "Users"],
    ["/admin?tab=orders", "Orders"],
    [`/admin/orders/${orderNumber}`, "Orders"],
    [`/admin/products/${product.id}/lots`, "Products"],
    [`/admin/users/${buyerId}/terms`, "Organisations"],
    ["/admin/organisations", "Organisations"],
    ["/admin/quotes", "Quotes"],
    ["/admin/contacts", "Contact Submissions"],
    ["/admin/events", "Events & Newsletter"],
    ["/admin/audit", "Audit Log"],
    ["/admin/jobs", "Job Queue"],
  ];
  for (const [path, section] of pages) {
    await open(page, path);
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav, path).toBeVisible();
    await expect(nav.locator('[aria-current="page"]'), path).toHaveText(section);
    await expectNoSidewaysScroll(page, path);
    await shot(page, `admin${path.replace(/[/?=]+/g, "-")}-1280`);
  }
});

test("the audit log shows a price list and a price change as money, by the customer's e-mail and by the SKU", async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const tag = `${Date.now()}`.slice(-7);
  const sku = `AUD-${tag}`;
  const created = await admin.post("/api/products", {
    data: { name: `Audit money kit ${tag}`, description: "Priced twice.", sku, price: "250", stockQuantity: "5" },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as { id: string; categoryId: string | null };
  const form = { name: `Audit money kit ${tag}`, description: "Priced twice.", sku, price: "1100", stockQuantity: "5" };
  expect((await admin.put(`/api/products/${product.id}`, { data: form })).status()).toBe(200);
  const buyer = await newApprovedAccount(baseURL!);
  const users = (await (await admin.get("/api/users")).json()) as Array<{ id: string; email: string }>;
  const buyerId = users.find((u) => u.email === buyer.email)!.id;
  const terms = await admin.put(`/api/admin/users/${buyerId}/terms`, {
    data: { paymentTerms: "net-30", poRequired: false, discountPercent: 0, prices: [{ sku, price: "1100.00" }] },
  });
  expect(terms.status(), await terms.text()).toBe(200);
  await admin.dispose();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInQuietly(page, ACCOUNTS.admin);
  await open(page, `/admin/audit?subject=${encodeURIComponent(buyer.email)}`);
  const termsEntry = page.getByRole("article", { name: `Account terms ${buyer.email}: terms-set` });
  await expect(termsEntry.getByRole("definition").filter({ hasText: sku })).toHaveText(`${sku}: $1,100.00`);
  await expect(termsEntry).not.toContainText("110000");
  await shot(page, "admin-audit-price-list-1280");

  await open(page, `/admin/audit?subject=${sku}`);
  const change = page.getByRole("article", { name: `Product ${sku}: price-changed` });
  await expect(change.getByRole("definition")).toHaveText("$250.00 →  changed to $1,100.00");
  await expect(page.getByRole("article", { name: `Product ${sku}: created` })).toContainText("$250.00");
  await expectNoSidewaysScroll(page, "the audit log");
});
