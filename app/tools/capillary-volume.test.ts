import { describe, expect, it } from "vitest";
import { expectOk } from "../../tests/support/tool-results";
import { toolError } from "./tool-result";
import {
  CAPILLARY_INPUT_HINTS,
  calculateCapillaryVolume,
  capillaryVolumeCopyText,
  capillaryVolumeInputFromLink,
  capillaryVolumeLinkInputs,
  layoutCapillaryDrawing,
} from "./capillary-volume";

const INVALID = toolError("Invalid Input", "Please enter valid positive numbers for diameter and length.");

describe("calculateCapillaryVolume: V = π r² L", () => {
  it("50 µm × 100 cm = 1963.50 nL", () => {
    // r = 25 µm = 25e-6 m; r² = 6.25e-10 m²; L = 100 cm = 1 m
    // V = π · 6.25e-10 · 1 = 1.963495e-9 m³ = 1.963495e-9 · 1e12 nL = 1963.495… nL → "1963.50"
    const r = expectOk(calculateCapillaryVolume({ diameterUm: "50", lengthCm: "100" }));
    expect(r.volumeNlText).toBe("1,963.50");
    expect(r.volumeText.text).toBe("1,963.50 nL");
    expect(r.volumeNl).toBe(1963.5);
    expect(r.radiusM).toBeCloseTo(25e-6, 15);
    expect(r.lengthM).toBe(1);
    expect(r.volumeM3).toBeCloseTo(1.963495e-9, 14);
    // 1963.495 nL / 1000 = 1.963 µL → 1.96
    expect(r.volumeUl).toBe(1.96);
  });

  it("75 µm × 50 cm = 2208.93 nL", () => {
    // r = 37.5e-6 m; r² = 1.40625e-9 m²; π r² = 4.417865e-9 m²; × 0.5 m = 2.2089323e-9 m³ = 2208.93 nL
    const r = expectOk(calculateCapillaryVolume({ diameterUm: "75", lengthCm: "50" }));
    expect(r.volumeNlText).toBe("2,208.93");
  });

  it("100 µm × 10 cm = 785.40 nL", () => {
    // r = 50e-6 m; r² = 2.5e-9 m²; π r² = 7.853982e-9 m²; × 0.1 m = 7.853982e-10 m³ = 785.3982 nL → 785.40
    const r = expectOk(calculateCapillaryVolume({ diameterUm: "100", lengthCm: "10" }));
    expect(r.volumeNlText).toBe("785.40");
    expect(r.volumeNl).toBe(785.4);
  });

  it("accepts decimals with surrounding whitespace: 50.5 µm × 80 cm = 1602.37 nL", () => {
    // r = 25.25e-6 m; r² = 637.5625e-12 = 6.375625e-10 m²; π r² = 2.0029589e-9 m²
    // × 0.8 m = 1.6023671e-9 m³ = 1602.3671 nL → "1602.37"
    const r = expectOk(calculateCapillaryVolume({ diameterUm: " 50.5 ", lengthCm: "\t80\n" }));
    expect(r.volumeNlText).toBe("1,602.37");
    expect(r.diameterUm).toBe(50.5);
    expect(r.lengthCm).toBe(80);
  });

  it("scales with d² and L", () => {
    // doubling the diameter multiplies V by 4; doubling L multiplies V by 2
    const base = expectOk(calculateCapillaryVolume({ diameterUm: "50", lengthCm: "100" })).volumeM3;
    expect(expectOk(calculateCapillaryVolume({ diameterUm: "100", lengthCm: "100" })).volumeM3).toBeCloseTo(4 * base, 20);
    expect(expectOk(calculateCapillaryVolume({ diameterUm: "50", lengthCm: "200" })).volumeM3).toBeCloseTo(2 * base, 20);
  });

  it.each([
    ["0", "100"],
    ["50", "0"],
    ["-50", "100"],
    ["50", "-1"],
    ["", "100"],
    ["50", ""],
    ["   ", "100"],
    ["abc", "100"],
    ["50", "12abc"],
    ["NaN", "100"],
    ["Infinity", "100"],
    ["1e400", "100"],
    ["0x10", "100"],
    ["1,5", "100"],
  ])("refuses diameter %j × length %j with the exact spec message", (diameterUm, lengthCm) => {
    expect(calculateCapillaryVolume({ diameterUm, lengthCm })).toEqual(INVALID);
  });

  it("refuses inputs whose volume would overflow to Infinity", () => {
    // r² = (5e199 m)² = 2.5e399 → Infinity in double precision
    expect(calculateCapillaryVolume({ diameterUm: "1e206", lengthCm: "100" })).toEqual(INVALID);
  });

  it("refuses a bore so wide for its length that the drawing ratio would overflow", () => {
    // V = π · (5e143 m)² · 1e-202 m ≈ 7.9e85 m³ is finite, but d / L = 1e150 µm / 1e-196 µm = 1e346 → Infinity
    expect(calculateCapillaryVolume({ diameterUm: "1e150", lengthCm: "1e-200" })).toEqual(INVALID);
  });

  it("handles huge but finite values without exponent notation or NaN", () => {
    // d = 1e10 µm = 1e4 m, r = 5e3 m; L = 1e10 cm = 1e8 m; V = π·2.5e7·1e8 = 7.853982e15 m³ = 7.853982e27 nL
    const r = expectOk(calculateCapillaryVolume({ diameterUm: "1e10", lengthCm: "1e10" }));
    expect(Number.isFinite(r.volumeNl)).toBe(true);
    expect(r.volumeNlText).not.toMatch(/e|NaN|Infinity/i);
    expect(r.volumeNlText).toMatch(/^7,853,981,633,974(,\d{3})+\.00$/);
  });

  it("never returns a negative or NaN volume for tiny inputs", () => {
    // r² underflows to 0 → 0.00 nL, which is still a valid, non-negative display
    const r = expectOk(calculateCapillaryVolume({ diameterUm: "1e-300", lengthCm: "1" }));
    expect(r.volumeNl).toBe(0);
    expect(r.volumeNlText).toBe("0.00");
  });

  it("shows volumes below 0.01 nL in pL instead of 0.00 nL", () => {
    // 5 µm × 0.5 cm: V = π · (2.5e-6)² · 5e-3 = 9.8175e-14 m³ = 0.098 nL → still nL ("0.10 nL")
    // 1 µm × 1 cm: V = π · (5e-7)² · 1e-2 = 7.853982e-15 m³ = 0.00785 nL → "7.85 pL"
    const r = expectOk(calculateCapillaryVolume({ diameterUm: "1", lengthCm: "1" }));
    expect(r.volumeText).toEqual({ value: "7.85", unit: "pL", text: "7.85 pL" });
    expect(capillaryVolumeCopyText(r)).toBe("Capillary volume: 7.85 pL (inner diameter 1 µm, length 1 cm)");
    expect(expectOk(calculateCapillaryVolume({ diameterUm: "5", lengthCm: "0.5" })).volumeText.text).toBe("0.10 nL");
  });

  it("exposes the spec's input hints (min 1, step 0.1)", () => {
    expect(CAPILLARY_INPUT_HINTS.diameterUm).toEqual({ min: 1, step: 0.1 });
    expect(CAPILLARY_INPUT_HINTS.lengthCm).toEqual({ min: 1, step: 0.1 });
  });
});

describe("drawing data", () => {
  it("returns true-scale geometry", () => {
    // L = 100 cm = 1,000,000 µm; L/d = 1e6 / 50 = 20,000; d/L = 5e-5
    // lumen area = π · 25² = 1963.495 µm²
    const { drawing } = expectOk(calculateCapillaryVolume({ diameterUm: "50", lengthCm: "100" }));
    expect(drawing.innerDiameterUm).toBe(50);
    expect(drawing.lengthCm).toBe(100);
    expect(drawing.lengthUm).toBe(1_000_000);
    expect(drawing.aspectRatio).toBe(20_000);
    expect(drawing.diameterToLength).toBeCloseTo(5e-5, 12);
    expect(drawing.crossSectionAreaUm2).toBeCloseTo(1963.495, 3);
  });

  it("exaggerates an invisible bore and reports by how much", () => {
    // 800 px wide: true bore = 800 · 5e-5 = 0.04 px → drawn at 2 px = ×50
    const { drawing } = expectOk(calculateCapillaryVolume({ diameterUm: "50", lengthCm: "100" }));
    const layout = layoutCapillaryDrawing(drawing, 800);
    expect(layout.lengthPx).toBe(800);
    expect(layout.trueBorePx).toBeCloseTo(0.04, 10);
    expect(layout.borePx).toBe(2);
    expect(layout.exaggeration).toBeCloseTo(50, 8);
    expect(layout.toScale).toBe(false);
  });

  it("draws to scale when the bore is visible", () => {
    // 1000 µm × 1 cm (10,000 µm): d/L = 0.1 → 500 px wide gives a 50 px bore
    const { drawing } = expectOk(calculateCapillaryVolume({ diameterUm: "1000", lengthCm: "1" }));
    const layout = layoutCapillaryDrawing(drawing, 500);
    expect(layout.borePx).toBeCloseTo(50, 10);
    expect(layout.toScale).toBe(true);
    expect(layout.exaggeration).toBe(1);
  });

  it("is safe with a zero or invalid width", () => {
    const { drawing } = expectOk(calculateCapillaryVolume({ diameterUm: "50", lengthCm: "100" }));
    for (const width of [0, -10, Number.NaN]) {
      const layout = layoutCapillaryDrawing(drawing, width);
      expect(layout.lengthPx).toBe(0);
      expect(Number.isFinite(layout.exaggeration)).toBe(true);
    }
  });
});

describe("copy text", () => {
  it("summarises the result", () => {
    const r = expectOk(calculateCapillaryVolume({ diameterUm: "50", lengthCm: "100" }));
    expect(capillaryVolumeCopyText(r)).toBe("Capillary volume: 1,963.50 nL (inner diameter 50 µm, length 100 cm)");
  });
});

describe("permalink", () => {
  it("carries diameter and length and is complete with both", () => {
    const inputs = capillaryVolumeLinkInputs({ diameterUm: " 75 ", lengthCm: "60" });
    expect(inputs).toEqual({ diameter: "75", length: "60" });
    expect(capillaryVolumeInputFromLink(new URLSearchParams(inputs))).toEqual({ input: { diameterUm: "75", lengthCm: "60" }, complete: true });
    expect(capillaryVolumeInputFromLink(new URLSearchParams("diameter=75")).complete).toBe(false);
  });
});
