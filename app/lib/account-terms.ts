/**
 * Account terms: the rules that follow from what an admin sets for a customer account.
 * Used by the server (catalogue, cart, checkout, orders, quotes) and the UI; amounts in cents.
 */

import { TAX_RATE_PERCENT, taxLabel } from "./price";

export const PAYMENT_TERMS = ["prepaid", "net-30", "net-60"] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  prepaid: "Prepaid",
  "net-30": "Net 30 days",
  "net-60": "Net 60 days",
};

/** The terms an account has; absent fields mean none. `taxExemptionExpiresOn` is a calendar date (YYYY-MM-DD), valid through that day. */
export interface AccountTerms {
  paymentTerms: PaymentTerms;
  poRequired: boolean;
  taxExemptionCertificate: string | null;
  taxExemptionExpiresOn: string | null;
  /** account discount in basis points: 1,250 = 12.5 % */
  discountBasisPoints: number;
}

/** Today's date as YYYY-MM-DD in UTC: the calendar the expiry dates are compared on. */
export function utcDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A tax exemption applies while its certificate is recorded and its expiry date is today or later. */
export function taxExemptionApplies(terms: Pick<AccountTerms, "taxExemptionCertificate" | "taxExemptionExpiresOn"> | null, today: string): boolean {
  return !!terms?.taxExemptionCertificate && !!terms.taxExemptionExpiresOn && terms.taxExemptionExpiresOn >= today;
}

/** The tax rate in percent for an account on a day: 0 while exempt, the spec's 8 % otherwise. */
export function taxRatePercentFor(terms: AccountTerms | null, today: string): number {
  return taxExemptionApplies(terms, today) ? 0 : TAX_RATE_PERCENT;
}

/** A price after a discount in basis points, rounded to the cent (half up). */
export function discountedCents(cents: number, discountBasisPoints: number): number {
  return Math.round((cents * (10_000 - discountBasisPoints)) / 10_000);
}

/** An account's own prices: its discount, and its price list (product id → cents) that wins over it. */
export interface AccountPricing {
  discountBasisPoints: number;
  prices: Readonly<Record<string, number>>;
}

/**
 * The unit price an account pays, in cents, or null for price on request: its own price for a
 * listed product, otherwise the list price minus its discount. Price on request stays on request.
 * Without pricing (no terms, or an admin) the list price.
 */
export function accountUnitCents(
  product: { id: string; priceCents: number | null; priceOnRequest: boolean },
  pricing: AccountPricing | null | undefined,
): number | null {
  if (product.priceOnRequest || product.priceCents === null) return null;
  if (!pricing) return product.priceCents;
  return pricing.prices[product.id] ?? discountedCents(product.priceCents, pricing.discountBasisPoints);
}

/** Whether an account's pricing differs from the list prices at all (a discount or a price list). */
export function hasOwnPrices(pricing: AccountPricing | null | undefined): pricing is AccountPricing {
  return !!pricing && (pricing.discountBasisPoints > 0 || Object.keys(pricing.prices).length > 0);
}

/** A calendar date (YYYY-MM-DD) as people read it: "Dec 31, 2026" (UTC, so server and browser agree). */
export function termsDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
}

/**
 * How an account's order is taxed on a day, in words: exempt with its certificate while valid, the
 * normal rate once the exemption has expired (the customer is told when), or null without an exemption.
 */
export function taxTreatment(terms: AccountTerms | null, today: string): { exempt: boolean; text: string } | null {
  if (!terms?.taxExemptionCertificate || !terms.taxExemptionExpiresOn) return null;
  const until = termsDate(terms.taxExemptionExpiresOn);
  if (taxExemptionApplies(terms, today)) return { exempt: true, text: `Tax exempt — certificate ${terms.taxExemptionCertificate}, valid until ${until}` };
  return {
    exempt: false,
    text: `Your tax exemption (certificate ${terms.taxExemptionCertificate}) expired on ${until}: the ${TAX_RATE_PERCENT} % tax applies`,
  };
}

/**
 * An order's tax line: exempt with the certificate it was placed under (`short`: where the
 * certificate is printed beside it), or the rate its tax was computed at (`taxBasisPoints`; a quote's
 * may differ from the spec's 8 %, which orders placed before the rate was kept had: null).
 */
export function orderTaxLabel(order: { taxExemptionCertificate: string | null; taxBasisPoints: number | null }, opts: { short?: boolean } = {}): string {
  const { taxExemptionCertificate: certificate, taxBasisPoints } = order;
  if (!certificate) return taxLabel(taxBasisPoints === null ? TAX_RATE_PERCENT : taxBasisPoints / 100);
  return opts.short ? "Tax (exempt)" : `Tax (exempt, certificate ${certificate})`;
}

/** The rate an order placed today on `terms` is taxed at, in basis points (0 while an exemption is valid). */
export function orderTaxBasisPoints(terms: AccountTerms | null, today: string): number {
  return taxRatePercentFor(terms, today) * 100;
}
