/**
 * Automatic charge assignment from m/z only.
 *
 * Two adjacent charge states of one species, a at m/z_i (charge z) and b at m/z_{i+1} < m/z_i
 * (charge z + 1), satisfy z·(m/z_i ∓ m_H) = (z + 1)·(m/z_{i+1} ∓ m_H), hence
 *
 *   z = (m/z_{i+1} − m_H) / (m/z_i − m/z_{i+1})      positive mode, [M + zH]^z+
 *   z = (m/z_{i+1} + m_H) / (m/z_i − m/z_{i+1})      negative mode, [M − zH]^z−
 *
 * The peaks are sorted by decreasing m/z (increasing charge); every adjacent pair gives one
 * estimate, rounded to a whole charge. The series is consistent when the rounded charges climb by
 * exactly one from pair to pair, i.e. the peaks are consecutive charge states of one species.
 */
import { MAX_CHARGE, PROTON_MASS, formatMz } from "./intact-mass";
import { type IonMode, protonSign } from "./ion-mode";
import { type ToolResult, parseFiniteNumber, toolError } from "./tool-result";

export const ASSIGNMENT_TITLE = "Charges Not Assigned";
export const ASSIGNMENT_TOO_FEW_MESSAGE = "Enter the m/z of at least 2 adjacent charge states of the same species to assign their charges.";
export const ASSIGNMENT_INVALID_MZ_MESSAGE = `Every m/z must be a number above the proton mass (${PROTON_MASS}).`;
export const ASSIGNMENT_DUPLICATE_MESSAGE = "Two peaks have the same m/z: enter each charge state once.";

export interface ChargeAssignment {
  /** Assigned charge per input position (null where the m/z field was empty). */
  readonly charges: readonly (number | null)[];
  /** Unrounded estimate per adjacent pair, in order of decreasing m/z: how close to whole the ladder is. */
  readonly pairEstimates: readonly number[];
  /** Largest distance of a pair's estimate from its assigned charge (0 = perfect ladder). */
  readonly largestMisfit: number;
  readonly lowestCharge: number;
  readonly highestCharge: number;
}

export type ChargeAssignmentResult = ToolResult<ChargeAssignment>;

/** One pair's estimate of the charge of the peak at the higher m/z. */
export function chargeFromAdjacentPeaks(higherMz: number, lowerMz: number, mode: IonMode = "positive"): number {
  return (lowerMz - protonSign(mode) * PROTON_MASS) / (higherMz - lowerMz);
}

function describePair(higher: number, lower: number): string {
  return `${formatMz(higher)} and ${formatMz(lower)}`;
}

/**
 * Assigns a charge to every filled m/z (strings as typed; empty ones are skipped and stay null).
 * Fails with a clear message when fewer than 2 peaks are given, an m/z is not above the proton
 * mass, two peaks coincide, or the peaks are not consecutive charge states of one species.
 */
export function assignCharges(mzTexts: readonly string[], mode: IonMode = "positive"): ChargeAssignmentResult {
  const peaks: { position: number; mz: number }[] = [];
  for (const [position, text] of mzTexts.entries()) {
    if (text.trim() === "") continue;
    const mz = parseFiniteNumber(text);
    if (mz === null || mz <= PROTON_MASS) return toolError(ASSIGNMENT_TITLE, `Row ${position + 1}: ${ASSIGNMENT_INVALID_MZ_MESSAGE}`);
    peaks.push({ position, mz });
  }
  if (peaks.length < 2) return toolError(ASSIGNMENT_TITLE, ASSIGNMENT_TOO_FEW_MESSAGE);

  const sorted = [...peaks].sort((a, b) => b.mz - a.mz);
  for (let i = 0; i + 1 < sorted.length; i++) {
    if (sorted[i].mz === sorted[i + 1].mz) return toolError(ASSIGNMENT_TITLE, ASSIGNMENT_DUPLICATE_MESSAGE);
  }

  const estimates = sorted.slice(0, -1).map((peak, i) => chargeFromAdjacentPeaks(peak.mz, sorted[i + 1].mz, mode));
  const first = Math.round(estimates[0]);
  for (const [i, estimate] of estimates.entries()) {
    const expected = first + i;
    if (!Number.isFinite(estimate) || Math.round(estimate) !== expected) {
      return toolError(
        ASSIGNMENT_TITLE,
        `The peaks at m/z ${describePair(sorted[i].mz, sorted[i + 1].mz)} give z ≈ ${estimate.toFixed(2)} where the series needs ${expected}: ` +
          "the peaks are not adjacent charge states of one species. Remove peaks of other species or enter their charges by hand.",
      );
    }
  }
  const charges = [...estimates.map(Math.round), first + estimates.length];
  const lowest = charges[0];
  const highest = charges[charges.length - 1];
  if (lowest < 1) {
    return toolError(ASSIGNMENT_TITLE, "The peaks give a charge below 1: they are not adjacent charge states of one species.");
  }
  if (highest > MAX_CHARGE) {
    return toolError(ASSIGNMENT_TITLE, `The peaks give charges above ${MAX_CHARGE}: they are not adjacent charge states of one species.`);
  }

  const byPosition: (number | null)[] = mzTexts.map(() => null);
  sorted.forEach((peak, i) => (byPosition[peak.position] = charges[i]));
  return {
    ok: true,
    charges: byPosition,
    pairEstimates: estimates,
    largestMisfit: Math.max(...estimates.map((estimate, i) => Math.abs(estimate - charges[i]))),
    lowestCharge: lowest,
    highestCharge: highest,
  };
}
