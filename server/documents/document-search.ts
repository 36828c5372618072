import type { DocumentSearchHit, SnippetPart } from "~/lib/document-files";

/** A document as the search reads it: its name and the text of its PDF, one paragraph a line. */
export interface SearchableDocument {
  slug: string;
  name: string;
  text: string;
}

/** A document with its text folded once, so that a search only folds the query. */
export interface SearchIndexEntry {
  slug: string;
  foldedName: string;
  foldedAll: string;
  /** The paragraphs other than the name, as written and folded. */
  lines: { text: string; folded: string }[];
}

export function indexDocuments(documents: readonly SearchableDocument[]): SearchIndexEntry[] {
  return documents.map((document) => ({
    slug: document.slug,
    foldedName: fold(document.name),
    foldedAll: fold(`${document.name}\n${document.text}`),
    lines: document.text
      .split("\n")
      .filter((line) => line !== document.name)
      .map((text) => ({ text, folded: fold(text) })),
  }));
}

const MAX_TERMS = 8;
const SNIPPET_CHARS = 180;

/** Lower case without accents, one character for one, so positions in the folded text are positions in the original. */
function fold(text: string) {
  const lower = text.toLowerCase();
  // one UTF-16 unit for one: accented letters lose their accent ("é" → "e"), the rest stays
  if (lower.length === text.length) return lower.replace(/[^ -~]/g, (ch) => ch.normalize("NFD")[0]);
  let out = "";
  for (const ch of text) {
    const base = ch.normalize("NFD")[0].toLowerCase();
    out += base.length === ch.length ? base : ch.toLowerCase().slice(0, ch.length).padEnd(ch.length, " ");
  }
  return out;
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** The words of a search, folded; punctuation around a word is dropped ("emitter," → "emitter"), inside kept ("v3.2", "cief-ms"). */
export function documentSearchTerms(query: string): string[] {
  const terms = fold(query)
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter(Boolean);
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

/** Where `term` starts a word in `folded` (at the start, or after a character that is not a letter or digit), from `from`. */
function findWordStart(folded: string, term: string, from = 0): number {
  for (let i = folded.indexOf(term, from); i !== -1; i = folded.indexOf(term, i + 1)) {
    if (!isWordChar(folded[i - 1])) return i;
  }
  return -1;
}

/** The words that start a word somewhere in the text: "emit" finds "emitter", "gap" finds "gaps", "mitter" finds nothing. */
function containsAll(folded: string, terms: readonly string[]) {
  return terms.every((term) => findWordStart(folded, term) !== -1);
}

/** A window of `line` around its first match, cut at spaces, with every match marked. */
function snippetOf(line: string, folded: string, terms: readonly string[]): SnippetPart[] {
  const hits: Array<[number, number]> = [];
  for (const term of terms) {
    for (let i = findWordStart(folded, term); i !== -1; i = findWordStart(folded, term, i + 1)) hits.push([i, i + term.length]);
  }
  hits.sort((a, b) => a[0] - b[0]);
  const first = hits[0]?.[0] ?? 0;
  let start = Math.max(0, first - SNIPPET_CHARS / 3);
  let end = Math.min(line.length, start + SNIPPET_CHARS);
  start = Math.max(0, Math.min(start, end - SNIPPET_CHARS));
  if (start > 0) start = line.indexOf(" ", start) === -1 || line.indexOf(" ", start) >= first ? start : line.indexOf(" ", start) + 1;
  if (end < line.length) {
    const space = line.lastIndexOf(" ", end);
    if (space > first) end = space;
  }
  const parts: SnippetPart[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  push(start > 0 ? "…" : "", false);
  let at = start;
  for (const [from, to] of hits) {
    if (to <= at || from >= end) continue;
    const between = line.slice(at, Math.max(at, from));
    // "Taylor cone" is one marked phrase, not two marked words
    push(between, parts.at(-1)?.match === true && /^\s+$/.test(between));
    push(line.slice(Math.max(at, from), Math.min(to, end)), true);
    at = Math.min(to, end);
  }
  push(line.slice(at, end), false);
  push(end < line.length ? "…" : "", false);
  return parts;
}

/**
 * The documents whose PDF text contains every word of the query (case and accents ignored, each
 * word matching the start of a word in the text), in the order given, each with a snippet from the
 * paragraph that holds the most of the words (the first such), unless the name alone matches.
 * An empty query finds nothing: the caller shows the whole library.
 */
export function searchDocuments(index: readonly SearchIndexEntry[], query: string): DocumentSearchHit[] {
  const terms = documentSearchTerms(query);
  if (terms.length === 0) return [];
  const hits: DocumentSearchHit[] = [];
  for (const document of index) {
    if (!containsAll(document.foldedAll, terms)) continue;
    if (containsAll(document.foldedName, terms)) {
      hits.push({ slug: document.slug, snippet: null });
      continue;
    }
    let best: { line: { text: string; folded: string }; count: number } | undefined;
    for (const line of document.lines) {
      const count = terms.filter((term) => findWordStart(line.folded, term) !== -1).length;
      if (count > (best?.count ?? 0)) best = { line, count };
      if (count === terms.length) break;
    }
    hits.push({ slug: document.slug, snippet: best ? snippetOf(best.line.text, best.line.folded, terms) : null });
  }
  return hits;
}
