import { asc, eq } from "drizzle-orm";
import { sortByPriceRule } from "~/lib/price";
import type { Db } from "../db/database";
import { categories, products, type Category, type Product } from "../db/schema";

/** A product row with its category's slug and name, as every catalogue read needs it. */
export type ProductRow = Product & { categorySlug: string | null; categoryName: string | null };

/**
 * The whole catalogue at one moment: every category and every product, sorted by name. It is never modified; `derived` memoises values computed from it (an
 * audience's product list), so they are computed once per snapshot.
 */
export interface CatalogueSnapshot {
  categories: Category[];
  products: ProductRow[];
  byId: Map<string, ProductRow>;
  derived: Map<string, unknown>;
}

export interface CatalogueCache {
  /** The current snapshot, loaded from the database at most once per TTL (concurrent callers share one load). */
  snapshot(): Promise<CatalogueSnapshot>;
  /** The current snapshot if it is loaded and fresh, without waiting or loading (the fast lane's question). */
  peek(): CatalogueSnapshot | undefined;
  /** Forgets the snapshot; the next read loads a fresh one. Called after every write that may change the catalogue. */
  invalidate(): void;
}

export async function loadCatalogueSnapshot(db: Db): Promise<CatalogueSnapshot> {
  const [categoryRows, productRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.name)),
    db
      .select({ product: products, categorySlug: categories.slug, categoryName: categories.name })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(asc(products.name), asc(products.id)),
  ]);
  // In the name order every list shows (app/lib/price.ts, an Intl collator: PostgreSQL's collation may
  // differ), so that the spec's list and every page of it agree.
  const rows: ProductRow[] = sortByPriceRule(
    productRows.map((r) => ({ ...r.product, categorySlug: r.categorySlug, categoryName: r.categoryName })),
    "name",
    () => null,
  );
  return { categories: categoryRows, products: rows, byId: new Map(rows.map((r) => [r.id, r])), derived: new Map() };
}

/** A reload slower than this serves the previous snapshot meanwhile (the database is slow or frozen). */
export const STALE_AFTER_MS = 300;
/** After a failed reload the previous snapshot is served this long before the next attempt. */
export const RETRY_AFTER_FAILURE_MS = 1_000;

/**
 * Catalogue reads (API and pages) come from memory: the catalogue changes rarely and only through
 * this application, whose write services announce every change to every instance
 * (catalogue-changes.ts; server/speed/invalidation.ts calls `invalidate`). The TTL `ttlMs`
 * (CATALOGUE_CACHE_TTL_SECONDS) bounds how long a change made otherwise (SQL by hand), or one
 * missed while nothing was listened to, takes to show. With `ttlMs` 0 every read goes to the database.
 * Stock shown here is informative only: placing an order checks it in the database.
 *
 * The database going away does not take the catalogue with it (stale while error): a reload that
 * fails keeps the last snapshot, retried every RETRY_AFTER_FAILURE_MS, and a reload after the TTL
 * that takes longer than STALE_AFTER_MS serves the last snapshot to whoever waits for it. After a
 * write on this instance (invalidate) readers wait for the fresh load, and get the last snapshot
 * only if that load fails.
 */
export function createCatalogueCache(db: Db, ttlMs: number): CatalogueCache {
  type Entry = { snapshot: Promise<CatalogueSnapshot>; loaded?: CatalogueSnapshot; expiresAt: number; staleWhileSlow?: CatalogueSnapshot };
  let current: Entry | null = null;
  /** the last snapshot loaded, served when the database fails, and while a reload after the TTL is slow */
  let lastGood: CatalogueSnapshot | undefined;
  /** false after invalidate(): readers wait for the fresh load instead of the stale snapshot */
  let unchanged = false;

  function reload(now: number): Entry {
    const fallback = lastGood;
    const entry: Entry = { snapshot: undefined!, expiresAt: now + ttlMs, staleWhileSlow: unchanged ? fallback : undefined };
    entry.snapshot = loadCatalogueSnapshot(db).then(
      (snapshot) => {
        entry.loaded = snapshot;
        if (current === entry) [lastGood, unchanged] = [snapshot, true];
        return snapshot;
      },
      (error: unknown) => {
        if (!fallback) {
          // nothing to serve instead: not kept, the next read tries again
          if (current === entry) current = null;
          throw error;
        }
        entry.loaded = fallback;
        entry.expiresAt = Date.now() + Math.min(ttlMs, RETRY_AFTER_FAILURE_MS);
        return fallback;
      },
    );
    return entry;
  }

  return {
    snapshot() {
      if (ttlMs <= 0) return loadCatalogueSnapshot(db);
      const now = Date.now();
      if (!current || current.expiresAt <= now) current = reload(now);
      const entry = current;
      if (entry.loaded || !entry.staleWhileSlow) return entry.snapshot;
      const stale = entry.staleWhileSlow;
      return Promise.race([entry.snapshot, new Promise<CatalogueSnapshot>((resolve) => setTimeout(() => resolve(stale), STALE_AFTER_MS).unref())]);
    },
    peek() {
      return current && current.expiresAt > Date.now() ? current.loaded : undefined;
    },
    invalidate() {
      current = null;
      unchanged = false;
    },
  };
}

/** `derived` memo of a snapshot: computes `make()` once per snapshot and key. */
export function memoOf<T>(snapshot: CatalogueSnapshot, key: string, make: () => T): T {
  if (!snapshot.derived.has(key)) snapshot.derived.set(key, make());
  return snapshot.derived.get(key) as T;
}
