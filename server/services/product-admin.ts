import { asc, count, eq } from "drizzle-orm";
import type { AdminProduct } from "~/lib/admin-types";
import type { ProductInput } from "~/lib/product-form-schema";
import type { Db } from "../db/database";
import { categories, products, type Product } from "../db/schema";
import { isUuid, toProductView } from "./catalogue";
import { violatedConstraint } from "./constraint-violation-admin";
import { announceCatalogueChange } from "./catalogue-changes";

export type { AdminProduct };

export class ProductAdminError extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
  ) {
    super(message);
  }
}

const duplicateSku = (sku: string) => new ProductAdminError(409, `A product with SKU "${sku}" already exists. Please use a different SKU.`);
const unknownCategory = () => new ProductAdminError(400, "The chosen category does not exist any more. Please choose another one.");

/** The admin view (price and exact stock), plus the stored price fields the form edits. */
function toAdminProduct(product: Product, category: { slug: string; name: string } | null): AdminProduct {
  const row = { ...product, categorySlug: category?.slug ?? null, categoryName: category?.name ?? null };
  return {
    ...toProductView(row, { audience: "admin", pricing: null }),
    stockQuantity: product.stockQuantity,
    priceCents: product.priceCents,
    priceOnRequest: product.priceOnRequest,
  };
}

/** Every product by name, with its category and price, for the admin list. */
export async function listAdminProducts(db: Db): Promise<AdminProduct[]> {
  const rows = await db
    .select({ product: products, slug: categories.slug, name: categories.name })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(products.name));
  return rows.map((r) => toAdminProduct(r.product, r.slug && r.name ? { slug: r.slug, name: r.name } : null));
}

async function categoryOf(db: Db, categoryId: string | null) {
  if (!categoryId) return null;
  const [category] = await db.select({ slug: categories.slug, name: categories.name }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw unknownCategory();
  return category;
}

async function assertSkuFree(db: Db, sku: string, exceptId?: string) {
  const [taken] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku)).limit(1);
  if (taken && taken.id !== exceptId) throw duplicateSku(sku);
}

/** The unique index and the foreign key still guard against races between the checks and the write. */
function translateConstraint(error: unknown, input: ProductInput): never {
  const violation = violatedConstraint(error);
  if (violation?.kind === "unique") throw duplicateSku(input.sku);
  if (violation?.kind === "foreign-key") throw unknownCategory();
  throw error;
}

export async function createProduct(db: Db, input: ProductInput): Promise<AdminProduct> {
  await assertSkuFree(db, input.sku);
  const category = await categoryOf(db, input.categoryId);
  try {
    const product = await db.transaction(async (tx) => {
      const [created] = await tx.insert(products).values(input).returning();
      await announceCatalogueChange(tx, { kind: "product", productId: created.id });
      return created;
    });
    return toAdminProduct(product, category);
  } catch (error) {
    translateConstraint(error, input);
  }
}

/** Replaces every editable field; null when there is no such product. */
export async function updateProduct(db: Db, id: string, input: ProductInput): Promise<AdminProduct | null> {
  if (!isUuid(id)) return null;
  await assertSkuFree(db, input.sku, id);
  const category = await categoryOf(db, input.categoryId);
  try {
    const product = await db.transaction(async (tx) => {
      const [updated] = await tx.update(products).set(input).where(eq(products.id, id)).returning();
      if (updated) await announceCatalogueChange(tx, { kind: "product", productId: id });
      return updated;
    });
    return product ? toAdminProduct(product, category) : null;
  } catch (error) {
    translateConstraint(error, input);
  }
}

/**
 * Deletes a product. Cart lines holding it go with it; order items keep their name, SKU and
 * prices and lose only the link (order_items.product_id is ON DELETE SET NULL).
 */
export async function deleteProduct(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    if (deleted.length > 0) await announceCatalogueChange(tx, { kind: "product", productId: id });
    return deleted.length > 0;
  });
}

export async function countProducts(db: Db) {
  const [row] = await db.select({ count: count() }).from(products);
  return row.count;
}
