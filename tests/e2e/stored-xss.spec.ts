import { expect, test } from "@playwright/test";
import { ACCOUNTS, open } from "./support";

const PAYLOADS = [
  `<img src=x onerror="window.__xss=1">`,
  `<script>window.__xss=2</script>`,
  `"><svg onload="window.__xss=3">`,
  `</script><script>window.__xss=4</script>`,
];

test("stored XSS in product fields and contact messages is shown as text and never runs", async ({ page, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  const sku = `XSS-${Date.now()}`;
  const created = await admin.post("/api/products", {
    data: {
      name: `Hostile ${PAYLOADS[0]}`,
      description: PAYLOADS.join(" "),
      shortDescription: PAYLOADS[1],
      sku,
      price: "10.00",
      stockQuantity: "5",
      specifications: `Note: ${PAYLOADS[3]}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = await created.json();

  const contact = await playwright.request.newContext({ baseURL });
  const sent = await contact.post("/api/contact", {
    data: { firstName: PAYLOADS[2], lastName: "Mallory", email: "mallory@evil.example", message: `Hello ${PAYLOADS.join(" ")} there` },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  // the list found by its SKU: other journeys add products, and the whole list is paged
  for (const path of [`/products/${product.id}`, `/products?q=${sku}`]) {
    await open(page, path);
    await expect(page.getByText(PAYLOADS[0]).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  }

  await page.context().clearCookies();
  await page.request.post("/api/auth/login", { data: ACCOUNTS.admin });
  await open(page, "/admin/contacts");
  await expect(page.getByText(PAYLOADS[2]).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // Second line of defence: markup that did reach the DOM still cannot run, the CSP stops it.
  const violation = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener("securitypolicyviolation", (e) => resolve(e.violatedDirective), { once: true });
        const div = document.createElement("div");
        div.innerHTML = `<img src="/favicon.svg?x" onload="window.__xss=5">`;
        document.body.append(div);
        setTimeout(() => resolve("none"), 3000);
      }),
  );
  expect(violation).toMatch(/script-src/);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  expect((await admin.delete(`/api/products/${product.id}`)).status()).toBe(200);
  await admin.dispose();
  await contact.dispose();
});
