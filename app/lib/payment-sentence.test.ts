import { describe, expect, it } from "vitest";
import { paymentSentence } from "./payment-sentence";

describe("the payment sentence of an order", () => {
  it("tells a net-30 or net-60 account when it is invoiced and when payment is due", () => {
    expect(paymentSentence("net-30", false)).toBe(
      "Payment terms: Net 30 days. We invoice you when the order ships; payment is due within 30 days of the invoice date.",
    );
    expect(paymentSentence("net-60", false)).toBe(
      "Payment terms: Net 60 days. We invoice you when the order ships; payment is due within 60 days of the invoice date.",
    );
  });

  it("asks a prepaid account to pay a pro-forma invoice before shipping", () => {
    expect(paymentSentence("prepaid", false)).toMatch(/^Payment terms: Prepaid\. .*pro-forma invoice.*ships once it is paid\.$/);
  });

  it("keeps spec §9's offline payment for an account without terms, and never for one with terms", () => {
    expect(paymentSentence(null, false)).toBe(
      "Payment is arranged offline: our team will contact you within 1 business day. Reagent and small orders are processed immediately.",
    );
    for (const terms of ["net-30", "net-60", "prepaid"] as const) expect(paymentSentence(terms, false)).not.toMatch(/arranged offline|contact you/);
  });

  it("says prices follow when the order is still to be quoted", () => {
    expect(paymentSentence("net-30", true)).toBe("Our team will contact you with pricing and payment details within 1 business day.");
  });
});
