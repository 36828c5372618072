import { describe, expect, it } from "vitest";
import { auditFieldChanges, auditFieldLabel, auditFilterQuery, formatAuditValue, parseAuditFilters } from "./audit-log-view";
import { auditValuesInDollars } from "./audit-money";

describe("auditFieldChanges", () => {
  it("shows each field's before → after readably: amounts in dollars, yes/no, — for nothing, in a fixed order", () => {
    expect(
      auditFieldChanges({
        before: { stockQuantity: 10, price: "12500.00", inStock: true },
        after: { stockQuantity: 4, price: "13000.00", inStock: false },
      }),
    ).toEqual([
      { field: "price", label: "Price", before: "$12,500.00", after: "$13,000.00" },
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
      { sku: "CR3520", quantity: 1, unitPrice: "1200.00", discountBasisPoints: 1_000 },
      { sku: "RK-BGE-AA", quantity: 2, unitPrice: "175.00", discountBasisPoints: 0 },
    ];
    expect(formatAuditValue("lines", lines)).toBe(
      "SKU CR3520, Quantity 1, Unit price $1,200.00, Discount 10 % · SKU RK-BGE-AA, Quantity 2, Unit price $175.00, Discount 0 %",
    );
    expect(formatAuditValue("paymentTerms", "net-30")).toBe("Net 30 days");
    expect(formatAuditValue("taxBasisPoints", 800)).toBe("8 %");
  });
});

describe("amounts in the audit log", () => {
  it("shows a price list entry and a price change as money, never cents", () => {
    const terms = auditValuesInDollars({ paymentTerms: "net-30", prices: { "MB03-CE": 110_000 } });
    expect(formatAuditValue("prices", terms!.prices)).toBe("MB03-CE: $1,100.00");
    expect(auditFieldChanges({ before: auditValuesInDollars({ priceCents: 25_000 }), after: auditValuesInDollars({ priceCents: 110_000 }) })).toEqual([
      { field: "price", label: "Price", before: "$250.00", after: "$1,100.00" },
    ]);
    expect(auditFieldChanges({ before: { prices: { "MB03-CE": "250.00" } }, after: { prices: { "MB03-CE": "1100.00", CR3520: "980.50" } } })).toEqual([
      { field: "prices", label: "Price list", before: "MB03-CE: $250.00", after: "MB03-CE: $1,100.00; CR3520: $980.50" },
    ]);
  });

  it("turns every amount in cents into dollars as a decimal string, nested ones too, and leaves dollars as they are", () => {
    const cents = {
      status: "sent",
      subtotalCents: 8_503_000,
      totalCents: null,
      taxBasisPoints: 800,
      lines: [{ sku: "CR3520", quantity: 1, unitPriceCents: 120_050 }],
      prices: { "MB03-CE": 110_000 },
    };
    const dollars = {
      status: "sent",
      subtotal: "85030.00",
      total: null,
      taxBasisPoints: 800,
      lines: [{ sku: "CR3520", quantity: 1, unitPrice: "1200.50" }],
      prices: { "MB03-CE": "1100.00" },
    };
    expect(auditValuesInDollars(cents)).toEqual(dollars);
    expect(auditValuesInDollars(dollars)).toEqual(dollars);
    expect(auditValuesInDollars(null)).toBeNull();
    expect(formatAuditValue("total", "85030.00")).toBe("$85,030.00");
    expect(formatAuditValue("tax", "-0.50")).toBe("-$0.50");
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
