import { type Locator, type Page, expect, test } from "@playwright/test";
import { open } from "./support";

// The CR3520 method assistant opened from a link: every parameter the link carries is applied
// without a hydration error (the page cache renders /tools?method=cr3520 without them), and
// "Missing Information" names only the choices still to make, in spec §5's words and order.

const VIEWPORTS = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const;

const FULL_LINK = "/tools?method=cr3520&protein=mab&concentration=1.0-2.0&pi=6-10&volume=20&project=Charge%20variants&tpi=8.44&mass=148057.58";

async function openAssistant(page: Page, path: string): Promise<Locator> {
  await open(page, path);
  const panel = page.getByRole("tabpanel", { name: "CR3520 cIEF-MS Method Assistant", exact: true });
  await expect(panel).toHaveAttribute("aria-busy", "false");
  return panel;
}

/** The text of every alert, status and live region on the page. */
async function announcedTexts(page: Page): Promise<string[]> {
  return page.locator('[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]').allInnerTexts();
}

for (const [width, viewport] of VIEWPORTS) {
  test.describe(`method assistant links (${width})`, () => {
    test.use({ viewport });

    test("a link with every parameter loads without React error #418 or a hydration warning, and generates its method", async ({ page }) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (/#418|hydrat/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => {
        if (/#418|hydrat/i.test(error.message)) problems.push(`pageerror: ${error.message}`);
      });
      const panel = await openAssistant(page, FULL_LINK);
      await expect(panel.getByLabel("Protein type")).toHaveText("Monoclonal Antibody (mAb)");
      await expect(panel.getByLabel("Concentration range")).toHaveText("1.0–2.0 mg/mL");
      await expect(panel.getByLabel("Expected pI range")).toHaveText("pI 6–10 (typical antibody)");
      await expect(panel.getByLabel("Sample volume (µL)")).toHaveValue("20");
      await expect(panel.getByLabel("Project name")).toHaveValue("Charge variants");
      await expect(panel.getByLabel("Theoretical pI")).toHaveValue("8.44");
      await expect(panel.getByLabel("Average mass (Da)")).toHaveValue("148057.58");
      // all three choices are there: generated after 100 ms
      await expect(panel.getByTestId("method-project")).toHaveText("Charge variants");
      await page.waitForTimeout(300);
      expect(problems).toEqual([]);
    });

    test("'Missing Information' names only the missing concentration range, and marks only that field", async ({ page }) => {
      const panel = await openAssistant(page, "/tools?method=cr3520&protein=mab&pi=6-10");
      await expect(panel.getByLabel("Protein type")).toHaveText("Monoclonal Antibody (mAb)");
      await expect(panel.getByLabel("Expected pI range")).toHaveText("pI 6–10 (typical antibody)");
      await panel.getByRole("button", { name: "Generate method" }).click();

      const alert = panel.getByRole("alert");
      await expect(alert).toHaveCount(1);
      await expect(alert).toContainText("Missing Information");
      await expect(alert).toContainText("Please select concentration range.");
      for (const text of await announcedTexts(page)) expect(text).not.toMatch(/protein type|pI range/i);

      const concentration = panel.getByLabel("Concentration range");
      await expect(concentration).toHaveAttribute("aria-invalid", "true");
      await expect(concentration).toHaveAccessibleDescription("Please select concentration range.");
      for (const filled of [panel.getByLabel("Protein type"), panel.getByLabel("Expected pI range")]) {
        await expect(filled).not.toHaveAttribute("aria-invalid", "true");
        await expect(filled).toHaveAccessibleDescription("");
      }

      // once chosen, nothing names it any more, and the method is generated
      await concentration.click();
      await page.getByRole("option", { name: "0.5–1.0 mg/mL", exact: true }).click();
      await expect(panel.getByRole("alert")).toHaveCount(0);
      await expect(concentration).not.toHaveAttribute("aria-invalid", "true");
      await panel.getByRole("button", { name: "Generate method" }).click();
      await expect(panel.getByTestId("method-project")).toBeVisible();
    });

    test("with nothing chosen the message is spec §5's full sentence and every choice is marked", async ({ page }) => {
      const panel = await openAssistant(page, "/tools?method=cr3520");
      await panel.getByRole("button", { name: "Generate method" }).click();
      await expect(panel.getByRole("alert")).toHaveText(/Missing Information\s*Please select protein type, concentration range, and expected pI range\./);
      for (const [label, words] of [
        ["Protein type", "protein type"],
        ["Concentration range", "concentration range"],
        ["Expected pI range", "expected pI range"],
      ] as const) {
        await expect(panel.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
        await expect(panel.getByLabel(label)).toHaveAccessibleDescription(`Please select ${words}.`);
      }
      // choosing the protein type takes it out of the message
      await panel.getByLabel("Protein type").click();
      await page.getByRole("option", { name: "Biosimilar", exact: true }).click();
      await expect(panel.getByRole("alert")).toContainText("Please select concentration range and expected pI range.");
      for (const text of await announcedTexts(page)) expect(text).not.toMatch(/protein type/i);
      await expect(panel.getByLabel("Protein type")).not.toHaveAttribute("aria-invalid", "true");
    });
  });
}
