import { eq, sql } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../auth/password";
import { announceSessionChange } from "../speed/changes-channel";
import type { Db } from "./database";
import { createOrganisationFor } from "../services/organisations/organisations";
import { categories, lots, products, users } from "./schema";
import { demoLots, LOT_TRACKED_CATEGORY_SLUGS, seedCategories, seedProducts } from "./seed-data";

/** Inserts the demo categories and products that are missing; never touches rows that exist. */
export async function seedDemoData(db: Db) {
  await db.transaction(async (tx) => {
    await tx.insert(categories).values(seedCategories).onConflictDoNothing({ target: categories.slug });
    const bySlug = new Map((await tx.select().from(categories)).map((c) => [c.slug, c.id]));
    const rows = seedProducts.map(({ categorySlug, ...p }) => ({
      ...p,
      priceOnRequest: p.priceCents === null,
      lotTracked: LOT_TRACKED_CATEGORY_SLUGS.includes(categorySlug),
      categoryId: bySlug.get(categorySlug) ?? null,
    }));
    await tx.insert(products).values(rows).onConflictDoNothing({ target: products.sku });
  });
}

/**
 * Makes sure the configured admin account exists, is approved, has the admin role
 * and signs in with the configured password.
 */
export async function ensureAdmin(db: Db, email: string, password: string) {
  const [existing] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!existing) {
    await db.insert(users).values({
      email,
      firstName: "Site",
      lastName: "Administrator",
      company: "Administration",
      passwordHash: await hashPassword(password),
      role: "admin",
      status: "approved",
      approvedAt: new Date(),
    });
    return;
  }
  const passwordMatches = await verifyPassword(existing.passwordHash, password);
  await db
    .update(users)
    .set({
      role: "admin",
      status: "approved",
      ...(passwordMatches ? {} : { passwordHash: await hashPassword(password) }),
    })
    .where(eq(users.id, existing.id));
  await announceSessionChange(db, { userId: existing.id });
}

/**
 * Demo lots with QC results for the demo kits and capillaries (decision 027; never in production):
 * only for a lot-tracked demo product that has no lot yet, so restarting adds nothing.
 */
export async function seedDemoLots(db: Db, today = new Date()) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: products.id, sku: products.sku, lots: sql<number>`(select count(*) from ${lots} where ${lots.productId} = ${products.id})::int` })
      .from(products)
      .where(eq(products.lotTracked, true));
    const bare = new Map(rows.filter((r) => r.lots === 0).map((r) => [r.sku, r.id]));
    const values = demoLots(today).flatMap(({ sku, ...lot }) => {
      const productId = bare.get(sku);
      return productId ? [{ ...lot, productId }] : [];
    });
    if (values.length > 0) await tx.insert(lots).values(values).onConflictDoNothing({ target: lots.lotNumber });
  });
}

/**
 * Demo customers for trying the site (never created in production): one per account status, and
 * two approved accounts with terms (net 30 with its own prices, prepaid) whose history the demo
 * history (demo-history.ts) fills.
 */
export const DEMO_ACCOUNTS = [
  { email: "approved.customer@example.com", firstName: "Avery", lastName: "Approved", company: "Northwind Proteomics", status: "approved" },
  { email: "pending.customer@example.com", firstName: "Parker", lastName: "Pending", company: "Contoso Biologics", status: "pending" },
  { email: "rejected.customer@example.com", firstName: "Riley", lastName: "Rejected", company: "Fabrikam Labs", status: "rejected" },
  { email: "net30.customer@example.com", firstName: "Nadia", lastName: "Net", company: "Helix Biotherapeutics", status: "approved" },
  { email: "prepaid.customer@example.com", firstName: "Pia", lastName: "Prepaid", company: "Tailspin Analytics", status: "approved" },
] as const;

/** Adds the demo accounts that are missing, each the admin of a one-person organisation named after its company, as registering makes them. */
export async function seedDemoAccounts(db: Db, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((a) => ({ ...a, passwordHash, approvedAt: a.status === "approved" ? new Date() : null })))
      .onConflictDoNothing()
      .returning({ id: users.id, company: users.company });
    for (const account of created) await createOrganisationFor(tx, account.id, account.company);
  });
}
