import { describe, expect, it } from "vitest";
import { expectOk } from "../../tests/support/tool-results";
import { ASSIGNMENT_TITLE, ASSIGNMENT_TOO_FEW_MESSAGE, assignCharges, chargeFromAdjacentPeaks } from "./charge-assignment";
import { MAX_CHARGE, calculateIntactMass, mzFromMass } from "./intact-mass";

// Trastuzumab G0F/G0F, z = 40–44, m/z rounded to 2 decimals as a spectrum gives them: the tool's
// example (average mass 148,057.65 Da; the literature value for G0F/G0F is 148,057.58 Da).
const TRASTUZUMAB_MZ = ["3702.45", "3612.17", "3526.19", "3444.21", "3365.95"];

describe("chargeFromAdjacentPeaks: z = (m/z_{i+1} ∓ m_H) / (m/z_i − m/z_{i+1})", () => {
  it("gives the charge of the higher-m/z peak of an exact ladder, positive mode", () => {
    // M = 148,057.58 Da: m/z(40) = 148057.58/40 + 1.007276 = 3702.446776, m/z(41) = 3612.166788
    // z = (3612.166788 − 1.007276) / (3702.446776 − 3612.166788) = 3611.159512 / 90.279988 = 40.000
    expect(chargeFromAdjacentPeaks(mzFromMass(148057.58, 40), mzFromMass(148057.58, 41))).toBeCloseTo(40, 9);
  });

  it("negative mode adds the proton mass: [M − zH]^z−", () => {
    // M = 10,000 Da: m/z(5) = 2000 − 1.007276 = 1998.992724, m/z(6) = 1666.666667 − 1.007276 = 1665.659391
    // z = (1665.659391 + 1.007276) / (1998.992724 − 1665.659391) = 1666.666667 / 333.333333 = 5
    expect(chargeFromAdjacentPeaks(mzFromMass(10000, 5, "negative"), mzFromMass(10000, 6, "negative"), "negative")).toBeCloseTo(5, 9);
  });
});

describe("assignCharges", () => {
  it("assigns z = 40–44 to the trastuzumab G0F/G0F ladder and the mass comes out as from typed charges", () => {
    const r = expectOk(assignCharges(TRASTUZUMAB_MZ));
    expect(r.charges).toEqual([40, 41, 42, 43, 44]);
    expect(r.lowestCharge).toBe(40);
    expect(r.highestCharge).toBe(44);
    // the estimates are 39.9996, 41.0000, 42.0005, 42.9970: within 0.01 of whole charges
    expect(r.largestMisfit).toBeLessThan(0.01);
    const rows = TRASTUZUMAB_MZ.map((mz, i) => ({ mz, charge: String(r.charges[i]) }));
    const mass = calculateIntactMass(rows);
    expect(mass.ok && mass.averageMassText).toBe("148,057.65");
  });

  it("works whatever order the peaks are typed in, and leaves empty rows empty", () => {
    const r = expectOk(assignCharges(["3365.95", "", "3702.45", "3526.19", "3612.17", "3444.21"]));
    expect(r.charges).toEqual([44, null, 40, 42, 41, 43]);
  });

  it("assigns from two peaks", () => {
    expect(expectOk(assignCharges(["3444.21", "3365.95"])).charges).toEqual([43, 44]);
  });

  it("negative mode: a 10,000 Da species at z = 5…8", () => {
    const mz = [5, 6, 7, 8].map((z) => mzFromMass(10000, z, "negative").toFixed(4));
    expect(expectOk(assignCharges(mz, "negative")).charges).toEqual([5, 6, 7, 8]);
  });

  it.each([
    ["no peaks", []],
    ["one peak", ["3702.45"]],
    ["one peak and blanks", ["", "3702.45", "  "]],
  ])("fewer than 2 peaks: %s", (_name, mz) => {
    expect(assignCharges(mz)).toEqual({ ok: false, title: ASSIGNMENT_TITLE, message: ASSIGNMENT_TOO_FEW_MESSAGE });
  });

  it("refuses m/z that is not a number above the proton mass, naming the row", () => {
    for (const bad of ["abc", "0", "-5", "1.0072", "Infinity"]) {
      const r = assignCharges(["3702.45", bad]);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toBe("Row 2: Every m/z must be a number above the proton mass (1.007276).");
    }
  });

  it("refuses two peaks at the same m/z", () => {
    const r = assignCharges(["3702.45", "3702.45"]);
    expect(r.ok).toBe(false);
  });

  it("says so when the peaks are not adjacent charge states of one species", () => {
    // 3702.45 (z 40) and 3526.19 (z 42) skip z = 41 in the middle of a ladder: the pairs give 41-ish then 20-ish
    const r = assignCharges(["3702.45", "3612.17", "3444.21"]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.title).toBe("Charges Not Assigned");
      expect(r.message).toMatch(/not adjacent charge states of one species/);
      expect(r.message).not.toMatch(/NaN|Infinity/);
    }
    // a peak of another species (the 1000/10 row of the issue) breaks the ladder
    expect(assignCharges(["3365.95", "3219.65", "1000"]).ok).toBe(false);
  });

  it(`refuses a ladder that would need charges above ${MAX_CHARGE} or below 1`, () => {
    // M = 1,000,000 Da at z = 300, 301: the pair says z = 300
    expect(assignCharges([mzFromMass(1e6, 300).toFixed(6), mzFromMass(1e6, 301).toFixed(6)]).ok).toBe(false);
    // 1000 and 2.5: z = (2.5 − 1.007) / 997.5 ≈ 0.0015 → 0
    expect(assignCharges(["1000", "2.5"]).ok).toBe(false);
  });
});
