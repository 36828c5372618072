import { brotliDecompressSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../server/db/schema";
import { seedDemoData } from "../../server/db/seed";
import { createCatalogueCache, memoOf } from "../../server/speed/catalogue-cache";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart, orderAsSeen } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// The catalogue is read from memory (server/speed/catalogue-cache.ts); a minute of TTL here so
// that only invalidation can make a change visible. Sessions are cached as in production: the
// changes channel is listened to, and writes reach the caches through it (server/speed/invalidation.ts).
const app = useTestApp({ CATALOGUE_CACHE_TTL_SECONDS: "60", SESSION_CACHE_TTL_SECONDS: "30" });
let approved: string;
let admin: string;

beforeAll(async () => {
  await seedDemoData(app.database.db);
  const a = await createUser(app.database.db, "approved");
  approved = await signInCookie(app, a.email, a.password);
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
});

const names = async () => ((await (await app.request("/api/products")).json()) as Array<{ name: string }>).map((p) => p.name);

describe("catalogue reads from memory", () => {
  it("serves the snapshot until a write through this instance invalidates it", async () => {
    const product = await createProduct(app, { priceCents: 10_000, name: "Cache probe A" });
    app.services.catalogue.invalidate();
    expect(await names()).toContain("Cache probe A");

    // a change behind the application's back (as another instance would make) waits for the TTL
    await app.database.db.update(products).set({ name: "Cache probe B" }).where(eq(products.id, product.id));
    expect(await names()).toContain("Cache probe A");

    // a write through the API is seen at once
    const removed = await app.request(`/api/products/${product.id}`, { method: "DELETE", cookie: admin });
    expect(removed.status).toBe(200);
    const after = await names();
    expect(after).not.toContain("Cache probe A");
    expect(after).not.toContain("Cache probe B");
  });

  it("shows the stock an order took at once, and keeps the snapshot when only a cart changes", async () => {
    const kit = await createProduct(app, { priceCents: 20_000, stock: 10 });
    app.services.catalogue.invalidate();
    const sessionId = newCart();
    const before = await app.services.catalogue.snapshot();
    expect((await app.request("/api/cart", { method: "POST", json: { sessionId, productId: kit.id, quantity: 3 }, cookie: approved })).status).toBe(201);
    expect(await app.services.catalogue.snapshot()).toBe(before);

    const orderData = { customerName: "Ada Lovelace", customerEmail: "ada@lab.example.org", shippingAddress: "1 Analytical Way, London", status: "pending" };
    const order = await orderAsSeen(app, sessionId, orderData, approved);
    expect(order.status).toBe(201);
    const res = await app.request(`/api/products/${kit.id}`, { cookie: admin });
    expect(await res.json()).toMatchObject({ stockQuantity: 7, price: "$200.00" });
  });

  it("an order drops the stored answers of the products it changed, and keeps the others'", async () => {
    const kit = await createProduct(app, { priceCents: 20_000, stock: 10 });
    const other = await createProduct(app, { priceCents: 30_000, stock: 10 });
    app.services.catalogue.invalidate();
    for (const id of [kit.id, other.id, kit.id, other.id]) expect((await app.request(`/api/products/${id}`)).status).toBe(200);
    const stored = () => app.cache.keys().filter((key) => key.startsWith("anonymous /api/products/"));
    expect(stored()).toEqual([`anonymous /api/products/${kit.id}`, `anonymous /api/products/${other.id}`]);

    const sessionId = newCart();
    expect((await app.request("/api/cart", { method: "POST", json: { sessionId, productId: kit.id, quantity: 1 }, cookie: approved })).status).toBe(201);
    const orderData = { customerName: "Ada Lovelace", customerEmail: "ada@lab.example.org", shippingAddress: "1 Analytical Way, London", status: "pending" };
    expect((await orderAsSeen(app, sessionId, orderData, approved)).status).toBe(201);

    expect(stored()).toEqual([`anonymous /api/products/${other.id}`]);
    expect(await (await app.request(`/api/products/${kit.id}`, { cookie: admin })).json()).toMatchObject({ stockQuantity: 9 });
  });

  it("answers 304 to the same ETag and sends the pre-compressed bytes browsers ask for", async () => {
    const first = await app.request("/api/products", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(first.headers.get("Content-Encoding")).toBe("br");
    expect(first.headers.get("Vary")).toBe("Accept-Encoding, Cookie");
    const compressed = Buffer.from(await first.arrayBuffer());
    const plain = await app.request("/api/products");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(brotliDecompressSync(compressed).toString()).toBe(await plain.text());

    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"/);
    const again = await app.request("/api/products", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    // the approved list is another body (prices), so another ETag
    expect((await app.request("/api/products", { cookie: approved })).headers.get("ETag")).not.toBe(etag);
  });

  it("sees a change made behind the application's back after its TTL, and at once after invalidate()", async () => {
    const product = await createProduct(app, { priceCents: 10_000, name: "Reload probe" });
    const cache = createCatalogueCache(app.database.db, 20);
    const first = await cache.snapshot();
    expect(await cache.snapshot()).toBe(first);

    // changed by another instance: no invalidation here, the reload sees it
    await app.database.db
      .update(products)
      .set({ specifications: { Length: "80 cm" } })
      .where(eq(products.id, product.id));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const changed = await cache.snapshot();
    expect(changed).not.toBe(first);
    expect(changed.byId.get(product.id)?.specifications).toEqual({ Length: "80 cm" });

    cache.invalidate();
    expect(await cache.snapshot()).not.toBe(changed);
  });

  it("keeps its snapshot after the TTL while the catalogue's version has not moved, and says when it moved unannounced", async () => {
    const product = await createProduct(app, { priceCents: 10_000, name: "Version probe" });
    const cache = createCatalogueCache(app.database.db, 20);
    let unannounced = 0;
    cache.onUnannouncedChange(() => unannounced++);
    const first = await cache.snapshot();
    await new Promise((resolve) => setTimeout(resolve, 30));
    // nothing changed: one row read, the same snapshot (and all that was made from it)
    expect(await cache.snapshot()).toBe(first);
    expect(unannounced).toBe(0);

    // a change by hand moves the version (a statement trigger): found after the TTL, and said
    await app.database.db.execute(sql`update products set name = 'Version probe, renamed' where id = ${product.id}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const changed = await cache.snapshot();
    expect(changed).not.toBe(first);
    expect(changed.byId.get(product.id)?.name).toBe("Version probe, renamed");
    expect(unannounced).toBe(1);

    // a category change moves it too
    const version = changed.version;
    await app.database.db.execute(sql`update categories set description = description`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await cache.snapshot()).version).not.toBe(version);
  });

  it("does not take a change that is not committed yet, and takes it once it is (a long transaction by hand)", async () => {
    const product = await createProduct(app, { priceCents: 10_000, name: "Open transaction probe" });
    const cache = createCatalogueCache(app.database.db, 20);
    const before = await cache.snapshot();
    const client = await app.database.pool.connect();
    try {
      await client.query("begin");
      await client.query("update products set name = 'Open transaction probe, renamed' where id = $1", [product.id]);
      await new Promise((resolve) => setTimeout(resolve, 30));
      // checked while the change is open: nothing moved, the snapshot stays
      expect(await cache.snapshot()).toBe(before);
      await client.query("commit");
    } finally {
      client.release();
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await cache.snapshot()).byId.get(product.id)?.name).toBe("Open transaction probe, renamed");
  });

  it("shares one database load between concurrent readers, and reads every time with a TTL of 0", async () => {
    const cached = createCatalogueCache(app.database.db, 60_000);
    const [a, b] = [cached.snapshot(), cached.snapshot()];
    expect(a).toBe(b);
    const uncached = createCatalogueCache(app.database.db, 0);
    const [c, d] = [uncached.snapshot(), uncached.snapshot()];
    expect(c).not.toBe(d);
    // the loads finish before the test's database goes away
    await Promise.all([a, b, c, d]);
  });

  it("remembers a bounded number of values derived from a snapshot, however many audiences ask (an account with its own prices is one)", async () => {
    const snapshot = await createCatalogueCache(app.database.db, 60_000).snapshot();
    let made = 0;
    const order = (account: number) => memoOf(snapshot, `order:price-asc:account:${account}`, () => (made++, [...snapshot.products].reverse()));
    for (let account = 0; account < 1_000; account++) order(account);
    expect(made).toBe(1_000);
    order(999);
    expect(made).toBe(1_000); // the most recent are still remembered
    order(0);
    expect(made).toBe(1_001); // the oldest were forgotten
  });
});
