import { type Browser, expect, type Page, test } from "@playwright/test";
import { fillNewShippingAddress } from "../e2e/support";
import { ADMIN, NGINX_PORT, PUBLIC_ORIGIN } from "./deployment";

// The site as an operator deploys it: APP_ENV=production, PUBLIC_ORIGIN=https://shop.test:<port>,
// behind nginx terminating TLS (deploy/nginx.conf). The app's socket is plain HTTP; every form
// must still work, with and without JavaScript, and nothing may leave the public origin.

const HSTS = "max-age=63072000; includeSubDomains; preload";
/** Records what breaks the deployment rules on every response of the site and in the console. */
function watchSite(page: Page) {
  const problems: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().startsWith(`${PUBLIC_ORIGIN}/`)) return;
    const where = `${response.request().method()} ${response.url().slice(PUBLIC_ORIGIN.length)} (${response.status()})`;
    const headers = await response.headersArray().catch(() => []);
    const header = (name: string) => headers.filter((h) => h.name.toLowerCase() === name).map((h) => h.value);
    if (response.status() === 400 || response.status() >= 500 || response.status() === 421) problems.push(`${where}: status`);
    if (header("strict-transport-security")[0] !== HSTS) problems.push(`${where}: HSTS ${header("strict-transport-security")[0]}`);
    if (response.request().resourceType() === "document") {
      const csp = header("content-security-policy")[0] ?? "";
      const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      if (!scripts || scripts.includes("'unsafe-inline'") || scripts.includes("'unsafe-eval'")) problems.push(`${where}: CSP ${csp}`);
    }
    for (const location of header("location")) {
      const onSite = (location.startsWith("/") && !location.startsWith("//") && !location.startsWith("/\\")) || location.startsWith(`${PUBLIC_ORIGIN}/`);
      if (!onSite) problems.push(`${where}: Location ${location}`);
    }
    for (const cookie of header("set-cookie").flatMap((v) => v.split("\n"))) {
      const name = cookie.slice(0, cookie.indexOf("="));
      if (!name.startsWith("__Host-") || !/;\s*Secure/i.test(cookie) || !/;\s*Path=\/(;|$)/i.test(cookie) || /;\s*Domain=/i.test(cookie))
        problems.push(`${where}: cookie ${cookie}`);
    }
  });
  page.on("console", (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith(`${PUBLIC_ORIGIN}/`)) problems.push(`navigated to ${frame.url()}`);
  });
  return problems;
}

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function signIn(page: Page, account: { email: string; password: string }, javaScriptEnabled: boolean) {
  await open(page, "/login", javaScriptEnabled);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** The operator approves the account through the admin API, signed in through the proxy like the customer. */
async function approve(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ADMIN, true);
  await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/admin`);
  const status = await page.evaluate(async (email) => {
    const users = (await (await fetch("/api/users")).json()) as Array<{ id: string; email: string }>;
    const user = users.find((u) => u.email === email);
    if (!user) return 404;
    const res = await fetch(`/api/users/${user.id}/status`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status: "approved" }),
    });
    return res.status;
  }, email);
  expect(status).toBe(200);
  await context.close();
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`through the TLS proxy a customer registers, signs in, sends the contact form${javaScriptEnabled ? " and orders" : ""} ${mode}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const problems = watchSite(page);
    const email = `deployed.${javaScriptEnabled ? "js" : "no-js"}.${Date.now()}@lab.example.org`;
    const password = "capillary-zone-electrophoresis-1909";

    await open(page, "/register", javaScriptEnabled);
    await page.getByLabel("First name").fill("Arne");
    await page.getByLabel("Last name").fill("Tiselius");
    await page.getByLabel("Work email").fill(email);
    await page.getByLabel("Company or institution").fill("Uppsala University");
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Request Access" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your account request has been submitted for review." })).toBeVisible();

    await approve(browser, email);

    await signIn(page, { email, password }, javaScriptEnabled);
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/products`);
    await expect(page.getByTestId("price").first()).toBeVisible();
    const session = (await context.cookies()).find((c) => c.name === "__Host-sid");
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
    // a signed-in visitor is sent on from the sign-in page, to the public origin
    await page.goto("/login");
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/products`);

    await open(page, "/contact", javaScriptEnabled);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByRole("textbox", { name: "First name", exact: true }).fill("Arne");
    await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Tiselius");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await form.getByRole("textbox", { name: "Message", exact: true }).fill("Please send a quotation for a moving-boundary electrophoresis setup.");
    await page.getByRole("button", { name: "Send Message" }).click();
    if (javaScriptEnabled) {
      await expect(page.getByText("Message Sent Successfully", { exact: true }).first()).toBeVisible();
    } else {
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/contact?sent=1#inquiry-form`);
      await expect(page.getByRole("status").filter({ hasText: "Message Sent Successfully" })).toBeVisible();
    }

    if (javaScriptEnabled) {
      // the cart and checkout are JavaScript screens (the spec's cart panel and checkout form)
      await open(page, "/products", true);
      const card = page
        .getByRole("article")
        .filter({ hasText: /\$\d/ })
        .filter({ has: page.getByRole("button", { name: "Add to Cart" }) })
        .first();
      await card.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page.getByTestId("cart-count")).toHaveText("1");
      await open(page, "/checkout", true);
      await page.getByRole("textbox", { name: "Full name" }).fill("Arne Tiselius");
      await page.getByRole("textbox", { name: "Email" }).fill(email);
      // a signed-in buyer ships to a new address of the address book's form
      await fillNewShippingAddress(page, { line1: "Husargatan 3", postalCode: "752 37", city: "Uppsala", country: "Sweden" });
      await page.getByRole("button", { name: "Place Order" }).click();
      await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
      await expect(page.getByTestId("placed-order-number")).toHaveText(/^SO-\d{4}-\d{6,}$/);
    }

    expect(problems).toEqual([]);
    await context.close();
  });
}

test("a request for another host than the public origin's is refused, through the proxy too", async ({ page }) => {
  const response = await page.goto(`https://127.0.0.1:${NGINX_PORT}/login`);
  expect(response?.status()).toBe(421);
  expect(await response?.text()).toContain(`This site answers at ${PUBLIC_ORIGIN} only.`);
});
