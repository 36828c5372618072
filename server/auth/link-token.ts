import { createHash, randomBytes } from "node:crypto";
import { ACCOUNT_TOKEN_PATTERN } from "~/lib/account-schemas";

/*
 * The secrets of links sent by e-mail and of session cookies (docs/decisions/016-account-tokens-and-cart-ownership.md):
 * 32 random bytes in base64url (43 characters) handed out once, only their sha-256 stored, so a
 * leaked table or backup opens nothing.
 */

/** The stored form of a token: its sha-256, in hex. */
export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** A new random token (never stored as such) and its hash. */
export function newLinkToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

/** The hash to look a link's token up by; null for a token of another shape, which is refused without a look-up. */
export const linkTokenHash = (token: string): string | null => (ACCOUNT_TOKEN_PATTERN.test(token) ? hashToken(token) : null);
