import { z } from "~/lib/zod";
import { quantitySchema } from "./cart-schemas";

/*
 * Quick order (issue 27): a pasted list or an uploaded CSV of `SKU, quantity` lines, read the same
 * way by the page (to say what is wrong before sending) and by the server (which decides). Each
 * line is split on its own delimiter — a tab (a spreadsheet's copy), else a comma, else a
 * semicolon (a CSV written with a European locale), else spaces — so a list typed by hand may mix
 * them. Comma and semicolon lines follow CSV quoting ("A, B" is one field, "" a quote).
 */

/** The most lines one list may have (blank lines and the header row not counted). */
export const QUICK_ORDER_MAX_LINES = 200;
/** The largest list or CSV file, in bytes of UTF-8. */
export const QUICK_ORDER_MAX_BYTES = 100_000;
/** A SKU longer than this is no SKU of ours (the product form's limit is 64). */
export const QUICK_ORDER_MAX_SKU_LENGTH = 64;

export const QUICK_ORDER_DELIMITERS_TEXT = "a comma, a semicolon, a tab or spaces";

export const QUICK_ORDER_MESSAGES = {
  empty: "Paste at least one line: a SKU and a quantity, e.g. MB03-CE, 2",
  tooLarge: `The list is larger than ${QUICK_ORDER_MAX_BYTES / 1000} kB. Please split it into smaller lists of at most ${QUICK_ORDER_MAX_LINES} lines.`,
  binary: "This does not look like a text or CSV file. Please upload a CSV file (SKU, quantity per line) or paste the lines.",
  tooManyLines: (count: number) =>
    `The list has ${count.toLocaleString("en-US")} lines; at most ${QUICK_ORDER_MAX_LINES} can be checked at once. Please split it into smaller lists.`,
  noQuantity: `No quantity: write the SKU, then ${QUICK_ORDER_DELIMITERS_TEXT}, then the quantity`,
  wrongDelimiter: (found: string) => `"${found}" does not separate a SKU from its quantity: use ${QUICK_ORDER_DELIMITERS_TEXT}`,
  tooManyFields: "Too many columns: each line has a SKU and a quantity",
  noSku: "No SKU on this line",
  skuTooLong: `A SKU has at most ${QUICK_ORDER_MAX_SKU_LENGTH} characters`,
  unclosedQuote: "A quotation mark is not closed on this line",
} as const;

/** One line of the list as read: where it was, what it said, and what is wrong with its form. */
export interface QuickOrderLine {
  /** the line's number in the text (1 = the first line, blank lines counted), as an editor shows it */
  lineNumber: number;
  /** the line as written (for putting it back on screen to fix) */
  text: string;
  sku: string;
  /** null when the quantity is not a valid one (see `problem`) */
  quantity: number | null;
  /** why this line cannot be ordered as written, or null */
  problem: string | null;
}

export type QuickOrderParse = { ok: true; lines: QuickOrderLine[] } | { ok: false; message: string };

// NUL, other C0 controls but tab, CR and LF, DEL, and U+FFFD (what a decoder makes of bytes that are no UTF-8)
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/;
const HEADER_SKU = /^(sku|skus|article|article number|item|item number|part number|catalogue number|catalog number|product)$/i;
const HEADER_QUANTITY = /^(quantity|qty|qty\.|amount|count|menge|anzahl)$/i;
// "MB03-CE|2", "MB03-CE:2", "MB03-CE/2": a SKU, a character we do not split on, digits
const OTHER_DELIMITER = /^(.*?[^\s|:=/\\])\s*([|:=/\\])\s*\d+$/;

/** The UTF-8 size of a text, in bytes. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * Reads a pasted list or a CSV file's text. Whole-list problems (empty, too large, binary, too many
 * lines) are `{ok: false, message}`; a line's own problem is on the line, so the others still count.
 */
export function parseQuickOrder(input: string): QuickOrderParse {
  if (utf8Bytes(input) > QUICK_ORDER_MAX_BYTES) return { ok: false, message: QUICK_ORDER_MESSAGES.tooLarge };
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  if (BINARY.test(text)) return { ok: false, message: QUICK_ORDER_MESSAGES.binary };
  const rows = text.split(/\r\n|\n|\r/).map((line, i) => ({ lineNumber: i + 1, text: line }));
  const filled = rows.filter((row) => row.text.trim() !== "");
  const lines = filled.map((row) => readLine(row.lineNumber, row.text));
  if (lines.length > 0 && isHeader(filled[0].text)) lines.shift();
  if (lines.length === 0) return { ok: false, message: QUICK_ORDER_MESSAGES.empty };
  if (lines.length > QUICK_ORDER_MAX_LINES) return { ok: false, message: QUICK_ORDER_MESSAGES.tooManyLines(lines.length) };
  return { ok: true, lines };
}

function isHeader(text: string): boolean {
  const fields = splitFields(text);
  if (!fields) return false;
  const named = fields.filter((f) => f !== "");
  return named.length >= 1 && named.length <= 2 && HEADER_SKU.test(named[0]) && (named.length === 1 || HEADER_QUANTITY.test(named[1]));
}

function readLine(lineNumber: number, text: string): QuickOrderLine {
  const line = (sku: string, quantity: number | null, problem: string | null): QuickOrderLine => ({ lineNumber, text, sku, quantity, problem });
  const fields = splitFields(text);
  if (!fields) return line(text.trim(), null, QUICK_ORDER_MESSAGES.unclosedQuote);
  // a spreadsheet's empty columns after the quantity are no columns
  while (fields.length > 0 && fields[fields.length - 1] === "") fields.pop();
  const [sku = "", quantityText, ...rest] = fields;
  if (sku === "") return line("", null, QUICK_ORDER_MESSAGES.noSku);
  if (sku.length > QUICK_ORDER_MAX_SKU_LENGTH) return line(sku.slice(0, QUICK_ORDER_MAX_SKU_LENGTH), null, QUICK_ORDER_MESSAGES.skuTooLong);
  if (quantityText === undefined) {
    const other = OTHER_DELIMITER.exec(sku);
    return other ? line(other[1], null, QUICK_ORDER_MESSAGES.wrongDelimiter(other[2])) : line(sku, null, QUICK_ORDER_MESSAGES.noQuantity);
  }
  if (rest.length > 0) return line(sku, null, QUICK_ORDER_MESSAGES.tooManyFields);
  const quantity = quickOrderQuantity(quantityText);
  return quantity.ok ? line(sku, quantity.value, null) : line(sku, null, quantity.message);
}

/** A quantity as the cart takes it (cart-schemas.ts: a whole number from 1 to MAX_CART_QUANTITY). */
export function quickOrderQuantity(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  const parsed = quantitySchema.safeParse(/^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid quantity" };
}

/** A line's fields, trimmed; null when a quotation mark is left open. */
function splitFields(text: string): string[] | null {
  if (text.includes("\t")) return splitDelimited(text, "\t");
  if (text.includes(",")) return splitDelimited(text, ",");
  if (text.includes(";")) return splitDelimited(text, ";");
  const trimmed = text.trim();
  return trimmed === "" ? [] : trimmed.split(/\s+/);
}

/** CSV fields of one line: a field in quotes may hold the delimiter, and "" stands for a quote. */
function splitDelimited(text: string, delimiter: string): string[] | null {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') inQuotes = false;
      else field += ch;
    } else if (ch === '"' && field.trim() === "" && !quoted) {
      field = "";
      quoted = true;
      inQuotes = true;
    } else if (ch === delimiter) {
      fields.push(quoted ? field : field.trim());
      field = "";
      quoted = false;
    } else field += ch;
  }
  if (inQuotes) return null;
  fields.push(quoted ? field : field.trim());
  return fields.map((f) => f.trim());
}

/** A list's lines with one SKU each: later lines of the same SKU (in any case) join the first, their quantities added. */
export interface MergedLine extends QuickOrderLine {
  /** the line numbers merged into this one (itself first); one number when nothing was merged */
  lineNumbers: number[];
  /** says which lines were merged, or null */
  note: string | null;
}

/** Merges the lines naming the same SKU (a line with a problem stays as it is). */
export function mergeDuplicateLines(lines: QuickOrderLine[]): MergedLine[] {
  const merged: MergedLine[] = [];
  const bySku = new Map<string, MergedLine>();
  for (const line of lines) {
    const key = line.sku.toLowerCase();
    const first = line.problem === null ? bySku.get(key) : undefined;
    if (first && first.quantity !== null && line.quantity !== null) {
      first.lineNumbers.push(line.lineNumber);
      const total = first.quantity + line.quantity;
      const quantity = quickOrderQuantity(String(total));
      first.quantity = quantity.ok ? quantity.value : null;
      first.problem = quantity.ok ? null : quantity.message;
      first.text = `${first.sku}, ${total}`;
      first.note = `Lines ${listOf(first.lineNumbers)} name the same SKU: merged into one line of ${total}`;
      continue;
    }
    const entry: MergedLine = { ...line, lineNumbers: [line.lineNumber], note: null };
    merged.push(entry);
    if (line.problem === null) bySku.set(key, entry);
  }
  return merged;
}

function listOf(numbers: number[]): string {
  return numbers.length <= 1 ? numbers.join("") : `${numbers.slice(0, -1).join(", ")} and ${numbers[numbers.length - 1]}`;
}

/** POST /api/cart/bulk and /api/cart/bulk/check: the list's text (a paste or a CSV file's content). */
export const quickOrderRequestSchema = z.object({
  text: z.string({ error: QUICK_ORDER_MESSAGES.empty }),
});

/** The downloadable template (/quick-order/template.csv). */
export const QUICK_ORDER_TEMPLATE_CSV = "SKU,Quantity\r\nMB03-CE,2\r\nCAP-FS-50-100,5\r\n";
