import { asc, count, eq } from "drizzle-orm";
import type { AdminCategory } from "~/lib/admin-types";
import type { CategoryInput } from "~/lib/category-form-schema";
import { recordAudit, type AuditActor } from "../../audit/audit-log";
import { changedFields, pickFields } from "../../audit/field-changes";
import type { Db } from "../../db/database";
import { categories, products, type Category } from "../../db/schema";
import { isUuid } from "./catalogue";
import { violatedConstraint } from "../constraint-violation-admin";
import { announceCatalogueChange } from "../../speed/catalogue-changes";
import { DomainError } from "../../errors/domain-error";

export type { AdminCategory };

const duplicateSlug = (slug: string) =>
  new DomainError(409, `A category with the slug "${slug}" already exists. Please choose a different slug.`, { code: "slug_taken" });

const stillHasProducts = (name: string, productCount: number) =>
  new DomainError(
    409,
    `"${name}" still has ${productCount} ${productCount === 1 ? "product" : "products"}. Move ${productCount === 1 ? "it" : "them"} to another category or delete ${productCount === 1 ? "it" : "them"} first.`,
    { code: "category_not_empty" },
  );

/** The fields an admin edits, as the audit log records them. */
const AUDITED_FIELDS = ["name", "slug", "description"] as const satisfies readonly (keyof Category)[];

const categorySubject = (category: Category) => ({ subjectType: "category" as const, subjectId: category.id, subjectLabel: category.name });

/** Every category by name, with how many products it holds. */
export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const rows = await db
    .select({ category: categories, productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
  return rows.map((r) => ({ ...r.category, productCount: r.productCount }));
}

async function assertSlugFree(db: Db, slug: string, exceptId?: string) {
  const [taken] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1);
  if (taken && taken.id !== exceptId) throw duplicateSlug(slug);
}

function translateConstraint(error: unknown, input: CategoryInput): never {
  if (violatedConstraint(error)?.kind === "unique") throw duplicateSlug(input.slug);
  throw error;
}

export async function createCategory(db: Db, actor: AuditActor, input: CategoryInput): Promise<Category> {
  await assertSlugFree(db, input.slug);
  try {
    return await db.transaction(async (tx) => {
      const [category] = await tx.insert(categories).values(input).returning();
      await recordAudit(tx, { actor, ...categorySubject(category), action: "created", after: pickFields(category, AUDITED_FIELDS) });
      await announceCatalogueChange(tx, { kind: "category" });
      return category;
    });
  } catch (error) {
    translateConstraint(error, input);
  }
}

/** Records the fields that changed (nothing when none did); null when there is no such category. */
export async function updateCategory(db: Db, actor: AuditActor, id: string, input: CategoryInput): Promise<Category | null> {
  if (!isUuid(id)) return null;
  await assertSlugFree(db, input.slug, id);
  try {
    return await db.transaction(async (tx) => {
      const [previous] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
      if (!previous) return null;
      const [category] = await tx.update(categories).set(input).where(eq(categories.id, id)).returning();
      const changes = changedFields(previous, category, AUDITED_FIELDS);
      if (changes) await recordAudit(tx, { actor, ...categorySubject(category), action: "updated", ...changes });
      await announceCatalogueChange(tx, { kind: "category" });
      return category;
    });
  } catch (error) {
    translateConstraint(error, input);
  }
}

/** Refuses (409) while products still belong to the category; false when there is no such category. */
export async function deleteCategory(db: Db, actor: AuditActor, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [category] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!category) return false;
    const [{ productCount }] = await tx.select({ productCount: count() }).from(products).where(eq(products.categoryId, id));
    if (productCount > 0) throw stillHasProducts(category.name, productCount);
    try {
      await tx.delete(categories).where(eq(categories.id, id));
    } catch (error) {
      // A product added to it at this very moment: the foreign key (ON DELETE RESTRICT) refuses.
      if (violatedConstraint(error)?.kind === "foreign-key") throw stillHasProducts(category.name, 1);
      throw error;
    }
    await recordAudit(tx, { actor, ...categorySubject(category), action: "deleted", before: pickFields(category, AUDITED_FIELDS) });
    await announceCatalogueChange(tx, { kind: "category" });
    return true;
  });
}
