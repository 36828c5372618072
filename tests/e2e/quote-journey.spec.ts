import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { waitForMail } from "./mail";
import { ACCOUNTS, expectToast, newPendingAccount, open, signInQuietly } from "./support";

/*
 * The whole quote journey: a pending user requests a quote for the method assistant's kit and
 * capillaries; sales prices it, sets net 30 and PO required and sends it; the user, approved
 * meanwhile, opens the e-mailed link, downloads the PDF and accepts with a PO number; the order
 * has the quoted totals in My orders and in the admin, and the audit log shows every step.
 */

const METHOD = "/tools?method=cr3520&protein=mab&concentration=0.5-1.0&pi=6-10";
/** The method's products (app/tools/method-quote.ts), priced by sales in this journey: unit price and discount %. */
const PRICES: Record<string, [string, string]> = {
  CR3520: ["1200", "10"],
  "CAP-LPA-50-100": ["280", "0"],
  "RK-PIM-310": ["380", "0"],
  "RK-SPRAY-250": ["90", "0"],
  "RK-BGE-AA": ["175", "0"],
};

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
}

test("a pending user's method quote: priced and sent by sales, accepted with a PO by the approved user, ordered at the quoted totals, audited", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const lastName = `Quote${Date.now().toString(36)}`;
  const buyer = await newPendingAccount(baseURL!, { firstName: "Dorothy", lastName });
  const user = await newPage(browser);
  const admin = await newPage(browser);
  let quoteNumber = "";
  let total = "";

  await test.step("the pending user asks for a quote of the generated method", async () => {
    await signInQuietly(user, buyer);
    await open(user, METHOD);
    await expect(user.getByText("Generated method").first()).toBeVisible();
    await user.getByRole("button", { name: "Quote this method" }).click();
    const products = user.getByRole("list", { name: "Products to quote" });
    for (const sku of Object.keys(PRICES)) await expect(products).toContainText(sku);
    const form = user.getByRole("form", { name: "Request a quote" });
    await expect(form.getByText(new RegExp(`Requested as Dorothy ${lastName}`))).toBeVisible();
    await form.getByRole("button", { name: "Request a quote for this method" }).click();
    const done = user.getByRole("status").filter({ hasText: "Quote requested" });
    await expect(done).toContainText(/Q-\d{4}-\d{6}/);
    quoteNumber = /Q-\d{4}-\d{6}/.exec((await done.textContent())!)![0];
    await waitForMail(buyer.email, new RegExp(`Quote number: ${quoteNumber}`));
  });

  await test.step("sales prices every line, sets net 30 and PO required, and sends it", async () => {
    await signInQuietly(admin, ACCOUNTS.admin);
    await open(admin, "/admin/quotes?status=requested");
    await admin.getByRole("link", { name: quoteNumber }).click();
    await expect(admin.getByRole("heading", { name: `Quote ${quoteNumber}` })).toBeVisible();
    await admin.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const editor = admin.getByRole("form", { name: "Price the quote" });
    for (const [sku, [unitPrice, discount]] of Object.entries(PRICES)) {
      const line = editor.getByRole("listitem").filter({ hasText: `SKU ${sku}` });
      await line.getByRole("textbox", { name: "Unit price ($)" }).fill(unitPrice);
      await line.getByRole("textbox", { name: "Discount %" }).fill(discount);
    }
    await editor.getByRole("textbox", { name: "Shipping ($)" }).fill("40");
    await editor.getByLabel("Payment terms").selectOption("net-30");
    await editor.getByLabel("Purchase-order number required to accept").check();
    total = (await editor.getByTestId("quote-total").textContent())!.trim();
    expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);
    await editor.getByRole("button", { name: "Save and send" }).click();
    await expect(admin.getByRole("region", { name: "The quote as sent" })).toContainText(total);
  });

  await test.step("the admin approves the account meanwhile", async () => {
    await open(admin, "/admin?tab=users");
    const row = admin.getByRole("row").filter({ hasText: buyer.email });
    await row.getByRole("button", { name: `Approve Dorothy ${lastName}` }).click();
    await admin.getByRole("alertdialog", { name: "Approve this account?" }).getByRole("button", { name: "Approve" }).click();
    await expectToast(admin, "User Status Updated");
  });

  await test.step("the user opens the e-mailed link, downloads the PDF and accepts with a PO number", async () => {
    const sent = await waitForMail(buyer.email, new RegExp(`your quote ${quoteNumber}`));
    const link = /https?:\/\/[^\s/]+(\/quotes\/view\/[A-Za-z0-9_-]{43})/.exec(sent)![1];
    await open(user, link);
    await expect(user.getByText("Net 30 days", { exact: true })).toBeVisible();
    const [download] = await Promise.all([user.waitForEvent("download"), user.getByRole("link", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toBe(`${quoteNumber}-r1.pdf`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(fs.readFileSync((await download.path())!))), { mergePages: true });
    expect(text).toContain(quoteNumber);
    expect(text).toContain(total.slice(1));
    expect(text).toContain("CAP-LPA-50-100");

    const accept = user.getByRole("form", { name: "Accept the quote" });
    await accept.getByLabel("Ship to *").fill("Institute of Analytical Chemistry, 3 Lab Lane, Oxford OX1 3QZ");
    await accept.getByRole("button", { name: "Accept quote" }).click();
    await expect(accept.getByText("A purchase-order number is required for this order")).toBeVisible();
    await accept.getByLabel("Purchase-order number *").fill("PO-UNI-2026-118");
    await accept.getByRole("button", { name: "Accept quote" }).click();
    await user.getByRole("alertdialog").getByRole("button", { name: "Place order" }).click();
    await expect(user).toHaveURL(/\/account\/orders\/SO-\d{4}-\d{6,}/);
    await expect(user.getByTestId("order-total")).toHaveText(total);
    await expect(user.getByTestId("order-payment-terms")).toHaveText("Net 30 days");
  });

  const orderNumber = (await user.getByTestId("order-number").textContent())!.trim();

  await test.step("the order is in My orders and in the admin with the quoted total", async () => {
    await open(user, "/account/orders");
    const row = user.getByRole("list", { name: "Orders" }).getByRole("link", { name: new RegExp(orderNumber) });
    await expect(row).toContainText(total);
    await expect(row).toContainText("PO PO-UNI-2026-118");
    const orders = (await (await admin.request.get("/api/orders")).json()) as Array<{ orderNumber: string; totalCents: number }>;
    const cents = Math.round(Number(total.replace(/[$,]/g, "")) * 100);
    expect(orders.find((o) => o.orderNumber === orderNumber)?.totalCents).toBe(cents);
  });

  await test.step("the audit log shows the approval, the sending and the acceptance", async () => {
    await open(admin, `/admin/audit?subject=${quoteNumber}`);
    const entries = admin.getByRole("list", { name: "Audit entries, newest first" }).getByRole("article");
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toHaveAccessibleName(`Quote ${quoteNumber} rev. 1: accepted`);
    await expect(entries.nth(0)).toContainText(orderNumber);
    await expect(entries.nth(1)).toHaveAccessibleName(`Quote ${quoteNumber} rev. 1: sent`);
    await expect(entries.nth(1)).toContainText("Net 30 days");
    await open(admin, `/admin/audit?subject=${encodeURIComponent(buyer.email)}`);
    const approvals = admin.getByRole("list", { name: "Audit entries, newest first" }).getByRole("article");
    await expect(approvals).toHaveCount(1);
    await expect(approvals.first()).toHaveAccessibleName(`Account ${buyer.email}: approved`);
  });
});
