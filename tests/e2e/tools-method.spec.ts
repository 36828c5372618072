import AxeBuilder from "@axe-core/playwright";
import { type Locator, type Page, expect, test } from "@playwright/test";
import { open } from "./support";

/**
 * Injection volume (units, temperature, amount, flushed capillary), pL display,
 * capillary and injection permalinks, and the method assistant opened from the antibody tool's
 * link (?method=cr3520&protein=mab&tpi=…&mass=…) with its protocol. Every journey at phone and desktop width.
 */
const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

const TOOL_NAMES = {
  "capillary-volume": "Capillary Volume",
  "injection-volume": "Injection Volume",
  "method-assistant": "CR3520 cIEF-MS Method Assistant",
} as const;
type ToolId = keyof typeof TOOL_NAMES;

function toolPanel(page: Page, id: ToolId): Locator {
  return page.getByRole("tabpanel", { name: TOOL_NAMES[id], exact: true });
}

async function openAt(page: Page, path: string, id: ToolId) {
  await open(page, path);
  const panel = toolPanel(page, id);
  await expect(panel).toHaveAttribute("aria-busy", "false");
  return panel;
}

async function choose(page: Page, panel: Locator, label: string, option: string) {
  await panel.getByLabel(label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** What a reader sees must never be a broken number. */
async function expectNoBrokenNumbers(panel: Locator) {
  await expect(panel).not.toContainText("NaN");
  await expect(panel).not.toContainText("Infinity");
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.name} width (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("injection in mbar at 25 °C with an amount; the permalink reloads the same result", async ({ page }) => {
      const panel = await openAt(page, "/tools?tool=injection-volume", "injection-volume");
      await panel.getByLabel("Pressure unit").selectOption("mbar");
      await panel.getByLabel("Injection pressure (mbar)").fill("50");
      await panel.getByLabel("Injection time (s)").fill("10");
      await panel.getByLabel("Capillary length (cm)").fill("100");
      await panel.getByLabel("Viscosity").selectOption("water");
      await panel.getByLabel("Temperature (°C)").fill("25");
      await expect(panel.getByText("Water at 25 °C: 0.890 mPa·s (IAPWS 2008).")).toBeVisible();
      await panel.getByLabel("Sample concentration (mg/mL)").fill("1");
      await panel.getByLabel("Molecular mass (Da)").fill("148057.58");
      await panel.getByRole("button", { name: "Calculate injection" }).click();

      // ΔP = 5000 Pa, η(25 °C) = 0.8900 mPa·s: V = 5000 · (50e-6)⁴ · π · 10 / (128 · 0.00089 · 1) = 8.6179 nL
      // amount: 8.6179 ng / 148,057.58 g/mol = 0.058206 pmol = 58.21 fmol
      const expectResult = async (result: Locator) => {
        await expect(result.getByTestId("injection-volume")).toHaveText("8.62");
        await expect(result.getByTestId("injection-pressure-text")).toContainText("50.00 mbar = 0.73 psi = 5.00 kPa");
        await expect(result.getByTestId("injection-viscosity-text")).toHaveText("0.890 mPa·s (water at 25 °C, IAPWS 2008)");
        await expect(result.getByTestId("injected-mass")).toHaveText("8.62 ng at 1.00 mg/mL");
        await expect(result.getByTestId("injected-amount")).toHaveText("58.21 fmol");
      };
      await expectResult(panel);
      await expect(page).toHaveURL(
        /\/tools\?tool=injection-volume&pressure=50&unit=mbar&time=10&length=100&diameter=50&viscosity=water&temp=25&conc=1&mass=148057\.58$/,
      );

      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const reloaded = toolPanel(page, "injection-volume");
      await expect(reloaded).toHaveAttribute("aria-busy", "false");
      await expect(reloaded.getByLabel("Pressure unit")).toHaveValue("mbar");
      await expect(reloaded.getByLabel("Injection pressure (mbar)")).toHaveValue("50");
      await expect(reloaded.getByLabel("Viscosity")).toHaveValue("water");
      await expect(reloaded.getByLabel("Temperature (°C)")).toHaveValue("25");
      await expectResult(reloaded);
    });

    test("a pressure and time that push more than the capillary holds say it is completely flushed", async ({ page }) => {
      const panel = await openAt(page, "/tools?tool=injection-volume", "injection-volume");
      await panel.getByLabel("Injection pressure (psi)").fill("50");
      await panel.getByLabel("Injection time (s)").fill("300");
      await panel.getByLabel("Capillary length (cm)").fill("100");
      await panel.getByRole("button", { name: "Calculate injection" }).click();
      // 50 psi · 300 s would push 8.08 capillary volumes: the volume is the capillary's, π · (25 µm)² · 1 m = 1,963.50 nL
      await expect(panel.getByTestId("injection-volume")).toHaveText("1,963.50");
      const flushed = panel.getByRole("status").filter({ hasText: "Capillary completely flushed" });
      await expect(flushed).toContainText("8.08 capillary volumes");
      await expect(panel.getByTestId("plug-share")).toHaveText("100.00 %");
      await expect(panel).not.toContainText("808");
      await expectNoBrokenNumbers(panel);
    });

    test("volumes below 0.01 nL are shown in pL, never as 0.00 nL", async ({ page }) => {
      const injection = await openAt(page, "/tools?tool=injection-volume&pressure=0.1&time=0.1&length=100&diameter=25", "injection-volume");
      // 689.5 Pa · (25e-6 m)⁴ · π · 0.1 s / (128 · 0.001 · 1 m) = 6.61e-16 m³ = 0.66 pL
      await expect(injection.getByTestId("injection-volume")).toHaveText("0.66");
      await expect(injection.getByText("pL", { exact: true }).first()).toBeVisible();

      const capillary = await openAt(page, "/tools?tool=capillary-volume&diameter=1&length=1", "capillary-volume");
      // π · (0.5e-6 m)² · 0.01 m = 7.85e-15 m³ = 7.85 pL
      await expect(capillary.getByTestId("capillary-volume")).toHaveText("7.85");
      await expect(capillary.getByText("pL", { exact: true }).first()).toBeVisible();
      await expect(capillary).not.toContainText("0.00 nL");
    });

    test("capillary volume: the permalink reloads the calculation and Copy link copies it", async ({ page, baseURL }) => {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      const panel = await openAt(page, "/tools?tool=capillary-volume", "capillary-volume");
      await panel.getByLabel("Inner diameter (µm)").fill("75");
      await panel.getByLabel("Length (cm)").fill("60");
      await panel.getByRole("button", { name: "Calculate volume" }).click();
      // π · (37.5e-6 m)² · 0.6 m = 2.65072e-9 m³ = 2,650.72 nL
      await expect(panel.getByTestId("capillary-volume")).toHaveText("2,650.72");
      await expect(page).toHaveURL(/\/tools\?tool=capillary-volume&diameter=75&length=60$/);
      await page.getByRole("button", { name: "Copy link to this Capillary Volume calculation" }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/tools?tool=capillary-volume&diameter=75&length=60`);

      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const reloaded = toolPanel(page, "capillary-volume");
      await expect(reloaded.getByLabel("Inner diameter (µm)")).toHaveValue("75");
      await expect(reloaded.getByTestId("capillary-volume")).toHaveText("2,650.72");
    });

    test("the method assistant opened from the antibody tool proposes the pI range and the m/z window, and the protocol lists the solutions and master mix", async ({
      page,
    }) => {
      const panel = await openAt(page, "/tools?method=cr3520&protein=mab&tpi=8.45&mass=148057.58", "method-assistant");
      await expect(panel.getByLabel("Theoretical pI")).toHaveValue("8.45");
      await expect(panel.getByLabel("Average mass (Da)")).toHaveValue("148057.58");
      await expect(panel.getByTestId("method-pi-proposal")).toContainText(
        "Theoretical pI 8.45 → pI 6–10: the narrowest option that holds 7.95–8.95 (8.45 ± 0.5)",
      );
      await expect(panel.getByLabel("Expected pI range")).toContainText("pI 6–10 (typical antibody)");
      // z 60+ … 40+ of 148,057.58 Da: m/z 2,468.63 … 3,702.45; one charge beyond each end, rounded out to 100
      await expect(panel.getByTestId("method-mz-preview")).toContainText("m/z 2,468.63–3,702.45: acquire 2,400–3,800 m/z");

      await choose(page, panel, "Concentration range", "0.5–1.0 mg/mL");
      await panel.getByRole("button", { name: "Generate method" }).click();
      await expect(panel.getByTestId("method-mz-window")).toHaveText("2,400–3,800 m/z");
      await expect(panel.getByTestId("method-mass-range")).toHaveText("2,000–4,500 m/z");
      await expect(panel.getByTestId("method-summary-proposal")).toContainText("Theoretical pI 8.45 → pI 6–10");
      await expect(page).toHaveURL(/\?method=cr3520&protein=mab&concentration=0\.5-1\.0&pi=6-10&tpi=8\.45&mass=148057\.58$/);

      await panel.getByRole("tab", { name: "Protocol" }).click();
      const solutions = panel.getByTestId("protocol-solutions");
      await expect(solutions).toContainText("Anolyte");
      await expect(solutions).toContainText("200 mM formic acid");
      await expect(solutions).toContainText("Catholyte");
      await expect(solutions).toContainText("300 mM ammonium hydroxide");
      await expect(solutions).toContainText("Sheath liquid");
      await expect(solutions).toContainText("0.5% (v/v) formic acid");
      const mix = panel.getByTestId("master-mix");
      await expect(mix).toContainText("Master mix for 30 µL prepared sample (10 µL sample + 20 µL master mix)");
      // urea 2 M from 8 M in 30 µL = 7.50 µL; arginine 10 mM from 500 mM = 0.60 µL; water = 20 − 9.30 = 10.70 µL
      await expect(mix.getByRole("row", { name: /Urea/ })).toContainText("7.50 µL");
      await expect(mix.getByRole("row", { name: /L-arginine/ })).toContainText("0.60 µL");
      await expect(mix.getByRole("row", { name: /Water/ })).toContainText("10.70 µL");
      await expect(panel.getByTestId("fragmentor-note")).toContainText("Sciex, declustering potential");

      await panel.getByRole("tab", { name: "Analysis" }).click();
      if (viewport.width < 640) {
        // phones get a list instead of the four-column table
        const variants = panel.getByTestId("variant-assignments-list").getByRole("listitem");
        await expect(variants.filter({ hasText: "Deamidation" })).toContainText("+0.98 Da (not resolved intact) · acidic · assign by pI");
        await expect(variants.filter({ hasText: "Fc glycoforms" })).toContainText("same pI · assign by mass");
      } else {
        const variants = panel.getByTestId("variant-assignments");
        await expect(variants.getByRole("row", { name: /Deamidation/ })).toContainText("not resolved intact");
        await expect(
          variants
            .getByRole("row", { name: /Deamidation/ })
            .getByRole("cell")
            .last(),
        ).toHaveText("pI");
        await expect(
          variants
            .getByRole("row", { name: /Fc glycoforms/ })
            .getByRole("cell")
            .last(),
        ).toHaveText("mass");
      }
      await expect(panel.getByTestId("charge-ladder")).toContainText("2,468.63");
      await expectNoBrokenNumbers(panel);
    });

    test("bad tpi and mass in the link are ignored with a note, never NaN", async ({ page }) => {
      const panel = await openAt(page, "/tools?method=cr3520&protein=mab&tpi=abc&mass=12", "method-assistant");
      await expect(panel.getByText('The theoretical pI "abc" in the link is not a pI between 0 and 14 and was ignored.')).toBeVisible();
      await expect(panel.getByText('The mass "12" in the link is not an average mass of 10,000–1,000,000 Da and was ignored.')).toBeVisible();
      await expect(panel.getByLabel("Theoretical pI")).toHaveValue("");
      await expect(panel.getByTestId("method-pi-proposal")).toHaveCount(0);
      await expectNoBrokenNumbers(panel);
    });
  });
}

test("the new injection inputs and results, and the method's protocol and analysis from the antibody tool, have no axe violations", async ({ page }) => {
  // four axe runs over long tool pages: more than the default 30 s on a busy 2-core machine
  test.setTimeout(90_000);
  const injection = await openAt(
    page,
    "/tools?tool=injection-volume&pressure=50&unit=psi&time=300&length=100&viscosity=water&temp=30&conc=1&mass=148000",
    "injection-volume",
  );
  await expect(injection.getByTestId("injected-amount")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const method = await openAt(page, "/tools?method=cr3520&protein=mab&concentration=0.5-1.0&tpi=8.45&mass=148057.58", "method-assistant");
  await expect(method.getByTestId("method-mz-window")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  for (const tab of ["Protocol", "Analysis"]) {
    await method.getByRole("tab", { name: tab }).click();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  }
});
