/**
 * Antibody Molecular Weight tool (spec §5 "Tools", §9; decisions.md "Scientific tools";
 * docs/decisions/028-antibody-masses-and-epitopes.md).
 *
 *   chain mass = Σ residue average masses + 18.015 (one water for the free termini)
 *              ≡ Σ amino-acid masses − 18.015 per peptide bond
 *   total      = 2 · heavy + 2 · light
 *
 * Optional corrections the user can switch on:
 *   - disulfide bonds: −2.016 Da (two H atoms) per bond; an IgG1 has 16
 *     (12 intra-chain + 4 inter-chain);
 *   - C-terminal lysine clipping: one Lys residue removed from each heavy chain ending in K;
 *   - N-terminal pyroglutamate on every chain that starts with Q (−NH3) or E (−H2O).
 *
 * Besides the average polypeptide mass: the monoisotopic mass, the Fc glycoform pairs (one
 * N-glycan per heavy chain, average masses from the monosaccharide residues), the reduced chains
 * and the theoretical pI (isoelectric-point.ts).
 */
import { TRASTUZUMAB_HEAVY_CHAIN, TRASTUZUMAB_LIGHT_CHAIN } from "./antibody-sequences";
import { isoelectricPoint } from "./isoelectric-point";
import { invalidResidues, normalizeSequence, parseFasta, type SequenceRecord } from "./protein-sequence";
import { format2, formatGrouped2, parseNonNegativeInteger, round2, toolError, type ToolResult } from "./tool-result";

export { invalidResidues, normalizeSequence, parseFasta, type SequenceRecord } from "./protein-sequence";

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
 * https://web.expasy.org/findmod/findmod_masses.html (the table also used by Compute pI/Mw).
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

/**
 * Monoisotopic residue masses in Da, from the same ExPASy FindMod table (most abundant isotopes:
 * ¹²C, ¹H, ¹⁴N, ¹⁶O, ³²S).
 */
export const MONOISOTOPIC_RESIDUE_MASSES: Readonly<Record<AminoAcid, number>> = Object.freeze({
  A: 71.03711,
  R: 156.10111,
  N: 114.04293,
  D: 115.02694,
  C: 103.00919,
  E: 129.04259,
  Q: 128.05858,
  G: 57.02146,
  H: 137.05891,
  I: 113.08406,
  L: 113.08406,
  K: 128.09496,
  M: 131.04049,
  F: 147.06841,
  P: 97.05276,
  S: 87.03203,
  T: 101.04768,
  W: 186.07931,
  Y: 163.06333,
  V: 99.06841,
});

export const AMINO_ACIDS = Object.keys(RESIDUE_MASSES) as AminoAcid[];

/** Average mass of water, Da (decisions.md). */
export const WATER_MASS = 18.015;
/** Monoisotopic mass of water, Da (2 · 1.007825 + 15.994915). */
export const MONOISOTOPIC_WATER_MASS = 18.01056;
/** Mass lost per disulfide bond (2 H), Da: average, and monoisotopic 2 · 1.007825. */
export const DISULFIDE_BOND_MASS = 2.016;
export const MONOISOTOPIC_DISULFIDE_BOND_MASS = 2.01565;
/** Disulfide bonds in an IgG1 (4 intra-chain per heavy chain, 2 per light chain, 4 inter-chain). */
export const IGG1_DISULFIDE_BONDS = 16;
/**
 * N-terminal pyroglutamate: Q cyclises losing NH3 (average 14.0067 + 3 · 1.00794 = 17.0305 Da,
 * monoisotopic 17.02655), E losing H2O (18.015 / 18.01056 Da).
 */
export const PYRO_GLU_LOSS = Object.freeze({
  Q: { average: 17.0305, monoisotopic: 17.02655 },
  E: { average: WATER_MASS, monoisotopic: MONOISOTOPIC_WATER_MASS },
});

/**
 * Monosaccharide residue masses (sugar − H2O) in Da, from ExPASy GlycoMod
 * (https://web.expasy.org/glycomod/glycomod_masses.html), on the same atomic weights as the
 * amino-acid table.
 */
export const MONOSACCHARIDE_MASSES = Object.freeze({
  HexNAc: { average: 203.195, monoisotopic: 203.07937 }, // N-acetylhexosamine (GlcNAc), C8H13NO5
  Hex: { average: 162.1424, monoisotopic: 162.05282 }, // hexose (mannose, galactose), C6H10O5
  dHex: { average: 146.143, monoisotopic: 146.05791 }, // deoxyhexose (fucose), C6H10O4
});

export type GlycanName = "G0F" | "G1F" | "G2F";

/** The core-fucosylated biantennary Fc glycans: HexNAc4 Hex3–5 dHex1 (G0F, G1F, G2F). */
export const FC_GLYCANS: Readonly<Record<GlycanName, { readonly HexNAc: number; readonly Hex: number; readonly dHex: number }>> = Object.freeze({
  G0F: { HexNAc: 4, Hex: 3, dHex: 1 },
  G1F: { HexNAc: 4, Hex: 4, dHex: 1 },
  G2F: { HexNAc: 4, Hex: 5, dHex: 1 },
});

/** The common glycoform pairs of an IgG (one glycan on each heavy chain), in order of mass. */
export const GLYCOFORM_PAIRS: readonly (readonly [GlycanName, GlycanName])[] = [
  ["G0F", "G0F"],
  ["G0F", "G1F"],
  ["G1F", "G1F"],
  ["G1F", "G2F"],
  ["G2F", "G2F"],
];

export const MASS_LABEL = "Polypeptide mass (without glycans)";

export const MISSING_SEQUENCES_TITLE = "Missing Sequences";
export const MISSING_SEQUENCES_MESSAGE = "Please enter both heavy and light chain amino acid sequences.";
export const CALCULATION_ERROR_TITLE = "Calculation Error";
export const INVALID_DISULFIDE_MESSAGE = "Please enter the number of disulfide bonds as a whole number (0 or more).";

export function isAminoAcid(letter: string): letter is AminoAcid {
  return Object.prototype.hasOwnProperty.call(RESIDUE_MASSES, letter);
}

/**
 * Masses are summed as integers in units of 0.00001 Da (every table value has at most 5 decimals),
 * so the decimal arithmetic is exact: no floating-point drift such as 145,423.2250 → 145,423.22499….
 */
const UNITS_PER_DA = 100_000;
const toUnits = (da: number) => Math.round(da * UNITS_PER_DA);
const fromUnits = (units: number) => units / UNITS_PER_DA;
type MassKind = "average" | "monoisotopic";
const RESIDUE_UNITS: Readonly<Record<MassKind, Readonly<Record<AminoAcid, number>>>> = {
  average: Object.fromEntries(AMINO_ACIDS.map((aa) => [aa, toUnits(RESIDUE_MASSES[aa])])) as Record<AminoAcid, number>,
  monoisotopic: Object.fromEntries(AMINO_ACIDS.map((aa) => [aa, toUnits(MONOISOTOPIC_RESIDUE_MASSES[aa])])) as Record<AminoAcid, number>,
};
const WATER_UNITS: Readonly<Record<MassKind, number>> = { average: toUnits(WATER_MASS), monoisotopic: toUnits(MONOISOTOPIC_WATER_MASS) };
const DISULFIDE_UNITS: Readonly<Record<MassKind, number>> = {
  average: toUnits(DISULFIDE_BOND_MASS),
  monoisotopic: toUnits(MONOISOTOPIC_DISULFIDE_BOND_MASS),
};

function chainUnits(sequence: string, kind: MassKind = "average"): number {
  let sum = 0;
  for (const ch of sequence) {
    if (!isAminoAcid(ch)) throw new Error(`Invalid amino acid code "${ch}"`);
    sum += RESIDUE_UNITS[kind][ch];
  }
  return sequence.length === 0 ? 0 : sum + WATER_UNITS[kind];
}

function glycanUnits(name: GlycanName, kind: MassKind): number {
  const composition = FC_GLYCANS[name];
  return (
    composition.HexNAc * toUnits(MONOSACCHARIDE_MASSES.HexNAc[kind]) +
    composition.Hex * toUnits(MONOSACCHARIDE_MASSES.Hex[kind]) +
    composition.dHex * toUnits(MONOSACCHARIDE_MASSES.dHex[kind])
  );
}

/** Mass a glycan adds to its asparagine (the sum of its residues), Da. */
export function glycanMass(name: GlycanName, kind: MassKind = "average"): number {
  return fromUnits(glycanUnits(name, kind));
}

/**
 * Average mass of one linear, reduced chain: Σ residues + one water.
 * The sequence must already be normalised and valid.
 */
export function chainMass(sequence: string, kind: MassKind = "average"): number {
  return fromUnits(chainUnits(sequence, kind));
}

/** An N-glycosylation sequon N-X-S/T (X not P), as the Fc site …QYNST… of an IgG1. */
export function hasNGlycosylationSequon(sequence: string): boolean {
  return /N[^P][ST]/.test(sequence);
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
  /** Cyclise the N-terminal Q or E of every chain that starts with one to pyroglutamate. */
  readonly pyroGlu?: boolean;
}

export interface ChainResult {
  /** Normalised sequence as entered (before clipping). */
  readonly sequence: string;
  /** Residues the mass was computed from (after lysine clipping). */
  readonly length: number;
  readonly cysteines: number;
  /** "Q" or "E" when its N-terminus was cyclised to pyroglutamate, else null. */
  readonly pyroGlu: "Q" | "E" | null;
  /** Average mass of one reduced chain (all cysteines free), rounded to 2 decimals. */
  readonly mass: number;
  /** e.g. "23,443.10" */
  readonly massText: string;
  readonly monoisotopicMass: number;
  readonly monoisotopicMassText: string;
  /** Theoretical pI of the reduced chain (ExPASy method), 2 decimals. */
  readonly pIText: string;
}

export interface HeavyChainResult extends ChainResult {
  /** True when clipping was requested and the chain ends with K. */
  readonly lysineClipped: boolean;
}

export interface GlycoformResult {
  /** e.g. "G0F/G0F" */
  readonly label: string;
  /** Average mass of the intact glycosylated antibody, Da (2 decimals). */
  readonly mass: number;
  readonly massText: string;
  /** Mass both glycans add, Da (2 decimals), and as text, e.g. "2,890.70". */
  readonly glycanMass: number;
  readonly glycanMassText: string;
}

export interface ReducedChainResult {
  readonly label: string;
  readonly massText: string;
  readonly monoisotopicMassText: string;
}

export interface AntibodyWeightData {
  readonly label: string;
  readonly heavyChain: HeavyChainResult;
  readonly lightChain: ChainResult;
  /** Disulfide bonds subtracted (0 when the correction is off). */
  readonly disulfideBonds: number;
  /** Mass removed by disulfide bonds, Da (average). */
  readonly disulfideMassLoss: number;
  readonly lysineClipping: { readonly requested: boolean; readonly applied: boolean };
  readonly pyroGlu: { readonly requested: boolean; readonly chains: readonly ("heavy" | "light")[] };
  /** 2·heavy + 2·light − corrections, Da, rounded to 2 decimals (average masses). */
  readonly totalMass: number;
  /** e.g. "145,423.23" */
  readonly totalMassText: string;
  /** Same in kDa with 2 decimals, e.g. "145.42". */
  readonly totalMassKdaText: string;
  readonly totalMonoisotopicMass: number;
  readonly totalMonoisotopicMassText: string;
  /** Theoretical pI of the intact antibody (all four chains; bonded cysteines do not titrate); null when it has none. */
  readonly pI: number | null;
  readonly pIText: string;
  /** The heavy chain has an N-X-S/T sequon, so the glycoforms apply. */
  readonly glycosylationSequon: boolean;
  readonly glycoforms: readonly GlycoformResult[];
  readonly reducedChains: readonly ReducedChainResult[];
}

export type AntibodyWeightResult = ToolResult<AntibodyWeightData>;

export type ChainBox = "heavy" | "light";

/**
 * Two FASTA records pasted into one box (a heavy and a light chain from one file): which record
 * looks like the light chain (the shorter), so the form can offer "Use record 2 as the light chain".
 */
export interface RecordSplit {
  readonly box: ChainBox;
  readonly records: readonly SequenceRecord[];
  /** 1-based number of the record offered as the heavy chain (the longer one). */
  readonly heavyRecord: number;
  /** 1-based number of the record offered as the light chain (the shorter one). */
  readonly lightRecord: number;
}

/** The first box holding two FASTA records, with the suggested split; null when none does. */
export function findRecordSplit(heavyChain: string, lightChain: string): RecordSplit | null {
  for (const [box, raw] of [
    ["heavy", heavyChain],
    ["light", lightChain],
  ] as const) {
    const records = parseFasta(raw);
    if (records.length === 2) {
      const lightRecord = records[1].sequence.length <= records[0].sequence.length ? 2 : 1;
      return { box, records, heavyRecord: lightRecord === 2 ? 1 : 2, lightRecord };
    }
  }
  return null;
}

const BOX_NAME: Record<ChainBox, string> = { heavy: "heavy chain", light: "light chain" };

function describeRecords(records: readonly SequenceRecord[]): string {
  return records.map((record, index) => `${index + 1}: ${record.sequence.length} residues`).join("; ");
}

function multipleRecordsMessage(box: ChainBox, records: readonly SequenceRecord[]): string {
  const advice =
    records.length === 2 ? "Use one record as the heavy chain and the other as the light chain instead of joining them." : "Paste one chain per box.";
  return `The ${BOX_NAME[box]} box holds ${records.length} FASTA records (${describeRecords(records)}). ${advice}`;
}

function describeInvalid(chain: "Heavy chain" | "Light chain", letters: readonly string[]): string {
  const list = letters.map((l) => `"${l}"`).join(", ");
  return `${chain} contains invalid amino acid code${letters.length > 1 ? "s" : ""}: ${list}.`;
}

function countOf(sequence: string, letter: string): number {
  let n = 0;
  for (const ch of sequence) if (ch === letter) n++;
  return n;
}

function pyroGluOf(sequence: string, requested: boolean): "Q" | "E" | null {
  if (!requested) return null;
  const first = sequence[0];
  return first === "Q" || first === "E" ? first : null;
}

/** Mass of one reduced chain in 0.00001 Da units, after its N-terminal pyroglutamate. */
function modifiedChainUnits(sequence: string, pyroGlu: "Q" | "E" | null, kind: MassKind): number {
  return chainUnits(sequence, kind) - (pyroGlu ? toUnits(PYRO_GLU_LOSS[pyroGlu][kind]) : 0);
}

function pIText(pI: number | null): string {
  return pI === null ? "—" : format2(pI);
}

function chainResult(entered: string, used: string, pyroGlu: "Q" | "E" | null) {
  const averageUnits = modifiedChainUnits(used, pyroGlu, "average");
  const monoUnits = modifiedChainUnits(used, pyroGlu, "monoisotopic");
  return {
    sequence: entered,
    length: used.length,
    cysteines: countOf(used, "C"),
    pyroGlu,
    mass: round2(fromUnits(averageUnits)),
    massText: formatGrouped2(fromUnits(averageUnits)),
    monoisotopicMass: round2(fromUnits(monoUnits)),
    monoisotopicMassText: formatGrouped2(fromUnits(monoUnits)),
    pIText: pIText(isoelectricPoint([{ sequence: used, pyroGlu: pyroGlu !== null }])),
  };
}

export function calculateAntibodyWeight(input: AntibodyWeightInput): AntibodyWeightResult {
  const heavyRecords = parseFasta(input.heavyChain ?? "");
  const lightRecords = parseFasta(input.lightChain ?? "");
  if (heavyRecords.length > 1) return toolError(CALCULATION_ERROR_TITLE, multipleRecordsMessage("heavy", heavyRecords));
  if (lightRecords.length > 1) return toolError(CALCULATION_ERROR_TITLE, multipleRecordsMessage("light", lightRecords));
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

  const requestedClip = input.clipCTerminalLysine === true;
  const lysineClipped = requestedClip && heavy.endsWith("K") && heavy.length > 1;
  const heavyUsed = lysineClipped ? heavy.slice(0, -1) : heavy;

  let disulfideBonds = 0;
  if (input.disulfideCorrection) {
    const raw = input.disulfideBonds;
    const count = raw === undefined || raw.trim() === "" ? IGG1_DISULFIDE_BONDS : parseNonNegativeInteger(raw);
    if (count === null) return toolError(CALCULATION_ERROR_TITLE, INVALID_DISULFIDE_MESSAGE);
    const totalCysteines = 2 * countOf(heavyUsed, "C") + 2 * countOf(light, "C");
    if (2 * count > totalCysteines) {
      return toolError(
        CALCULATION_ERROR_TITLE,
        `${count} disulfide bonds need ${2 * count} cysteines, but the antibody (2 heavy + 2 light chains) has only ${totalCysteines}.`,
      );
    }
    disulfideBonds = count;
  }

  const requestedPyroGlu = input.pyroGlu === true;
  const heavyPyroGlu = pyroGluOf(heavyUsed, requestedPyroGlu);
  const lightPyroGlu = pyroGluOf(light, requestedPyroGlu);

  const intactUnits = (kind: MassKind) =>
    2 * modifiedChainUnits(heavyUsed, heavyPyroGlu, kind) + 2 * modifiedChainUnits(light, lightPyroGlu, kind) - disulfideBonds * DISULFIDE_UNITS[kind];
  const totalUnits = intactUnits("average");
  const totalMonoUnits = intactUnits("monoisotopic");
  const total = fromUnits(totalUnits);
  const totalMono = fromUnits(totalMonoUnits);

  const intactPI = isoelectricPoint(
    [
      { sequence: heavyUsed, pyroGlu: heavyPyroGlu !== null, copies: 2 },
      { sequence: light, pyroGlu: lightPyroGlu !== null, copies: 2 },
    ],
    2 * disulfideBonds,
  );

  const glycoforms = GLYCOFORM_PAIRS.map(([a, b]) => {
    const glycans = glycanUnits(a, "average") + glycanUnits(b, "average");
    return {
      label: `${a}/${b}`,
      mass: round2(fromUnits(totalUnits + glycans)),
      massText: formatGrouped2(fromUnits(totalUnits + glycans)),
      glycanMass: round2(fromUnits(glycans)),
      glycanMassText: formatGrouped2(fromUnits(glycans)),
    };
  });

  const heavyAverage = modifiedChainUnits(heavyUsed, heavyPyroGlu, "average");
  const heavyMono = modifiedChainUnits(heavyUsed, heavyPyroGlu, "monoisotopic");
  const lightResult = chainResult(light, light, lightPyroGlu);
  const reducedChains: ReducedChainResult[] = [
    { label: "Light chain", massText: lightResult.massText, monoisotopicMassText: lightResult.monoisotopicMassText },
    { label: "Heavy chain, no glycan", massText: formatGrouped2(fromUnits(heavyAverage)), monoisotopicMassText: formatGrouped2(fromUnits(heavyMono)) },
    ...(["G0F", "G1F", "G2F"] as const).map((name) => ({
      label: `Heavy chain + ${name}`,
      massText: formatGrouped2(fromUnits(heavyAverage + glycanUnits(name, "average"))),
      monoisotopicMassText: formatGrouped2(fromUnits(heavyMono + glycanUnits(name, "monoisotopic"))),
    })),
  ];

  const pyroGluChains: ("heavy" | "light")[] = [];
  if (heavyPyroGlu) pyroGluChains.push("heavy");
  if (lightPyroGlu) pyroGluChains.push("light");

  return {
    ok: true,
    label: MASS_LABEL,
    heavyChain: { ...chainResult(heavy, heavyUsed, heavyPyroGlu), lysineClipped },
    lightChain: lightResult,
    disulfideBonds,
    disulfideMassLoss: fromUnits(disulfideBonds * DISULFIDE_UNITS.average),
    lysineClipping: { requested: requestedClip, applied: lysineClipped },
    pyroGlu: { requested: requestedPyroGlu, chains: pyroGluChains },
    totalMass: round2(total),
    totalMassText: formatGrouped2(total),
    totalMassKdaText: formatGrouped2(total / 1000),
    totalMonoisotopicMass: round2(totalMono),
    totalMonoisotopicMassText: formatGrouped2(totalMono),
    pI: intactPI === null ? null : round2(intactPI),
    pIText: pIText(intactPI),
    glycosylationSequon: hasNGlycosylationSequon(heavyUsed),
    glycoforms,
    reducedChains,
  };
}

/** "Heavy chain, 449 aa (C-terminal K clipped, pyro-Glu)": the residue count the mass was computed from. */
export function chainLabel(name: "Heavy chain" | "Light chain", chain: ChainResult & { lysineClipped?: boolean }): string {
  const notes: string[] = [];
  if (chain.lysineClipped) notes.push("C-terminal K clipped");
  if (chain.pyroGlu) notes.push(`N-terminal ${chain.pyroGlu} → pyro-Glu`);
  return `${name}, ${chain.length} aa${notes.length > 0 ? ` (${notes.join(", ")})` : ""}`;
}

/** Plain text for the clipboard. */
export function antibodyWeightCopyText(result: AntibodyWeightData): string {
  const lines = [
    `${result.label}: ${result.totalMassText} Da (${result.totalMassKdaText} kDa), average`,
    `Monoisotopic: ${result.totalMonoisotopicMassText} Da`,
    `${chainLabel("Heavy chain", result.heavyChain)}: ${result.heavyChain.massText} Da`,
    `${chainLabel("Light chain", result.lightChain)}: ${result.lightChain.massText} Da`,
  ];
  if (result.disulfideBonds > 0) {
    lines.push(`Disulfide bonds: ${result.disulfideBonds} (−${result.disulfideMassLoss.toFixed(3)} Da)`);
  }
  lines.push(`Theoretical pI (intact, ExPASy/Bjellqvist): ${result.pIText}`);
  if (result.glycosylationSequon) {
    lines.push("Glycoforms (average, Da):");
    for (const glycoform of result.glycoforms) lines.push(`  ${glycoform.label}: ${glycoform.massText}`);
  }
  lines.push("Reduced chains (average / monoisotopic, Da):");
  for (const chain of result.reducedChains) lines.push(`  ${chain.label}: ${chain.massText} / ${chain.monoisotopicMassText}`);
  return lines.join("\n");
}

/** The glycoform table as CSV (RFC 4180; labels hold no commas or quotes). */
export function glycoformsCsv(result: AntibodyWeightData): string {
  const rows = [["Glycoform", "Average mass (Da)", "Glycans (Da)"]];
  for (const glycoform of result.glycoforms) rows.push([glycoform.label, glycoform.mass.toFixed(2), glycoform.glycanMass.toFixed(2)]);
  return `${rows.map((row) => row.join(",")).join("\r\n")}\r\n`;
}

/** At most this many expected species go to the intact-mass tool (tools-common contract). */
export const MAX_CHAIN_SPECIES = 20;

/**
 * The expected species for the intact-mass tool: `<label>:<average mass>` per glycoform pair (the
 * label says which pyro-Glu / K-clipping choices it carries), or the polypeptide alone when the heavy
 * chain has no glycosylation sequon.
 */
export function expectedSpecies(result: AntibodyWeightData): string[] {
  const suffix = [result.lysineClipping.applied ? "K clipped" : "", result.pyroGlu.chains.length > 0 ? "pyro-Glu" : ""].filter(Boolean).join(", ");
  const label = (name: string) => (suffix ? `${name} (${suffix})` : name);
  if (!result.glycosylationSequon) return [`${label("Polypeptide")}:${result.totalMass.toFixed(2)}`];
  return result.glycoforms.slice(0, MAX_CHAIN_SPECIES).map((glycoform) => `${label(glycoform.label)}:${glycoform.mass.toFixed(2)}`);
}

/**
 * The mass the method assistant plans the m/z window for: the G0F/G0F glycoform (the most abundant
 * for a CHO-made IgG1) when the heavy chain is glycosylated, else the polypeptide.
 */
export function methodPlanningMass(result: AntibodyWeightData): number {
  return result.glycosylationSequon ? result.glycoforms[0].mass : result.totalMass;
}
