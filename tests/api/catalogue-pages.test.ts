import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../server/db/seed";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// GET /api/products with pages, sorting, filters and bad parameters.
const app = useTestApp();
const cookies: Record<string, string | undefined> = {};
type Product = { id: string; sku: string; name: string; price: string | null; inStock: boolean };

let cheapForOne: { id: string; sku: string };

beforeAll(async () => {
  await seedDemoData(app.database.db);
  await createProduct(app, { priceCents: 5_00, stock: 0, name: "Aaa out-of-stock test part" });
  cheapForOne = await createProduct(app, { priceCents: 900_000_00, name: "Zzz dear test part" });
  for (const status of ["pending", "approved"] as const) {
    const u = await createUser(app.database.db, status);
    cookies[status] = await signInCookie(app, u.email, u.password);
  }
  cookies.admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  // an approved account whose own price for the dearest product is the cheapest of all
  const withTerms = await createUser(app.database.db, "approved");
  const terms = await app.request(`/api/admin/users/${withTerms.user.id}/terms`, {
    method: "PUT",
    cookie: cookies.admin,
    json: { paymentTerms: "net-30", poRequired: false, discountPercent: 0, prices: [{ sku: cheapForOne.sku, price: "0.50" }] },
  });
  expect(terms.status).toBe(200);
  cookies.terms = await signInCookie(app, withTerms.email, withTerms.password);
});

/** The Link header's targets by relation, each as its page and page size. */
function linksOf(res: Response) {
  const out: Record<string, { origin: string; page: string | null; pageSize: string | null; category: string | null }> = {};
  for (const part of (res.headers.get("Link") ?? "").split(", ")) {
    const match = /^<([^>]+)>; rel="(\w+)"$/.exec(part);
    if (!match) continue;
    const url = new URL(match[1]);
    out[match[2]] = {
      origin: url.origin,
      page: url.searchParams.get("page"),
      pageSize: url.searchParams.get("pageSize"),
      category: url.searchParams.get("category"),
    };
  }
  return out;
}

async function get(path: string, who?: string) {
  const res = await app.request(path, { cookie: who ? cookies[who] : undefined });
  return { res, body: (await res.json()) as Product[] & { message?: string } };
}

describe("without `page` the spec's list is unchanged", () => {
  it("is the whole array, by name, without paging headers; ?category= filters as before", async () => {
    const { res, body } = await get("/api/products");
    expect(body.length).toBe(20);
    expect(res.headers.get("X-Total-Count")).toBeNull();
    expect(res.headers.get("Link")).toBeNull();
    const kits = await get("/api/products?category=reagent-kits");
    expect(kits.body.length).toBeGreaterThan(0);
    expect(kits.body.length).toBeLessThan(20);
  });

  it("ignores unknown parameters", async () => {
    const { res, body } = await get("/api/products?utm_source=mail&foo[]=1");
    expect(res.status).toBe(200);
    expect(body.length).toBe(20);
  });

  it("filters by inStock without paging", async () => {
    const { body } = await get("/api/products?inStock=true");
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((p) => p.inStock)).toBe(true);
    expect(body.some((p) => p.name.startsWith("Aaa out-of-stock"))).toBe(false);
  });
});

describe("with `page`: one page, X-Total-Count and an RFC 8288 Link header", () => {
  it("answers the first page with first, next and last links from the public origin", async () => {
    const { res, body } = await get("/api/products?page=1&pageSize=6&category=all");
    expect(res.status).toBe(200);
    expect(body).toHaveLength(6);
    expect(res.headers.get("X-Total-Count")).toBe("20");
    const at = (page: string) => ({ origin: "http://localhost:3000", page, pageSize: "6", category: "all" });
    expect(linksOf(res)).toEqual({ first: at("1"), next: at("2"), last: at("4") });
  });

  it("pages through the whole list in order, the last page with prev and no next", async () => {
    const all = (await get("/api/products")).body.map((p) => p.id);
    const paged: string[] = [];
    for (let page = 1; page <= 4; page++) paged.push(...(await get(`/api/products?page=${page}&pageSize=6`)).body.map((p) => p.id));
    expect(paged).toEqual(all);
    const last = await get("/api/products?page=4&pageSize=6");
    expect(last.body).toHaveLength(2);
    const at = (page: string) => ({ origin: "http://localhost:3000", page, pageSize: "6", category: null });
    expect(linksOf(last.res)).toEqual({ first: at("1"), prev: at("3"), last: at("4") });
  });

  it("answers a page past the end with an empty array and the total", async () => {
    const { res, body } = await get("/api/products?page=99&pageSize=6");
    expect(res.status).toBe(200);
    expect(body).toEqual([]);
    expect(res.headers.get("X-Total-Count")).toBe("20");
  });

  it("uses 24 a page by default, and pageSize alone asks for the first page", async () => {
    expect((await get("/api/products?page=1")).body).toHaveLength(20);
    const sized = await get("/api/products?pageSize=5");
    expect(sized.body).toHaveLength(5);
    expect(sized.res.headers.get("X-Total-Count")).toBe("20");
  });
});

describe("invalid values get 400 with a message", () => {
  it.each([
    ["page=0", /page must be a whole number/],
    ["page=abc", /page must be a whole number/],
    ["page=-1", /page must be a whole number/],
    ["page=1.5", /page must be a whole number/],
    ["page=99999999999999999999", /page must be a whole number/],
    ["page=1&pageSize=101", /pageSize must be a whole number from 1 to 100/],
    ["page=1&pageSize=0", /pageSize must be a whole number from 1 to 100/],
    ["pageSize=ten", /pageSize must be a whole number from 1 to 100/],
    ["sort=cheapest", /sort must be one of/],
    ["inStock=maybe", /inStock must be true or false/],
    [`q=${"a".repeat(101)}`, /at most 100 characters/],
    [`q=${"a".repeat(1_000)}`, /at most 100 characters/],
  ])("%s", async (query, message) => {
    const { res, body } = await get(`/api/products?${query}`);
    expect(res.status).toBe(400);
    expect(body.message).toMatch(message);
  });
});

describe("sorting on the server with the viewer's prices (spec §5)", () => {
  it("puts inquiry items last, by name, for an approved viewer", async () => {
    const { body } = await get("/api/products?sort=price-asc", "approved");
    const inquiry = body.filter((p) => p.price === "Please inquire");
    expect(inquiry.length).toBeGreaterThan(0);
    expect(body.slice(-inquiry.length)).toEqual(inquiry);
    const names = inquiry.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    const amounts = body.slice(0, -inquiry.length).map((p) => Number(p.price!.replace(/[$,]/g, "")));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(body.at(-inquiry.length - 1)?.id).toBe(cheapForOne.id);
  });

  it("sorts an account with its own prices by those prices", async () => {
    const { body } = await get("/api/products?sort=price-asc&page=1&pageSize=3", "terms");
    expect(body[0]).toMatchObject({ id: cheapForOne.id, price: "$0.50" });
    const desc = await get("/api/products?sort=price-desc&page=1&pageSize=3", "terms");
    expect(desc.body[0].id).not.toBe(cheapForOne.id);
  });

  it.each([undefined, "pending"])("never reveals the price order to a viewer who may not see prices (%s): name order, no prices", async (who) => {
    const byName = (await get("/api/products", who)).body.map((p) => p.id);
    for (const sort of ["price-asc", "price-desc"]) {
      const { body } = await get(`/api/products?sort=${sort}`, who);
      expect(body.map((p) => p.id)).toEqual(byName);
      expect(JSON.stringify(body)).not.toMatch(/\$\d|inquire|priceCents/i);
      const paged = await get(`/api/products?sort=${sort}&page=1&pageSize=5`, who);
      expect(paged.body.map((p) => p.id)).toEqual(byName.slice(0, 5));
      expect(paged.body.every((p) => p.price === null)).toBe(true);
    }
  });
});
