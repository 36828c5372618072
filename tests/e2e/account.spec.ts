import { expect, test, type Browser } from "@playwright/test";
import { linkIn, waitForMail } from "./mail";
import { ACCOUNTS, newApprovedAccount, open, signIn } from "./support";

const WIDTHS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;

async function register(browser: Browser, viewport: { width: number; height: number }, email: string, password: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await open(page, "/register");
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Company or institution").fill("Compiler Lab");
  await page.locator("#register-password").fill(password);
  await page.getByRole("button", { name: "Request Access" }).click();
  await expect(page.getByText("Your account request has been submitted for review.").first()).toBeVisible();
  return { context, page };
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`${name} width`, () => {
    test.use({ viewport });

    test("register → the request-received e-mail's link confirms the address, once", async ({ browser, page }) => {
      const email = `confirm.${name}.${Date.now()}@lab.example.org`;
      const { context } = await register(browser, viewport, email, "a long registration passphrase");
      await context.close();
      const mail = await waitForMail(email, /confirm/i);
      const link = linkIn(mail, "/confirm-email");
      await open(page, link);
      await expect(page.getByText(email)).toBeVisible();
      await page.getByRole("button", { name: "Confirm e-mail address" }).click();
      await expect(page.getByRole("heading", { name: "E-mail address confirmed" })).toBeVisible();
      await open(page, link);
      await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();

      // the pending applicant's account page says what pending means and that the address is confirmed
      await signIn(page, { email, password: "a long registration passphrase" });
      await open(page, "/account");
      await expect(page.getByText("Account pending approval")).toBeVisible();
      await expect(page.getByText("(address confirmed)")).toBeVisible();
    });

    test("an address not confirmed yet: registration says a link was sent, /account offers a new one, and the new link confirms", async ({ browser, page }) => {
      const email = `resend.${name}.${Date.now()}@lab.example.org`;
      const password = "a long registration passphrase";
      const registered = await register(browser, viewport, email, password);
      await expect(
        registered.page
          .getByText(
            "Your account request has been submitted for review. Please confirm your email address with the link we have just sent you. You'll receive an email once approved.",
          )
          .first(),
      ).toBeVisible();
      await registered.context.close();

      // not confirmed, and still signs in
      await signIn(page, { email, password });
      await open(page, "/account");
      const notice = page.getByTestId("unconfirmed-address");
      await expect(notice).toContainText("Your e-mail address is not confirmed yet.");
      await notice.getByRole("button", { name: "Resend confirmation e-mail" }).click();
      await expect(notice.getByRole("status")).toHaveText("We have sent a new confirmation link to your e-mail address. It is valid for 72 hours.");

      const link = linkIn(await waitForMail(email, /Confirm your e-mail address/), "/confirm-email");
      await open(page, link);
      await page.getByRole("button", { name: "Confirm e-mail address" }).click();
      await expect(page.getByRole("heading", { name: "E-mail address confirmed" })).toBeVisible();
      await open(page, "/account");
      await expect(page.getByText("(address confirmed)")).toBeVisible();
      await expect(page.getByRole("button", { name: "Resend confirmation e-mail" })).toHaveCount(0);
    });

    test("forgot password → e-mail → reset → the old session is gone", async ({ browser, page }) => {
      const email = `forgot.${name}.${Date.now()}@lab.example.org`;
      const old = await register(browser, viewport, email, "the old long passphrase");
      // the "old session": signed in on another browser
      await signIn(old.page, { email, password: "the old long passphrase" });
      await open(old.page, "/account");
      await expect(old.page.getByRole("heading", { name: "My account" })).toBeVisible();

      await open(page, "/login");
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("status")).toContainText("If an account exists for that address");

      const link = linkIn(await waitForMail(email, /reset-password/), "/reset-password");
      await open(page, link);
      await page.getByLabel("New password").fill("short");
      await page.getByRole("button", { name: "Set new password" }).click();
      await expect(page.getByText("Password must be at least 12 characters")).toBeVisible();
      await page.getByLabel("New password").fill("a brand new long passphrase");
      await page.getByRole("button", { name: "Set new password" }).click();
      await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();

      // the other browser's session has ended
      await old.page.reload();
      await expect(old.page).toHaveURL(/\/login\?redirectTo=%2Faccount/);
      await old.context.close();
      // the link worked once
      await open(page, link);
      await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
      await signIn(page, { email, password: "a brand new long passphrase" });
    });

    test("two people on one browser never see each other's cart, and the cart follows its account", async ({ browser, page, baseURL }) => {
      const a = await newApprovedAccount(baseURL!);
      const b = await newApprovedAccount(baseURL!);
      await signIn(page, a);
      await open(page, "/products?category=separation-capillaries");
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("button", { name: "Add to Cart" }) })
        .first();
      const product = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
      await card.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page.getByTestId("cart-count")).toHaveText("1");

      // A signs out: the browser's cart is empty
      if (name === "phone") {
        await page.getByRole("button", { name: /menu/i }).click();
        await page.getByRole("button", { name: "Sign Out" }).click();
      } else {
        await page.getByRole("button", { name: /Erin/ }).click();
        await page.getByRole("menuitem", { name: "Sign Out" }).click();
      }
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId("cart-count")).toHaveText("0");

      // B signs in on the same browser: B's cart only
      await signIn(page, b);
      await open(page, "/products?category=separation-capillaries");
      await page.waitForLoadState("networkidle");
      await expect(page.getByTestId("cart-count")).toHaveText("0");
      await page.getByTestId("cart-count").click();
      await expect(page.getByRole("dialog").getByText("Your cart is empty")).toBeVisible();

      // A signs in elsewhere: A's cart is there
      const elsewhere = await browser.newContext({ viewport });
      const other = await elsewhere.newPage();
      await signIn(other, a);
      await open(other, "/products");
      await expect(other.getByTestId("cart-count")).toHaveText("1");
      await other.getByTestId("cart-count").click();
      await expect(other.getByRole("dialog").getByText(product)).toBeVisible();
      await elsewhere.close();
    });
  });
}

test("the user menu leads to the account and the account pages are private", async ({ page }) => {
  await signIn(page, ACCOUNTS.approved);
  const response = await page.goto("/account");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByText("Approved", { exact: true })).toBeVisible();
  const profile = page.getByRole("region", { name: "Profile" });
  await profile.getByLabel("Phone (optional)").fill("call me");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText("Please enter a phone number")).toBeVisible();
  await profile.getByLabel("Phone (optional)").fill("+1 555 010 2400");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText("Your profile has been saved.")).toBeVisible();

  await page.getByRole("link", { name: "Address book" }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  const add = page.getByRole("region", { name: "Add an address" });
  const street = `${Date.now()} Babbage Street`;
  await add.getByLabel("Recipient name").fill("Dr. Ada Lovelace");
  await add.getByLabel("Street and number").fill(street);
  await add.getByLabel("Postal code").fill("NW1 2AB");
  await add.getByLabel("City").fill("London");
  await add.getByLabel("Country").selectOption("United Kingdom");
  await add.getByRole("button", { name: "Add address" }).click();
  await expect(add.getByText("Address added.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Shipping addresses" }).getByText(street)).toBeVisible();
});
