import type { MiddlewareHandler } from "hono";
import { parseCatalogueChange, type CatalogueChange } from "./catalogue-changes";
import type { CatalogueCache } from "./catalogue-cache";
import type { ChangeSubscriber } from "./changes-channel";
import type { ResponseCache } from "./response-cache";

/** API writes that announce nothing: carts, sign-in and registration, the contact form, event registrations and the newsletter. */
const WRITES_THAT_CHANGE_NO_ANSWER = /^\/api\/(cart|auth|contact|events|newsletter)(\/|$)/;

/**
 * What a catalogue change makes stale, dropped on this instance. Write services announce their
 * changes on the changes channel (catalogue-changes.ts); every instance hears them, this one
 * included (changes-channel.ts hands them to `listener`): the catalogue snapshot, and the stored
 * answers that show what changed (`affectedBy`).
 *
 * `middleware`: after a successful API write on this instance, waits until this instance has heard
 * what the write announced (one round trip on the listening connection), so the change shows at
 * once here. When nothing is listened to (`SESSION_CACHE_TTL_SECONDS=0`, or the listener is down)
 * it drops every catalogue answer instead; other instances catch up within their TTLs.
 */
export function cacheInvalidation(opts: { catalogue: CatalogueCache; cache: Pick<ResponseCache, "drop">; sync: () => Promise<boolean> }) {
  function apply(change: CatalogueChange) {
    const stale = affectedBy(change, opts.catalogue);
    opts.catalogue.invalidate();
    opts.cache.drop(stale);
  }
  const everything = () => apply({ kind: "all" });

  const middleware: MiddlewareHandler = async (c, next) => {
    await next();
    const write = c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.method !== "OPTIONS";
    if (!write || c.res.status >= 400 || WRITES_THAT_CHANGE_NO_ANSWER.test(c.req.path)) return;
    if (!(await opts.sync())) everything();
  };

  return {
    middleware,
    /** for the changes channel: a payload about the catalogue, and a reconnection (changes may have been missed) */
    listener: {
      deliver(payload: string) {
        const change = parseCatalogueChange(payload);
        if (change) apply(change);
      },
      connected: everything,
    } satisfies ChangeSubscriber,
    /** a change nobody announced (by hand in SQL), found by the catalogue's version check */
    unannounced: everything,
  };
}

/**
 * A test of paths (a data request's page path): the answers that show what `change` changed, judged
 * from the catalogue as it was. Every change: the product list and its JSON. Stock: the changed
 * products' pages and JSON, and the pages of the other products of their categories (a product page
 * shows three of them with their stock). A product or category: every product page and answer, and
 * for a category the category list. Never a marketing page (/, /about, /tools…): they show no catalogue data.
 */
export function affectedBy(change: CatalogueChange, catalogue: Pick<CatalogueCache, "peek">): (path: string) => boolean {
  const productOf = (path: string) => /^\/(api\/)?products\/([^/]+)$/.exec(path)?.[2].toLowerCase();
  const list = (path: string) =>
    path === "/products" || path === "/api/products" || (change.kind !== "stock" && change.kind !== "product" && path === "/api/categories");
  const snapshot = catalogue.peek();
  if (change.kind !== "stock" || !snapshot) return (path) => list(path) || productOf(path) !== undefined;
  const changed = new Set(change.productIds.map((id) => id.toLowerCase()));
  const categories = new Set([...changed].map((id) => snapshot.byId.get(id)?.categoryId));
  const pages = new Set(snapshot.products.filter((p) => categories.has(p.categoryId)).map((p) => p.id));
  return (path) => {
    const id = productOf(path);
    return list(path) || (id !== undefined && (changed.has(id) || (!path.startsWith("/api/") && pages.has(id))));
  };
}
