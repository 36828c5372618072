/**
 * Expected species of the intact-mass tool: labelled average masses, e.g. the
 * glycoforms the antibody tool computed, that each observed mass is matched against.
 *
 * Link contract (tools-common.md): one `species=<label>:<average mass in Da>` parameter per species,
 * e.g. `species=G0F%2FG0F:148057.58`. The label is free text without ":" — the mass is read after
 * the last ":" so a stray colon cannot break it; malformed entries are ignored; at most 20 are kept.
 */
import { groupThousands } from "~/lib/number-text";
import { parsePositiveNumber } from "./tool-result";

export const MAX_SPECIES = 20;
export const MAX_SPECIES_LABEL_LENGTH = 60;
/** The largest mass accepted for a species: 10 MDa, far above any intact protein complex measured by CE-MS. */
export const MAX_SPECIES_MASS = 10_000_000;
export const DEFAULT_MATCH_TOLERANCE_PPM = 100;
export const MAX_MATCH_TOLERANCE_PPM = 100_000;

/** Float noise allowed at the tolerance's edge: 1000.1 Da vs 1000 Da is 100 ppm, not 100.00000000005. */
const PPM_ROUNDING = 1e-6;

export interface ExpectedSpecies {
  readonly label: string;
  /** Average mass in Da. */
  readonly mass: number;
}

/** A species as typed in the editor. */
export interface SpeciesDraft {
  readonly label: string;
  readonly mass: string;
}

export interface SpeciesMatch {
  readonly species: ExpectedSpecies;
  /** (observed − expected) / expected · 10⁶ */
  readonly ppm: number;
  /** observed − expected, in Da. */
  readonly deltaDa: number;
  /** |ppm| within the tolerance: otherwise the nearest species is shown as "no match". */
  readonly withinTolerance: boolean;
}

/** Trims and collapses whitespace; removes ":" and control characters the link format cannot carry. */
export function cleanSpeciesLabel(label: string): string {
  return Array.from(label, (char) => (char === ":" || char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? " " : char))
    .join("")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_SPECIES_LABEL_LENGTH);
}

/** A valid species from a label and a mass text, else null (empty label, mass not a positive number up to 10 MDa). */
export function speciesFromDraft(draft: SpeciesDraft): ExpectedSpecies | null {
  const label = cleanSpeciesLabel(draft.label);
  const mass = parsePositiveNumber(draft.mass);
  if (label === "" || mass === null || mass > MAX_SPECIES_MASS) return null;
  return { label, mass };
}

/** One `species` link value, "G0F/G0F:148057.58", or null when malformed. */
export function parseSpeciesParam(value: string): ExpectedSpecies | null {
  const colon = value.lastIndexOf(":");
  if (colon <= 0) return null;
  return speciesFromDraft({ label: value.slice(0, colon), mass: value.slice(colon + 1) });
}

/** The valid `species` values of a link, in order, at most MAX_SPECIES. */
export function parseSpeciesParams(values: readonly string[]): ExpectedSpecies[] {
  const species: ExpectedSpecies[] = [];
  for (const value of values) {
    if (species.length === MAX_SPECIES) break;
    const one = parseSpeciesParam(value);
    if (one) species.push(one);
  }
  return species;
}

export function speciesParam(species: ExpectedSpecies): string {
  return `${cleanSpeciesLabel(species.label)}:${species.mass}`;
}

/** ppm error of an observed mass against an expected one. */
export function ppmError(observed: number, expected: number): number {
  return ((observed - expected) / expected) * 1e6;
}

/** The species nearest to `mass` (by ppm), with its error; null when there are no species. */
export function nearestSpecies(mass: number, species: readonly ExpectedSpecies[], tolerancePpm: number): SpeciesMatch | null {
  let best: SpeciesMatch | null = null;
  for (const one of species) {
    const ppm = ppmError(mass, one.mass);
    if (best === null || Math.abs(ppm) < Math.abs(best.ppm)) {
      best = { species: one, ppm, deltaDa: mass - one.mass, withinTolerance: Math.abs(ppm) <= tolerancePpm + PPM_ROUNDING };
    }
  }
  return best;
}

/** The match tolerance from a typed or linked value: a positive number up to 100,000 ppm, else null. */
export function parseTolerancePpm(text: string): number | null {
  const value = parsePositiveNumber(text);
  return value !== null && value <= MAX_MATCH_TOLERANCE_PPM ? value : null;
}

export const INVALID_SPECIES_TITLE = "Invalid Expected Species";
export const INVALID_TOLERANCE_TITLE = "Invalid Tolerance";
export const INVALID_TOLERANCE_MESSAGE = `Please enter a match tolerance in ppm: a positive number up to ${groupThousands(MAX_MATCH_TOLERANCE_PPM)}.`;

/** Species row `number` (1-based) is filled in but not usable. */
export function invalidSpeciesMessage(number: number): string {
  return `Expected species ${number}: enter a label and its average mass in Da (a positive number up to ${groupThousands(MAX_SPECIES_MASS)}), or remove it.`;
}

/**
 * The species of the editor, in order: entirely empty drafts are ignored; a half-filled or invalid
 * one is an error naming it (the scientist meant something by it).
 */
export function speciesFromDrafts(
  drafts: readonly SpeciesDraft[],
): { readonly ok: true; readonly species: ExpectedSpecies[] } | { readonly ok: false; readonly title: string; readonly message: string } {
  const species: ExpectedSpecies[] = [];
  for (const [i, draft] of drafts.entries()) {
    if (draft.label.trim() === "" && draft.mass.trim() === "") continue;
    const one = speciesFromDraft(draft);
    if (!one) return { ok: false, title: INVALID_SPECIES_TITLE, message: invalidSpeciesMessage(i + 1) };
    species.push(one);
  }
  return { ok: true, species: species.slice(0, MAX_SPECIES) };
}
