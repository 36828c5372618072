import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, expectToast, newApprovedAccount, open, signIn, signInQuietly } from "./support";

/**
 * The cart panel, a checkout that tells the truth, the anonymous buyer's path and keyboard
 * details, at a phone's and a desktop's width.
 */

interface ProductJson {
  id: string;
  name: string;
  sku: string;
  price: string | null;
  inStock: boolean;
}

const CAPILLARY_SKU = "CAP-PEI-50-100"; // "PEI Cationic-Coated Capillary, 50 µm × 100 cm", $310.00
const QUOTE_SKU = "CEMS-SYS-30"; // price on request, category ce-ms-instrumentation

async function product(page: Page, sku: string) {
  const products = (await (await page.request.get("/api/products")).json()) as ProductJson[];
  return products.find((p) => p.sku === sku)!;
}

async function addToCartFromProductPage(page: Page, sku: string) {
  const item = await product(page, sku);
  await open(page, `/products/${item.id}`);
  // the product's own button (related products below have theirs)
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expectToast(page, "Added to cart");
  return item;
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("the cart panel shows line totals, takes a typed quantity within 1…999 and shows the whole name", async ({ page, baseURL }) => {
      // an account has one cart, shared by its sessions: a fresh one for each test
      await signIn(page, await newApprovedAccount(baseURL!));
      const capillary = await addToCartFromProductPage(page, CAPILLARY_SKU);
      await page.getByRole("button", { name: /Shopping cart/ }).click();
      const panel = page.getByRole("dialog", { name: "Shopping Cart" });
      await expect(panel.getByTestId("line-total")).toHaveText("$310.00");

      const quantity = panel.getByRole("spinbutton", { name: `Quantity of ${capillary.name}` });
      await quantity.fill("4");
      await quantity.press("Enter");
      await expect(page.getByTestId("cart-count")).toHaveText("4");
      await expect(panel.getByTestId("line-total")).toHaveText("$1,240.00");
      await quantity.fill("0");
      await quantity.press("Enter");
      await expect(page.getByTestId("cart-count")).toHaveText("1");
      await expect(quantity).toHaveValue("1");

      // the name is not cut: "… 50 µm × 100 cm" tells two capillaries apart
      const name = panel.getByText(capillary.name, { exact: true });
      await expect(name).toBeVisible();
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });

    test("the toast gives way to the cart panel, and closing the panel gives focus back to the cart button", async ({ page, baseURL }) => {
      // an account has one cart, shared by its sessions: a fresh one for each test
      await signIn(page, await newApprovedAccount(baseURL!));
      await addToCartFromProductPage(page, CAPILLARY_SKU);
      const cartButton = page.getByRole("button", { name: /Shopping cart/ });
      await cartButton.click();
      const panel = page.getByRole("dialog", { name: "Shopping Cart" });
      await expect(panel.getByRole("link", { name: "Proceed to Checkout" })).toBeVisible();
      // on a phone the panel is the whole width: a toast anywhere would cover some of it
      await expect(page.locator("li").filter({ hasText: "Added to cart" })).toBeHidden();

      await page.keyboard.press("Escape");
      await expect(panel).toHaveCount(0);
      await expect(cartButton).toBeFocused();
    });

    test("'Add to Cart' keeps the keyboard's focus", async ({ page, baseURL }) => {
      // an account has one cart, shared by its sessions: a fresh one for each test
      await signIn(page, await newApprovedAccount(baseURL!));
      const item = await product(page, CAPILLARY_SKU);
      await open(page, `/products/${item.id}`);
      const add = page.getByRole("button", { name: "Add to Cart" }).first();
      await add.focus();
      await page.keyboard.press("Enter");
      await expectToast(page, "Added to cart");
      await expect(page.getByTestId("cart-count")).toHaveText("1");
      await expect(add).toBeFocused();
    });

    test("checkout is filled from the account and its address book, and shows the confirmation in view with focus", async ({ page, baseURL }) => {
      const account = await newApprovedAccount(baseURL!);
      await signIn(page, account);
      // a default shipping address in the account's address book
      const saved = await page.request.post("/api/account/addresses", {
        headers: { Origin: baseURL! },
        data: {
          kind: "shipping",
          name: "Erin Buyer",
          line1: "12 Science Park Road",
          postalCode: "CB4 0FW",
          city: "Cambridge",
          country: "United Kingdom",
          isDefault: true,
        },
      });
      expect(saved.status(), await saved.text()).toBe(201);
      await addToCartFromProductPage(page, CAPILLARY_SKU);
      await open(page, "/checkout");
      await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("Erin Buyer");
      await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(account.email);
      await expect(page.getByRole("textbox", { name: "Company (optional)" })).not.toHaveValue("");

      const summary = page.locator("section[aria-labelledby=summary-heading]");
      await expect(summary.getByTestId("summary-total")).toHaveText(/^\$[\d,]+\.\d{2}$/);

      // the default address of the address book is chosen, shown in full
      await expect(page.getByRole("group", { name: "Ship to" }).getByRole("radio", { name: /12 Science Park Road/ })).toBeChecked();
      await page.getByRole("button", { name: "Place Order" }).click();
      const heading = page.getByRole("heading", { name: "Order Confirmed!" });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
    });

    test("'Sign In for Pricing' leads to sign-in and back to the product", async ({ page }) => {
      const item = await product(page, CAPILLARY_SKU);
      await open(page, `/products/${item.id}`);
      await page
        .getByRole("link", { name: /^Sign In for Pricing/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/login\?redirectTo=/);
      await expect(page.getByText("Approved laboratory accounts see prices")).toBeVisible();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByLabel("Email").fill(ACCOUNTS.approved.email);
      await page.getByLabel("Password").fill(ACCOUNTS.approved.password);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/products/${item.id}$`));
      await expect(page.getByTestId("price").first()).toHaveText("$310.00");
    });

    test("a pending account reads 'Account pending approval'; a rejected one is not offered 'Request Access' again", async ({ page }) => {
      const item = await product(page, CAPILLARY_SKU);
      await signInQuietly(page, ACCOUNTS.pending);
      await open(page, `/products/${item.id}`);
      await expect(page.getByText("Account pending approval").first()).toBeVisible();
      await expect(page.getByText("Sign In for Pricing")).toHaveCount(0);
      await page.context().clearCookies();

      await signInQuietly(page, ACCOUNTS.rejected);
      await open(page, `/products/${item.id}`);
      await expect(page.getByRole("main").getByRole("link", { name: "Request Access" })).toHaveCount(0);
      await expect(page.getByRole("main").getByText("Sign In for Pricing")).toHaveCount(0);
      await expect(page.getByText("Your account was not approved for online ordering.").first()).toBeVisible();
    });

    test("'Request a quote' on a price-on-request product opens the quote form on its page: quantity, message and the visitor's contact fields", async ({
      page,
    }) => {
      const item = await product(page, QUOTE_SKU);
      await open(page, `/products/${item.id}`);
      await page.getByRole("link", { name: "Request a quote" }).click();
      await expect(page).toHaveURL(/#quote-request$/);
      const form = page.getByRole("form", { name: "Request a quote" });
      await expect(form.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("1");
      await expect(form.getByRole("textbox", { name: "Email" })).toBeVisible();
      await expect(form.getByRole("textbox", { name: /Message/ })).toBeVisible();
    });
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("closing the phone menu gives focus back to the menu button", async ({ page }) => {
    await open(page, "/about");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });
});

test.describe("admin", () => {
  test("approving asks first and keeps the rows in place; a category holding products has no active Delete", async ({ page, playwright, baseURL }) => {
    const stamp = Date.now();
    const api = await playwright.request.newContext({ baseURL });
    const emails = [0, 1].map((n) => `row.${stamp}.${n}@lab.example.org`);
    for (const [n, email] of emails.entries()) {
      const res = await api.post("/api/auth/register", {
        data: { email, password: "pending-user-password", firstName: "Row", lastName: `Keeper${n}x${stamp % 1000}`, company: "Lab" },
      });
      expect(res.status()).toBe(201);
    }
    await api.dispose();

    await signInQuietly(page, ACCOUNTS.admin);
    await open(page, "/admin?tab=users");
    const rows = page.getByRole("row");
    const first = rows.filter({ hasText: emails[1] }); // newest first
    const indexOf = async (email: string) => (await rows.allTextContents()).findIndex((text) => text.includes(email));
    // the row and the one below it (other tests register users meanwhile, above them: newest first)
    const neighbours = async () => [await indexOf(emails[1]), await indexOf(emails[0])];
    const [row, below] = await neighbours();
    expect(below).toBe(row + 1);
    const name = `Row Keeper1x${stamp % 1000}`;

    await first.getByRole("button", { name: `Approve ${name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Approve this account?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Keep as it is" }).click();
    await expect(first.getByText("Pending", { exact: true })).toBeVisible();

    await first.getByRole("button", { name: `Approve ${name}` }).click();
    await confirm.getByRole("button", { name: "Approve" }).click();
    await expectToast(page, "User Status Updated");
    await expect(first.getByText("Approved", { exact: true })).toBeVisible();
    const [rowAfter, belowAfter] = await neighbours();
    expect(belowAfter).toBe(rowAfter + 1);

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Categories" }).click();
    const inUse = page.getByRole("row").filter({ hasText: "ion-sources" });
    const del = inUse.getByRole("button", { name: /^Delete / });
    await expect(del).toBeDisabled();
    await expect(del).toHaveAccessibleDescription(/Holds \d+ products?: move (it|them) first/);
  });
});
