import { PAYMENT_TERMS_LABELS, type PaymentTerms } from "./account-terms";

/**
 * How an order is paid, in the words the buyer reads on the confirmation page, in the confirmation
 * e-mail and on the order PDF: by the account's terms when it has them, spec §9's offline payment
 * otherwise. An order still to be quoted is paid once its prices are sent.
 */
export function paymentSentence(paymentTerms: PaymentTerms | null, quoted: boolean): string {
  if (quoted) return "Our team will contact you with pricing and payment details within 1 business day.";
  switch (paymentTerms) {
    case "net-30":
    case "net-60": {
      const days = paymentTerms === "net-30" ? 30 : 60;
      return `Payment terms: Net ${days} days. We invoice you when the order ships; payment is due within ${days} days of the invoice date.`;
    }
    case "prepaid":
      return `Payment terms: ${PAYMENT_TERMS_LABELS.prepaid}. We send you a pro-forma invoice; your order ships once it is paid.`;
    default:
      return "Payment is arranged offline: our team will contact you within 1 business day. Reagent and small orders are processed immediately.";
  }
}
