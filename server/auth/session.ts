import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { AccountPricing } from "~/lib/account-terms";
import type { UserIdentity } from "~/lib/admin-types";
import type { MemberLimits, OrganisationRole } from "~/lib/organisation-roles";
import type { Db } from "../db/database";
import { accountPrices, accountTerms, organisationMembers, organisations, sessions, users } from "../db/schema";
import { announceSessionChange } from "../speed/changes-channel";
import { hashToken } from "./link-token";

/** A session's absolute lifetime, however active it is. */
export const SESSION_TTL_MS = 1000 * 60 * 60 * 24 * 14;
/**
 * `last_seen_at` is written at most this often per session: an active visitor costs one UPDATE a
 * minute, not one per request. The idle timeout (SESSION_IDLE_TIMEOUT_MINUTES) is counted from it.
 */
export const LAST_SEEN_INTERVAL_MS = 60_000;

/** The organisation a signed-in person belongs to, their role and limits in it (docs/decisions/054-organisations.md). */
export interface SessionOrganisation {
  id: string;
  name: string;
  role: OrganisationRole;
  limits: MemberLimits;
}

/** What the server knows about the signed-in user on every request. */
export interface SessionUser extends UserIdentity {
  /** never `closed`: a closed account has no session (findSession) */
  status: "pending" | "approved" | "rejected";
  createdAt: Date;
  approvedAt: Date | null;
  /** their organisation (null: staff) */
  organisation: SessionOrganisation | null;
  /**
   * The organisation's own prices (its discount and price list), null without terms; `version`
   * (when its terms last changed) names its catalogue audience (auth/guards.ts). A terms change
   * announces the organisation on the session channel, so every instance reads its members again.
   */
  pricing: (AccountPricing & { version: number }) | null;
}

export function sessionCookieName(production: boolean) {
  // __Host- cookies must be Secure, which a plain-http localhost cannot set.
  return production ? "__Host-sid" : "sid";
}

// a session id is stored as a link's token is (only its hash); its callers import it from here too
export { hashToken };

/** Creates a session and returns the opaque token for the cookie (only its hash is stored). */
export async function createSession(db: Db, userId: string) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ idHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a cookie value can be a session token at all (no database lookup for anything else). */
export const isTokenShaped = (token: string) => TOKEN_SHAPE.test(token);

export interface FoundSession {
  user: SessionUser;
  expiresAt: Date;
  /** when the session expires unless used again before (last use + idle timeout) */
  idleExpiresAt: Date;
}

/**
 * The user of a session that has neither expired nor been left unused longer than
 * `idleTimeoutMs`, and when it expires. A session found idle is deleted; a session found in use
 * has its `last_seen_at` moved to now when it is older than LAST_SEEN_INTERVAL_MS.
 */
/** The columns of the user a session stands for (SessionUser without its organisation and pricing). */
export const SESSION_USER_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  company: users.company,
  title: users.title,
  phone: users.phone,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  approvedAt: users.approvedAt,
};

export async function findSession(db: Db, tokenHash: string, idleTimeoutMs: number): Promise<FoundSession | null> {
  const rows = await db
    .select({
      user: SESSION_USER_COLUMNS,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      organisationId: organisationMembers.organisationId,
      organisationName: organisations.name,
      organisationRole: organisationMembers.role,
      orderLimitCents: organisationMembers.orderLimitCents,
      monthlyLimitCents: organisationMembers.monthlyLimitCents,
      approvalLimitCents: organisationMembers.approvalLimitCents,
      termsUpdatedAt: accountTerms.updatedAt,
      discountBasisPoints: accountTerms.discountBasisPoints,
      prices: sql<Record<
        string,
        number
      > | null>`(select json_object_agg(${accountPrices.productId}, ${accountPrices.priceCents}) from ${accountPrices} where ${accountPrices.organisationId} = ${organisationMembers.organisationId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organisationMembers, eq(organisationMembers.userId, users.id))
    .leftJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .leftJoin(accountTerms, eq(accountTerms.organisationId, organisationMembers.organisationId))
    .where(and(eq(sessions.idHash, tokenHash), gt(sessions.expiresAt, new Date()), ne(users.status, "closed")))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const now = Date.now();
  if (row.lastSeenAt.getTime() + idleTimeoutMs <= now) {
    await db.delete(sessions).where(eq(sessions.idHash, tokenHash));
    return null;
  }
  let lastSeenAt = row.lastSeenAt;
  if (now - lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS) {
    lastSeenAt = new Date(now);
    await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.idHash, tokenHash));
  }
  const pricing =
    row.user.role === "customer" && row.termsUpdatedAt
      ? { discountBasisPoints: row.discountBasisPoints ?? 0, prices: row.prices ?? {}, version: row.termsUpdatedAt.getTime() }
      : null;
  const organisation =
    row.organisationId && row.organisationName !== null && row.organisationRole
      ? {
          id: row.organisationId,
          name: row.organisationName,
          role: row.organisationRole,
          limits: { orderLimitCents: row.orderLimitCents, monthlyLimitCents: row.monthlyLimitCents, approvalLimitCents: row.approvalLimitCents },
        }
      : null;
  const user = { ...row.user, status: row.user.status as SessionUser["status"], organisation, pricing };
  return { user, expiresAt: row.expiresAt, idleExpiresAt: new Date(lastSeenAt.getTime() + idleTimeoutMs) };
}

export async function findSessionUser(db: Db, token: string, idleTimeoutMs: number): Promise<SessionUser | null> {
  if (!isTokenShaped(token)) return null;
  return (await findSession(db, hashToken(token), idleTimeoutMs))?.user ?? null;
}

export async function deleteSession(db: Db, token: string) {
  const sessionHash = hashToken(token);
  await db.delete(sessions).where(eq(sessions.idHash, sessionHash));
  await announceSessionChange(db, { sessionHash });
}

export async function deleteExpiredSessions(db: Db, idleTimeoutMs: number) {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, new Date(Date.now() - idleTimeoutMs))));
}
