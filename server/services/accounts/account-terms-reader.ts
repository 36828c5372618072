import { eq } from "drizzle-orm";
import type { AccountPricing, AccountTerms } from "~/lib/account-terms";
import type { Db } from "../../db/database";
import { accountPrices, accountTerms } from "../../db/schema";

/** An organisation's terms, or null when an admin has set none or there is no organisation (the spec's rules apply). */
export async function readAccountTerms(db: Pick<Db, "select">, organisationId: string | null): Promise<AccountTerms | null> {
  if (!organisationId) return null;
  const [row] = await db.select().from(accountTerms).where(eq(accountTerms.organisationId, organisationId));
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
 * An organisation's terms and the prices its members pay (its discount and price list), read from
 * the database now: what an order or a quote is priced with (the session's copy is for reads). Both
 * null without terms or without an organisation (staff, guests).
 */
export async function readAccountPricing(
  db: Pick<Db, "select">,
  organisationId: string | null,
): Promise<{ terms: AccountTerms | null; pricing: AccountPricing | null }> {
  const terms = await readAccountTerms(db, organisationId);
  if (!terms || !organisationId) return { terms: null, pricing: null };
  const rows = await db
    .select({ productId: accountPrices.productId, priceCents: accountPrices.priceCents })
    .from(accountPrices)
    .where(eq(accountPrices.organisationId, organisationId));
  return { terms, pricing: { discountBasisPoints: terms.discountBasisPoints, prices: Object.fromEntries(rows.map((r) => [r.productId, r.priceCents])) } };
}
