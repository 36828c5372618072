/**
 * Intact Mass tool (spec §5 "Tools", §9; decisions.md "Scientific tools").
 *
 * Neutral mass from one charge state:
 *
 *   positive mode, [M + zH]^z+:  M = z · (m/z − 1.007276)      1.007276 Da = proton mass
 *   negative mode, [M − zH]^z−:  M = z · (m/z + 1.007276)
 *
 * The average and the population standard deviation of the per-row masses are shown with 2
 * decimals (spec), with the sample standard deviation beside it. Each row shows its deviation from
 * the mean in Da and ppm; rows that stand out by the modified z-score (outliers.ts) and rows that
 * give one charge state two different masses are flagged; a row can be excluded from the mean.
 * Observed masses are matched against expected species (expected-species.ts).
 */
import { lazyNumberFormat } from "~/lib/lazy-intl";
import { type ExpectedSpecies, type SpeciesMatch, DEFAULT_MATCH_TOLERANCE_PPM, nearestSpecies, ppmError } from "./expected-species";
import { type IonMode, protonSign } from "./ion-mode";
import { MIN_VALUES_FOR_OUTLIERS, isModifiedZOutlier, modifiedZScore, robustCentre } from "./outliers";
import { formatGrouped2, parseFiniteNumber, parsePositiveNumber, round2, toolError, type ToolResult } from "./tool-result";

/** Proton mass in Da as decisions.md fixes it (CODATA 2018: 1.007 276 466 621(53) u). */
export const PROTON_MASS = 1.007276;

/** The highest charge accepted, typed or assigned: far above any intact protein in ESI. */
export const MAX_CHARGE = 200;

/**
 * A row is flagged only when it also lies this far from the median (ppm): below it, charge states
 * of an intact protein agree within the accuracy of average m/z values, however tight the others are.
 */
export const MIN_FLAG_PPM = 20;

/** Fewer rows than this cannot be calculated, and the list never shrinks below it. */
export const MIN_ROWS = 2;

// the calculation's refusals, each with its toast's title and message
const INSUFFICIENT_DATA = toolError("Insufficient Data", "Please enter at least 2 valid m/z and charge pairs.");
const INVALID_DATA = toolError("Invalid Data", "Please enter valid numeric values for m/z and charge.");
const TOO_MANY_EXCLUDED = toolError("Too Many Rows Excluded", "At least 2 valid rows must stay in the mean. Include an excluded row again.");

export const SKIP_REASONS = {
  mz: "the m/z is not a positive number",
  belowProton: `the m/z must be above the proton mass (${PROTON_MASS})`,
  charge: `the charge must be a whole number from 1 to ${MAX_CHARGE}`,
  overflow: "the mass is too large to compute",
} as const;

/** One editable row, exactly as typed, and whether it is left out of the mean. */
export interface MassRow {
  readonly mz: string;
  readonly charge: string;
  readonly excluded?: boolean;
}

export interface IntactMassOptions {
  readonly mode?: IonMode;
  readonly species?: readonly ExpectedSpecies[];
  readonly tolerancePpm?: number;
}

export interface RowMass {
  /** Index of the row in the input list. */
  readonly index: number;
  readonly mz: number;
  readonly mzText: string;
  readonly charge: number;
  /** Neutral mass in Da, rounded to 2 decimals. */
  readonly mass: number;
  readonly massText: string;
  /** Left out of the mean and the standard deviations by the user. */
  readonly excluded: boolean;
  /** Mass − mean of the included rows. */
  readonly deviationDa: number;
  readonly deviationDaText: string;
  readonly deviationPpm: number;
  readonly deviationPpmText: string;
  /** Modified z-score against the included rows; null with fewer than 3 included rows. */
  readonly modifiedZ: number | null;
  /** |modified z| > 3.5 and more than MIN_FLAG_PPM from the median. */
  readonly outlier: boolean;
  /** Other included rows at the same charge whose mass differs by more than MIN_FLAG_PPM. */
  readonly sameChargeConflicts: readonly number[];
  readonly match: SpeciesMatch | null;
}

export interface SkippedRow {
  readonly index: number;
  readonly reason: string;
}

export interface SameChargeConflict {
  readonly rows: readonly [number, number];
  readonly charge: number;
  readonly deltaDa: number;
  readonly deltaPpm: number;
}

export interface IntactMassData {
  readonly mode: IonMode;
  /** Masses of the valid rows, in input order (excluded ones too). */
  readonly rows: readonly RowMass[];
  /** Filled-in rows that were skipped as invalid (e.g. charge 0 or 2.5, m/z "abc"), with why. */
  readonly skippedRows: readonly SkippedRow[];
  readonly includedCount: number;
  readonly averageMass: number;
  readonly averageMassText: string;
  /** Population standard deviation (divide by n), the spec's. */
  readonly standardDeviation: number;
  readonly standardDeviationText: string;
  /** Sample standard deviation (divide by n − 1). */
  readonly sampleStandardDeviation: number;
  readonly sampleStandardDeviationText: string;
  /** Population SD relative to the mean, in ppm. */
  readonly relativeSdPpm: number;
  readonly relativeSdPpmText: string;
  /** Included rows flagged by the modified z-score. */
  readonly outlierRows: readonly number[];
  readonly sameChargeConflicts: readonly SameChargeConflict[];
  /** Included rows that repeat a charge state with the same mass (counted twice in the mean). */
  readonly duplicateChargeRows: readonly (readonly [number, number])[];
  /** With only 2 included rows the outlier rule cannot run: their disagreement in ppm when above MIN_FLAG_PPM, else null. */
  readonly pairDisagreementPpm: number | null;
  readonly species: readonly ExpectedSpecies[];
  readonly tolerancePpm: number;
  readonly averageMatch: SpeciesMatch | null;
}

export type IntactMassResult = ToolResult<IntactMassData>;

const SIGNED2 = lazyNumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true, signDisplay: "exceptZero" });
const MZ_TEXT = lazyNumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 6, useGrouping: true });

/** "+1,234.50", "−0.25", "0.00": grouped, 2 decimals, a real minus sign, never "-0.00". */
export function formatSigned2(value: number): string {
  const rounded = round2(value);
  return SIGNED2.format(rounded === 0 ? 0 : rounded).replace("-", "−");
}

/** An m/z as entered, grouped, 2 to 6 decimals: 3702.45 → "3,702.45", 2001.007276 → "2,001.007276". */
export function formatMz(value: number): string {
  return MZ_TEXT.format(value);
}

/** A blank row to append with the "Add row" button. */
export function emptyRow(): MassRow {
  return { mz: "", charge: "" };
}

/** Initial state of the row list. */
export function initialRows(): MassRow[] {
  return Array.from({ length: MIN_ROWS }, emptyRow);
}

/** A row can be removed only while more than 2 rows remain (spec §2). */
export function canRemoveRow(rows: readonly unknown[]): boolean {
  return rows.length > MIN_ROWS;
}

/** Returns a new list without row `index`; unchanged (same contents) when removal is not allowed. */
export function removeRow<T>(rows: readonly T[], index: number): T[] {
  if (!canRemoveRow(rows) || !Number.isInteger(index) || index < 0 || index >= rows.length) {
    return [...rows];
  }
  return rows.filter((_, i) => i !== index);
}

/** M = z · (m/z − m_H) in positive mode, z · (m/z + m_H) in negative mode. */
export function massFromMz(mz: number, charge: number, mode: IonMode = "positive"): number {
  return charge * (mz - protonSign(mode) * PROTON_MASS);
}

/** m/z of a species of mass M at charge z: M/z + m_H (positive), M/z − m_H (negative). */
export function mzFromMass(mass: number, charge: number, mode: IonMode = "positive"): number {
  return mass / charge + protonSign(mode) * PROTON_MASS;
}

/** A typed charge: a whole number from 1 to MAX_CHARGE, else null. */
export function parseCharge(text: string): number | null {
  const value = parseFiniteNumber(text);
  return value !== null && Number.isInteger(value) && value >= 1 && value <= MAX_CHARGE ? value : null;
}

function isFilled(row: MassRow): boolean {
  return row.mz.trim() !== "" && row.charge.trim() !== "";
}

function validateRow(row: MassRow, mode: IonMode): { mz: number; charge: number; mass: number } | { reason: string } {
  const mz = parsePositiveNumber(row.mz);
  if (mz === null) return { reason: SKIP_REASONS.mz };
  if (mode === "positive" && mz <= PROTON_MASS) return { reason: SKIP_REASONS.belowProton };
  const charge = parseCharge(row.charge);
  if (charge === null) return { reason: SKIP_REASONS.charge };
  const mass = massFromMz(mz, charge, mode);
  if (!Number.isFinite(mass) || mass <= 0) return { reason: SKIP_REASONS.overflow };
  return { mz, charge, mass };
}

function populationSd(values: readonly number[], mean: number): number {
  return Math.sqrt(values.reduce((sum, x) => sum + (x - mean) ** 2 / values.length, 0));
}

function sampleSd(values: readonly number[], mean: number): number {
  return Math.sqrt(values.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (values.length - 1));
}

export function calculateIntactMass(rows: readonly MassRow[], options: IntactMassOptions = {}): IntactMassResult {
  const mode = options.mode ?? "positive";
  const species = options.species ?? [];
  const tolerancePpm = options.tolerancePpm ?? DEFAULT_MATCH_TOLERANCE_PPM;

  const filled: { row: MassRow; index: number }[] = [];
  rows.forEach((row, index) => {
    if (isFilled(row)) filled.push({ row, index });
  });
  if (filled.length < MIN_ROWS) return INSUFFICIENT_DATA;

  const valid: { index: number; mz: number; charge: number; mass: number; excluded: boolean }[] = [];
  const skippedRows: SkippedRow[] = [];
  for (const { row, index } of filled) {
    const checked = validateRow(row, mode);
    if ("reason" in checked) skippedRows.push({ index, reason: checked.reason });
    else valid.push({ index, ...checked, excluded: row.excluded === true });
  }
  if (valid.length < MIN_ROWS) return INVALID_DATA;

  const included = valid.filter((r) => !r.excluded);
  if (included.length < MIN_ROWS) return TOO_MANY_EXCLUDED;

  const masses = included.map((r) => r.mass);
  const n = masses.length;
  const average = masses.reduce((sum, x) => sum + x / n, 0);
  const sd = populationSd(masses, average);
  const sSd = sampleSd(masses, average);
  if (![average, sd, sSd].every(Number.isFinite)) return INVALID_DATA;

  const centre = n >= MIN_VALUES_FOR_OUTLIERS ? robustCentre(masses) : null;
  const isOutlier = (mass: number, score: number | null) =>
    centre !== null && score !== null && isModifiedZOutlier(score) && Math.abs(ppmError(mass, centre.median)) > MIN_FLAG_PPM;

  const conflicts: SameChargeConflict[] = [];
  const duplicates: [number, number][] = [];
  for (let i = 0; i < included.length; i++) {
    for (let j = i + 1; j < included.length; j++) {
      const a = included[i];
      const b = included[j];
      if (a.charge !== b.charge) continue;
      const deltaPpm = ppmError(b.mass, a.mass);
      if (Math.abs(deltaPpm) > MIN_FLAG_PPM) conflicts.push({ rows: [a.index, b.index], charge: a.charge, deltaDa: b.mass - a.mass, deltaPpm });
      else duplicates.push([a.index, b.index]);
    }
  }

  const rowsOut: RowMass[] = valid.map((r) => {
    const deviationDa = r.mass - average;
    const deviationPpm = ppmError(r.mass, average);
    const modifiedZ = centre ? modifiedZScore(r.mass, centre) : null;
    return {
      index: r.index,
      mz: r.mz,
      mzText: formatMz(r.mz),
      charge: r.charge,
      mass: round2(r.mass),
      massText: formatGrouped2(r.mass),
      excluded: r.excluded,
      deviationDa,
      deviationDaText: formatSigned2(deviationDa),
      deviationPpm,
      deviationPpmText: formatSigned2(deviationPpm),
      modifiedZ,
      outlier: isOutlier(r.mass, modifiedZ),
      sameChargeConflicts: r.excluded ? [] : conflicts.flatMap(({ rows: [a, b] }) => (a === r.index ? [b] : b === r.index ? [a] : [])),
      match: nearestSpecies(r.mass, species, tolerancePpm),
    };
  });

  const pairPpm = n === 2 ? ppmError(masses[1], masses[0]) : 0;
  const relativeSdPpm = (sd / average) * 1e6;
  return {
    ok: true,
    mode,
    rows: rowsOut,
    skippedRows,
    includedCount: n,
    averageMass: round2(average),
    averageMassText: formatGrouped2(average),
    standardDeviation: round2(sd),
    standardDeviationText: formatGrouped2(sd),
    sampleStandardDeviation: round2(sSd),
    sampleStandardDeviationText: formatGrouped2(sSd),
    relativeSdPpm,
    relativeSdPpmText: formatGrouped2(relativeSdPpm),
    outlierRows: rowsOut.filter((r) => !r.excluded && r.outlier).map((r) => r.index),
    sameChargeConflicts: conflicts,
    duplicateChargeRows: duplicates,
    pairDisagreementPpm: n === 2 && Math.abs(pairPpm) > MIN_FLAG_PPM ? Math.abs(pairPpm) : null,
    species,
    tolerancePpm,
    averageMatch: nearestSpecies(average, species, tolerancePpm),
  };
}

/** "G0F/G0F (−1.23 ppm)", or "no match (nearest G0F/G0F, +1,797.80 ppm)". */
export function matchText(match: SpeciesMatch): string {
  return match.withinTolerance
    ? `${match.species.label} (${formatSigned2(match.ppm)} ppm)`
    : `no match (nearest ${match.species.label}, ${formatSigned2(match.ppm)} ppm)`;
}

function rowFlags(row: RowMass): string[] {
  const flags: string[] = [];
  if (row.excluded) flags.push("excluded");
  if (row.outlier) flags.push("outlier");
  if (row.sameChargeConflicts.length > 0) flags.push(`same charge as row ${row.sameChargeConflicts.map((i) => i + 1).join(", ")}`);
  return flags;
}

/** Plain text for the clipboard. */
export function intactMassCopyText(result: IntactMassData): string {
  const lines = [`Intact mass (${result.mode} mode, M = z · (m/z ${result.mode === "negative" ? "+" : "−"} ${PROTON_MASS}))`];
  for (const r of result.rows) {
    const flags = rowFlags(r);
    const match = r.match ? `; ${matchText(r.match)}` : "";
    lines.push(
      `Row ${r.index + 1}: m/z ${r.mzText}, z = ${r.charge}: ${r.massText} Da (${r.deviationDaText} Da, ${r.deviationPpmText} ppm from the mean)${match}` +
        (flags.length ? ` [${flags.join("; ")}]` : ""),
    );
  }
  lines.push(`Average mass: ${result.averageMassText} Da (${result.includedCount} charge states)`);
  lines.push(`Standard deviation (population): ${result.standardDeviationText} Da`);
  lines.push(`Standard deviation (sample): ${result.sampleStandardDeviationText} Da`);
  if (result.averageMatch) lines.push(`Average mass matches: ${matchText(result.averageMatch)}, tolerance ${formatGrouped2(result.tolerancePpm)} ppm`);
  return lines.join("\n");
}
