import { type Page, expect, test } from "@playwright/test";
import { open } from "./support";

// From sequence to assigned peaks. The antibody tool's result is sent on to the
// intact-mass tool as the expected species, where observed m/z values (charges assigned by the tool)
// are labelled with the nearest species and its ppm error; and to the method assistant, which proposes
// the pI range and the m/z window. Clicked through, as a scientist would, at phone and desktop width.

// Trastuzumab (USP monograph / DrugBank DB00072), as in app/tools/antibody-sequences.ts.
const HEAVY =
  "EVQLVESGGGLVQPGGSLRLSCAASGFNIKDTYIHWVRQAPGKGLEWVARIYPTNGYTRYADSVKGRFTISADTSKNTAYLQMNSLRAEDTAVYYCSRWGGDGFYAMDYWGQGTLVTVSSASTKGPSVFPLAPSSKSTSGGTAALGCLVKDYFPEPVTVSWNSGALTSGVHTFPAVLQSSGLYSLSSVVTVPSSSLGTQTYICNVNHKPSNTKVDKKVEPKSCDKTHTCPPCPAPELLGGPSVFLFPPKPKDTLMISRTPEVTCVVVDVSHEDPEVKFNWYVDGVEVHNAKTKPREEQYNSTYRVVSVLTVLHQDWLNGKEYKCKVSNKALPAPIEKTISKAKGQPREPQVYTLPPSREEMTKNQVSLTCLVKGFYPSDIAVEWESNGQPENNYKTTPPVLDSDGSFFLYSKLTVDKSRWQQGNVFSCSVMHEALHNHYTQKSLSLSPGK";
const LIGHT =
  "DIQMTQSPSSLSASVGDRVTITCRASQDVNTAVAWYQQKPGKAPKLLIYSASFLYSGVPSRFSGSRSGTDFTLTISSLQPEDFATYYCQQHYTTPPTFGQGTKVEIKRTVAAPSVFIFPPSDEQLKSGTASVVCLLNNFYPREAKVQWKVDNALQSGNSQESVTEQDSKDSTYSLSSTLTLSKADYEKHKVYACEVTHQGLSSPVTKSFNRGEC";
// [M+zH]z+ of G0F/G0F trastuzumab (148,057.58 Da) at z = 40 and 41: z · m/z − z · 1.007276
const OBSERVED_MZ = ["3702.45", "3612.17"];

const panelOf = (page: Page, name: string) => page.getByRole("tabpanel", { name, exact: true });

for (const [width, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 900 }],
] as const) {
  test(`sequence → intact mass → method, clicked through (${width})`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await open(page, `/tools?tool=antibody-weight&heavy=${HEAVY}&light=${LIGHT}&disulfides=16&kclip=1`);
    const antibody = panelOf(page, "Antibody Molecular Weight");
    await expect(antibody.getByTestId("antibody-total-mass")).toHaveText("145,166.88");

    // on to the intact-mass tool with the glycoforms as expected species
    await antibody.getByRole("link", { name: "Check observed masses against these species" }).click();
    const intact = panelOf(page, "Intact Mass");
    await expect(intact.getByLabel("Label, species 1")).toHaveValue("G0F/G0F (K clipped)");
    await expect(intact.getByLabel("Average mass (Da), species 1")).toHaveValue("148057.58");
    await expect(intact.getByLabel("Label, species 5")).toHaveValue("G2F/G2F (K clipped)");
    // observed peaks typed as m/z only; the tool assigns the charges
    for (const [i, mz] of OBSERVED_MZ.entries()) await intact.getByLabel(`m/z, row ${i + 1}`).fill(mz);
    await intact.getByRole("button", { name: "Assign charges from m/z" }).click();
    await expect(intact.getByLabel("Charge, row 1")).toHaveValue("40");
    await expect(intact.getByLabel("Charge, row 2")).toHaveValue("41");
    await intact.getByRole("button", { name: "Calculate mass" }).click();
    await expect(intact.getByTestId("average-species")).toContainText("Matches G0F/G0F (K clipped)");
    await expect(intact.getByTestId("row-species").first()).toContainText(/G0F\/G0F \(K clipped\) [+−-]\d+\.\d{2} ppm/);
    await page.screenshot({ path: testInfo.outputPath(`chain-intact-${width}.png`), fullPage: true });

    // back to the antibody, and on to the method assistant with its theoretical pI and mass
    await page.goBack();
    await expect(antibody.getByTestId("antibody-total-mass")).toHaveText("145,166.88");
    await antibody.getByRole("link", { name: "Plan a cIEF-MS method for this antibody" }).click();
    const method = panelOf(page, "CR3520 cIEF-MS Method Assistant");
    await expect(method.getByLabel("Theoretical pI")).toHaveValue("8.65");
    await expect(page).toHaveURL(/tpi=8\.65&mass=148057\.58/);
    expect(errors).toEqual([]);
  });
}
