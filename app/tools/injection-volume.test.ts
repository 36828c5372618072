import { describe, expect, it } from "vitest";
import {
  DEFAULT_INNER_DIAMETER_UM,
  INJECTION_INPUT_HINTS,
  PLUG_WARNING_PERCENT,
  PSI_TO_PA,
  VISCOSITY_PA_S,
  calculateInjectionVolume,
  injectionVolumeCopyText,
  type InjectionVolumeResult,
} from "./injection-volume";

const INVALID = {
  ok: false,
  title: "Invalid Input",
  message: "Please enter valid positive numbers for all injection parameters.",
};

function ok(result: InjectionVolumeResult) {
  if (!result.ok) throw new Error(`expected success, got ${result.title}: ${result.message}`);
  return result;
}

describe("constants (spec §9)", () => {
  it("uses 6895 Pa/psi, η = 0.001 Pa·s, a 50 µm default bore and a 2 % plug limit", () => {
    expect(PSI_TO_PA).toBe(6895);
    expect(VISCOSITY_PA_S).toBe(0.001);
    expect(DEFAULT_INNER_DIAMETER_UM).toBe(50);
    expect(PLUG_WARNING_PERCENT).toBe(2);
    expect(INJECTION_INPUT_HINTS.pressurePsi.min).toBe(0.1);
    expect(INJECTION_INPUT_HINTS.durationS.min).toBe(0.1);
  });
});

describe("calculateInjectionVolume: V = ΔP·d⁴·π·t / (128·η·L)", () => {
  it("1 psi, 10 s, 100 cm, default 50 µm → 10.58 nL, plug 5.39 mm = 0.54 %", () => {
    // ΔP = 1 · 6895 = 6895 Pa; d = 50e-6 m → d⁴ = 6.25e-18 m⁴; t = 10 s; L = 1 m
    // numerator   = 6895 · 6.25e-18 · π · 10 = 4.309375e-13 · π = 1.353835e-12
    // denominator = 128 · 0.001 · 1 = 0.128
    // V = 1.057680e-11 m³ = 10.5768 nL → "10.58"
    // plug = V / (π r²) = 1.057680e-11 / (π · 6.25e-10 = 1.963495e-9) = 5.38672e-3 m = 5.39 mm
    // share = 5.38672e-3 m / 1 m = 0.539 % → "0.54", below 2 % → no warning
    const r = ok(calculateInjectionVolume({ pressurePsi: "1", durationS: "10", lengthCm: "100" }));
    expect(r.pressurePa).toBe(6895);
    expect(r.innerDiameterUm).toBe(50);
    expect(r.volumeM3).toBeCloseTo(1.05768e-11, 15);
    expect(r.volumeNlText).toBe("10.58");
    expect(r.volumeNl).toBe(10.58);
    expect(r.plugLengthMmText).toBe("5.39");
    expect(r.plugPercentText).toBe("0.54");
    expect(r.warning).toBeUndefined();
  });

  it("0.5 psi, 5 s, 60 cm, 75 µm → 22.31 nL, plug 5.05 mm = 0.84 %", () => {
    // ΔP = 0.5 · 6895 = 3447.5 Pa; d⁴ = (75e-6)⁴ = 3.1640625e-17 m⁴
    // numerator = 3447.5 · 3.1640625e-17 · π · 5 = 5.454053e-13 · π = 1.713441e-12
    // denominator = 128 · 0.001 · 0.6 = 0.0768
    // V = 2.231043e-11 m³ = 22.3104 nL → "22.31"
    // plug = ΔP·d²·t / (32·η·L) = 3447.5 · 5.625e-9 · 5 / (32 · 0.001 · 0.6) = 9.69609e-5 / 0.0192 = 5.05005e-3 m
    // share = 5.05005e-3 / 0.6 = 0.8417 % → "0.84"
    const r = ok(calculateInjectionVolume({ pressurePsi: "0.5", durationS: "5", lengthCm: "60", innerDiameterUm: "75" }));
    expect(r.volumeNlText).toBe("22.31");
    expect(r.plugLengthMmText).toBe("5.05");
    expect(r.plugPercentText).toBe("0.84");
    expect(r.warning).toBeUndefined();
  });

  it("the inner diameter can be changed: 100 µm gives 16× the volume and a 2.15 % plug (warning)", () => {
    // d⁴ ratio (100/50)⁴ = 16 → V = 16 · 10.576798 nL = 169.2288 nL → "169.23"
    // plug ∝ d²: 4 · 5.38672 mm = 21.5469 mm → "21.55"; share 2.1547 % > 2 % → warning
    const r = ok(calculateInjectionVolume({ pressurePsi: "1", durationS: "10", lengthCm: "100", innerDiameterUm: "100" }));
    expect(r.volumeNlText).toBe("169.23");
    expect(r.plugLengthMmText).toBe("21.55");
    expect(r.plugPercentText).toBe("2.15");
    expect(r.warning).toContain("2.15%");
    expect(r.warning).toMatch(/overload/i);
    expect(r.warning).toMatch(/broaden peaks/i);
  });

  it("50 psi, 10 s, 100 cm → 528.84 nL, plug 269.34 mm = 26.93 % with warning", () => {
    // V scales linearly with ΔP: 50 · 10.5767975 nL = 528.8399 nL → "528.84"
    // plug: 50 · 5.386719 mm = 269.3359 mm → "269.34"; share 26.93 %
    const r = ok(calculateInjectionVolume({ pressurePsi: "50", durationS: "10", lengthCm: "100" }));
    expect(r.volumeNlText).toBe("528.84");
    expect(r.plugLengthMmText).toBe("269.34");
    expect(r.plugPercentText).toBe("26.93");
    expect(r.warning).toBeDefined();
  });

  it("warns only above 2 % of the capillary length", () => {
    // share % = psi · 6895 · d² · t / (32 · η · L²) · 100 = psi · 0.0538672 % per second at 50 µm, 1 m
    // 3.70 psi · 10 s → 1.9931 % (no warning); 3.75 psi · 10 s → 2.0200 % (warning)
    const below = ok(calculateInjectionVolume({ pressurePsi: "3.7", durationS: "10", lengthCm: "100" }));
    const above = ok(calculateInjectionVolume({ pressurePsi: "3.75", durationS: "10", lengthCm: "100" }));
    expect(below.plugPercentText).toBe("1.99");
    expect(below.warning).toBeUndefined();
    expect(above.plugPercentText).toBe("2.02");
    expect(above.warning).toBeDefined();
  });

  it("a longer capillary gives a smaller volume and an even smaller share (∝ 1/L and 1/L²)", () => {
    // L 100 → 50 cm: V doubles (10.58 → 21.15 nL); share × 4 (0.5387 % → 2.1547 %)
    const r = ok(calculateInjectionVolume({ pressurePsi: "1", durationS: "10", lengthCm: "50" }));
    expect(r.volumeNlText).toBe("21.15");
    expect(r.plugPercentText).toBe("2.15");
  });

  it.each([
    { pressurePsi: "0", durationS: "10", lengthCm: "100" },
    { pressurePsi: "1", durationS: "0", lengthCm: "100" },
    { pressurePsi: "1", durationS: "10", lengthCm: "0" },
    { pressurePsi: "-1", durationS: "10", lengthCm: "100" },
    { pressurePsi: "1", durationS: "-10", lengthCm: "100" },
    { pressurePsi: "1", durationS: "10", lengthCm: "-100" },
    { pressurePsi: "", durationS: "10", lengthCm: "100" },
    { pressurePsi: "1", durationS: " ", lengthCm: "100" },
    { pressurePsi: "1", durationS: "10", lengthCm: "abc" },
    { pressurePsi: "NaN", durationS: "10", lengthCm: "100" },
    { pressurePsi: "Infinity", durationS: "10", lengthCm: "100" },
    { pressurePsi: "1", durationS: "10", lengthCm: "100", innerDiameterUm: "" },
    { pressurePsi: "1", durationS: "10", lengthCm: "100", innerDiameterUm: "0" },
    { pressurePsi: "1", durationS: "10", lengthCm: "100", innerDiameterUm: "-50" },
    { pressurePsi: "1", durationS: "10", lengthCm: "100", innerDiameterUm: "fifty" },
  ])("refuses %o with the exact spec message", (input) => {
    expect(calculateInjectionVolume(input)).toEqual(INVALID);
  });

  it("refuses values that overflow instead of returning Infinity", () => {
    // 1e306 psi · 6895 = 6.9e309 > Number.MAX_VALUE → Infinity
    expect(calculateInjectionVolume({ pressurePsi: "1e306", durationS: "10", lengthCm: "100" })).toEqual(INVALID);
    // d = 1e94 m → d⁴ = 1e376 → Infinity
    expect(calculateInjectionVolume({ pressurePsi: "1", durationS: "10", lengthCm: "100", innerDiameterUm: "1e100" })).toEqual(INVALID);
  });

  it("handles very small but valid inputs without NaN or negative values", () => {
    const r = ok(calculateInjectionVolume({ pressurePsi: "0.1", durationS: "0.1", lengthCm: "1e6" }));
    expect(r.volumeNl).toBeGreaterThanOrEqual(0);
    expect(r.volumeNlText).toBe("0.00");
    expect(r.plugPercentText).toBe("0.00");
    expect(r.warning).toBeUndefined();
  });

  it("copy text includes the volume and the plug", () => {
    const r = ok(calculateInjectionVolume({ pressurePsi: "1", durationS: "10", lengthCm: "100" }));
    expect(injectionVolumeCopyText(r)).toBe("Injection volume: 10.58 nL (1 psi for 10 s, 100 cm × 50 µm capillary; plug 5.39 mm = 0.54% of capillary)");
  });
});
