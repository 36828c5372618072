/**
 * Antibody Molecular Weight tool (spec §5 "Tools", §9; decisions.md "Scientific tools").
 *
 *   chain mass = Σ residue average masses + 18.015 (one water for the free termini)
 *              ≡ Σ amino-acid masses − 18.015 per peptide bond
 *   total      = 2 · heavy + 2 · light
 *
 * Optional corrections the user can switch on:
 *   - disulfide bonds: −2.016 Da (two H atoms) per bond; an IgG1 has 16
 *     (12 intra-chain + 4 inter-chain);
 *   - C-terminal lysine clipping: one Lys residue removed from each heavy chain ending in K.
 *
 * The result is the polypeptide mass without glycans (N-glycans add ~1.4–1.6 kDa per heavy chain).
 */
import { TRASTUZUMAB_HEAVY_CHAIN, TRASTUZUMAB_LIGHT_CHAIN } from "./antibody-sequences";
import { formatGrouped2, parseNonNegativeInteger, round2, toolError, type ToolResult } from "./tool-result";

export {
  EXAMPLE_ANTIBODIES,
  PERTUZUMAB_HEAVY_CHAIN,
  PERTUZUMAB_LIGHT_CHAIN,
  TRASTUZUMAB_HEAVY_CHAIN,
  TRASTUZUMAB_LIGHT_CHAIN,
  type ExampleAntibody,
} from "./antibody-sequences";

/** Example for the Sequences tab / "Load example" button: trastuzumab (DrugBank DB00072). */
export const EXAMPLE_SEQUENCES = {
  name: "Trastuzumab (Herceptin), IgG1κ",
  heavyChain: TRASTUZUMAB_HEAVY_CHAIN,
  lightChain: TRASTUZUMAB_LIGHT_CHAIN,
} as const;

export type AminoAcid = "A" | "R" | "N" | "D" | "C" | "Q" | "E" | "G" | "H" | "I" | "L" | "K" | "M" | "F" | "P" | "S" | "T" | "W" | "Y" | "V";

/**
 * Average residue masses (amino acid − H2O) in Da, from ExPASy FindMod:
 * https://web.expasy.org/findmod/findmod_masses.html
 */
export const RESIDUE_MASSES: Readonly<Record<AminoAcid, number>> = Object.freeze({
  A: 71.0788, // alanine
  R: 156.1875, // arginine
  N: 114.1038, // asparagine
  D: 115.0886, // aspartic acid
  C: 103.1388, // cysteine
  E: 129.1155, // glutamic acid
  Q: 128.1307, // glutamine
  G: 57.0519, // glycine
  H: 137.1411, // histidine
  I: 113.1594, // isoleucine
  L: 113.1594, // leucine
  K: 128.1741, // lysine
  M: 131.1926, // methionine
  F: 147.1766, // phenylalanine
  P: 97.1167, // proline
  S: 87.0782, // serine
  T: 101.1051, // threonine
  W: 186.2132, // tryptophan
  Y: 163.176, // tyrosine
  V: 99.1326, // valine
});

export const AMINO_ACIDS = Object.keys(RESIDUE_MASSES) as AminoAcid[];

/** Average mass of water, Da. */
export const WATER_MASS = 18.015;
/** Mass lost per disulfide bond (2 H), Da. */
export const DISULFIDE_BOND_MASS = 2.016;
/** Disulfide bonds in an IgG1 (4 intra-chain per heavy chain, 2 per light chain, 4 inter-chain). */
export const IGG1_DISULFIDE_BONDS = 16;

export const MASS_LABEL = "Polypeptide mass (without glycans)";

export const MISSING_SEQUENCES_TITLE = "Missing Sequences";
export const MISSING_SEQUENCES_MESSAGE = "Please enter both heavy and light chain amino acid sequences.";
export const CALCULATION_ERROR_TITLE = "Calculation Error";
export const INVALID_DISULFIDE_MESSAGE = "Please enter the number of disulfide bonds as a whole number (0 or more).";

export function isAminoAcid(letter: string): letter is AminoAcid {
  return Object.prototype.hasOwnProperty.call(RESIDUE_MASSES, letter);
}

/**
 * Removes FASTA header lines (starting with ">") and all whitespace, upper-cases the rest.
 */
export function normalizeSequence(raw: string): string {
  return raw
    .split(/\r?\n/)
    .filter((line) => !line.trimStart().startsWith(">"))
    .join("")
    .replace(/\s+/g, "")
    .toUpperCase();
}

/** Distinct characters that are not one of the 20 standard codes, in order of first appearance. */
export function invalidResidues(sequence: string): string[] {
  const found: string[] = [];
  for (const ch of sequence) {
    if (!isAminoAcid(ch) && !found.includes(ch)) found.push(ch);
  }
  return found;
}

/**
 * Masses are summed as integers in units of 0.0001 Da (every table value has at most 4 decimals),
 * so the decimal arithmetic is exact: no floating-point drift such as 145,423.2250 → 145,423.22499….
 */
const UNITS_PER_DA = 10_000;
const toUnits = (da: number) => Math.round(da * UNITS_PER_DA);
const RESIDUE_UNITS: Readonly<Record<AminoAcid, number>> = Object.freeze(
  Object.fromEntries(AMINO_ACIDS.map((aa) => [aa, toUnits(RESIDUE_MASSES[aa])])) as Record<AminoAcid, number>,
);

function chainUnits(sequence: string): number {
  let sum = 0;
  for (const ch of sequence) {
    if (!isAminoAcid(ch)) throw new Error(`Invalid amino acid code "${ch}"`);
    sum += RESIDUE_UNITS[ch];
  }
  return sequence.length === 0 ? 0 : sum + toUnits(WATER_MASS);
}

/**
 * Average mass of one linear, reduced chain: Σ residues + one water.
 * The sequence must already be normalised and valid.
 */
export function chainMass(sequence: string): number {
  return chainUnits(sequence) / UNITS_PER_DA;
}

export interface AntibodyWeightInput {
  readonly heavyChain: string;
  readonly lightChain: string;
  /** Apply the disulfide-bond correction. */
  readonly disulfideCorrection?: boolean;
  /** Number of disulfide bonds (form text); blank or omitted → 16 (IgG1). Only used when the correction is on. */
  readonly disulfideBonds?: string;
  /** Remove a C-terminal lysine from each heavy chain that ends with K. */
  readonly clipCTerminalLysine?: boolean;
}

export interface ChainResult {
  /** Normalised sequence the mass was computed from (before any clipping). */
  readonly sequence: string;
  readonly length: number;
  readonly cysteines: number;
  /** Mass of one chain (after lysine clipping, for the heavy chain), rounded to 2 decimals. */
  readonly mass: number;
  /** e.g. "23,443.10" */
  readonly massText: string;
}

export interface HeavyChainResult extends ChainResult {
  /** True when clipping was requested and the chain ends with K. */
  readonly lysineClipped: boolean;
}

export interface AntibodyWeightData {
  readonly label: string;
  readonly heavyChain: HeavyChainResult;
  readonly lightChain: ChainResult;
  /** Disulfide bonds subtracted (0 when the correction is off). */
  readonly disulfideBonds: number;
  /** Mass removed by disulfide bonds, Da. */
  readonly disulfideMassLoss: number;
  readonly lysineClipping: { readonly requested: boolean; readonly applied: boolean };
  /** 2·heavy + 2·light − corrections, Da, rounded to 2 decimals. */
  readonly totalMass: number;
  /** e.g. "145,423.23" */
  readonly totalMassText: string;
  /** Same in kDa with 2 decimals, e.g. "145.42". */
  readonly totalMassKdaText: string;
}

export type AntibodyWeightResult = ToolResult<AntibodyWeightData>;

function describeInvalid(chain: "Heavy chain" | "Light chain", letters: readonly string[]): string {
  const list = letters.map((l) => `"${l}"`).join(", ");
  return `${chain} contains invalid amino acid code${letters.length > 1 ? "s" : ""}: ${list}.`;
}

function countOf(sequence: string, letter: string): number {
  let n = 0;
  for (const ch of sequence) if (ch === letter) n++;
  return n;
}

export function calculateAntibodyWeight(input: AntibodyWeightInput): AntibodyWeightResult {
  const heavy = normalizeSequence(input.heavyChain ?? "");
  const light = normalizeSequence(input.lightChain ?? "");
  if (heavy === "" || light === "") return toolError(MISSING_SEQUENCES_TITLE, MISSING_SEQUENCES_MESSAGE);

  const badHeavy = invalidResidues(heavy);
  const badLight = invalidResidues(light);
  if (badHeavy.length > 0 || badLight.length > 0) {
    const parts: string[] = [];
    if (badHeavy.length > 0) parts.push(describeInvalid("Heavy chain", badHeavy));
    if (badLight.length > 0) parts.push(describeInvalid("Light chain", badLight));
    parts.push("Use only the 20 standard one-letter codes (ACDEFGHIKLMNPQRSTVWY).");
    return toolError(CALCULATION_ERROR_TITLE, parts.join(" "));
  }

  let disulfideBonds = 0;
  if (input.disulfideCorrection) {
    const raw = input.disulfideBonds;
    const count = raw === undefined || raw.trim() === "" ? IGG1_DISULFIDE_BONDS : parseNonNegativeInteger(raw);
    if (count === null) return toolError(CALCULATION_ERROR_TITLE, INVALID_DISULFIDE_MESSAGE);
    const totalCysteines = 2 * countOf(heavy, "C") + 2 * countOf(light, "C");
    if (2 * count > totalCysteines) {
      return toolError(
        CALCULATION_ERROR_TITLE,
        `${count} disulfide bonds need ${2 * count} cysteines, but the antibody (2 heavy + 2 light chains) has only ${totalCysteines}.`,
      );
    }
    disulfideBonds = count;
  }

  const requested = input.clipCTerminalLysine === true;
  const lysineClipped = requested && heavy.endsWith("K");
  const heavyUnits = chainUnits(heavy) - (lysineClipped ? RESIDUE_UNITS.K : 0);
  const lightUnits = chainUnits(light);
  const disulfideUnits = disulfideBonds * toUnits(DISULFIDE_BOND_MASS);
  const heavyMass = heavyUnits / UNITS_PER_DA;
  const lightMass = lightUnits / UNITS_PER_DA;
  const disulfideMassLoss = disulfideUnits / UNITS_PER_DA;
  const total = (2 * heavyUnits + 2 * lightUnits - disulfideUnits) / UNITS_PER_DA;

  return {
    ok: true,
    label: MASS_LABEL,
    heavyChain: {
      sequence: heavy,
      length: heavy.length,
      cysteines: countOf(heavy, "C"),
      mass: round2(heavyMass),
      massText: formatGrouped2(heavyMass),
      lysineClipped,
    },
    lightChain: {
      sequence: light,
      length: light.length,
      cysteines: countOf(light, "C"),
      mass: round2(lightMass),
      massText: formatGrouped2(lightMass),
    },
    disulfideBonds,
    disulfideMassLoss,
    lysineClipping: { requested, applied: lysineClipped },
    totalMass: round2(total),
    totalMassText: formatGrouped2(total),
    totalMassKdaText: formatGrouped2(total / 1000),
  };
}

/** Plain text for the clipboard. */
export function antibodyWeightCopyText(result: AntibodyWeightData): string {
  const lines = [
    `${result.label}: ${result.totalMassText} Da (${result.totalMassKdaText} kDa)`,
    `Heavy chain (${result.heavyChain.length} aa${result.heavyChain.lysineClipped ? ", C-terminal K clipped" : ""}): ${result.heavyChain.massText} Da`,
    `Light chain (${result.lightChain.length} aa): ${result.lightChain.massText} Da`,
  ];
  if (result.disulfideBonds > 0) {
    lines.push(`Disulfide bonds: ${result.disulfideBonds} (−${result.disulfideMassLoss.toFixed(3)} Da)`);
  }
  return lines.join("\n");
}
