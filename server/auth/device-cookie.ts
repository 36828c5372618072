import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parse } from "hono/utils/cookie";

/**
 * The device cookie of OWASP's "Blocking Brute Force Attacks": after a successful sign-in the
 * browser gets a long-lived cookie, signed with DEVICE_COOKIE_SECRET, that names the account (by
 * an HMAC of its e-mail, so the cookie holds no personal data) and a random device id. A client
 * presenting a valid one for the account it signs in to is known: the per-account lockout does
 * not apply to it, only a limit per device id (sign-in.ts). See docs/decisions/006.
 */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const VERSION = "d1";

export function deviceCookieName(production: boolean) {
  // __Host- cookies must be Secure, which a plain-http localhost cannot set
  return production ? "__Host-device" : "device";
}

function sign(secret: string, text: string) {
  return createHmac("sha256", secret).update(text).digest("base64url");
}

/** The account as the cookie names it: keyed, so the cookie neither shows the e-mail nor can be made for another account. */
function accountTag(secret: string, email: string) {
  return sign(secret, `account:${email.toLowerCase()}`).slice(0, 22);
}

/** A fresh cookie value for this account: `d1.<device id>.<account tag>.<issued at>.<signature>`. */
export function issueDeviceToken(secret: string, email: string, now = Date.now()) {
  const body = [VERSION, randomBytes(16).toString("base64url"), accountTag(secret, email), Math.floor(now / 1000)].join(".");
  return `${body}.${sign(secret, body)}`;
}

/** The device id of a valid, unexpired cookie value issued for this account, else null. */
export function verifiedDeviceId(secret: string, token: string | undefined | null, email: string, now = Date.now()): string | null {
  if (!token || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 5 || parts[0] !== VERSION) return null;
  const [, deviceId, tag, issuedAt, signature] = parts;
  const expected = Buffer.from(sign(secret, parts.slice(0, 4).join(".")));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (tag !== accountTag(secret, email)) return null;
  const age = now / 1000 - Number(issuedAt);
  if (!(age >= -60 && age < DEVICE_COOKIE_MAX_AGE_SECONDS)) return null;
  return deviceId;
}

/** The device cookie's value in a Cookie request header. */
export function deviceTokenFrom(cookieHeader: string | null | undefined, production: boolean) {
  if (!cookieHeader) return null;
  const name = deviceCookieName(production);
  return parse(cookieHeader, name)[name] ?? null;
}

/** HttpOnly, SameSite=Strict (only ever needed by a same-site sign-in), Path=/, long-lived; Secure with the __Host- prefix in production. */
export function deviceCookie(token: string, production: boolean) {
  const parts = [`${deviceCookieName(production)}=${token}`, "Path=/", "HttpOnly", "SameSite=Strict", `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`];
  if (production) parts.push("Secure");
  return parts.join("; ");
}
