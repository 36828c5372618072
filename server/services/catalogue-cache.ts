import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { categories, products, type Category, type Product } from "../db/schema";

/** A product row with its category's slug and name, as every catalogue read needs it. */
export type ProductRow = Product & { categorySlug: string | null; categoryName: string | null };

/**
 * The whole catalogue at one moment: every category and every product (a few hundred rows at
 * most), sorted by name. It is never modified; `derived` memoises values computed from it
 * (serialised API answers), so they are computed once per snapshot.
 */
export interface CatalogueSnapshot {
  categories: Category[];
  products: ProductRow[];
  byId: Map<string, ProductRow>;
  derived: Map<string, unknown>;
  /** of `derived` values that depend on one product's row only (its id) or on the categories only ("categories") */
  dependsOn: Map<string, string>;
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
  const rows: ProductRow[] = productRows.map((r) => ({ ...r.product, categorySlug: r.categorySlug, categoryName: r.categoryName }));
  return { categories: categoryRows, products: rows, byId: new Map(rows.map((r) => [r.id, r])), derived: new Map(), dependsOn: new Map() };
}

/** A reload slower than this serves the previous snapshot meanwhile (the database is slow or frozen). */
export const STALE_AFTER_MS = 300;
/** After a failed reload the previous snapshot is served this long before the next attempt. */
export const RETRY_AFTER_FAILURE_MS = 1_000;

/**
 * Catalogue reads (API and pages) come from memory: the catalogue changes rarely and only through
 * this application, whose write services announce every change to every instance
 * (catalogue-changes.ts; invalidate-on-write.ts calls `invalidate`). The TTL `ttlMs`
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
  /** the last snapshot loaded since the last invalidate(): a reload that finds the same rows keeps it */
  let lastLoaded: CatalogueSnapshot | undefined;
  /** the last snapshot loaded at all, served when the database fails */
  let lastGood: CatalogueSnapshot | undefined;
  /** the snapshot before the last invalidate(): what a changed catalogue's unchanged products keep of it */
  let beforeChange: CatalogueSnapshot | undefined;

  function reload(now: number): Entry {
    const previous = lastLoaded;
    const base = previous ?? beforeChange;
    const fallback = lastGood;
    const entry: Entry = { snapshot: undefined!, expiresAt: now + ttlMs, staleWhileSlow: previous };
    // An unchanged catalogue stays the same snapshot, with what was derived from it (compressed
    // answers; pages rendered from it, personal-page-cache.ts): nothing is computed again.
    entry.snapshot = loadCatalogueSnapshot(db).then(
      (fresh) => {
        const snapshot = previous && sameCatalogue(previous, fresh) ? previous : fresh;
        if (snapshot === fresh && base) carryOver(base, fresh);
        entry.loaded = snapshot;
        if (current === entry) {
          lastLoaded = lastGood = snapshot;
          beforeChange = undefined;
        }
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
      if (lastLoaded) beforeChange = lastLoaded;
      lastLoaded = undefined;
    },
  };
}

/** The same categories and products, field by field, in the same order. */
export function sameCatalogue(a: Pick<CatalogueSnapshot, "categories" | "products">, b: Pick<CatalogueSnapshot, "categories" | "products">) {
  return sameRows(a.categories, b.categories) && sameRows(a.products, b.products);
}

function sameRows<T extends object>(a: T[], b: T[]) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Record<string, unknown>;
    const y = b[i] as Record<string, unknown>;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length) return false;
    for (const key of keys) if (!sameValue(x[key], y[key])) return false;
  }
  return true;
}

/** Column values: text, numbers, booleans, null, timestamps, and JSON (product specifications). */
function sameValue(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (x instanceof Date && y instanceof Date) return x.getTime() === y.getTime();
  if (typeof x === "object" && typeof y === "object" && x !== null && y !== null) return JSON.stringify(x) === JSON.stringify(y);
  return false;
}

/**
 * `derived` memo of a snapshot: computes `make()` once per snapshot and key. With `dependsOn` (a
 * product id, or "categories") the value is kept by the next snapshot when what it depends on is
 * unchanged: an order recomputes the answers of the products it changed, not of the others.
 */
export function memoOf<T>(snapshot: CatalogueSnapshot, key: string, make: () => T, dependsOn?: string): T {
  if (!snapshot.derived.has(key)) {
    snapshot.derived.set(key, make());
    if (dependsOn) snapshot.dependsOn.set(key, dependsOn);
  }
  return snapshot.derived.get(key) as T;
}

/** Gives `fresh` the values of `base` whose product row (or categories) did not change. */
function carryOver(base: CatalogueSnapshot, fresh: CatalogueSnapshot) {
  const categoriesSame = sameRows(base.categories, fresh.categories);
  for (const [key, dependsOn] of base.dependsOn) {
    const before = base.byId.get(dependsOn);
    const now = fresh.byId.get(dependsOn);
    const same = dependsOn === "categories" ? categoriesSame : before !== undefined && now !== undefined && sameRows([before], [now]);
    if (!same || fresh.derived.has(key)) continue;
    fresh.derived.set(key, base.derived.get(key));
    fresh.dependsOn.set(key, dependsOn);
  }
}
