/**
 * What the antibody tool's theoretical pI and average mass (tpi= and mass= in the link) add to a CR3520
 * method: a proposed pI range and the expected charge ladder with its m/z window.
 */
import { type Option, PI_RANGES, type PiRange, piRangeBounds, type ProteinType } from "./cr3520-options";
import { type MsSettings, msSettingsFor } from "./cr3520-rules";
import { formatGrouped } from "./tool-result";

/** Charge variants and the theoretical-vs-measured pI difference both spread about this much around the theoretical pI. */
export const PI_PROPOSAL_MARGIN = 0.5;

/** CODATA 2018 proton mass, 1.007 276 466 62 Da. */
export const PROTON_MASS_DA = 1.007276466;

export interface PiRangeProposal {
  readonly theoreticalPi: number;
  readonly range: Option<PiRange>;
  /** e.g. "theoretical pI 8.45 → pI 6–10: the narrowest option that holds 7.95–8.95 (8.45 ± 0.5), with 8.45 nearest its centre". */
  readonly reason: string;
}

const piText = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

/**
 * The spec's pI-range option that best fits a theoretical pI: the narrowest option that holds
 * pI ± 0.5 (room for acidic and basic variants and for the usual gap between calculated and measured
 * pI), the one whose centre is nearest the pI on a tie; the broad 3–11 option when none does.
 */
export function proposePiRange(theoreticalPi: number): PiRangeProposal {
  const low = theoreticalPi - PI_PROPOSAL_MARGIN;
  const high = theoreticalPi + PI_PROPOSAL_MARGIN;
  const span = `${piText(low)}–${piText(high)} (${piText(theoreticalPi)} ± ${PI_PROPOSAL_MARGIN})`;
  const fitting = PI_RANGES.filter((o) => {
    const [a, b] = piRangeBounds(o.value);
    return a <= low && high <= b;
  });
  const width = (o: Option<PiRange>) => piRangeBounds(o.value)[1] - piRangeBounds(o.value)[0];
  const offCentre = (o: Option<PiRange>) => Math.abs((piRangeBounds(o.value)[0] + piRangeBounds(o.value)[1]) / 2 - theoreticalPi);
  const best = [...fitting].sort((x, y) => width(x) - width(y) || offCentre(x) - offCentre(y))[0];
  const range = best ?? PI_RANGES.find((o) => o.value === "3-11")!;
  const [a, b] = piRangeBounds(range.value);
  const reason = best
    ? `Theoretical pI ${piText(theoreticalPi)} → pI ${a}–${b}: the narrowest option that holds ${span}` +
      (fitting.some((o) => o !== best && width(o) === width(best)) ? `, with ${piText(theoreticalPi)} nearest its centre.` : ".")
    : `Theoretical pI ${piText(theoreticalPi)} → pI ${a}–${b}: no narrower option holds ${span}, so the broad range is used.`;
  return { theoreticalPi, range, reason };
}

/** Charge states assumed for a 148 kDa IgG sprayed from an acidic, partly organic sheath liquid. */
export const IGG_CHARGE_STATES = { zMin: 40, zMax: 60, referenceMassDa: 148_000 } as const;
/** The acquisition window is rounded outward to this step. */
export const MZ_WINDOW_STEP = 100;

export interface ChargeRung {
  readonly z: number;
  readonly mz: number;
  readonly mzText: string;
}

export interface ChargeLadder {
  readonly averageMassDa: number;
  readonly zMin: number;
  readonly zMax: number;
  /** From the highest charge (lowest m/z) to the lowest. */
  readonly rungs: readonly ChargeRung[];
  readonly windowMin: number;
  readonly windowMax: number;
  /** e.g. "2,400–3,800 m/z" */
  readonly windowText: string;
  readonly assumption: string;
  /** The window lies inside the method's MS mass range. */
  readonly withinMassRange: boolean;
}

/** m/z of a protein of average mass M carrying z protons: (M + z · 1.007 276 466) / z. */
export function mzForCharge(averageMassDa: number, z: number): number {
  return (averageMassDa + z * PROTON_MASS_DA) / z;
}

const mzFormat = (value: number) => formatGrouped(value, 2);
const wholeFormat = (value: number) => formatGrouped(value, 0);

/**
 * The expected charge ladder of a protein and the m/z window to acquire. Charge states z = 40–60 are
 * assumed for a 148 kDa IgG under the acidic sheath liquid (denaturing electrospray of intact mAbs gives
 * an envelope of about m/z 2,400–3,800; Zhang, Pan & Chen, Mass Spectrom. Rev. 2009) and scaled in
 * proportion to the mass for other proteins (charge grows with the number of basic sites, i.e. with size).
 * The window runs from one charge state beyond each end, rounded outward to 100 m/z.
 */
export function chargeLadderFor(averageMassDa: number, ms: Pick<MsSettings, "massRangeMin" | "massRangeMax">): ChargeLadder {
  const scale = averageMassDa / IGG_CHARGE_STATES.referenceMassDa;
  const zMin = Math.max(2, Math.round(IGG_CHARGE_STATES.zMin * scale));
  const zMax = Math.max(zMin + 1, Math.round(IGG_CHARGE_STATES.zMax * scale));
  const rungs: ChargeRung[] = [];
  for (let z = zMax; z >= zMin; z--) {
    const mz = mzForCharge(averageMassDa, z);
    rungs.push({ z, mz, mzText: mzFormat(mz) });
  }
  const windowMin = Math.floor(mzForCharge(averageMassDa, zMax + 1) / MZ_WINDOW_STEP) * MZ_WINDOW_STEP;
  const windowMax = Math.ceil(mzForCharge(averageMassDa, zMin - 1) / MZ_WINDOW_STEP) * MZ_WINDOW_STEP;
  return {
    averageMassDa,
    zMin,
    zMax,
    rungs,
    windowMin,
    windowMax,
    windowText: `${wholeFormat(windowMin)}–${wholeFormat(windowMax)} m/z`,
    assumption:
      `Charge states ${zMin}+ to ${zMax}+ assumed: an intact IgG of about 148 kDa carries about 40–60 protons when sprayed from the ` +
      "acidic, partly organic sheath liquid (denaturing electrospray; Zhang, Pan & Chen, Mass Spectrom. Rev. 2009), scaled with the mass for other proteins. " +
      "The window adds one charge state beyond each end.",
    withinMassRange: windowMin >= ms.massRangeMin && windowMax <= ms.massRangeMax,
  };
}

/** What the antibody tool sent: the pI proposal and the charge ladder, each only when its value was valid. */
export interface AntibodyContext {
  readonly theoreticalPi?: number;
  readonly piProposal?: PiRangeProposal;
  readonly averageMassDa?: number;
  readonly chargeLadder?: ChargeLadder;
}

export function antibodyContextFor(theoreticalPi: number | null, averageMassDa: number | null, protein: ProteinType): AntibodyContext | undefined {
  if (theoreticalPi === null && averageMassDa === null) return undefined;
  return {
    ...(theoreticalPi !== null ? { theoreticalPi, piProposal: proposePiRange(theoreticalPi) } : {}),
    ...(averageMassDa !== null ? { averageMassDa, chargeLadder: chargeLadderFor(averageMassDa, msSettingsFor(protein)) } : {}),
  };
}
