import { describe, expect, it } from "vitest";
import { seedProducts } from "../../server/db/seed-data";
import { generateMethod } from "~/tools/cr3520-method";
import { PI_RANGES, PROTEIN_TYPES } from "~/tools/cr3520-options";
import { methodQuoteLines } from "~/tools/method-quote";

describe("Quote this method", () => {
  it("names only products of the catalogue, for every protein type and pI range", () => {
    const skus = new Set(seedProducts.map((p) => p.sku));
    for (const protein of PROTEIN_TYPES) {
      for (const pi of PI_RANGES) {
        const result = generateMethod({ protein: protein.value, concentration: "0.5-1.0", pi: pi.value });
        if (!result.ok) throw new Error("no method");
        for (const line of methodQuoteLines(result.method)) expect(skus).toContain(line.sku);
      }
    }
  });
});
