import type { Db } from "../db/database";
import { announceChange } from "./changes-channel";

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
 * Announces a change to every instance, this one included, on the changes channel
 * (changes-channel.ts): delivered when `db`'s transaction, if any, commits, so a write that is
 * rolled back announces nothing. Called by the write services, inside their transaction.
 */
export async function announceCatalogueChange(db: Pick<Db, "execute">, change: CatalogueChange) {
  await announceChange(db, catalogueChangePayload(change));
}
