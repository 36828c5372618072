/**
 * Intact Mass tool (spec §5 "Tools", §9; decisions.md "Scientific tools").
 *
 * Neutral mass from one charge state of a protonated ion [M + zH]^z+:
 *
 *   M = z · (m/z − 1.007276)       1.007276 Da = proton mass
 *
 * The average and the population standard deviation of the per-row masses are
 * shown with 2 decimals.
 */
import { format2, parsePositiveInteger, parsePositiveNumber, round2, toolError, type ToolResult } from "./tool-result";

/** Proton mass in Da (CODATA 2018: 1.007 276 466 621 u), as used by decisions.md. */
export const PROTON_MASS = 1.007276;

/** Fewer rows than this cannot be calculated, and the list never shrinks below it. */
export const MIN_ROWS = 2;

export const INSUFFICIENT_DATA_TITLE = "Insufficient Data";
export const INSUFFICIENT_DATA_MESSAGE = "Please enter at least 2 valid m/z and charge pairs.";
export const INVALID_DATA_TITLE = "Invalid Data";
export const INVALID_DATA_MESSAGE = "Please enter valid numeric values for m/z and charge.";

/** One editable row, exactly as typed. */
export interface MassRow {
  readonly mz: string;
  readonly charge: string;
}

export interface RowMass {
  /** Index of the row in the input list. */
  readonly index: number;
  readonly mz: number;
  readonly charge: number;
  /** Neutral mass in Da, rounded to 2 decimals. */
  readonly mass: number;
  readonly massText: string;
}

export interface IntactMassData {
  /** Masses of the valid rows, in input order. */
  readonly rows: readonly RowMass[];
  /** Indices of filled-in rows that were skipped as invalid (e.g. charge 0 or 2.5, m/z "abc"). */
  readonly skippedRows: readonly number[];
  readonly averageMass: number;
  readonly averageMassText: string;
  /** Population standard deviation (divide by n). */
  readonly standardDeviation: number;
  readonly standardDeviationText: string;
}

export type IntactMassResult = ToolResult<IntactMassData>;

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

/** M = z · (m/z − proton). */
export function massFromMz(mz: number, charge: number): number {
  return charge * (mz - PROTON_MASS);
}

function isFilled(row: MassRow): boolean {
  return row.mz.trim() !== "" && row.charge.trim() !== "";
}

export function calculateIntactMass(rows: readonly MassRow[]): IntactMassResult {
  const filled: { row: MassRow; index: number }[] = [];
  rows.forEach((row, index) => {
    if (isFilled(row)) filled.push({ row, index });
  });
  if (filled.length < MIN_ROWS) return toolError(INSUFFICIENT_DATA_TITLE, INSUFFICIENT_DATA_MESSAGE);

  const valid: { index: number; mz: number; charge: number; mass: number }[] = [];
  const skippedRows: number[] = [];
  for (const { row, index } of filled) {
    const mz = parsePositiveNumber(row.mz);
    const charge = parsePositiveInteger(row.charge);
    const mass = mz !== null && charge !== null ? massFromMz(mz, charge) : NaN;
    // m/z at or below the proton mass would give a zero or negative mass; overflow gives Infinity.
    if (mz === null || charge === null || !Number.isFinite(mass) || mass <= 0) {
      skippedRows.push(index);
    } else {
      valid.push({ index, mz, charge, mass });
    }
  }
  if (valid.length < MIN_ROWS) return toolError(INVALID_DATA_TITLE, INVALID_DATA_MESSAGE);

  const n = valid.length;
  const average = valid.reduce((sum, r) => sum + r.mass / n, 0);
  const variance = valid.reduce((sum, r) => sum + (r.mass - average) ** 2 / n, 0);
  const sd = Math.sqrt(variance);
  if (!Number.isFinite(average) || !Number.isFinite(sd)) {
    return toolError(INVALID_DATA_TITLE, INVALID_DATA_MESSAGE);
  }

  return {
    ok: true,
    rows: valid.map((r) => ({
      index: r.index,
      mz: r.mz,
      charge: r.charge,
      mass: round2(r.mass),
      massText: format2(r.mass),
    })),
    skippedRows,
    averageMass: round2(average),
    averageMassText: format2(average),
    standardDeviation: round2(sd),
    standardDeviationText: format2(sd),
  };
}

/** Plain text for the clipboard. */
export function intactMassCopyText(result: IntactMassData): string {
  const lines = result.rows.map((r) => `m/z ${r.mz}, z = ${r.charge}: ${r.massText} Da`);
  lines.push(`Average mass: ${result.averageMassText} Da`);
  lines.push(`Standard deviation: ${result.standardDeviationText} Da`);
  return lines.join("\n");
}
