/**
 * The shape of the documentation centre's documents (spec §2 "Documentation centre";
 * decisions.md: documents are real PDFs the project generates from content written for them).
 * A document is a list of sections made of blocks; the same blocks are drawn into the PDF
 * (render-document-pdf.ts) and flattened into the text the documentation search reads
 * (document-text.ts), so a search finds exactly what the reader sees.
 */
import type { Brand } from "~/content/brand";
import type { LibraryGroup } from "~/content/documentation";

export type DocumentBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "bullets"; items: readonly string[] }
  /** A numbered procedure: the reader follows the steps in order. */
  | { kind: "steps"; items: readonly string[] }
  | { kind: "table"; caption?: string; columns: readonly string[]; rows: readonly (readonly string[])[]; widths?: readonly number[] }
  /** Label–value pairs (specifications, settings). */
  | { kind: "facts"; caption?: string; rows: readonly (readonly [string, string])[] }
  /** Warning: risk of injury (high voltage); caution: risk to the equipment or the result; note: good to know. */
  | { kind: "notice"; level: "warning" | "caution" | "note"; text: string }
  /** Preformatted text in a fixed-width font (an exported protocol, a file listing). */
  | { kind: "listing"; caption?: string; text: string }
  | { kind: "subheading"; text: string };

export interface DocumentSection {
  title: string;
  blocks: readonly DocumentBlock[];
}

export interface DocumentRevision {
  version: string;
  /** YYYY-MM-DD */
  date: string;
  changes: string;
}

/** The written content of one library document; its name, group and version come from the library (app/content/documentation.ts). */
export interface DocumentContent {
  /** The library document's id, also its URL slug. */
  slug: string;
  /** A document number printed on every page, e.g. "UM-EMASS-II". */
  code: string;
  /** What kind of document this is, printed above the title ("User Manual", "Application Note"). */
  kind: string;
  /** One or two sentences under the title: what the document is for. */
  summary: string;
  /** Oldest first; the last entry's version is the library's version and its date the PDF's date. */
  revisions: readonly DocumentRevision[];
  /** Sections may mention the company and its contacts, so they are built for a brand. */
  sections: (brand: Brand) => readonly DocumentSection[];
}

export type LibraryGroupId = LibraryGroup["id"];

/**
 * A document with more sections: `before` in front of the section titled `anchor` (which must
 * exist), `after` at the end. Lets a group module add its common back matter (procedure, ordering
 * information, related documents) to each of its documents.
 */
export function withSections(
  content: DocumentContent,
  extra: { anchor?: string; before?: (brand: Brand) => readonly DocumentSection[]; after?: (brand: Brand) => readonly DocumentSection[] },
): DocumentContent {
  return {
    ...content,
    sections: (brand) => {
      const sections = [...content.sections(brand)];
      if (extra.before) {
        const at = sections.findIndex((section) => section.title === extra.anchor);
        if (at === -1) throw new Error(`documents: ${content.slug} has no section "${extra.anchor}"`);
        sections.splice(at, 0, ...extra.before(brand));
      }
      return [...sections, ...(extra.after?.(brand) ?? [])];
    },
  };
}

/*
 * Builders for the blocks and sections the content modules write: a document reads as what it
 * says (a paragraph, a warning, numbered steps) rather than as the same object shapes again and again.
 */

export const paragraph = (text: string): DocumentBlock => ({ kind: "paragraph", text });

export const subheading = (text: string): DocumentBlock => ({ kind: "subheading", text });

export const notice = (level: "warning" | "caution" | "note", text: string): DocumentBlock => ({ kind: "notice", level, text });

export const bullets = (...items: string[]): DocumentBlock => ({ kind: "bullets", items });

/** Numbered steps to follow in order. */
export const steps = (...items: string[]): DocumentBlock => ({ kind: "steps", items });

export const facts = (rows: readonly (readonly [string, string])[], caption?: string): DocumentBlock =>
  caption === undefined ? { kind: "facts", rows } : { kind: "facts", caption, rows };

export const listing = (text: string, caption?: string): DocumentBlock =>
  caption === undefined ? { kind: "listing", text } : { kind: "listing", caption, text };

/** A table: its head (caption, column titles, fixed widths of the leading columns; the rest share what is left) and its rows. */
export const table = (
  head: { caption?: string; columns: readonly string[]; widths?: readonly number[] },
  rows: readonly (readonly string[])[],
): DocumentBlock => ({ kind: "table", ...head, rows });

export const section = (title: string, ...blocks: DocumentBlock[]): DocumentSection => ({ title, blocks });
