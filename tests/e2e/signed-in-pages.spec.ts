import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, open, signIn } from "./support";

// Pages for signed-in visitors are rendered for each request, never stored (server/speed/ keeps
// anonymous pages only). A visitor whose name is full of markup must get their own name, as text,
// in a page that hydrates without a mismatch; another visitor of the same audience gets theirs.

const HOSTILE = {
  firstName: `Zoë "Q" <O'Brien> & \\ </script><script>window.__xss=1</script> 😀`,
  lastName: `Ångström<img src=x onerror="window.__xss=2">`,
  company: `A&B "Labs" 'Ltd' \\u0026 \${x}`,
};

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("dialog", (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return errors;
}

test("a signed-in page shows each visitor their own name, and hydrates cleanly", async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000); // two visitors, six page loads
  const email = `hostile.${Date.now()}@example.com`;
  const password = "hostile-visitor-password";
  const api = await playwright.request.newContext({ baseURL });
  const registered = await api.post("/api/auth/register", { data: { email, password, ...HOSTILE } });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await api.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  const users = (await (await api.get("/api/users")).json()) as { id: string; email: string }[];
  const id = users.find((u) => u.email === email)!.id;
  expect((await api.put(`/api/users/${id}/status`, { data: { status: "approved" } })).status()).toBe(200);
  await api.dispose();

  const hostile = await (await browser.newContext()).newPage();
  const approved = await (await browser.newContext()).newPage();
  const errors = [...[hostile, approved].map(watchErrors)];
  await signIn(hostile, { email, password });
  await signIn(approved, ACCOUNTS.approved);

  // repeated visits: nothing of one visitor's page may reach the other
  for (const path of ["/products", "/tools", "/products"]) {
    for (const [page, name, mail] of [
      [hostile, HOSTILE.firstName, email],
      [approved, "Avery", ACCOUNTS.approved.email],
    ] as const) {
      const response = await open(page, path);
      expect(response?.status()).toBe(200);
      const menu = page.getByRole("banner").getByRole("button", { name });
      await expect(menu).toBeVisible();
      await expect(menu).toContainText(name);
      await expect(page.getByRole("banner")).not.toContainText(name === "Avery" ? "Zoë" : "Avery");
      if (path === "/products") {
        // the loader data was filled in too: the menu React hydrated shows the visitor's e-mail
        await menu.click();
        await expect(page.getByRole("menu")).toContainText(mail);
        await page.keyboard.press("Escape");
        await expect(page.getByTestId("price").first()).toHaveText(/^\$[\d,]+\.\d\d$/);
      }
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    }
  }
  // rendered for this request, and no cache may keep it
  const again = await hostile.goto("/products");
  expect(again?.headers()["x-page-cache"]).toBeUndefined();
  expect(again?.headers()["cache-control"]).toBe("private, no-store");
  expect(errors.flat()).toEqual([]);
});
