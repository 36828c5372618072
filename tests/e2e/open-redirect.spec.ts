import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { ACCOUNTS, open } from "./support";

// After signing in, a redirectTo is followed only to a path on this site, in its
// normalised form, with and without JavaScript.
const HOSTILE = [
  "/.//evil.example/phish",
  "/a/..//evil.example",
  "//evil.example",
  "/\\evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "https://evil.example/",
];

/** Any request to evil.example is answered here, so a test that lands there fails on its URL, not on DNS. */
async function trapEvil(context: BrowserContext) {
  await context.route(/^https?:\/\/evil\.example\//, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>evil</h1>" }));
}

async function signInFrom(page: Page, redirectTo: string, hydrated: boolean) {
  const path = `/login?redirectTo=${encodeURIComponent(redirectTo)}`;
  if (hydrated) await open(page, path);
  else await page.goto(path);
  await page.getByLabel("Email").fill(ACCOUNTS.approved.email);
  await page.getByLabel("Password").fill(ACCOUNTS.approved.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("the sign-in answer never points to another site", async ({ request, baseURL }) => {
  for (const target of HOSTILE) {
    const res = await request.post(`/login?redirectTo=${encodeURIComponent(target)}`, {
      form: { intent: "login", email: ACCOUNTS.approved.email, password: ACCOUNTS.approved.password },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(res.status(), target).toBe(302);
    expect(res.headers().location, target).toBe("/products");
  }
  const res = await request.post(`/login?redirectTo=${encodeURIComponent("/products?category=ion-sources#list")}`, {
    form: { intent: "login", email: ACCOUNTS.approved.email, password: ACCOUNTS.approved.password },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(res.headers().location).toBe("/products?category=ion-sources#list");
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a hostile redirectTo leaves the user on the site after sign-in", async ({ page, context }) => {
      await trapEvil(context);
      for (const target of HOSTILE.slice(0, 3)) {
        await context.clearCookies();
        await signInFrom(page, target, javaScriptEnabled);
        await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/products$/);
      }
    });

    test("a redirectTo on the site is followed with its query", async ({ page, context }) => {
      await trapEvil(context);
      await signInFrom(page, "/products?category=ion-sources", javaScriptEnabled);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/products\?category=ion-sources$/);
    });
  });
}
