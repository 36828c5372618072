import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { newApprovedAccount, open, signInQuietly } from "./support";

// News articles and guides have pages of their own (decisions.md "Content").

test.describe("a news article", () => {
  test("opens from its card on /news, with the full text, a way back and real links only", async ({ page }) => {
    await open(page, "/news");
    const card = page.getByRole("region", { name: "Featured News" }).getByRole("article").filter({ hasText: "Application Note" });
    await card.getByRole("link").click();
    await expect(page).toHaveURL(/\/news\/cr3520-application-note$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Note: Automated Charge Variant Analysis of Monoclonal Antibodies by cIEF-MS");
    await expect(page).toHaveTitle(/^Application Note: Automated Charge Variant Analysis/);
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 2 })).toContainText(["Why cIEF and MS did not mix, and what changes", "The method in brief"]);
    await expect(article.getByRole("listitem")).not.toHaveCount(0);
    await expect(page.getByText("New Publication").first()).toBeVisible();

    const readOn = page.getByRole("region", { name: "Read on" });
    await expect(readOn.getByRole("link", { name: /CR3520 Method Assistant/ })).toHaveAttribute("href", "/tools?method=cr3520");
    const more = page.getByRole("region", { name: "More news" });
    await expect(more.getByRole("link")).toHaveCount(4);

    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "News" }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test("names a real site only where its text does, and opens it in a new tab", async ({ page }) => {
    await open(page, "/news/annual-conference-2025");
    const external = page.getByRole("link", { name: /ASMS conference website/ });
    await expect(external).toHaveAttribute("href", "https://www.asms.org");
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", /noopener/);
    // the brand's contact addresses (mailto:, in the footer) are configuration, not content
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.filter((href) => !href.startsWith("mailto:") && /example\.(org|com)/.test(href))).toEqual([]);
  });

  test("has no axe violations at phone and desktop width", async ({ page }) => {
    test.setTimeout(90_000);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, "/news/cr3520-application-note");
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      // nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});

test.describe("a guide", () => {
  test("opens from Read Guide in the documentation centre, with its steps and tables", async ({ page }) => {
    await open(page, "/documentation");
    await page.getByRole("link", { name: /^Read Guide\s*: Diagnosing Spray Instability and Current Drops$/ }).click();
    await expect(page).toHaveURL(/\/documentation\/guides\/diagnosing-spray-instability$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diagnosing Spray Instability and Current Drops");
    await expect(page.getByText("Advanced guide")).toBeVisible();
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    const table = page.getByRole("table", { name: "Spray symptoms, causes and remedies" });
    await expect(table.getByRole("columnheader")).toHaveText(["Symptom", "Likely cause", "What to do"]);
    // a wide table scrolls on its own, and the keyboard can reach it
    const scroller = page.getByRole("region", { name: "Spray symptoms, causes and remedies" });
    await scroller.focus();
    await expect(scroller).toBeFocused();
    await expect(page.getByRole("region", { name: "More guides" }).getByRole("link")).toHaveCount(3);
  });

  test("has no axe violations at phone width, and nothing wider than the screen", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 900 });
    await open(page, "/documentation/guides/cief-ms-method-development-cr3520");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test("an unknown news or guide address is the site's 404 page", async ({ page }) => {
  for (const path of ["/news/no-such-article", "/documentation/guides/no-such-guide"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  }
});

test.describe("brand and polish", () => {
  for (const width of [320, 390, 1280]) {
    test(`the header shows the company name beside the logo at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, "/");
      const home = page.getByRole("banner").getByRole("link", { name: "CEMS Technologies home" });
      await expect(home).toContainText(width < 360 ? "CEMS" : "CEMS Technologies");
      const box = (await home.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test("each Add to Cart button names its product", async ({ page, baseURL }) => {
    await signInQuietly(page, await newApprovedAccount(baseURL!));
    await open(page, "/products");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: /^Add to Cart/ }) })
      .first();
    const product = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
    await expect(card.getByRole("button", { name: `Add to Cart: ${product}`, exact: true })).toBeVisible();
  });

  test("CE-MS in a product name never breaks at its hyphen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await open(page, "/products");
    const terms = page.getByRole("article").getByRole("heading", { level: 3 }).locator("span.whitespace-nowrap", { hasText: "CE-MS" });
    await expect(terms.first()).toBeAttached();
  });
});
