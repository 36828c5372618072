import type { Db } from "../db/database";
import type { User } from "../db/schema";
import { createSession, deleteSession } from "../auth/session";
import { clearRateLimit, hitRateLimit, rateLimitedFor, type RateLimitRule } from "../http/rate-limit";
import { authenticate } from "./accounts";

/** Five failed attempts per account in 15 minutes; the sixth attempt is refused. Only failures count. */
export const LOGIN_ACCOUNT_RULE: RateLimitRule = { name: "login-account", limit: 5, windowSeconds: 15 * 60 };
/** Failures per client address, to slow down guessing across many accounts. */
export const LOGIN_ADDRESS_RULE: RateLimitRule = { name: "login-address", limit: 30, windowSeconds: 15 * 60 };

export const INVALID_CREDENTIALS = "Invalid email or password";

export type SignInResult =
  | { ok: true; user: User; token: string; expiresAt: Date }
  | { ok: false; status: 401 | 429; message: string; retryAfter?: number };

/**
 * Checks the credentials under rate limits and opens a new session (a new id at every sign-in;
 * the session the browser had before is deleted).
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; clientAddress: string; previousSessionToken?: string | null },
): Promise<SignInResult> {
  const account = input.email.toLowerCase();
  const retryAfter = (await rateLimitedFor(db, LOGIN_ADDRESS_RULE, input.clientAddress)) ?? (await rateLimitedFor(db, LOGIN_ACCOUNT_RULE, account));
  if (retryAfter !== null) {
    const minutes = Math.ceil(retryAfter / 60);
    return {
      ok: false,
      status: 429,
      retryAfter,
      message: `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    };
  }
  const user = await authenticate(db, input.email, input.password);
  if (!user) {
    await hitRateLimit(db, LOGIN_ADDRESS_RULE, input.clientAddress);
    await hitRateLimit(db, LOGIN_ACCOUNT_RULE, account);
    return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  }
  await clearRateLimit(db, LOGIN_ACCOUNT_RULE, account);
  if (input.previousSessionToken) await deleteSession(db, input.previousSessionToken);
  const session = await createSession(db, user.id);
  return { ok: true, user, ...session };
}
