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
