import { and, asc, eq, ne } from "drizzle-orm";
import type { ProductSummary } from "~/lib/catalogue-types";
import { priceTextFromCents } from "~/lib/price";
import type { SessionUser } from "../auth/session";
import { canSeePrices } from "../auth/guards";
import type { Db } from "../db/database";
import { categories, products, type Product } from "../db/schema";

/** A product as the API and the pages see it (app/lib/catalogue-types.ts); `price` is null for anyone who may not see prices. */
export type ProductView = ProductSummary & { createdAt: Date };

type ProductRow = Product & { categorySlug: string | null; categoryName: string | null };

export function toProductView(row: ProductRow, showPrice: boolean): ProductView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    shortDescription: row.shortDescription,
    price: showPrice ? priceTextFromCents(row.priceCents, row.priceOnRequest) : null,
    sku: row.sku,
    categoryId: row.categoryId,
    category: row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName } : null,
    imageUrl: row.imageUrl,
    inStock: row.inStock,
    stockQuantity: row.stockQuantity,
    featured: row.featured,
    specifications: row.specifications,
    createdAt: row.createdAt,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

function selectProducts(db: Db) {
  return db
    .select({ product: products, categorySlug: categories.slug, categoryName: categories.name })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId));
}

const flatten = (r: { product: Product; categorySlug: string | null; categoryName: string | null }): ProductRow => ({
  ...r.product,
  categorySlug: r.categorySlug,
  categoryName: r.categoryName,
});

export async function listCategories(db: Db) {
  return db.select().from(categories).orderBy(asc(categories.name));
}

/** Every product, or those of one category (an unknown slug gives an empty list), by name. */
export async function listProducts(db: Db, viewer: SessionUser | null, opts: { categorySlug?: string } = {}) {
  const query = selectProducts(db);
  const rows = await (opts.categorySlug ? query.where(eq(categories.slug, opts.categorySlug)) : query).orderBy(asc(products.name));
  const showPrice = canSeePrices(viewer);
  return rows.map((r) => toProductView(flatten(r), showPrice));
}

export async function getProduct(db: Db, viewer: SessionUser | null, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
  return row ? toProductView(flatten(row), canSeePrices(viewer)) : null;
}

/** Other products of the same category, for the product page. */
export async function relatedProducts(db: Db, viewer: SessionUser | null, product: ProductView, limit = 3) {
  if (!product.categoryId) return [];
  const rows = await selectProducts(db)
    .where(and(eq(products.categoryId, product.categoryId), ne(products.id, product.id)))
    .orderBy(asc(products.name))
    .limit(limit);
  const showPrice = canSeePrices(viewer);
  return rows.map((r) => toProductView(flatten(r), showPrice));
}
