import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../server/db/seed";
import { seedProducts } from "../../server/db/seed-data";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
// @ts-expect-error: a plain .mjs script of the benchmark, without types
import { catalogueFixture, countCatalogueFixture, loadCatalogueFixture, removeCatalogueFixture } from "../../bench/lib/catalogue-fixture.mjs";

interface FixtureProduct {
  sku: string;
  name: string;
  categorySlug: string;
  priceCents: number | null;
  priceOnRequest: boolean;
  inStock: boolean;
  stockQuantity: number;
  specifications: Record<string, string>;
}

const productCount = async (database: TestDatabase) => (await database.pool.query("select count(*)::int as n from products")).rows[0].n as number;

describe("the catalogue-scale fixture (bench/lib/catalogue-fixture.mjs)", () => {
  let database: TestDatabase;
  const rows = catalogueFixture() as FixtureProduct[];
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("makes 10,000 products with unique SKUs that none of the demo seed's use, the same rows on every run", () => {
    expect(rows).toHaveLength(10_000);
    const skus = new Set(rows.map((p) => p.sku));
    expect(skus.size).toBe(10_000);
    for (const seed of seedProducts) expect(skus.has(seed.sku)).toBe(false);
    expect(catalogueFixture()).toEqual(rows);
    expect(catalogueFixture({ seed: 28 })).not.toEqual(rows);
    // capillaries by i.d. × length × coating, kits, spare parts and services, in the seed's categories
    const byCategory = Object.fromEntries(["separation-capillaries", "reagent-kits", "peripheral-equipment", "technical-services"].map((slug) => [slug, 0]));
    for (const p of rows) byCategory[p.categorySlug]++;
    expect(byCategory).toEqual({ "separation-capillaries": 7_000, "reagent-kits": 1_500, "peripheral-equipment": 1_000, "technical-services": 500 });
    const seedCategories = new Set(seedProducts.map((p) => p.categorySlug));
    for (const slug of Object.keys(byCategory)) expect(seedCategories.has(slug)).toBe(true);
    const diameters = new Set(rows.filter((p) => p.sku.startsWith("CAP-")).map((p) => p.specifications["Inner diameter"]));
    expect([...diameters].sort()).toEqual([10, 20, 25, 30, 50, 75, 100].map((d) => `${d} µm`).sort());
    // some on request (no amount), some out of stock
    const onRequest = rows.filter((p) => p.priceOnRequest);
    expect(onRequest.length).toBeGreaterThan(100);
    expect(onRequest.every((p) => p.priceCents === null)).toBe(true);
    expect(rows.filter((p) => !p.priceOnRequest).every((p) => Number.isInteger(p.priceCents) && (p.priceCents ?? 0) > 0)).toBe(true);
    expect(rows.filter((p) => !p.inStock).every((p) => p.stockQuantity === 0)).toBe(true);
    expect(rows.some((p) => !p.inStock)).toBe(true);
  });

  it("loads beside the demo seed, is idempotent and removable", async () => {
    expect(await productCount(database)).toBe(seedProducts.length);
    expect(await loadCatalogueFixture(database.pool)).toEqual({ inserted: 10_000, total: 10_000 });
    expect(await productCount(database)).toBe(seedProducts.length + 10_000);

    // a sample row as the site reads it: its seed category, amounts, stock and specifications
    const { rows: sample } = await database.pool.query(
      `select p.*, c.slug from products p join categories c on c.id = p.category_id where p.sku = 'CAP-LPA-50-100-360'`,
    );
    expect(sample).toHaveLength(1);
    const [row] = sample;
    const made = rows.find((p) => p.sku === "CAP-LPA-50-100-360")!;
    expect(row).toMatchObject({
      name: "LPA-Coated Capillary, 50 µm × 100 cm, 360 µm O.D.",
      slug: "separation-capillaries",
      price_cents: made.priceCents,
      price_on_request: made.priceOnRequest,
      in_stock: made.stockQuantity > 0,
      stock_quantity: made.stockQuantity,
      featured: false,
      image_url: "/images/products/lpa-coated-capillary.svg",
      specifications: { "Inner diameter": "50 µm", "Outer diameter": "360 µm", Length: "100 cm", Coating: "Linear polyacrylamide (neutral)" },
    });
    expect(row.short_description.length).toBeGreaterThan(40);
    expect(row.description.length).toBeGreaterThan(row.short_description.length);
    const { rows: uncategorised } = await database.pool.query("select count(*)::int as n from products where category_id is null");
    expect(uncategorised[0].n).toBe(0);

    // a second run adds nothing
    expect(await loadCatalogueFixture(database.pool)).toEqual({ inserted: 0, total: 10_000 });
    expect(await productCount(database)).toBe(seedProducts.length + 10_000);

    // removal takes the fixture's products and leaves the seed's
    expect(await removeCatalogueFixture(database.pool)).toBe(10_000);
    expect(await countCatalogueFixture(database.pool)).toBe(0);
    const { rows: left } = await database.pool.query("select sku from products");
    expect(left.map((r) => r.sku).sort()).toEqual(seedProducts.map((p) => p.sku).sort());
    // loads and removes 10,000 products twice: seconds on a quiet machine, more on a busy one
  }, 90_000);
});
