import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Db } from "../db/database";
import { rateLimited } from "../errors/domain-error";
import { addressNetwork } from "./address-network";
import { trustedForwardedEntry } from "./forwarded";

export interface RateLimitRule {
  /** what is limited, e.g. "login-ip" */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** A rule whose allowance is multiplied (FORM_RATE_LIMIT_MULTIPLIER, e.g. for test servers on one address). */
export function scaledRule(rule: RateLimitRule, multiplier: number): RateLimitRule {
  return { ...rule, limit: rule.limit * multiplier };
}

/**
 * Counts a hit against a fixed window stored in PostgreSQL, so every app instance sees the same
 * counters. Returns how many seconds remain in the window when the limit is exceeded, else null.
 */
export async function hitRateLimit(db: Pick<Db, "execute">, rule: RateLimitRule, subject: string): Promise<number | null> {
  const key = `${rule.name}:${subject}`;
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds}) then now() else rate_limits.window_start end
    returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after`);
  const row = result.rows[0];
  return row.count > rule.limit ? Math.max(1, row.retry_after) : null;
}

/** Seconds left in the window when the subject has already used its allowance, else null; counts nothing. */
export async function rateLimitedFor(db: Db, rule: RateLimitRule, subject: string): Promise<number | null> {
  const result = await db.execute<{ retry_after: number }>(sql`
    select ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after
    from rate_limits
    where key = ${`${rule.name}:${subject}`} and count >= ${rule.limit}
      and window_start >= now() - make_interval(secs => ${rule.windowSeconds})`);
  const row = result.rows[0];
  return row ? Math.max(1, row.retry_after) : null;
}

/** Throws a 429 with Retry-After when the subject has used up its allowance. */
export async function enforceRateLimit(c: Context, db: Db, rule: RateLimitRule, subject: string, message: string) {
  const retryAfter = await hitRateLimit(db, rule, subject);
  if (retryAfter !== null) {
    throw rateLimited(message, retryAfter);
  }
}

export async function clearRateLimit(db: Db, rule: RateLimitRule, subject: string) {
  await db.execute(sql`delete from rate_limits where key = ${`${rule.name}:${subject}`}`);
}

/**
 * The client's address for rate limits. With no trusted proxy (`hops` 0) it is the socket's peer.
 * Behind `hops` trusted proxies, each of which appends the address it was connected from to
 * X-Forwarded-For (nginx's $proxy_add_x_forwarded_for), the client is the hops-th entry from the
 * right: everything left of it was written by the client and is ignored. An IPv6 client counts as
 * its /64, which is all one subscriber's (address-network.ts).
 */
export function clientAddress(c: Context, hops: number) {
  return addressNetwork(trustedForwardedEntry(c.req.header("X-Forwarded-For"), hops) ?? socketAddress(c));
}

function socketAddress(c: Context) {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // app.request() in tests has no socket
  }
}
