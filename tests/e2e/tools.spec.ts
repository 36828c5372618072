import fs from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { type Locator, type Page, expect, test } from "@playwright/test";
import { open } from "./support";

// The six tools of spec §2, in order, with the id of their deep link (/tools?tool=<id>).
const TOOLS = [
  ["capillary-volume", "Capillary Volume"],
  ["injection-volume", "Injection Volume"],
  ["intact-mass", "Intact Mass"],
  ["antibody-weight", "Antibody Molecular Weight"],
  ["sequence-predictor", "Antibody Sequence Predictor"],
  ["method-assistant", "CR3520 cIEF-MS Method Assistant"],
] as const;
type ToolId = (typeof TOOLS)[number][0];

const SHARED_METHOD_PATH = "/tools?method=cr3520&protein=mab&concentration=0.5-1.0&pi=6-10&project=MyProj";

function toolName(id: ToolId) {
  return TOOLS.find(([toolId]) => toolId === id)![1];
}

/** The visible panel of a tool (hidden tools are display:none, so role queries skip them). */
function toolPanel(page: Page, id: ToolId): Locator {
  return page.getByRole("tabpanel", { name: toolName(id), exact: true });
}

/** Opens the tools page on one tool and waits until that tool has hydrated (its code is a chunk of its own). */
async function openTool(page: Page, id: ToolId) {
  await open(page, `/tools?tool=${id}`);
  const panel = toolPanel(page, id);
  await expect(panel).toHaveAttribute("aria-busy", "false");
  return panel;
}

function alertIn(panel: Locator) {
  return panel.getByRole("alert");
}

async function expectAlert(panel: Locator, title: string, message: string) {
  const alert = alertIn(panel);
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(title);
  await expect(alert).toContainText(message);
}

/** Local calendar date as the export file names carry it (browser and tests run on the same machine). */
function todayIso() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** A toast in the notifications viewport (Radix also announces it through a separate live region). */
function toast(page: Page, title: string) {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: title });
}

async function grantClipboard(page: Page) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
}

async function readClipboard(page: Page) {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Makes every clipboard write fail, as it does when the browser refuses access. */
async function breakClipboard(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
    });
  });
}

// ---- one calculation per tool, shared by the journeys, the network test and the axe test ----

async function calculateCapillaryVolume(panel: Locator, diameter: string, length: string) {
  await panel.getByLabel("Inner diameter (µm)").fill(diameter);
  await panel.getByLabel("Length (cm)").fill(length);
  await panel.getByRole("button", { name: "Calculate volume" }).click();
}

async function calculateInjection(panel: Locator, psi: string, seconds: string, lengthCm: string) {
  await panel.getByLabel("Injection pressure (psi)").fill(psi);
  await panel.getByLabel("Injection time (s)").fill(seconds);
  await panel.getByLabel("Capillary length (cm)").fill(lengthCm);
  await panel.getByRole("button", { name: "Calculate injection" }).click();
}

async function fillMassRows(panel: Locator, rows: ReadonlyArray<[string, string]>) {
  for (const [index, [mz, charge]] of rows.entries()) {
    await panel.getByLabel(`m/z, row ${index + 1}`).fill(mz);
    await panel.getByLabel(`Charge, row ${index + 1}`).fill(charge);
  }
}

async function calculateAntibody(panel: Locator, heavy: string, light: string) {
  await panel.getByLabel("Heavy chain sequence").fill(heavy);
  await panel.getByLabel("Light chain sequence").fill(light);
  await panel.getByRole("button", { name: "Calculate molecular weight" }).click();
}

async function predict(panel: Locator, epitope: string) {
  await panel.getByLabel("HER2 epitope sequence").fill(epitope);
  await panel.getByRole("button", { name: "Predict antibody" }).click();
}

async function choose(page: Page, panel: Locator, label: string, option: string) {
  await panel.getByLabel(label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function openSharedMethod(page: Page) {
  await open(page, SHARED_METHOD_PATH);
  const panel = toolPanel(page, "method-assistant");
  await expect(panel).toHaveAttribute("aria-busy", "false");
  await expect(panel.getByTestId("method-project")).toHaveText("MyProj");
  return panel;
}

// A console error (for example a hydration mismatch) is a bug the test did not look for.
let consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  consoleErrors = [];
  page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
  page.on("pageerror", (error) => consoleErrors.push(error.message));
});
test.afterEach(() => {
  expect(consoleErrors).toEqual([]);
});

test.describe("the tools page", () => {
  test("lists the six tools in the order and with the names of the spec", async ({ page }) => {
    await open(page, "/tools");
    const picker = page.getByRole("tablist", { name: "Scientific tools" });
    await expect(picker.getByRole("tab")).toHaveText(TOOLS.map(([, name]) => name));
    await expect(picker.getByRole("tab", { name: "Capillary Volume" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 2, name: "Capillary Volume" })).toBeVisible();
  });

  test("the page is rendered and hydrated with the tool it opens with; the others load when the browser is idle", async ({ page, request }) => {
    const html = await (await request.get("/tools?tool=intact-mass")).text();
    expect(html).toContain("Calculate mass");
    expect(html).not.toContain("Inner diameter (µm)");
    // the tool is in its place in the HTML, not sent after a fallback that a script swaps out
    expect(html).not.toContain("Loading the tool");

    const chunks: string[] = [];
    page.on("response", (response) => response.url().includes("/assets/") && chunks.push(new URL(response.url()).pathname));
    await openTool(page, "intact-mass");
    // the other five tools' chunks arrive after hydration, so switching needs no network
    await expect.poll(() => chunks.some((c) => c.includes("capillary-volume-panel")), { timeout: 10_000 }).toBe(true);
    await page.getByRole("tab", { name: "Capillary Volume" }).click();
    await expect(toolPanel(page, "capillary-volume").getByLabel("Inner diameter (µm)")).toBeVisible();
  });

  test("the page does not jump while the tool's code arrives and the page hydrates", async ({ page }) => {
    // tall enough for the footer to be in view: it is what moves when the content above changes height
    await page.setViewportSize({ width: 1350, height: 1400 });
    // the tool's chunk arrives late, after the cart (whose data changes a context around every page)
    await page.route(/\/assets\/intact-mass-panel-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number; sawFallback: boolean };
      w.layoutShift = 0;
      w.sawFallback = false;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
      new MutationObserver(() => {
        if (document.body?.textContent?.includes("Loading the tool")) w.sawFallback = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await openTool(page, "intact-mass");
    const seen = await page.evaluate(() => {
      const { layoutShift, sawFallback } = window as unknown as { layoutShift: number; sawFallback: boolean };
      return { layoutShift, sawFallback };
    });
    expect(seen.sawFallback).toBe(false);
    expect(seen.layoutShift).toBeLessThan(0.01);
  });

  for (const [id, name] of TOOLS) {
    test(`?tool=${id} opens ${name}`, async ({ page }) => {
      const panel = await openTool(page, id);
      await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
      await expect(panel.getByRole("heading", { level: 2, name })).toBeVisible();
      // only the selected tool is shown
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(1);
    });
  }

  test("arrow keys move between tools, and the address bar follows without adding history", async ({ page }) => {
    await open(page, "/tools");
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole("tab", { name: "Capillary Volume" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Injection Volume" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Injection Volume" })).toBeFocused();
    await expect(page).toHaveURL(/\/tools\?tool=injection-volume$/);
    await page.keyboard.press("End");
    await expect(page).toHaveURL(/\/tools\?tool=method-assistant$/);
    await page.getByRole("tab", { name: "Intact Mass" }).click();
    await expect(page).toHaveURL(/\/tools\?tool=intact-mass$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // the URL can be shared: opening it shows the same tool
    await open(page, page.url());
    await expect(page.getByRole("tab", { name: "Intact Mass" })).toHaveAttribute("aria-selected", "true");
  });

  test("switching tools keeps what was typed", async ({ page }) => {
    const panel = await openTool(page, "capillary-volume");
    await panel.getByLabel("Inner diameter (µm)").fill("75");
    await page.getByRole("tab", { name: "Intact Mass" }).click();
    await page.getByRole("tab", { name: "Capillary Volume" }).click();
    await expect(panel.getByLabel("Inner diameter (µm)")).toHaveValue("75");
  });

  test("each tool has the inner tabs of the spec, keyboard-navigable", async ({ page }) => {
    const expected: Array<[ToolId, string[]]> = [
      ["intact-mass", ["Calculator", "Instructions"]],
      ["antibody-weight", ["Calculator", "Sequences", "Instructions"]],
      ["sequence-predictor", ["Predictor", "Database", "Instructions"]],
      ["method-assistant", ["Setup", "Protocol", "Troubleshooting", "Analysis"]],
    ];
    for (const [id, tabs] of expected) {
      const panel = await openTool(page, id);
      const list = panel.getByRole("tablist", { name: toolName(id) });
      await expect(list.getByRole("tab")).toHaveText(tabs);
      await expect(list.getByRole("tab", { name: tabs[0] })).toHaveAttribute("aria-selected", "true");
      await list.getByRole("tab", { name: tabs[0] }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(list.getByRole("tab", { name: tabs[1] })).toHaveAttribute("aria-selected", "true");
      await expect(panel.getByRole("tabpanel", { name: tabs[1] })).toBeVisible();
    }
  });
});

test.describe("Capillary Volume", () => {
  test("50 µm × 100 cm holds 1963.50 nL, with a to-scale drawing", async ({ page }) => {
    // V = π r² L = π · (25e-6 m)² · 1 m = 1.963495e-9 m³ = 1963.50 nL (1 nL = 1e-12 m³)
    const expected = (Math.PI * 25e-6 ** 2 * 1 * 1e12).toFixed(2);
    expect(expected).toBe("1963.50");
    const panel = await openTool(page, "capillary-volume");
    await calculateCapillaryVolume(panel, "50", "100");
    // shown with grouped thousands, as every tool shows numbers
    await expect(panel.getByTestId("capillary-volume")).toHaveText("1,963.50");
    await expect(panel.getByText("1.96 µL")).toBeVisible();

    // 100 cm is 20,000 diameters of 50 µm: the bore cannot be drawn to scale, and the drawing says so
    const drawing = panel.getByRole("img", { name: /Capillary of 100 cm × 50 µm/ });
    await expect(drawing).toBeVisible();
    await expect(panel.locator("figcaption")).toContainText(/Length to scale \(100 cm\)\. The 50 µm bore is exaggerated ×[\d,]+/);
    await expect(panel.locator("figcaption")).toContainText("20,000 times longer than it is wide");

    // 75 µm × 50 cm: π · (37.5e-6)² · 0.5 · 1e12 = 2,208.93 nL (grouped thousands)
    await calculateCapillaryVolume(panel, "75", "50");
    await expect(panel.getByTestId("capillary-volume")).toHaveText("2,208.93");
  });

  test("inputs carry the spec's hints: min 1, step 0.1", async ({ page }) => {
    const panel = await openTool(page, "capillary-volume");
    for (const label of ["Inner diameter (µm)", "Length (cm)"]) {
      await expect(panel.getByLabel(label)).toHaveAttribute("min", "1");
      await expect(panel.getByLabel(label)).toHaveAttribute("step", "0.1");
    }
  });

  for (const [diameter, length] of [
    ["", "100"],
    ["50", ""],
    ["0", "100"],
    ["50", "-5"],
  ]) {
    test(`diameter "${diameter}" × length "${length}" is 'Invalid Input'`, async ({ page }) => {
      const panel = await openTool(page, "capillary-volume");
      await calculateCapillaryVolume(panel, diameter, length);
      await expectAlert(panel, "Invalid Input", "Please enter valid positive numbers for diameter and length.");
      await expect(panel.getByTestId("capillary-volume")).toHaveCount(0);
    });
  }
});

test.describe("Injection Volume", () => {
  test("1 psi for 10 s into 100 cm × 50 µm injects 10.58 nL, a 5.39 mm plug, 0.54 % of the capillary", async ({ page }) => {
    // Hagen–Poiseuille: V = ΔP d⁴ π t / (128 η L), ΔP = 1 psi = 6895 Pa, d = 50e-6 m, t = 10 s, η = 0.001 Pa·s, L = 1 m
    const volumeM3 = (6895 * 50e-6 ** 4 * Math.PI * 10) / (128 * 0.001 * 1);
    const plugM = volumeM3 / (Math.PI * 25e-6 ** 2);
    expect((volumeM3 * 1e12).toFixed(2)).toBe("10.58");
    const panel = await openTool(page, "injection-volume");
    await expect(panel.getByLabel("Inner diameter (µm)")).toHaveValue("50");
    await calculateInjection(panel, "1", "10", "100");
    await expect(panel.getByTestId("injection-volume")).toHaveText((volumeM3 * 1e12).toFixed(2));
    await expect(panel.getByTestId("plug-length")).toHaveText(`${(plugM * 1000).toFixed(2)} mm`);
    await expect(panel.getByTestId("plug-share")).toHaveText(`${((plugM / 1) * 100).toFixed(2)} %`);
    await expect(panel.getByRole("img", { name: /Sample plug of 10\.58 nL filling 0\.54 % of a 100 cm capillary/ })).toBeVisible();
    await expect(panel.getByRole("status").filter({ hasText: "Long sample plug" })).toHaveCount(0);

    // a 75 µm capillary takes (75/50)⁴ = 5.0625 times more: 53.55 nL
    await panel.getByLabel("Inner diameter (µm)").fill("75");
    await panel.getByRole("button", { name: "Calculate injection" }).click();
    await expect(panel.getByTestId("injection-volume")).toHaveText(((volumeM3 * 1e12 * 75 ** 4) / 50 ** 4).toFixed(2));
  });

  test("warns when the plug fills more than 2 % of the capillary", async ({ page }) => {
    // 5 psi for 60 s: 30 times the plug above, 0.5387 % · 30 = 16.16 %
    const panel = await openTool(page, "injection-volume");
    await calculateInjection(panel, "5", "60", "100");
    await expect(panel.getByRole("status").filter({ hasText: "Long sample plug" })).toContainText("16.16%");
  });

  test("pressure and duration have min 0.1", async ({ page }) => {
    const panel = await openTool(page, "injection-volume");
    await expect(panel.getByLabel("Injection pressure (psi)")).toHaveAttribute("min", "0.1");
    await expect(panel.getByLabel("Injection time (s)")).toHaveAttribute("min", "0.1");
  });

  test("a missing or non-positive input is 'Invalid Input'", async ({ page }) => {
    const panel = await openTool(page, "injection-volume");
    await calculateInjection(panel, "", "10", "100");
    await expectAlert(panel, "Invalid Input", "Please enter valid positive numbers for all injection parameters.");
    await calculateInjection(panel, "1", "0", "100");
    await expectAlert(panel, "Invalid Input", "Please enter valid positive numbers for all injection parameters.");
  });
});

test.describe("Intact Mass", () => {
  test("two charge states give the mass from each, their average and population SD", async ({ page }) => {
    // M = z · (m/z − 1.007276)
    const m1 = 10 * (1500.5 - 1.007276); // 14994.92724
    const m2 = 11 * (1364.2 - 1.007276); // 14995.119964
    const mean = (m1 + m2) / 2;
    const sd = Math.sqrt(((m1 - mean) ** 2 + (m2 - mean) ** 2) / 2);
    const panel = await openTool(page, "intact-mass");
    await fillMassRows(panel, [
      ["1500.5", "10"],
      ["1364.2", "11"],
    ]);
    await panel.getByRole("button", { name: "Calculate mass" }).click();
    // one number format in every tool: grouped thousands, 2 decimals
    const grouped = (x: number) => x.toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ",");
    await expect(panel.getByTestId("row-mass")).toHaveText([grouped(m1), grouped(m2)]);
    await expect(panel.getByTestId("average-mass")).toHaveText(grouped(mean));
    await expect(panel.getByTestId("mass-sd")).toHaveText(`${sd.toFixed(2)} Da`);
    await expect(panel.getByRole("img", { name: "Mass from each charge state around the mean" })).toBeVisible();
  });

  test("a row can be removed only while more than 2 rows remain", async ({ page }) => {
    const panel = await openTool(page, "intact-mass");
    const removeButtons = panel.getByRole("button", { name: /^Remove row/ });
    await expect(removeButtons).toHaveCount(2);
    for (const button of await removeButtons.all()) await expect(button).toBeDisabled();

    await panel.getByRole("button", { name: "Add row" }).click();
    await expect(removeButtons).toHaveCount(3);
    for (const button of await removeButtons.all()) await expect(button).toBeEnabled();

    await panel.getByLabel("m/z, row 3").fill("999");
    await panel.getByRole("button", { name: "Remove row 1" }).click();
    await expect(removeButtons).toHaveCount(2);
    await expect(panel.getByLabel("m/z, row 2")).toHaveValue("999");
    for (const button of await removeButtons.all()) await expect(button).toBeDisabled();
  });

  test("fewer than 2 complete rows is 'Insufficient Data'", async ({ page }) => {
    const panel = await openTool(page, "intact-mass");
    await panel.getByRole("button", { name: "Calculate mass" }).click();
    await expectAlert(panel, "Insufficient Data", "Please enter at least 2 valid m/z and charge pairs.");
    await fillMassRows(panel, [
      ["1500.5", "10"],
      ["1364.2", ""],
    ]);
    await panel.getByRole("button", { name: "Calculate mass" }).click();
    await expectAlert(panel, "Insufficient Data", "Please enter at least 2 valid m/z and charge pairs.");
  });

  test("rows without a positive whole charge are 'Invalid Data'", async ({ page }) => {
    const panel = await openTool(page, "intact-mass");
    await fillMassRows(panel, [
      ["1500.5", "0"],
      ["1364.2", "-2"],
    ]);
    await panel.getByRole("button", { name: "Calculate mass" }).click();
    await expectAlert(panel, "Invalid Data", "Please enter valid numeric values for m/z and charge.");
  });
});

test.describe("Antibody Molecular Weight", () => {
  test("total = 2 heavy + 2 light chains, each Σ residues + one water", async ({ page }) => {
    // ExPASy average residue masses: G 57.0519, A 71.0788, C 103.1388, D 115.0886, E 129.1155, K 128.1741; water 18.015
    const heavy = 2 * 57.0519 + 18.015; // GG = 132.1188
    const light = 71.0788 + 103.1388 + 115.0886 + 129.1155 + 18.015; // ACDE = 436.4367
    const total = 2 * heavy + 2 * light; // 1137.1110
    const panel = await openTool(page, "antibody-weight");
    await calculateAntibody(panel, "g g", "acde");
    await expect(panel.getByTestId("heavy-chain-mass")).toHaveText(`${heavy.toFixed(2)} Da`);
    await expect(panel.getByTestId("light-chain-mass")).toHaveText(`${light.toFixed(2)} Da`);
    await expect(panel.getByTestId("antibody-total-mass")).toHaveText(total.toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ","));
    await expect(panel.getByText("Polypeptide mass (without glycans)")).toBeVisible();

    // C-terminal lysine clipping removes the final K of each heavy chain: GGK clipped is GG again
    await panel.getByLabel("Heavy chain sequence").fill("GGK");
    await panel.getByLabel(/C-terminal lysine clipped/).check();
    await panel.getByRole("button", { name: "Calculate molecular weight" }).click();
    await expect(panel.getByTestId("heavy-chain-mass")).toHaveText(`${heavy.toFixed(2)} Da`);
    await expect(panel.getByTestId("antibody-total-mass")).toHaveText("1,137.11");
  });

  test("the Sequences tab fills the form with trastuzumab, ≈ 145,423 Da with 16 disulfides (USP monograph)", async ({ page }) => {
    const panel = await openTool(page, "antibody-weight");
    await panel.getByRole("tab", { name: "Sequences" }).click();
    await panel.getByRole("button", { name: /Use Trastuzumab sequences/ }).click();
    await expect(panel.getByRole("tab", { name: "Calculator" })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByLabel("Heavy chain sequence")).toHaveValue(/^EVQLVESGGGLVQPGGSLRLSCAASGFNIKDTYIH/);
    await expect(panel.getByText("450 residues")).toBeVisible();
    await expect(panel.getByText("214 residues")).toBeVisible();
    await panel.getByLabel(/Disulfide bonds/).check();
    await expect(panel.getByLabel("Number of disulfide bonds")).toHaveValue("16");
    await panel.getByRole("button", { name: "Calculate molecular weight" }).click();
    await expect(panel.getByTestId("antibody-total-mass")).toHaveText("145,423.23");
  });

  test("missing sequences and unknown letters are refused", async ({ page }) => {
    const panel = await openTool(page, "antibody-weight");
    await calculateAntibody(panel, "GG", " ");
    await expectAlert(panel, "Missing Sequences", "Please enter both heavy and light chain amino acid sequences.");
    await calculateAntibody(panel, "GGB", "ACDE");
    await expectAlert(panel, "Calculation Error", 'Heavy chain contains invalid amino acid code: "B".');
  });
});

test.describe("Antibody Sequence Predictor", () => {
  test("the trastuzumab epitope is an exact match (95 %) for trastuzumab and T-DM1 alike, shown as a tie", async ({ page }) => {
    const panel = await openTool(page, "sequence-predictor");
    await predict(panel, "peadqcvacahykdppfcvarcpsg vkpdlsympiw kfpdeegacqp");
    await expect(panel.getByTestId("prediction-confidence")).toHaveText("95%");
    const matches = panel.getByRole("listitem").filter({ hasText: "confidence" });
    await expect(matches).toHaveCount(2);
    await expect(matches.nth(0)).toContainText("Trastuzumab (Herceptin)");
    await expect(matches.nth(0)).toContainText("Exact match");
    await expect(matches.nth(0)).toContainText("95% confidence");
    await expect(matches.nth(1)).toContainText("T-DM1");
    await expect(matches.nth(1)).toContainText("Exact match");
    await expect(matches.nth(1)).toContainText("95% confidence");
    await expect(panel.getByTestId("match-rank")).toHaveText(["#1 (tie)", "#1 (tie)"]);
  });

  test("no match says 'No Match Found' and suggests the known epitopes", async ({ page }) => {
    const panel = await openTool(page, "sequence-predictor");
    await predict(panel, "WWWWW");
    const notice = panel.getByRole("status").filter({ hasText: "No Match Found" });
    await expect(notice).toContainText("KFPDEEGACQP");
    await expect(notice).toContainText("DVGSCTLVCPLHNQEVTAEDGTQRCEK");
    await panel.getByRole("button", { name: "Try the pertuzumab epitope", exact: true }).click();
    // the suggestion is pertuzumab's core contact segment, which lies within its epitope: partial (spec §9)
    await expect(panel.getByRole("listitem").filter({ hasText: "Pertuzumab (Perjeta)" })).toContainText("70% confidence");
  });

  test("an empty epitope is 'Missing Input'", async ({ page }) => {
    const panel = await openTool(page, "sequence-predictor");
    await panel.getByRole("button", { name: "Predict antibody" }).click();
    await expectAlert(panel, "Missing Input", "Please enter an epitope sequence.");
  });

  test("the Database tab lists the three HER2 antibodies", async ({ page }) => {
    const panel = await openTool(page, "sequence-predictor");
    await panel.getByRole("tab", { name: "Database" }).click();
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText([
      "Trastuzumab (Herceptin)",
      "Pertuzumab (Perjeta)",
      "T-DM1 (ado-trastuzumab emtansine, Kadcyla)",
    ]);
  });
});

test.describe("CR3520 cIEF-MS Method Assistant", () => {
  test("a shared link selects the assistant, prefills it and generates the method", async ({ page }) => {
    const panel = await openSharedMethod(page);
    await expect(page.getByRole("tab", { name: "CR3520 cIEF-MS Method Assistant" })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByLabel("Protein type")).toHaveText("Monoclonal Antibody (mAb)");
    await expect(panel.getByLabel("Concentration range")).toHaveText("0.5–1.0 mg/mL");
    await expect(panel.getByLabel("Expected pI range")).toHaveText("pI 6–10 (typical antibody)");
    await expect(panel.getByLabel("Project name")).toHaveValue("MyProj");
    // spec §9: 0.5–1.0 mg/mL → 1:2 and 30 µL; mAb → 2,000–4,500 m/z, 380 V, 50 min
    await expect(panel.getByTestId("method-dilution")).toHaveText("1:2");
    await expect(panel.getByTestId("method-volume")).toHaveText("10 + 20 = 30 µL");
    await expect(panel.getByTestId("method-mass-range")).toHaveText("2,000–4,500 m/z");
    await expect(panel.getByTestId("method-fragmentor")).toHaveText("380 V");
    await expect(panel.getByTestId("method-timeline")).toHaveText("50 min");
    await expect(panel.getByRole("img", { name: "Method timeline, 50 min" })).toBeVisible();

    await panel.getByRole("tab", { name: "Analysis" }).click();
    await expect(panel.getByTestId("sequence-step")).toHaveCount(5);
    await panel.getByRole("tab", { name: "Protocol" }).click();
    await expect(panel.getByRole("heading", { name: /CR3520 cIEF-MS protocol: MyProj/ })).toBeVisible();
  });

  test("without all three choices, or with a link missing one, nothing is generated", async ({ page }) => {
    await open(page, "/tools?method=cr3520&protein=adc&pi=6-10");
    const panel = toolPanel(page, "method-assistant");
    await expect(panel).toHaveAttribute("aria-busy", "false");
    await expect(panel.getByLabel("Protein type")).toHaveText("Antibody-Drug Conjugate (ADC)");
    await page.waitForTimeout(300);
    await expect(panel.getByText("Generated method")).toHaveCount(0);
    await panel.getByRole("button", { name: "Generate method" }).click();
    await expectAlert(panel, "Missing Information", "Please select concentration range.");
  });

  test("choosing an ADC gives 370 V, 1,000–6,000 m/z and a 60 min run", async ({ page }) => {
    const panel = await openTool(page, "method-assistant");
    await choose(page, panel, "Protein type", "Antibody-Drug Conjugate (ADC)");
    await choose(page, panel, "Concentration range", "1.0–2.0 mg/mL");
    await choose(page, panel, "Expected pI range", "pI 3–11 (broad / unknown)");
    await expect(panel.getByLabel("Sample volume (µL)")).toHaveAttribute("min", "10");
    await expect(panel.getByLabel("Sample volume (µL)")).toHaveAttribute("step", "10");
    await panel.getByLabel("Sample volume (µL)").fill("15");
    await panel.getByRole("button", { name: "Generate method" }).click();
    await expectAlert(panel, "Invalid Input", "Please enter a sample volume of at least 10 µL in steps of 10 µL.");
    await panel.getByLabel("Sample volume (µL)").fill("50");
    await panel.getByRole("button", { name: "Generate method" }).click();
    await expect(panel.getByTestId("method-fragmentor")).toHaveText("370 V");
    await expect(panel.getByTestId("method-mass-range")).toHaveText("1,000–6,000 m/z");
    await expect(panel.getByTestId("method-timeline")).toHaveText("60 min");
    // 1:4 → 50 µL is 10 µL sample + 40 µL master mix
    await expect(panel.getByTestId("method-volume")).toHaveText("10 + 40 = 50 µL");
    await expect(page).toHaveURL(/\?method=cr3520&protein=adc&concentration=1\.0-2\.0&pi=3-11&volume=50$/);
  });

  test("export and share without a method say 'No Method Generated'", async ({ page }) => {
    const panel = await openTool(page, "method-assistant");
    const actions = page.getByRole("group", { name: "Export and share the method" });
    await actions.getByRole("button", { name: "Export JSON" }).click();
    await expectAlert(panel, "No Method Generated", "Please generate a method first before exporting.");
    await actions.getByRole("button", { name: "Export protocol" }).click();
    await expectAlert(panel, "No Method Generated", "Please generate a method first before exporting.");
    await actions.getByRole("button", { name: "Copy share link" }).click();
    await expectAlert(panel, "No Method Generated", "Please generate a method first before sharing.");
    await actions.getByRole("button", { name: "Share by e-mail" }).click();
    await expectAlert(panel, "No Method Generated", "Please generate a method first before sharing.");
  });

  test("exports the method as a JSON file named after the project and the date", async ({ page }) => {
    await openSharedMethod(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export JSON" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`MyProj_${todayIso()}.json`);
    const method = JSON.parse(await fs.readFile((await download.path())!, "utf8"));
    expect(method.kind).toBe("cr3520-cief-ms-method");
    expect(method.projectName).toBe("MyProj");
    expect(method.params).toEqual({ protein: "mab", concentration: "0.5-1.0", pi: "6-10", project: "MyProj" });
    expect(method.protein.value).toBe("mab");
    expect(method.samplePreparation).toMatchObject({ dilution: "1:2", totalVolumeUl: 30, sampleUl: 10, masterMixUl: 20 });
    expect(method.ms).toMatchObject({ massRangeMin: 2000, massRangeMax: 4500, fragmentorV: 380, spectraPerSecond: 1 });
    expect(method.timelineMin).toBe(50);
    expect(method.sequence).toHaveLength(5);
    expect(method.sequence.reduce((sum: number, step: { durationMin: number }) => sum + step.durationMin, 0)).toBe(50);
    await expect(toast(page, "Method Exported")).toContainText("JSON file downloaded successfully");
  });

  test("exports the text protocol, and without a project name uses CR3520_Method", async ({ page }) => {
    const panel = await openSharedMethod(page);
    let downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export protocol" }).click();
    let download = await downloading;
    expect(download.suggestedFilename()).toBe(`MyProj_${todayIso()}.txt`);
    const protocol = await fs.readFile((await download.path())!, "utf8");
    expect(protocol).toContain("CR3520 cIEF-MS Method Protocol");
    expect(protocol).toContain("Project: MyProj");
    expect(protocol).toContain("Protein type: Monoclonal Antibody (mAb)");
    expect(protocol).toContain("Dilution: 1:2");
    expect(protocol).toContain("Mass range: 2,000–4,500 m/z");
    expect(protocol).toContain("Fragmentor: 380 V");
    expect(protocol).toContain("4. Analysis sequence (total 50 min)");
    expect(protocol.match(/Step \d:/g)).toHaveLength(5);
    await expect(toast(page, "Method Exported")).toContainText("Text protocol downloaded successfully");

    await panel.getByLabel("Project name").fill("");
    await panel.getByRole("button", { name: "Generate method" }).click();
    downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export JSON" }).click();
    download = await downloading;
    expect(download.suggestedFilename()).toBe(`CR3520_Method_${todayIso()}.json`);
  });

  test("the share link is copied and reproduces the method; the e-mail carries it too", async ({ page, baseURL }) => {
    test.slow();
    await grantClipboard(page);
    await openSharedMethod(page);
    await page.getByRole("button", { name: "Copy share link" }).click();
    await expect(page.getByRole("button", { name: "Link copied" })).toBeVisible();
    await expect(toast(page, "Link Copied")).toContainText("Shareable method link copied to clipboard");
    const link = await readClipboard(page);
    expect(link).toBe(`${baseURL}/tools?method=cr3520&protein=mab&concentration=0.5-1.0&pi=6-10&project=MyProj`);

    const mail = page.getByRole("link", { name: "Share by e-mail" });
    const href = (await mail.getAttribute("href"))!;
    expect(href.startsWith("mailto:?subject=")).toBe(true);
    expect(decodeURIComponent(href)).toContain("CR3520 cIEF-MS method: MyProj");
    expect(decodeURIComponent(href)).toContain(`Open the method: ${link}`);

    const other = await page.context().newPage();
    await open(other, link);
    const panel = toolPanel(other, "method-assistant");
    await expect(panel.getByTestId("method-project")).toHaveText("MyProj");
    await expect(panel.getByTestId("method-mass-range")).toHaveText("2,000–4,500 m/z");
    await expect(panel.getByTestId("method-timeline")).toHaveText("50 min");
  });

  test("a refused clipboard says 'Copy Failed' for the link", async ({ page }) => {
    await breakClipboard(page);
    await openSharedMethod(page);
    await page.getByRole("button", { name: "Copy share link" }).click();
    await expect(toast(page, "Copy Failed")).toContainText("Could not copy link to clipboard");
  });
});

test.describe("copying results", () => {
  test("copies the result, shows 'Copied' for 2 seconds and names it in a toast", async ({ page }) => {
    await grantClipboard(page);
    await page.clock.install();
    const panel = await openTool(page, "capillary-volume");
    await calculateCapillaryVolume(panel, "50", "100");
    // time stands still from here on and moves only when the test says so
    await page.clock.pauseAt(Date.now() + 1000);
    await panel.getByRole("button", { name: "Copy result" }).click();
    const confirmation = panel.getByRole("button", { name: "Copied" });
    await expect(confirmation).toBeVisible();
    await expect(toast(page, "Copied to Clipboard")).toContainText("Capillary volume copied to clipboard");
    expect(await readClipboard(page)).toBe("Capillary volume: 1,963.50 nL (inner diameter 50 µm, length 100 cm)");
    await page.clock.runFor(1900);
    await expect(confirmation).toBeVisible();
    await page.clock.runFor(200);
    await expect(panel.getByRole("button", { name: "Copy result" })).toBeVisible();
    await expect(confirmation).toHaveCount(0);
  });

  test("a refused clipboard says 'Copy Failed'", async ({ page }) => {
    await breakClipboard(page);
    const panel = await openTool(page, "intact-mass");
    await panel.getByRole("button", { name: "Load example" }).click();
    await panel.getByRole("button", { name: "Calculate mass" }).click();
    await panel.getByRole("button", { name: "Copy result" }).click();
    await expect(toast(page, "Copy Failed")).toContainText("Unable to copy to clipboard");
    await expect(panel.getByRole("button", { name: "Copied" })).toHaveCount(0);
  });
});

test("the tools make no network calls: nothing goes to /api or off-site after the page has loaded", async ({ page, baseURL }) => {
  test.slow();
  await grantClipboard(page);
  const requests: string[] = [];
  let loaded = false;
  page.on("request", (request) => loaded && requests.push(request.url()));
  await open(page, "/tools");
  await page.waitForLoadState("networkidle");
  loaded = true;

  const tab = (id: ToolId) => page.getByRole("tab", { name: toolName(id), exact: true }).click();

  await calculateCapillaryVolume(toolPanel(page, "capillary-volume"), "50", "100");
  await toolPanel(page, "capillary-volume").getByRole("button", { name: "Copy result" }).click();
  await tab("injection-volume");
  await calculateInjection(toolPanel(page, "injection-volume"), "1", "10", "100");
  await tab("intact-mass");
  await toolPanel(page, "intact-mass").getByRole("button", { name: "Load example" }).click();
  await toolPanel(page, "intact-mass").getByRole("button", { name: "Calculate mass" }).click();
  await tab("antibody-weight");
  const antibody = toolPanel(page, "antibody-weight");
  await antibody.getByRole("tab", { name: "Sequences" }).click();
  await antibody.getByRole("button", { name: /Use Pertuzumab sequences/ }).click();
  await antibody.getByRole("button", { name: "Calculate molecular weight" }).click();
  await tab("sequence-predictor");
  await predict(toolPanel(page, "sequence-predictor"), "KFPDEEGACQP");
  await tab("method-assistant");
  const assistant = toolPanel(page, "method-assistant");
  await choose(page, assistant, "Protein type", "Fc-Fusion Protein");
  await choose(page, assistant, "Concentration range", "0.1–0.5 mg/mL");
  await choose(page, assistant, "Expected pI range", "pI 5–9 (neutral)");
  await assistant.getByRole("button", { name: "Generate method" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export JSON" }).click();
  await downloading;
  await page.getByRole("button", { name: "Copy share link" }).click();
  for (const name of ["Protocol", "Troubleshooting", "Analysis"]) await assistant.getByRole("tab", { name }).click();
  await expect(assistant.getByTestId("sequence-step")).toHaveCount(5);
  await page.waitForTimeout(500);

  const origin = new URL(baseURL!).origin;
  const offending = requests.filter((url) => {
    if (url.startsWith("blob:") || url.startsWith("data:")) return false;
    const parsed = new URL(url);
    return parsed.origin !== origin || parsed.pathname.startsWith("/api") || parsed.pathname.endsWith(".data");
  });
  expect(offending).toEqual([]);
});

test.describe("accessibility", () => {
  const produceResult: Record<ToolId, (page: Page, panel: Locator) => Promise<void>> = {
    "capillary-volume": (_page, panel) => calculateCapillaryVolume(panel, "50", "100"),
    "injection-volume": (_page, panel) => calculateInjection(panel, "5", "60", "100"),
    "intact-mass": async (_page, panel) => {
      await panel.getByRole("button", { name: "Load example" }).click();
      await panel.getByRole("button", { name: "Calculate mass" }).click();
    },
    "antibody-weight": async (_page, panel) => {
      await calculateAntibody(panel, "GGB", "ACDE");
      await calculateAntibody(panel, "GG", "ACDE");
    },
    "sequence-predictor": (_page, panel) => predict(panel, "KFPDEEGACQP"),
    "method-assistant": async (_page, panel) => {
      await panel.getByRole("button", { name: "Generate method" }).click();
      await expect(alertIn(panel)).toBeVisible();
    },
  };

  for (const [id, name] of TOOLS) {
    test(`${name} with a result has no axe violations`, async ({ page }) => {
      test.slow();
      const panel = await openTool(page, id);
      await produceResult[id](page, panel);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }

  test("the generated method and its tabs have no axe violations", async ({ page }) => {
    test.slow();
    const panel = await openSharedMethod(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    for (const name of ["Protocol", "Troubleshooting", "Analysis"]) {
      await panel.getByRole("tab", { name }).click();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    }
  });
});
