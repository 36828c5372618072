import { expect, type Page, test } from "@playwright/test";

// What a first visit downloads (vite.config.ts's chunk plan): the forms library (Conform, in the
// `forms-*.js` file) arrives with the pages that have a form, not with every public page through a
// shared file. It is ~9 kB gzip of the home page's 150 kB budget (`npm run bench` measures the budget).

/** The file Conform is built into (vite.config.ts). */
const FORMS_FILE = /\/forms-[\w-]+\.js$/;

/** The paths of the scripts a page loads until it is idle. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js")) scripts.push(url.pathname);
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return scripts;
}

// (/tools fetches its other tools after hydration, the method assistant with its form among them)
for (const path of ["/", "/products", "/about", "/events"]) {
  test(`${path}, a page without a form, loads no forms library`, async ({ page }) => {
    const scripts = await scriptsOf(page, path);
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((s) => FORMS_FILE.test(s))).toEqual([]);
  });
}

test("/contact, whose form needs it, loads the forms library", async ({ page }) => {
  const scripts = await scriptsOf(page, "/contact");
  expect(scripts.filter((s) => FORMS_FILE.test(s))).toHaveLength(1);
});
