/**
 * Protein sequence text as scientists paste it: plain one-letter code, or FASTA (one or more records,
 * each a ">header" line followed by sequence lines). Shared by the antibody weight tool and the HER2
 * predictor so both normalise input the same way: whitespace removed, letters upper-cased.
 */

export interface SequenceRecord {
  /** The header line without ">", trimmed; null for text before the first header (plain sequence). */
  readonly header: string | null;
  /** Normalised one-letter sequence (may still hold invalid characters: see invalidResidues). */
  readonly sequence: string;
}

const STANDARD_CODES = "ACDEFGHIKLMNPQRSTVWY";

/** Removes whitespace and upper-cases. */
export function normalizeResidues(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

/**
 * Splits pasted text into FASTA records. Text before the first header counts as one record
 * without a header; records with an empty sequence are dropped.
 */
export function parseFasta(raw: string): SequenceRecord[] {
  const records: SequenceRecord[] = [];
  let header: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    const sequence = normalizeResidues(lines.join(""));
    if (sequence !== "") records.push({ header, sequence });
  };
  for (const line of (raw ?? "").split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed.startsWith(">")) {
      flush();
      header = trimmed.slice(1).trim();
      lines = [];
    } else {
      lines.push(trimmed);
    }
  }
  flush();
  return records;
}

/** All records' sequences joined: header lines and whitespace removed, upper-cased. */
export function normalizeSequence(raw: string): string {
  return parseFasta(raw)
    .map((record) => record.sequence)
    .join("");
}

/** Distinct characters that are not one of the 20 standard codes, in order of first appearance. */
export function invalidResidues(sequence: string): string[] {
  const found: string[] = [];
  for (const ch of sequence) {
    if (!STANDARD_CODES.includes(ch) && !found.includes(ch)) found.push(ch);
  }
  return found;
}
