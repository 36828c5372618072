import type { MiddlewareHandler } from "hono";
import { parseCatalogueChange, type CatalogueChange } from "../services/catalogue-changes";
import type { CatalogueCache } from "../services/catalogue-cache";

/** API writes that announce nothing: carts, sign-in and registration, the contact form. */
const WRITES_THAT_CHANGE_NO_PAGE = /^\/api\/(cart|auth|contact)(\/|$)/;

/** A cache of pages that can forget those whose path passes a test (page-cache.ts, personal-page-cache.ts). */
interface PageStore {
  drop(test: (path: string) => boolean): void;
}

/**
 * What a catalogue change makes stale, dropped from every cache of this instance that holds it.
 * Write services announce their changes on the changes channel (catalogue-changes.ts); every
 * instance hears them, this one included (session-cache.ts listens and hands them to `deliver`).
 *
 * - The catalogue snapshot, and with it the catalogue JSON memoised on it: reloaded on the next read.
 * - Catalogue pages, anonymous and signed-in templates: `/products` (every query) for any change;
 *   for stock, the pages of the products it changed and of the other products of their
 *   categories (a product page shows three of them with their stock); for a product edited or a
 *   category, every product page (a product may have moved to another category).
 * - Nothing else: marketing pages (/, /about, /news, /tools…) show no catalogue data.
 *
 * `middleware`: after a successful API write on this instance, waits until this instance has
 * heard what the write announced (one round trip on the listening connection), so the change
 * shows at once here. When nothing is listened to (`SESSION_CACHE_TTL_SECONDS=0`, or the listener
 * is down) it empties every cache instead, and other instances catch up within their TTLs.
 */
export function cacheInvalidation(opts: { catalogue: CatalogueCache; pages: PageStore[]; sync: () => Promise<boolean> }) {
  function apply(change: CatalogueChange) {
    const pages = pagesAffectedBy(change, opts.catalogue);
    opts.catalogue.invalidate();
    for (const store of opts.pages) store.drop(pages);
  }

  function everything() {
    apply({ kind: "all" });
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    await next();
    const write = c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.method !== "OPTIONS";
    if (!write || c.res.status >= 400 || WRITES_THAT_CHANGE_NO_PAGE.test(c.req.path)) return;
    if (!(await opts.sync())) everything();
  };

  return {
    apply,
    middleware,
    /** for the changes channel: a payload about the catalogue, and a reconnection (changes may have been missed) */
    listener: {
      deliver(payload: string) {
        const change = parseCatalogueChange(payload);
        if (change) apply(change);
      },
      resync: everything,
    },
  };
}

/** A test of page paths: the pages that show what `change` changed, judged from the catalogue as it was. */
export function pagesAffectedBy(change: CatalogueChange, catalogue: Pick<CatalogueCache, "peek">): (path: string) => boolean {
  const isList = (path: string) => path === "/products" || path === "/products/";
  const productOf = (path: string) => (path.startsWith("/products/") ? path.slice("/products/".length).toLowerCase() : undefined);
  if (change.kind !== "stock") return (path) => isList(path) || productOf(path) !== undefined;
  const snapshot = catalogue.peek();
  const changed = new Set(change.productIds.map((id) => id.toLowerCase()));
  // unknown categories (no snapshot held): every product page
  if (!snapshot) return (path) => isList(path) || productOf(path) !== undefined;
  const categories = new Set([...changed].map((id) => snapshot.byId.get(id)?.categoryId));
  const shown = new Set(snapshot.products.filter((p) => categories.has(p.categoryId)).map((p) => p.id));
  for (const id of changed) shown.add(id);
  return (path) => {
    const id = productOf(path);
    return isList(path) || (id !== undefined && shown.has(id));
  };
}
