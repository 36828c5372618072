import type { UserStatusValue } from "./admin-user-status";

/** Who is asking, as far as price visibility goes: a signed-in account's role and status, or nobody. */
export type PriceViewer = { role: string; status: UserStatusValue | "closed" } | null | undefined;

/**
 * Spec §4 and decisions.md: prices and purchasing are for approved users and admins only. The one
 * rule the server (product reads, cart, orders) and the UI (price block, cart panel, checkout) use.
 */
export function canSeePrices(viewer: PriceViewer): boolean {
  return !!viewer && (viewer.role === "admin" || viewer.status === "approved");
}
