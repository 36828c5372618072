import { eq } from "drizzle-orm";
import type { AccountPricing, AccountTerms } from "~/lib/account-terms";
import type { Db } from "../../db/database";
import { accountPrices, accountTerms } from "../../db/schema";

/** An account's terms, or null when an admin has set none (the spec's rules apply). */
export async function readAccountTerms(db: Pick<Db, "select">, userId: string): Promise<AccountTerms | null> {
  const [row] = await db.select().from(accountTerms).where(eq(accountTerms.userId, userId));
  if (!row) return null;
  return {
    paymentTerms: row.paymentTerms,
    poRequired: row.poRequired,
    taxExemptionCertificate: row.taxExemptionCertificate,
    taxExemptionExpiresOn: row.taxExemptionExpiresOn,
    discountBasisPoints: row.discountBasisPoints,
  };
}

/**
 * An account's terms and the prices it pays (its discount and price list), read from the database
 * now: what an order or a quote is priced with (the session's copy is for reads). Both null without terms.
 */
export async function readAccountPricing(db: Pick<Db, "select">, userId: string): Promise<{ terms: AccountTerms | null; pricing: AccountPricing | null }> {
  const terms = await readAccountTerms(db, userId);
  if (!terms) return { terms: null, pricing: null };
  const rows = await db
    .select({ productId: accountPrices.productId, priceCents: accountPrices.priceCents })
    .from(accountPrices)
    .where(eq(accountPrices.userId, userId));
  return { terms, pricing: { discountBasisPoints: terms.discountBasisPoints, prices: Object.fromEntries(rows.map((r) => [r.productId, r.priceCents])) } };
}
