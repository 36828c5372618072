import type { Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it (buttons do nothing before that). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}
