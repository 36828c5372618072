import fs from "node:fs/promises";
import { type Locator, type Page, expect, test } from "@playwright/test";
import { open } from "./support";

// Intact mass (masses, charge assignment, and the receiving end of the chain from the antibody tool), at phone and desktop width.
// Numbers: M = z · (m/z − 1.007276); the unit tests beside app/tools/intact-mass.ts derive them.

const TRASTUZUMAB_MZ = ["3702.45", "3612.17", "3526.19", "3444.21", "3365.95"];
const ISSUE_PEAKS = "peak=3365.95%2F44&peak=3219.65%2F46&peak=3372.00%2F44&peak=1000%2F10";

let consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  consoleErrors = [];
  page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
  page.on("pageerror", (error) => consoleErrors.push(error.message));
});
test.afterEach(() => {
  expect(consoleErrors).toEqual([]);
});

async function openIntactMass(page: Page, query = ""): Promise<Locator> {
  await open(page, `/tools?tool=intact-mass${query}`);
  const panel = page.getByRole("tabpanel", { name: "Intact Mass", exact: true });
  await expect(panel).toHaveAttribute("aria-busy", "false");
  return panel;
}

function rowButton(panel: Locator, action: "Exclude" | "Include", row: number) {
  return panel.getByRole("button", { name: action === "Exclude" ? `Exclude row ${row} from the mean` : `Include row ${row} in the mean` });
}

for (const [label, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 900 }],
] as const) {
  test.describe(`Intact Mass at ${label} width (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("charges are assigned from m/z alone, and a broken ladder is refused with a reason", async ({ page }) => {
      const panel = await openIntactMass(page);
      for (let i = 2; i < TRASTUZUMAB_MZ.length; i++) await panel.getByRole("button", { name: "Add row" }).click();
      for (const [i, mz] of TRASTUZUMAB_MZ.entries()) await panel.getByLabel(`m/z, row ${i + 1}`).fill(mz);
      await panel.getByRole("button", { name: "Assign charges from m/z" }).click();
      for (const [i, z] of ["40", "41", "42", "43", "44"].entries()) await expect(panel.getByLabel(`Charge, row ${i + 1}`)).toHaveValue(z);
      await expect(panel.getByTestId("charge-assignment")).toContainText("5 adjacent charge states, z = 40–44");
      await expect(panel.getByTestId("average-mass")).toHaveText("148,057.65");
      await expect(page).toHaveURL(/peak=3702.45%2F40&peak=3612.17%2F41/);

      // 3612.17 removed: 3702.45 and 3526.19 are not adjacent next to the rest of the ladder
      await panel.getByRole("button", { name: "Remove row 2" }).click();
      for (let i = 1; i <= 4; i++) await panel.getByLabel(`Charge, row ${i}`).fill("");
      await panel.getByRole("button", { name: "Assign charges from m/z" }).click();
      const alert = panel.getByRole("alert");
      await expect(alert).toContainText("Charges Not Assigned");
      await expect(alert).toContainText("not adjacent charge states of one species");
      await expect(panel.getByLabel("Charge, row 1")).toHaveValue("");

      // one peak is not enough
      for (let i = 4; i >= 3; i--) await panel.getByRole("button", { name: `Remove row ${i}` }).click();
      await panel.getByLabel("m/z, row 2").fill("");
      await panel.getByRole("button", { name: "Assign charges from m/z" }).click();
      await expect(panel.getByRole("alert")).toContainText("Enter the m/z of at least 2 adjacent charge states of the same species to assign their charges.");
    });

    test("the issue's rows: the spec's result with the outlier and the same-charge pair flagged; one click excludes, the link keeps it", async ({ page }) => {
      const panel = await openIntactMass(page, `&${ISSUE_PEAKS}`);
      // the spec's numbers, unchanged, now with warnings
      await expect(panel.getByTestId("average-mass")).toHaveText("113,607.16");
      await expect(panel.getByTestId("mass-sd")).toHaveText("59,823.54 Da");
      await expect(panel.getByTestId("mass-sd-sample")).toHaveText("69,078.27 Da");
      await expect(panel.getByRole("status").filter({ hasText: "Row 4 is an outlier" })).toBeVisible();
      await expect(panel.getByRole("status").filter({ hasText: "Rows 1 and 3 have the same charge (z = 44) but different masses" })).toContainText(
        "266.20 Da (1,797.95 ppm) apart",
      );
      await expect(panel.getByTestId("row-deviation-ppm")).toHaveText(["+303,240.71 ppm", "+303,241.46 ppm", "+305,583.87 ppm", "−912,066.04 ppm"]);

      await rowButton(panel, "Exclude", 4).click();
      await expect(panel.getByTestId("average-mass")).toHaveText("148,146.24");
      await expect(panel.getByTestId("mass-sd")).toHaveText("125.47 Da");
      await expect(panel.getByTestId("mass-sd-sample")).toHaveText("153.67 Da");
      await expect(panel.getByTestId("mass-count")).toHaveText("3 of 4 (1 excluded)");
      await expect(rowButton(panel, "Include", 4)).toHaveAttribute("aria-pressed", "true");
      // without the far outlier, 3372.00/44 stands out on its own
      await expect(panel.getByRole("status").filter({ hasText: "Row 3 is an outlier" })).toBeVisible();
      await rowButton(panel, "Exclude", 3).click();
      await expect(panel.getByTestId("average-mass")).toHaveText("148,057.52");
      await expect(panel.getByTestId("mass-sd")).toHaveText("0.04 Da");
      // two rows must stay in the mean
      await expect(rowButton(panel, "Exclude", 1)).toBeDisabled();
      await expect(page).toHaveURL(/exclude=3/);
      await expect(page).toHaveURL(/exclude=4/);

      // the permalink: a reload shows the same result with the same rows excluded
      await open(page, page.url());
      await expect(panel.getByTestId("average-mass")).toHaveText("148,057.52");
      await expect(panel.getByTestId("mass-count")).toHaveText("2 of 4 (2 excluded)");
      await expect(rowButton(panel, "Include", 3)).toBeVisible();
      await rowButton(panel, "Include", 4).click();
      await expect(panel.getByTestId("average-mass")).toHaveText("102,034.99");
    });

    test("the table downloads as CSV", async ({ page }) => {
      const panel = await openIntactMass(page, `&${ISSUE_PEAKS}&exclude=4&species=G0F%2FG0F:148057.58`);
      const downloading = page.waitForEvent("download");
      await panel.getByRole("button", { name: "Download CSV" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^intact-mass-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await fs.readFile((await download.path())!, "utf8");
      const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toBe(
        '"Row","m/z","Charge (z)","Mass (Da)","Deviation from mean (Da)","Deviation from mean (ppm)","Modified z-score","In mean","Flags","Nearest expected species","Expected mass (Da)","Error (ppm)","Species match"',
      );
      expect(lines[1]).toBe('"1","3365.95","44","148057.48","-88.76","-599.15","-0.67","yes","same charge as row 3","G0F/G0F","148057.58","-0.68","match"');
      expect(lines[4]).toMatch(/^"4","1000","10","9989.93",.*"no \(excluded\)"/);
      expect(lines).toContain('"Average mass (Da)","148146.24"');
      expect(lines).toContain('"Standard deviation, population (Da)","125.47"');
    });

    test("a link with species= labels each mass and the mean with the nearest species and its ppm error", async ({ page }) => {
      // as the antibody tool sends them: only the expected species
      const panel = await openIntactMass(page, "&species=G0F%2FG0F:148057.58&species=G0F%2FG1F:148219.72&species=bad");
      await expect(panel.getByLabel("Label, species 1")).toHaveValue("G0F/G0F");
      await expect(panel.getByLabel("Average mass (Da), species 2")).toHaveValue("148219.72");
      await expect(panel.getByLabel("Label, species 3")).toHaveCount(0);
      await panel.getByRole("button", { name: "Load example" }).click();
      await panel.getByRole("button", { name: "Calculate mass" }).click();
      await expect(panel.getByTestId("average-species")).toHaveText("Matches G0F/G0F (+0.48 ppm) · tolerance 100.00 ppm");
      await expect(panel.getByTestId("row-species").first()).toHaveText("G0F/G0F +0.87 ppm");

      // a mass 701 ppm from the nearest species is "no match"; the link keeps rows and species
      await open(page, `/tools?tool=intact-mass&peak=3219.65%2F46&peak=3372.00%2F44&peak=3365.95%2F44&species=G0F%2FG0F:148057.58&species=G0F%2FG1F:148219.72`);
      await expect(panel.getByTestId("row-species").nth(1)).toHaveText("no match nearest G0F/G1F, +701.39 ppm");
      await panel.getByLabel("Tolerance (ppm)").fill("1000");
      await panel.getByRole("button", { name: "Calculate mass" }).click();
      await expect(panel.getByTestId("row-species").nth(1)).toHaveText("G0F/G1F +701.39 ppm");
      await expect(page).toHaveURL(/tol=1000/);
      await open(page, page.url());
      await expect(panel.getByTestId("row-species").nth(1)).toHaveText("G0F/G1F +701.39 ppm");
    });

    test("a link followed inside the page (as the antibody tool's button navigates) opens the tool with its species", async ({ page }) => {
      await open(page, "/tools?tool=antibody-weight");
      // a client-side navigation, as a <Link> in another tool makes it: the workbench is remounted with the new query
      await page.evaluate(() =>
        (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(
          "/tools?tool=intact-mass&species=G0F%2FG0F:148057.58&peak=3702.45%2F40&peak=3612.17%2F41",
        ),
      );
      const panel = page.getByRole("tabpanel", { name: "Intact Mass", exact: true });
      await expect(page.getByRole("tab", { name: "Intact Mass", exact: true })).toHaveAttribute("aria-selected", "true");
      await expect(panel.getByLabel("Label, species 1")).toHaveValue("G0F/G0F");
      // 40 · 3701.442724 = 148057.70896 and 41 · 3611.162724 = 148057.67168: mean 148057.690322 = +0.745 ppm from 148,057.58
      await expect(panel.getByTestId("average-mass")).toHaveText("148,057.69");
      await expect(panel.getByTestId("average-species")).toContainText("Matches G0F/G0F (+0.75 ppm)");
    });

    test("negative mode, by hand and by link, and absurd charges get a clear message", async ({ page }) => {
      const panel = await openIntactMass(page);
      // M = z · (m/z + 1.007276): 5 · 1998.992724 … = 10,000.00 Da
      await panel.getByLabel("m/z, row 1").fill("1998.992724");
      await panel.getByLabel("Charge, row 1").fill("5");
      await panel.getByLabel("m/z, row 2").fill("1665.659391");
      await panel.getByLabel("Charge, row 2").fill("6");
      await panel.getByRole("radio", { name: /Negative/ }).check();
      await panel.getByRole("button", { name: "Calculate mass" }).click();
      await expect(panel.getByTestId("average-mass")).toHaveText("10,000.00");
      await expect(page).toHaveURL(/mode=negative/);
      await open(page, page.url());
      await expect(panel.getByRole("radio", { name: /Negative/ })).toBeChecked();
      await expect(panel.getByTestId("average-mass")).toHaveText("10,000.00");

      await panel.getByRole("button", { name: "Add row" }).click();
      await panel.getByLabel("m/z, row 3").fill("1000");
      await panel.getByLabel("Charge, row 3").fill("250");
      await panel.getByRole("button", { name: "Calculate mass" }).click();
      await expect(panel.getByRole("status").filter({ hasText: "1 row skipped" })).toContainText("Row 3: the charge must be a whole number from 1 to 200");
      await expect(panel.getByText(/NaN|Infinity/)).toHaveCount(0);
    });

    test("Copy link puts the calculation's address on the clipboard", async ({ page, baseURL }) => {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      const panel = await openIntactMass(page);
      await panel.getByRole("button", { name: "Load example" }).click();
      await panel.getByRole("button", { name: "Calculate mass" }).click();
      await panel.getByRole("button", { name: "Copy link to this Intact Mass calculation" }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`${baseURL}/tools?tool=intact-mass&peak=3702.45%2F40&peak=3612.17%2F41&peak=3526.19%2F42&peak=3444.21%2F43&peak=3365.95%2F44`);
    });
  });
}
