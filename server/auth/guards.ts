import type { Context } from "hono";
import { hasOwnPrices, type AccountPricing } from "~/lib/account-terms";
import { canSeePrices } from "~/lib/price-visibility";
import type { AppEnv } from "../app-env";
import { notAllowed, notSignedIn } from "../errors/domain-error";
import type { SessionUser } from "./session";

/** 401 `not_signed_in` when signed out. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw notSignedIn();
  return user;
}

/** 401 when signed out, 403 `not_allowed` for anyone but an admin. */
export function requireAdmin(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (user.role !== "admin") throw notAllowed();
  return user;
}

/** decisions.md: exact stock quantities are shown to admins only. */
export function canSeeExactStock(user: Pick<SessionUser, "role"> | null) {
  return user?.role === "admin";
}

/**
 * Who a catalogue answer is for: it differs by this alone (prices, exact stock, caching headers),
 * never by who exactly asks, so one stored answer serves everyone in the audience (server/speed/).
 * "priced" sees list prices; an approved account with its own prices (a discount or a price list)
 * is an audience of its own, `account:<userId>:<version of its terms>`, so its answers
 * are stored apart and a terms change starts a new key (the old ones age out of the LRU).
 */
export type Audience = "anonymous" | "signed-in" | "priced" | "admin" | `account:${string}`;

export function audienceOf(user: SessionUser | null): Audience {
  if (!user) return "anonymous";
  if (canSeeExactStock(user)) return "admin";
  if (!canSeePrices(user)) return "signed-in";
  return hasOwnPrices(user.pricing) ? `account:${user.id}:${user.pricing.version}` : "priced";
}

/** What an audience's product payloads carry: prices, and exact stock quantities. */
export function audienceSees(audience: Audience) {
  return { prices: audience !== "anonymous" && audience !== "signed-in", exactStock: audience === "admin" };
}

/** Who a catalogue read is for: the audience, and the prices it pays (null: list prices). */
export interface CatalogueViewer {
  audience: Audience;
  pricing: AccountPricing | null;
}

export function catalogueViewerOf(user: SessionUser | null): CatalogueViewer {
  const audience = audienceOf(user);
  return { audience, pricing: audience.startsWith("account:") ? user!.pricing : null };
}

/** The prices a viewer pays when buying: their account's own, or the list prices (null). */
export function pricingOf(user: SessionUser | null): AccountPricing | null {
  return user?.role === "customer" ? user.pricing : null;
}
