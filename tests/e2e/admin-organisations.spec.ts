import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, adminApi, newApprovedAccount, open, signIn } from "./support";

/**
 * Staff find an organisation by a member's e-mail, open it and rename it, at 1280 and 390 px: no
 * page scrolls sideways and axe finds nothing serious. Its own newly registered account.
 */

const SHOTS = process.env.ADMIN_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function expectSound(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
    what,
  ).toEqual([]);
}

test("staff find an organisation by a member's e-mail, read its members and terms, and rename it", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const buyer = await newApprovedAccount(baseURL!);
  const admin = await adminApi(baseURL!);
  const [found] = (await (await admin.get(`/api/admin/organisations?q=${encodeURIComponent(buyer.email)}`)).json()) as { id: string; name: string }[];
  await admin.dispose();
  const newName = `Renamed Lab ${Date.now().toString(36)}`;

  await signIn(page, ACCOUNTS.admin);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await open(page, "/admin/organisations");
    await expect(page.getByRole("navigation", { name: "Admin" }).locator('[aria-current="page"]')).toHaveText("Organisations");
    await page.getByLabel("Name or member e-mail").fill(buyer.email);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 organisation" })).toBeVisible();
    await expectSound(page, `/admin/organisations at ${width}`);
    await shot(page, `admin-organisations-${width}`);

    await page.getByRole("link", { name: found.name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/organisations/${found.id}$`));
    await expect(page.getByRole("region", { name: "Members" })).toContainText(buyer.email);
    await expect(page.getByRole("heading", { name: "Terms and price list" })).toBeVisible();
    await expectSound(page, `the organisation's page at ${width}`);
    await shot(page, `admin-organisation-${width}`);
  }

  await page.getByLabel("Organisation name").fill(newName);
  await page.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newName);
});
