/**
 * Theoretical isoelectric point as ExPASy "Compute pI/Mw" calculates it (Bjellqvist et al.,
 * Electrophoresis 1993;14:1023–1031 and 1994;15:529–539; Gasteiger et al., The Proteomics Protocols
 * Handbook, Humana Press 2005, 571–607): the pK set below, terminal pKs that depend on the terminal
 * residue, and a bisection on pH between 0 and 14 until the interval is narrower than 0.0001.
 *
 * A protein of several chains (an IgG: 2 heavy + 2 light) is titrated as the sum of its chains, each
 * with its own N- and C-terminus. Cysteines joined in disulfide bonds do not titrate and are left out;
 * a chain whose N-terminus is cyclised to pyroglutamate has no free α-amino group.
 */

/** Side-chain pK values (Bjellqvist). */
export const SIDE_CHAIN_PK = Object.freeze({ K: 10.0, R: 12.0, H: 5.98, D: 4.05, E: 4.45, C: 9.0, Y: 10.0 });
/** α-amino pK by N-terminal residue (Bjellqvist); 7.5 for every other residue. */
export const N_TERMINAL_PK: Readonly<Record<string, number>> = Object.freeze({ A: 7.59, M: 7.0, S: 6.93, P: 8.36, T: 6.82, V: 7.44, E: 7.7 });
export const DEFAULT_N_TERMINAL_PK = 7.5;
/** α-carboxyl pK by C-terminal residue (Bjellqvist); 3.55 for every other residue. */
export const C_TERMINAL_PK: Readonly<Record<string, number>> = Object.freeze({ D: 4.55, E: 4.75 });
export const DEFAULT_C_TERMINAL_PK = 3.55;

type Titratable = keyof typeof SIDE_CHAIN_PK;

/** One chain as it titrates. */
export interface TitratingChain {
  readonly sequence: string;
  /** The N-terminus is pyroglutamate: no α-amino group; a cyclised E also loses its side-chain carboxyl. */
  readonly pyroGlu?: boolean;
  /** How many copies of the chain the molecule holds (2 for each chain of an IgG). */
  readonly copies?: number;
}

const PH_MIN = 0;
const PH_MAX = 14;
const EPSILON = 0.0001;
const MAX_LOOPS = 2000;

function positive(pK: number, pH: number) {
  return 1 / (1 + 10 ** (pH - pK));
}
function negative(pK: number, pH: number) {
  return 1 / (1 + 10 ** (pK - pH));
}

interface Groups {
  readonly counts: Record<Titratable, number>;
  readonly nTermPks: number[];
  readonly cTermPks: number[];
}

function groupsOf(chains: readonly TitratingChain[], bondedCysteines: number): Groups {
  const counts: Record<Titratable, number> = { K: 0, R: 0, H: 0, D: 0, E: 0, C: 0, Y: 0 };
  const nTermPks: number[] = [];
  const cTermPks: number[] = [];
  for (const chain of chains) {
    if (chain.sequence === "") continue;
    const copies = chain.copies ?? 1;
    for (const residue of chain.sequence) {
      if (residue in counts) counts[residue as Titratable] += copies;
    }
    const first = chain.sequence[0];
    const last = chain.sequence[chain.sequence.length - 1];
    if (chain.pyroGlu && first === "E") counts.E -= copies;
    for (let i = 0; i < copies; i++) {
      if (!chain.pyroGlu) nTermPks.push(N_TERMINAL_PK[first] ?? DEFAULT_N_TERMINAL_PK);
      cTermPks.push(C_TERMINAL_PK[last] ?? DEFAULT_C_TERMINAL_PK);
    }
  }
  counts.C = Math.max(0, counts.C - bondedCysteines);
  return { counts, nTermPks, cTermPks };
}

function netChargeOf(groups: Groups, pH: number): number {
  const { counts } = groups;
  let charge = 0;
  for (const pK of groups.nTermPks) charge += positive(pK, pH);
  for (const pK of groups.cTermPks) charge -= negative(pK, pH);
  charge += counts.K * positive(SIDE_CHAIN_PK.K, pH) + counts.R * positive(SIDE_CHAIN_PK.R, pH) + counts.H * positive(SIDE_CHAIN_PK.H, pH);
  charge -= counts.D * negative(SIDE_CHAIN_PK.D, pH) + counts.E * negative(SIDE_CHAIN_PK.E, pH);
  charge -= counts.C * negative(SIDE_CHAIN_PK.C, pH) + counts.Y * negative(SIDE_CHAIN_PK.Y, pH);
  return charge;
}

/** Net charge of the molecule at `pH`. */
export function netCharge(chains: readonly TitratingChain[], pH: number, bondedCysteines = 0): number {
  return netChargeOf(groupsOf(chains, bondedCysteines), pH);
}

/**
 * pH at which the net charge is zero (ExPASy's bisection), or null when there is none (nothing to
 * titrate, or only acidic or only basic groups, e.g. a pyro-Glu dipeptide without a base).
 * `bondedCysteines`: cysteines in disulfide bonds (2 per bond), which do not titrate.
 */
export function isoelectricPoint(chains: readonly TitratingChain[], bondedCysteines = 0): number | null {
  const groups = groupsOf(chains, bondedCysteines);
  const { counts } = groups;
  const positiveGroups = groups.nTermPks.length + counts.K + counts.R + counts.H;
  const negativeGroups = groups.cTermPks.length + counts.D + counts.E + counts.C + counts.Y;
  // with only one kind of charge the net charge never crosses zero: there is no pI
  if (positiveGroups === 0 || negativeGroups === 0) return null;
  let low = PH_MIN;
  let high = PH_MAX;
  let mid = (low + high) / 2;
  for (let i = 0; i < MAX_LOOPS && high - low > EPSILON; i++) {
    mid = low + (high - low) / 2;
    if (netChargeOf(groups, mid) > 0) low = mid;
    else high = mid;
  }
  return mid;
}
