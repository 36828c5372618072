import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Db } from "../db/database";
import { addressNetwork } from "./address-network";
import { trustedForwardedEntry } from "./forwarded";
import { RATE_LIMITS, type RateLimitName, type ScaledRateLimit } from "./rate-limit-table";

/** Rules already applied to this request, with their outcome (seconds to wait, or null): each counts once per request. */
export type AppliedLimits = Map<RateLimitName, Promise<number | null>>;

/** What applying a rule takes beyond its subject: the FORM_RATE_LIMIT_MULTIPLIER of a scaled rule. */
type Scale<N extends RateLimitName> = N extends ScaledRateLimit ? [multiplier: number] : [];

/**
 * Counts a hit of the rule `name` (rate-limit-table.ts) for `subject` against a fixed window
 * stored in PostgreSQL, so every app instance sees the same counters. Returns how many seconds
 * remain in the window when the limit is exceeded, else null.
 */
export function hitRateLimit<N extends RateLimitName>(db: Pick<Db, "execute">, name: N, subject: string, ...scale: Scale<N>): Promise<number | null> {
  return hit(db, name, subject, scale[0] ?? 1);
}

export async function hit(db: Pick<Db, "execute">, name: RateLimitName, subject: string, multiplier: number): Promise<number | null> {
  const rule = RATE_LIMITS[name];
  const limit = rule.scaled ? rule.limit * multiplier : rule.limit;
  const key = `${name}:${subject}`;
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds}) then now() else rate_limits.window_start end
    returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after`);
  const row = result.rows[0];
  return row.count > limit ? Math.max(1, row.retry_after) : null;
}

/** Seconds left in the window when the subject has already used its allowance of a fixed rule, else null; counts nothing. */
export async function rateLimitedFor(db: Db, name: Exclude<RateLimitName, ScaledRateLimit>, subject: string): Promise<number | null> {
  const rule = RATE_LIMITS[name];
  const result = await db.execute<{ retry_after: number }>(sql`
    select ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after
    from rate_limits
    where key = ${`${name}:${subject}`} and count >= ${rule.limit}
      and window_start >= now() - make_interval(secs => ${rule.windowSeconds})`);
  const row = result.rows[0];
  return row ? Math.max(1, row.retry_after) : null;
}

export async function clearRateLimit(db: Db, name: RateLimitName, subject: string) {
  await db.execute(sql`delete from rate_limits where key = ${`${name}:${subject}`}`);
}

/**
 * Applies `name` to a request (`count` counts the hit) and records its outcome in the request's
 * applied limits. A rule counts once per request: a second application (a rule met on two paths of
 * one request, such as the certificate look-up's route and the page it passes refusals on to, or
 * two at once) answers the first one's outcome and counts nothing more.
 */
export function hitOnce(applied: AppliedLimits, name: RateLimitName, count: () => Promise<number | null>): Promise<number | null> {
  let outcome = applied.get(name);
  if (!outcome) {
    // the promise, not its value, is recorded: an application made while the first is counting waits for it
    outcome = count();
    applied.set(name, outcome);
  }
  return outcome;
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
