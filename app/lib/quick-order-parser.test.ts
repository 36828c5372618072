import { describe, expect, it } from "vitest";
import { MAX_CART_QUANTITY } from "./cart-session";
import {
  mergeDuplicateLines,
  parseQuickOrder,
  QUICK_ORDER_MAX_BYTES,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MESSAGES,
  QUICK_ORDER_TEMPLATE_CSV,
} from "./quick-order-parser";

function lines(text: string) {
  const parsed = parseQuickOrder(text);
  if (!parsed.ok) throw new Error(`not parsed: ${parsed.message}`);
  return parsed.lines.map((l) => [l.lineNumber, l.sku, l.quantity, l.problem]);
}

function refusal(text: string) {
  const parsed = parseQuickOrder(text);
  return parsed.ok ? null : parsed.message;
}

describe("the quick-order line parser", () => {
  it("reads a hand-typed list whose lines share no delimiter line by line: a comma, a tab, a semicolon or spaces", () => {
    expect(lines("MB03-CE, 2\nCR3520\t5\nRK-BGE-AA;3\nSVC-INST-2D   1\n  CAP-KIT-STR 4  ")).toEqual([
      [1, "MB03-CE", 2, null],
      [2, "CR3520", 5, null],
      [3, "RK-BGE-AA", 3, null],
      [4, "SVC-INST-2D", 1, null],
      [5, "CAP-KIT-STR", 4, null],
    ]);
  });

  it("reads a spreadsheet's copy: tabs, trailing empty columns, CRLF and a header row", () => {
    expect(lines("SKU\tQuantity\r\nMB03-CE\t2\t\t\r\nCR3520\t10\r\n")).toEqual([
      [2, "MB03-CE", 2, null],
      [3, "CR3520", 10, null],
    ]);
  });

  it("follows CSV quoting: quoted fields, a delimiter inside quotes, doubled quotes", () => {
    expect(lines('"MB03-CE","2"\n"A,B", 3\n"X""Y";4')).toEqual([
      [1, "MB03-CE", 2, null],
      [2, "A,B", 3, null],
      [3, 'X"Y', 4, null],
    ]);
    expect(lines('"MB03-CE, 2')[0][3]).toBe(QUICK_ORDER_MESSAGES.unclosedQuote);
  });

  it("drops a byte-order mark, skips blank lines and a header row, and numbers lines as an editor does", () => {
    expect(lines("\uFEFFSKU,Quantity\n\n   \nMB03-CE,1\r\rCR3520,2")).toEqual([
      [4, "MB03-CE", 1, null],
      [6, "CR3520", 2, null],
    ]);
    expect(lines("sku;qty\nMB03-CE;1")).toEqual([[2, "MB03-CE", 1, null]]);
    // the header is the first line only
    expect(lines("MB03-CE,1\nSKU,Quantity").map((l) => l[1])).toEqual(["MB03-CE", "SKU"]);
  });

  it("finds one delimiter for the whole file, so a description holding another sign stays one column", () => {
    // per line, the comma of the description would have split these lines
    expect(lines("SKU;Quantity;Description\nMB03-CE;2;Some text, with a comma\nCR3520;1;Another, text")).toEqual([
      [2, "MB03-CE", 2, null],
      [3, "CR3520", 1, null],
    ]);
    // a tab-separated export whose names hold commas and semicolons
    expect(lines("SKU\tQuantity\tName\nCAP-FS-50-100\t5\tCapillary, 50 µm; bare\nMB03-CE\t1\tEmitter, pre-aligned")).toEqual([
      [2, "CAP-FS-50-100", 5, null],
      [3, "MB03-CE", 1, null],
    ]);
    // Excel's "sep=" line names the delimiter and is no list line
    expect(lines("sep=;\nSKU;Qty;Note\nMB03-CE;2;a, b")).toEqual([[3, "MB03-CE", 2, null]]);
  });

  it("takes the SKU and quantity columns the header names, wherever they are, and ignores the others", () => {
    const parsed = parseQuickOrder('Description,Qty,Price,Item number\nEmitter module,2,"$1,290.00",MB03-CE\nCapillary,x,$9,CAP-FS-50-100\n,,,');
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.lines.map((l) => [l.lineNumber, l.sku, l.quantity, l.problem])).toEqual([
      [2, "MB03-CE", 2, null],
      [3, "CAP-FS-50-100", null, "Quantity must be a whole number"],
    ]);
    // a line to fix comes back as SKU and quantity alone, which reads the same without the header
    expect(parsed.lines.map((l) => l.text)).toEqual(["MB03-CE, 2", "CAP-FS-50-100, x"]);
    expect(lines("Article number;Menge\nMB03-CE;3")).toEqual([[2, "MB03-CE", 3, null]]);
  });

  it("follows RFC 4180 across lines: a quoted field may hold a line break, and the next record keeps its own line number", () => {
    expect(lines('SKU,Quantity,Description\nMB03-CE,2,"Two lines\nof text, quoted ""here"""\nCR3520,1,plain')).toEqual([
      [2, "MB03-CE", 2, null],
      [4, "CR3520", 1, null],
    ]);
    // a quotation mark never closed takes in the rest of the file, and says so at the line it opened on
    const open = parseQuickOrder('SKU,Quantity,Note\nMB03-CE,2,a\nCR3520,1,"b\nRK-BGE-AA,3,c');
    if (!open.ok) throw new Error(open.message);
    expect(open.lines.map((l) => [l.lineNumber, l.sku, l.problem])).toEqual([
      [2, "MB03-CE", null],
      [3, 'CR3520,1,"b', QUICK_ORDER_MESSAGES.unclosedQuoteSpanning],
    ]);
    // nothing is lost: the line to fix holds the lines it took in
    expect(open.lines[1].text).toBe('CR3520,1,"b\nRK-BGE-AA,3,c');
  });

  it("skips a spreadsheet's empty rows and reads a line without the file's delimiter on its own", () => {
    expect(lines("SKU;Quantity\n;;\nMB03-CE;2\nCR3520 4\nRK-BGE-AA, 1\nX|2")).toEqual([
      [3, "MB03-CE", 2, null],
      [4, "CR3520", 4, null],
      [5, "RK-BGE-AA", 1, null],
      [6, "X", null, QUICK_ORDER_MESSAGES.wrongDelimiter("|")],
    ]);
  });

  it("applies the cart's quantity rules to every line", () => {
    const read = lines(`A,0\nB,-1\nC,2.5\nD,abc\nE,${MAX_CART_QUANTITY}\nF,${MAX_CART_QUANTITY + 1}`);
    expect(read.map((l) => l[3])).toEqual([
      "Quantity must be at least 1",
      "Quantity must be at least 1",
      "Quantity must be a whole number",
      "Quantity must be a whole number",
      null,
      `Quantity cannot exceed ${MAX_CART_QUANTITY}`,
    ]);
  });

  it("says so when a line has no quantity, a delimiter it does not know, or too many columns", () => {
    expect(lines("MB03-CE\nMB03-CE|2\nCR3520:4\nA,1,2\n,5")).toEqual([
      [1, "MB03-CE", null, QUICK_ORDER_MESSAGES.noQuantity],
      [2, "MB03-CE", null, QUICK_ORDER_MESSAGES.wrongDelimiter("|")],
      [3, "CR3520", null, QUICK_ORDER_MESSAGES.wrongDelimiter(":")],
      [4, "A", null, QUICK_ORDER_MESSAGES.tooManyFields],
      [5, "", null, QUICK_ORDER_MESSAGES.noSku],
    ]);
    expect(lines(`${"X".repeat(65)},1`)[0][3]).toBe(QUICK_ORDER_MESSAGES.skuTooLong);
  });

  it("refuses an empty list, more than 200 lines, a binary file and more than 100 kB as a whole", () => {
    expect(refusal("")).toBe(QUICK_ORDER_MESSAGES.empty);
    expect(refusal(" \n\r\n\t\n")).toBe(QUICK_ORDER_MESSAGES.empty);
    expect(refusal("SKU,Quantity\r\n")).toBe(QUICK_ORDER_MESSAGES.empty);
    const many = (n: number) => Array.from({ length: n }, (_, i) => `SKU-${i},1`).join("\n");
    expect(parseQuickOrder(many(QUICK_ORDER_MAX_LINES)).ok).toBe(true);
    expect(refusal(`SKU,Quantity\n${many(QUICK_ORDER_MAX_LINES)}\n\n`)).toBeNull();
    expect(refusal(many(QUICK_ORDER_MAX_LINES + 1))).toBe(QUICK_ORDER_MESSAGES.tooManyLines(201));
    expect(refusal("A,1\n".repeat(10_000))).toBe("The list has 10,000 lines; at most 200 can be checked at once. Please split it into smaller lists.");
    expect(refusal("PK\u0003\u0004\u0014\u0000\u0008\u0000")).toBe(QUICK_ORDER_MESSAGES.binary);
    expect(refusal("MB03-CE,\uFFFD2")).toBe(QUICK_ORDER_MESSAGES.binary);
    expect(refusal(`MB03-CE,1\n${"#".repeat(QUICK_ORDER_MAX_BYTES)}`)).toBe(QUICK_ORDER_MESSAGES.tooLarge);
  });

  it("reads its own template", () => {
    expect(lines(QUICK_ORDER_TEMPLATE_CSV)).toEqual([
      [2, "MB03-CE", 2, null],
      [3, "CAP-FS-50-100", 5, null],
    ]);
  });
});

describe("merging lines of the same SKU", () => {
  it("adds the quantities of the same SKU in any case to its first line, with a note", () => {
    const parsed = parseQuickOrder("MB03-CE,2\nCR3520,1\nmb03-ce,3\nMB03-CE;1\nMB03-CE,abc");
    if (!parsed.ok) throw new Error(parsed.message);
    const merged = mergeDuplicateLines(parsed.lines);
    expect(merged.map((l) => [l.lineNumbers, l.sku, l.quantity, l.problem])).toEqual([
      [[1, 3, 4], "MB03-CE", 6, null],
      [[2], "CR3520", 1, null],
      [[5], "MB03-CE", null, "Quantity must be a whole number"],
    ]);
    expect(merged[0].note).toBe("Lines 1, 3 and 4 name the same SKU: merged into one line of 6");
    expect(merged[1].note).toBeNull();
  });

  it("keeps the cart's limit on the merged quantity", () => {
    const parsed = parseQuickOrder(`A,${MAX_CART_QUANTITY}\nA,1`);
    if (!parsed.ok) throw new Error(parsed.message);
    const [line] = mergeDuplicateLines(parsed.lines);
    expect([line.quantity, line.problem]).toEqual([null, `Quantity cannot exceed ${MAX_CART_QUANTITY}`]);
  });
});
