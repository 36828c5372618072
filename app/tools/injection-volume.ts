/**
 * Injection Volume tool (spec §5 "Tools", §9 "Tool formulas and tables").
 *
 * Hagen–Poiseuille volume of a hydrodynamic (pressure) injection:
 *
 *   V = ΔP · d⁴ · π · t / (128 · η · L)
 *
 *   ΔP  pressure in Pa   (psi × 6895)
 *   d   inner diameter in m (default 50 µm, can be changed)
 *   t   injection duration in s
 *   η   viscosity, 0.001 Pa·s (water at ~20 °C)
 *   L   total capillary length in m
 *
 * Result in nL (1 nL = 1e-12 m³) with 2 decimals. Plug length = V / (π r²);
 * its share of the capillary length is reported, with a warning above 2 %.
 */
import { format2, parsePositiveNumber, round2, toolError, type ToolResult } from "./tool-result";

export const PSI_TO_PA = 6895;
export const VISCOSITY_PA_S = 0.001;
export const DEFAULT_INNER_DIAMETER_UM = 50;
/** Plugs longer than this share of the capillary length trigger a warning. */
export const PLUG_WARNING_PERCENT = 2;

export const INJECTION_INVALID_INPUT_TITLE = "Invalid Input";
export const INJECTION_INVALID_INPUT_MESSAGE = "Please enter valid positive numbers for all injection parameters.";

/** HTML input hints (spec §5): pressure and duration min 0.1. */
export const INJECTION_INPUT_HINTS = {
  pressurePsi: { min: 0.1, step: 0.1 },
  durationS: { min: 0.1, step: 0.1 },
  lengthCm: { min: 1, step: 0.1 },
  innerDiameterUm: { min: 1, step: 1 },
} as const;

export interface InjectionVolumeInput {
  readonly pressurePsi: string;
  readonly durationS: string;
  /** Total capillary length in cm. */
  readonly lengthCm: string;
  /** Inner diameter in µm; when omitted (undefined) the default 50 µm is used. */
  readonly innerDiameterUm?: string;
}

export interface InjectionVolumeData {
  readonly pressurePsi: number;
  readonly pressurePa: number;
  readonly durationS: number;
  readonly lengthCm: number;
  readonly innerDiameterUm: number;
  readonly viscosityPaS: number;
  readonly volumeM3: number;
  /** nL, rounded to 2 decimals. */
  readonly volumeNl: number;
  /** nL with exactly 2 decimals. */
  readonly volumeNlText: string;
  /** Plug length in mm, rounded to 2 decimals. */
  readonly plugLengthMm: number;
  readonly plugLengthMmText: string;
  /** Plug length as a percentage of the capillary length, rounded to 2 decimals. */
  readonly plugPercent: number;
  readonly plugPercentText: string;
  /** Present when the plug is more than 2 % of the capillary length. */
  readonly warning?: string;
}

export type InjectionVolumeResult = ToolResult<InjectionVolumeData>;

function invalid() {
  return toolError(INJECTION_INVALID_INPUT_TITLE, INJECTION_INVALID_INPUT_MESSAGE);
}

export function plugWarningMessage(plugPercentText: string): string {
  return (
    `The sample plug fills ${plugPercentText}% of the capillary, more than the recommended ` +
    `${PLUG_WARNING_PERCENT}%. Such a long plug may overload the capillary and broaden peaks; ` +
    "reduce the injection pressure or time."
  );
}

export function calculateInjectionVolume(input: InjectionVolumeInput): InjectionVolumeResult {
  const pressurePsi = parsePositiveNumber(input.pressurePsi);
  const durationS = parsePositiveNumber(input.durationS);
  const lengthCm = parsePositiveNumber(input.lengthCm);
  const innerDiameterUm = input.innerDiameterUm === undefined ? DEFAULT_INNER_DIAMETER_UM : parsePositiveNumber(input.innerDiameterUm);
  if (pressurePsi === null || durationS === null || lengthCm === null || innerDiameterUm === null) {
    return invalid();
  }

  const pressurePa = pressurePsi * PSI_TO_PA;
  const d = innerDiameterUm * 1e-6;
  const lengthM = lengthCm / 100;
  const volumeM3 = (pressurePa * d ** 4 * Math.PI * durationS) / (128 * VISCOSITY_PA_S * lengthM);
  const volumeNlRaw = volumeM3 * 1e12;
  const radius = d / 2;
  const plugLengthM = volumeM3 / (Math.PI * radius * radius);
  const plugLengthMmRaw = plugLengthM * 1000;
  const plugPercentRaw = (plugLengthM / lengthM) * 100;

  // Overflow (Infinity) or 0/0 (NaN) from extreme inputs must never reach the user.
  if (![pressurePa, volumeM3, volumeNlRaw, plugLengthMmRaw, plugPercentRaw].every(Number.isFinite)) {
    return invalid();
  }

  const plugPercentText = format2(plugPercentRaw);
  return {
    ok: true,
    pressurePsi,
    pressurePa,
    durationS,
    lengthCm,
    innerDiameterUm,
    viscosityPaS: VISCOSITY_PA_S,
    volumeM3,
    volumeNl: round2(volumeNlRaw),
    volumeNlText: format2(volumeNlRaw),
    plugLengthMm: round2(plugLengthMmRaw),
    plugLengthMmText: format2(plugLengthMmRaw),
    plugPercent: round2(plugPercentRaw),
    plugPercentText,
    ...(plugPercentRaw > PLUG_WARNING_PERCENT ? { warning: plugWarningMessage(plugPercentText) } : {}),
  };
}

/** Plain text for the clipboard. */
export function injectionVolumeCopyText(result: InjectionVolumeData): string {
  return (
    `Injection volume: ${result.volumeNlText} nL ` +
    `(${result.pressurePsi} psi for ${result.durationS} s, ${result.lengthCm} cm × ${result.innerDiameterUm} µm capillary; ` +
    `plug ${result.plugLengthMmText} mm = ${result.plugPercentText}% of capillary)`
  );
}
