/**
 * Antibody Sequence Predictor (spec §2, §3 "HER2 epitope entry", §5, §8, §9; decisions.md
 * "Scientific tools (second round)"; docs/decisions/028-antibody-masses-and-epitopes.md).
 *
 * Matches an epitope peptide against a database of three HER2 (ERBB2, UniProt P04626) antibodies.
 * Exact match → 95 % confidence, partial match (either sequence contains the other) → 70 %, none → 0
 * and a 'No Match Found' notice suggesting known epitopes.
 *
 * Each antibody's epitope comes from its crystal structure, in mature-protein numbering (signal
 * peptide 1–22 removed, as the papers number HER2): a footprint (the stretch from the first to the
 * last contact) and the contact segments within it. The footprint is the entry's epitope (spec §3)
 * and the only thing scored, as §9 says: "exact" when the query is the epitope, "partial" when either
 * contains the other. The contact segments are information: the result says which one a query is,
 * but a segment never raises a score. Trastuzumab and T-DM1 (trastuzumab conjugated to DM1) share one
 * epitope object, so they always score the same and are shown as a tie.
 */
import { PERTUZUMAB_HEAVY_CHAIN, PERTUZUMAB_LIGHT_CHAIN, TRASTUZUMAB_HEAVY_CHAIN, TRASTUZUMAB_LIGHT_CHAIN } from "./antibody-sequences";
import { invalidResidues, normalizeSequence } from "./protein-sequence";
import { toolError, type ToolError } from "./tool-result";

export const EXACT_MATCH_CONFIDENCE = 95;
export const PARTIAL_MATCH_CONFIDENCE = 70;
export const NO_MATCH_CONFIDENCE = 0;
/**
 * Shorter queries would be contained in nearly every protein, so they are refused. 4 is the
 * shortest published contact segment (trastuzumab's loop 570–573, DPPF).
 */
export const MIN_EPITOPE_LENGTH = 4;

// the prediction's refusals, each with its toast's title and message
const MISSING_INPUT = toolError("Missing Input", "Please enter an epitope sequence.");
const TOO_SHORT = toolError("Sequence Too Short", `Please enter at least ${MIN_EPITOPE_LENGTH} amino acids of the epitope sequence.`);
export const INVALID_SEQUENCE_TITLE = "Invalid Sequence";
export const NO_MATCH_TITLE = "No Match Found";

/** A published structure an epitope is taken from. */
export interface Citation {
  readonly authors: string;
  readonly title: string;
  readonly journal: string;
  readonly year: number;
  readonly volume: string;
  readonly pages: string;
  readonly doi: string;
  /** Protein Data Bank id of the complex. */
  readonly pdb: string;
}

/** A contiguous stretch of mature HER2. */
export interface EpitopeSegment {
  /** Mature-protein residue range, e.g. "557–561". */
  readonly residues: string;
  readonly sequence: string;
  readonly note: string;
}

export interface Her2Epitope {
  readonly domain: "II" | "IV";
  /** From the first to the last contact residue. */
  readonly footprint: EpitopeSegment;
  /** The contact segments within the footprint. */
  readonly segments: readonly EpitopeSegment[];
  /** What the paper reports about the contacts, in one sentence. */
  readonly contacts: string;
  readonly citation: Citation;
}

/** HER2 epitope entry (spec §3), plus an id, the HER2 domain and the literature epitope. */
export interface Her2EpitopeEntry {
  readonly id: "trastuzumab" | "pertuzumab" | "t-dm1";
  /** The epitope peptide (spec §3): the footprint's sequence. */
  readonly epitope: string;
  readonly antibodyName: string;
  readonly heavyChain: string;
  readonly lightChain: string;
  readonly description: string;
  readonly domain: string;
  /** Mature-protein residue range of the epitope peptide. */
  readonly residues: string;
  readonly binding: Her2Epitope;
  /** The segment offered as "try this epitope" (the largest contact). */
  readonly keySegment: EpitopeSegment;
}

export const CHO_2003: Citation = Object.freeze({
  authors: "Cho HS, Mason K, Ramyar KX, Stanley AM, Gabelli SB, Denney DW Jr, Leahy DJ",
  title: "Structure of the extracellular region of HER2 alone and in complex with the Herceptin Fab",
  journal: "Nature",
  year: 2003,
  volume: "421",
  pages: "756–760",
  doi: "10.1038/nature01392",
  pdb: "1N8Z",
});

export const FRANKLIN_2004: Citation = Object.freeze({
  authors: "Franklin MC, Carey KD, Vajdos FF, Leahy DJ, de Vos AM, Sliwkowski MX",
  title: "Insights into ErbB signaling from the structure of the ErbB2-pertuzumab complex",
  journal: "Cancer Cell",
  year: 2004,
  volume: "5",
  pages: "317–328",
  doi: "10.1016/S1535-6108(04)00083-2",
  pdb: "1S78",
});

/** Trastuzumab's epitope on domain IV: three juxtamembrane loops (Cho et al. 2003). */
const TRASTUZUMAB_LOOP_3: EpitopeSegment = { residues: "593–603", sequence: "KFPDEEGACQP", note: "loop 3, the largest contact" };
export const TRASTUZUMAB_EPITOPE: Her2Epitope = Object.freeze({
  domain: "IV",
  footprint: {
    residues: "557–603",
    sequence: "PEADQCVACAHYKDPPFCVARCPSGVKPDLSYMPIWKFPDEEGACQP",
    note: "domain IV footprint spanning the three contact loops",
  },
  segments: [{ residues: "557–561", sequence: "PEADQ", note: "loop 1" }, { residues: "570–573", sequence: "DPPF", note: "loop 2" }, TRASTUZUMAB_LOOP_3],
  contacts: "The Fab binds three loops of the C-terminal, juxtamembrane part of domain IV (557–561, 570–573, 593–603); loop 3 makes the largest contact.",
  citation: CHO_2003,
});

/** Pertuzumab's epitope near the centre of domain II, by the dimerisation arm (Franklin et al. 2004). */
const PERTUZUMAB_CORE: EpitopeSegment = {
  residues: "285–311",
  sequence: "DVGSCTLVCPLHNQEVTAEDGTQRCEK",
  note: "holds the contacts V286, S288, L295, H296 and K311",
};
export const PERTUZUMAB_EPITOPE: Her2Epitope = Object.freeze({
  domain: "II",
  footprint: {
    residues: "245–311",
    sequence: "HCPALVTYNTDTFESMPNPEGRYTFGASCVTACPYNYLSTDVGSCTLVCPLHNQEVTAEDGTQRCEK",
    note: "domain II footprint from H245 to K311",
  },
  segments: [PERTUZUMAB_CORE],
  contacts:
    "The Fab binds near the centre of domain II, against the pocket the dimerisation arm of a partner receptor needs; contact residues include H245, V286, S288, L295, H296 and K311.",
  citation: FRANKLIN_2004,
});

export const HER2_DATABASE: readonly Her2EpitopeEntry[] = Object.freeze([
  {
    id: "trastuzumab",
    epitope: TRASTUZUMAB_EPITOPE.footprint.sequence,
    antibodyName: "Trastuzumab (Herceptin)",
    heavyChain: TRASTUZUMAB_HEAVY_CHAIN,
    lightChain: TRASTUZUMAB_LIGHT_CHAIN,
    description:
      "Humanised IgG1κ (4D5-8). Binds the juxtamembrane region of HER2 domain IV through three loops. " +
      "Blocks ligand-independent HER2 signalling and shedding, and mediates ADCC.",
    domain: TRASTUZUMAB_EPITOPE.domain,
    residues: TRASTUZUMAB_EPITOPE.footprint.residues,
    binding: TRASTUZUMAB_EPITOPE,
    keySegment: TRASTUZUMAB_LOOP_3,
  },
  {
    id: "pertuzumab",
    epitope: PERTUZUMAB_EPITOPE.footprint.sequence,
    antibodyName: "Pertuzumab (Perjeta)",
    heavyChain: PERTUZUMAB_HEAVY_CHAIN,
    lightChain: PERTUZUMAB_LIGHT_CHAIN,
    description:
      "Humanised IgG1κ (2C4). Binds HER2 domain II next to the dimerisation arm and sterically " +
      "blocks ligand-induced HER2/HER3 heterodimerisation. Its epitope does not overlap " +
      "trastuzumab's, so the two are given together.",
    domain: PERTUZUMAB_EPITOPE.domain,
    residues: PERTUZUMAB_EPITOPE.footprint.residues,
    binding: PERTUZUMAB_EPITOPE,
    keySegment: PERTUZUMAB_CORE,
  },
  {
    id: "t-dm1",
    epitope: TRASTUZUMAB_EPITOPE.footprint.sequence,
    antibodyName: "T-DM1 (ado-trastuzumab emtansine, Kadcyla)",
    heavyChain: TRASTUZUMAB_HEAVY_CHAIN,
    lightChain: TRASTUZUMAB_LIGHT_CHAIN,
    description:
      "Antibody–drug conjugate of trastuzumab with the maytansinoid DM1 on lysines through a " +
      "non-cleavable SMCC linker (average DAR ~3.5). The antibody is trastuzumab, so its epitope is " +
      "trastuzumab's and it always scores the same.",
    domain: TRASTUZUMAB_EPITOPE.domain,
    residues: TRASTUZUMAB_EPITOPE.footprint.residues,
    binding: TRASTUZUMAB_EPITOPE,
    keySegment: TRASTUZUMAB_LOOP_3,
  },
]);

export type MatchType = "exact" | "partial";

/**
 * How a query relates to an epitope: it is the epitope ("equal", exact), lies within it ("within",
 * partial) or holds all of it ("contains", partial).
 */
export type EpitopeRelation = "equal" | "within" | "contains";

/** One entry's score for a query (spec §9), with where the query sits on HER2. */
export interface EpitopeScore {
  readonly matchType: MatchType;
  readonly confidence: number;
  readonly relation: EpitopeRelation;
  /** Mature HER2 residues the query covers when it lies within the epitope, else the epitope's. */
  readonly residues: string;
  /** The contact segment the query is, if it is one: information only, it never changes the score. */
  readonly contactSegment?: EpitopeSegment;
}

export interface EpitopeMatch extends EpitopeScore {
  readonly entry: Her2EpitopeEntry;
  /** 1 for the best; equal confidences share a rank (1, 1, 3). */
  readonly rank: number;
  /** Another antibody has the same confidence. */
  readonly tie: boolean;
}

export interface NoMatchNotice {
  readonly title: string;
  readonly message: string;
  /** Known epitopes to try instead (trastuzumab and pertuzumab). */
  readonly suggestions: readonly Her2EpitopeEntry[];
}

export interface PredictionData {
  readonly ok: true;
  /** Normalised query. */
  readonly query: string;
  /** All matches, highest confidence first (database order among equals). */
  readonly matches: readonly EpitopeMatch[];
  /** Confidence of the best match, 0 when none. */
  readonly confidence: number;
  /** Present when nothing matched. */
  readonly noMatch?: NoMatchNotice;
}

export type PredictionResult = PredictionData | ToolError;

/** Removes whitespace (and FASTA header lines) and upper-cases, as the antibody weight tool does. */
export function normalizeEpitope(raw: string): string {
  return normalizeSequence(raw);
}

function suggestionEntries(): [Her2EpitopeEntry, Her2EpitopeEntry] {
  const byId = (id: Her2EpitopeEntry["id"]) => HER2_DATABASE.find((e) => e.id === id)!;
  return [byId("trastuzumab"), byId("pertuzumab")];
}

export function noMatchMessage(query: string): string {
  const [t, p] = suggestionEntries();
  return (
    `No antibody in the HER2 database matches "${query}". Try a similar HER2 epitope, such as ` +
    `${t.keySegment.sequence} (trastuzumab, domain IV) or ${p.keySegment.sequence} (pertuzumab, domain II).`
  );
}

/**
 * Spec §9, per entry: exact (95 %) when the normalised query equals the epitope (the footprint);
 * partial (70 %) when either is a substring of the other; otherwise no match (null).
 */
export function matchEpitope(query: string, epitope: Her2Epitope): EpitopeScore | null {
  const { footprint } = epitope;
  if (query === footprint.sequence) {
    return { matchType: "exact", confidence: EXACT_MATCH_CONFIDENCE, relation: "equal", residues: footprint.residues };
  }
  const at = footprint.sequence.indexOf(query);
  if (at >= 0) {
    const start = Number(footprint.residues.split("–")[0]) + at;
    const contactSegment = epitope.segments.find((segment) => segment.sequence === query);
    return {
      matchType: "partial",
      confidence: PARTIAL_MATCH_CONFIDENCE,
      relation: "within",
      residues: `${start}–${start + query.length - 1}`,
      ...(contactSegment ? { contactSegment } : {}),
    };
  }
  if (query.includes(footprint.sequence)) {
    return { matchType: "partial", confidence: PARTIAL_MATCH_CONFIDENCE, relation: "contains", residues: footprint.residues };
  }
  return null;
}

/** Where the query sits on the antibody's epitope, in one sentence for the result. */
export function describeMatch(score: EpitopeScore, epitope: Her2Epitope): string {
  const { footprint } = epitope;
  if (score.relation === "equal") return `Is the epitope: HER2 residues ${footprint.residues} (${footprint.note}).`;
  if (score.relation === "contains") return `Contains the whole epitope, HER2 residues ${footprint.residues}.`;
  const segment = score.contactSegment ? `, a contact segment (${score.contactSegment.note})` : "";
  return `Lies within the epitope (HER2 residues ${footprint.residues}) at residues ${score.residues}${segment}.`;
}

export function predictAntibody(rawInput: string): PredictionResult {
  const query = normalizeEpitope(rawInput ?? "");
  if (query === "") return MISSING_INPUT;

  const invalid = invalidResidues(query);
  if (invalid.length > 0) {
    return toolError(
      INVALID_SEQUENCE_TITLE,
      `The epitope contains invalid amino acid code${invalid.length > 1 ? "s" : ""}: ` +
        `${invalid.map((c) => `"${c}"`).join(", ")}. Use only the 20 standard one-letter codes.`,
    );
  }
  if (query.length < MIN_EPITOPE_LENGTH) return TOO_SHORT;

  const scored = HER2_DATABASE.flatMap((entry) => {
    const match = matchEpitope(query, entry.binding);
    return match ? [{ entry, ...match }] : [];
  })
    // Array.prototype.sort is stable, so equal confidences keep database order.
    .sort((a, b) => b.confidence - a.confidence);

  if (scored.length === 0) {
    return {
      ok: true,
      query,
      matches: [],
      confidence: NO_MATCH_CONFIDENCE,
      noMatch: { title: NO_MATCH_TITLE, message: noMatchMessage(query), suggestions: suggestionEntries() },
    };
  }
  const matches = scored.map((match) => ({
    ...match,
    rank: 1 + scored.filter((other) => other.confidence > match.confidence).length,
    tie: scored.some((other) => other !== match && other.confidence === match.confidence),
  }));
  return { ok: true, query, matches, confidence: matches[0].confidence };
}

/** "Cho HS, … Nature 2003;421:756–760. PDB 1N8Z." */
export function citationText(citation: Citation): string {
  return `${citation.authors}. ${citation.title}. ${citation.journal} ${citation.year};${citation.volume}:${citation.pages}. doi:${citation.doi}. PDB ${citation.pdb}.`;
}
