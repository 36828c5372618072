/**
 * Lots of lot-tracked products and their certificates of analysis (decision 027): the lot-number
 * rule, the QC rule and when a lot may ship. Pure and free of zod, so that the public pages that
 * link certificates (order pages, the look-up box) do not load validation code; the admin's lot
 * form is app/lib/lot-schema.ts.
 */

export const LOT_NUMBER_MIN_LENGTH = 3;
export const LOT_NUMBER_MAX_LENGTH = 32;

export const LOT_MESSAGES = {
  lotNumberRequired: "Please enter a lot number",
  lotNumberLength: `A lot number has ${LOT_NUMBER_MIN_LENGTH} to ${LOT_NUMBER_MAX_LENGTH} characters`,
  lotNumberCharacters: "A lot number contains only letters, digits and hyphens, and starts and ends with a letter or digit",
  notFound: "There is no certificate of analysis for this lot number. Please check the number on the label of your product.",
  rateLimited: "You have looked up many lot numbers in a short time. Please wait a few minutes and try again.",
  qcLines: "Write each QC test on its own line as 'Test | Specification | Result | Pass' (or Fail)",
  qcRequired: "Enter at least one QC test",
  dates: "Dates are written as YYYY-MM-DD",
  expiresAfterManufacture: "The expiry date must be after the manufacture date",
  releasedBetween: "The release date must be on or after the manufacture date and before the expiry date",
  releasedBy: "Please enter who released the lot",
} as const;

const LOT_NUMBER_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?$/;

/** Lot numbers are compared in capitals without surrounding spaces: "cr3520-2409a " is CR3520-2409A. */
export function normalizeLotNumber(text: string) {
  return text.trim().toUpperCase();
}

/** Why `text` is not a lot number (the message to show), or null when it is one. */
export function lotNumberProblem(text: string): string | null {
  const lot = normalizeLotNumber(text);
  if (lot === "") return LOT_MESSAGES.lotNumberRequired;
  if (lot.length < LOT_NUMBER_MIN_LENGTH || lot.length > LOT_NUMBER_MAX_LENGTH) return LOT_MESSAGES.lotNumberLength;
  if (!LOT_NUMBER_PATTERN.test(lot)) return LOT_MESSAGES.lotNumberCharacters;
  return null;
}

/** Where a lot's certificate of analysis is: the same address on order pages, in e-mails and in the PDF look-up box. */
export function certificatePath(lotNumber: string) {
  return `/documentation/coa?lot=${encodeURIComponent(lotNumber)}`;
}

export interface QcResult {
  test: string;
  specification: string;
  result: string;
  passed: boolean;
}

/** A lot passes QC when it has been tested at all and every test met its specification. */
export function lotPassedQc(results: readonly Pick<QcResult, "passed">[]) {
  return results.length > 0 && results.every((r) => r.passed);
}

/** Whether a lot has expired on `day` (YYYY-MM-DD, UTC): it may still be used on its expiry date. */
export function lotExpiredOn(lot: { expiresOn: string }, day: string) {
  return lot.expiresOn < day;
}

/** Today as YYYY-MM-DD (UTC), the day shipping and certificates are judged against. */
export function utcDay(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

/**
 * Why a lot may not be shipped on `day` (the message for sales), or null when it may: it must
 * belong to the line's product, have passed QC, and not be expired.
 */
export function lotShippingProblem(
  lot: { lotNumber: string; productId: string; expiresOn: string; qcResults: readonly Pick<QcResult, "passed">[] },
  line: { productId: string | null; productName: string },
  day: string,
): string | null {
  if (lot.productId !== line.productId) return `Lot ${lot.lotNumber} is not a lot of ${line.productName}`;
  if (!lotPassedQc(lot.qcResults)) return `Lot ${lot.lotNumber} did not pass QC and cannot be shipped`;
  if (lotExpiredOn(lot, day)) return `Lot ${lot.lotNumber} expired on ${lot.expiresOn} and cannot be shipped`;
  return null;
}

/** A lot as the admin screens and the API show it. */
export interface AdminLot {
  id: string;
  productId: string;
  lotNumber: string;
  manufacturedOn: string;
  expiresOn: string;
  releasedOn: string;
  releasedBy: string;
  qcResults: QcResult[];
  /** order lines shipped from it */
  shippedLines: number;
}

/** A lot sales may pick for an order line when marking it shipped. */
export interface ShippableLot {
  id: string;
  lotNumber: string;
  expiresOn: string;
}

/** The lots recorded on a shipped line, as its buyer and the admin see them (each links its certificate). */
export interface ShippedLot {
  lotId: string;
  lotNumber: string;
  expiresOn: string;
  /** how many of the line's units came from it; null only for a split recorded before quantities were kept */
  quantity: number | null;
}
