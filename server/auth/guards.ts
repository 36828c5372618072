import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/api-errors";
import type { SessionUser } from "./session";

/** 401 when signed out. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw new ApiError(401, "Please sign in first");
  return user;
}

/** 401 when signed out, 403 for anyone but an admin. */
export function requireAdmin(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (user.role !== "admin") throw new ApiError(403, "You do not have permission to do this");
  return user;
}

/** Spec §4 and decisions.md: prices and purchasing are for approved users and admins only. */
export function canSeePrices(user: SessionUser | null) {
  return !!user && (user.role === "admin" || user.status === "approved");
}

/**
 * Who a catalogue answer is for: it differs by this alone (prices, caching headers), never by who
 * exactly asks, so one stored answer serves everyone in the audience (http/fast-lane.ts).
 */
export type Audience = "anonymous" | "signed-in" | "priced";

export function audienceOf(user: SessionUser | null): Audience {
  return !user ? "anonymous" : canSeePrices(user) ? "priced" : "signed-in";
}
