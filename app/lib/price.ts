/**
 * Price rules of spec §5 and §9, used by the UI and enforced by the server.
 * The API keeps the spec's text form ("$1,234.00", or a text containing "inquire");
 * the database keeps integer cents (decisions.md "Money").
 */

import { lazyCollator, lazyNumberFormat } from "./lazy-intl";

export const INQUIRY_LABEL = "Please inquire";
export const TAX_RATE_PERCENT = 8;
export const FLAT_SHIPPING_CENTS = 5_000;
export const FREE_SHIPPING_OVER_CENTS = 100_000;

/** Made on first use (lazy-intl.ts): this module is in every page's first load, most show no price. */
const usd = lazyNumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price containing "inquire" (any case) means price on request. */
export function isInquiryPrice(price: string | null | undefined): boolean {
  return typeof price === "string" && /inquire/i.test(price);
}

/** Strips $ and commas and parses; null for inquiry or unparseable text. */
export function parsePrice(price: string | null | undefined): number | null {
  if (price == null || isInquiryPrice(price)) return null;
  const cleaned = price.replace(/[$,]/g, "").trim();
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Price text in cents, or null when it is price-on-request or unparseable. */
export function priceTextToCents(price: string | null | undefined): number | null {
  const value = parsePrice(price);
  return value === null ? null : Math.round(value * 100);
}

/** "$1,234.00" from cents. */
export function formatCents(cents: number): string {
  return `$${usd.format(cents / 100)}`;
}

/** The order summary's tax line, from the rate that computes the tax: "Tax (8%)". */
export const taxLabel = (ratePercent: number = TAX_RATE_PERCENT) => `Tax (${ratePercent}%)`;
export const TAX_LABEL = taxLabel();

/**
 * Spec §9's shipping note, from the threshold that makes shipping free: "Free shipping on orders
 * over $1,000". A function, so the number format is made only where the note is shown.
 */
export function freeShippingNote(): string {
  return `Free shipping on orders over ${formatCents(FREE_SHIPPING_OVER_CENTS).replace(/\.00$/, "")}`;
}

/** The API's text form of a stored price. */
export function priceTextFromCents(cents: number | null, priceOnRequest: boolean): string {
  return priceOnRequest || cents === null ? INQUIRY_LABEL : formatCents(cents);
}

/** What the UI shows: 'Please inquire', the price with separators and 2 decimals, or the raw text. */
export function displayPrice(price: string): string {
  if (isInquiryPrice(price)) return INQUIRY_LABEL;
  const value = parsePrice(price);
  return value === null ? price : `$${usd.format(value)}`;
}

export type ProductSort = "name" | "price-asc" | "price-desc";

export const productSortOptions: Array<{ value: ProductSort; label: string }> = [
  { value: "name", label: "Name" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
];

// One collator for every comparison (localeCompare with options builds a new one each call), made on first use like usd.
const nameCollator = lazyCollator("en", { sensitivity: "base" });
const byName = (a: { name: string }, b: { name: string }) => nameCollator.compare(a.name, b.name);

/**
 * Name sort is alphabetical. Price sorts put items without a number (inquiry, hidden or
 * unparseable prices) last, ordered by name among themselves.
 */
export function sortProducts<T extends { name: string; price: string | null }>(products: readonly T[], sort: ProductSort): T[] {
  return sortByPriceRule(products, sort, (p) => parsePrice(p.price));
}

/**
 * sortProducts' rule over anything with a name and an amount (`amountOf`: null for inquiry or
 * hidden prices): the server sorts catalogue rows by the viewer's cents with it. Each amount is
 * read once, not at every comparison.
 */
export function sortByPriceRule<T extends { name: string }>(items: readonly T[], sort: ProductSort, amountOf: (item: T) => number | null): T[] {
  if (sort === "name") return [...items].sort(byName);
  const direction = sort === "price-asc" ? 1 : -1;
  const keyed = items.map((item) => ({ item, name: item.name, amount: amountOf(item) }));
  keyed.sort((a, b) => {
    if (a.amount === null && b.amount === null) return byName(a, b);
    if (a.amount === null) return 1;
    if (b.amount === null) return -1;
    return a.amount === b.amount ? byName(a, b) : (a.amount - b.amount) * direction;
  });
  return keyed.map((k) => k.item);
}

export interface PricedLine {
  price: string | null;
  quantity: number;
}

/** Spec §5: total = Σ price × quantity, skipping inquiry items; item count = Σ quantities. */
export function cartTotals(lines: readonly PricedLine[]) {
  let subtotalCents = 0;
  let itemCount = 0;
  let hasInquiryItems = false;
  for (const line of lines) {
    itemCount += line.quantity;
    const cents = priceTextToCents(line.price);
    if (cents === null) hasInquiryItems ||= isInquiryPrice(line.price) || line.price === null;
    else subtotalCents += cents * line.quantity;
  }
  return { subtotalCents, itemCount, hasInquiryItems };
}

export interface OrderAmounts {
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  requiresQuote: boolean;
}

/**
 * Spec §9: 8% tax, $50 shipping unless the subtotal exceeds $1,000, total = subtotal + tax + shipping.
 * With any price-on-request item, tax, shipping and total are 0 and sales sends a quote.
 * `taxRatePercent`: an account's rate (0 while its tax exemption is valid: account-terms.ts).
 */
export function orderAmounts(subtotalCents: number, hasInquiryItems: boolean, taxRatePercent: number = TAX_RATE_PERCENT): OrderAmounts {
  if (hasInquiryItems) return { subtotalCents, taxCents: 0, shippingCents: 0, totalCents: 0, requiresQuote: true };
  const taxCents = Math.round((subtotalCents * taxRatePercent) / 100);
  const shippingCents = subtotalCents > FREE_SHIPPING_OVER_CENTS ? 0 : FLAT_SHIPPING_CENTS;
  return { subtotalCents, taxCents, shippingCents, totalCents: subtotalCents + taxCents + shippingCents, requiresQuote: false };
}

/** Money as the order payload writes it: "1234.00" (spec §3: amounts as strings). */
export function centsToDecimalText(cents: number) {
  return (cents / 100).toFixed(2);
}

/**
 * A product priced on request is quoted, never added to a priced order (decisions.md): the cart,
 * quick order and checkout refuse it with this message, and its page offers "Request a quote".
 */
export const isPricedOnRequest = (product: { priceOnRequest: boolean; priceCents: number | null }) => product.priceOnRequest || product.priceCents === null;

export const pricedOnRequestMessage = (name: string) => `${name} is priced on request: please request a quote.`;
