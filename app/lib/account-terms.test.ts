import { describe, expect, it } from "vitest";
import { accountUnitCents, discountedCents, hasOwnPrices, taxRatePercentFor, type AccountTerms } from "./account-terms";
import { orderAmounts } from "./price";

const product = { id: "p-1", priceCents: 12_345, priceOnRequest: false };

describe("an account's unit price (issue 26)", () => {
  it("is the list price without pricing", () => {
    expect(accountUnitCents(product, null)).toBe(12_345);
    expect(accountUnitCents(product, { discountBasisPoints: 0, prices: {} })).toBe(12_345);
  });

  it("is the list price minus the account discount, rounded half up to the cent", () => {
    // 12.5 % off $123.45 = $108.019 → $108.02
    expect(accountUnitCents(product, { discountBasisPoints: 1_250, prices: {} })).toBe(10_802);
    expect(discountedCents(10_000, 1_000)).toBe(9_000);
    expect(discountedCents(5, 1_000)).toBe(5); // 4.5 → 5
    expect(accountUnitCents(product, { discountBasisPoints: 10_000, prices: {} })).toBe(0);
  });

  it("is the account's own price for a listed product, which wins over the discount", () => {
    const pricing = { discountBasisPoints: 2_000, prices: { "p-1": 9_999 } };
    expect(accountUnitCents(product, pricing)).toBe(9_999);
    expect(accountUnitCents({ ...product, id: "p-2" }, pricing)).toBe(9_876);
  });

  it("keeps price on request on request, whatever the account has", () => {
    const onRequest = { id: "p-1", priceCents: null, priceOnRequest: true };
    expect(accountUnitCents(onRequest, { discountBasisPoints: 2_000, prices: { "p-1": 9_999 } })).toBeNull();
    expect(accountUnitCents({ ...onRequest, priceCents: 5_000 }, null)).toBeNull();
  });

  it("says whether an account's prices differ from the list", () => {
    expect(hasOwnPrices(null)).toBe(false);
    expect(hasOwnPrices({ discountBasisPoints: 0, prices: {} })).toBe(false);
    expect(hasOwnPrices({ discountBasisPoints: 1, prices: {} })).toBe(true);
    expect(hasOwnPrices({ discountBasisPoints: 0, prices: { x: 1 } })).toBe(true);
  });
});

describe("the tax an account pays", () => {
  const exempt: AccountTerms = {
    paymentTerms: "net-30",
    poRequired: true,
    taxExemptionCertificate: "ABC-123",
    taxExemptionExpiresOn: "2026-06-30",
    discountBasisPoints: 0,
  };

  it("is 0 through the exemption's expiry day, 8 % from the day after", () => {
    expect(taxRatePercentFor(exempt, "2026-06-30")).toBe(0);
    expect(taxRatePercentFor(exempt, "2026-07-01")).toBe(8);
    expect(taxRatePercentFor(null, "2026-01-01")).toBe(8);
  });

  it("gives the order's amounts at that rate", () => {
    expect(orderAmounts(50_000, false, 0)).toEqual({ subtotalCents: 50_000, taxCents: 0, shippingCents: 5_000, totalCents: 55_000, requiresQuote: false });
    expect(orderAmounts(50_000, false, 8)).toEqual({ subtotalCents: 50_000, taxCents: 4_000, shippingCents: 5_000, totalCents: 59_000, requiresQuote: false });
    expect(orderAmounts(50_000, false)).toEqual(orderAmounts(50_000, false, 8));
  });
});
