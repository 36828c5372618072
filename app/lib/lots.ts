import { z } from "~/lib/zod";
import { plainText } from "~/lib/plain-text";

/**
 * Lots of lot-tracked products and their certificates of analysis (decision 027): the lot-number
 * rule, the QC rule, when a lot may ship, and the admin's lot form. Used by the admin screens, the
 * API, the shipping step and the public certificate look-up.
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

/** A lot number as typed → the normalized lot number, with the rule's message when it is not one. */
export const lotNumberSchema = z
  .string({ error: LOT_MESSAGES.lotNumberRequired })
  .transform((text, ctx) => {
    const problem = lotNumberProblem(text);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return normalizeLotNumber(text);
  });

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

export const QC_LIMITS = { rows: 30, test: 120, specification: 200, result: 200, releasedBy: 120 } as const;

const PASS_WORDS: Record<string, boolean> = { pass: true, passed: true, fail: false, failed: false };

/** "pH | 6.8–7.2 | 7.0 | Pass" lines → QC results; blank lines are skipped; null when a line is not four parts with Pass or Fail last. */
export function parseQcLines(text: string): QcResult[] | null {
  const results: QcResult[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const parts = line.split("|").map((part) => part.trim());
    if (parts.length !== 4 || parts.slice(0, 3).some((part) => part === "")) return null;
    const passed = PASS_WORDS[parts[3].toLowerCase()];
    if (passed === undefined) return null;
    results.push({ test: parts[0], specification: parts[1], result: parts[2], passed });
  }
  return results;
}

/** The form's textarea text for stored QC results. */
export function qcLines(results: readonly QcResult[]) {
  return results.map((r) => `${r.test} | ${r.specification} | ${r.result} | ${r.passed ? "Pass" : "Fail"}`).join("\n");
}

const text = (max: number, label: string) =>
  plainText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const qcResultSchema = z.strictObject({
  test: text(QC_LIMITS.test, "The test name"),
  specification: text(QC_LIMITS.specification, "The specification"),
  result: text(QC_LIMITS.result, "The result"),
  passed: z.boolean({ error: "Say whether each test passed (true or false)" }),
});

/** QC results as JSON rows (the API) or as the form's lines. */
const qcResultsField = z
  .preprocess((value) => (typeof value === "string" ? (parseQcLines(value) ?? value) : value), z.union([z.array(qcResultSchema), z.string()]))
  .transform((value, ctx) => {
    if (typeof value === "string") {
      ctx.addIssue({ code: "custom", message: LOT_MESSAGES.qcLines });
      return z.NEVER;
    }
    return value;
  })
  .refine((rows) => rows.length > 0, LOT_MESSAGES.qcRequired)
  .refine((rows) => rows.length <= QC_LIMITS.rows, `At most ${QC_LIMITS.rows} QC tests`);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((day) => DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), LOT_MESSAGES.dates);

/** The admin's lot: POST /api/admin/products/{id}/lots, PUT /api/admin/lots/{id}, and the form on /admin/products/{id}/lots. */
export const lotFormSchema = z
  .strictObject({
    lotNumber: lotNumberSchema,
    manufacturedOn: dayField("The manufacture date"),
    expiresOn: dayField("The expiry date"),
    releasedOn: dayField("The release date"),
    releasedBy: text(QC_LIMITS.releasedBy, "Released by"),
    qcResults: qcResultsField,
  })
  .superRefine((lot, ctx) => {
    if (lot.expiresOn <= lot.manufacturedOn) ctx.addIssue({ code: "custom", path: ["expiresOn"], message: LOT_MESSAGES.expiresAfterManufacture });
    else if (lot.releasedOn < lot.manufacturedOn || lot.releasedOn >= lot.expiresOn) {
      ctx.addIssue({ code: "custom", path: ["releasedOn"], message: LOT_MESSAGES.releasedBetween });
    }
  });

export type LotInput = z.output<typeof lotFormSchema>;

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

/** The lots recorded on a shipped line, as its buyer sees them (each links its certificate). */
export interface ShippedLot {
  lotNumber: string;
  expiresOn: string;
}
