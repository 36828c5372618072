import { discountedCents } from "./account-terms";

/**
 * A quote's amounts, the ONE place they are computed: the admin editor shows them, sending
 * stores them on the quote and its lines, the PDF prints the stored ones and accepting charges them.
 *
 * - line = unit price × quantity − the line's discount, rounded to the cent (half up);
 * - subtotal = Σ lines;
 * - tax = the rate × the subtotal, rounded to the cent: like orderAmounts (price.ts), shipping is not taxed;
 * - total = subtotal + tax + shipping.
 *
 * Rates and discounts are basis points (800 = 8 %, 1,250 = 12.5 %). A line without a unit price has
 * no total, and the quote is `complete: false` until every line has one (it cannot be sent).
 */
export interface QuoteAmountLine {
  quantity: number;
  unitPriceCents: number | null;
  discountBasisPoints: number;
}

export interface QuoteAmountsInput {
  lines: readonly QuoteAmountLine[];
  shippingCents: number;
  taxBasisPoints: number;
}

export interface QuoteAmounts {
  lineTotals: Array<number | null>;
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  /** every line has a unit price */
  complete: boolean;
}

export function quoteLineTotal(line: QuoteAmountLine): number | null {
  return line.unitPriceCents === null ? null : discountedCents(line.unitPriceCents * line.quantity, line.discountBasisPoints);
}

export function quoteAmounts(input: QuoteAmountsInput): QuoteAmounts {
  const lineTotals = input.lines.map(quoteLineTotal);
  const subtotalCents = lineTotals.reduce<number>((sum, total) => sum + (total ?? 0), 0);
  const taxCents = Math.round((subtotalCents * input.taxBasisPoints) / 10_000);
  return {
    lineTotals,
    subtotalCents,
    taxCents,
    shippingCents: input.shippingCents,
    totalCents: subtotalCents + taxCents + input.shippingCents,
    complete: lineTotals.every((total) => total !== null),
  };
}

/** A percentage as typed ("12.5") in basis points (1,250); null when it is not a number with at most 2 decimals. */
export function percentToBasisPoints(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/** Basis points as a percentage to show and edit: 1,250 → "12.5", 800 → "8". */
export function basisPointsToPercent(basisPoints: number): string {
  return String(basisPoints / 100);
}
