import { describe, expect, it } from "vitest";
import { adminPoDocumentPath, poDocumentSummary } from "./po-document";

describe("poDocumentSummary", () => {
  it("names the document with its size", () => {
    expect(poDocumentSummary({ name: "PO 77.pdf", size: 4.9 * 1024 * 1024 })).toBe("PO 77.pdf (5.1 MB)");
    expect(poDocumentSummary({ name: "po.pdf", size: 12_338 })).toBe("po.pdf (12 KB)");
  });

  it("links to the admin download", () => {
    expect(adminPoDocumentPath("6f1c0f4e-0000-4000-8000-000000000001")).toBe("/api/admin/quotes/6f1c0f4e-0000-4000-8000-000000000001/po-document");
  });
});
