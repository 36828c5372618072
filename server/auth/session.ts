import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { sessions, users } from "../db/schema";

export const SESSION_TTL_MS = 1000 * 60 * 60 * 24 * 14;

/** What the server knows about the signed-in user on every request. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  title: string | null;
  phone: string | null;
  role: "customer" | "admin";
  status: "pending" | "approved" | "rejected";
  createdAt: Date;
  approvedAt: Date | null;
}

export function sessionCookieName(production: boolean) {
  // __Host- cookies must be Secure, which a plain-http localhost cannot set.
  return production ? "__Host-sid" : "sid";
}

export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

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

/** The user of an unexpired session, and when the session expires. */
export async function findSession(db: Db, tokenHash: string): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  const rows = await db
    .select({
      user: {
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
      },
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0] ?? null;
}

export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  if (!isTokenShaped(token)) return null;
  return (await findSession(db, hashToken(token)))?.user ?? null;
}

/**
 * What changed: one session (signed out) or everything about one user (status, role, sessions).
 * Every instance LISTENs on this channel and forgets what it remembered (session-cache.ts).
 */
export type SessionChange = { sessionHash: string } | { userId: string };
export const SESSION_CHANGES_CHANNEL = "session_changes";

export const sessionChangePayload = (change: SessionChange) => ("sessionHash" in change ? `session:${change.sessionHash}` : `user:${change.userId}`);

/** NOTIFY the other instances (delivered when `db`'s transaction, if any, commits). */
export async function announceSessionChange(db: Pick<Db, "execute">, change: SessionChange) {
  await db.execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${sessionChangePayload(change)})`);
}

export async function deleteSession(db: Db, token: string) {
  const sessionHash = hashToken(token);
  await db.delete(sessions).where(eq(sessions.idHash, sessionHash));
  await announceSessionChange(db, { sessionHash });
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
