import { describe, expect, it } from "vitest";
import { flateBombPdf, namesTreeScriptPdf, openActionScriptPdf, ordinaryPdf, pageLaunchPdf } from "../../tests/support/pdf-fixtures";
import { inspectPdf, PDF_INSPECTION_LIMITS } from "./pdf-inspection";

const MB = 1024 * 1024;

describe("inspectPdf", () => {
  it("accepts an ordinary PO and leaves its bytes as they were", async () => {
    const pdf = await ordinaryPdf(300 * 1024);
    const copy = Buffer.from(pdf);
    const inspection = await inspectPdf(pdf);
    expect(inspection.verdict, inspection.detail).toBe("ok");
    expect(inspection.inflatedBytes).toBeGreaterThan(250 * 1024);
    expect(pdf.equals(copy)).toBe(true);
  });

  it("refuses streams that inflate past the cap, counting all streams together", async () => {
    // three streams of 1 MB of zeros: each under a 2 MB cap, together over it
    const bomb = await flateBombPdf(3 * MB, { streamBytes: MB });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect((await inspectPdf(bomb, { maxInflatedBytes: 2 * MB })).verdict).toBe("expands");
    expect((await inspectPdf(bomb, { maxInflatedBytes: 4 * MB })).verdict).toBe("ok");
  });

  it("refuses an object stream that inflates past the cap while pdf-lib parses it", async () => {
    const bomb = await flateBombPdf(3 * MB, { streamBytes: 3 * MB, inObjectStream: true });
    expect((await inspectPdf(bomb, { maxInflatedBytes: 2 * MB })).verdict).toBe("expands");
  });

  it("refuses, with the real 200 MB cap, a small file that inflates to more", async () => {
    expect(PDF_INSPECTION_LIMITS.maxInflatedBytes).toBe(200 * MB);
    const bomb = await flateBombPdf(208 * MB);
    expect(bomb.length).toBeLessThan(1 * MB);
    const inspection = await inspectPdf(bomb);
    expect(inspection.verdict).toBe("expands");
    expect(inspection.inflatedBytes).toBeLessThan(201 * MB);
  });

  it("refuses JavaScript on opening, a Launch action in a page's /AA and a document-level script in the /Names tree", async () => {
    for (const pdf of [await openActionScriptPdf(), await pageLaunchPdf(), await namesTreeScriptPdf()]) {
      expect((await inspectPdf(pdf)).verdict).toBe("script");
    }
  });

  it("calls a file that is not a readable PDF, or that needs more memory or time than allowed, unreadable", async () => {
    const fake = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2_000, 0x20)]);
    expect((await inspectPdf(fake)).verdict).toBe("unreadable");
    const pdf = await ordinaryPdf(64 * 1024);
    expect((await inspectPdf(pdf, { timeoutMs: 1 })).verdict).toBe("unreadable");
  });
});
