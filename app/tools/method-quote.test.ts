import { describe, expect, it } from "vitest";
import { generateMethod } from "./cr3520-method";
import { methodQuoteLines } from "./method-quote";

function method(protein: string, pi: string) {
  const result = generateMethod({ protein, concentration: "0.5-1.0", pi });
  if (!result.ok) throw new Error("no method");
  return result.method;
}

describe("methodQuoteLines", () => {
  it("quotes the kit, the LPA capillary, the ampholyte set, the sheath liquid and the conditioning solutions of a generated method", () => {
    expect(methodQuoteLines(method("mab", "6-10")).map((l) => [l.sku, l.quantity])).toEqual([
      ["CR3520", 1],
      ["CAP-LPA-50-100", 1],
      ["RK-PIM-310", 1],
      ["RK-SPRAY-250", 1],
      ["RK-BGE-AA", 1],
    ]);
  });

  it("adds the ampholyte set only when the mix needs more than the kit's pH 3–10 range", () => {
    const broadOnly = { ampholytes: { name: "Broad", description: "", components: [{ name: "Pharmalyte 3-10", percent: 2 }] } };
    expect(methodQuoteLines(broadOnly).map((l) => l.sku)).not.toContain("RK-PIM-310");
    expect(methodQuoteLines(method("adc", "8-10")).find((l) => l.sku === "RK-PIM-310")?.reason).toContain("Pharmalyte 8-10.5");
  });
});
