import { expect, request, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { waitForMail } from "./mail";
import { addToCart, fillNewShippingAddress, newApprovedAccount, newProduct, open, signInQuietly } from "./support";

// An organisation's admin invites a requester; the invitation e-mail's link opens the join page,
// joining signs the person in, their checkout goes to the organisation's approvers, and the admin
// approves it from the approvals page with a PO number: the order is made.
for (const width of [390, 1280]) {
  test(`at ${width} px: an invited requester joins from the e-mail's link, their order is sent for approval, and the admin approves it with a PO number`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const admin = await newApprovedAccount(baseURL!);
    const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    expect((await api.post("/api/auth/login", { data: { email: admin.email, password: admin.password } })).status()).toBe(200);
    const email = `requester.${width}.${Date.now()}@lab.example.org`;
    const invited = await api.post("/api/organisation/invitations", { data: { email, role: "requester" } });
    expect(invited.status(), await invited.text()).toBe(201);
    await api.dispose();

    const mail = await waitForMail(email, /\/invitations\//);
    const link = /https?:\/\/[^\s/]+(\/invitations\/[A-Za-z0-9_-]{43})/.exec(mail)![1];
    await open(page, link);
    await expect(page.getByRole("heading", { name: "Join E2E Lab" })).toBeVisible();
    await expect(page.getByText("Requester", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => v.id)).toEqual([]);

    await page.getByLabel("First name").fill("Rosalind");
    await page.getByLabel("Last name").fill("Franklin");
    await page.getByLabel("New password").fill("a long requester passphrase");
    await page.getByRole("button", { name: "Join and sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);

    const product = await newProduct(baseURL!, { prefix: "JOIN", price: "250" });
    await addToCart(page, product.sku);
    await open(page, "/checkout");
    await fillNewShippingAddress(page, { line1: "1 Lab Road", postalCode: "CB2 1TN", city: "Cambridge", country: "United Kingdom" });
    await page.getByRole("textbox", { name: "Cost centre" }).fill("LAB-42");
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("heading", { name: "Sent for approval" })).toBeVisible();
    await expect(page.getByTestId("sent-for-approval")).toContainText("$");
    await expect(page.getByTestId("cart-count")).toHaveText("0");

    // the link was used: opening it again says so, and offers no form
    await page.context().clearCookies();
    await open(page, link);
    await expect(page.getByRole("heading", { name: "This invitation cannot be used" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Join and sign in" })).toHaveCount(0);

    // the organisation's admin finds it waiting for their decision and approves it with a PO number
    await signInQuietly(page, admin);
    await open(page, "/account/approvals");
    const waiting = page.getByRole("region", { name: "Waiting for your decision" });
    await expect(waiting.getByText("Pending")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await waiting.getByRole("link", { name: "Rosalind Franklin" }).click();
    await expect(page.getByRole("heading", { name: "Order request from Rosalind Franklin" })).toBeVisible();
    await expect(page.getByText("$320.00").first()).toBeVisible();
    const approve = page.getByRole("region", { name: "Approve" });
    await approve.getByLabel("PO number").fill(`PO-ORG-${width}`);
    await approve.getByLabel("Cost centre").fill("LAB-42");
    await approve.getByRole("button", { name: "Approve" }).click();
    await expect(page).toHaveURL(/\/account\/orders\/SO-\d{4}-\d{6,}$/);
    await expect(page.getByText(`PO-ORG-${width}`)).toBeVisible();
  });
}
