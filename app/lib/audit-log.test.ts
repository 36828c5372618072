import { describe, expect, it } from "vitest";
import { auditFieldChanges, auditFieldLabel, auditFilterQuery, formatAuditValue, parseAuditFilters } from "./audit-log";

describe("auditFieldChanges", () => {
  it("shows each field's before → after readably: amounts in dollars, yes/no, — for nothing, in a fixed order", () => {
    expect(
      auditFieldChanges({
        before: { stockQuantity: 10, priceCents: 1_250_000, inStock: true },
        after: { stockQuantity: 4, priceCents: 1_300_000, inStock: false },
      }),
    ).toEqual([
      { field: "priceCents", label: "Price", before: "$12,500.00", after: "$13,000.00" },
      { field: "stockQuantity", label: "Stock", before: "10", after: "4" },
      { field: "inStock", label: "In stock", before: "yes", after: "no" },
    ]);
    expect(auditFieldChanges({ before: null, after: { trackingReference: null } })).toEqual([
      { field: "trackingReference", label: "Tracking reference", before: null, after: "—" },
    ]);
  });

  it("names unknown fields from their camelCase name and writes objects as name: value", () => {
    expect(auditFieldLabel("unitPriceCents")).toBe("Unit price");
    expect(formatAuditValue("specifications", { Volume: "10 mL", Storage: "4 °C" })).toBe("Volume: 10 mL; Storage: 4 °C");
    expect(formatAuditValue("description", "x".repeat(400))).toHaveLength(301);
  });

  it("writes a quote's lines, rates and payment terms as words and amounts, not as JSON", () => {
    const lines = [
      { sku: "CR3520", quantity: 1, unitPriceCents: 120_000, discountBasisPoints: 1_000 },
      { sku: "RK-BGE-AA", quantity: 2, unitPriceCents: 17_500, discountBasisPoints: 0 },
    ];
    expect(formatAuditValue("lines", lines)).toBe(
      "SKU CR3520, Quantity 1, Unit price $1,200.00, Discount 10 % · SKU RK-BGE-AA, Quantity 2, Unit price $175.00, Discount 0 %",
    );
    expect(formatAuditValue("paymentTerms", "net-30")).toBe("Net 30 days");
    expect(formatAuditValue("taxBasisPoints", 800)).toBe("8 %");
  });
});

describe("audit filters", () => {
  it("reads the URL's filters (empty fields are no filter) and writes them back for the page links", () => {
    const { filters } = parseAuditFilters(new URLSearchParams("subjectType=product&subject=+EM2-1+&actor=&action=price-changed&page=3&utm=x"));
    expect(filters).toEqual({ subjectType: "product", subject: "EM2-1", actor: null, action: "price-changed", page: 3 });
    expect(auditFilterQuery({ ...filters!, page: 1 })).toBe("?subjectType=product&subject=EM2-1&action=price-changed");
    expect(auditFilterQuery({ page: 1 })).toBe("");
  });

  it("refuses values it does not know with a message", () => {
    expect(parseAuditFilters(new URLSearchParams("subjectType=invoice")).error).toMatch(/^Subject type must be one of/);
    expect(parseAuditFilters(new URLSearchParams("page=-1")).error).toMatch(/^Page must be a whole number/);
  });
});
