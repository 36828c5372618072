import type { Db } from "../../db/database";
import type { User } from "../../db/schema";
import { createSession, deleteSession } from "../../auth/session";
import { issueDeviceToken, verifiedDeviceId } from "../../auth/device-cookie";
import { clearRateLimit, hitRateLimit, rateLimitedFor } from "../../http/rate-limit";
import type { RateLimitName } from "../../http/rate-limit-table";
import { authenticate } from "./accounts";

/*
 * Online guessing is slowed without letting anyone lock the real user out (OWASP Authentication
 * Cheat Sheet, "Blocking Brute Force Attacks"; docs/decisions/006). Only failures count.
 *
 * A client without a valid device cookie for the account (an unknown browser) meets three limits:
 * - per account and client address: 5 failures in 15 minutes. An attacker's failures lock only
 *   the attacker's own address out of that account; the user signs in from anywhere else.
 * - per client address: 100 failures in 15 minutes, across all accounts, to slow one address
 *   spraying many accounts. Far above one person's typos, so the colleagues behind one company
 *   address (NAT, proxy) are not locked out by one of them.
 * - per account from unknown browsers: 50 failures in 15 minutes, whatever the addresses, so that
 *   many addresses together cannot guess without bound either. Reaching it locks out only unknown
 *   browsers; the user's known browser still gets in.
 * A client with a valid device cookie for the account (it signed in there before) meets only a
 * limit of its own: 10 failures per device in 15 minutes, so a stolen cookie is no free oracle.
 * (The four rules' numbers: server/http/rate-limit-table.ts, "login-…".)
 */
type SignInLimit = Extract<RateLimitName, `login-${string}`>;

export const INVALID_CREDENTIALS = "Invalid email or password";

/** A person removed from their organisation, once their password is right (a wrong one is told nothing more). */
export const ACCOUNT_CLOSED = "This account was closed when its organisation removed it. Ask your organisation's admin to invite you again.";

export type SignInResult =
  | { ok: true; user: User; token: string; expiresAt: Date; deviceToken: string }
  | { ok: false; status: 401 | 429; message: string; retryAfter?: number }
  | { ok: false; status: 403; code: "account_closed"; message: string };

export interface SignInInput {
  email: string;
  password: string;
  clientAddress: string;
  previousSessionToken?: string | null;
  /** signs the previous session out: the session cache's `end`, so this instance forgets it at once too (deleteSession only announces it) */
  endSession?: (token: string) => Promise<void>;
  /** the device cookie's value, if the browser sent one */
  deviceToken?: string | null;
  /** DEVICE_COOKIE_SECRET */
  deviceSecret: string;
}

function tooMany(retryAfter: number): SignInResult {
  const minutes = Math.ceil(retryAfter / 60);
  return {
    ok: false,
    status: 429,
    retryAfter,
    message: `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  };
}

/** The first limit already used up, in seconds until it resets, else null. */
async function limitedFor(db: Db, checks: Array<[SignInLimit, string]>) {
  for (const [rule, subject] of checks) {
    const retryAfter = await rateLimitedFor(db, rule, subject);
    if (retryAfter !== null) return retryAfter;
  }
  return null;
}

/**
 * Checks the credentials under the limits above and opens a new session (a new id at every
 * sign-in; the session the browser had before is deleted). A success also returns a new device
 * cookie value for the browser.
 */
export async function signIn(db: Db, input: SignInInput): Promise<SignInResult> {
  const account = input.email.toLowerCase();
  const deviceId = verifiedDeviceId(input.deviceSecret, input.deviceToken, account);
  const limits: Array<[SignInLimit, string]> = deviceId
    ? [["login-device", deviceId]]
    : [
        ["login-address", input.clientAddress],
        ["login-account-address", `${account}|${input.clientAddress}`],
        ["login-account-unknown-devices", account],
      ];
  const retryAfter = await limitedFor(db, limits);
  if (retryAfter !== null) return tooMany(retryAfter);

  const user = await authenticate(db, input.email, input.password);
  if (!user) {
    for (const [rule, subject] of limits) await hitRateLimit(db, rule, subject);
    return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  }
  if (user.status === "closed") return { ok: false, status: 403, code: "account_closed", message: ACCOUNT_CLOSED };
  // the user's own typos from here are forgotten; the account-wide count of unknown browsers is not
  // (a success says nothing about the failures other addresses caused)
  if (deviceId) await clearRateLimit(db, "login-device", deviceId);
  else await clearRateLimit(db, "login-account-address", `${account}|${input.clientAddress}`);
  if (input.previousSessionToken) await (input.endSession ?? ((token) => deleteSession(db, token)))(input.previousSessionToken);
  const session = await createSession(db, user.id);
  return { ok: true, user, ...session, deviceToken: issueDeviceToken(input.deviceSecret, account) };
}
