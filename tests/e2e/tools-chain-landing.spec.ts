import { type Locator, type Page, expect, test } from "@playwright/test";
import { open } from "./support";

// The antibody tool's links to the intact-mass tool and the method assistant land on the tool they
// open: its heading takes focus (tabIndex -1) and its card is scrolled to the top of the window,
// below the sticky header, instead of leaving the reader on the /tools hero. Back returns to the
// antibody result the link was followed from.

const VIEWPORTS = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const;

const panelOf = (page: Page, name: string) => page.getByRole("tabpanel", { name, exact: true });

/** The tool's heading has focus and its card starts just below the sticky header. */
async function expectLandedOn(page: Page, toolName: string) {
  const heading = page.getByRole("heading", { level: 2, name: toolName, exact: true });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute("tabindex", "-1");
  await expect(heading).toBeInViewport();
  const header = await page.locator("body > header, header").first().boundingBox();
  const card = await heading.locator("xpath=ancestor::article[1]").boundingBox();
  expect(card!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  expect(card!.y).toBeLessThan(header!.y + header!.height + 40);
  // the hero is out of view
  await expect(page.getByRole("heading", { level: 1, name: "Scientific Tools" })).not.toBeInViewport();
}

async function expectBackAtResult(page: Page, antibody: Locator, link: string) {
  await page.goBack();
  await expect(antibody.getByTestId("antibody-total-mass")).toHaveText("145,423.23");
  await expect(antibody.getByRole("link", { name: link })).toBeInViewport();
}

for (const [width, viewport] of VIEWPORTS) {
  test(`chain links land on the tool they open, and Back returns to the result (${width})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await open(page, "/tools?tool=antibody-weight");
    const antibody = panelOf(page, "Antibody Molecular Weight");
    await expect(antibody).toHaveAttribute("aria-busy", "false");
    await antibody.getByRole("tab", { name: "Sequences" }).click();
    await antibody.getByRole("button", { name: /Use Trastuzumab sequences/ }).click();
    await antibody.getByLabel(/Disulfide bonds/).check();
    await antibody.getByRole("button", { name: "Calculate molecular weight" }).click();
    await expect(antibody.getByTestId("antibody-total-mass")).toHaveText("145,423.23");

    const toIntactMass = "Check observed masses against these species";
    await antibody.getByRole("link", { name: toIntactMass }).scrollIntoViewIfNeeded();
    await antibody.getByRole("link", { name: toIntactMass }).click();
    await expect(panelOf(page, "Intact Mass").getByLabel("Label, species 1")).toHaveValue(/G0F\/G0F/);
    await expectLandedOn(page, "Intact Mass");
    await expectBackAtResult(page, antibody, toIntactMass);

    const toMethod = "Plan a cIEF-MS method for this antibody";
    await antibody.getByRole("link", { name: toMethod }).click();
    await expect(panelOf(page, "CR3520 cIEF-MS Method Assistant").getByLabel("Theoretical pI")).not.toHaveValue("");
    await expectLandedOn(page, "CR3520 cIEF-MS Method Assistant");
    await expectBackAtResult(page, antibody, toMethod);

    // the Tools menu's plain /tools still opens at the top of the page
    await page.goto("/tools?tool=intact-mass");
    await expect(page.getByRole("heading", { level: 2, name: "Intact Mass", exact: true })).not.toBeFocused();
    expect(errors).toEqual([]);
  });
}
