import fs from "node:fs/promises";
import { type Locator, type Page, expect, test } from "@playwright/test";
import { open } from "./support";

// The antibody weight tool (FASTA, glycoforms, pI, permalink, the chain to intact mass and
// the method assistant) and the HER2 predictor (epitopes from the literature, ties, permalink),
// at phone and desktop width.

// Trastuzumab (USP monograph / DrugBank DB00072), as in app/tools/antibody-sequences.ts.
const HEAVY =
  "EVQLVESGGGLVQPGGSLRLSCAASGFNIKDTYIHWVRQAPGKGLEWVARIYPTNGYTRYADSVKGRFTISADTSKNTAYLQMNSLRAEDTAVYYCSRWGGDGFYAMDYWGQGTLVTVSSASTKGPSVFPLAPSSKSTSGGTAALGCLVKDYFPEPVTVSWNSGALTSGVHTFPAVLQSSGLYSLSSVVTVPSSSLGTQTYICNVNHKPSNTKVDKKVEPKSCDKTHTCPPCPAPELLGGPSVFLFPPKPKDTLMISRTPEVTCVVVDVSHEDPEVKFNWYVDGVEVHNAKTKPREEQYNSTYRVVSVLTVLHQDWLNGKEYKCKVSNKALPAPIEKTISKAKGQPREPQVYTLPPSREEMTKNQVSLTCLVKGFYPSDIAVEWESNGQPENNYKTTPPVLDSDGSFFLYSKLTVDKSRWQQGNVFSCSVMHEALHNHYTQKSLSLSPGK";
const LIGHT =
  "DIQMTQSPSSLSASVGDRVTITCRASQDVNTAVAWYQQKPGKAPKLLIYSASFLYSGVPSRFSGSRSGTDFTLTISSLQPEDFATYYCQQHYTTPPTFGQGTKVEIKRTVAAPSVFIFPPSDEQLKSGTASVVCLLNNFYPREAKVQWKVDNALQSGNSQESVTEQDSKDSTYSLSSTLTLSKADYEKHKVYACEVTHQGLSSPVTKSFNRGEC";
const FASTA_BOTH = `>trastuzumab heavy chain\n${HEAVY.slice(0, 60)}\n${HEAVY.slice(60)}\n>trastuzumab light chain\n${LIGHT}\n`;

const VIEWPORTS = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 900 }],
] as const;

function panelOf(page: Page, name: string): Locator {
  return page.getByRole("tabpanel", { name, exact: true });
}

async function openTool(page: Page, path: string, name: string) {
  await open(page, path);
  const panel = panelOf(page, name);
  await expect(panel).toHaveAttribute("aria-busy", "false");
  return panel;
}

let consoleErrors: string[] = [];
test.beforeEach(async ({ page }) => {
  consoleErrors = [];
  page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
});
test.afterEach(() => expect(consoleErrors).toEqual([]));

for (const [width, viewport] of VIEWPORTS) {
  test.describe(`Antibody Molecular Weight (${width})`, () => {
    test.use({ viewport });

    test("two FASTA records in one box become heavy and light chain; glycoforms, pI and a permalink that survives a reload", async ({ page }) => {
      const panel = await openTool(page, "/tools?tool=antibody-weight", "Antibody Molecular Weight");
      await panel.getByLabel("Heavy chain sequence").fill(FASTA_BOTH);
      await expect(panel.getByText("2 FASTA records")).toBeVisible();
      const notice = panel.getByRole("status").filter({ hasText: "Two FASTA records in the heavy chain box" });
      await expect(notice).toContainText("record 1 (trastuzumab heavy chain), 450 residues");
      await expect(notice).toContainText("record 2 (trastuzumab light chain), 214 residues");
      await notice.getByRole("button", { name: "Use record 2 as the light chain" }).click();
      await expect(panel.getByLabel("Heavy chain sequence")).toHaveValue(HEAVY);
      await expect(panel.getByLabel("Light chain sequence")).toHaveValue(LIGHT);

      await panel.getByLabel(/Disulfide bonds/).check();
      await panel.getByLabel(/C-terminal lysine clipped/).check();
      await panel.getByRole("button", { name: "Calculate molecular weight" }).click();

      await expect(panel.getByTestId("antibody-total-mass")).toHaveText("145,166.88");
      await expect(panel.getByTestId("heavy-chain-mass")).toHaveText("49,156.47 Da");
      await expect(panel.getByText("Heavy chain, 449 aa (C-terminal K clipped)")).toBeVisible();
      await expect(panel.getByTestId("antibody-pi")).toHaveText("8.65");
      const glycoforms = panel.getByTestId("glycoform-row");
      await expect(glycoforms).toHaveCount(5);
      await expect(glycoforms.first()).toContainText("G0F/G0F");
      await expect(glycoforms.first()).toContainText("148,057.58");
      await expect(panel.getByTestId("reduced-chain-row").first()).toContainText("23,443.10");
      await expect(panel.getByText("G0F: +1,445.35 Da average")).toBeVisible();

      // the permalink holds the sequences (no headers) and the options
      await expect(page).toHaveURL(/disulfides=16/);
      const url = new URL(page.url());
      expect(url.searchParams.get("tool")).toBe("antibody-weight");
      expect(url.searchParams.get("heavy")).toBe(HEAVY);
      expect(url.searchParams.get("light")).toBe(LIGHT);
      expect(url.searchParams.get("kclip")).toBe("1");
      expect(url.searchParams.get("pyroglu")).toBeNull();

      await panel.getByRole("button", { name: "Copy link to this antibody molecular weight calculation" }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

      const downloading = page.waitForEvent("download");
      await panel.getByRole("button", { name: "Download CSV" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("antibody-glycoforms.csv");
      const csv = await fs.readFile((await download.path())!, "utf8");
      expect(csv.split("\r\n").slice(0, 2)).toEqual(["Glycoform,Average mass (Da),Glycans (Da)", "G0F/G0F,148057.58,2890.70"]);

      // a reload shows the same inputs and result
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const reloaded = panelOf(page, "Antibody Molecular Weight");
      await expect(reloaded.getByTestId("antibody-total-mass")).toHaveText("145,166.88");
      await expect(reloaded.getByLabel("Heavy chain sequence")).toHaveValue(HEAVY);
      await expect(reloaded.getByLabel(/C-terminal lysine clipped/)).toBeChecked();
      await expect(reloaded.getByLabel("Number of disulfide bonds")).toHaveValue("16");
    });

    test("pyro-Glu and the monoisotopic mass; bad input gets a clear message", async ({ page }) => {
      const panel = await openTool(page, `/tools?tool=antibody-weight&heavy=QGK&light=EG&pyroglu=1`, "Antibody Molecular Weight");
      // QGK − NH3 = 331.3717 − 17.0305 = 314.3412; EG − H2O = 204.1824 − 18.015 = 186.1674; 2 · 314.3412 + 2 · 186.1674 = 1,001.0172
      await expect(panel.getByTestId("antibody-total-mass")).toHaveText("1,001.02");
      await expect(panel.getByText("Heavy chain, 3 aa (N-terminal Q → pyro-Glu)")).toBeVisible();
      await expect(panel.getByTestId("antibody-monoisotopic-mass")).not.toBeEmpty();
      await expect(panel.getByText("no N-glycosylation sequon")).toBeVisible();

      await panel.getByLabel("Light chain sequence").fill("EG1");
      await panel.getByRole("button", { name: "Calculate molecular weight" }).click();
      await expect(panel.getByRole("alert")).toContainText('Light chain contains invalid amino acid code: "1".');
      await expect(panel.getByText(/NaN|Infinity/)).toHaveCount(0);
    });

    test("the chain: the result opens the intact-mass tool with the expected species and the method assistant with pI and mass", async ({ page }) => {
      const path = `/tools?tool=antibody-weight&heavy=${HEAVY}&light=${LIGHT}&disulfides=16&kclip=1`;
      const panel = await openTool(page, path, "Antibody Molecular Weight");
      await expect(panel.getByTestId("antibody-total-mass")).toHaveText("145,166.88");

      const intact = panel.getByRole("link", { name: "Check observed masses against these species" });
      const intactUrl = new URL((await intact.getAttribute("href"))!, page.url());
      expect(intactUrl.pathname).toBe("/tools");
      expect(intactUrl.searchParams.get("tool")).toBe("intact-mass");
      expect(intactUrl.searchParams.getAll("species")).toEqual([
        "G0F/G0F (K clipped):148057.58",
        "G0F/G1F (K clipped):148219.72",
        "G1F/G1F (K clipped):148381.86",
        "G1F/G2F (K clipped):148544.00",
        "G2F/G2F (K clipped):148706.15",
      ]);
      const method = panel.getByRole("link", { name: "Plan a cIEF-MS method for this antibody" });
      const methodUrl = new URL((await method.getAttribute("href"))!, page.url());
      expect(Object.fromEntries(methodUrl.searchParams)).toEqual({ method: "cr3520", protein: "mab", tpi: "8.65", mass: "148057.58" });

      await intact.click();
      await expect(page).toHaveURL(/tool=intact-mass&species=G0F%2FG0F/);
      await expect(page.getByRole("tab", { name: "Intact Mass", exact: true })).toHaveAttribute("aria-selected", "true");
      await page.goBack();
      await expect(page.getByRole("tab", { name: "Antibody Molecular Weight", exact: true })).toHaveAttribute("aria-selected", "true");
      await panelOf(page, "Antibody Molecular Weight").getByRole("link", { name: "Plan a cIEF-MS method for this antibody" }).click();
      await expect(page).toHaveURL(/method=cr3520&protein=mab&tpi=8.65&mass=148057.58/);
      await expect(page.getByRole("tab", { name: "CR3520 cIEF-MS Method Assistant", exact: true })).toHaveAttribute("aria-selected", "true");
    });
  });

  test.describe(`Antibody Sequence Predictor (${width})`, () => {
    test.use({ viewport });

    test("DPPF, trastuzumab's loop 570–573, lies within the epitope: trastuzumab and T-DM1 tie at 70 %; the link keeps epitope and tab", async ({ page }) => {
      const panel = await openTool(page, "/tools?tool=sequence-predictor", "Antibody Sequence Predictor");
      await panel.getByLabel("HER2 epitope sequence").fill("d p p f");
      await panel.getByRole("button", { name: "Predict antibody" }).click();
      const matches = panel.getByRole("listitem").filter({ hasText: "confidence" });
      await expect(matches).toHaveCount(2);
      await expect(matches.nth(0)).toContainText("Trastuzumab (Herceptin)");
      await expect(matches.nth(1)).toContainText("T-DM1");
      for (const i of [0, 1]) {
        await expect(matches.nth(i)).toContainText("Partial match");
        await expect(matches.nth(i)).toContainText("70% confidence");
        await expect(matches.nth(i)).toContainText("Lies within the epitope (HER2 residues 557–603) at residues 570–573, a contact segment (loop 2).");
        await expect(matches.nth(i)).toContainText("Cho HS et al., Nature 2003, PDB 1N8Z");
      }
      await expect(panel.getByTestId("match-rank")).toHaveText(["#1 (tie)", "#1 (tie)"]);
      await expect(page).toHaveURL(/tool=sequence-predictor&epitope=DPPF$/);

      await panel.getByRole("tab", { name: "Database" }).click();
      await expect(page).toHaveURL(/epitope=DPPF&tab=database$/);
      const sources = panel.getByTestId("epitope-source");
      await expect(sources).toHaveCount(3);
      await expect(sources.nth(0)).toContainText("Nature 2003;421:756–760");
      await expect(sources.nth(1)).toContainText("Cancer Cell 2004;5:317–328");
      await expect(sources.nth(1).getByRole("link", { name: /PDB 1S78/ })).toHaveAttribute("href", "https://www.rcsb.org/structure/1S78");
      await expect(sources.nth(2)).toContainText("PDB 1N8Z");
      await expect(panel.getByText("HER2 domain II · residues 245–311")).toBeVisible();

      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const reloaded = panelOf(page, "Antibody Sequence Predictor");
      await expect(reloaded.getByRole("tab", { name: "Database" })).toHaveAttribute("aria-selected", "true");
      await reloaded.getByRole("tab", { name: "Predictor" }).click();
      await expect(reloaded.getByLabel("HER2 epitope sequence")).toHaveValue("DPPF");
      await expect(reloaded.getByTestId("prediction-confidence")).toHaveText("70%");
    });

    test("the whole 557–603 footprint is the epitope: an exact match for trastuzumab and T-DM1 alike", async ({ page }) => {
      const panel = await openTool(
        page,
        "/tools?tool=sequence-predictor&epitope=PEADQCVACAHYKDPPFCVARCPSGVKPDLSYMPIWKFPDEEGACQP",
        "Antibody Sequence Predictor",
      );
      const matches = panel.getByRole("listitem").filter({ hasText: "confidence" });
      await expect(matches).toHaveCount(2);
      for (const i of [0, 1]) {
        await expect(matches.nth(i)).toContainText("Exact match");
        await expect(matches.nth(i)).toContainText("95% confidence");
        await expect(matches.nth(i)).toContainText("Is the epitope: HER2 residues 557–603");
      }
      await expect(panel.getByTestId("match-rank")).toHaveText(["#1 (tie)", "#1 (tie)"]);
    });

    test("the precursor-numbered window 557–603 shares two loops with the epitope but is 'No Match Found'", async ({ page }) => {
      const panel = await openTool(page, "/tools?tool=sequence-predictor", "Antibody Sequence Predictor");
      await panel.getByLabel("HER2 epitope sequence").fill("ARHCLPCHPECQPQNGSVTCFGPEADQCVACAHYKDPPFCVARCPSG");
      await panel.getByRole("button", { name: "Predict antibody" }).click();
      await expect(panel.getByRole("status").filter({ hasText: "No Match Found" })).toBeVisible();
      await expect(panel.getByRole("listitem").filter({ hasText: "confidence" })).toHaveCount(0);
      await expect(panel.getByText(/Overlaps HER2 residues/)).toHaveCount(0);
    });
  });
}
