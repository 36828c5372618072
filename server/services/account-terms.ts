import { eq } from "drizzle-orm";
import type { AccountTerms } from "~/lib/account-terms";
import type { Db } from "../db/database";
import { accountTerms } from "../db/schema";

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
