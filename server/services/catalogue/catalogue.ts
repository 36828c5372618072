import type { MatchedField, ProductCardData, ProductSummary } from "~/lib/catalogue-types";
import { accountUnitCents } from "~/lib/account-terms";
import type { CatalogueQuery, CatalogueSort } from "~/lib/catalogue-query";
import { priceTextFromCents, sortByPriceRule, type ProductSort } from "~/lib/price";
import { stockFields } from "~/lib/stock";
import { audienceSees, type CatalogueViewer } from "../../auth/guards";
import type { Db } from "../../db/database";
import { memoOf, rememberOnce, remembers, type CatalogueCache, type CatalogueSnapshot, type ProductRow } from "../../speed/catalogue-cache";
import { matchedFields, searchProducts, searchTopProducts, type NameOrder } from "./catalogue-search";
import { pageCountOf, pageSlice } from "~/lib/pagination";
import { isUuid } from "~/lib/path-param-shapes";

/**
 * A product as the API and the pages see it (app/lib/catalogue-types.ts): `price` is null for
 * anyone who may not see prices, and `stockQuantity` is there for admins only.
 */
export type ProductView = ProductSummary & { createdAt: Date };

export type { ProductRow } from "../../speed/catalogue-cache";

/** `viewer`: who reads (the request's viewer.catalogue): an account with its own prices sees those (account-terms.ts). */
export function toProductView(row: ProductRow, viewer: CatalogueViewer): ProductView {
  const sees = audienceSees(viewer.audience);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    shortDescription: row.shortDescription,
    price: sees.prices ? priceTextFromCents(accountUnitCents(row, viewer.pricing), row.priceOnRequest) : null,
    sku: row.sku,
    categoryId: row.categoryId,
    category: row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName } : null,
    imageUrl: row.imageUrl,
    ...stockFields(row, sees.exactStock),
    featured: row.featured,
    specifications: row.specifications,
    createdAt: row.createdAt,
  };
}

// one definition of an id's shape, the path parameters' (app/lib/path-param-shapes.ts)
export { isUuid };

export async function listCategories(catalogue: CatalogueCache) {
  return (await catalogue.snapshot()).categories;
}

/** The product with this SKU (exactly as stored), as `viewer` may see it; null when there is none. */
export async function productBySku(catalogue: CatalogueCache, viewer: CatalogueViewer, sku: string) {
  const row = (await catalogue.snapshot()).products.find((r) => r.sku === sku);
  return row ? toProductView(row, viewer) : null;
}

/**
 * The spec's product list (every product, or those of one category; an unknown slug gives an empty
 * list), by name, as JSON bytes written one product at a time. At 10,000 products the list is about
 * 11 MB of JSON: made as an array of views and then one string, it held all three at once (about
 * 140 MB more resident memory for one request); this holds the bytes and one product's view.
 */
export function productListJson(snapshot: CatalogueSnapshot, viewer: CatalogueViewer, categorySlug?: string): Buffer {
  const known = !categorySlug || snapshot.categories.some((c) => c.slug === categorySlug);
  const parts: Buffer[] = [Buffer.from("[")];
  const comma = Buffer.from(",");
  for (const row of known ? snapshot.products : []) {
    if (categorySlug && row.categorySlug !== categorySlug) continue;
    if (parts.length > 1) parts.push(comma);
    parts.push(Buffer.from(JSON.stringify(toProductView(row, viewer))));
  }
  parts.push(Buffer.from("]"));
  return Buffer.concat(parts);
}

export async function getProduct(catalogue: CatalogueCache, viewer: CatalogueViewer, id: string) {
  if (!isUuid(id)) return null;
  const row = (await catalogue.snapshot()).byId.get(id.toLowerCase());
  return row ? toProductView(row, viewer) : null;
}

/** Other products of the same category, for the product page. */
export async function relatedProducts(catalogue: CatalogueCache, viewer: CatalogueViewer, product: ProductView, limit = 3) {
  if (!product.categoryId) return [];
  const snapshot = await catalogue.snapshot();
  return snapshot.products
    .filter((r) => r.categoryId === product.categoryId && r.id !== product.id)
    .slice(0, limit)
    .map((r) => toProductView(r, viewer));
}

/** What a list of the catalogue (the /products page, GET /api/products) shows for one query and viewer. */
export interface CatalogueMatches {
  /** every matching row, in the order asked for */
  rows: readonly ProductRow[];
  /** the order used: a price order asked for by a viewer who may not see prices is the name order */
  sort: CatalogueSort;
  /** a price order was asked for and replaced by the name order, so as not to reveal the prices' order */
  priceOrderHidden: boolean;
  /** the search term that found the rows: the one asked for, or it with its misspelt words corrected ("" without a search) */
  searchedFor: string;
}

/**
 * The products matching `query` (search term, category, in stock) for `viewer`, sorted on the
 * server by spec §5 with the prices the viewer pays (app/lib/price.ts sortByPriceRule), or by the
 * search's rank. The search is PostgreSQL's (catalogue-search.ts); everything else is the snapshot in
 * memory, whose orders are computed once per snapshot and audience.
 */
export async function findProducts(
  db: Db,
  catalogue: CatalogueCache,
  viewer: CatalogueViewer,
  query: Pick<CatalogueQuery, "q" | "category" | "sort" | "inStock">,
): Promise<CatalogueMatches> {
  const snapshot = await catalogue.snapshot();
  const search = query.q ? await searchOnce(db, snapshot, query.q) : undefined;
  const priceOrderHidden = query.sort.startsWith("price-") && !audienceSees(viewer.audience).prices;
  const sort: CatalogueSort = priceOrderHidden ? "name" : query.sort;
  let rows: readonly ProductRow[];
  if (search && sort === "relevance") rows = search.rows;
  else {
    rows = sortedRows(snapshot, viewer, sort === "relevance" ? "name" : sort);
    if (search) {
      const found = search.found();
      rows = rows.filter((r) => found.has(r));
    }
  }
  if (query.category) {
    const slug = query.category;
    rows = rows.filter((r) => r.categorySlug === slug);
  }
  if (query.inStock) rows = rows.filter((r) => r.inStock);
  return { rows, sort, priceOrderHidden, searchedFor: search?.searchedFor ?? "" };
}

/** One page of the products matching a query: its rows, how many match in all, and which page it is. */
export interface CataloguePage extends Omit<CatalogueMatches, "rows"> {
  rows: readonly ProductRow[];
  total: number;
  /** the page shown: the one asked for, or with `lastIfPast` the last one when that was past the end */
  page: number;
}

/**
 * Page `page` (1-based, `pageSize` a page) of findProducts' list. The first page of a search in
 * relevance order without the in-stock filter is asked of PostgreSQL alone (searchTopProducts: the
 * first page's matches, not all of them; decision 032), unless the whole list is remembered already;
 * a later page, another order or the in-stock filter pages the whole list, remembered for the next
 * pages. With `lastIfPast` a page past the end is the last page (the /products page), else it is
 * empty (the API).
 */
export async function findProductsPage(
  db: Db,
  catalogue: CatalogueCache,
  viewer: CatalogueViewer,
  query: Pick<CatalogueQuery, "q" | "category" | "sort" | "inStock">,
  opts: { page: number; pageSize: number; lastIfPast: boolean },
): Promise<CataloguePage> {
  const snapshot = await catalogue.snapshot();
  if (query.q && query.sort === "relevance" && !query.inStock && opts.page === 1 && !rememberedSearch(snapshot, query.q)) {
    const categoryId = query.category ? snapshot.categories.find((c) => c.slug === query.category)?.id : undefined;
    const found =
      query.category && !categoryId
        ? { total: 0, ids: [], searchedFor: query.q }
        : await firstPageOnce(db, snapshot, query.q, { limit: opts.pageSize, categoryId });
    const rows = found.ids.flatMap((id) => snapshot.byId.get(id) ?? []);
    return { rows, total: found.total, page: 1, sort: "relevance", priceOrderHidden: false, searchedFor: found.searchedFor };
  }
  const found = await findProducts(db, catalogue, viewer, query);
  const page = opts.lastIfPast ? Math.min(opts.page, pageCountOf(found.rows.length, opts.pageSize)) : opts.page;
  return { ...found, rows: pageSlice(found.rows, page, opts.pageSize), total: found.rows.length, page };
}

/** How many search terms' results a snapshot keeps (the most recent ones). */
const REMEMBERED_SEARCHES = 200;

/** A search's result in the snapshot's terms: its rows most relevant first, and the same rows as a set (for the other orders, made when first asked for). */
interface SnapshotSearch {
  rows: readonly ProductRow[];
  found(): ReadonlySet<ProductRow>;
  searchedFor: string;
}

/**
 * A search's result, asked of PostgreSQL once per snapshot and term (concurrent askers share one
 * query), and turned into the snapshot's rows once: a term that matches most of the catalogue
 * gives thousands of ids, and looking them up again for every page cost more than the query.
 * The next catalogue change replaces the snapshot, and these with it.
 */
function searchOnce(db: Db, snapshot: CatalogueSnapshot, term: string): Promise<SnapshotSearch> {
  return rememberedOnce(snapshot, "searches", term, () =>
    searchProducts(db, term, nameOrderOf(snapshot)).then(({ ids, searchedFor }) => {
      const rows: ProductRow[] = [];
      for (const id of ids) {
        const row = snapshot.byId.get(id);
        if (row) rows.push(row);
      }
      let found: Set<ProductRow> | undefined;
      return { rows, found: () => (found ??= new Set(rows)), searchedFor };
    }),
  );
}

/**
 * The first page of a search (searchTopProducts), asked of PostgreSQL once per snapshot, term,
 * category and page size (concurrent askers share one query), kept as the searches are.
 */
function firstPageOnce(db: Db, snapshot: CatalogueSnapshot, term: string, opts: { limit: number; categoryId?: string }) {
  return rememberedOnce(snapshot, "search-first-pages", `${opts.limit} ${opts.categoryId ?? ""} ${term}`, () =>
    searchTopProducts(db, term, { ...opts, nameOrder: nameOrderOf(snapshot) }),
  );
}

/** `make()`'s answer kept in the snapshot's memo `name` under `key` (rememberOnce), at most REMEMBERED_SEARCHES of them. */
function rememberedOnce<T>(snapshot: CatalogueSnapshot, name: string, key: string, make: () => Promise<T>): Promise<T> {
  return rememberOnce(snapshot, name, REMEMBERED_SEARCHES, key, make);
}

/** Whether the snapshot remembers the whole result of `term` (searchOnce). */
function rememberedSearch(snapshot: CatalogueSnapshot, term: string) {
  return remembers(snapshot, "searches", term);
}

/** A product's place in the snapshot's name order (searches list equal relevance by name). */
function nameOrderOf(snapshot: CatalogueSnapshot): NameOrder {
  const places = memoOf(snapshot, "name-places", () => new Map(snapshot.products.map((row, place) => [row.id, place])));
  return (id) => places.get(id) ?? Number.MAX_SAFE_INTEGER;
}

/** Every row of the snapshot in one order, computed once per snapshot and audience (an account with its own prices is an audience of its own). */
function sortedRows(snapshot: CatalogueSnapshot, viewer: CatalogueViewer, sort: ProductSort): ProductRow[] {
  if (sort === "name") return snapshot.products;
  const sees = audienceSees(viewer.audience).prices;
  return memoOf(snapshot, `order:${sort}:${sees ? viewer.audience : "no-prices"}`, () =>
    sortByPriceRule(snapshot.products, sort, (row) => (sees ? accountUnitCents(row, viewer.pricing) : null)),
  );
}

/** The first featured products, in the catalogue's order (the Featured section of /products). */
export async function featuredProducts(catalogue: CatalogueCache, viewer: CatalogueViewer, limit: number) {
  const snapshot = await catalogue.snapshot();
  return snapshot.products
    .filter((r) => r.featured)
    .slice(0, limit)
    .map((r) => toCardView(toProductView(r, viewer)));
}

/** A card's data (ProductCardData): the short description or the start of the description, three specifications. */
export function toCardView(view: ProductView, matchedIn?: MatchedField): ProductCardData {
  const card: ProductCardData = {
    id: view.id,
    name: view.name,
    shortDescription: view.shortDescription,
    description: view.shortDescription ? "" : clip(view.description, CARD_DESCRIPTION_LENGTH),
    price: view.price,
    sku: view.sku,
    imageUrl: view.imageUrl,
    inStock: view.inStock,
    lowStock: view.lowStock,
    specifications: view.specifications ? Object.fromEntries(Object.entries(view.specifications).slice(0, 3)) : null,
  };
  if (view.stockQuantity !== undefined) card.stockQuantity = view.stockQuantity;
  if (matchedIn) card.matchedIn = matchedIn;
  return card;
}

/** A card shows three lines of its description (line-clamp-3): about this many characters at most. */
const CARD_DESCRIPTION_LENGTH = 240;
const clip = (text: string, length: number) => (text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`);

/** The fields `term` matched in, for the products of one page of results. */
export async function matchedFieldsOf(db: Db, term: string, rows: readonly { id: string }[]) {
  return term
    ? matchedFields(
        db,
        term,
        rows.map((r) => r.id),
      )
    : new Map<string, MatchedField>();
}
