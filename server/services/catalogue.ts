import type { ProductSummary } from "~/lib/catalogue-types";
import { priceTextFromCents } from "~/lib/price";
import { stockFields } from "~/lib/stock";
import type { SessionUser } from "../auth/session";
import { audienceOf, audienceSees, type Audience } from "../auth/guards";
import { memoOf, type CatalogueCache, type CatalogueSnapshot, type ProductRow } from "./catalogue-cache";

/**
 * A product as the API and the pages see it (app/lib/catalogue-types.ts): `price` is null for
 * anyone who may not see prices, and `stockQuantity` is there for admins only.
 */
export type ProductView = ProductSummary & { createdAt: Date };

export type { ProductRow } from "./catalogue-cache";

export function toProductView(row: ProductRow, audience: Audience): ProductView {
  const sees = audienceSees(audience);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    shortDescription: row.shortDescription,
    price: sees.prices ? priceTextFromCents(row.priceCents, row.priceOnRequest) : null,
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
  return productViews(snapshot, audienceOf(viewer), opts.categorySlug);
}

/** The product list of a snapshot for one audience, computed once per snapshot (unknown slugs are not kept). */
export function productViews(snapshot: CatalogueSnapshot, audience: Audience, categorySlug?: string): ProductView[] {
  const make = () => snapshot.products.filter((r) => !categorySlug || r.categorySlug === categorySlug).map((r) => toProductView(r, audience));
  if (categorySlug && !snapshot.categories.some((c) => c.slug === categorySlug)) return [];
  return memoOf(snapshot, `products:${audience}:${categorySlug ?? ""}`, make);
}

export async function getProduct(catalogue: CatalogueCache, viewer: SessionUser | null, id: string) {
  if (!isUuid(id)) return null;
  const row = (await catalogue.snapshot()).byId.get(id.toLowerCase());
  return row ? toProductView(row, audienceOf(viewer)) : null;
}

/** Other products of the same category, for the product page. */
export async function relatedProducts(catalogue: CatalogueCache, viewer: SessionUser | null, product: ProductView, limit = 3) {
  if (!product.categoryId) return [];
  const snapshot = await catalogue.snapshot();
  const audience = audienceOf(viewer);
  return snapshot.products
    .filter((r) => r.categoryId === product.categoryId && r.id !== product.id)
    .slice(0, limit)
    .map((r) => toProductView(r, audience));
}
