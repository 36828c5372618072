import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../server/db/seed";
import { createUser, signInCookie } from "../support/accounts";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp();
const cookies: Record<string, string | undefined> = {};

beforeAll(async () => {
  await seedDemoData(app.database.db);
  for (const status of ["pending", "approved", "rejected"] as const) {
    const u = await createUser(app.database.db, status);
    cookies[status] = await signInCookie(app, u.email, u.password);
  }
  cookies.admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  cookies.anonymous = undefined;
});

async function productsAs(who: string, query = "") {
  const res = await app.request(`/api/products${query}`, { cookie: cookies[who] });
  expect(res.status).toBe(200);
  return (await res.json()) as Array<Record<string, unknown>>;
}

describe("GET /api/categories", () => {
  it("lists the categories with slug and name", async () => {
    const res = await app.request("/api/categories");
    const list = await res.json();
    expect(list).toHaveLength(7);
    expect(list[0]).toEqual(expect.objectContaining({ slug: expect.any(String), name: expect.any(String), id: expect.any(String) }));
  });
});

describe("price visibility is enforced by the server", () => {
  it.each(["anonymous", "pending", "rejected"])("no product payload carries a price for %s", async (who) => {
    const list = await productsAs(who);
    expect(list.length).toBeGreaterThanOrEqual(15);
    expect(list.every((p) => p.price === null)).toBe(true);
    const one = await app.request(`/api/products/${list[0].id}`, { cookie: cookies[who] });
    expect((await one.json()).price).toBeNull();
    const raw = JSON.stringify(list);
    expect(raw).not.toMatch(/\$\d|priceCents|inquire/i);
  });

  it.each(["approved", "admin"])("every product carries its price text for %s", async (who) => {
    const list = await productsAs(who);
    expect(list.every((p) => typeof p.price === "string")).toBe(true);
    expect(list.some((p) => p.price === "Please inquire")).toBe(true);
    expect(list.some((p) => /^\$\d{1,3}(,\d{3})*\.\d{2}$/.test(String(p.price)))).toBe(true);
  });

  it("a revoked user loses prices on the very next request", async () => {
    const u = await createUser(app.database.db, "approved");
    const cookie = await signInCookie(app, u.email, u.password);
    expect((await (await app.request("/api/products", { cookie })).json())[0].price).not.toBeNull();
    const rejected = await app.request(`/api/users/${u.user.id}/status`, { method: "PUT", json: { status: "rejected" }, cookie: cookies.admin });
    expect(rejected.status).toBe(200);
    expect((await (await app.request("/api/products", { cookie })).json())[0].price).toBeNull();
  });
});

describe("exact stock quantities are for admins only", () => {
  const payloads = async (who: string) => {
    const list = await productsAs(who);
    const texts = [JSON.stringify(list)];
    for (const path of [`/api/products/${list[0].id}`, "/api/products?category=reagent-kits", "/api/products?category=all"]) {
      const res = await app.request(path, { cookie: cookies[who] });
      expect(res.status).toBe(200);
      texts.push(await res.text());
    }
    return texts;
  };

  it.each(["anonymous", "pending", "approved", "rejected"])("no product payload carries stockQuantity for %s; low stock is a hint", async (who) => {
    for (const text of await payloads(who)) expect(text).not.toContain("stockQuantity");
    const list = await productsAs(who);
    // the demo catalogue has products with 2, 3 and 5 left, and many more
    expect(list.filter((p) => p.lowStock === true).length).toBeGreaterThanOrEqual(3);
    expect(list.some((p) => p.inStock === true && p.lowStock === false)).toBe(true);
  });

  it("admins get the exact quantity of every product", async () => {
    for (const text of await payloads("admin")) expect(text).toContain("stockQuantity");
    const list = await productsAs("admin");
    expect(list.every((p) => typeof p.stockQuantity === "number")).toBe(true);
  });
});

describe("GET /api/products", () => {
  it("filters by category slug, and an unknown slug gives an empty list", async () => {
    const kits = await productsAs("anonymous", "?category=reagent-kits");
    expect(kits.length).toBeGreaterThan(0);
    expect(kits.every((p) => (p.category as { slug: string }).slug === "reagent-kits")).toBe(true);
    expect(await productsAs("anonymous", "?category=no-such-category")).toEqual([]);
    expect((await productsAs("anonymous", "?category=all")).length).toBeGreaterThanOrEqual(15);
  });

  it("keeps the spec's product fields, with the exact stock quantity for admins only", async () => {
    const [p] = await productsAs("approved");
    for (const field of [
      "id",
      "name",
      "description",
      "shortDescription",
      "price",
      "sku",
      "categoryId",
      "imageUrl",
      "inStock",
      "lowStock",
      "featured",
      "specifications",
      "createdAt",
    ]) {
      expect(p).toHaveProperty(field);
    }
    const [forAdmin] = await productsAs("admin");
    expect(forAdmin.stockQuantity).toEqual(expect.any(Number));
  });

  it("answers unknown and malformed ids with a JSON 404", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1%27%20or%201=1"]) {
      const res = await app.request(`/api/products/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Product not found", code: "product_not_found" });
    }
  });

  it("is never cached publicly", async () => {
    const res = await app.request("/api/products");
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
  });
});

describe("image transforms", () => {
  it("serves a product image resized to webp with immutable caching", async () => {
    const res = await app.request("/images/products/placeholder.svg?w=350&h=250&q=70&fm=webp&fit=crop");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    expect(res.headers.get("Cache-Control")).toContain("immutable");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe("WEBP");
  });

  it.each(["w=50000&h=250", "w=350&h=250&q=500", "w=abc&h=250", "w=350&h=250&fm=gif", "w=350&h=250&evil=1"])(
    "refuses bad parameters (%s) with 400",
    async (query) => {
      const res = await app.request(`/images/products/placeholder.svg?${query}`);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/Invalid image parameters/);
    },
  );

  it("does not leave the images folder", async () => {
    // An allowed variant, so that only the path decides (any other query is a 400 before the path is read).
    const variant = "w=350&h=250&q=70&fm=webp&fit=crop";
    for (const p of ["/images/..%2F..%2Fpackage.json", "/images/products/..%2F..%2F..%2Fserver%2Fconfig.ts", "/images/products/missing.svg"].map(
      (path) => `${path}?${variant}`,
    )) {
      const res = await app.request(p);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/dependencies|zod/);
    }
  });
});

describe("sitemap and robots", () => {
  it("lists every public page and product without prices", async () => {
    const res = await app.request("/sitemap.xml");
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const xml = await res.text();
    // spec §2's pages with a fixed address (app/lib/public-pages.ts)
    for (const page of ["", "/products", "/about", "/contact", "/documentation", "/tools", "/news", "/events", "/biosummit", "/agilent-platform"]) {
      expect(xml).toContain(`<loc>http://localhost:3000${page || "/"}</loc>`);
    }
    // every event's page (app/content/event-listings.ts), past ones with their programme included
    for (const slug of ["san-diego-vendor-tour-2025", "charge-variant-webinar-2027", "boston-vendor-tour-2027"]) {
      expect(xml).toContain(`<loc>http://localhost:3000/events/${slug}</loc>`);
    }
    const products = await (await app.request("/api/products")).json();
    for (const p of products) expect(xml).toContain(`/products/${p.id}`);
    expect(xml).not.toMatch(/\$\d/);
  });

  it("robots.txt points to the sitemap and keeps crawlers out of private areas", async () => {
    const text = await (await app.request("/robots.txt")).text();
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(text).toContain("Disallow: /admin");
  });
});

describe("HTTP caching of API reads", () => {
  it("answers 304 when the client already has the current product list", async () => {
    const first = await app.request("/api/products");
    const tag = first.headers.get("ETag");
    expect(tag).toMatch(/^W\//);
    const again = await app.request("/api/products", { headers: { "If-None-Match": tag! } });
    expect(again.status).toBe(304);
    // another viewer gets another body, so another tag
    const approvedTag = (await app.request("/api/products", { cookie: cookies.approved })).headers.get("ETag");
    expect(approvedTag).not.toBe(tag);
  });

  it("tags an answer with the SHA-1 of its body, as the stored answers are tagged (one body, one tag, whoever sends it)", async () => {
    // a search page: made per request (a term asked for once is not stored), tagged by the API's etag middleware
    const res = await app.request("/api/products?q=capillary&page=1");
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("ETag")).toBe(`W/"${createHash("sha1").update(body).digest("hex")}"`);
    expect((await app.request("/api/products?q=capillary&page=1", { headers: { "If-None-Match": res.headers.get("ETag")! } })).status).toBe(304);
    // the spec's list: tagged by its route from the bytes it made (not read back by the middleware)
    for (const path of ["/api/products?category=separation-capillaries", "/api/products?category=no-such-category"]) {
      const list = await app.request(path, { cookie: cookies.approved });
      const bytes = Buffer.from(await list.arrayBuffer());
      expect(list.headers.get("ETag")).toBe(`W/"${createHash("sha1").update(bytes).digest("hex")}"`);
      expect((await app.request(path, { cookie: cookies.approved, headers: { "If-None-Match": list.headers.get("ETag")! } })).status).toBe(304);
    }
  });
});
