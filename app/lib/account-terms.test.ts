import { describe, expect, it } from "vitest";
import { accountUnitCents, discountedCents, hasOwnPrices, orderTaxLabel, taxRatePercentFor, taxTreatment, type AccountTerms } from "./account-terms";
import { accountTermsSchema } from "./account-terms-schema";
import { checkoutSchema, checkoutSchemaWithPo } from "./checkout-schema";
import { orderAmounts } from "./price";

const product = { id: "p-1", priceCents: 12_345, priceOnRequest: false };

/** An account exempt from tax (certificate ABC-123) through 30 June 2026. */
const exempt: AccountTerms = {
  paymentTerms: "net-30",
  poRequired: true,
  taxExemptionCertificate: "ABC-123",
  taxExemptionExpiresOn: "2026-06-30",
  discountBasisPoints: 0,
};

describe("an account's unit price", () => {
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

describe("what the customer is told about tax", () => {
  it("names the certificate while valid, and the expiry once past", () => {
    expect(taxTreatment(exempt, "2026-06-30")).toEqual({ exempt: true, text: "Tax exempt — certificate ABC-123, valid until Jun 30, 2026" });
    expect(taxTreatment(exempt, "2026-07-01")).toEqual({
      exempt: false,
      text: "Your tax exemption (certificate ABC-123) expired on Jun 30, 2026: the 8 % tax applies",
    });
    expect(taxTreatment({ ...exempt, taxExemptionCertificate: null, taxExemptionExpiresOn: null }, "2026-01-01")).toBeNull();
  });
});

describe("the admin's terms form and the checkout's PO rule", () => {
  const form = {
    paymentTerms: "net-60",
    poRequired: "on",
    discountPercent: "12.5",
    taxExemptionCertificate: "",
    taxExemptionExpiresOn: "",
    prices: "CE-1 1,250.00\n\n  CAP-2   89  ",
  };

  it("reads percent as basis points and the price list's lines as SKU and cents", () => {
    expect(accountTermsSchema.parse(form)).toEqual({
      paymentTerms: "net-60",
      poRequired: true,
      discountPercent: 1_250,
      taxExemptionCertificate: null,
      taxExemptionExpiresOn: null,
      prices: [
        { sku: "CE-1", priceCents: 125_000 },
        { sku: "CAP-2", priceCents: 8_900 },
      ],
    });
  });

  it("refuses a discount over 100 %, three decimals, a negative price, a SKU twice, and a date that does not exist", () => {
    for (const wrong of [
      { discountPercent: "100.01" },
      { discountPercent: "1.125" },
      { prices: "CE-1 -1.00" },
      { prices: "CE-1 1\nce-1 2" },
      { taxExemptionCertificate: "X", taxExemptionExpiresOn: "2026-02-30" },
    ])
      expect(accountTermsSchema.safeParse({ ...form, ...wrong }).success, JSON.stringify(wrong)).toBe(false);
  });

  it("requires the PO number only where the terms say so", () => {
    const order = { customerName: "Ada", customerEmail: "ada@lab.example.org", shippingAddress: "1 Analytical Way, London", poNumber: " " };
    expect(checkoutSchema.safeParse(order).success).toBe(true);
    const refused = checkoutSchemaWithPo.safeParse(order);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ["poNumber"], message: "A purchase-order number is required for this order" });
    expect(checkoutSchemaWithPo.safeParse({ ...order, poNumber: "PO-1" }).success).toBe(true);
  });
});

describe("orderTaxLabel", () => {
  it("prints the rate the order was taxed at, the spec's 8 % for orders placed before rates were kept, or the exemption", () => {
    expect(orderTaxLabel({ taxExemptionCertificate: null, taxBasisPoints: 725 })).toBe("Tax (7.25%)");
    expect(orderTaxLabel({ taxExemptionCertificate: null, taxBasisPoints: 800 })).toBe("Tax (8%)");
    expect(orderTaxLabel({ taxExemptionCertificate: null, taxBasisPoints: null })).toBe("Tax (8%)");
    expect(orderTaxLabel({ taxExemptionCertificate: "EX-1", taxBasisPoints: 0 })).toBe("Tax (exempt, certificate EX-1)");
    expect(orderTaxLabel({ taxExemptionCertificate: "EX-1", taxBasisPoints: 0 }, { short: true })).toBe("Tax (exempt)");
  });
});
