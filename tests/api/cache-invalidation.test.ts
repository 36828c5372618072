import { beforeAll, describe, expect, it } from "vitest";
import { createUser, signInCookie } from "../support/accounts";
import { newCart, orderAsSeen } from "../support/catalogue";
import { TEST_ADMIN, useSecondInstance, useTestApp, type TestApp } from "../support/test-app";

// Caches are dropped by what changed, on every instance: write services
// announce their changes on the changes channel (server/speed/catalogue-changes.ts) and every
// instance drops what depends on them (server/speed/invalidation.ts). Two instances on one
// database, pages rendered, caches configured as in production (the defaults of server/config.ts).
const PRODUCTION_CACHES = { PAGE_CACHE_TTL_SECONDS: "30", CATALOGUE_CACHE_TTL_SECONDS: "5", SESSION_CACHE_TTL_SECONDS: "30" };
const a = useTestApp(PRODUCTION_CACHES, { pages: true });
const b = useSecondInstance(a, PRODUCTION_CACHES);

let admin: string;
let approved: string;
let productId: string;
let categoryId: string;
const run = Math.random().toString(36).slice(2, 8);
/** the admin form of the test's product (server/api/catalogue-admin.ts refuses unknown fields) */
const form = (name: string, stockQuantity: string) => ({
  name,
  description: "A product of the cache invalidation test.",
  shortDescription: "Cache probe",
  sku: `PROBE-${run}`,
  price: "100.00",
  priceOnRequest: false,
  stockQuantity,
  categoryId,
  imageUrl: "/images/products/emass-ii-ion-source.svg",
  inStock: true,
  featured: false,
  specifications: "",
});

const html = { Accept: "text/html" };
const page = (app: TestApp, path: string, cookie?: string) => app.request(path, { headers: html, cookie });
/** Asks twice: an anonymous page is stored on its second request, a signed-in page's template too. */
const warm = async (app: TestApp, path: string, cookie?: string) => {
  for (let i = 0; i < 2; i++) expect((await page(app, path, cookie)).status).toBe(200);
};
const cached = async (app: TestApp, path: string) => (await page(app, path)).headers.get("X-Page-Cache") === "hit";

/** Polls until `check` holds, for at most `ms` (a NOTIFY takes milliseconds to arrive). */
async function within(ms: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  admin = await signInCookie(a, TEST_ADMIN.email, TEST_ADMIN.password);
  const user = await createUser(a.database.db, "approved");
  approved = await signInCookie(a, user.email, user.password);
  const category = await a.request("/api/categories", { method: "POST", json: { name: `Probes ${run}`, slug: `probes-${run}` }, cookie: admin });
  expect(category.status).toBe(201);
  categoryId = ((await category.json()) as { id: string }).id;
  const product = await a.request("/api/products", { method: "POST", cookie: admin, json: form(`Cache probe ${run}`, "50") });
  expect(product.status).toBe(201);
  productId = ((await product.json()) as { id: string }).id;
});

describe("caches dropped by what changed", () => {
  it("an order drops the catalogue pages that show the stock it took, not the marketing pages", async () => {
    const marketing = ["/", "/about", "/news", "/tools"];
    const catalogue = ["/products", `/products/${productId}`];
    for (const path of [...marketing, ...catalogue]) await warm(a, path);
    for (const path of [...marketing, ...catalogue]) expect(await cached(a, path), path).toBe(true);

    const sessionId = newCart();
    expect((await a.request("/api/cart", { method: "POST", json: { sessionId, productId, quantity: 2 }, cookie: approved })).status).toBe(201);
    const order = await orderAsSeen(
      a,
      sessionId,
      { customerName: "Ada Lovelace", customerEmail: "ada@lab.example.org", shippingAddress: "1 Analytical Way, London", status: "pending" },
      approved,
    );
    expect(order.status).toBe(201);

    for (const path of marketing) expect(await cached(a, path), `${path} after an order`).toBe(true);
    for (const path of catalogue) expect(await cached(a, path), `${path} after an order`).toBe(false);
    const stock = (await (await a.request(`/api/products/${productId}`, { cookie: admin })).json()) as { stockQuantity: number };
    expect(stock.stockQuantity).toBe(48);
  });

  it("an admin edit shows at once on this instance and within 2 s on another: anonymous pages, signed-in pages, the API", async () => {
    const before = `Cache probe ${run}`;
    const after = `Renamed probe ${run}`;
    const views = (app: TestApp) => [
      () => page(app, "/products"),
      () => page(app, `/products/${productId}`),
      () => page(app, "/products", approved),
      () => app.request("/api/products"),
      () => app.request(`/api/products/${productId}`, { cookie: approved }),
    ];
    const allShow = async (app: TestApp, name: string) =>
      (await Promise.all(views(app).map(async (view) => (await (await view()).text()).includes(name)))).every(Boolean);
    for (const app of [a, b]) {
      await warm(app, "/products");
      await warm(app, `/products/${productId}`);
      await warm(app, "/products", approved);
      expect(await allShow(app, before)).toBe(true);
    }
    expect(await cached(b, "/products")).toBe(true);

    const edit = await a.request(`/api/products/${productId}`, { method: "PUT", cookie: admin, json: form(after, "48") });
    expect(edit.status).toBe(200);

    expect(await allShow(a, after)).toBe(true);
    expect(await within(2_000, () => allShow(b, after))).toBe(true);
    // and the other instance stores its pages again
    await warm(b, "/products");
    expect(await cached(b, "/products")).toBe(true);
  });
});
