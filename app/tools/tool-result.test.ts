import { describe, expect, it } from "vitest";
import {
  format2,
  formatAmountPmol,
  formatGrouped,
  formatGrouped2,
  formatMassNg,
  formatVolumeNl,
  normalizeZero,
  parseFiniteNumber,
  parseNonNegativeInteger,
  parsePositiveInteger,
  parsePositiveNumber,
  round2,
  toolError,
} from "./tool-result";

describe("parseFiniteNumber", () => {
  // plain decimals, signs and exponents, surrounding whitespace ignored, and numbers as they are
  it.each([
    ["50", 50],
    ["  50.5 ", 50.5],
    ["\t.5\n", 0.5],
    ["5.", 5],
    ["+7", 7],
    ["-3", -3],
    ["1e3", 1000],
    ["2.5E-2", 0.025],
    [12, 12],
  ])("accepts %j as %d", (input, value) => {
    expect(parseFiniteNumber(input)).toBe(value);
  });

  it("rejects empty, non-numeric, partial, hex, localized and non-finite input", () => {
    for (const bad of ["", "   ", "abc", "12abc", "1 000", "1,5", "0x10", "0b11", "NaN", "Infinity", "-Infinity", "1e400", ".", "e5", "--1"]) {
      expect(parseFiniteNumber(bad), bad).toBeNull();
    }
    expect(parseFiniteNumber(Number.NaN)).toBeNull();
    expect(parseFiniteNumber(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseFiniteNumber(null)).toBeNull();
    expect(parseFiniteNumber(undefined)).toBeNull();
  });
});

describe("positive / integer parsing", () => {
  it("parsePositiveNumber refuses zero and negatives", () => {
    expect(parsePositiveNumber("0")).toBeNull();
    expect(parsePositiveNumber("-0")).toBeNull();
    expect(parsePositiveNumber("-1")).toBeNull();
    expect(parsePositiveNumber("0.0001")).toBe(0.0001);
  });

  it("parsePositiveInteger refuses fractions", () => {
    expect(parsePositiveInteger("3")).toBe(3);
    expect(parsePositiveInteger("3.0")).toBe(3);
    expect(parsePositiveInteger("2.5")).toBeNull();
    expect(parsePositiveInteger("0")).toBeNull();
  });

  it("parseNonNegativeInteger allows zero (never -0)", () => {
    expect(parseNonNegativeInteger("0")).toBe(0);
    expect(Object.is(parseNonNegativeInteger("-0"), 0)).toBe(true);
    expect(parseNonNegativeInteger("16")).toBe(16);
    expect(parseNonNegativeInteger("-1")).toBeNull();
    expect(parseNonNegativeInteger("1.5")).toBeNull();
  });
});

describe("rounding and formatting", () => {
  it("round2 rounds half away from zero without float drift", () => {
    // 1.005 * 100 = 100.49999999999999 in binary floating point; the decimal shift gives 100.5 → 101.
    expect(round2(1.005)).toBe(1.01);
    expect(round2(1963.4954084936207)).toBe(1963.5);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(1.5e-7)).toBe(0);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
    expect(round2(Number.MAX_VALUE)).toBe(Number.MAX_VALUE);
  });

  it("format2 gives exactly two decimals, no grouping, never exponent notation", () => {
    expect(format2(1963.4954)).toBe("1963.50");
    expect(format2(0)).toBe("0.00");
    expect(format2(-0)).toBe("0.00");
    expect(format2(-0.001)).toBe("0.00");
    expect(format2(1e21)).toBe("1000000000000000000000.00");
  });

  it("formatGrouped2 adds US thousands separators", () => {
    expect(formatGrouped2(145423.2251)).toBe("145,423.23");
    expect(formatGrouped2(12.3)).toBe("12.30");
  });

  it("normalizeZero turns -0 into 0", () => {
    expect(Object.is(normalizeZero(-0), 0)).toBe(true);
    expect(normalizeZero(5)).toBe(5);
  });

  it("toolError builds the error shape", () => {
    expect(toolError("T", "M")).toEqual({ ok: false, title: "T", message: "M" });
  });
});

describe("one number format for every tool", () => {
  it("formatGrouped: US thousands separators and fixed decimals", () => {
    expect(formatGrouped(1963.4954, 2)).toBe("1,963.50");
    expect(formatGrouped(148057.5812, 2)).toBe("148,057.58");
    expect(formatGrouped(0.8900316, 3)).toBe("0.890");
    expect(formatGrouped(-0, 2)).toBe("0.00");
    expect(formatGrouped(1e21, 2)).not.toMatch(/e/i);
  });

  it("volumes below 0.01 nL are shown in pL, below 0.01 pL in fL; a positive volume never reads 0.00 nL", () => {
    expect(formatVolumeNl(10.5768)).toEqual({ value: "10.58", unit: "nL", text: "10.58 nL" });
    expect(formatVolumeNl(0.0123)).toEqual({ value: "0.01", unit: "nL", text: "0.01 nL" });
    expect(formatVolumeNl(0.0066105)).toEqual({ value: "6.61", unit: "pL", text: "6.61 pL" });
    expect(formatVolumeNl(7.85e-7)).toEqual({ value: "0.79", unit: "fL", text: "0.79 fL" });
    expect(formatVolumeNl(0).text).toBe("0.00 nL");
    expect(formatVolumeNl(1963.495).text).toBe("1,963.50 nL");
  });

  it("masses and amounts step down below 1 so three digits remain: 71.44 fmol, 520.00 pg", () => {
    expect(formatAmountPmol(0.0714366).text).toBe("71.44 fmol");
    expect(formatAmountPmol(13.2669).text).toBe("13.27 pmol");
    expect(formatMassNg(0.52).text).toBe("520.00 pg");
    expect(formatMassNg(1963.495).text).toBe("1,963.50 ng");
  });
});
