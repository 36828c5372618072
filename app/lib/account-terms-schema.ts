import { z } from "~/lib/zod";
import { PAYMENT_TERMS } from "./account-terms";
import { optionalText, plainText } from "./plain-text";
import { priceTextToCents } from "./price";

/** The most lines an account's price list may have (a small list of negotiated prices). */
export const MAX_ACCOUNT_PRICES = 100;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(text: string) {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const priceLine = z.object({
  sku: plainText({ error: "Each price needs a SKU" }).trim().min(1, "Each price needs a SKU").max(100, "A SKU is too long"),
  price: z.union([z.string().max(32), z.number()], { error: "Each price needs an amount" }),
});

/** "SKU price" per line (the admin form's text area), as the API's list of {sku, price}. */
function priceLines(text: string) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [sku, ...rest] = line.split(/\s+/);
      return { sku, price: rest.join("") };
    });
}

/**
 * What an admin sets for a customer account, from the admin form (text fields, a
 * checkbox, the price list as "SKU price" lines) or the API's JSON (booleans, numbers, a list).
 * The discount is given in percent (up to 2 decimals) and kept in basis points; prices as text
 * or a number of dollars, kept in cents. Whether each SKU exists is the service's to say.
 */
export const accountTermsSchema = z
  .object({
    paymentTerms: z.enum(PAYMENT_TERMS, { error: "Choose prepaid, net 30 or net 60" }),
    poRequired: z
      .union([z.boolean(), z.literal("on"), z.literal("")], { error: "PO required is yes or no" })
      .optional()
      .transform((v) => v === true || v === "on"),
    taxExemptionCertificate: optionalText(100, "Certificate reference"),
    taxExemptionExpiresOn: z
      .union([z.string().trim().max(10, "Enter the expiry date as YYYY-MM-DD"), z.null()])
      .optional()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isCalendarDate(v), "Enter the expiry date as YYYY-MM-DD"),
    discountPercent: z
      .union([z.number(), z.string().trim().max(10, "The discount is a percentage from 0 to 100"), z.null()])
      .optional()
      .transform((v, ctx) => {
        const text = v === null || v === undefined || v === "" ? "0" : String(v);
        const percent = /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
        if (!(percent >= 0 && percent <= 100)) {
          ctx.addIssue({ code: "custom", message: "The discount is a percentage from 0 to 100 (up to 2 decimals)" });
          return z.NEVER;
        }
        return Math.round(percent * 100);
      }),
    prices: z
      .union([z.string().max(10_000, "The price list is too long").transform(priceLines), z.array(priceLine)])
      .optional()
      .transform((v) => v ?? [])
      .pipe(z.array(priceLine).max(MAX_ACCOUNT_PRICES, `At most ${MAX_ACCOUNT_PRICES} prices`))
      .transform((lines, ctx) => {
        const out: { sku: string; priceCents: number }[] = [];
        const skus = new Set<string>();
        for (const { sku, price } of lines) {
          const cents = typeof price === "number" ? Math.round(price * 100) : priceTextToCents(price);
          if (cents === null || !Number.isFinite(cents) || cents < 0 || cents > 100_000_000_00) {
            ctx.addIssue({ code: "custom", message: `The price of ${sku} must be an amount of 0 or more, like 1234.00` });
            return z.NEVER;
          }
          if (skus.has(sku.toLowerCase())) {
            ctx.addIssue({ code: "custom", message: `${sku} is listed twice` });
            return z.NEVER;
          }
          skus.add(sku.toLowerCase());
          out.push({ sku, priceCents: cents });
        }
        return out;
      }),
  })
  .superRefine((terms, ctx) => {
    if (terms.taxExemptionCertificate && !terms.taxExemptionExpiresOn)
      ctx.addIssue({ code: "custom", path: ["taxExemptionExpiresOn"], message: "A tax exemption needs its expiry date" });
    if (!terms.taxExemptionCertificate && terms.taxExemptionExpiresOn)
      ctx.addIssue({ code: "custom", path: ["taxExemptionCertificate"], message: "A tax exemption needs its certificate reference" });
  });

export type AccountTermsInput = z.output<typeof accountTermsSchema>;

/** The percent text of a discount in basis points: 1250 → "12.5". */
export const discountPercentText = (basisPoints: number) => String(basisPoints / 100);
