import { lotNumberProblem, normalizeLotNumber } from "~/lib/lot-rules";
import type { Db } from "../../db/database";
import { findCertificateLot, type CertificateLot } from "../catalogue/lots";

/**
 * Looking up a certificate of analysis by lot number (decision 027). Anyone may, but only by the
 * exact number: the answer for an unknown lot is the same whatever exists, and each client
 * address has an allowance of look-ups ("coa-lookup-address", server/http/rate-limit-table.ts),
 * so lot numbers cannot be harvested by trying them.
 */

export type CertificateLookup =
  | { kind: "found"; lot: CertificateLot }
  | { kind: "none" }
  | { kind: "invalid"; message: string }
  | { kind: "not-found"; lotNumber: string }
  | { kind: "rate-limited"; retryAfter: number };

/**
 * The certificate for `rawLot` as typed, counted against the client's allowance by `countLookup`
 * (the seconds to wait when it is used up, else null; a malformed number, which reveals nothing,
 * is not counted). `none` when no lot number was given.
 */
export async function lookUpCertificate(db: Db, opts: { rawLot: string | null; countLookup: () => Promise<number | null> }): Promise<CertificateLookup> {
  if (opts.rawLot === null || opts.rawLot.trim() === "") return { kind: "none" };
  const problem = lotNumberProblem(opts.rawLot);
  if (problem) return { kind: "invalid", message: problem };
  const retryAfter = await opts.countLookup();
  if (retryAfter !== null) return { kind: "rate-limited", retryAfter };
  const lotNumber = normalizeLotNumber(opts.rawLot);
  const lot = await findCertificateLot(db, lotNumber);
  return lot ? { kind: "found", lot } : { kind: "not-found", lotNumber };
}
