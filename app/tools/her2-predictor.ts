/**
 * Antibody Sequence Predictor (spec §2, §3 "HER2 epitope entry", §5, §8, §9).
 *
 * Matches an epitope peptide against a database of three HER2 (ERBB2, UniProt P04626)
 * antibodies. Exact match → 95 % confidence, partial match (either sequence contains
 * the other) → 70 %, none → 0 and a 'No Match Found' notice suggesting known epitopes.
 *
 * Residue numbers are for the mature protein (signal peptide 1–22 removed), as in the
 * crystal-structure papers:
 *   - trastuzumab: domain IV, three juxtamembrane loops 557–561, 570–573 and 593–603
 *     (Cho et al., Nature 2003;421:756, PDB 1N8Z);
 *   - pertuzumab: domain II, near the dimerisation arm; key contacts H245, V286, S288,
 *     L295, H296, K311 (Franklin et al., Cancer Cell 2004;5:317, PDB 1S78).
 */
import { PERTUZUMAB_HEAVY_CHAIN, PERTUZUMAB_LIGHT_CHAIN, TRASTUZUMAB_HEAVY_CHAIN, TRASTUZUMAB_LIGHT_CHAIN } from "./antibody-sequences";
import { toolError, type ToolError } from "./tool-result";

export const EXACT_MATCH_CONFIDENCE = 95;
export const PARTIAL_MATCH_CONFIDENCE = 70;
export const NO_MATCH_CONFIDENCE = 0;
/** Shorter queries would be contained in nearly every epitope, so they are refused. */
export const MIN_EPITOPE_LENGTH = 3;

export const MISSING_INPUT_TITLE = "Missing Input";
export const MISSING_INPUT_MESSAGE = "Please enter an epitope sequence.";
export const TOO_SHORT_TITLE = "Sequence Too Short";
export const TOO_SHORT_MESSAGE = `Please enter at least ${MIN_EPITOPE_LENGTH} amino acids of the epitope sequence.`;
export const INVALID_SEQUENCE_TITLE = "Invalid Sequence";
export const NO_MATCH_TITLE = "No Match Found";

/** HER2 epitope entry (spec §3), plus an id and the HER2 domain for display. */
export interface Her2EpitopeEntry {
  readonly id: "trastuzumab" | "pertuzumab" | "t-dm1";
  readonly epitope: string;
  readonly antibodyName: string;
  readonly heavyChain: string;
  readonly lightChain: string;
  readonly description: string;
  readonly domain: string;
  /** Mature-protein residue range of the epitope peptide. */
  readonly residues: string;
}

/** Trastuzumab contact loop 593–603 of HER2 domain IV. */
const TRASTUZUMAB_EPITOPE = "KFPDEEGACQP";
/** HER2 domain II segment 285–311 holding the pertuzumab contacts V286, S288, L295, H296, K311. */
const PERTUZUMAB_EPITOPE = "DVGSCTLVCPLHNQEVTAEDGTQRCEK";
/** Full trastuzumab footprint on domain IV, 557–603 (all three contact loops). */
const DOMAIN_IV_FOOTPRINT = "PEADQCVACAHYKDPPFCVARCPSGVKPDLSYMPIWKFPDEEGACQP";

export const HER2_DATABASE: readonly Her2EpitopeEntry[] = Object.freeze([
  {
    id: "trastuzumab",
    epitope: TRASTUZUMAB_EPITOPE,
    antibodyName: "Trastuzumab (Herceptin)",
    heavyChain: TRASTUZUMAB_HEAVY_CHAIN,
    lightChain: TRASTUZUMAB_LIGHT_CHAIN,
    description:
      "Humanised IgG1κ (4D5-8). Binds the juxtamembrane region of HER2 domain IV; loop 593–603 " +
      "is its largest contact (with loops 557–561 and 570–573). Blocks ligand-independent HER2 " +
      "signalling and shedding, and mediates ADCC.",
    domain: "IV",
    residues: "593–603",
  },
  {
    id: "pertuzumab",
    epitope: PERTUZUMAB_EPITOPE,
    antibodyName: "Pertuzumab (Perjeta)",
    heavyChain: PERTUZUMAB_HEAVY_CHAIN,
    lightChain: PERTUZUMAB_LIGHT_CHAIN,
    description:
      "Humanised IgG1κ (2C4). Binds HER2 domain II next to the dimerisation arm and sterically " +
      "blocks ligand-induced HER2/HER3 heterodimerisation. Its epitope does not overlap " +
      "trastuzumab's, so the two are given together.",
    domain: "II",
    residues: "285–311",
  },
  {
    id: "t-dm1",
    epitope: DOMAIN_IV_FOOTPRINT,
    antibodyName: "T-DM1 (ado-trastuzumab emtansine, Kadcyla)",
    heavyChain: TRASTUZUMAB_HEAVY_CHAIN,
    lightChain: TRASTUZUMAB_LIGHT_CHAIN,
    description:
      "Antibody–drug conjugate of trastuzumab with the maytansinoid DM1 on lysines through a " +
      "non-cleavable SMCC linker (average DAR ~3.5). Shares trastuzumab's domain IV epitope; " +
      "listed here with the full 557–603 footprint spanning all three contact loops.",
    domain: "IV",
    residues: "557–603",
  },
]);

export type MatchType = "exact" | "partial";

export interface EpitopeMatch {
  readonly entry: Her2EpitopeEntry;
  readonly matchType: MatchType;
  readonly confidence: number;
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

/** Upper-cases and removes all whitespace. */
export function normalizeEpitope(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

const STANDARD_CODES = /^[ACDEFGHIKLMNPQRSTVWY]$/;

export function noMatchMessage(query: string): string {
  const [t, p] = suggestionEntries();
  return (
    `No antibody in the HER2 database matches "${query}". Try a similar HER2 epitope, such as ` +
    `${t.epitope} (trastuzumab, domain IV) or ${p.epitope} (pertuzumab, domain II).`
  );
}

function suggestionEntries(): [Her2EpitopeEntry, Her2EpitopeEntry] {
  const byId = (id: Her2EpitopeEntry["id"]) => HER2_DATABASE.find((e) => e.id === id)!;
  return [byId("trastuzumab"), byId("pertuzumab")];
}

export function matchEpitope(query: string, entry: Her2EpitopeEntry): EpitopeMatch | null {
  if (query === entry.epitope) return { entry, matchType: "exact", confidence: EXACT_MATCH_CONFIDENCE };
  if (entry.epitope.includes(query) || query.includes(entry.epitope)) {
    return { entry, matchType: "partial", confidence: PARTIAL_MATCH_CONFIDENCE };
  }
  return null;
}

export function predictAntibody(rawInput: string): PredictionResult {
  const query = normalizeEpitope(rawInput ?? "");
  if (query === "") return toolError(MISSING_INPUT_TITLE, MISSING_INPUT_MESSAGE);

  const invalid = [...new Set([...query].filter((ch) => !STANDARD_CODES.test(ch)))];
  if (invalid.length > 0) {
    return toolError(
      INVALID_SEQUENCE_TITLE,
      `The epitope contains invalid amino acid code${invalid.length > 1 ? "s" : ""}: ` +
        `${invalid.map((c) => `"${c}"`).join(", ")}. Use only the 20 standard one-letter codes.`,
    );
  }
  if (query.length < MIN_EPITOPE_LENGTH) return toolError(TOO_SHORT_TITLE, TOO_SHORT_MESSAGE);

  const matches = HER2_DATABASE.map((entry) => matchEpitope(query, entry))
    .filter((m): m is EpitopeMatch => m !== null)
    // Array.prototype.sort is stable, so equal confidences keep database order.
    .sort((a, b) => b.confidence - a.confidence);

  if (matches.length === 0) {
    return {
      ok: true,
      query,
      matches: [],
      confidence: NO_MATCH_CONFIDENCE,
      noMatch: { title: NO_MATCH_TITLE, message: noMatchMessage(query), suggestions: suggestionEntries() },
    };
  }
  return { ok: true, query, matches, confidence: Math.max(...matches.map((m) => m.confidence)) };
}
