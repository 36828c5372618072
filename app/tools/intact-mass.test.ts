import { describe, expect, it } from "vitest";
import { expectOk } from "../../tests/support/tool-results";
import { toolError } from "./tool-result";
import {
  MIN_FLAG_PPM,
  MIN_ROWS,
  PROTON_MASS,
  formatMz,
  formatSigned2,
  matchText,
  mzFromMass,
  calculateIntactMass,
  canRemoveRow,
  emptyRow,
  initialRows,
  intactMassCopyText,
  massFromMz,
  removeRow,
  type MassRow,
} from "./intact-mass";

const INSUFFICIENT = toolError("Insufficient Data", "Please enter at least 2 valid m/z and charge pairs.");
const INVALID = toolError("Invalid Data", "Please enter valid numeric values for m/z and charge.");

const row = (mz: string, charge: string): MassRow => ({ mz, charge });

describe("proton mass and formula", () => {
  it("uses the proton mass 1.007276 Da (decisions.md)", () => {
    expect(PROTON_MASS).toBe(1.007276);
  });

  it("agrees with CODATA 2018's proton mass, 1.007 276 466 621(53) u, to 0.5 µDa", () => {
    // NIST CODATA 2018, "proton mass in u": 1.007 276 466 621 u
    expect(Math.abs(PROTON_MASS - 1.007276466621)).toBeLessThan(5e-7);
  });

  it("negative mode: M = z · (m/z + 1.007276) for [M − zH]^z−", () => {
    // 10 · (1000 + 1.007276) = 10010.07276
    expect(massFromMz(1000, 10, "negative")).toBeCloseTo(10010.07276, 8);
    expect(massFromMz(mzFromMass(25000, 12, "negative"), 12, "negative")).toBeCloseTo(25000, 8);
  });

  it("M = z · (m/z − 1.007276)", () => {
    // 1 · (1000 − 1.007276) = 998.992724
    expect(massFromMz(1000, 1)).toBeCloseTo(998.992724, 9);
    // 10 · (1500.5 − 1.007276) = 10 · 1499.492724 = 14994.92724
    expect(massFromMz(1500.5, 10)).toBeCloseTo(14994.92724, 8);
  });
});

describe("calculateIntactMass", () => {
  it("two charge states of the same 148,000 Da protein give 148000.00 ± 0.00", () => {
    // z = 74: m/z = 148000/74 + 1.007276 = 2000 + 1.007276 = 2001.007276 → M = 74 · 2000 = 148000
    // z = 80: m/z = 148000/80 + 1.007276 = 1850 + 1.007276 = 1851.007276 → M = 80 · 1850 = 148000
    const r = expectOk(calculateIntactMass([row("2001.007276", "74"), row("1851.007276", "80")]));
    expect(r.rows.map((x) => x.massText)).toEqual(["148,000.00", "148,000.00"]);
    expect(r.averageMassText).toBe("148,000.00");
    expect(r.standardDeviationText).toBe("0.00");
    expect(r.averageMass).toBe(148000);
  });

  it("average and population standard deviation", () => {
    // masses: 1 · 1000 = 1000, 2 · 1000 = 2000, 3 · 1000 = 3000 (m/z − proton = 1000 each)
    // average = 6000 / 3 = 2000
    // population variance = ((−1000)² + 0² + 1000²) / 3 = 2,000,000 / 3 = 666,666.67
    // SD = √666,666.67 = 816.4966 → "816.50" (the sample SD, ÷2, would be 1000.00)
    const r = expectOk(calculateIntactMass([row("1001.007276", "1"), row("1001.007276", "2"), row("1001.007276", "3")]));
    expect(r.rows.map((x) => x.mass)).toEqual([1000, 2000, 3000]);
    expect(r.averageMassText).toBe("2,000.00");
    expect(r.standardDeviationText).toBe("816.50");
    expect(r.standardDeviation).toBe(816.5);
  });

  it("rounds each value to 2 decimals", () => {
    // row 1: 10 · (1500.5 − 1.007276) = 14994.92724 → 14994.93
    // row 2: 11 · (1364.2 − 1.007276) = 11 · 1363.192724 = 14995.119964 → 14995.12
    // average = (14994.92724 + 14995.119964) / 2 = 14995.023602 → 14995.02
    // population SD of two values = |difference| / 2 = 0.192724 / 2 = 0.096362 → 0.10
    const r = expectOk(calculateIntactMass([row("1500.5", "10"), row("1364.2", "11")]));
    expect(r.rows.map((x) => x.massText)).toEqual(["14,994.93", "14,995.12"]);
    expect(r.rows.map((x) => x.mass)).toEqual([14994.93, 14995.12]);
    expect(r.averageMassText).toBe("14,995.02");
    expect(r.standardDeviationText).toBe("0.10");
  });

  it("trims whitespace in the fields", () => {
    const r = expectOk(calculateIntactMass([row(" 2001.007276 ", " 74"), row("1851.007276\t", "80 ")]));
    expect(r.averageMassText).toBe("148,000.00");
  });

  it("skips invalid filled rows when at least 2 valid ones remain, and reports them", () => {
    const r = expectOk(calculateIntactMass([row("2001.007276", "74"), row("abc", "3"), row("", ""), row("1851.007276", "80"), row("1000", "2.5")]));
    expect(r.rows.map((x) => x.index)).toEqual([0, 3]);
    expect(r.skippedRows).toEqual([
      { index: 1, reason: "the m/z is not a positive number" },
      { index: 4, reason: "the charge must be a whole number from 1 to 200" },
    ]);
  });

  describe("'Insufficient Data' when fewer than 2 rows have both fields", () => {
    it.each<[string, MassRow[]]>([
      ["no rows", []],
      ["two empty rows", [emptyRow(), emptyRow()]],
      ["one complete row", [row("1000", "1")]],
      ["one complete and one half row", [row("1000", "1"), row("1000", "")]],
      ["charge only", [row("", "1"), row("", "2")]],
      ["whitespace-only fields", [row("1000", "1"), row("  ", "\t")]],
    ])("%s", (_name, rows) => {
      expect(calculateIntactMass(rows)).toEqual(INSUFFICIENT);
    });
  });

  describe("'Invalid Data' when fewer than 2 filled rows are valid", () => {
    it.each<[string, MassRow[]]>([
      ["non-numeric m/z", [row("abc", "1"), row("1000", "2")]],
      ["non-numeric charge", [row("1000", "x"), row("1000", "2")]],
      ["zero charge", [row("1000", "0"), row("1000", "2")]],
      ["negative charge", [row("1000", "-2"), row("1000", "2")]],
      ["fractional charge", [row("1000", "2.5"), row("1000", "2")]],
      ["zero m/z", [row("0", "1"), row("1000", "2")]],
      ["negative m/z", [row("-1000", "1"), row("1000", "2")]],
      // 1 · (0.5 − 1.007276) = −0.507276 Da: a negative mass is refused
      ["m/z below the proton mass", [row("0.5", "1"), row("1000", "2")]],
      // 1 · (1.007276 − 1.007276) = 0 Da
      ["m/z equal to the proton mass", [row("1.007276", "1"), row("1000", "2")]],
      ["NaN and Infinity", [row("NaN", "1"), row("Infinity", "2")]],
      // 10 · 1e308 overflows to Infinity
      ["overflowing mass", [row("1e308", "10"), row("1000", "2")]],
      ["all invalid", [row("a", "b"), row("c", "d"), row("e", "f")]],
      // absurd charges are refused, not turned into a mass
      ["charge above 200", [row("1000", "201"), row("1000", "2")]],
      ["charge in exponent notation far above 200", [row("100000", "1e300"), row("1000", "2")]],
    ])("%s", (_name, rows) => {
      expect(calculateIntactMass(rows)).toEqual(INVALID);
    });
  });

  it("never produces NaN, Infinity or negative values for large valid inputs", () => {
    // 200 · (1e300 − 1.007276) = 2e302, still finite
    const r = expectOk(calculateIntactMass([row("1e300", "200"), row("1e300", "200")]));
    expect(Number.isFinite(r.averageMass)).toBe(true);
    expect(r.averageMass).toBeGreaterThan(0);
    expect(r.standardDeviationText).toBe("0.00");
    expect(r.averageMassText).not.toMatch(/e|NaN|Infinity/i);
  });

  it("copy text lists each row and the summary", () => {
    const r = expectOk(calculateIntactMass([row("2001.007276", "74"), row("1851.007276", "80")]));
    expect(intactMassCopyText(r)).toBe(
      [
        "Intact mass (positive mode, M = z · (m/z − 1.007276))",
        "Row 1: m/z 2,001.007276, z = 74: 148,000.00 Da (0.00 Da, 0.00 ppm from the mean)",
        "Row 2: m/z 1,851.007276, z = 80: 148,000.00 Da (0.00 Da, 0.00 ppm from the mean)",
        "Average mass: 148,000.00 Da (2 charge states)",
        "Standard deviation (population): 0.00 Da",
        "Standard deviation (sample): 0.00 Da",
      ].join("\n"),
    );
  });
});

describe("row list rule: a row can be removed only while more than 2 rows remain", () => {
  it("starts with 2 empty rows", () => {
    expect(MIN_ROWS).toBe(2);
    expect(initialRows()).toEqual([emptyRow(), emptyRow()]);
    expect(emptyRow()).toEqual({ mz: "", charge: "" });
  });

  it("canRemoveRow", () => {
    expect(canRemoveRow([])).toBe(false);
    expect(canRemoveRow([emptyRow()])).toBe(false);
    expect(canRemoveRow([emptyRow(), emptyRow()])).toBe(false);
    expect(canRemoveRow([emptyRow(), emptyRow(), emptyRow()])).toBe(true);
  });

  it("removeRow removes only when allowed and never mutates", () => {
    const three = [row("1", "1"), row("2", "2"), row("3", "3")];
    expect(removeRow(three, 1)).toEqual([row("1", "1"), row("3", "3")]);
    expect(three).toHaveLength(3);
    const two = [row("1", "1"), row("2", "2")];
    const after = removeRow(two, 0);
    expect(after).toEqual(two);
    expect(after).not.toBe(two);
    expect(removeRow(three, 7)).toEqual(three);
    expect(removeRow(three, -1)).toEqual(three);
  });
});

// Trastuzumab G0F/G0F: the tool's example ladder (z = 40–44, m/z rounded to 2 decimals).
const TRASTUZUMAB = [row("3702.45", "40"), row("3612.17", "41"), row("3526.19", "42"), row("3444.21", "43"), row("3365.95", "44")];

describe("trastuzumab G0F/G0F", () => {
  it("the example ladder gives 148,057.65 Da, 0.5 ppm from the literature's 148,057.58 Da", () => {
    // 40·3701.442724 = 148057.70896, 41·3611.162724 = 148057.67168, 42·3525.182724 = 148057.67441,
    // 43·3443.202724 = 148057.71713, 44·3364.942724 = 148057.47986 → mean 148057.65041
    const r = expectOk(calculateIntactMass(TRASTUZUMAB));
    expect(r.averageMassText).toBe("148,057.65");
    expect(Math.abs(((r.averageMass - 148057.58) / 148057.58) * 1e6)).toBeLessThan(1);
    expect(r.outlierRows).toEqual([]);
    expect(r.sameChargeConflicts).toEqual([]);
  });

  it("the exact m/z of 148,057.58 Da (M/z + m_H) give 148,057.58 Da back", () => {
    const rows = [40, 41, 42, 43, 44].map((z) => row(String(mzFromMass(148057.58, z)), String(z)));
    expect(expectOk(calculateIntactMass(rows)).averageMassText).toBe("148,057.58");
  });
});

describe("deviation from the mean and the two standard deviations", () => {
  it("per row in Da and ppm; population (÷ n) and sample (÷ n − 1) SD", () => {
    // masses 1000, 2000, 3000: mean 2000; deviations −1000, 0, +1000 Da = −500,000, 0, +500,000 ppm
    // population SD √(2,000,000/3) = 816.50; sample SD √(2,000,000/2) = 1000.00
    const r = expectOk(calculateIntactMass([row("1001.007276", "1"), row("1001.007276", "2"), row("1001.007276", "3")]));
    expect(r.rows.map((x) => x.deviationDaText)).toEqual(["−1,000.00", "0.00", "+1,000.00"]);
    expect(r.rows.map((x) => x.deviationPpmText)).toEqual(["−500,000.00", "0.00", "+500,000.00"]);
    expect(r.standardDeviationText).toBe("816.50");
    expect(r.sampleStandardDeviationText).toBe("1,000.00");
  });

  it("formats signed values with a real minus and never −0.00", () => {
    expect(formatSigned2(-0.001)).toBe("0.00");
    expect(formatSigned2(1234.567)).toBe("+1,234.57");
    expect(formatSigned2(-2.5)).toBe("−2.50");
    expect(formatMz(2001.007276)).toBe("2,001.007276");
    expect(formatMz(3702.45)).toBe("3,702.45");
  });
});

// The issue's example: rows 3365.95/44, 3219.65/46, 3372.00/44 and 1000/10.
const ISSUE_ROWS = [row("3365.95", "44"), row("3219.65", "46"), row("3372.00", "44"), row("1000", "10")];

describe("outliers (modified z-score, Iglewicz & Hoaglin 1993) and same-charge conflicts", () => {
  it("keeps the spec's result for the issue's rows and flags 1000/10 and the two z = 44 rows", () => {
    const r = expectOk(calculateIntactMass(ISSUE_ROWS));
    // the spec's numbers are unchanged: mean and population SD of all four rows
    expect(r.averageMassText).toBe("113,607.16");
    expect(r.standardDeviationText).toBe("59,823.54");
    // median (148057.479856 + 148057.565304)/2 = 148057.52258; MAD = (0.042724 + 266.157276)/2 = 133.1
    // M(1000/10) = 0.6745 · (9989.92724 − 148057.52258) / 133.1 = −699.67 → outlier
    expect(r.rows[3].modifiedZ).toBeCloseTo(-699.67, 2);
    expect(r.outlierRows).toEqual([3]);
    // M(3372.00/44) = 0.6745 · 266.157 / 133.1 = 1.35: masked by the far outlier ...
    expect(r.rows[2].modifiedZ).toBeCloseTo(1.3488, 3);
    // ... but one charge state cannot give two masses: 148,323.68 − 148,057.48 = 266.20 Da = 1,797.95 ppm
    expect(r.sameChargeConflicts).toHaveLength(1);
    expect(r.sameChargeConflicts[0]).toMatchObject({ rows: [0, 2], charge: 44 });
    expect(r.sameChargeConflicts[0].deltaDa).toBeCloseTo(266.2, 6);
    expect(r.sameChargeConflicts[0].deltaPpm).toBeCloseTo(1797.95, 2);
    expect(r.rows[0].sameChargeConflicts).toEqual([2]);
    expect(r.rows[2].sameChargeConflicts).toEqual([0]);
  });

  it("excluding 1000/10 recomputes the mean and both SDs, and 3372.00/44 now stands out on its own", () => {
    const r = expectOk(calculateIntactMass(ISSUE_ROWS.map((x, i) => (i === 3 ? { ...x, excluded: true } : x))));
    // (148057.479856 + 148057.565304 + 148323.679856) / 3 = 148146.24167
    expect(r.averageMassText).toBe("148,146.24");
    expect(r.includedCount).toBe(3);
    expect(r.standardDeviationText).toBe("125.47");
    expect(r.sampleStandardDeviationText).toBe("153.67");
    // median 148057.565304, MAD 0.085448: M(3372.00/44) = 0.6745 · 266.114552 / 0.085448 = 2100.6
    expect(r.rows[2].modifiedZ).toBeCloseTo(2100.6, 1);
    expect(r.outlierRows).toEqual([2]);
    // the excluded row keeps its mass and flag but is not in the list of rows to act on
    expect(r.rows[3]).toMatchObject({ excluded: true, outlier: true, massText: "9,989.93" });
  });

  it("excluding both leaves G0F/G0F: 148,057.52 Da, and two rows can only be compared with each other", () => {
    const r = expectOk(calculateIntactMass(ISSUE_ROWS.map((x, i) => (i >= 2 ? { ...x, excluded: true } : x))));
    expect(r.averageMassText).toBe("148,057.52");
    expect(r.rows.every((x) => x.modifiedZ === null)).toBe(true);
    expect(r.pairDisagreementPpm).toBeNull();
    // two rows 1,797.95 ppm apart (different charges) are reported as disagreeing
    const apart = expectOk(calculateIntactMass([row("3219.65", "46"), row("3372.00", "44")]));
    expect(apart.pairDisagreementPpm).toBeGreaterThan(MIN_FLAG_PPM);
  });

  it("fewer than 2 rows left in the mean is refused with a clear message", () => {
    const r = calculateIntactMass(ISSUE_ROWS.map((x, i) => (i > 0 ? { ...x, excluded: true } : x)));
    expect(r).toEqual(toolError("Too Many Rows Excluded", "At least 2 valid rows must stay in the mean. Include an excluded row again."));
  });

  it("does not flag a charge state a few ppm off when the others agree to the hundredth (below 20 ppm)", () => {
    // 148000 ± 0.01 Da at z = 40, 41, 42 and 148001 Da (6.8 ppm) at z = 43: M is huge, the ppm small
    const rows = [
      [148000.0, 40],
      [148000.01, 41],
      [147999.99, 42],
      [148001.0, 43],
    ].map(([m, z]) => row(String(mzFromMass(m, z)), String(z)));
    const r = expectOk(calculateIntactMass(rows));
    expect(Math.abs(r.rows[3].modifiedZ!)).toBeGreaterThan(3.5);
    expect(r.outlierRows).toEqual([]);
  });

  it("the same charge state entered twice with the same mass is a duplicate, not a conflict", () => {
    const r = expectOk(calculateIntactMass([row("3365.95", "44"), row("3365.95", "44"), row("3219.65", "46")]));
    expect(r.sameChargeConflicts).toEqual([]);
    expect(r.duplicateChargeRows).toEqual([[0, 1]]);
  });
});

describe("expected species", () => {
  const species = [
    { label: "G0F/G0F", mass: 148057.58 },
    { label: "G0F/G1F", mass: 148219.72 },
  ];

  it("labels each row and the mean with the nearest species and its ppm error", () => {
    const r = expectOk(calculateIntactMass(TRASTUZUMAB, { species }));
    // 148057.70896 vs 148057.58: (0.12896 / 148057.58) · 1e6 = +0.871 ppm
    expect(r.rows[0].match).toMatchObject({ species: species[0], withinTolerance: true });
    expect(r.rows[0].match!.ppm).toBeCloseTo(0.871, 3);
    expect(matchText(r.averageMatch!)).toBe("G0F/G0F (+0.48 ppm)");
  });

  it("beyond the tolerance the nearest species is shown as 'no match'", () => {
    const r = expectOk(calculateIntactMass(ISSUE_ROWS, { species }));
    // 148323.679856 vs G0F/G1F 148219.72: +103.96 Da = +701.39 ppm > 100 ppm
    expect(r.rows[2].match).toMatchObject({ species: species[1], withinTolerance: false });
    expect(matchText(r.rows[2].match!)).toBe("no match (nearest G0F/G1F, +701.39 ppm)");
    // a wider tolerance accepts it
    const wide = expectOk(calculateIntactMass(ISSUE_ROWS, { species, tolerancePpm: 1000 }));
    expect(wide.rows[2].match!.withinTolerance).toBe(true);
  });

  it("no species, no match", () => {
    expect(expectOk(calculateIntactMass(TRASTUZUMAB)).averageMatch).toBeNull();
  });
});

describe("negative mode", () => {
  it("adds the proton mass per charge", () => {
    const rows = [5, 6, 7].map((z) => row(String(mzFromMass(10000, z, "negative")), String(z)));
    const r = expectOk(calculateIntactMass(rows, { mode: "negative" }));
    expect(r.averageMassText).toBe("10,000.00");
    expect(r.mode).toBe("negative");
    // the same m/z read as positive ions are 2 · z · m_H lighter per row
    const positive = expectOk(calculateIntactMass(rows));
    expect(positive.averageMass).toBeCloseTo(10000 - 2 * 6 * PROTON_MASS, 2);
  });
});
