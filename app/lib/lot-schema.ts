import { z } from "~/lib/zod";
import { plainText } from "~/lib/plain-text";
import { LOT_MESSAGES, lotNumberProblem, normalizeLotNumber, type QcResult } from "./lot-rules";

/** The admin's lot form and the lot numbers typed anywhere, validated with the messages of app/lib/lot-rules.ts (decision 027). */

/** A lot number as typed → the normalized lot number, with the rule's message when it is not one. */
export const lotNumberSchema = z.string({ error: LOT_MESSAGES.lotNumberRequired }).transform((text, ctx) => {
  const problem = lotNumberProblem(text);
  if (problem) {
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  }
  return normalizeLotNumber(text);
});

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

/** QC results as JSON rows (the API) or as the form's lines (a text that is not QC lines stays text, and is refused with the lines' message). */
const qcResultsField = z
  .preprocess((value) => (typeof value === "string" ? (parseQcLines(value) ?? value) : value), z.array(qcResultSchema, { error: LOT_MESSAGES.qcLines }))
  .refine((rows) => rows.length > 0, LOT_MESSAGES.qcRequired)
  .refine((rows) => rows.length <= QC_LIMITS.rows, `At most ${QC_LIMITS.rows} QC tests`);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(
      // a real day in years PostgreSQL's date takes and a lot can have (it has no year 0)
      (day) =>
        DAY.test(day) &&
        Number(day.slice(0, 4)) >= 1900 &&
        Number(day.slice(0, 4)) <= 2199 &&
        !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
        new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      LOT_MESSAGES.dates,
    );

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
