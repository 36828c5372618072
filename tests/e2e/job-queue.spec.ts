import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { eq, sql } from "drizzle-orm";
import { mailOutbox } from "../../server/db/schema";
import { enqueueMail, MAX_ATTEMPTS } from "../../server/mail/outbox";
import { waitForMail } from "./mail";
import { openE2eDatabase } from "./quote-database";
import { ACCOUNTS, open, signIn } from "./support";

/**
 * The admin's job queue (/admin/jobs): an e-mail that failed every attempt is listed with its
 * attempts and last error; Retry queues it again and the server's own worker sends it.
 */
const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = process.env.JOB_QUEUE_SHOTS_DIR;

/** An e-mail whose job failed for good (as after eight refusals by the SMTP server), made in one transaction so no worker takes it first. */
async function deadLetter(to: string) {
  const database = openE2eDatabase();
  try {
    await database.db.transaction(async (tx) => {
      await enqueueMail(tx, { to, subject: `Your quote ${stamp}`, text: "The quote is attached.", kind: "quote-sent" });
      const [row] = await tx
        .update(mailOutbox)
        .set({ status: "failed", attempts: MAX_ATTEMPTS, lastError: "550 5.1.1 mailbox unavailable" })
        .where(eq(mailOutbox.to, to))
        .returning();
      await tx.execute(
        sql`update pgboss.job set state = 'failed', retry_count = retry_limit, completed_on = now(), output = '{"message": "550 5.1.1 mailbox unavailable"}'
             where data->>'outboxId' = ${row.id}`,
      );
    });
  } finally {
    await database.close();
  }
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("anonymous visitors are sent to sign in from /admin/jobs, customers get 403", async ({ page }) => {
  await page.goto("/admin/jobs");
  await expect(page).toHaveURL(/\/login\?redirectTo=\/admin\/jobs$/);
  expect((await page.request.post("/api/auth/login", { data: ACCOUNTS.approved })).status()).toBe(200);
  const response = await page.goto("/admin/jobs");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "You do not have access to the admin area" })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`a failed e-mail is listed and retried from the admin's job queue (${width} px)`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const to = `dead.letter.${width}.${stamp}@lab.example.org`;
    await deadLetter(to);
    await signIn(page, ACCOUNTS.admin);
    await open(page, "/admin/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Job Queue" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" }).locator('[aria-current="page"]')).toHaveText("Job Queue");

    const failed = page.getByRole("list", { name: "Failed jobs, latest first" });
    const card = failed.getByRole("article", { name: `E-mail quote-sent to ${to}: Failed` });
    await expect(card).toContainText(`${MAX_ATTEMPTS} of ${MAX_ATTEMPTS}`);
    await expect(card).toContainText("550 5.1.1 mailbox unavailable");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations).toEqual([]);
    await shot(page, `admin-jobs-${width}`);

    await card.getByRole("button", { name: `Retry: E-mail quote-sent to ${to}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Queued again" })).toContainText(`E-mail quote-sent to ${to}`);
    await expect(failed.getByRole("article", { name: `E-mail quote-sent to ${to}: Failed` })).toHaveCount(0);
    // the server's worker sends it within seconds
    expect(await waitForMail(to, new RegExp(`Your quote ${stamp}`))).toContain("The quote is attached.");
  });
}
