import { centsToDecimalText, formatCents } from "~/lib/price";

/**
 * Amounts in the audit log are dollars written as decimal strings ("1100.00"), as the newer APIs
 * carry them (decisions.md), never cents: the log is read by people and by exports that should
 * not have to know the database's unit. `priceCents: 110000` is kept as `price: "1100.00"`, an
 * account's price list `{ "MB03-CE": 110000 }` as `{ "MB03-CE": "1100.00" }`. Entries written
 * before this rule are converted the same way when read (the log itself is append-only).
 */

/** Fields that hold an amount in dollars; `prices` holds a map of SKU → amount. */
const MONEY_FIELD = /^(?:price|subtotal|tax|shipping|total|amount)$|(?:Price|Total|Amount)$/;
export const PRICE_LIST_FIELD = "prices";

export const isAuditMoneyField = (field: string) => MONEY_FIELD.test(field);

const DECIMAL_DOLLARS = /^-?\d+\.\d{2}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function inDollars(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inDollars);
  if (!isRecord(value)) return value;
  const converted: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key.endsWith("Cents") && key.length > "Cents".length && (typeof item === "number" || item === null)) {
      converted[key.slice(0, -"Cents".length)] = typeof item === "number" ? centsToDecimalText(item) : null;
    } else if (key === PRICE_LIST_FIELD && isRecord(item)) {
      converted[key] = Object.fromEntries(Object.entries(item).map(([sku, cents]) => [sku, typeof cents === "number" ? centsToDecimalText(cents) : cents]));
    } else {
      converted[key] = inDollars(item);
    }
  }
  return converted;
}

/** An entry's before or after with every amount in dollars (idempotent: dollars stay dollars). */
export function auditValuesInDollars(values: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  return values ? (inDollars(values) as Record<string, unknown>) : null;
}

/** "1100.00" → "$1,100.00"; anything that is not a decimal amount is null. */
export function formatAuditDollars(value: unknown): string | null {
  if (typeof value !== "string" || !DECIMAL_DOLLARS.test(value)) return null;
  const cents = Math.round(Number(value) * 100);
  return cents < 0 ? `-${formatCents(-cents)}` : formatCents(cents);
}
