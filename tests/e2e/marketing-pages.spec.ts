import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { open } from "./support";

// The e2e server runs with the neutral brand defaults of app/content/brand.ts.
const SUPPORT_EMAIL = "support@example.com";
const SALES_EMAIL = "sales@example.com";

const mailto = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;

/**
 * Scrolls through the page so every lazy image comes near the viewport, then waits for them. An
 * image whose observer fired as the scroll passed may be added after the page is back at the top,
 * where the browser's own lazy loading holds it back: such an image is scrolled to until it loads.
 */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  });
  await page.waitForFunction(() => {
    const pending = Array.from(document.images).find((img) => !img.complete);
    pending?.scrollIntoView({ block: "center" });
    return !pending;
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

function section(page: Page, name: string | RegExp) {
  return page.getByRole("region", { name });
}

const marketingPages = [
  { path: "/", name: "home", h1: "Global Leader in CE-MS Technologies" },
  { path: "/about", name: "about", h1: "Advancing Separation Science Since 2013" },
  { path: "/news", name: "news", h1: "News & Updates" },
  { path: "/events", name: "events", h1: "Events & Webinars" },
  { path: "/biosummit", name: "biosummit", h1: "BioSummit: The Automated CE-MS Platform" },
  { path: "/agilent-platform", name: "agilent-platform", h1: "CE-MS for Agilent Q-TOF and TOF Platforms" },
  { path: "/documentation", name: "documentation", h1: "Documentation Centre" },
  { path: "/contact", name: "contact", h1: "Contact Our CE-MS Experts" },
];

test.describe("every marketing page", () => {
  for (const { path, name, h1 } of marketingPages) {
    test(`${path} has one h1, landmarks, alt texts and no axe violations, and is captured at 375, 768 and 1280 px`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("main")).toBeVisible();
      await loadLazyImages(page);
      for (const img of await page.locator("main img").all()) expect(await img.getAttribute("alt")).toBeTruthy();

      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

      await captureWidths(page, testInfo, name);
      expect(errors).toEqual([]);
    });
  }
});

async function captureWidths(page: Page, testInfo: TestInfo, name: string) {
  // A full-page screenshot captures beyond the viewport, where blocks that render only when visible
  // (app.css, `render-when-visible`) would be blank.
  await page.addStyleTag({ content: ".render-when-visible { content-visibility: visible !important; }" });
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await loadLazyImages(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no horizontal scrolling at ${width} px`).toBeLessThanOrEqual(width);
    const file = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name}-${width}`, { path: file, contentType: "image/png" });
  }
}

test.describe("home", () => {
  test("hero with the workflow schematic and the reagent kit, and its two links", async ({ page }) => {
    await open(page, "/");
    const schematic = page.getByRole("img", { name: /Schematic of the CE-MS workflow/ });
    await expect(schematic).toBeVisible();
    const stages = page.getByRole("figure").getByRole("listitem");
    await expect(stages).toHaveText([/Sample Introduction/, /Capillary Electrophoresis Separation/, /Ion Source/, /Mass Spectrometry Detection/]);
    await expect(page.getByRole("figure")).toContainText("CR3520 cIEF-MS Reagent Kit");
    await expect(page.getByRole("link", { name: "Explore Products" })).toHaveAttribute("href", "/products");
    await expect(section(page, "Global Leader in CE-MS Technologies").getByRole("link", { name: "Learn More about our company" })).toHaveAttribute(
      "href",
      "/about",
    );
  });

  test("early-access banner leads to /biosummit and 'Join Early Access Program' opens a mail to support", async ({ page }) => {
    await open(page, "/");
    const banner = section(page, /Next-Generation Automated CE-MS Platform/);
    await expect(banner).toContainText("Coming Soon - Early Access Available");
    await expect(banner.getByRole("link", { name: "Discover the Platform" })).toHaveAttribute("href", "/biosummit");
    await expect(banner.getByRole("link", { name: "Join Early Access Program" })).toHaveAttribute(
      "href",
      mailto(SUPPORT_EMAIL, "Early Access Program Application"),
    );
    await banner.getByRole("link", { name: "Discover the Platform" }).click();
    await expect(page).toHaveURL(/\/biosummit$/);
  });

  test("three application areas with image, alt text and Learn More", async ({ page }) => {
    await open(page, "/");
    const areas = section(page, "CE-MS Where It Matters Most");
    await expect(areas.getByRole("heading", { level: 3 })).toHaveText(["Life Sciences", "Biopharma", "Clinical Research"]);
    await areas.scrollIntoViewIfNeeded();
    await expect(areas.getByRole("img")).toHaveCount(3);
    await expect(areas.getByRole("img", { name: /monoclonal antibody/ })).toHaveAttribute("src", /biopharma\.svg\?w=600&h=350&q=75&fm=webp/);
    await expect(areas.getByRole("link", { name: /^Learn More/ })).toHaveCount(3);
  });

  test("featured kit, six portfolio cards and the coupling technology with its three benefits", async ({ page }) => {
    await open(page, "/");
    const kit = section(page, "CR3520 cIEF-MS Reagent Kit");
    await expect(kit).toContainText("Automated charge variant analysis of biotherapeutics");
    await expect(kit.getByRole("link", { name: "View Details" })).toHaveAttribute("href", /^\/products/);

    const portfolio = section(page, "Everything Your CE-MS Laboratory Needs");
    await expect(portfolio.getByRole("heading", { level: 3 })).toHaveText([
      "Ion Sources",
      "CE-MS Instrumentation",
      "Separation Capillaries",
      "Technical Services",
      "Peripheral Equipment",
      "Custom Solutions",
    ]);
    const learnMore = portfolio.getByRole("link", { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(6);
    for (const link of await learnMore.all()) await expect(link).toHaveAttribute("href", /^\/products/);

    const technology = section(page, "Patented Ion-Source Coupling Technology");
    await expect(technology.getByRole("heading", { level: 3 })).toHaveText(["Stability", "Ultra-Sensitive Detection", "Reproducibility"]);
    for (const figure of ["0.7 mm", "1.2 mm", "18 mm", "Up to 30 kV", "2.2–2.4 kV", "15–30 µm"]) await expect(technology).toContainText(figure);
  });

  test("the two latest news items open their own pages, and View All News leads to /news", async ({ page }) => {
    await open(page, "/");
    const news = section(page, "Latest News");
    const cards = news.getByRole("article");
    await expect(cards).toHaveCount(2);
    // which two, and their badges, follow today's date (tests/api/news-clock.test.ts)
    for (const card of await cards.all()) {
      const link = card.getByRole("link");
      await expect(link).toHaveAttribute("href", /^\/news\/[a-z0-9-]+$/);
      await expect(link).not.toHaveAttribute("target", /.*/);
      await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    }
    await expect(news.getByRole("link", { name: "View All News" })).toHaveAttribute("href", "/news");
  });
});

test.describe("about", () => {
  test("mission, impact numbers, timeline, values, application areas and closing banner", async ({ page }) => {
    await open(page, "/about");
    await expect(section(page, "Our Mission").getByRole("link", { name: "Explore Our Products" })).toHaveAttribute("href", "/products");

    const impact = section(page, "Our Impact in Numbers");
    for (const [value, label] of [
      ["200+", "Publications"],
      ["10+", "Years Experience"],
      ["50+", "Global Partners"],
      ["20+", "Patented Technology"],
    ]) {
      await expect(impact.getByRole("definition").filter({ hasText: value })).toHaveCount(1);
      await expect(impact.getByRole("term").filter({ hasText: label })).toHaveCount(1);
    }

    const timeline = section(page, "Our Journey");
    await expect(timeline.getByRole("listitem")).toHaveCount(7);
    await expect(timeline.getByRole("listitem").first()).toContainText("2013");
    await expect(timeline.getByRole("listitem").first()).toContainText("Company Founded");
    await expect(timeline.getByRole("listitem").last()).toContainText("2025");

    await expect(section(page, "Our Core Values").getByRole("heading", { level: 3 })).toHaveText([
      "Innovation Excellence",
      "Customer Success",
      "Scientific Rigor",
      "Global Impact",
    ]);
    await expect(section(page, "Where Our Technology Makes a Difference").getByRole("heading", { level: 3 })).toHaveText([
      "Biopharmaceutical Development",
      "Proteomics & Biomarker Discovery",
      "Metabolomics & Clinical Research",
    ]);
    const closing = section(page, "Ready to Advance Your Research?");
    await expect(closing.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(closing.getByRole("link", { name: "View Products" })).toHaveAttribute("href", "/products");
  });
});

test.describe("news", () => {
  test("four featured items (the first badge primary, the rest green) opening their own pages, and six recent updates", async ({ page }) => {
    await open(page, "/news");
    const featured = section(page, "Featured News").getByRole("article");
    await expect(featured).toHaveCount(4);
    // the order and the badges follow today's date (app/lib/news-timeline.ts, tests/api/news-clock.test.ts)
    for (const [i, card] of (await featured.all()).entries()) {
      await expect(card.locator("span.rounded-full").first()).toHaveClass(i === 0 ? /bg-primary/ : /bg-green-100/);
      await expect(card.getByRole("link")).toHaveAttribute("href", /^\/news\/[a-z0-9-]+$/);
    }
    await expect(featured.filter({ hasText: "73rd Annual Conference" })).toContainText("June 1-5, 2025");
    await expect(featured.filter({ hasText: "Application Note" })).toContainText("New Publication");

    const updates = section(page, "Recent Updates").getByRole("article");
    await expect(updates).toHaveCount(6);
    await expect(updates.first()).toContainText("CR3520 cIEF-MS Method Assistant Now Online");
    await expect(updates.first()).toContainText("Tools");
  });

  test("news images load lazily at 600x350, quality 75, webp, and fall back to a placeholder when they fail", async ({ page }) => {
    await page.route("**/images/content/news-conference.svg*", (route) => route.fulfill({ status: 404, body: "" }));
    await open(page, "/news");
    const featured = section(page, "Featured News");
    // past events come last, in the second row (app/lib/news-timeline.ts)
    const last = featured.getByRole("article").filter({ hasText: "73rd Annual Conference" });
    await expect(last.getByRole("img")).toHaveCount(0);
    await last.scrollIntoViewIfNeeded();
    await expect(featured.getByRole("img", { name: /application note/ })).toHaveAttribute(
      "src",
      /news-application-note\.svg\?w=600&h=350&q=75&fm=webp&fit=crop/,
    );
    await expect(last.getByRole("img")).toHaveAttribute("src", "/images/products/placeholder.svg");
  });

  test("newsletter box and the call to action", async ({ page }) => {
    await open(page, "/news");
    const newsletter = section(page, "Stay Informed");
    await expect(newsletter.getByRole("textbox", { name: "Email address" })).toBeVisible();
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter.getByText("Please enter a valid email address")).toBeVisible();
    const cta = section(page, "Have a Question About CE-MS?");
    await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: "View Products" })).toHaveAttribute("href", "/products");
  });
});

test.describe("events", () => {
  test("the San Diego vendor tour of 4 Sept 2025 is a past event with its own page; upcoming events register on the site", async ({ page }) => {
    await open(page, "/events");
    const event = page.getByRole("region", { name: "Past events" }).getByRole("article", { name: "CE-MS Vendor Tour: San Diego" });
    await expect(event).toContainText("September 4, 2025");
    await expect(event.locator("time[datetime='2025-09-04']").first()).toBeVisible();
    await expect(event).toContainText("San Diego, California, USA");
    await expect(event).toContainText("Vendor Tour");
    await expect(event.getByRole("link", { name: "CE-MS Vendor Tour: San Diego" })).toHaveAttribute("href", "/events/san-diego-vendor-tour-2025");
    for (const link of await page.getByRole("link", { name: "Register Now" }).all())
      await expect(link).toHaveAttribute("href", /^\/events\/[a-z0-9-]+#register$/);
  });
});

test.describe("biosummit", () => {
  test("badge, features, applications, workflow and validated protocols", async ({ page }) => {
    await open(page, "/biosummit");
    await expect(page.getByText("Coming Soon - Early Access Available")).toBeVisible();
    await expect(section(page, "Platform Features").getByRole("listitem")).toHaveCount(6);
    await expect(section(page, "Applications").getByRole("listitem")).toHaveCount(6);
    await expect(section(page, "How It Works").getByRole("listitem")).toHaveCount(5);
    const protocols = section(page, "Validated Protocols").getByRole("listitem");
    await expect(protocols).toHaveCount(4);
    await expect(protocols.first()).toContainText("Validated");
  });

  test("the hero buttons scroll to the features and the early-access section", async ({ page }) => {
    await open(page, "/biosummit");
    await page.getByRole("link", { name: "Explore Features" }).click();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.getByRole("heading", { name: "Platform Features" })).toBeInViewport();
    await page.getByRole("link", { name: "Apply for Early Access" }).click();
    await expect(page).toHaveURL(/#early-access$/);
    await expect(page.getByRole("heading", { name: "Join the Early Access Program" })).toBeInViewport();
  });

  test("the early-access section shows the contact e-mail and phone, a link to /contact and a mail button with its subject", async ({ page }) => {
    await open(page, "/biosummit");
    const earlyAccess = section(page, "Join the Early Access Program");
    await expect(earlyAccess.getByRole("link", { name: SUPPORT_EMAIL })).toBeVisible();
    await expect(earlyAccess.getByRole("link", { name: /\+1 \(555\) 010-2400/ })).toHaveAttribute("href", "tel:+15550102400");
    await expect(earlyAccess.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", /^\/contact/);
    await expect(earlyAccess.getByRole("link", { name: "Email Us to Apply" })).toHaveAttribute(
      "href",
      mailto(SUPPORT_EMAIL, "BioSummit Early Access Program Application"),
    );
  });
});

test.describe("partner platform", () => {
  test("sets the page title and shows the Applications tab first", async ({ page }) => {
    await open(page, "/agilent-platform");
    await expect(page).toHaveTitle(/CE-MS for Agilent Q-TOF and TOF Platforms/);
    await expect(page.getByRole("tab")).toHaveText(["Applications", "Workflow", "Performance", "Support"]);
    await expect(page.getByRole("tab", { name: "Applications" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Biotherapeutic Charge Variants");
  });

  test("tabs work with the keyboard and the mouse", async ({ page }) => {
    await open(page, "/agilent-platform");
    await page.getByRole("tab", { name: "Applications" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Workflow" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Workflow" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Mount the Ion Source");
    await page.keyboard.press("ArrowRight");
    const performance = page.getByRole("tabpanel");
    await expect(performance.getByRole("table")).toBeVisible();
    await expect(performance.getByRole("row", { name: /Separation voltage/ })).toContainText("Up to 30 kV");
    await page.getByRole("tab", { name: "Support" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("On-site installation and performance verification");
  });

  test("links to /contact and /products, with the address and support contacts", async ({ page }) => {
    await open(page, "/agilent-platform");
    const contacts = section(page, "Ready to Add CE-MS to Your Q-TOF?");
    await expect(contacts.getByRole("link", { name: "Discuss Your Setup" })).toHaveAttribute("href", /^\/contact/);
    await expect(contacts.getByRole("link", { name: "View Products" })).toHaveAttribute("href", "/products");
    await expect(contacts.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
    await expect(contacts.getByRole("link", { name: SALES_EMAIL })).toHaveAttribute("href", `mailto:${SALES_EMAIL}`);
    await expect(contacts).toContainText("100 Innovation Drive, Suite 200, Research Park, NC 27709, USA");
  });
});

test.describe("documentation centre", () => {
  test("quick-access tiles, featured guides and a library of four groups with four documents each", async ({ page }) => {
    await open(page, "/documentation");
    await expect(section(page, "Quick Access").getByRole("link")).toHaveCount(4);
    const guides = section(page, "Featured Guides").getByRole("listitem");
    await expect(guides).toHaveCount(3);
    await expect(guides.first()).toContainText("Beginner");
    // read times are computed from the guides' text (app/content/articles.test.ts)
    await expect(guides.first()).toContainText(/\d+ min read/);

    const library = section(page, "Document Library");
    for (const group of ["Product Manuals", "Application Notes", "Technical Support", "Training Materials"]) {
      await expect(library.getByRole("region", { name: group }).getByRole("listitem")).toHaveCount(4);
    }
    const manual = library.getByRole("listitem").filter({ hasText: "EMASS-II CE-MS Ion Source User Manual" });
    await expect(manual).toContainText(/v3\.2 · PDF · \d+ pages · \d+ KB/);
    await expect(manual.getByRole("link", { name: /^Read EMASS-II CE-MS Ion Source User Manual/ })).toHaveAttribute(
      "href",
      "/documentation/files/emass-ii-user-manual.pdf",
    );
    await expect(manual.getByRole("link", { name: /^Download EMASS-II CE-MS Ion Source User Manual/ })).toHaveAttribute(
      "href",
      "/documentation/files/emass-ii-user-manual/download",
    );
    await expect(section(page, "Can't Find What You Need?").getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", /^\/contact/);
  });

  test("search filters the library and the guides as you type, with a no-results state", async ({ page }) => {
    await open(page, "/documentation");
    const search = page.getByRole("searchbox", { name: "Search the documentation" });
    const library = section(page, "Document Library");

    // the documents' text is searched too (decision 026): "taylor cone" is inside documents, in no name
    await search.fill("taylor cone");
    await expect(page.getByRole("status")).toHaveText(/^\d+ documents? and 0 guides match “taylor cone”\.$/);
    await expect(library.getByRole("listitem").filter({ hasText: "EMASS-II CE-MS Ion Source User Manual" })).toBeVisible();
    await expect(library.getByRole("listitem").filter({ hasText: "Preventive Maintenance Checklist" })).toHaveCount(0);

    // a document number is printed only in its own document
    await search.fill("UM-EMASS-II");
    await expect(library.getByRole("listitem")).toHaveText([/EMASS-II CE-MS Ion Source User Manual/]);

    await search.fill("advanced");
    await expect(section(page, "Featured Guides").getByRole("listitem")).toHaveText([/Diagnosing Spray Instability and Current Drops/]);

    await search.fill("xylophone");
    await expect(library.getByRole("heading", { name: "No documents match “xylophone”" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Featured Guides" })).toHaveCount(0);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(library.getByRole("listitem")).toHaveCount(16);
  });

  test("search works without JavaScript through ?q=", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/documentation?q=polyimide");
    await expect(page.getByRole("searchbox", { name: "Search the documentation" })).toHaveValue("polyimide");
    await expect(section(page, "Document Library").getByRole("listitem")).toHaveText([/Separation Capillary Installation and Care/]);
    await context.close();
  });
});
