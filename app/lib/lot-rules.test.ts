import { describe, expect, it } from "vitest";
import { certificatePath, LOT_MESSAGES, lotExpiredOn, lotNumberProblem, lotPassedQc, lotShippingProblem, normalizeLotNumber } from "./lot-rules";

describe("lot numbers", () => {
  it("accepts letters, digits and inner hyphens, 3 to 32 characters, in any case and with surrounding spaces", () => {
    for (const lot of ["CR3520-2603A", "fs50-2611a", " LPA50-2509A ", "A1B", "X".repeat(32), "SLCD-1234-X9"]) expect(lotNumberProblem(lot)).toBeNull();
    expect(normalizeLotNumber(" cr3520-2603a ")).toBe("CR3520-2603A");
  });

  it("says what is wrong with anything else", () => {
    expect(lotNumberProblem("")).toBe(LOT_MESSAGES.lotNumberRequired);
    expect(lotNumberProblem("   ")).toBe(LOT_MESSAGES.lotNumberRequired);
    expect(lotNumberProblem("AB")).toBe(LOT_MESSAGES.lotNumberLength);
    expect(lotNumberProblem("X".repeat(33))).toBe(LOT_MESSAGES.lotNumberLength);
    for (const lot of ["-CR3520", "CR3520-", "CR 3520", "CR3520_01", "CR3520/01", "' OR 1=1 --", "<script>", "LOT%00", "ÄBC-1", "CR3520.1"]) {
      expect(lotNumberProblem(lot), lot).toBe(LOT_MESSAGES.lotNumberCharacters);
    }
  });

  it("links a lot's certificate by its number", () => {
    expect(certificatePath("CR3520-2603A")).toBe("/documentation/coa?lot=CR3520-2603A");
  });
});

describe("QC and shipping", () => {
  const pass = { passed: true };
  const fail = { passed: false };

  it("passes QC only when tested and every test passed", () => {
    expect(lotPassedQc([pass, pass, pass])).toBe(true);
    expect(lotPassedQc([pass, fail, pass])).toBe(false);
    expect(lotPassedQc([fail])).toBe(false);
    expect(lotPassedQc([])).toBe(false);
  });

  it("counts a lot as expired from the day after its expiry date", () => {
    expect(lotExpiredOn({ expiresOn: "2027-03-31" }, "2027-03-30")).toBe(false);
    expect(lotExpiredOn({ expiresOn: "2027-03-31" }, "2027-03-31")).toBe(false);
    expect(lotExpiredOn({ expiresOn: "2027-03-31" }, "2027-04-01")).toBe(true);
  });

  it("ships a lot only for its own product, passed and unexpired", () => {
    const lot = { lotNumber: "CR3520-2603A", productId: "p1", expiresOn: "2027-09-30", qcResults: [pass, pass] };
    const line = { productId: "p1", productName: "CR3520 kit" };
    expect(lotShippingProblem(lot, line, "2026-11-27")).toBeNull();
    expect(lotShippingProblem(lot, { productId: "p2", productName: "BGE kit" }, "2026-11-27")).toBe("Lot CR3520-2603A is not a lot of BGE kit");
    expect(lotShippingProblem(lot, { productId: null, productName: "Deleted kit" }, "2026-11-27")).toBe("Lot CR3520-2603A is not a lot of Deleted kit");
    expect(lotShippingProblem({ ...lot, qcResults: [pass, fail] }, line, "2026-11-27")).toBe("Lot CR3520-2603A did not pass QC and cannot be shipped");
    expect(lotShippingProblem(lot, line, "2027-10-01")).toBe("Lot CR3520-2603A expired on 2027-09-30 and cannot be shipped");
  });
});
