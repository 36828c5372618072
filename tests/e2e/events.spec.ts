import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { linkIn, waitForMail } from "./mail";
import { ACCOUNTS, open, signInQuietly } from "./support";

/*
 * Events against today's date, registering for one (with and without JavaScript), and the
 * newsletter's double opt-in through the e-mailed links. The e2e server runs on the real date
 * (27 Nov 2026 or later): the 2027 events are upcoming and the San Diego tour of 4 Sept 2025 is past.
 */

const BOSTON = "/events/boston-vendor-tour-2027";
const SAN_DIEGO = "/events/san-diego-vendor-tour-2025";

function field(page: Page, label: string) {
  return page.getByRole("textbox", { name: new RegExp(`^${label}`) });
}

async function fillRegistration(page: Page, email: string) {
  await field(page, "First name").fill("Rosalind");
  await field(page, "Last name").fill("Franklin");
  await field(page, "Email").fill(email);
  await field(page, "Company or institution").fill("King's College London");
  await field(page, "Role").fill("Research Associate");
  await field(page, "Message").fill("Top-down CE-MS of histones, please.");
}

async function registrationsOf(request: APIRequestContext, email: string) {
  expect((await request.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  const list = (await (await request.get("/api/admin/event-registrations")).json()) as Array<{ email: string; eventSlug: string }>;
  return list.filter((r) => r.email === email).map((r) => r.eventSlug);
}

test.describe("events on the real date", () => {
  test("upcoming events first with their register links, the 2025 tour under past events with its material", async ({ page }) => {
    await open(page, "/events");
    const upcoming = page.getByRole("region", { name: "Upcoming events" });
    const past = page.getByRole("region", { name: "Past events" });
    await expect(upcoming.getByRole("article")).toHaveCount(2);
    await expect(upcoming.getByRole("article").first()).toContainText("Webinar: Charge Variant Analysis of Biotherapeutics by cIEF-MS");
    const boston = upcoming.getByRole("article", { name: "CE-MS Vendor Tour: Boston" });
    await expect(boston).toContainText("March 10, 2027");
    await expect(boston.getByRole("link", { name: "Register Now" })).toHaveAttribute("href", `${BOSTON}#register`);
    await expect(upcoming).not.toContainText("2025");

    const sanDiego = past.getByRole("article", { name: "CE-MS Vendor Tour: San Diego" });
    await expect(sanDiego).toContainText("September 4, 2025");
    await expect(sanDiego.locator("time[datetime='2025-09-04']").first()).toBeVisible();
    await expect(sanDiego).toContainText("San Diego, California, USA");
    await expect(sanDiego).toContainText("Past event");
    await expect(sanDiego.getByRole("link", { name: "Register Now" })).toHaveCount(0);
    await expect(sanDiego.getByRole("link", { name: "Ask for the slides" })).toHaveAttribute("href", "/contact?interest=training-support");
    await expect(page.locator("a[href*='example.org']")).toHaveCount(0);

    await boston.getByRole("link", { name: "Register Now" }).click();
    await expect(page).toHaveURL(new RegExp(`${BOSTON}#register$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CE-MS Vendor Tour: Boston");
    await expect(page.getByRole("form", { name: "Register for CE-MS Vendor Tour: Boston" })).toBeVisible();
  });

  test("a past event's page keeps its programme and says registration is closed", async ({ page }) => {
    await open(page, SAN_DIEGO);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CE-MS Vendor Tour: San Diego");
    await expect(page.getByRole("region", { name: "About this event" }).getByRole("listitem")).toHaveCount(7);
    await expect(page.getByRole("region", { name: "Summary and material" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Registration closed" })).toBeVisible();
    await expect(page.getByText("This event has taken place; registration is closed.")).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);
  });

  test("an unknown event is the site's 404 page", async ({ page }) => {
    const response = await page.goto("/events/no-such-event");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });

  test("register with JavaScript: checked in the browser, stored once, confirmed by e-mail", async ({ page, request }) => {
    await open(page, BOSTON);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page.locator("#registration-firstName-error")).toHaveText("Please enter your first name");
    await expect(page.locator("#registration-company-error")).toHaveText("Please enter your company or institution");

    const email = `event.js.${Date.now()}@kcl.example.org`;
    await fillRegistration(page, email);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "You are registered" })).toBeVisible();
    await expect(field(page, "Email")).toHaveValue("");

    const mail = await waitForMail(email, /Your registration: CE-MS Vendor Tour: Boston/);
    expect(mail).toContain("Date: March 10, 2027, 09:00");
    expect(mail).toContain("Place: Cambridge, Massachusetts, USA");
    expect(mail).toMatch(/Programme: http:\/\/127\.0\.0\.1:\d+\/events\/boston-vendor-tour-2027/);

    // the same address again: the same answer, no second registration
    await fillRegistration(page, email);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "You are registered" })).toBeVisible();
    await waitForMail(email, /You are already registered/);
    expect(await registrationsOf(request, email)).toEqual(["boston-vendor-tour-2027"]);
  });

  test("register without JavaScript: the form posts to the page, shows the server's messages, and registers", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/events/charge-variant-webinar-2027#register");
    await field(page, "Email").fill("not-an-email");
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page.locator("#registration-email-error")).toHaveText("Please enter a valid email address");
    await expect(page.locator("#registration-lastName-error")).toHaveText("Please enter your last name");
    await expect(field(page, "Email")).toHaveValue("not-an-email");

    const email = `event.nojs.${Date.now()}@kcl.example.org`;
    await fillRegistration(page, email);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page).toHaveURL(/\/events\/charge-variant-webinar-2027\?registered=1#register$/);
    await expect(page.getByRole("status").filter({ hasText: "You are registered" })).toBeVisible();
    expect(await registrationsOf(request, email)).toEqual(["charge-variant-webinar-2027"]);
    await waitForMail(email, /Your registration: Webinar: Charge Variant Analysis/);
    await context.close();
  });

  test("the admin sees registrations next to contact submissions", async ({ page, request }) => {
    const email = `event.admin.${Date.now()}@kcl.example.org`;
    const res = await request.post(`/api/events/boston-vendor-tour-2027/registrations`, {
      data: { firstName: "Barbara", lastName: "McClintock", email, company: "Cold Spring Harbor Laboratory", role: "", message: "" },
    });
    expect(res.status()).toBe(201);
    await signInQuietly(page, ACCOUNTS.admin);
    await open(page, "/admin");
    await page.getByRole("link", { name: "Events & Newsletter" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Event Registrations & Newsletter");
    const boston = page.getByRole("region", { name: "CE-MS Vendor Tour: Boston" });
    await expect(boston.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) })).toContainText("Cold Spring Harbor Laboratory");
    await expect(page.getByRole("region", { name: "Newsletter subscribers", exact: true })).toBeVisible();
  });
});

test.describe("newsletter", () => {
  test("subscribe → the e-mailed link confirms → the unsubscribe link's button unsubscribes", async ({ page }) => {
    await open(page, "/news");
    const box = page.getByRole("region", { name: "Stay Informed" });
    await expect(box).toContainText("We'll e-mail you a link to confirm your subscription");
    const email = `reader.${Date.now()}@lab.example.org`;
    await box.getByRole("textbox", { name: "Email address" }).fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toContainText("Please check your inbox");

    const mail = await waitForMail(email, /Please confirm your subscription/);
    // opening the link confirms nothing (mail scanners open links): its button does
    const confirmLink = linkIn(mail, "/newsletter/confirm");
    await open(page, confirmLink);
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    await open(page, confirmLink);
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    const unsubscribeLink = linkIn(mail, "/newsletter/unsubscribe");
    await open(page, unsubscribeLink);
    await expect(page.getByRole("heading", { name: "Unsubscribe from the newsletter" })).toBeVisible();
    // opening the link changed nothing: the same page again still offers the button
    await open(page, unsubscribeLink);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
    await open(page, linkIn(mail, "/newsletter/confirm"));
    await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
  });

  test("a mail program's one-click unsubscribe (List-Unsubscribe-Post) unsubscribes without a visit", async ({ page, request }) => {
    const email = `reader.oneclick.${Date.now()}@lab.example.org`;
    expect((await request.post("/api/newsletter", { data: { email } })).status()).toBe(202);
    const mail = await waitForMail(email, /Please confirm your subscription/);
    const link = linkIn(mail, "/newsletter/unsubscribe");
    // headers unfolded (a long header continues on lines that start with a space)
    expect(mail.replace(/\r?\n[ \t]+/g, " ")).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const res = await request.post(link, { form: { "List-Unsubscribe": "One-Click" } });
    expect(res.status()).toBe(200);
    await open(page, link);
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  });

  test("without JavaScript the box posts to /newsletter, which shows its errors and then the check-your-inbox note", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/news#newsletter");
    await page.getByRole("textbox", { name: "Email address" }).fill("nope");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.locator("#newsletter-error")).toHaveText("Please enter a valid email address");
    const email = `reader.nojs.${Date.now()}@lab.example.org`;
    await page.getByRole("textbox", { name: "Email address" }).fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\?requested=1#newsletter$/);
    await expect(page.getByRole("status")).toContainText("Please check your inbox");
    await waitForMail(email, /Please confirm your subscription/);
    await context.close();
  });
});

test.describe("events with the clock before 4 Sept 2025", () => {
  // A second server of the same build whose today is 1 Sept 2025 (APP_CLOCK_NOW, honoured only with APP_ENV=test).
  const port = Number(process.env.E2E_PORT ?? 3100) + 1;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = spawn("bash", ["scripts/e2e-server.sh", String(port)], {
      env: { ...process.env, APP_CLOCK_NOW: "2025-09-01T12:00:00Z" },
      detached: true,
      stdio: "ignore",
    });
    await expect.poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status ?? 0, { timeout: 140_000, intervals: [500] }).toBe(200);
  });

  test.afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
  });

  test("the San Diego tour is upcoming with a registration form; on the real date it is past and closed", async ({ page }) => {
    await open(page, `${base}/events`);
    const upcoming = page.getByRole("region", { name: "Upcoming events" });
    await expect(upcoming.getByRole("article")).toHaveCount(3);
    await expect(upcoming.getByRole("article").first()).toHaveAccessibleName("CE-MS Vendor Tour: San Diego");
    await expect(page.getByRole("region", { name: "Past events" })).toHaveCount(0);
    await upcoming.getByRole("article", { name: "CE-MS Vendor Tour: San Diego" }).getByRole("link", { name: "Register Now" }).click();
    await expect(page.getByRole("form", { name: "Register for CE-MS Vendor Tour: San Diego" })).toBeVisible();

    await open(page, "/events");
    await expect(page.getByRole("region", { name: "Past events" }).getByRole("article", { name: "CE-MS Vendor Tour: San Diego" })).toBeVisible();
    await open(page, SAN_DIEGO);
    await expect(page.getByRole("heading", { name: "Registration closed" })).toBeVisible();
    await expect(page.getByRole("form")).toHaveCount(0);
  });
});
