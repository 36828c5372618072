/**
 * Shared result type and number helpers for the browser-only scientific tools.
 *
 * Pure logic: no React, no DOM. Every tool returns either `{ ok: true, ... }`
 * or a `ToolError` carrying the exact toast title and message of the spec.
 */

import { lazyNumberFormat } from "~/lib/lazy-intl";

/** A validation or calculation failure, shown to the user as a destructive toast. */
export interface ToolError {
  readonly ok: false;
  readonly title: string;
  readonly message: string;
}

/** Either the success payload (tagged `ok: true`) or a `ToolError`. */
export type ToolResult<T extends object> = ({ readonly ok: true } & T) | ToolError;

export function toolError(title: string, message: string): ToolError {
  return { ok: false, title, message };
}

/**
 * Plain decimal notation, optionally signed, optionally with an exponent:
 * "50", "+50", "0.5", ".5", "5.", "1e3", "2.5E-2", "-3".
 * Rejects hex ("0x10"), binary, "Infinity", "1,5", "1 000", "12abc", "".
 */
const DECIMAL_RE = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Parses a form-field value as a finite decimal number.
 * Surrounding whitespace is ignored. Returns null for anything else
 * (empty, non-numeric, NaN, ±Infinity, overflow such as "1e400").
 */
export function parseFiniteNumber(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  const text = raw.trim();
  if (!DECIMAL_RE.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A finite number strictly greater than zero, else null. */
export function parsePositiveNumber(raw: string | number | null | undefined): number | null {
  const value = parseFiniteNumber(raw);
  return value !== null && value > 0 ? value : null;
}

/** A finite whole number strictly greater than zero, else null. */
export function parsePositiveInteger(raw: string | number | null | undefined): number | null {
  const value = parsePositiveNumber(raw);
  return value !== null && Number.isInteger(value) ? value : null;
}

/** A finite whole number >= 0, else null. */
export function parseNonNegativeInteger(raw: string | number | null | undefined): number | null {
  const value = parseFiniteNumber(raw);
  return value !== null && value >= 0 && Number.isInteger(value) ? normalizeZero(value) : null;
}

/** Turns -0 into 0 so that nothing is ever displayed as "-0.00". */
export function normalizeZero(value: number): number {
  return value === 0 ? 0 : value;
}

/** Rounds to 2 decimals (half away from zero on the decimal text, no float drift such as 1.005 → 1). */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return value;
  // Shift the decimal point in the text representation (not value * 100): this avoids
  // float drift (1.005 * 100 = 100.49999…) and cannot overflow near Number.MAX_VALUE.
  const shifted = shiftDecimal(value, 2);
  if (!Number.isFinite(shifted)) return normalizeZero(value);
  const rounded = Math.sign(shifted) * Math.round(Math.abs(shifted));
  const result = shiftDecimal(rounded, -2);
  return normalizeZero(Number.isFinite(result) ? result : value);
}

function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = "0"] = String(value).split("e");
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

const FIXED2 = lazyNumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

const GROUPED2 = lazyNumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** Exactly 2 decimals, no thousands separators, never exponent notation: 1963.5 → "1963.50". */
export function format2(value: number): string {
  return FIXED2.format(round2(value));
}

/** Exactly 2 decimals with US thousands separators: 145423.2 → "145,423.20". */
export function formatGrouped2(value: number): string {
  return GROUPED2.format(round2(value));
}

const groupedFormats = new Map<number, ReturnType<typeof lazyNumberFormat>>();

/**
 * The tools' one number format: US thousands separators and exactly `decimals`
 * decimals, never exponent notation: formatGrouped(1963.495, 2) → "1,963.50", formatGrouped(8.4512, 2) → "8.45".
 */
export function formatGrouped(value: number, decimals: number): string {
  let format = groupedFormats.get(decimals);
  if (!format) {
    format = lazyNumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true });
    groupedFormats.set(decimals, format);
  }
  return decimals === 2 ? format.format(round2(value)) : format.format(normalizeZero(value));
}

/** A number with the unit it is shown in, e.g. { value: "5.00", unit: "pL", text: "5.00 pL" }. */
export interface QuantityText {
  readonly value: string;
  readonly unit: string;
  readonly text: string;
}

/** One rung of a unit ladder: `factor` converts the base unit into this one (nL → pL: 1000). */
export interface UnitRung {
  readonly unit: string;
  readonly factor: number;
}

/**
 * Shows `value` (in the ladder's first unit) with 2 decimals in the first unit, largest first, where it
 * is at least `minimum` (0.01 by default: a positive quantity never reads "0.00"; 1 keeps 3 significant
 * digits, "71.44 fmol" rather than "0.07 pmol"). Zero stays in the first unit; a value too small even
 * for the last rung is shown in the last rung.
 */
export function formatWithUnitLadder(value: number, ladder: readonly UnitRung[], minimum = 0.01): QuantityText {
  const magnitude = Math.abs(value);
  const rung = magnitude === 0 ? ladder[0] : (ladder.find((r) => magnitude * r.factor >= minimum) ?? ladder[ladder.length - 1]);
  const text = formatGrouped(value * rung.factor, 2);
  return { value: text, unit: rung.unit, text: `${text} ${rung.unit}` };
}

export const VOLUME_LADDER_NL: readonly UnitRung[] = [
  { unit: "nL", factor: 1 },
  { unit: "pL", factor: 1e3 },
  { unit: "fL", factor: 1e6 },
];
export const MASS_LADDER_NG: readonly UnitRung[] = [
  { unit: "ng", factor: 1 },
  { unit: "pg", factor: 1e3 },
  { unit: "fg", factor: 1e6 },
];
export const AMOUNT_LADDER_PMOL: readonly UnitRung[] = [
  { unit: "pmol", factor: 1 },
  { unit: "fmol", factor: 1e3 },
  { unit: "amol", factor: 1e6 },
];

/** A volume given in nL: "1,963.50 nL", below 0.01 nL in pL ("5.00 pL"), below 0.01 pL in fL. */
export function formatVolumeNl(nl: number): QuantityText {
  return formatWithUnitLadder(nl, VOLUME_LADDER_NL);
}

/** A mass given in ng: "10.58 ng", below 1 ng in pg ("520.00 pg"), then fg. */
export function formatMassNg(ng: number): QuantityText {
  return formatWithUnitLadder(ng, MASS_LADDER_NG, 1);
}

/** An amount of substance given in pmol: "13.27 pmol", below 1 pmol in fmol ("71.44 fmol"), then amol. */
export function formatAmountPmol(pmol: number): QuantityText {
  return formatWithUnitLadder(pmol, AMOUNT_LADDER_PMOL, 1);
}
