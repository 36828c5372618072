/**
 * Builders for the documents' sections and blocks (document-model.ts), so that the
 * content modules read as the text they hold rather than as repeated object literals.
 */
import type { DocumentBlock, DocumentSection } from "../document-model";

type Block<K extends DocumentBlock["kind"]> = Extract<DocumentBlock, { kind: K }>;

export const section = (title: string, ...blocks: DocumentBlock[]): DocumentSection => ({ title, blocks });

export const paragraph = (text: string): Block<"paragraph"> => ({ kind: "paragraph", text });

export const subheading = (text: string): Block<"subheading"> => ({ kind: "subheading", text });

export const bullets = (...items: string[]): Block<"bullets"> => ({ kind: "bullets", items });

/** Numbered steps to follow in order. */
export const steps = (...items: string[]): Block<"steps"> => ({ kind: "steps", items });

export const notice = (level: Block<"notice">["level"], text: string): Block<"notice"> => ({ kind: "notice", level, text });

/** A table; `widths` sets the first columns' widths in points, the last column takes the rest. */
export const table = (columns: readonly string[], widths: readonly number[], rows: readonly (readonly string[])[], caption?: string): Block<"table"> => ({
  kind: "table",
  ...(caption === undefined ? {} : { caption }),
  columns,
  widths,
  rows,
});

export const facts = (rows: readonly (readonly [string, string])[], caption?: string): Block<"facts"> => ({
  kind: "facts",
  ...(caption === undefined ? {} : { caption }),
  rows,
});

export const listing = (text: string, caption?: string): Block<"listing"> => ({ kind: "listing", ...(caption === undefined ? {} : { caption }), text });

/** A checklist to print and tick: one row a task, with room for the date and initials. */
export const checklist = (...tasks: string[]): Block<"table"> =>
  table(
    ["Done", "Task", "Date / initials"],
    [40, 330],
    tasks.map((task) => ["[ ]", task, ""]),
  );
