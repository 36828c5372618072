import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, expectToast, open, signIn } from "./support";

test("a visitor requests access, sees the confirmation, and the screen returns to Sign In after 1 second", async ({ page }) => {
  await open(page, "/register");
  await expect(page.getByRole("tab", { name: "Request Access" })).toHaveAttribute("aria-selected", "true");
  const email = `new.scientist.${Date.now()}@lab.example.org`;
  await page.getByLabel("First name").fill("Marie");
  await page.getByLabel("Last name").fill("Curie");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Company or institution").fill("Radium Institute");
  await page.getByLabel("Password", { exact: true }).fill("polonium-1898");
  await page.getByRole("button", { name: "Request Access" }).click();
  await expectToast(page, "Registration submitted");
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true", { timeout: 3000 });

  // the new account is pending: signing in shows the pending notice instead of prices
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("polonium-1898");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expectToast(page, "Login successful");
  await expect(page.getByText("Account pending approval").first()).toBeVisible();
  await expect(page.getByTestId("price")).toHaveCount(0);
});

test("registration shows the validation messages", async ({ page }) => {
  await open(page, "/register");
  await page.getByLabel("Work email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Request Access" }).click();
  await expectToast(page, "Registration failed");
  await expect(page.locator("#register-email-error")).toHaveText("Please enter a valid email address");
  await expect(page.locator("#register-password-error")).toHaveText("Password must be at least 12 characters");

  // a long but common password is refused with the reason, on the field
  await page.getByLabel("First name").fill("Marie");
  await page.getByLabel("Last name").fill("Curie");
  await page.getByLabel("Work email").fill(`common.password.${Date.now()}@lab.example.org`);
  await page.getByLabel("Company or institution").fill("Radium Institute");
  await page.getByLabel("Password", { exact: true }).fill("qwerty123456");
  await page.getByRole("button", { name: "Request Access" }).click();
  await expect(page.locator("#register-password-error")).toHaveText("This password is too common. Please choose another.");
  await expect(page.locator("#register-email-error")).toHaveCount(0);
});

test("a wrong password shows 'Login failed' with the server's message", async ({ page }) => {
  await open(page, "/login");
  await page.getByLabel("Email").fill(ACCOUNTS.approved.email);
  await page.getByLabel("Password").fill("definitely-wrong");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expectToast(page, "Login failed");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("the admin lands on /admin and sees the Admin Panel entry; a customer lands on /products without it", async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin/);
  // the user menu is named by the first name (the admin's is "Site"); the admin page below has "On-Site …" buttons
  await page.getByRole("banner").getByRole("button", { name: "Site", exact: true }).click();
  await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.context().clearCookies();
  await signIn(page, ACCOUNTS.approved);
  await expect(page).toHaveURL(/\/products$/);
  await page.getByRole("button", { name: /Avery/ }).click();
  await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(0);
});

test("an approved user sees prices, and after signing out no longer does", async ({ page }) => {
  await signIn(page, ACCOUNTS.approved);
  await expect(page.getByTestId("price").first()).toBeVisible();
  await page.getByRole("button", { name: /Avery/ }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  await open(page, "/products");
  await expect(page.getByTestId("price")).toHaveCount(0);
  await expect(page.getByText("Price Available After Approval").first()).toBeVisible();
});

test("the session cookie is HttpOnly and SameSite=Lax, and a new one is issued at sign-in", async ({ page, context }) => {
  await signIn(page, ACCOUNTS.pending);
  const first = (await context.cookies()).find((c) => c.name === "sid");
  expect(first?.httpOnly).toBe(true);
  expect(first?.sameSite).toBe("Lax");
  expect(first?.path).toBe("/");
  expect(await page.evaluate(() => document.cookie)).not.toContain("sid=");

  const again = await page.request.post("/api/auth/login", { data: ACCOUNTS.pending });
  expect(again.status()).toBe(200);
  const second = (await context.cookies()).find((c) => c.name === "sid");
  expect(second?.value).not.toBe(first?.value);

  // signed-in users are sent on from /login
  await page.goto("/login");
  await expect(page).toHaveURL(/\/products$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-in works and sign-in errors are shown", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(ACCOUNTS.approved.email);
    await page.getByLabel("Password").fill("wrong-password-here");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();

    await page.getByLabel("Email").fill(ACCOUNTS.approved.email);
    await page.getByLabel("Password").fill(ACCOUNTS.approved.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByTestId("price").first()).toBeVisible();
  });

  test("an attacker's failures from the same address do not lock out the user's known browser", async ({ page, browser }) => {
    // an account of its own: the failures below block it for unknown browsers on this address
    const account = { email: `device.cookie.${Date.now()}@lab.example.org`, password: "known-browser-password" };
    const registered = await page.request.post("/api/auth/register", {
      data: { ...account, firstName: "Rosalind", lastName: "Franklin", company: "King's College" },
    });
    expect(registered.status()).toBe(201);
    /** Posts the sign-in form on the page and waits for the page that answers it. */
    const submit = async (target: Page, password: string) => {
      await target.getByLabel("Email").fill(account.email);
      await target.getByLabel("Password").fill(password);
      const answered = target.waitForEvent("framenavigated", (frame) => frame === target.mainFrame());
      await target.getByRole("button", { name: "Sign In", exact: true }).click();
      await answered;
      await target.waitForLoadState("domcontentloaded");
    };
    const signInWith = async (target: Page, password: string) => {
      await target.goto("/login");
      await submit(target, password);
    };

    await signInWith(page, account.password);
    await expect(page).toHaveURL(/\/products$/);
    const device = (await page.context().cookies()).find((c) => c.name === "device");
    expect(device?.httpOnly).toBe(true);
    expect(device?.sameSite).toBe("Strict");
    await page.context().clearCookies({ name: "sid" }); // signed out, the browser keeps its device cookie

    const attackerContext = await browser.newContext({ javaScriptEnabled: false });
    const attacker = await attackerContext.newPage();
    // the attacker guesses again from the page that refused the last guess, as a person would: the
    // sign-in page loaded anew before each guess made this journey time out on a busy machine
    await attacker.goto("/login");
    for (let i = 0; i < 5; i++) {
      await submit(attacker, `guess-number-${i}`);
      await expect(attacker.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    }
    await submit(attacker, account.password);
    await expect(attacker.getByRole("alert").filter({ hasText: "Too many sign-in attempts" })).toBeVisible();
    await attackerContext.close();

    await signInWith(page, account.password);
    await expect(page).toHaveURL(/\/products$/);
  });
});

test("a redirectTo pointing to another site is ignored after sign-in", async ({ page }) => {
  for (const target of ["//evil.example/phish", "https://evil.example/", "/\\evil.example"]) {
    await page.context().clearCookies();
    await open(page, `/login?redirectTo=${encodeURIComponent(target)}`);
    await page.getByLabel("Email").fill(ACCOUNTS.approved.email);
    await page.getByLabel("Password").fill(ACCOUNTS.approved.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/products$/);
  }
  await page.context().clearCookies();
  await open(page, `/login?redirectTo=${encodeURIComponent("/checkout")}`);
  await page.getByLabel("Email").fill(ACCOUNTS.approved.email);
  await page.getByLabel("Password").fill(ACCOUNTS.approved.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});
