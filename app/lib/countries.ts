import englishNames from "countries-list/minimal/countries.en.min.json";

/*
 * The countries an address may name (docs/decisions/041): ISO 3166-1's, by their English names as
 * the `countries-list` package writes them ("Germany", "United States", "Türkiye"), plus Kosovo
 * (XK), which carriers and customs use. The package's AC (Ascension Island) and TA (Tristan da
 * Cunha) are left out: ISO 3166-1 counts them in Saint Helena (SH). An address stores the name.
 */

const NOT_COUNTRIES = new Set(["AC", "TA"]);

export interface Country {
  /** ISO 3166-1 alpha-2 (XK for Kosovo) */
  code: string;
  /** the English name, as an address stores it */
  name: string;
}

/** Every country, in alphabetical order of its English name. */
export const COUNTRIES: readonly Country[] = Object.entries(englishNames as Record<string, string>)
  .filter(([code]) => !NOT_COUNTRIES.has(code))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

/** A name compared without case, accents or outer spaces ("turkiye" is Türkiye). */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c.name]));
const BY_NAME = new Map(COUNTRIES.map((c) => [folded(c.name), c.name]));

/** The country's English name for its name (in any case, with or without accents) or its two-letter code; null for anything else. */
export function countryName(input: string): string | null {
  const text = input.trim();
  if (/^[A-Za-z]{2}$/.test(text)) return BY_CODE.get(text.toUpperCase()) ?? null;
  return BY_NAME.get(folded(text)) ?? null;
}

/**
 * The country an account usually ships to, proposed first in its country lists: the default
 * shipping address's, else the one its address book names most (the earliest on a tie). Names
 * that are not on the list (an address saved before the list) do not count.
 */
export function usualCountry(book: ReadonlyArray<{ kind: string; isDefault: boolean; country: string }>): string | null {
  const known = book.map((a) => ({ ...a, name: countryName(a.country) })).filter((a) => a.name !== null);
  const preferred = known.find((a) => a.kind === "shipping" && a.isDefault);
  if (preferred) return preferred.name;
  const counts = new Map<string, number>();
  for (const a of known) counts.set(a.name!, (counts.get(a.name!) ?? 0) + 1);
  let best: string | null = null;
  for (const [name, count] of counts) if (best === null || count > counts.get(best)!) best = name;
  return best;
}
