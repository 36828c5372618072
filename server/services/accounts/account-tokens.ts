import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { linkTokenHash, newLinkToken } from "../../auth/link-token";
import type { Db } from "../../db/database";
import { accountTokens } from "../../db/schema";

/*
 * Single-use links sent by e-mail (docs/decisions/016-account-tokens-and-cart-ownership.md): 32
 * random bytes (base64url) in the link, only their sha-256 in the database, a lifetime per
 * purpose, and `used_at` set by a conditional UPDATE, so two clicks racing use a token once. A new
 * link of a purpose replaces the account's earlier unused ones.
 */
export type TokenPurpose = (typeof accountTokens.$inferSelect)["purpose"];

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  "password-reset": 60 * 60 * 1000,
  "email-confirm": 72 * 60 * 60 * 1000,
  "email-change": 24 * 60 * 60 * 1000,
};

type Tx = Pick<Db, "insert" | "delete" | "update" | "select">;

/** Stores a new link for `userId` and returns the token for the e-mail; the account's earlier unused links of this purpose stop working. */
export async function issueToken(tx: Tx, userId: string, purpose: TokenPurpose, email: string) {
  const { token, tokenHash } = newLinkToken();
  await tx.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  await tx.insert(accountTokens).values({ tokenHash, userId, purpose, email, expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]) });
  return token;
}

/**
 * Voids every link of the account not used yet (reset, e-mail change, confirmation): called when
 * its password changes or is reset, when it signs out everywhere and when its address changes, so
 * a link sent before (perhaps to someone who knew the old password) cannot be used after.
 */
export async function voidUnusedTokens(tx: Pick<Db, "delete">, userId: string) {
  await tx.delete(accountTokens).where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
}

const usable = (tokenHash: string, purposes: TokenPurpose[]) =>
  and(eq(accountTokens.tokenHash, tokenHash), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date()), inArray(accountTokens.purpose, purposes));

/** The token's row while it can still be used (for a page that shows a form before using it); null for a forged, expired or used one. */
export async function findUsableToken(db: Pick<Db, "select">, token: string, purposes: TokenPurpose[]) {
  const tokenHash = linkTokenHash(token);
  if (!tokenHash) return null;
  const [row] = await db.select().from(accountTokens).where(usable(tokenHash, purposes)).limit(1);
  return row ?? null;
}

/** Uses the token (once: a second call, or a racing one, gets null). */
export async function consumeToken(tx: Tx, token: string, purposes: TokenPurpose[]) {
  const tokenHash = linkTokenHash(token);
  if (!tokenHash) return null;
  const [row] = await tx.update(accountTokens).set({ usedAt: new Date() }).where(usable(tokenHash, purposes)).returning();
  return row ?? null;
}
