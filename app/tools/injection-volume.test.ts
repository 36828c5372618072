import { describe, expect, it } from "vitest";
import { expectOk } from "../../tests/support/tool-results";
import { toolError } from "./tool-result";
import {
  DEFAULT_INNER_DIAMETER_UM,
  INJECTION_INPUT_HINTS,
  PLUG_WARNING_PERCENT,
  PSI_TO_PA,
  VISCOSITY_PA_S,
  PSI_IN_KPA,
  PSI_IN_MBAR,
  calculateInjectionVolume,
  convertPressure,
  injectionVolumeCopyText,
  injectionVolumeInputFromLink,
  injectionVolumeLinkInputs,
  waterViscosityMPaS,
} from "./injection-volume";

const INVALID = toolError("Invalid Input", "Please enter valid positive numbers for all injection parameters.");

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
    const r = expectOk(calculateInjectionVolume({ pressure: "1", durationS: "10", lengthCm: "100" }));
    expect(r.pressurePa).toBe(6895);
    expect(r.innerDiameterUm).toBe(50);
    expect(r.volumeM3).toBeCloseTo(1.05768e-11, 15);
    expect(r).toMatchObject({ volumeNlText: "10.58", volumeNl: 10.58, plugLengthMmText: "5.39", plugPercentText: "0.54" });
    expect(r.warning).toBeUndefined();
  });

  it("0.5 psi, 5 s, 60 cm, 75 µm → 22.31 nL, plug 5.05 mm = 0.84 %", () => {
    // ΔP = 0.5 · 6895 = 3447.5 Pa; d⁴ = (75e-6)⁴ = 3.1640625e-17 m⁴
    // numerator = 3447.5 · 3.1640625e-17 · π · 5 = 5.454053e-13 · π = 1.713441e-12
    // denominator = 128 · 0.001 · 0.6 = 0.0768
    // V = 2.231043e-11 m³ = 22.3104 nL → "22.31"
    // plug = ΔP·d²·t / (32·η·L) = 3447.5 · 5.625e-9 · 5 / (32 · 0.001 · 0.6) = 9.69609e-5 / 0.0192 = 5.05005e-3 m
    // share = 5.05005e-3 / 0.6 = 0.8417 % → "0.84"
    const r = expectOk(calculateInjectionVolume({ pressure: "0.5", durationS: "5", lengthCm: "60", innerDiameterUm: "75" }));
    expect(r).toMatchObject({ volumeNlText: "22.31", plugLengthMmText: "5.05", plugPercentText: "0.84" });
    expect(r.warning).toBeUndefined();
  });

  it("the inner diameter can be changed: 100 µm gives 16× the volume and a 2.15 % plug (warning)", () => {
    // d⁴ ratio (100/50)⁴ = 16 → V = 16 · 10.576798 nL = 169.2288 nL → "169.23"
    // plug ∝ d²: 4 · 5.38672 mm = 21.5469 mm → "21.55"; share 2.1547 % > 2 % → warning
    const r = expectOk(calculateInjectionVolume({ pressure: "1", durationS: "10", lengthCm: "100", innerDiameterUm: "100" }));
    expect(r).toMatchObject({ volumeNlText: "169.23", plugLengthMmText: "21.55", plugPercentText: "2.15" });
    expect(r.warning).toContain("2.15%");
    expect(r.warning).toMatch(/overload/i);
    expect(r.warning).toMatch(/broaden peaks/i);
  });

  it("50 psi, 10 s, 100 cm → 528.84 nL, plug 269.34 mm = 26.93 % with warning", () => {
    // V scales linearly with ΔP: 50 · 10.5767975 nL = 528.8399 nL → "528.84"
    // plug: 50 · 5.386719 mm = 269.3359 mm → "269.34"; share 26.93 %
    const r = expectOk(calculateInjectionVolume({ pressure: "50", durationS: "10", lengthCm: "100" }));
    expect(r).toMatchObject({ volumeNlText: "528.84", plugLengthMmText: "269.34", plugPercentText: "26.93" });
    expect(r.warning).toBeDefined();
  });

  it("warns only above 2 % of the capillary length", () => {
    // share % = psi · 6895 · d² · t / (32 · η · L²) · 100 = psi · 0.0538672 % per second at 50 µm, 1 m
    // 3.70 psi · 10 s → 1.9931 % (no warning); 3.75 psi · 10 s → 2.0200 % (warning)
    const below = expectOk(calculateInjectionVolume({ pressure: "3.7", durationS: "10", lengthCm: "100" }));
    const above = expectOk(calculateInjectionVolume({ pressure: "3.75", durationS: "10", lengthCm: "100" }));
    expect(below.plugPercentText).toBe("1.99");
    expect(below.warning).toBeUndefined();
    expect(above.plugPercentText).toBe("2.02");
    expect(above.warning).toBeDefined();
  });

  it("a longer capillary gives a smaller volume and an even smaller share (∝ 1/L and 1/L²)", () => {
    // L 100 → 50 cm: V doubles (10.58 → 21.15 nL); share × 4 (0.5387 % → 2.1547 %)
    const r = expectOk(calculateInjectionVolume({ pressure: "1", durationS: "10", lengthCm: "50" }));
    expect(r.volumeNlText).toBe("21.15");
    expect(r.plugPercentText).toBe("2.15");
  });

  it.each([
    { pressure: "0", durationS: "10", lengthCm: "100" },
    { pressure: "1", durationS: "0", lengthCm: "100" },
    { pressure: "1", durationS: "10", lengthCm: "0" },
    { pressure: "-1", durationS: "10", lengthCm: "100" },
    { pressure: "1", durationS: "-10", lengthCm: "100" },
    { pressure: "1", durationS: "10", lengthCm: "-100" },
    { pressure: "", durationS: "10", lengthCm: "100" },
    { pressure: "1", durationS: " ", lengthCm: "100" },
    { pressure: "1", durationS: "10", lengthCm: "abc" },
    { pressure: "NaN", durationS: "10", lengthCm: "100" },
    { pressure: "Infinity", durationS: "10", lengthCm: "100" },
    { pressure: "1", durationS: "10", lengthCm: "100", innerDiameterUm: "" },
    { pressure: "1", durationS: "10", lengthCm: "100", innerDiameterUm: "0" },
    { pressure: "1", durationS: "10", lengthCm: "100", innerDiameterUm: "-50" },
    { pressure: "1", durationS: "10", lengthCm: "100", innerDiameterUm: "fifty" },
  ])("refuses %o with the exact spec message", (input) => {
    expect(calculateInjectionVolume(input)).toEqual(INVALID);
  });

  it("refuses values that overflow instead of returning Infinity", () => {
    // 1e306 psi · 6895 = 6.9e309 > Number.MAX_VALUE → Infinity
    expect(calculateInjectionVolume({ pressure: "1e306", durationS: "10", lengthCm: "100" })).toEqual(INVALID);
    // d = 1e94 m → d⁴ = 1e376 → Infinity
    expect(calculateInjectionVolume({ pressure: "1", durationS: "10", lengthCm: "100", innerDiameterUm: "1e100" })).toEqual(INVALID);
  });

  it("handles very small but valid inputs without NaN or negative values", () => {
    const r = expectOk(calculateInjectionVolume({ pressure: "0.1", durationS: "0.1", lengthCm: "1e6" }));
    expect(r.volumeNl).toBeGreaterThanOrEqual(0);
    // 1.06e-9 nL: shown in fL, never "0.00 nL"
    expect(r.volumeText.unit).toBe("fL");
    expect(r.volumeText.text).not.toMatch(/^0\.00/);
    expect(r.plugPercentText).toBe("0.00");
    expect(r.warning).toBeUndefined();
  });

  it("copy text includes the volume and the plug", () => {
    const r = expectOk(calculateInjectionVolume({ pressure: "1", durationS: "10", lengthCm: "100" }));
    expect(injectionVolumeCopyText(r)).toBe(
      "Injection volume: 10.58 nL (1.00 psi for 10 s, 100 cm × 50 µm capillary, viscosity 1.000 mPa·s (fixed; water at about 20 °C); plug 5.39 mm = 0.54% of capillary)",
    );
  });
});

describe("pressure units (psi, mbar or kPa)", () => {
  it("1 psi = 68.9476 mbar = 6.89476 kPa (NIST SP 811, B.8: 1 psi = 6.894 757 kPa)", () => {
    expect(PSI_IN_MBAR).toBe(68.9476);
    expect(PSI_IN_KPA).toBe(6.89476);
    expect(convertPressure(1, "psi", "mbar")).toBeCloseTo(68.9476, 10);
    expect(convertPressure(1, "psi", "kPa")).toBeCloseTo(6.89476, 10);
    expect(convertPressure(50, "mbar", "kPa")).toBeCloseTo(5, 12);
    expect(convertPressure(68.9476, "mbar", "psi")).toBeCloseTo(1, 12);
  });

  it("50 mbar for 10 s (Agilent 7100 style) into 100 cm × 50 µm → 7.67 nL", () => {
    // ΔP = 50 · 100 = 5000 Pa; V = 5000 · 6.25e-18 · π · 10 / (128 · 0.001 · 1) = 7.66990e-12 m³ = 7.67 nL
    // plug = 7.6699e-12 / 1.963495e-9 = 3.90625e-3 m → 3.91 mm = 0.39 %
    const r = expectOk(calculateInjectionVolume({ pressure: "50", pressureUnit: "mbar", durationS: "10", lengthCm: "100" }));
    expect(r.pressurePa).toBe(5000);
    expect(r.volumeText.text).toBe("7.67 nL");
    expect(r.plugLengthMmText).toBe("3.91");
    expect(r.plugPercentText).toBe("0.39");
    expect(r.pressureText).toBe("50.00 mbar = 0.73 psi = 5.00 kPa");
  });

  it("kPa uses 1000 Pa per kPa: 6.895 kPa gives the same volume as 1 psi (6895 Pa, spec)", () => {
    const kPa = expectOk(calculateInjectionVolume({ pressure: "6.895", pressureUnit: "kPa", durationS: "10", lengthCm: "100" }));
    expect(kPa.pressurePa).toBeCloseTo(6895, 9);
    expect(kPa.volumeNlText).toBe("10.58");
  });
});

describe("water viscosity (IAPWS 2008; Huber et al., J. Phys. Chem. Ref. Data 38, 101 (2009))", () => {
  // Reference values at 0.1 MPa: CRC Handbook of Chemistry and Physics, "Viscosity of water at 0.1 MPa"
  // (15 °C 1.138, 20 °C 1.002, 25 °C 0.890, 30 °C 0.797, 40 °C 0.653 mPa·s); the issue quotes 25 °C = 0.890, 20 °C = 1.002.
  it.each([
    [15, 1.138, 0.002],
    [20, 1.002, 0.001],
    [25, 0.89, 0.0005],
    [30, 0.797, 0.001],
    [40, 0.653, 0.002],
  ])("%d °C → %f mPa·s", (t, expected, tolerance) => {
    expect(Math.abs(waterViscosityMPaS(t) - expected)).toBeLessThanOrEqual(tolerance);
  });

  it("at 25 °C the volume is 12.4 % larger than with the fixed 1.000 mPa·s (1.000 / 0.890 = 1.1236)", () => {
    const fixed = expectOk(calculateInjectionVolume({ pressure: "1", durationS: "10", lengthCm: "100" }));
    const water = expectOk(calculateInjectionVolume({ pressure: "1", durationS: "10", lengthCm: "100", viscosityMode: "water", temperatureC: "25" }));
    expect(water.volumeM3 / fixed.volumeM3).toBeCloseTo(1.1236, 3);
    expect(water.volumeNlText).toBe("11.88");
    expect(water.viscosityText).toBe("0.890 mPa·s (water at 25 °C, IAPWS 2008)");
  });

  it("the fixed 1.000 mPa·s stays the default: leaving the new inputs alone reproduces the spec's result", () => {
    const r = expectOk(calculateInjectionVolume({ pressure: "1", durationS: "10", lengthCm: "100" }));
    expect(r.viscosityMode).toBe("spec");
    expect(r.viscosityPaS).toBe(0.001);
    expect(r.volumeNlText).toBe("10.58");
  });

  it("a custom BGE viscosity of 2 mPa·s halves the volume", () => {
    const r = expectOk(calculateInjectionVolume({ pressure: "1", durationS: "10", lengthCm: "100", viscosityMode: "custom", viscosityMPaS: "2" }));
    expect(r.volumeNlText).toBe("5.29");
  });

  it.each(["14.9", "40.5", "", "warm", "-5"])("refuses the temperature %j with a clear message", (temperatureC) => {
    expect(calculateInjectionVolume({ pressure: "1", durationS: "10", lengthCm: "100", viscosityMode: "water", temperatureC })).toEqual(
      toolError("Invalid Input", "Please enter a temperature between 15 and 40 °C for water's viscosity."),
    );
  });

  it.each(["0", "-1", "0.05", "101", "", "thick"])("refuses the custom viscosity %j", (viscosityMPaS) => {
    const r = calculateInjectionVolume({ pressure: "1", durationS: "10", lengthCm: "100", viscosityMode: "custom", viscosityMPaS });
    expect(r).toMatchObject({ ok: false, message: "Please enter the BGE viscosity in mPa·s, between 0.1 and 100." });
  });
});

describe("a completely flushed capillary (no '718 %' plug)", () => {
  it("50 psi for 133.3 s into 100 cm × 50 µm pushes 7.18 capillary volumes: the volume is the capillary's 1,963.50 nL", () => {
    // share per second at 1 psi = 0.0538672 %; 50 psi · 133.3 s → 359.0 %… use 50 psi · 266.6 s → 718.0 % = 7.18 volumes
    const r = expectOk(calculateInjectionVolume({ pressure: "50", durationS: "266.6", lengthCm: "100" }));
    expect(r.flushed).toBe(true);
    expect(r.capillaryVolumes).toBeCloseTo(7.18, 2);
    expect(r.volumeNlText).toBe("1,963.50");
    expect(r.volumeText.text).toBe("1,963.50 nL");
    expect(r.plugPercentText).toBe("100.00");
    expect(r.plugLengthMmText).toBe("1,000.00");
    expect(r.warning).toBeUndefined();
    expect(r.flushMessage).toContain("completely flushed");
    expect(r.flushMessage).toContain("7.18 capillary volumes");
    expect(r.flushMessage).toContain("1,963.50 nL");
    expect(JSON.stringify(r)).not.toContain("718");
    expect(injectionVolumeCopyText(r)).toContain("capillary completely flushed (7.18 capillary volumes pushed)");
  });

  it("just below one capillary volume it is a (very long) plug with the warning", () => {
    // 1.8564 psi·s per % → 99 % needs 50 psi · 36.76 s
    const r = expectOk(calculateInjectionVolume({ pressure: "50", durationS: "36.76", lengthCm: "100" }));
    expect(r.flushed).toBe(false);
    expect(r.plugPercentText).toBe("99.01");
    expect(r.warning).toBeDefined();
    expect(r.flushMessage).toBeUndefined();
  });
});

describe("injected amount from concentration and molecular mass", () => {
  it("10.58 nL of a 1 mg/mL, 148,057.58 Da antibody = 10.58 ng = 71.44 fmol", () => {
    // mg/mL = ng/nL → 10.5768 nL · 1 = 10.5768 ng; 10.5768 ng / 148,057.58 g/mol = 7.1437e-5 nmol = 0.071437 pmol = 71.44 fmol
    const r = expectOk(calculateInjectionVolume({ pressure: "1", durationS: "10", lengthCm: "100", concentrationMgMl: "1", molecularMassDa: "148057.58" }));
    expect(r.amount?.ngText.text).toBe("10.58 ng");
    expect(r.amount?.pmol).toBeCloseTo(0.071437, 5);
    expect(r.amount?.pmolText?.text).toBe("71.44 fmol");
  });

  it("without a mass only the ng are given; without a concentration no amount at all", () => {
    const ng = expectOk(calculateInjectionVolume({ pressure: "1", durationS: "10", lengthCm: "100", concentrationMgMl: "2" }));
    expect(ng.amount?.ngText.text).toBe("21.15 ng");
    expect(ng.amount?.pmolText).toBeUndefined();
    const none = expectOk(calculateInjectionVolume({ pressure: "1", durationS: "10", lengthCm: "100", molecularMassDa: "148000" }));
    expect(none.amount).toBeUndefined();
  });

  it("a flushed capillary holds the capillary's volume of sample: 1,963.50 nL · 1 mg/mL = 1,963.50 ng", () => {
    const r = expectOk(calculateInjectionVolume({ pressure: "50", durationS: "300", lengthCm: "100", concentrationMgMl: "1", molecularMassDa: "148000" }));
    expect(r.amount?.ngText.text).toBe("1,963.50 ng");
    expect(r.amount?.pmolText?.text).toBe("13.27 pmol");
  });

  it.each([
    [{ concentrationMgMl: "0" }, "Please enter the sample concentration as a positive number of mg/mL (at most 500), or leave it empty."],
    [{ concentrationMgMl: "600" }, "Please enter the sample concentration as a positive number of mg/mL (at most 500), or leave it empty."],
    [
      { concentrationMgMl: "1", molecularMassDa: "-5" },
      "Please enter the molecular mass as a positive number of Da (e.g. 148,000 for an antibody), or leave it empty.",
    ],
    [
      { concentrationMgMl: "1", molecularMassDa: "abc" },
      "Please enter the molecular mass as a positive number of Da (e.g. 148,000 for an antibody), or leave it empty.",
    ],
  ])("refuses %o", (extra, message) => {
    expect(calculateInjectionVolume({ pressure: "1", durationS: "10", lengthCm: "100", ...extra })).toMatchObject({ ok: false, message });
  });
});

describe("small volumes are shown in pL, never as 0.00 nL", () => {
  it("0.1 psi for 0.1 s into 100 cm × 25 µm → 6.61 pL", () => {
    // V = 689.5 · (25e-6)⁴ · π · 0.1 / (128 · 0.001 · 1) = 689.5 · 3.90625e-19 · π · 0.1 / 0.128 = 6.6105e-16 m³ = 6.61e-4 nL = 0.661 pL
    const r = expectOk(calculateInjectionVolume({ pressure: "0.1", durationS: "0.1", lengthCm: "100", innerDiameterUm: "25" }));
    expect(r.volumeText).toEqual({ value: "0.66", unit: "pL", text: "0.66 pL" });
  });
});

describe("permalink", () => {
  it("writes every input, unit and viscosity choice, and reads them back", () => {
    const input = {
      pressure: "50",
      pressureUnit: "mbar" as const,
      durationS: "10",
      lengthCm: "80",
      innerDiameterUm: "50",
      viscosityMode: "water" as const,
      temperatureC: "25",
      viscosityMPaS: "",
      concentrationMgMl: "1",
      molecularMassDa: "148057.58",
    };
    const inputs = injectionVolumeLinkInputs(input);
    expect(inputs).toEqual({
      pressure: "50",
      unit: "mbar",
      time: "10",
      length: "80",
      diameter: "50",
      viscosity: "water",
      temp: "25",
      eta: undefined,
      conc: "1",
      mass: "148057.58",
    });
    const query = new URLSearchParams(Object.entries(inputs).filter((e): e is [string, string] => e[1] !== undefined));
    expect(injectionVolumeInputFromLink(query)).toEqual({ input, complete: true });
  });

  it("falls back to psi and the fixed viscosity for unknown values, and is incomplete without pressure, time or length", () => {
    const { input, complete } = injectionVolumeInputFromLink(new URLSearchParams("pressure=1&unit=bar&viscosity=honey&time=10"));
    expect(input.pressureUnit).toBe("psi");
    expect(input.viscosityMode).toBe("spec");
    expect(input.innerDiameterUm).toBe("50");
    expect(complete).toBe(false);
  });
});
