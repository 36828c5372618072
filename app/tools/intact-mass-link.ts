/**
 * The intact-mass tool's permalink: `?tool=intact-mass` then
 *   peak=<m/z>/<z>     one per row, in order ("peak=3365.95" when the charge is empty)
 *   exclude=<row>      1-based number of a row left out of the mean
 *   mode=negative      only when negative mode
 *   species=<label>:<mass>   expected species (expected-species.ts), at most 20
 *   tol=<ppm>          the match tolerance when not the default 100 ppm
 * Reading is defensive: malformed values are dropped, never an error.
 */
import { DEFAULT_MATCH_TOLERANCE_PPM, type ExpectedSpecies, MAX_SPECIES, parseSpeciesParams, parseTolerancePpm, speciesParam } from "./expected-species";
import type { MassRow } from "./intact-mass";
import { type IonMode } from "./ion-mode";

/** More rows than any charge-state series of one protein; a longer link is cut here. */
export const MAX_LINK_ROWS = 60;

export interface IntactMassLinkState {
  readonly rows: readonly MassRow[];
  readonly mode: IonMode;
  readonly species: readonly ExpectedSpecies[];
  readonly tolerancePpm: number;
}

export function intactMassLinkInputs(state: IntactMassLinkState): Record<string, string | string[]> {
  const rows = state.rows.filter((row) => row.mz.trim() !== "" || row.charge.trim() !== "");
  const inputs: Record<string, string | string[]> = {
    peak: rows.map((row) => (row.charge.trim() === "" ? row.mz.trim() : `${row.mz.trim()}/${row.charge.trim()}`)),
    exclude: rows.flatMap((row, i) => (row.excluded ? [String(i + 1)] : [])),
    species: state.species.slice(0, MAX_SPECIES).map(speciesParam),
  };
  if (state.mode === "negative") inputs.mode = "negative";
  if (state.tolerancePpm !== DEFAULT_MATCH_TOLERANCE_PPM) inputs.tol = String(state.tolerancePpm);
  return inputs;
}

/** The state a link describes (rows as text, so the form shows exactly what was linked). */
export function readIntactMassLink(query: URLSearchParams): IntactMassLinkState {
  const excluded = new Set(query.getAll("exclude").map((value) => Number(value.trim())));
  const rows: MassRow[] = query
    .getAll("peak")
    .slice(0, MAX_LINK_ROWS)
    .map((value, i) => {
      const [mz = "", charge = "", ...rest] = value.split("/");
      const row = rest.length > 0 ? { mz: "", charge: "" } : { mz: mz.trim(), charge: charge.trim() };
      return excluded.has(i + 1) ? { ...row, excluded: true } : row;
    })
    .filter((row) => row.mz !== "" || row.charge !== "");
  const tolerance = query.get("tol");
  return {
    rows,
    mode: query.get("mode") === "negative" ? "negative" : "positive",
    species: parseSpeciesParams(query.getAll("species")),
    tolerancePpm: (tolerance !== null ? parseTolerancePpm(tolerance) : null) ?? DEFAULT_MATCH_TOLERANCE_PPM,
  };
}
