import { describe, expect, it } from "vitest";
import { calculateIntactMass } from "./intact-mass";
import { INTACT_MASS_CSV_HEADER, intactMassCsv, intactMassCsvFileName } from "./intact-mass-csv";

const ROWS = [
  { mz: "3365.95", charge: "44" },
  { mz: "3219.65", charge: "46" },
  { mz: "3372.00", charge: "44" },
  { mz: "1000", charge: "10", excluded: true },
];

function lines(csv: string) {
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv.endsWith("\r\n")).toBe(true);
  return csv.slice(1, -2).split("\r\n");
}

describe("intact-mass CSV", () => {
  it("one quoted row per peak with its mass, deviations, flags and species, then the summary", () => {
    const r = calculateIntactMass(ROWS, { species: [{ label: "=G0F/G0F", mass: 148057.58 }] });
    if (!r.ok) throw new Error(r.message);
    const [header, ...rest] = lines(intactMassCsv(r));
    expect(header).toBe(INTACT_MASS_CSV_HEADER.map((h) => `"${h}"`).join(","));
    // mean of rows 1–3 = 148146.24167; row 1: 148057.479856 − 148146.24167 = −88.76 Da = −599.15 ppm
    expect(rest[0]).toBe('"1","3365.95","44","148057.48","-88.76","-599.15","-0.67","yes","same charge as row 3","\'=G0F/G0F","148057.58","-0.68","match"');
    expect(rest[2]).toContain('"outlier (modified z-score); same charge as row 1"');
    expect(rest[3]).toMatch(/^"4","1000","10","9989.93",.*"no \(excluded\)","outlier \(modified z-score\)"/);
    expect(rest[4]).toBe("");
    expect(rest).toContain('"Average mass (Da)","148146.24"');
    expect(rest).toContain('"Standard deviation, population (Da)","125.47"');
    expect(rest).toContain('"Standard deviation, sample (Da)","153.67"');
    expect(rest).toContain('"Charge states in the mean","3"');
  });

  it("is named by the date", () => {
    expect(intactMassCsvFileName(new Date(2026, 10, 27))).toBe("intact-mass-2026-11-27.csv");
  });
});
