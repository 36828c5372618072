import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { SESSION_CHANGES_CHANNEL } from "../auth/session";

/**
 * What a write changed in the catalogue, as every instance's caches need to know it:
 * - `stock`: an order took stock of these products, or a cancellation gave it back;
 * - `product`: a product was created, edited or deleted;
 * - `category`: a category was created, edited or deleted (its name and slug are on every product's card);
 * - `all`: anything (a change too large to name).
 * Nothing else that caches hold is edited at run time (marketing text is code: app/content).
 */
export type CatalogueChange = { kind: "stock"; productIds: string[] } | { kind: "product"; productId: string } | { kind: "category" } | { kind: "all" };

const PREFIX = "catalogue:";
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7_000;

export function catalogueChangePayload(change: CatalogueChange): string {
  const text =
    change.kind === "stock"
      ? `${PREFIX}stock:${change.productIds.join(",")}`
      : change.kind === "product"
        ? `${PREFIX}product:${change.productId}`
        : `${PREFIX}${change.kind}`;
  return text.length <= MAX_PAYLOAD ? text : `${PREFIX}all`;
}

/** The change a payload of the changes channel names, or undefined when it is not about the catalogue. */
export function parseCatalogueChange(payload: string): CatalogueChange | undefined {
  if (!payload.startsWith(PREFIX)) return undefined;
  const [kind, rest = ""] = payload.slice(PREFIX.length).split(/:(.*)/s);
  if (kind === "stock") return { kind, productIds: rest.split(",").filter(Boolean) };
  if (kind === "product" && rest) return { kind, productId: rest };
  if (kind === "category") return { kind };
  return { kind: "all" };
}

/**
 * Announces a change to every instance, this one included (session-cache.ts listens on the
 * channel): NOTIFY is delivered when `db`'s transaction, if any, commits, so a write that is
 * rolled back announces nothing. Called by the write services, inside their transaction.
 */
export async function announceCatalogueChange(db: Pick<Db, "execute">, change: CatalogueChange) {
  await db.execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${catalogueChangePayload(change)})`);
}

/** Hears the changes channel's catalogue payloads, and when some may have been missed (`resync`). */
export interface CatalogueChangeListener {
  deliver(payload: string): void;
  resync(): void;
}

/** Hands what the changes channel's listener (session-cache.ts) hears about the catalogue to the caches that subscribed (app.ts). */
export function catalogueChangeHub() {
  const listeners = new Set<CatalogueChangeListener>();
  return {
    subscribe: (listener: CatalogueChangeListener) => void listeners.add(listener),
    deliver: (payload: string) => listeners.forEach((l) => l.deliver(payload)),
    resync: () => listeners.forEach((l) => l.resync()),
  };
}
export type CatalogueChangeHub = ReturnType<typeof catalogueChangeHub>;
