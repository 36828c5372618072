import { parsePageCatalogueQuery } from "~/lib/catalogue-query";
import { pageCountOf } from "~/lib/pagination";
import type { Services } from "../../server/app-env";
import { audienceSees, type CatalogueViewer } from "../../server/auth/guards";
import { featuredProducts, findProductsPage, listCategories, matchedFieldsOf, toCardView, toProductView } from "../../server/services/catalogue/catalogue";

/**
 * The /products page for `url`: one page of the matching products as card data only,
 * sorted on the server, the Featured section on the unfiltered first page. Junk parameters are
 * their defaults (catalogue-query.ts); a page past the end shows the last one.
 */
export async function loadProductsPage(url: URL, services: Pick<Services, "db" | "catalogue">, viewer: CatalogueViewer, featuredLimit: number) {
  const query = parsePageCatalogueQuery(url.searchParams);
  const { db, catalogue } = services;
  const [categories, found] = await Promise.all([
    listCategories(catalogue),
    findProductsPage(db, catalogue, viewer, query, { page: query.page, pageSize: query.pageSize, lastIfPast: true }),
  ]);
  const { rows, total, page } = found;
  const pageCount = pageCountOf(total, query.pageSize);
  const matched = await matchedFieldsOf(db, found.searchedFor, rows);
  const unfiltered = !query.q && !query.category && !query.inStock && page === 1;
  // the links keep the parameters this page reads, and no others
  const path = new URL("/products", url);
  for (const name of ["q", "category", "sort", "inStock"] as const) {
    const value = url.searchParams.get(name);
    if (value) path.searchParams.set(name, value);
  }
  return {
    categories,
    products: rows.map((r) => toCardView(toProductView(r, viewer), matched.get(r.id))),
    featured: unfiltered ? await featuredProducts(catalogue, viewer, featuredLimit) : [],
    q: query.q,
    /** the corrected term when the one asked for found nothing ("capilary" → "capillary") */
    correctedTo: found.searchedFor !== query.q ? found.searchedFor : undefined,
    category: query.category ?? "all",
    sort: found.sort,
    inStock: query.inStock,
    priceOrderHidden: found.priceOrderHidden,
    /** the price orders are offered only to a viewer who sees prices (anonymous pages, cached, never do) */
    priceSortOffered: audienceSees(viewer.audience).prices,
    page,
    pageCount,
    pageSize: query.pageSize,
    total,
    path: `${path.pathname}${path.search}`,
  };
}
