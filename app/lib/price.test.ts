import { describe, expect, it } from "vitest";
import {
  cartTotals,
  centsToDecimalText,
  displayPrice,
  formatCents,
  freeShippingNote,
  INQUIRY_LABEL,
  isInquiryPrice,
  orderAmounts,
  parsePrice,
  priceTextFromCents,
  priceTextToCents,
  sortProducts,
  TAX_LABEL,
} from "./price";

describe("price text (spec §5)", () => {
  it("treats any text containing 'inquire', in any case, as price on request", () => {
    for (const p of ["inquire", "Please inquire", "INQUIRE for pricing", "Price: InQuIrE"]) {
      expect(isInquiryPrice(p)).toBe(true);
      expect(displayPrice(p)).toBe("Please inquire");
      expect(parsePrice(p)).toBeNull();
    }
  });

  it("strips $ and commas, shows thousands separators and exactly 2 decimals", () => {
    expect(parsePrice("$1,234.00")).toBe(1234);
    expect(displayPrice("$1,234.00")).toBe("$1,234.00");
    expect(displayPrice("1234")).toBe("$1,234.00");
    expect(displayPrice("$185000")).toBe("$185,000.00");
    expect(displayPrice("99.5")).toBe("$99.50");
    expect(displayPrice("$0.00")).toBe("$0.00");
  });

  it("shows unparseable text as it is", () => {
    expect(displayPrice("Call us")).toBe("Call us");
    expect(displayPrice("12 EUR")).toBe("12 EUR");
    expect(parsePrice("1.2.3")).toBeNull();
  });

  it("converts between cents and the API's text form", () => {
    expect(priceTextFromCents(123400, false)).toBe("$1,234.00");
    expect(priceTextFromCents(null, true)).toBe(INQUIRY_LABEL);
    expect(priceTextToCents("$1,234.56")).toBe(123456);
    expect(priceTextToCents("$0.10")).toBe(10);
    expect(formatCents(5)).toBe("$0.05");
    expect(centsToDecimalText(108000)).toBe("1080.00");
  });
});

describe("sorting (spec §5)", () => {
  const products = [
    { name: "Zeta kit", price: "$50.00" },
    { name: "alpha source", price: "$28,500.00" },
    { name: "Custom interface", price: "Please inquire" },
    { name: "Beta capillary", price: "$95.00" },
    { name: "Analysis system", price: "inquire" },
  ];

  it("sorts by name alphabetically, ignoring case", () => {
    expect(sortProducts(products, "name").map((p) => p.name)).toEqual(["alpha source", "Analysis system", "Beta capillary", "Custom interface", "Zeta kit"]);
  });

  it("puts inquiry items last, by name, in both price orders", () => {
    expect(sortProducts(products, "price-asc").map((p) => p.name)).toEqual([
      "Zeta kit",
      "Beta capillary",
      "alpha source",
      "Analysis system",
      "Custom interface",
    ]);
    expect(sortProducts(products, "price-desc").map((p) => p.name)).toEqual([
      "alpha source",
      "Beta capillary",
      "Zeta kit",
      "Analysis system",
      "Custom interface",
    ]);
  });

  it("treats hidden prices (null) like inquiry items and does not change the input", () => {
    const hidden = [
      { name: "B", price: null },
      { name: "A", price: null },
    ];
    expect(sortProducts(hidden, "price-asc").map((p) => p.name)).toEqual(["A", "B"]);
    expect(hidden[0].name).toBe("B");
  });
});

describe("cart and order totals (spec §5, §9)", () => {
  it("sums price × quantity, skipping inquiry items, and counts quantities", () => {
    const totals = cartTotals([
      { price: "$1,234.00", quantity: 2 },
      { price: "Please inquire", quantity: 1 },
      { price: "$95.00", quantity: 3 },
    ]);
    expect(totals).toEqual({ subtotalCents: 2 * 123400 + 3 * 9500, itemCount: 6, hasInquiryItems: true });
  });

  it("adds 8% tax and $50 shipping up to $1,000", () => {
    // $300 subtotal: tax $24.00, shipping $50.00, total $374.00
    expect(orderAmounts(30_000, false)).toEqual({ subtotalCents: 30_000, taxCents: 2_400, shippingCents: 5_000, totalCents: 37_400, requiresQuote: false });
    // exactly $1,000 does not exceed $1,000: shipping still charged
    expect(orderAmounts(100_000, false).shippingCents).toBe(5_000);
  });

  it("ships free when the subtotal exceeds $1,000", () => {
    // $1,000.01: tax 8000.08 cents → 8000, total 100001 + 8000 = 108001
    expect(orderAmounts(100_001, false)).toEqual({ subtotalCents: 100_001, taxCents: 8_000, shippingCents: 0, totalCents: 108_001, requiresQuote: false });
  });

  it("rounds tax to the cent", () => {
    // $12.34 × 8% = 98.72 cents → 99
    expect(orderAmounts(1_234, false).taxCents).toBe(99);
  });

  it("labels the summary with the numbers that compute it (spec §9: 8% tax, free shipping over $1,000)", () => {
    expect(TAX_LABEL).toBe("Tax (8%)");
    expect(freeShippingNote()).toBe("Free shipping on orders over $1,000");
    // the labels say what orderAmounts does: $100 pays $8 tax; $1,000 pays shipping, $1,000.01 does not
    expect(orderAmounts(10_000, false).taxCents).toBe(800);
    expect(orderAmounts(100_000, false).shippingCents).toBeGreaterThan(0);
    expect(orderAmounts(100_001, false).shippingCents).toBe(0);
  });

  it("sets tax, shipping and total to 0 when any item is price on request", () => {
    expect(orderAmounts(50_000, true)).toEqual({ subtotalCents: 50_000, taxCents: 0, shippingCents: 0, totalCents: 0, requiresQuote: true });
  });
});
