import { describe, expect, it } from "vitest";
import { intactMassLinkInputs, readIntactMassLink } from "./intact-mass-link";

function query(inputs: Record<string, string | string[]>): URLSearchParams {
  const q = new URLSearchParams("tool=intact-mass");
  for (const [name, value] of Object.entries(inputs)) for (const one of Array.isArray(value) ? value : [value]) q.append(name, one);
  return q;
}

describe("intact-mass permalink", () => {
  it("writes rows, exclusions, mode, species and a non-default tolerance, and reads them back", () => {
    const state = {
      rows: [
        { mz: "3365.95", charge: "44" },
        { mz: "", charge: "" },
        { mz: "3219.65", charge: "46" },
        { mz: "1000", charge: "10", excluded: true },
        { mz: "3444.21", charge: "" },
      ],
      mode: "negative" as const,
      species: [{ label: "G0F/G0F", mass: 148057.58 }],
      tolerancePpm: 50,
    };
    const inputs = intactMassLinkInputs(state);
    expect(inputs).toEqual({
      peak: ["3365.95/44", "3219.65/46", "1000/10", "3444.21"],
      exclude: ["3"],
      species: ["G0F/G0F:148057.58"],
      mode: "negative",
      tol: "50",
    });
    expect(readIntactMassLink(query(inputs))).toEqual({
      rows: [
        { mz: "3365.95", charge: "44" },
        { mz: "3219.65", charge: "46" },
        { mz: "1000", charge: "10", excluded: true },
        { mz: "3444.21", charge: "" },
      ],
      mode: "negative",
      species: [{ label: "G0F/G0F", mass: 148057.58 }],
      tolerancePpm: 50,
    });
  });

  it("leaves out positive mode and the default 100 ppm", () => {
    const inputs = intactMassLinkInputs({ rows: [{ mz: "1", charge: "1" }], mode: "positive", species: [], tolerancePpm: 100 });
    expect(inputs).toEqual({ peak: ["1/1"], exclude: [], species: [] });
  });

  it("reads a bare link and drops malformed values without failing", () => {
    expect(readIntactMassLink(new URLSearchParams("tool=intact-mass"))).toEqual({ rows: [], mode: "positive", species: [], tolerancePpm: 100 });
    const read = readIntactMassLink(
      new URLSearchParams("tool=intact-mass&peak=1/2/3&peak=3365.95/44&mode=sideways&tol=-4&species=nolabel&species=G0F%2FG0F:148057.58&exclude=x"),
    );
    expect(read).toEqual({ rows: [{ mz: "3365.95", charge: "44" }], mode: "positive", species: [{ label: "G0F/G0F", mass: 148057.58 }], tolerancePpm: 100 });
  });

  it("reads the species of the antibody tool's link", () => {
    const read = readIntactMassLink(new URLSearchParams("?tool=intact-mass&species=G0F%2FG0F:148057.58&species=G0F%2FG1F:148219.72"));
    expect(read.species.map((s) => s.label)).toEqual(["G0F/G0F", "G0F/G1F"]);
    expect(read.rows).toEqual([]);
  });
});
