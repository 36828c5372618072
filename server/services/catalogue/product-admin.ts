import { asc, count, eq } from "drizzle-orm";
import type { AdminProduct } from "~/lib/admin-types";
import type { ProductInput } from "~/lib/product-form-schema";
import { recordAudit, type AuditActor } from "../../audit/audit-log";
import { changedFields, pickFields } from "../../audit/field-changes";
import type { Db } from "../../db/database";
import { categories, products, type Product } from "../../db/schema";
import { isUuid, toProductView } from "./catalogue";
import { violatedConstraint } from "../constraint-violation-admin";
import { announceCatalogueChange } from "../../speed/catalogue-changes";
import { DomainError } from "../../errors/domain-error";

export type { AdminProduct };

const duplicateSku = (sku: string) => new DomainError(409, `A product with SKU "${sku}" already exists. Please use a different SKU.`, { code: "sku_taken" });
const unknownCategory = () => new DomainError(400, "The chosen category does not exist any more. Please choose another one.", { code: "unknown_category" });

/**
 * The fields an admin edits, as the audit log records them (prices in cents, as stored); the
 * category is recorded by its name (`category`), readable after the category is gone.
 */
const AUDITED_FIELDS = [
  "name",
  "sku",
  "priceCents",
  "priceOnRequest",
  "stockQuantity",
  "inStock",
  "categoryId",
  "featured",
  "shortDescription",
  "description",
  "imageUrl",
  "specifications",
  "lotTracked",
] as const satisfies readonly (keyof Product)[];

const PRICE_FIELDS = new Set<string>(["priceCents", "priceOnRequest"]);
const STOCK_FIELDS = new Set<string>(["stockQuantity", "inStock"]);

/** "price-changed" when the price changed (with whatever else did), "stock-changed" when only the stock did, else "updated". */
export function productEditAction(fields: readonly string[]) {
  if (fields.some((field) => PRICE_FIELDS.has(field))) return "price-changed";
  if (fields.every((field) => STOCK_FIELDS.has(field))) return "stock-changed";
  return "updated";
}

const productSubject = (product: Product) => ({ subjectType: "product" as const, subjectId: product.id, subjectLabel: product.sku });

async function categoryName(tx: Pick<Db, "select">, categoryId: string | null) {
  if (!categoryId) return null;
  const [category] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, categoryId));
  return category?.name ?? null;
}

/** A product's audited fields with its category's name in place of the id. */
function auditedProduct(product: Product, category: string | null) {
  const { categoryId: _id, ...fields } = pickFields(product, AUDITED_FIELDS);
  return { ...fields, category };
}

/** The admin view (price and exact stock), plus the stored price fields the form edits. */
function toAdminProduct(product: Product, category: { slug: string; name: string } | null): AdminProduct {
  const row = { ...product, categorySlug: category?.slug ?? null, categoryName: category?.name ?? null };
  return {
    ...toProductView(row, { audience: "admin", pricing: null }),
    stockQuantity: product.stockQuantity,
    priceCents: product.priceCents,
    priceOnRequest: product.priceOnRequest,
    lotTracked: product.lotTracked,
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

export async function createProduct(db: Db, actor: AuditActor, input: ProductInput): Promise<AdminProduct> {
  await assertSkuFree(db, input.sku);
  const category = await categoryOf(db, input.categoryId);
  try {
    const product = await db.transaction(async (tx) => {
      const [created] = await tx.insert(products).values(input).returning();
      await recordAudit(tx, { actor, ...productSubject(created), action: "created", after: auditedProduct(created, category?.name ?? null) });
      await announceCatalogueChange(tx, { kind: "product", productId: created.id });
      return created;
    });
    return toAdminProduct(product, category);
  } catch (error) {
    translateConstraint(error, input);
  }
}

/**
 * Replaces every editable field and records the fields that changed (nothing when none did);
 * null when there is no such product.
 */
export async function updateProduct(db: Db, actor: AuditActor, id: string, input: ProductInput): Promise<AdminProduct | null> {
  if (!isUuid(id)) return null;
  await assertSkuFree(db, input.sku, id);
  const category = await categoryOf(db, input.categoryId);
  try {
    const product = await db.transaction(async (tx) => {
      const [previous] = await tx.select().from(products).where(eq(products.id, id)).for("update");
      if (!previous) return null;
      const [updated] = await tx.update(products).set(input).where(eq(products.id, id)).returning();
      const changes = changedFields(previous, updated, AUDITED_FIELDS);
      if (changes && "categoryId" in changes.after) {
        const { categoryId: _before, ...before } = changes.before;
        const { categoryId: _after, ...after } = changes.after;
        changes.before = { ...before, category: await categoryName(tx, previous.categoryId) };
        changes.after = { ...after, category: category?.name ?? null };
      }
      if (changes) {
        await recordAudit(tx, { actor, ...productSubject(updated), action: productEditAction(Object.keys(changes.after)), ...changes });
      }
      await announceCatalogueChange(tx, { kind: "product", productId: id });
      return updated;
    });
    return product ? toAdminProduct(product, category) : null;
  } catch (error) {
    translateConstraint(error, input);
  }
}

/**
 * Deletes a product. Cart lines holding it go with it; order items keep their name, SKU and
 * prices and lose only the link (order_items.product_id is ON DELETE SET NULL). A product with lots
 * is kept (409): its certificates of analysis name it.
 */
export async function deleteProduct(db: Db, actor: AuditActor, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db
    .transaction(async (tx) => {
      const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning();
      if (!deleted) return false;
      await recordAudit(tx, {
        actor,
        ...productSubject(deleted),
        action: "deleted",
        before: auditedProduct(deleted, await categoryName(tx, deleted.categoryId)),
      });
      await announceCatalogueChange(tx, { kind: "product", productId: id });
      return true;
    })
    .catch((error: unknown) => {
      // its lots (lots.product_id, ON DELETE RESTRICT): their certificates must keep naming the product
      if (violatedConstraint(error)?.kind === "foreign-key") {
        throw new DomainError(409, "This product has lots with certificates of analysis, so it cannot be deleted. Mark it out of stock instead.", {
          code: "product_has_lots",
        });
      }
      throw error;
    });
}

export async function countProducts(db: Db) {
  const [row] = await db.select({ count: count() }).from(products);
  return row.count;
}
