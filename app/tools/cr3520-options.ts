/**
 * The choices of the CR3520 cIEF-MS method assistant (spec §3, §5, §9): protein type, concentration
 * range and expected pI range, the tables keyed by them (sample preparation, ampholyte mix), and how
 * raw input from the form or a link is read (sample volume, project name, theoretical pI, mass).
 */
import { parsePositiveNumber } from "./tool-result";

export type ProteinType = "mab" | "adc" | "fc-fusion" | "biosimilar";
export type ConcentrationRange = "0.1-0.5" | "0.5-1.0" | "1.0-2.0";
export type PiRange = "3-11" | "5-9" | "6-10" | "8-10";

export interface Option<V extends string> {
  readonly value: V;
  readonly label: string;
}

export const PROTEIN_TYPES: readonly Option<ProteinType>[] = [
  { value: "mab", label: "Monoclonal Antibody (mAb)" },
  { value: "adc", label: "Antibody-Drug Conjugate (ADC)" },
  { value: "fc-fusion", label: "Fc-Fusion Protein" },
  { value: "biosimilar", label: "Biosimilar" },
];

export const CONCENTRATION_RANGES: readonly Option<ConcentrationRange>[] = [
  { value: "0.1-0.5", label: "0.1–0.5 mg/mL" },
  { value: "0.5-1.0", label: "0.5–1.0 mg/mL" },
  { value: "1.0-2.0", label: "1.0–2.0 mg/mL" },
];

export const PI_RANGES: readonly Option<PiRange>[] = [
  { value: "3-11", label: "pI 3–11 (broad / unknown)" },
  { value: "5-9", label: "pI 5–9 (neutral)" },
  { value: "6-10", label: "pI 6–10 (typical antibody)" },
  { value: "8-10", label: "pI 8–10 (basic)" },
];

export interface SamplePrepRule {
  /** "1:N" = 1 part sample + N parts ampholyte master mix. */
  readonly dilution: string;
  readonly masterMixParts: number;
  /** Recommended total prepared volume, µL. */
  readonly volumeUl: number;
}

/** Spec §9: 0.1–0.5 → 1:1 & 20 µL, 0.5–1.0 → 1:2 & 30 µL, 1.0–2.0 → 1:4 & 40 µL. */
export const SAMPLE_PREP: Readonly<Record<ConcentrationRange, SamplePrepRule>> = {
  "0.1-0.5": { dilution: "1:1", masterMixParts: 1, volumeUl: 20 },
  "0.5-1.0": { dilution: "1:2", masterMixParts: 2, volumeUl: 30 },
  "1.0-2.0": { dilution: "1:4", masterMixParts: 4, volumeUl: 40 },
};

export interface AmpholyteComponent {
  readonly name: string;
  /** Final concentration in the prepared sample, % (v/v). */
  readonly percent: number;
}

export interface AmpholyteMix {
  readonly name: string;
  readonly description: string;
  readonly components: readonly AmpholyteComponent[];
}

/**
 * Carrier-ampholyte mixes per expected pI range. Total ampholyte is kept at 2 % (v/v):
 * enough for a stable pH gradient, low enough to limit ion suppression in the MS.
 */
export const AMPHOLYTE_MIXES: Readonly<Record<PiRange, AmpholyteMix>> = {
  "3-11": {
    name: "Broad range",
    description: "Broad range 3-10 Pharmalyte (1.5% v/v) with Pharmalyte 8-10.5 (0.5% v/v) to extend the basic end: for screening or unknown pI.",
    components: [
      { name: "Pharmalyte 3-10", percent: 1.5 },
      { name: "Pharmalyte 8-10.5", percent: 0.5 },
    ],
  },
  "5-9": {
    name: "Mid range",
    description: "Mid range Pharmalyte 5-8 (1.5% v/v) with broad range 3-10 Pharmalyte (0.5% v/v) for a shallow gradient around neutral pI.",
    components: [
      { name: "Pharmalyte 5-8", percent: 1.5 },
      { name: "Pharmalyte 3-10", percent: 0.5 },
    ],
  },
  "6-10": {
    name: "Antibody range",
    description: "Pharmalyte 3-10 (1% v/v) with Pharmalyte 8-10.5 (1% v/v): resolves acidic, main and basic charge variants of most IgGs.",
    components: [
      { name: "Pharmalyte 3-10", percent: 1 },
      { name: "Pharmalyte 8-10.5", percent: 1 },
    ],
  },
  "8-10": {
    name: "Basic range",
    description: "Basic range Pharmalyte 8-10.5 (1.5% v/v) with Pharmalyte 3-10 (0.5% v/v) for high-pI proteins.",
    components: [
      { name: "Pharmalyte 8-10.5", percent: 1.5 },
      { name: "Pharmalyte 3-10", percent: 0.5 },
    ],
  },
};

/** HTML hints for the optional sample-volume field (spec §5): min 10, step 10. */
export const SAMPLE_VOLUME_INPUT = { min: 10, step: 10 } as const;
/** Longest project name kept from forms or links. */
export const MAX_PROJECT_NAME_LENGTH = 100;
/** Spec §9: auto-generation from a shared link happens 100 ms after load. */
export const AUTO_GENERATE_DELAY_MS = 100;
export const DEFAULT_PROJECT_NAME = "CR3520_Method";

/** Raw selections: form state or query parameters. All optional strings. */
export interface MethodParams {
  readonly protein?: string;
  readonly concentration?: string;
  readonly pi?: string;
  /** Total prepared sample volume, µL (optional; defaults to the recommendation for the concentration). */
  readonly volume?: string;
  readonly project?: string;
  /** Theoretical pI from the antibody tool: proposes the pI range. */
  readonly tpi?: string;
  /** Average mass in Da from the antibody tool: gives the charge ladder and m/z window. */
  readonly mass?: string;
}

/** The option with this value (surrounding white space ignored). */
export function findOption<V extends string>(options: readonly Option<V>[], value: string | undefined): Option<V> | undefined {
  const v = value?.trim();
  return options.find((o) => o.value === v);
}

export function isProteinType(value: string | undefined): value is ProteinType {
  return PROTEIN_TYPES.some((o) => o.value === value);
}
export function isConcentrationRange(value: string | undefined): value is ConcentrationRange {
  return CONCENTRATION_RANGES.some((o) => o.value === value);
}
export function isPiRange(value: string | undefined): value is PiRange {
  return PI_RANGES.some((o) => o.value === value);
}

/** Valid sample volume: finite, ≥ 10 µL and a multiple of 10 µL. */
export function parseSampleVolume(raw: string | undefined): number | null {
  const value = parsePositiveNumber(raw);
  if (value === null || value < SAMPLE_VOLUME_INPUT.min) return null;
  return Number.isInteger(value / SAMPLE_VOLUME_INPUT.step) ? value : null;
}

/** Trims, collapses whitespace and caps the length of a project name. */
export function normalizeProjectName(raw: string | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_PROJECT_NAME_LENGTH).trim();
}

/** The lowest and highest pI of an option ("6-10" → [6, 10]). */
export function piRangeBounds(range: PiRange): readonly [number, number] {
  const [low, high] = range.split("-").map(Number);
  return [low, high];
}

export const THEORETICAL_PI_LIMITS = { min: 0, max: 14 } as const;
/** Average masses accepted from a link or the form: a protein, not a peptide or an aggregate. */
export const AVERAGE_MASS_LIMITS_DA = { min: 10_000, max: 1_000_000 } as const;

/** A theoretical pI, 0 < pI < 14, rounded to 2 decimals; else null. */
export function parseTheoreticalPi(raw: string | undefined | null): number | null {
  const value = parsePositiveNumber(raw);
  if (value === null || value >= THEORETICAL_PI_LIMITS.max) return null;
  return Math.round(value * 100) / 100;
}

/** An average mass in Da within AVERAGE_MASS_LIMITS_DA, rounded to 2 decimals; else null. */
export function parseAverageMassDa(raw: string | undefined | null): number | null {
  const value = parsePositiveNumber(raw);
  if (value === null || value < AVERAGE_MASS_LIMITS_DA.min || value > AVERAGE_MASS_LIMITS_DA.max) return null;
  return Math.round(value * 100) / 100;
}
