import Papa from "papaparse";
import { z } from "~/lib/zod";
import { quantitySchema } from "./cart-schemas";

/*
 * Quick order: a pasted list or an uploaded CSV of SKUs and quantities, read the same way by the
 * page (to say what is wrong before sending) and by the server (which decides), docs/decisions/023.
 * A file is read as CSV (RFC 4180, by papaparse) with one delimiter for the whole file — a comma,
 * a semicolon or a tab, whichever splits its lines most consistently (or Excel's `sep=` line) —
 * so a description holding the other signs stays one column. A header row names the SKU and
 * quantity columns; the others are ignored. A line with none of the file's delimiter (a list typed
 * by hand) is read on its own: a tab, else a comma, else a semicolon, else spaces.
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
  tooManyFields: "Too many columns: each line has a SKU and a quantity, unless a header row names the columns (e.g. SKU;Quantity;Description)",
  noSku: "No SKU on this line",
  skuTooLong: `A SKU has at most ${QUICK_ORDER_MAX_SKU_LENGTH} characters`,
  unclosedQuote: "A quotation mark is not closed on this line",
  unclosedQuoteSpanning: "A quotation mark opened on this line is not closed, so the lines after it were read as part of it",
} as const;

/** One line of the list as read: where it was, what it said, and what is wrong with its form. */
export interface QuickOrderLine {
  /** the line's number in the text (1 = the first line, blank lines counted), as an editor shows it */
  lineNumber: number;
  /** the line as written (for putting it back on screen to fix); its SKU and quantity alone when a header chose the columns */
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
const HEADER_SKU =
  /^(sku|skus|article|article number|art\.? ?no\.?|artikelnummer|item|item number|item no\.?|part number|part no\.?|catalogue number|catalog number|cat\.? ?no\.?|product|product code|reference)$/i;
const HEADER_QUANTITY = /^(quantity|qty|qty\.|amount|count|number of units|units|menge|anzahl)$/i;
// "MB03-CE|2", "MB03-CE:2", "MB03-CE/2": a SKU, a character we do not split on, digits
const OTHER_DELIMITER = /^(.*?[^\s|:=/\\])\s*([|:=/\\])\s*\d+$/;
/** The delimiters a file may use, in the order a tie between them is settled. */
const FILE_DELIMITERS = [",", ";", "\t"];
/** Excel's first line naming the file's delimiter ("sep=;"). */
const EXCEL_SEPARATOR_LINE = /^sep=([,;\t])\n/i;

/** The UTF-8 size of a text, in bytes. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** A record of the file: where it starts, its text as written, and its fields (null: a quotation mark left open). */
interface RawRecord {
  lineNumber: number;
  text: string;
  fields: string[] | null;
  /** whether a quotation mark left open took in the lines after it */
  spans: boolean;
}

/** Which columns hold the SKU and the quantity: the header's, or the first two. */
interface Columns {
  sku: number;
  quantity: number;
  /** whether a header named them (then other columns are ignored) */
  named: boolean;
}

/**
 * Reads a pasted list or a CSV file's text. Whole-list problems (empty, too large, binary, too many
 * lines) are `{ok: false, message}`; a line's own problem is on the line, so the others still count.
 */
export function parseQuickOrder(input: string): QuickOrderParse {
  if (utf8Bytes(input) > QUICK_ORDER_MAX_BYTES) return { ok: false, message: QUICK_ORDER_MESSAGES.tooLarge };
  const withoutBom = input.startsWith("\uFEFF") ? input.slice(1) : input;
  if (BINARY.test(withoutBom)) return { ok: false, message: QUICK_ORDER_MESSAGES.binary };
  // one kind of line break, so that line numbers are counted on "\n" alone
  let text = withoutBom.replace(/\r\n?/g, "\n");
  let firstLine = 1;
  const declared = EXCEL_SEPARATOR_LINE.exec(text);
  if (declared) {
    text = text.slice(declared[0].length);
    firstLine = 2;
  }
  const delimiter = declared ? declared[1] : fileDelimiter(text);
  const records = (delimiter ? readRecords(text, delimiter) : readLines(text)).filter(
    (record) => record.text.trim() !== "" && !(record.fields && record.fields.every((f) => f.trim() === "")),
  );
  for (const record of records) record.lineNumber += firstLine - 1;
  const columns = records.length > 0 ? headerColumns(records[0]) : null;
  if (columns) records.shift();
  if (records.length === 0) return { ok: false, message: QUICK_ORDER_MESSAGES.empty };
  if (records.length > QUICK_ORDER_MAX_LINES) return { ok: false, message: QUICK_ORDER_MESSAGES.tooManyLines(records.length) };
  return { ok: true, lines: records.map((record) => readRecord(record, columns ?? { sku: 0, quantity: 1, named: false })) };
}

/** The file's delimiter as papaparse guesses it from its first lines (blank ones aside), or null when no one delimiter splits them. */
function fileDelimiter(text: string): string | null {
  const guess = Papa.parse<string[]>(text, { delimitersToGuess: FILE_DELIMITERS, newline: "\n", skipEmptyLines: "greedy", preview: 10 });
  return guess.errors.some((e) => e.code === "UndetectableDelimiter") ? null : guess.meta.delimiter;
}

/** The file's records by RFC 4180 (a quoted field may hold the delimiter, a line break, and "" for a quote), each with its first line's number. */
function readRecords(text: string, delimiter: string): RawRecord[] {
  const records: RawRecord[] = [];
  let start = 0;
  let lineNumber = 1;
  Papa.parse<string[]>(text, {
    delimiter,
    newline: "\n",
    step(row) {
      const end = row.meta.cursor;
      const raw = text.slice(start, end).replace(/\n$/, "");
      const open = row.errors.some((e) => e.code === "MissingQuotes" || e.code === "InvalidQuotes");
      records.push({ lineNumber, text: raw, fields: open ? null : row.data, spans: raw.includes("\n") });
      lineNumber += newlines(text.slice(start, end));
      start = end;
    },
  });
  return records;
}

/** A list whose lines share no delimiter: each line on its own. */
function readLines(text: string): RawRecord[] {
  return text.split("\n").map((line, i) => ({ lineNumber: i + 1, text: line, fields: lineFields(line), spans: false }));
}

function newlines(text: string): number {
  let count = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) count++;
  return count;
}

/** A line's fields when it is read on its own; null when a quotation mark is left open. */
function lineFields(line: string): string[] | null {
  const delimiter = ["\t", ",", ";"].find((d) => line.includes(d));
  if (delimiter) {
    const parsed = Papa.parse<string[]>(line, { delimiter, newline: "\n" });
    return parsed.errors.some((e) => e.code === "MissingQuotes" || e.code === "InvalidQuotes") ? null : (parsed.data[0] ?? []);
  }
  const trimmed = line.trim();
  return trimmed === "" ? [] : trimmed.split(/\s+/);
}

/** The columns a header row names: the first line, when one of its fields names the SKU. */
function headerColumns(record: RawRecord): Columns | null {
  const fields = (record.fields ?? []).map((f) => f.trim());
  const sku = fields.findIndex((f) => HEADER_SKU.test(f));
  if (sku === -1) return null;
  const quantity = fields.findIndex((f) => HEADER_QUANTITY.test(f));
  // a header naming the SKU alone: the quantity follows it
  return { sku, quantity: quantity === -1 ? sku + 1 : quantity, named: true };
}

function readRecord(record: RawRecord, columns: Columns): QuickOrderLine {
  const { lineNumber } = record;
  const line = (text: string, sku: string, quantity: number | null, problem: string | null): QuickOrderLine => ({ lineNumber, text, sku, quantity, problem });
  if (!record.fields) {
    const sku = record.text.split("\n")[0].trim().slice(0, QUICK_ORDER_MAX_SKU_LENGTH);
    return line(record.text, sku, null, record.spans ? QUICK_ORDER_MESSAGES.unclosedQuoteSpanning : QUICK_ORDER_MESSAGES.unclosedQuote);
  }
  // a line with none of the file's delimiter is read on its own (a hand-typed line in a pasted list)
  const ownLine = record.fields.length === 1 && !record.spans;
  const fields = (ownLine ? lineFields(record.text) : record.fields)?.map((f) => f.trim());
  if (!fields) return line(record.text, record.text.trim(), null, QUICK_ORDER_MESSAGES.unclosedQuote);
  const named = columns.named && !ownLine;
  const at = named ? columns : { sku: 0, quantity: 1 };
  const sku = fields[at.sku] ?? "";
  const quantityText = fields[at.quantity];
  // a header's columns come back to the box as "SKU, quantity", which reads the same without the header
  const text = named ? `${csvField(sku)}, ${csvField(quantityText ?? "")}` : record.text;
  if (!named) {
    // a spreadsheet's empty columns after the quantity are no columns
    while (fields.length > 0 && fields[fields.length - 1] === "") fields.pop();
  }
  if (sku === "") return line(text, "", null, QUICK_ORDER_MESSAGES.noSku);
  if (sku.length > QUICK_ORDER_MAX_SKU_LENGTH) return line(text, sku.slice(0, QUICK_ORDER_MAX_SKU_LENGTH), null, QUICK_ORDER_MESSAGES.skuTooLong);
  if (quantityText === undefined || (named && quantityText === "")) {
    const other = named ? null : OTHER_DELIMITER.exec(sku);
    return other ? line(text, other[1], null, QUICK_ORDER_MESSAGES.wrongDelimiter(other[2])) : line(text, sku, null, QUICK_ORDER_MESSAGES.noQuantity);
  }
  if (!named && fields.length > 2) return line(text, sku, null, QUICK_ORDER_MESSAGES.tooManyFields);
  const quantity = quickOrderQuantity(quantityText);
  return quantity.ok ? line(text, sku, quantity.value, null) : line(text, sku, null, quantity.message);
}

/** A field as a CSV line writes it: in quotes when it holds a delimiter or a quote. */
function csvField(value: string): string {
  return /[",;\t\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A quantity as the cart takes it (cart-schemas.ts: a whole number from 1 to MAX_CART_QUANTITY). */
export function quickOrderQuantity(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  const parsed = quantitySchema.safeParse(/^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid quantity" };
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
