import { describe, expect, it } from "vitest";
import { documentDownloadHref, documentFileName, documentReadHref, formatFileSize, formatPageCount, normalizeDocumentQuery } from "./document-files";

describe("the documentation centre's files", () => {
  it("are read at /documentation/files/{slug}.pdf and downloaded at /documentation/files/{slug}/download", () => {
    expect(documentReadHref("emass-ii-user-manual")).toBe("/documentation/files/emass-ii-user-manual.pdf");
    expect(documentDownloadHref("emass-ii-user-manual")).toBe("/documentation/files/emass-ii-user-manual/download");
  });

  it("are saved as {slug}-v{version}.pdf whether or not the version is written with its v", () => {
    expect(documentFileName("emass-ii-user-manual", "v3.2")).toBe("emass-ii-user-manual-v3.2.pdf");
    expect(documentFileName("emass-ii-user-manual", "3.2")).toBe("emass-ii-user-manual-v3.2.pdf");
  });

  it("write sizes in decimal units as download lists do, and page counts in words", () => {
    expect(formatFileSize(999)).toBe("999 B");
    expect(formatFileSize(12_338)).toBe("12 KB");
    expect(formatFileSize(999_499)).toBe("999 KB");
    expect(formatFileSize(999_500)).toBe("1.0 MB");
    expect(formatFileSize(1_250_000)).toBe("1.3 MB");
    expect(formatPageCount(1)).toBe("1 page");
    expect(formatPageCount(4)).toBe("4 pages");
  });

  it("read a search as its words, whitespace collapsed, at most 100 characters", () => {
    expect(normalizeDocumentQuery(null)).toBe("");
    expect(normalizeDocumentQuery("  emitter \n  gap ")).toBe("emitter gap");
    expect(normalizeDocumentQuery("x".repeat(300))).toHaveLength(100);
    expect(normalizeDocumentQuery(`${"a".repeat(99)} b`)).toBe("a".repeat(99));
  });
});
