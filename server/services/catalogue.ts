import type { ProductSummary } from "~/lib/catalogue-types";
import { accountUnitCents } from "~/lib/account-terms";
import { priceTextFromCents } from "~/lib/price";
import { stockFields } from "~/lib/stock";
import type { SessionUser } from "../auth/session";
import { audienceSees, catalogueViewerOf, type CatalogueViewer } from "../auth/guards";
import { memoOf, type CatalogueCache, type CatalogueSnapshot, type ProductRow } from "./catalogue-cache";

/**
 * A product as the API and the pages see it (app/lib/catalogue-types.ts): `price` is null for
 * anyone who may not see prices, and `stockQuantity` is there for admins only.
 */
export type ProductView = ProductSummary & { createdAt: Date };

export type { ProductRow } from "./catalogue-cache";

/** `viewer`: who reads (catalogueViewerOf): an account with its own prices sees those (account-terms.ts). */
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export async function listCategories(catalogue: CatalogueCache) {
  return (await catalogue.snapshot()).categories;
}

/** Every product, or those of one category (an unknown slug gives an empty list), by name. */
export async function listProducts(catalogue: CatalogueCache, viewer: SessionUser | null, opts: { categorySlug?: string } = {}) {
  const snapshot = await catalogue.snapshot();
  return productViews(snapshot, catalogueViewerOf(viewer), opts.categorySlug);
}

/**
 * The product list of a snapshot for one viewer, computed once per snapshot for the shared audiences
 * (unknown slugs are not kept); an account's own prices are computed per read (the response cache keeps its JSON).
 */
export function productViews(snapshot: CatalogueSnapshot, viewer: CatalogueViewer, categorySlug?: string): ProductView[] {
  const make = () => snapshot.products.filter((r) => !categorySlug || r.categorySlug === categorySlug).map((r) => toProductView(r, viewer));
  if (categorySlug && !snapshot.categories.some((c) => c.slug === categorySlug)) return [];
  return viewer.pricing ? make() : memoOf(snapshot, `products:${viewer.audience}:${categorySlug ?? ""}`, make);
}

export async function getProduct(catalogue: CatalogueCache, viewer: SessionUser | null, id: string) {
  if (!isUuid(id)) return null;
  const row = (await catalogue.snapshot()).byId.get(id.toLowerCase());
  return row ? toProductView(row, catalogueViewerOf(viewer)) : null;
}

/** Other products of the same category, for the product page. */
export async function relatedProducts(catalogue: CatalogueCache, viewer: SessionUser | null, product: ProductView, limit = 3) {
  if (!product.categoryId) return [];
  const snapshot = await catalogue.snapshot();
  const seenBy = catalogueViewerOf(viewer);
  return snapshot.products
    .filter((r) => r.categoryId === product.categoryId && r.id !== product.id)
    .slice(0, limit)
    .map((r) => toProductView(r, seenBy));
}
