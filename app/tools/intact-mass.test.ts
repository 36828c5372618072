import { describe, expect, it } from "vitest";
import {
  MIN_ROWS,
  PROTON_MASS,
  calculateIntactMass,
  canRemoveRow,
  emptyRow,
  initialRows,
  intactMassCopyText,
  massFromMz,
  removeRow,
  type IntactMassResult,
  type MassRow,
} from "./intact-mass";

const INSUFFICIENT = {
  ok: false,
  title: "Insufficient Data",
  message: "Please enter at least 2 valid m/z and charge pairs.",
};
const INVALID = {
  ok: false,
  title: "Invalid Data",
  message: "Please enter valid numeric values for m/z and charge.",
};

function ok(result: IntactMassResult) {
  if (!result.ok) throw new Error(`expected success, got ${result.title}: ${result.message}`);
  return result;
}

const row = (mz: string, charge: string): MassRow => ({ mz, charge });

describe("proton mass and formula", () => {
  it("uses the proton mass 1.007276 Da (decisions.md)", () => {
    expect(PROTON_MASS).toBe(1.007276);
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
    const r = ok(calculateIntactMass([row("2001.007276", "74"), row("1851.007276", "80")]));
    expect(r.rows.map((x) => x.massText)).toEqual(["148000.00", "148000.00"]);
    expect(r.averageMassText).toBe("148000.00");
    expect(r.standardDeviationText).toBe("0.00");
    expect(r.averageMass).toBe(148000);
  });

  it("average and population standard deviation", () => {
    // masses: 1 · 1000 = 1000, 2 · 1000 = 2000, 3 · 1000 = 3000 (m/z − proton = 1000 each)
    // average = 6000 / 3 = 2000
    // population variance = ((−1000)² + 0² + 1000²) / 3 = 2,000,000 / 3 = 666,666.67
    // SD = √666,666.67 = 816.4966 → "816.50" (the sample SD, ÷2, would be 1000.00)
    const r = ok(calculateIntactMass([row("1001.007276", "1"), row("1001.007276", "2"), row("1001.007276", "3")]));
    expect(r.rows.map((x) => x.mass)).toEqual([1000, 2000, 3000]);
    expect(r.averageMassText).toBe("2000.00");
    expect(r.standardDeviationText).toBe("816.50");
    expect(r.standardDeviation).toBe(816.5);
  });

  it("rounds each value to 2 decimals", () => {
    // row 1: 10 · (1500.5 − 1.007276) = 14994.92724 → 14994.93
    // row 2: 11 · (1364.2 − 1.007276) = 11 · 1363.192724 = 14995.119964 → 14995.12
    // average = (14994.92724 + 14995.119964) / 2 = 14995.023602 → 14995.02
    // population SD of two values = |difference| / 2 = 0.192724 / 2 = 0.096362 → 0.10
    const r = ok(calculateIntactMass([row("1500.5", "10"), row("1364.2", "11")]));
    expect(r.rows.map((x) => x.massText)).toEqual(["14994.93", "14995.12"]);
    expect(r.rows.map((x) => x.mass)).toEqual([14994.93, 14995.12]);
    expect(r.averageMassText).toBe("14995.02");
    expect(r.standardDeviationText).toBe("0.10");
  });

  it("trims whitespace in the fields", () => {
    const r = ok(calculateIntactMass([row(" 2001.007276 ", " 74"), row("1851.007276\t", "80 ")]));
    expect(r.averageMassText).toBe("148000.00");
  });

  it("skips invalid filled rows when at least 2 valid ones remain, and reports them", () => {
    const r = ok(calculateIntactMass([row("2001.007276", "74"), row("abc", "3"), row("", ""), row("1851.007276", "80"), row("1000", "2.5")]));
    expect(r.rows.map((x) => x.index)).toEqual([0, 3]);
    expect(r.skippedRows).toEqual([1, 4]);
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
    ])("%s", (_name, rows) => {
      expect(calculateIntactMass(rows)).toEqual(INVALID);
    });
  });

  it("never produces NaN, Infinity or negative values for large valid inputs", () => {
    // 1e300 · (1e5 − 1.007276) ≈ 9.99990e304 each, still finite
    const r = ok(calculateIntactMass([row("100000", "1e300"), row("100000", "1e300")]));
    expect(Number.isFinite(r.averageMass)).toBe(true);
    expect(r.averageMass).toBeGreaterThan(0);
    expect(r.standardDeviationText).toBe("0.00");
    expect(r.averageMassText).not.toMatch(/e|NaN|Infinity/i);
  });

  it("copy text lists each row and the summary", () => {
    const r = ok(calculateIntactMass([row("2001.007276", "74"), row("1851.007276", "80")]));
    expect(intactMassCopyText(r)).toBe(
      ["m/z 2001.007276, z = 74: 148000.00 Da", "m/z 1851.007276, z = 80: 148000.00 Da", "Average mass: 148000.00 Da", "Standard deviation: 0.00 Da"].join(
        "\n",
      ),
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
