import { lotNumberProblem, normalizeLotNumber } from "~/lib/lot-rules";
import type { Db } from "../../db/database";
import { hitRateLimit, scaledRule, type RateLimitRule } from "../../http/rate-limit";
import { findCertificateLot, type CertificateLot } from "../catalogue/lots";

/**
 * Looking up a certificate of analysis by lot number (decision 027). Anyone may, but only by the
 * exact number: the answer for an unknown lot is the same whatever exists, and each client
 * address has an allowance of look-ups, so lot numbers cannot be harvested by trying them.
 */

/** Thirty look-ups per client address in ten minutes: a lab downloads a few; a script trying numbers meets the limit. */
export const CERTIFICATE_LOOKUP_RATE_LIMIT: RateLimitRule = { name: "coa-lookup-address", limit: 30, windowSeconds: 600 };

export type CertificateLookup =
  | { kind: "found"; lot: CertificateLot }
  | { kind: "none" }
  | { kind: "invalid"; message: string }
  | { kind: "not-found"; lotNumber: string }
  | { kind: "rate-limited"; retryAfter: number };

/**
 * The certificate for `rawLot` as typed, counted against the client's allowance (a malformed
 * number, which reveals nothing, is not counted). `none` when no lot number was given.
 */
export async function lookUpCertificate(
  db: Db,
  opts: { rawLot: string | null; clientAddress: string; rateLimitMultiplier: number },
): Promise<CertificateLookup> {
  if (opts.rawLot === null || opts.rawLot.trim() === "") return { kind: "none" };
  const problem = lotNumberProblem(opts.rawLot);
  if (problem) return { kind: "invalid", message: problem };
  const retryAfter = await countCertificateLookup(db, opts.clientAddress, opts.rateLimitMultiplier);
  if (retryAfter !== null) return { kind: "rate-limited", retryAfter };
  const lotNumber = normalizeLotNumber(opts.rawLot);
  const lot = await findCertificateLot(db, lotNumber);
  return lot ? { kind: "found", lot } : { kind: "not-found", lotNumber };
}

/** Counts one look-up against the client's allowance: the seconds to wait when it is used up, else null. */
export function countCertificateLookup(db: Db, clientAddress: string, rateLimitMultiplier: number) {
  return hitRateLimit(db, scaledRule(CERTIFICATE_LOOKUP_RATE_LIMIT, rateLimitMultiplier), clientAddress);
}
