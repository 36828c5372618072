import { describe, expect, it } from "vitest";
import { basisPointsToPercent, percentToBasisPoints, quoteAmounts, quoteLineTotal } from "./quote-amounts";

describe("quoteAmounts", () => {
  it("computes line = unit × qty − discount, the subtotal, 8 % tax on the subtotal only, and the total", () => {
    const amounts = quoteAmounts({
      lines: [
        { quantity: 2, unitPriceCents: 1_250_000, discountBasisPoints: 1_000 }, // 2 × $12,500 − 10 % = $22,500
        { quantity: 3, unitPriceCents: 4_999, discountBasisPoints: 0 }, // $149.97
      ],
      shippingCents: 15_000,
      taxBasisPoints: 800,
    });
    expect(amounts.lineTotals).toEqual([2_250_000, 14_997]);
    expect(amounts.subtotalCents).toBe(2_264_997);
    expect(amounts.taxCents).toBe(181_200); // 8 % of $22,649.97 = $1,811.9976 → $1,812.00; shipping not taxed
    expect(amounts.shippingCents).toBe(15_000);
    expect(amounts.totalCents).toBe(2_264_997 + 181_200 + 15_000);
    expect(amounts.complete).toBe(true);
  });

  it("rounds a discounted line to the cent, half up", () => {
    // 3 × $3.33 = $9.99, less 12.5 % = $8.74125 → $8.74
    expect(quoteLineTotal({ quantity: 3, unitPriceCents: 333, discountBasisPoints: 1_250 })).toBe(874);
    // $1.00 less 33.5 % = $0.665 → $0.67 (half up)
    expect(quoteLineTotal({ quantity: 1, unitPriceCents: 100, discountBasisPoints: 3_350 })).toBe(67);
    expect(quoteLineTotal({ quantity: 5, unitPriceCents: 100, discountBasisPoints: 10_000 })).toBe(0);
  });

  it("charges no tax when exempt (rate 0) and marks a quote with an unpriced line incomplete", () => {
    const amounts = quoteAmounts({
      lines: [
        { quantity: 1, unitPriceCents: 10_000, discountBasisPoints: 0 },
        { quantity: 1, unitPriceCents: null, discountBasisPoints: 0 },
      ],
      shippingCents: 0,
      taxBasisPoints: 0,
    });
    expect(amounts).toEqual({ lineTotals: [10_000, null], subtotalCents: 10_000, taxCents: 0, shippingCents: 0, totalCents: 10_000, complete: false });
  });

  it("reads and writes percentages as basis points", () => {
    expect(percentToBasisPoints("12.5")).toBe(1_250);
    expect(percentToBasisPoints("8")).toBe(800);
    expect(percentToBasisPoints("100")).toBe(10_000);
    expect(percentToBasisPoints("-1")).toBeNull();
    expect(percentToBasisPoints("1.234")).toBeNull();
    expect(basisPointsToPercent(1_250)).toBe("12.5");
    expect(basisPointsToPercent(800)).toBe("8");
  });
});
