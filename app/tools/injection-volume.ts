/**
 * Injection Volume tool (spec §5 "Tools", §9 "Tool formulas and tables").
 *
 * Hagen–Poiseuille volume of a hydrodynamic (pressure) injection:
 *
 *   V = ΔP · d⁴ · π · t / (128 · η · L)
 *
 *   ΔP  pressure in Pa   (psi × 6895 as the spec says; mbar × 100; kPa × 1000)
 *   d   inner diameter in m (default 50 µm, can be changed)
 *   t   injection duration in s
 *   η   viscosity in Pa·s: the spec's fixed 0.001 Pa·s by default, or water at a temperature
 *       (IAPWS 2008, see waterViscosityMPaS), or a custom BGE viscosity
 *   L   total capillary length in m
 *
 * Result in nL (1 nL = 1e-12 m³). Plug length = V / (π r²); its share of the capillary length is
 * reported, with a warning above 2 %. A volume larger than the capillary's own means the capillary is
 * completely flushed: the sample fills the whole capillary and the volume is the capillary's.
 * With a sample concentration (mg/mL = ng/nL) and molecular mass (Da = g/mol) the injected amount
 * is given in ng and pmol.
 */
import {
  format2,
  formatAmountPmol,
  formatGrouped,
  formatMassNg,
  formatVolumeNl,
  parseFiniteNumber,
  parsePositiveNumber,
  round2,
  toolError,
  type QuantityText,
  type ToolResult,
} from "./tool-result";

/** Spec §9: psi are converted to Pa with the factor 6895. */
export const PSI_TO_PA = 6895;
/** Spec §9: the fixed viscosity, 0.001 Pa·s (1.000 mPa·s, water at about 20 °C). Still the default. */
export const VISCOSITY_PA_S = 0.001;
export const DEFAULT_INNER_DIAMETER_UM = 50;
/** Plugs longer than this share of the capillary length trigger a warning. */
export const PLUG_WARNING_PERCENT = 2;

/**
 * Exact conversions for showing a pressure in the other units (NIST SP 811, appendix B.8:
 * 1 psi = 6.894 757 kPa): 1 psi = 68.9476 mbar = 6.89476 kPa. The calculation itself keeps the
 * spec's 6895 Pa per psi (0.003 % apart, invisible at 2 decimals).
 */
export const PSI_IN_MBAR = 68.9476;
export const PSI_IN_KPA = 6.89476;

export type PressureUnit = "psi" | "mbar" | "kPa";
export const PRESSURE_UNITS: ReadonlyArray<{ readonly value: PressureUnit; readonly label: string }> = [
  { value: "psi", label: "psi" },
  { value: "mbar", label: "mbar" },
  { value: "kPa", label: "kPa" },
];
/** Pa per unit as the calculation uses them. */
export const PASCAL_PER_UNIT: Readonly<Record<PressureUnit, number>> = { psi: PSI_TO_PA, mbar: 100, kPa: 1000 };

export function isPressureUnit(value: string | null | undefined): value is PressureUnit {
  return value === "psi" || value === "mbar" || value === "kPa";
}

/** A pressure converted between units with the exact factors (1 psi = 68.9476 mbar = 6.89476 kPa). */
export function convertPressure(value: number, from: PressureUnit, to: PressureUnit): number {
  const inMbar = from === "mbar" ? value : from === "kPa" ? value * 10 : value * PSI_IN_MBAR;
  return to === "mbar" ? inMbar : to === "kPa" ? inMbar / 10 : inMbar / PSI_IN_MBAR;
}

export type ViscosityMode = "spec" | "water" | "custom";
export const VISCOSITY_MODES: ReadonlyArray<{ readonly value: ViscosityMode; readonly label: string }> = [
  { value: "spec", label: "Fixed 1.000 mPa·s (default)" },
  { value: "water", label: "Water at a temperature" },
  { value: "custom", label: "Custom BGE viscosity" },
];
export function isViscosityMode(value: string | null | undefined): value is ViscosityMode {
  return value === "spec" || value === "water" || value === "custom";
}

/** Temperatures the water-viscosity option accepts, °C (a CE cassette runs at 15–40 °C). */
export const TEMPERATURE_RANGE_C = { min: 15, max: 40 } as const;
export const DEFAULT_TEMPERATURE_C = 25;
/** Custom viscosities accepted, mPa·s (dilute BGEs ≈ 0.6–1.5; sieving polymers up to tens). */
export const CUSTOM_VISCOSITY_RANGE_MPAS = { min: 0.1, max: 100 } as const;
export const CONCENTRATION_MAX_MG_ML = 500;
export const MOLECULAR_MASS_MAX_DA = 10_000_000;

/**
 * Viscosity of liquid water at 0.1 MPa, mPa·s, from the IAPWS 2008 formulation's correlation for
 * liquid water at atmospheric pressure (Huber et al., J. Phys. Chem. Ref. Data 38, 101 (2009), eq. 33;
 * IAPWS R12-08, valid 253.15–383.15 K):
 *
 *   η / (1 µPa·s) = Σ aᵢ · (T / 300 K)^bᵢ, a = (280.68, 511.45, 61.131, 0.45903), b = (−1.9, −7.7, −19.6, −40)
 *
 * 20 °C → 1.0016, 25 °C → 0.8900 mPa·s.
 */
export function waterViscosityMPaS(temperatureC: number): number {
  const t = (temperatureC + 273.15) / 300;
  const microPaS = 280.68 * t ** -1.9 + 511.45 * t ** -7.7 + 61.131 * t ** -19.6 + 0.45903 * t ** -40;
  return microPaS / 1000;
}

export const INJECTION_INVALID_INPUT_TITLE = "Invalid Input";
export const INJECTION_INVALID_INPUT_MESSAGE = "Please enter valid positive numbers for all injection parameters.";
export const INJECTION_TEMPERATURE_MESSAGE = `Please enter a temperature between ${TEMPERATURE_RANGE_C.min} and ${TEMPERATURE_RANGE_C.max} °C for water's viscosity.`;
export const INJECTION_VISCOSITY_MESSAGE = `Please enter the BGE viscosity in mPa·s, between ${CUSTOM_VISCOSITY_RANGE_MPAS.min} and ${CUSTOM_VISCOSITY_RANGE_MPAS.max}.`;
export const INJECTION_CONCENTRATION_MESSAGE = `Please enter the sample concentration as a positive number of mg/mL (at most ${CONCENTRATION_MAX_MG_ML}), or leave it empty.`;
export const INJECTION_MASS_MESSAGE = "Please enter the molecular mass as a positive number of Da (e.g. 148,000 for an antibody), or leave it empty.";

/** HTML input hints (spec §5): pressure and duration min 0.1. */
export const INJECTION_INPUT_HINTS = {
  pressurePsi: { min: 0.1, step: 0.1 },
  durationS: { min: 0.1, step: 0.1 },
  lengthCm: { min: 1, step: 0.1 },
  innerDiameterUm: { min: 1, step: 1 },
  temperatureC: { min: TEMPERATURE_RANGE_C.min, step: 0.5 },
  viscosityMPaS: { min: CUSTOM_VISCOSITY_RANGE_MPAS.min, step: 0.001 },
  concentrationMgMl: { min: 0, step: 0.01 },
  molecularMassDa: { min: 0, step: 1 },
} as const;

export interface InjectionVolumeInput {
  /** The injection pressure in `pressureUnit` (psi when no unit is given). */
  readonly pressure: string;
  readonly pressureUnit?: PressureUnit;
  readonly durationS: string;
  /** Total capillary length in cm. */
  readonly lengthCm: string;
  /** Inner diameter in µm; when omitted (undefined) the default 50 µm is used. */
  readonly innerDiameterUm?: string;
  /** "spec" (fixed 1.000 mPa·s) when omitted. */
  readonly viscosityMode?: ViscosityMode;
  /** °C, for viscosityMode "water". */
  readonly temperatureC?: string;
  /** mPa·s, for viscosityMode "custom". */
  readonly viscosityMPaS?: string;
  /** Optional: sample concentration, mg/mL. */
  readonly concentrationMgMl?: string;
  /** Optional: molecular (average) mass of the analyte, Da. */
  readonly molecularMassDa?: string;
}

export interface InjectedAmount {
  readonly concentrationMgMl: number;
  /** ng injected (mg/mL = ng/nL, so ng = nL × mg/mL). */
  readonly ng: number;
  readonly ngText: QuantityText;
  readonly molecularMassDa?: number;
  /** pmol injected: ng / (g/mol) = nmol, × 1000. */
  readonly pmol?: number;
  readonly pmolText?: QuantityText;
}

export interface InjectionVolumeData {
  readonly pressure: number;
  readonly pressureUnit: PressureUnit;
  readonly pressurePa: number;
  /** The pressure in the other units (exact factors), e.g. "1 psi = 68.95 mbar = 6.89 kPa". */
  readonly pressureText: string;
  readonly durationS: number;
  readonly lengthCm: number;
  readonly innerDiameterUm: number;
  readonly viscosityMode: ViscosityMode;
  readonly temperatureC?: number;
  readonly viscosityPaS: number;
  /** e.g. "0.890 mPa·s (water at 25 °C, IAPWS 2008)". */
  readonly viscosityText: string;
  /** Hagen–Poiseuille volume pushed in, m³ (may exceed the capillary's volume). */
  readonly volumeM3: number;
  /** Volume in the capillary, nL: the Hagen–Poiseuille volume, or the capillary's volume when flushed. */
  readonly volumeNl: number;
  /** volumeNl with grouped thousands and 2 decimals. */
  readonly volumeNlText: string;
  /** The volume in nL, or pL / fL below 0.01 nL. */
  readonly volumeText: QuantityText;
  readonly capillaryVolumeNl: number;
  readonly capillaryVolumeText: QuantityText;
  /** The pressure and time push more than the capillary holds: it is completely flushed with sample. */
  readonly flushed: boolean;
  /** Hagen–Poiseuille volume ÷ capillary volume (e.g. 7.18 when flushed seven times over). */
  readonly capillaryVolumes: number;
  /** Plug length in mm, rounded to 2 decimals (the capillary length when flushed). */
  readonly plugLengthMm: number;
  readonly plugLengthMmText: string;
  /** Plug length as a percentage of the capillary length, rounded to 2 decimals (at most 100). */
  readonly plugPercent: number;
  readonly plugPercentText: string;
  /** Present when the plug is more than 2 % of the capillary length and does not flush it. */
  readonly warning?: string;
  /** Present when the capillary is completely flushed. */
  readonly flushMessage?: string;
  readonly amount?: InjectedAmount;
}

export type InjectionVolumeResult = ToolResult<InjectionVolumeData>;

function invalid(message = INJECTION_INVALID_INPUT_MESSAGE) {
  return toolError(INJECTION_INVALID_INPUT_TITLE, message);
}

export function plugWarningMessage(plugPercentText: string): string {
  return (
    `The sample plug fills ${plugPercentText}% of the capillary, more than the recommended ` +
    `${PLUG_WARNING_PERCENT}%. Such a long plug may overload the capillary and broaden peaks; ` +
    "reduce the injection pressure or time."
  );
}

export function flushMessage(capillaryVolumesText: string, capillaryVolumeText: string): string {
  return (
    `The capillary is completely flushed: this pressure and time would push ${capillaryVolumesText} capillary volumes, so the sample ` +
    `fills the whole capillary and the injected volume is the capillary's own, ${capillaryVolumeText}. Nothing is separated this way; ` +
    `reduce the pressure or time to a plug of at most ${PLUG_WARNING_PERCENT}% of the capillary.`
  );
}

function optionalText(raw: string | undefined): string {
  return raw?.trim() ?? "";
}

function parseViscosity(input: InjectionVolumeInput): { paS: number; text: string; temperatureC?: number } | { error: string } {
  const mode = input.viscosityMode ?? "spec";
  if (mode === "water") {
    const t = parseFiniteNumber(input.temperatureC);
    if (t === null || t < TEMPERATURE_RANGE_C.min || t > TEMPERATURE_RANGE_C.max) return { error: INJECTION_TEMPERATURE_MESSAGE };
    const mPaS = waterViscosityMPaS(t);
    return { paS: mPaS / 1000, text: `${formatGrouped(mPaS, 3)} mPa·s (water at ${t} °C, IAPWS 2008)`, temperatureC: t };
  }
  if (mode === "custom") {
    const v = parsePositiveNumber(input.viscosityMPaS);
    if (v === null || v < CUSTOM_VISCOSITY_RANGE_MPAS.min || v > CUSTOM_VISCOSITY_RANGE_MPAS.max) return { error: INJECTION_VISCOSITY_MESSAGE };
    return { paS: v / 1000, text: `${formatGrouped(v, 3)} mPa·s (custom BGE)` };
  }
  return { paS: VISCOSITY_PA_S, text: "1.000 mPa·s (fixed; water at about 20 °C)" };
}

function pressureText(value: number, unit: PressureUnit): string {
  const others = PRESSURE_UNITS.filter((u) => u.value !== unit).map((u) => `${formatGrouped(convertPressure(value, unit, u.value), 2)} ${u.label}`);
  return `${formatGrouped(value, 2)} ${unit} = ${others.join(" = ")}`;
}

export function calculateInjectionVolume(input: InjectionVolumeInput): InjectionVolumeResult {
  const pressureUnit = input.pressureUnit ?? "psi";
  const pressure = parsePositiveNumber(input.pressure);
  const durationS = parsePositiveNumber(input.durationS);
  const lengthCm = parsePositiveNumber(input.lengthCm);
  const innerDiameterUm = input.innerDiameterUm === undefined ? DEFAULT_INNER_DIAMETER_UM : parsePositiveNumber(input.innerDiameterUm);
  if (!isPressureUnit(pressureUnit) || pressure === null || durationS === null || lengthCm === null || innerDiameterUm === null) {
    return invalid();
  }
  const viscosity = parseViscosity(input);
  if ("error" in viscosity) return invalid(viscosity.error);

  const concentrationText = optionalText(input.concentrationMgMl);
  const massText = optionalText(input.molecularMassDa);
  const concentrationMgMl = concentrationText === "" ? null : parsePositiveNumber(concentrationText);
  if (concentrationText !== "" && (concentrationMgMl === null || concentrationMgMl > CONCENTRATION_MAX_MG_ML)) {
    return invalid(INJECTION_CONCENTRATION_MESSAGE);
  }
  const molecularMassDa = massText === "" ? null : parsePositiveNumber(massText);
  if (massText !== "" && (molecularMassDa === null || molecularMassDa > MOLECULAR_MASS_MAX_DA)) return invalid(INJECTION_MASS_MESSAGE);

  const pressurePa = pressure * PASCAL_PER_UNIT[pressureUnit];
  const d = innerDiameterUm * 1e-6;
  const lengthM = lengthCm / 100;
  const volumeM3 = (pressurePa * d ** 4 * Math.PI * durationS) / (128 * viscosity.paS * lengthM);
  const hydrodynamicNl = volumeM3 * 1e12;
  const radius = d / 2;
  const capillaryNl = Math.PI * radius * radius * lengthM * 1e12;
  const capillaryVolumes = hydrodynamicNl / capillaryNl;
  const flushed = capillaryVolumes > 1;
  const volumeNl = flushed ? capillaryNl : hydrodynamicNl;
  const plugLengthMmRaw = flushed ? lengthM * 1000 : (volumeM3 / (Math.PI * radius * radius)) * 1000;
  const plugPercentRaw = flushed ? 100 : capillaryVolumes * 100;

  // Overflow (Infinity) or 0/0 (NaN) from extreme inputs must never reach the user.
  if (![pressurePa, volumeM3, hydrodynamicNl, capillaryNl, capillaryVolumes, plugLengthMmRaw, plugPercentRaw].every(Number.isFinite)) {
    return invalid();
  }

  const plugPercentText = format2(plugPercentRaw);
  const volumeText = formatVolumeNl(volumeNl);
  const capillaryVolumeText = formatVolumeNl(capillaryNl);
  let amount: InjectedAmount | undefined;
  if (concentrationMgMl !== null) {
    const ng = volumeNl * concentrationMgMl;
    const pmol = molecularMassDa === null ? undefined : (ng / molecularMassDa) * 1000;
    amount = {
      concentrationMgMl,
      ng,
      ngText: formatMassNg(ng),
      ...(molecularMassDa !== null && pmol !== undefined ? { molecularMassDa, pmol, pmolText: formatAmountPmol(pmol) } : {}),
    };
  }

  return {
    ok: true,
    pressure,
    pressureUnit,
    pressurePa,
    pressureText: pressureText(pressure, pressureUnit),
    durationS,
    lengthCm,
    innerDiameterUm,
    viscosityMode: input.viscosityMode ?? "spec",
    ...(viscosity.temperatureC !== undefined ? { temperatureC: viscosity.temperatureC } : {}),
    viscosityPaS: viscosity.paS,
    viscosityText: viscosity.text,
    volumeM3,
    volumeNl: round2(volumeNl),
    volumeNlText: formatGrouped(volumeNl, 2),
    volumeText,
    capillaryVolumeNl: capillaryNl,
    capillaryVolumeText,
    flushed,
    capillaryVolumes,
    plugLengthMm: round2(plugLengthMmRaw),
    plugLengthMmText: formatGrouped(plugLengthMmRaw, 2),
    plugPercent: round2(plugPercentRaw),
    plugPercentText,
    ...(flushed
      ? { flushMessage: flushMessage(formatGrouped(capillaryVolumes, 2), capillaryVolumeText.text) }
      : plugPercentRaw > PLUG_WARNING_PERCENT
        ? { warning: plugWarningMessage(plugPercentText) }
        : {}),
    ...(amount ? { amount } : {}),
  };
}

/** Plain text for the clipboard. */
export function injectionVolumeCopyText(result: InjectionVolumeData): string {
  const amount = result.amount
    ? `; ${result.amount.ngText.text}${result.amount.pmolText ? ` = ${result.amount.pmolText.text}` : ""} at ${formatGrouped(result.amount.concentrationMgMl, 2)} mg/mL`
    : "";
  const where = result.flushed
    ? `capillary completely flushed (${formatGrouped(result.capillaryVolumes, 2)} capillary volumes pushed)`
    : `plug ${result.plugLengthMmText} mm = ${result.plugPercentText}% of capillary`;
  return (
    `Injection volume: ${result.volumeText.text} ` +
    `(${formatGrouped(result.pressure, 2)} ${result.pressureUnit} for ${result.durationS} s, ${result.lengthCm} cm × ${result.innerDiameterUm} µm capillary, ` +
    `viscosity ${result.viscosityText}; ${where}${amount})`
  );
}

/** Permalink: every input, units and viscosity choice included. Empty values are left out. */
export function injectionVolumeLinkInputs(input: InjectionVolumeInput): Record<string, string | undefined> {
  const mode = input.viscosityMode ?? "spec";
  return {
    pressure: input.pressure.trim(),
    unit: input.pressureUnit ?? "psi",
    time: input.durationS.trim(),
    length: input.lengthCm.trim(),
    diameter: input.innerDiameterUm?.trim(),
    viscosity: mode,
    temp: mode === "water" ? input.temperatureC?.trim() : undefined,
    eta: mode === "custom" ? input.viscosityMPaS?.trim() : undefined,
    conc: input.concentrationMgMl?.trim(),
    mass: input.molecularMassDa?.trim(),
  };
}

/**
 * The inputs a permalink carries. Unknown units or viscosity choices fall back to the defaults (psi,
 * fixed viscosity); `complete` when pressure, time and length are there, so the result can be shown at once.
 */
export function injectionVolumeInputFromLink(query: URLSearchParams): { input: Required<InjectionVolumeInput>; complete: boolean } {
  const text = (name: string) => query.get(name)?.trim() ?? "";
  const unit = text("unit");
  const mode = text("viscosity");
  const input: Required<InjectionVolumeInput> = {
    pressure: text("pressure"),
    pressureUnit: isPressureUnit(unit) ? unit : "psi",
    durationS: text("time"),
    lengthCm: text("length"),
    innerDiameterUm: text("diameter") || String(DEFAULT_INNER_DIAMETER_UM),
    viscosityMode: isViscosityMode(mode) ? mode : "spec",
    temperatureC: text("temp") || String(DEFAULT_TEMPERATURE_C),
    viscosityMPaS: text("eta"),
    concentrationMgMl: text("conc"),
    molecularMassDa: text("mass"),
  };
  return { input, complete: input.pressure !== "" && input.durationS !== "" && input.lengthCm !== "" };
}
