import { describe, expect, it } from "vitest";
import { attachmentDisposition, cleanFileName } from "./file-names";

const FALLBACK = "purchase-order.pdf";

describe("cleanFileName", () => {
  it("drops U+202E, so that a name cannot read backwards as another extension", () => {
    expect(cleanFileName("invoice\u202Efdp.exe", FALLBACK)).toBe("invoicefdp.exe");
  });

  it("drops every Unicode format character (Cf) and control character", () => {
    const format = [
      "\u200B",
      "\u200C",
      "\u200D",
      "\u200E",
      "\u200F",
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\uFEFF",
      "\u00AD",
      "\u061C",
      "\u{E0001}",
    ];
    const control = ["\u0000", "\u0007", "\t", "\n", "\r", "\u001B", "\u007F", "\u0085", "\u2028", "\u2029"];
    for (const c of [...format, ...control]) expect(cleanFileName(`PO${c}77.pdf`, FALLBACK), JSON.stringify(c)).toBe("PO77.pdf");
  });

  it("keeps letters of every script, spaces and punctuation", () => {
    expect(cleanFileName("Bestellung Müller – №7 (Ω) 注文書.pdf", FALLBACK)).toBe("Bestellung Müller – №7 (Ω) 注文書.pdf");
  });

  it("keeps only the last part of a path, from Windows or Unix", () => {
    expect(cleanFileName("C:\\POs\\PO 77.pdf", FALLBACK)).toBe("PO 77.pdf");
    expect(cleanFileName("../../etc/po.pdf", FALLBACK)).toBe("po.pdf");
  });

  it("drops double quotes and lone surrogate halves, cuts at 200 characters without splitting a pair, and falls back when nothing is left", () => {
    expect(cleanFileName('a"b.pdf', FALLBACK)).toBe("ab.pdf");
    expect(cleanFileName("a\uD800b.pdf", FALLBACK)).toBe("ab.pdf");
    const long = cleanFileName(`${"x".repeat(199)}😀😀.pdf`, FALLBACK);
    expect(long).toBe(`${"x".repeat(199)}😀`);
    expect(cleanFileName("\u202E\u200B  ", FALLBACK)).toBe(FALLBACK);
    expect(cleanFileName("folder/", FALLBACK)).toBe(FALLBACK);
  });
});

describe("attachmentDisposition", () => {
  it("names the file in ASCII and in UTF-8 (RFC 6266 filename*), cleaned", () => {
    expect(attachmentDisposition("PO 77.pdf")).toBe(`attachment; filename="PO 77.pdf"; filename*=UTF-8''PO%2077.pdf`);
    expect(attachmentDisposition("Bestellung Müller (1).pdf")).toBe(
      `attachment; filename="Bestellung M_ller (1).pdf"; filename*=UTF-8''Bestellung%20M%C3%BCller%20%281%29.pdf`,
    );
    expect(attachmentDisposition("evil\u202Efdp.exe\r\nX-Injected: 1")).toBe(
      `attachment; filename="evilfdp.exeX-Injected: 1"; filename*=UTF-8''evilfdp.exeX-Injected%3A%201`,
    );
  });
});
