import type { Context } from "hono";
import { canSeePrices } from "~/lib/price-visibility";
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

/** decisions.md: exact stock quantities are shown to admins only. */
export function canSeeExactStock(user: Pick<SessionUser, "role"> | null) {
  return user?.role === "admin";
}

/**
 * Who a catalogue answer is for: it differs by this alone (prices, exact stock, caching headers),
 * never by who exactly asks, so one stored answer serves everyone in the audience (server/speed/).
 */
export type Audience = "anonymous" | "signed-in" | "priced" | "admin";

export function audienceOf(user: SessionUser | null): Audience {
  if (!user) return "anonymous";
  if (canSeeExactStock(user)) return "admin";
  return canSeePrices(user) ? "priced" : "signed-in";
}

/** What an audience's product payloads carry: prices, and exact stock quantities. */
export function audienceSees(audience: Audience) {
  return { prices: audience === "priced" || audience === "admin", exactStock: audience === "admin" };
}
