import fs from "node:fs";
import { eq } from "drizzle-orm";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { users } from "../../server/db/schema";
import { ordinaryPdf } from "../support/pdf-fixtures";
import { createSentQuote } from "../support/quotes";
import { waitForMail } from "./mail";
import { openE2eDatabase } from "./quote-database";
import { ACCOUNTS, newApprovedAccount, open, signIn, signInQuietly } from "./support";

/*
 * The PO document a buyer accepts a quote with reaches sales: the buyer's quote names it, the
 * admin's quote page names it with its size and downloads it byte for byte, and sales' e-mail
 * carries it. The quote is made in the database (as sales sends it) and accepted through the API,
 * so that this journey is about the document, not the acceptance form.
 */

const NAME = "PO-UNI-2026-118 signed.pdf";
const shots = process.env.SHOTS_DIR;

/** With SHOTS_DIR set, the page at 390 and 1280 px wide, for review. */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
}

test("sales downloads the buyer's PO document from the admin quote page, byte for byte, and finds it attached to the e-mail", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const pdf = await ordinaryPdf(1.2 * 1024 * 1024);
  const buyer = await newApprovedAccount(baseURL!);
  const database = openE2eDatabase();
  let quote: { id: string; quoteNumber: string };
  try {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, buyer.email));
    ({ quote } = await createSentQuote(database.db, { userId: user.id, contactEmail: buyer.email }));
  } finally {
    await database.close();
  }

  await test.step("the buyer accepts with the PO document, and their quote page names it", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, buyer);
    const accepted = await page.request.post(`/api/quotes/${quote.id}/accept`, {
      headers: { Origin: baseURL! },
      multipart: {
        poNumber: "PO-UNI-2026-118",
        shippingAddress: "Institute of Analytical Chemistry, 3 Lab Lane, Oxford OX1 3QZ",
        poDocument: { name: NAME, mimeType: "application/pdf", buffer: pdf },
      },
    });
    expect(accepted.status(), await accepted.text()).toBe(201);
    await open(page, `/account/quotes/${quote.quoteNumber}`);
    await expect(page.getByTestId("quote-po-document")).toHaveText(new RegExp(`^${NAME} \\(1\\.3 MB\\)$`));
    await shoot(page, "buyer-quote");
  });

  await test.step("sales sees it on the quote and downloads the same bytes under the same name", async () => {
    const admin = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInQuietly(admin, ACCOUNTS.admin);
    await open(admin, `/admin/quotes/${quote.id}`);
    const document = admin.getByTestId("quote-po-document");
    await expect(document).toContainText(`Purchase order document: ${NAME} (1.3 MB)`);
    await shoot(admin, "admin-quote");
    await admin.setViewportSize({ width: 1280, height: 800 });
    const [download] = await Promise.all([admin.waitForEvent("download"), document.getByRole("link", { name: "Download PO document" }).click()]);
    expect(download.suggestedFilename()).toBe(NAME);
    expect(fs.readFileSync((await download.path())!).equals(pdf)).toBe(true);
    await admin.close();
  });

  await test.step("sales' e-mail names the order, links to both admin pages and carries the file", async () => {
    const mail = await waitForMail("sales@example.com", new RegExp(`accepted quote ${quote.quoteNumber} \\(revision 1\\)`));
    expect(mail).toMatch(new RegExp(`/admin/quotes/${quote.id}`));
    expect(mail).toMatch(/\/admin\/orders\/SO-\d{4}-\d{6}/);
    expect(mail).toContain("Content-Type: application/pdf");
    expect(mail).toContain(NAME);
  });
});
