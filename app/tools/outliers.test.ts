import { describe, expect, it } from "vitest";
import { MODIFIED_Z_LIMIT, isModifiedZOutlier, median, modifiedZScore, robustCentre } from "./outliers";

// Iglewicz & Hoaglin (1993), "How to Detect and Handle Outliers", ASQC Basic References in Quality
// Control 16: M_i = 0.6745 (x_i − x̃) / MAD, outliers |M_i| > 3.5. NIST/SEMATECH e-Handbook §1.3.5.17.
describe("modified z-score", () => {
  it("median of odd and even lists", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("worked example: 2.1, 2.6, 2.4, 2.5, 2.3, 2.1, 2.3, 2.6, 8.2, 8.3", () => {
    // median = (2.4 + 2.5)/2 = 2.45; |x − 2.45| = .35 .15 .05 .05 .15 .35 .15 .15 5.75 5.85
    // MAD = median of those = (0.15 + 0.15)/2 = 0.15
    // M(8.2) = 0.6745 · 5.75 / 0.15 = 25.856; M(2.1) = 0.6745 · (−0.35) / 0.15 = −1.574
    const values = [2.1, 2.6, 2.4, 2.5, 2.3, 2.1, 2.3, 2.6, 8.2, 8.3];
    const centre = robustCentre(values);
    expect(centre.median).toBeCloseTo(2.45, 12);
    expect(centre.mad).toBeCloseTo(0.15, 12);
    expect(modifiedZScore(8.2, centre)).toBeCloseTo(25.8558, 3);
    expect(modifiedZScore(2.1, centre)).toBeCloseTo(-1.5738, 3);
    expect(values.filter((x) => isModifiedZOutlier(modifiedZScore(x, centre)))).toEqual([8.2, 8.3]);
  });

  it("the limit is 3.5 (strictly above)", () => {
    expect(MODIFIED_Z_LIMIT).toBe(3.5);
    expect(isModifiedZOutlier(3.5)).toBe(false);
    expect(isModifiedZOutlier(-3.51)).toBe(true);
  });

  it("a MAD of 0 falls back on 1.253314 · mean absolute deviation", () => {
    // [10, 10, 10, 14]: median 10, MAD 0; MeanAD = 4/4 = 1; M(14) = 4 / 1.253314 = 3.1915
    const centre = robustCentre([10, 10, 10, 14]);
    expect(centre.mad).toBe(0);
    expect(modifiedZScore(14, centre)).toBeCloseTo(3.1915, 4);
    expect(modifiedZScore(10, centre)).toBe(0);
  });

  it("identical values are never outliers of each other", () => {
    const centre = robustCentre([5, 5, 5]);
    expect(modifiedZScore(5, centre)).toBe(0);
    expect(modifiedZScore(6, centre)).toBe(Infinity);
  });
});
