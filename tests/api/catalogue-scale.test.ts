import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../server/db/seed";
import { announceCatalogueChange } from "../../server/speed/catalogue-changes";
import { useTestApp } from "../support/test-app";

// Cost bounded by the page, not the catalogue: the demo catalogue and 10,000
// more products, and what the first /products page, its data request, the API's first page and the
// sitemap cost then.
const app = useTestApp({}, { pages: true });
const PRODUCTS = 10_000;
const BATCH = 2_000;
const compressed = { "Accept-Encoding": "br, gzip" };

async function bytesOf(path: string, headers: Record<string, string> = compressed) {
  const res = await app.request(path, { headers });
  expect(res.status, path).toBe(200);
  const body = Buffer.from(await res.arrayBuffer());
  return { res, bytes: body.length, encoding: res.headers.get("Content-Encoding") };
}

let demoPageBytes = 0;

beforeAll(async () => {
  await seedDemoData(app.database.db);
  demoPageBytes = (await bytesOf("/products")).bytes;
  // A bulk load, as an import would make it: the GIN indexes gather the new entries in their pending
  // lists and merge them in one pass at the end, instead of writing every entry into the index as the
  // site's single product writes do (fastupdate off, migration 0016); the indexes end as the site keeps
  // them, with nothing pending. In batches: no statement holds the whole load.
  await app.database.db.execute(sql`alter index product_search_vector_idx set (fastupdate = on)`);
  await app.database.db.execute(sql`alter index products_sku_lower_trgm_idx set (fastupdate = on)`);
  for (let first = 1; first <= PRODUCTS; first += BATCH) await insertProducts(first, Math.min(first + BATCH - 1, PRODUCTS));
  await app.database.db.execute(sql`select gin_clean_pending_list('product_search_vector_idx'::regclass)`);
  await app.database.db.execute(sql`select gin_clean_pending_list('products_sku_lower_trgm_idx'::regclass)`);
  await app.database.db.execute(sql`alter index product_search_vector_idx set (fastupdate = off)`);
  await app.database.db.execute(sql`alter index products_sku_lower_trgm_idx set (fastupdate = off)`);
  await app.database.db.execute(sql`vacuum analyze products`);
  await announceCatalogueChange(app.database.db, { kind: "category" });
  if (!(await app.services.sessions.sync())) app.services.catalogue.invalidate();
}, 120_000);

/** Products number `first` to `last`: capillaries by inner diameter × length × coating, kits and spare parts, with realistic text. */
async function insertProducts(first: number, last: number) {
  await app.database.db.execute(sql`
    insert into products (name, description, short_description, sku, price_cents, price_on_request, stock_quantity, featured, specifications, category_id)
    select
      (array['Bare Fused-Silica Capillary', 'PVA-Coated Capillary', 'Neutral Coated Capillary', 'Sheath Liquid Kit', 'Emitter Spare Part'])[1 + i % 5]
        || ', ' || (array[20, 30, 50, 75, 100])[1 + i / 5 % 5] || ' µm × ' || (40 + i % 80) || ' cm',
      'A fused-silica separation capillary from batch ' || i || ', cut to length, flushed and conditioned for CE-MS with a polished outlet. '
        || 'Each capillary is tested for electroosmotic flow and current stability before it ships, and comes with a certificate of analysis, '
        || 'a conditioning protocol and storage instructions. Compatible with the EMASS-II source and the CE-30 unit.',
      case when i % 3 = 0 then null else 'Pre-conditioned for reproducible CZE-MS separations, lot ' || i || '.' end,
      'SCALE-' || lpad(i::text, 5, '0'),
      case when i % 10 = 0 then null else 10000 + i * 7 end,
      i % 10 = 0,
      i % 50,
      i % 500 = 0,
      jsonb_build_object('Inner diameter', (array[20, 30, 50, 75, 100])[1 + i / 5 % 5] || ' µm', 'Length', (40 + i % 80) || ' cm',
        'Coating', (array['none', 'polyvinyl alcohol', 'neutral'])[1 + i % 3], 'Outer diameter', '360 µm', 'Batch', i::text),
      (select id from categories where slug = 'separation-capillaries')
    from generate_series(${first}::int, ${last}::int) as i`);
}

describe(`with ${PRODUCTS.toLocaleString("en-US")} more products`, () => {
  it("the first /products page is at most 60 kB compressed, with 24 cards and the featured ones", async () => {
    const { bytes, encoding, res } = await bytesOf("/products");
    expect(encoding).toBe("br");
    expect(bytes).toBeLessThanOrEqual(60 * 1024);
    // about what the 18-product page cost: 24 cards instead of 18, and the page links
    expect(bytes).toBeLessThan(demoPageBytes * 2);
    const html = await (await app.request("/products")).text();
    expect(html.match(/<article/g)?.length).toBe(24 + 3);
    expect(html).toContain(`1–24 of ${(PRODUCTS + 18).toLocaleString("en-US")} products`);
    expect(res.headers.get("Content-Type")).toContain("text/html");
  });

  it("its data request carries that page's cards only", async () => {
    const { bytes } = await bytesOf("/products.data?_routes=routes%2Fproducts");
    expect(bytes).toBeLessThanOrEqual(20 * 1024);
    const text = await (await app.request("/products.data?_routes=routes%2Fproducts")).text();
    // card fields only: not the long description of the products that have a short one, nor every specification
    expect(text).not.toContain("storage instructions");
    expect(text).not.toContain("Outer diameter");
  });

  it("a search and a late page are bounded too", async () => {
    expect((await bytesOf("/products?q=capilary")).bytes).toBeLessThanOrEqual(60 * 1024);
    expect((await bytesOf("/products?page=300&sort=price-desc")).bytes).toBeLessThanOrEqual(60 * 1024);
    const res = await app.request("/api/products?page=1");
    expect((await res.json()).length).toBe(24);
    expect(res.headers.get("X-Total-Count")).toBe(String(PRODUCTS + 18));
  });

  it("the sitemap lists every product in one valid file (below 50,000 addresses)", async () => {
    const xml = await (await app.request("/sitemap.xml")).text();
    expect(xml).toContain("<urlset ");
    expect(xml.match(/<loc>[^<]+\/products\/[0-9a-f-]{36}<\/loc>/g)?.length).toBe(PRODUCTS + 18);
    expect((await app.request("/sitemap-1.xml")).status).toBe(404);
  });

  it("a product page shows three related products", async () => {
    const [first] = (await (await app.request("/api/products?page=1&pageSize=1&q=SCALE-00001")).json()) as Array<{ id: string }>;
    const html = await (await app.request(`/products/${first.id}`)).text();
    expect(html.match(/<article/g)?.length).toBe(3);
  });
});
