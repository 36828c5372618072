import { asc, eq, sql } from "drizzle-orm";
import { sortByPriceRule } from "~/lib/price";
import type { Db } from "../db/database";
import { categories, products, type Category, type Product } from "../db/schema";
import { boundedMemo, type BoundedMemo } from "./bounded-memo";

/** Values a snapshot remembers (memoOf), the least recently used forgotten first: a product order is 8 bytes a product. */
const DERIVED_VALUES = 64;

/** A product row with its category's slug and name, as every catalogue read needs it. */
export type ProductRow = Product & { categorySlug: string | null; categoryName: string | null };

/**
 * The whole catalogue at one moment: every category and every product, sorted by name. It is never
 * modified; `derived` memoises values computed from it (an audience's product order, searches), so
 * they are computed once per snapshot, at most DERIVED_VALUES of them (an account with its own
 * prices is an audience of its own: without a bound, every account that sorts by price would add one).
 */
export interface CatalogueSnapshot {
  categories: Category[];
  products: ProductRow[];
  byId: Map<string, ProductRow>;
  derived: BoundedMemo<unknown>;
  /** the catalogue's version (catalogueVersion) read just before the snapshot: what it is current for */
  version: string;
}

export interface CatalogueCache {
  /** The current snapshot, loaded from the database at most once per TTL (concurrent callers share one load). */
  snapshot(): Promise<CatalogueSnapshot>;
  /** The current snapshot if it is loaded and fresh, without waiting or loading (the fast lane's question). */
  peek(): CatalogueSnapshot | undefined;
  /** Forgets the snapshot; the next read loads a fresh one. Called after every write that may change the catalogue. */
  invalidate(): void;
  /**
   * `listener` is called when a check after the TTL finds that the catalogue changed without anyone
   * having announced it (a change by hand in SQL, or one announced while nothing listened), before
   * the fresh snapshot is read: the speed layer drops what it made from the old one.
   */
  onUnannouncedChange(listener: () => void): void;
}

/**
 * The catalogue's version: the number of products and categories and the sum of their rows' `xmin`
 * (the transaction that wrote each row version). Every committed insert, update or delete of either
 * table changes it — by the application or by hand in SQL — and an uncommitted one does not, so a
 * snapshot read in the same transaction as its version is exactly the catalogue of that version.
 * One scan of two small tables (about 2 ms at 10,000 products), asked once per TTL.
 * (A counter moved by a trigger was tried first: a sequence moves before its transaction commits, so
 * a reload during a long transaction kept the old rows under the new version for good; a counter row
 * would make every order wait for the one before it to commit.)
 */
export async function catalogueVersion(db: Pick<Db, "execute">): Promise<string> {
  const result = await db.execute<{ version: string }>(sql`
    select (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from products)
      || '/' || (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from categories) as version`);
  return result.rows[0].version;
}

export async function loadCatalogueSnapshot(db: Db): Promise<CatalogueSnapshot> {
  // the version and the rows from one snapshot of the database: they describe the same catalogue
  const { version, categoryRows, productRows } = await db.transaction(
    async (tx) => ({
      version: await catalogueVersion(tx),
      categoryRows: await tx.select().from(categories).orderBy(asc(categories.name)),
      productRows: await tx
        .select({ product: products, categorySlug: categories.slug, categoryName: categories.name })
        .from(products)
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .orderBy(asc(products.name), asc(products.id)),
    }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  // In the name order every list shows (app/lib/price.ts, an Intl collator: PostgreSQL's collation may
  // differ), so that the spec's list and every page of it agree.
  const rows: ProductRow[] = sortByPriceRule(
    productRows.map((r) => ({ ...r.product, categorySlug: r.categorySlug, categoryName: r.categoryName })),
    "name",
    () => null,
  );
  return { categories: categoryRows, products: rows, byId: new Map(rows.map((r) => [r.id, r])), derived: boundedMemo(DERIVED_VALUES), version };
}

/** A reload slower than this serves the previous snapshot meanwhile (the database is slow or frozen). */
export const STALE_AFTER_MS = 300;
/** After a failed reload the previous snapshot is served this long before the next attempt. */
export const RETRY_AFTER_FAILURE_MS = 1_000;

/**
 * Catalogue reads (API and pages) come from memory: the catalogue changes rarely and only through
 * this application, whose write services announce every change to every instance
 * (catalogue-changes.ts; invalidation.ts calls `invalidate`). The TTL `ttlMs`
 * (CATALOGUE_CACHE_TTL_SECONDS) bounds how long a change made otherwise (SQL by hand), or one
 * missed while nothing was listened to, takes to show: after it, the catalogue's version is read
 * (one row) and the snapshot kept while it has not moved, so an unchanged catalogue of 10,000
 * products is not read again every few seconds (and what was made from the snapshot — sorted
 * lists, search results, stored answers — stays with it). With `ttlMs` 0 every read goes to the database.
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
  let unannouncedChange: (() => void) | undefined;

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

  /** After the TTL: `kept` stays the snapshot when the catalogue's version has not moved since it was read; else a fresh one is loaded. */
  function check(now: number, kept: CatalogueSnapshot): Entry {
    const entry: Entry = { snapshot: undefined!, expiresAt: now + ttlMs, staleWhileSlow: kept };
    entry.snapshot = catalogueVersion(db).then(
      (version) => {
        if (version === kept.version) {
          entry.loaded = kept;
          return kept;
        }
        if (current === entry) [current, unchanged] = [null, false];
        unannouncedChange?.();
        return cache.snapshot();
      },
      () => {
        // the database is away: the snapshot stays, asked again soon
        entry.loaded = kept;
        entry.expiresAt = Date.now() + Math.min(ttlMs, RETRY_AFTER_FAILURE_MS);
        return kept;
      },
    );
    return entry;
  }

  const cache: CatalogueCache = {
    snapshot() {
      if (ttlMs <= 0) return loadCatalogueSnapshot(db);
      const now = Date.now();
      if (!current || current.expiresAt <= now) current = unchanged && lastGood ? check(now, lastGood) : reload(now);
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
    onUnannouncedChange(listener) {
      unannouncedChange = listener;
    },
  };
  return cache;
}

/** `derived` memo of a snapshot: computes `make()` once per snapshot and key (while remembered). */
export function memoOf<T>(snapshot: CatalogueSnapshot, key: string, make: () => T): T {
  return snapshot.derived.get(key, make) as T;
}

/**
 * `make()`'s answer kept in the snapshot's memo `name` under `key`: asked once while remembered
 * (concurrent askers share it), forgotten when it fails, at most `maxEntries` per name (the least
 * recently used dropped first). The next catalogue change replaces the snapshot, and these with it.
 */
export function rememberOnce<T>(snapshot: CatalogueSnapshot, name: string, maxEntries: number, key: string, make: () => Promise<T>): Promise<T> {
  const remembered = memoOf(snapshot, name, () => boundedMemo<Promise<T>>(maxEntries));
  const known = remembered.has(key);
  const result = remembered.get(key, make);
  if (!known) result.catch(() => remembered.delete(key));
  return result;
}

/** Whether the snapshot's memo `name` remembers `key` (rememberOnce). */
export function remembers(snapshot: CatalogueSnapshot, name: string, key: string): boolean {
  return snapshot.derived.has(name) && memoOf(snapshot, name, () => boundedMemo<unknown>(0)).has(key);
}
