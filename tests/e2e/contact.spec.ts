import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ACCOUNTS, expectToast, open } from "./support";

const SUPPORT_EMAIL = "support@example.com";

/** What the server stored, read back through the admin API (GET /api/contact). */
async function storedSubmissions(request: APIRequestContext, email: string) {
  expect((await request.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  const list = (await (await request.get("/api/contact")).json()) as Array<Record<string, unknown>>;
  return list
    .filter((s) => s.email === email)
    .map(({ firstName, lastName, email, company, interestArea, message }) => ({ firstName, lastName, email, company, interestArea, message }));
}

async function fillInquiry(page: Page, email: string) {
  await field(page, "First name").fill("Rosalind");
  await field(page, "Last name").fill("Franklin");
  await field(page, "Email").fill(email);
  await field(page, "Company or institution (optional)").fill("King's College <Biophysics>");
  await page.getByRole("combobox", { name: "Area of interest (optional)" }).selectOption("cr3520-reagent-kit");
  await field(page, "Message").fill("We would like a quotation for the CR3520 kit — 15–30 µm emitters too. 🧪");
}

const form = (page: Page) => page.getByRole("form", { name: "Send Us a Message" });
const field = (page: Page, name: string) => form(page).getByRole("textbox", { name, exact: true });

test("the page shows the form fields, contact information, business hours, resources and the 24-hour promise", async ({ page }) => {
  await open(page, "/contact");
  for (const name of ["First name", "Last name", "Email", "Company or institution (optional)", "Message"]) await expect(field(page, name)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Area of interest (optional)" }).locator("option")).toHaveText([
    "Select an area of interest",
    "CE-MS Instrumentation",
    "EMASS-II Ion Sources",
    "CR3520 Reagent Kit",
    "Technical Services",
    "Custom Solutions",
    "Training & Support",
    "Partnership Opportunities",
  ]);
  await expect(page.getByText("We respond to all inquiries within 24 hours on business days.")).toBeVisible();

  const info = page.getByRole("region", { name: "Contact Information" });
  await expect(info.getByRole("listitem")).toHaveText([/^Sales/, /^Technical Support/, /^Phone/, /^China Sales Representative/, /^Address/, /^Fax/]);
  await expect(info.getByRole("link", { name: "sales@example.com" })).toHaveAttribute("href", "mailto:sales@example.com");
  await expect(info.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
  await expect(info.getByRole("link", { name: "+1 (555) 010-2400" })).toHaveAttribute("href", "tel:+15550102400");

  const hours = page.getByRole("region", { name: "Business Hours" });
  await expect(hours).toContainText("Monday – Friday");
  await expect(hours).toContainText("9 AM – 5 PM EST");
  await expect(hours).toContainText("Closed");
  await expect(hours).toContainText("URGENT");

  const resources = page.getByRole("region", { name: "Helpful Resources" });
  await expect(resources.getByRole("heading", { level: 3 })).toHaveText(["Technical Support", "Application Notes", "Technical Webinars"]);
  await expect(resources.getByRole("link", { name: "Email Support" })).toHaveAttribute(
    "href",
    `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Technical Support Request")}`,
  );
  await expect(resources.getByRole("link", { name: "Browse Application Notes" })).toHaveAttribute("href", "/documentation#application-notes");
});

test("?interest= preselects the interest area, also when following a link on the page", async ({ page }) => {
  await open(page, "/contact?interest=partnership");
  await expect(page.getByRole("combobox", { name: "Area of interest (optional)" })).toHaveValue("partnership");
  await field(page, "First name").fill("Kept");
  await page.getByRole("link", { name: "Request Webinar Access" }).click();
  await expect(page).toHaveURL(/interest=training-support/);
  await expect(page.getByRole("combobox", { name: "Area of interest (optional)" })).toHaveValue("training-support");
  await expect(field(page, "First name")).toHaveValue("Kept");

  await open(page, "/contact?interest=not-a-real-area");
  await expect(page.getByRole("combobox", { name: "Area of interest (optional)" })).toHaveValue("");
});

test("shows the spec's validation messages under the fields, tied to them for screen readers", async ({ page }) => {
  await open(page, "/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#contact-firstName-error")).toHaveText("Please enter your first name");
  await expect(page.locator("#contact-lastName-error")).toHaveText("Please enter your last name");
  await expect(page.locator("#contact-email-error")).toHaveText("Please enter a valid email address");
  await expect(page.locator("#contact-message-error")).toHaveText("Please provide a detailed message (minimum 10 characters)");
  await expect(field(page, "First name")).toBeFocused();
  await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Email")).toHaveAttribute("aria-describedby", "contact-email-error");
  await expect(field(page, "Message")).toHaveAttribute("aria-describedby", /contact-message-error/);

  await field(page, "Email").fill("rosalind@");
  await field(page, "Message").fill("Too short");
  await expect(page.locator("#contact-email-error")).toHaveText("Please enter a valid email address");
  await expect(page.locator("#contact-message-error")).toHaveText("Please provide a detailed message (minimum 10 characters)");
  await field(page, "Email").fill("rosalind@kcl.example.org");
  await expect(page.locator("#contact-email-error")).toHaveCount(0);
  await expect(field(page, "Email")).not.toHaveAttribute("aria-invalid", "true");

  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("a valid inquiry is sent, confirmed by a toast, and the form is cleared", async ({ page, request }) => {
  const email = `rosalind.${Date.now()}@kcl.example.org`;
  await open(page, "/contact");
  await fillInquiry(page, email);

  // hold the request a moment to see the sending state
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.continue();
  });
  const response = page.waitForResponse("**/api/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();

  expect((await response).status()).toBe(201);
  expect((await (await response).json()).id).toMatch(/^[0-9a-f-]{36}$/);
  await expectToast(page, "Message Sent Successfully", "Thank you for your inquiry. We will get back to you soon.");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  for (const name of ["First name", "Last name", "Email", "Company or institution (optional)", "Message"]) await expect(field(page, name)).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Area of interest (optional)" })).toHaveValue("");

  // stored verbatim (the notice e-mail to sales is checked in tests/api/contact.test.ts)
  expect(await storedSubmissions(request, email)).toEqual([
    {
      firstName: "Rosalind",
      lastName: "Franklin",
      email,
      company: "King's College <Biophysics>",
      interestArea: "cr3520-reagent-kit",
      message: "We would like a quotation for the CR3520 kit — 15–30 µm emitters too. 🧪",
    },
  ]);
});

test("a failed send shows 'Error Sending Message' with the server's message, or 'Please try again later.'", async ({ page }) => {
  await open(page, "/contact");
  await fillInquiry(page, "rosalind@kcl.example.org");
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ message: "You have sent several messages in a short time." }) }),
  );
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Error Sending Message", "You have sent several messages in a short time.");
  await expect(field(page, "First name")).toHaveValue("Rosalind");

  await page.unrouteAll();
  await page.route("**/api/contact", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Error Sending Message", "Please try again later.");
});

test("without JavaScript the form posts to the page, shows the server's messages, and sends", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");
  await field(page, "Email").fill("not-an-email");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#contact-email-error")).toHaveText("Please enter a valid email address");
  await expect(page.locator("#contact-firstName-error")).toHaveText("Please enter your first name");
  await expect(field(page, "Email")).toHaveValue("not-an-email");

  const email = `no-js.${Date.now()}@kcl.example.org`;
  await fillInquiry(page, email);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact\?sent=1#inquiry-form$/);
  await expect(page.getByRole("status").filter({ hasText: "Message Sent Successfully" })).toBeVisible();
  expect(await storedSubmissions(request, email)).toHaveLength(1);
  await context.close();
});
