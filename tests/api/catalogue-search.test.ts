import { sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../server/db/seed";
import { correctedTerm, correctionQuery, matchingCategoryIds, searchQuery, topSearchQuery } from "../../server/services/catalogue/catalogue-search";
import { announceCatalogueChange } from "../../server/speed/catalogue-changes";
import { TEST_ADMIN, useTestApp } from "../support/test-app";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct } from "../support/catalogue";

const app = useTestApp();
const cookies: Record<string, string | undefined> = {};

/** 2,000 capillaries, kits and parts beside the demo catalogue: a catalogue where the planner prefers indexes to reading the table. */
async function insertCatalogue(count: number) {
  await app.database.db.execute(sql`
    insert into products (name, description, short_description, sku, price_cents, price_on_request, stock_quantity, specifications, category_id)
    select
      (array['Bare Fused-Silica Capillary', 'PVA-Coated Capillary', 'Neutral Coated Capillary', 'Sheath Liquid Kit', 'Emitter Spare Part'])[1 + i % 5]
        || ', ' || (array[20, 30, 50, 75, 100])[1 + i / 5 % 5] || ' µm × ' || (40 + i % 80) || ' cm #' || i,
      'A fused-silica separation capillary from batch ' || i || ', cut to length, flushed and conditioned for CE-MS with a polished outlet. '
        || 'Each capillary is tested for electroosmotic flow and current stability before it ships, and comes with a certificate of analysis, '
        || 'a conditioning protocol and storage instructions. Compatible with the EMASS-II source and the CE-30 unit.',
      'Pre-conditioned for reproducible CZE-MS separations.',
      'CAP-' || lpad(i::text, 5, '0') || '-' || (array['BF', 'PVA', 'NC', 'KIT', 'SP'])[1 + i % 5],
      case when i % 10 = 0 then null else 10000 + i * 7 end,
      i % 10 = 0,
      i % 50,
      jsonb_build_object('Inner diameter', (array[20, 30, 50, 75, 100])[1 + i / 5 % 5] || ' µm', 'Coating', (array['none', 'polyvinyl alcohol', 'neutral'])[1 + i % 3]),
      (select id from categories where slug = 'separation-capillaries')
    from generate_series(1, ${count}) as i`);
  await app.database.db.execute(sql`vacuum analyze products`);
  await app.database.db.execute(sql`vacuum analyze product_search`);
  await app.database.db.execute(sql`vacuum analyze search_words`);
  await announceCatalogueChange(app.database.db, { kind: "category" });
  if (!(await app.services.sessions.sync())) app.services.catalogue.invalidate();
}

beforeAll(async () => {
  await seedDemoData(app.database.db);
  await insertCatalogue(2_000);
  for (const status of ["pending", "approved"] as const) {
    const u = await createUser(app.database.db, status);
    cookies[status] = await signInCookie(app, u.email, u.password);
  }
  cookies.admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
});

type Plan = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: Plan[] };
const nodesOf = (plan: Plan): Plan[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

async function planOf(statement: SQL) {
  const result = await app.database.db.execute<{ "QUERY PLAN": [{ Plan: Plan }] }>(sql`explain (format json) ${statement}`);
  return nodesOf(result.rows[0]["QUERY PLAN"][0].Plan);
}

const searchStatementOf = async (term: string) => {
  const db = app.database.db;
  return searchQuery(term, await matchingCategoryIds(db, term));
};

/** Terms that match few products: the planner must answer them from the indexes (a term matching most of the table is rightly a table scan). */
const HOSTILE = [
  "MB03",
  "CAP-00012-PVA",
  "x".repeat(100),
  "'; drop table products; --",
  "a%b_c",
  ".*(?:[a-z]+)+$",
  "\\d{3}|foo&!bar:*",
  "ünïcödé µm",
  "😀 MB03",
  "Ⅻ ﬁ ｆｕｌｌ",
  "ab",
  "the",
  "µm × 999 cm',--",
];

type Product = { id: string; sku: string; name: string; price: string | null; matchedIn?: string };

async function search(q: string, who?: string, extra = "") {
  const res = await app.request(`/api/products?page=1&pageSize=100&q=${encodeURIComponent(q)}${extra}`, { cookie: who ? cookies[who] : undefined });
  expect(res.status).toBe(200);
  return { res, list: (await res.json()) as Product[] };
}

describe("search over name, SKU, descriptions, category and specifications (GET /api/products?q=)", () => {
  it("finds a product by words of its name, and says it matched there", async () => {
    const { list } = await search("emitter module");
    expect(list[0]).toMatchObject({ sku: "MB03-CE", matchedIn: "name" });
  });

  it("finds a product by its exact SKU, in any case, first", async () => {
    const { list } = await search("mb03-ce");
    expect(list[0]).toMatchObject({ sku: "MB03-CE", matchedIn: "SKU" });
  });

  it("finds products by a SKU prefix", async () => {
    const { list, res } = await search("MB03");
    expect(list[0]).toMatchObject({ sku: "MB03-CE", matchedIn: "SKU" });
    const { list: caps } = await search("CAP-0001");
    expect(caps.length).toBeGreaterThanOrEqual(10);
    expect(caps.slice(0, 10).every((p) => p.sku.startsWith("CAP-0001") && p.matchedIn === "SKU")).toBe(true);
    expect(res.headers.get("X-Total-Count")).toBe(String(list.length));
  });

  it("puts the exact SKU before products that mention it elsewhere", async () => {
    const adapter = await createProduct(app, { priceCents: 1_000, name: "Union adapter for CAP-00011-PVA" });
    const { list } = await search("CAP-00011-PVA");
    expect(list[0]).toMatchObject({ sku: "CAP-00011-PVA", matchedIn: "SKU" });
    expect(list.find((p) => p.id === adapter.id)?.matchedIn).toBe("name");
  });

  it("lists results of equal relevance in the catalogue's name order, as every other list does", async () => {
    // the same words in the same places: equal ranks, so only the names order them (Intl's collator:
    // 'alpha' before 'Beta', which a byte-wise collation would put after 'Zeta')
    for (const name of ["Quillwort gauge Zeta", "Quillwort gauge alpha", "Quillwort gauge Beta"]) await createProduct(app, { priceCents: 1_000, name });
    const { list } = await search("quillwort");
    expect(list.map((p) => p.name)).toEqual(["Quillwort gauge alpha", "Quillwort gauge Beta", "Quillwort gauge Zeta"]);
  });

  it("tolerates a typo: 'capilary' finds capillaries", async () => {
    const { list, res } = await search("capilary");
    expect(Number(res.headers.get("X-Total-Count"))).toBeGreaterThan(100);
    expect(list.slice(0, 20).every((p) => /capillary/i.test(p.name))).toBe(true);
    expect(list[0].matchedIn).toBe("name");
  });

  it("searches a term that finds nothing again with its misspelt words corrected, and only then", async () => {
    const typo = await search("fused silca");
    expect(typo.list.length).toBeGreaterThan(0);
    expect(typo.list.every((p) => /fused-silica/i.test(p.name))).toBe(true);
    // "capillary" finds what it names: no near words are added to it
    const exact = await search("neutral capillary");
    expect(exact.list.every((p) => /neutral/i.test(p.name))).toBe(true);
  });

  it("says when a term matched the description, the specifications or the category", async () => {
    expect((await search("electroosmotic")).list[0].matchedIn).toBe("description");
    const pva = (await search("polyvinyl alcohol")).list;
    expect(pva.length).toBeGreaterThan(0);
    expect(pva.every((p) => p.matchedIn === "specifications")).toBe(true);
    const { list } = await search("reagent kits");
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((p) => p.matchedIn === "category")).toBe(true);
  });

  it("keeps prices hidden in search results for anonymous and pending visitors, and shows them to approved ones", async () => {
    for (const who of [undefined, "pending"]) {
      const { res, list } = await search("capillary", who, "&sort=price-asc");
      expect(list.every((p) => p.price === null)).toBe(true);
      expect(JSON.stringify(list)).not.toMatch(/\$\d|inquire|priceCents/i);
      expect(res.status).toBe(200);
    }
    const { list } = await search("capillary", "approved", "&sort=price-asc");
    expect(list.every((p) => typeof p.price === "string")).toBe(true);
  });
});

/** Punctuation only: nothing to search for. (Empty, blank and invisible terms are no search at all: the whole list.) */
const NOTHING_TO_SEARCH = ["!!!", "%_\\", "'\";--", "()[]{}*+?.^$|", "\u0000-\u200b-"];
const EMPTY = ["", "   ", "\u0000", "\u200b\u200d", "\t\n"];

describe("the search follows the admin's edits at once (migration 0015's trigger)", () => {
  it("finds a product by its new name, SKU, specification and category, and no longer once it is deleted", async () => {
    const admin = { cookie: cookies.admin };
    const category = async (slug: string) =>
      ((await (await app.request("/api/categories")).json()) as Array<{ id: string; slug: string }>).find((c) => c.slug === slug)!.id;
    const body = {
      name: "Marsh gauge",
      description: "A gauge for the bench.",
      sku: "SYNC-0001",
      price: "10.00",
      stockQuantity: "5",
      categoryId: await category("ion-sources"),
      specifications: "Material: brass",
    };
    const created = await app.request("/api/products", { method: "POST", json: body, ...admin });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const ids = async (q: string) => (await search(q)).list.map((p) => p.id);
    expect(await ids("marsh gauge")).toContain(id);

    const edited = { ...body, name: "Fenwick gauge", sku: "SYNC-0002", specifications: "Material: titanium", categoryId: await category("reagent-kits") };
    expect((await app.request(`/api/products/${id}`, { method: "PUT", json: edited, ...admin })).status).toBe(200);
    expect(await ids("marsh gauge")).not.toContain(id);
    expect(await ids("fenwick")).toContain(id);
    expect((await search("SYNC-0002")).list[0]).toMatchObject({ id, matchedIn: "SKU" });
    expect((await search("titanium")).list.find((p) => p.id === id)?.matchedIn).toBe("specifications");
    // a category's name finds its products: the product has moved
    expect(await ids("reagent kits")).toContain(id);
    expect(await ids("ion sources")).not.toContain(id);

    expect((await app.request(`/api/products/${id}`, { method: "DELETE", ...admin })).status).toBeLessThan(300);
    expect(await ids("fenwick")).not.toContain(id);
    const [left] = (await app.database.db.execute<{ n: number }>(sql`select count(*)::int as n from product_search where product_id = ${id}`)).rows;
    expect(left.n).toBe(0);
  });
});

describe("a search's first page is the first page of the whole list", () => {
  // the first page is asked of PostgreSQL alone (decision 032) until the whole list is remembered:
  // each test asks for first pages before it asks for the whole (unpaginated) list
  const whole = async (q: string, extra = "") =>
    ((await (await app.request(`/api/products?q=${encodeURIComponent(q)}${extra}`)).json()) as Product[]).map((p) => p.id);
  const pageOf = async (q: string, page: number, size: number, extra = "") => {
    const res = await app.request(`/api/products?q=${encodeURIComponent(q)}&page=${page}&pageSize=${size}${extra}`);
    return { ids: ((await res.json()) as Product[]).map((p) => p.id), total: Number(res.headers.get("X-Total-Count")) };
  };

  it.each(["capillary", "pva capillary", "CAP-0001", "conditioned", "capilary", "reagent kits"])(
    "%j: the first page in every size, and the total",
    async (q) => {
      const firstPages = [];
      for (const size of [1, 7, 24, 100]) firstPages.push({ size, ...(await pageOf(q, 1, size)) });
      const all = await whole(q);
      expect(all.length).toBeGreaterThan(0);
      for (const { size, ids, total } of firstPages) {
        expect(total, `${q} total`).toBe(all.length);
        expect(ids, `${q} first ${size}`).toEqual(all.slice(0, size));
      }
      // later pages page the whole list
      expect((await pageOf(q, 2, 7)).ids).toEqual(all.slice(7, 14));
    },
  );

  it("in one category, as the whole list filtered to it", async () => {
    const first = await pageOf("capillary", 1, 24, "&category=separation-capillaries");
    const all = await whole("capillary", "&category=separation-capillaries");
    expect(first.total).toBe(all.length);
    expect(first.ids).toEqual(all.slice(0, 24));
    // a term found elsewhere (the emitter module, an ion source) is not "corrected" in a category that lacks it
    for (const category of ["reagent-kits", "ion-sources"]) {
      const page = await pageOf("emitter module", 1, 24, `&category=${category}`);
      expect(page.ids).toEqual((await whole("emitter module", `&category=${category}`)).slice(0, 24));
    }
    expect(await whole("emitter module", "&category=ion-sources")).not.toEqual([]);
    expect((await app.request(`/api/products?q=capillary&page=1&category=no-such-category`)).headers.get("X-Total-Count")).toBe("0");
  });
});

describe("hostile search terms get an answer, never a 500", () => {
  it.each([...HOSTILE, ...NOTHING_TO_SEARCH, ...EMPTY, "x".repeat(101), "y".repeat(1_000), "a\u0000b"])("q=%j", async (q) => {
    const res = await app.request(`/api/products?page=1&q=${encodeURIComponent(q)}`);
    expect([200, 400]).toContain(res.status);
    const body = await res.json();
    if (res.status === 400) expect(body.message).toMatch(/at most 100 characters/);
    else expect(Array.isArray(body)).toBe(true);
  });

  it.each(EMPTY)("an empty or invisible term (%j) is no search: the whole list", async (q) => {
    const res = await app.request(`/api/products?page=1&q=${encodeURIComponent(q)}`);
    const all = (await (await app.request("/api/products")).json()) as Product[];
    expect(all.length).toBeGreaterThanOrEqual(2_018);
    expect(res.headers.get("X-Total-Count")).toBe(String(all.length));
  });

  it.each(NOTHING_TO_SEARCH)("a term without letters or digits (%j) finds nothing and asks nothing of the database", async (q) => {
    const res = await app.request(`/api/products?page=1&q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(res.headers.get("X-Total-Count")).toBe("0");
  });

  it("percent-encoded invalid UTF-8 and NUL are searched as text", async () => {
    for (const raw of ["%ED%A0%80", "%00", "%FF%FE", "MB03%00"]) {
      const res = await app.request(`/api/products?page=1&q=${raw}`);
      expect(res.status, raw).toBe(200);
    }
    const nul = await app.request(`/api/products?page=1&q=MB03%00`);
    expect(((await nul.json()) as Product[])[0].sku).toBe("MB03-CE");
  });
});

describe("the search reads indexes, never the whole search table", () => {
  it.each(HOSTILE)("EXPLAIN %j uses the search indexes", async (term) => {
    const nodes = await planOf(await searchStatementOf(term));
    const scans = nodes.filter((n) => n["Relation Name"] === "product_search");
    expect(scans.length).toBeGreaterThan(0);
    expect(scans.map((n) => n["Node Type"])).not.toContain("Seq Scan");
    const indexes = new Set(nodes.flatMap((n) => n["Index Name"] ?? []));
    for (const index of ["product_search_sku_upper_idx", "product_search_vector_idx"]) expect(indexes).toContain(index);
  });

  it.each(HOSTILE)("EXPLAIN %j, one page of it, uses the search indexes too", async (term) => {
    const db = app.database.db;
    const nodes = await planOf(topSearchQuery(term, await matchingCategoryIds(db, term), { limit: 24 }));
    expect(nodes.filter((n) => n["Relation Name"] === "product_search").map((n) => n["Node Type"])).not.toContain("Seq Scan");
    expect(new Set(nodes.flatMap((n) => n["Index Name"] ?? []))).toContain("product_search_vector_idx");
  });

  it("looks typos up in the catalogue's words through their trigram index", async () => {
    const nodes = await planOf(correctionQuery(["capilary", "'; drop", "ünïcödé", "x".repeat(100)]));
    expect(nodes.filter((n) => n["Relation Name"] === "search_words").map((n) => n["Node Type"])).not.toContain("Seq Scan");
    expect(new Set(nodes.flatMap((n) => n["Index Name"] ?? []))).toContain("search_words_trgm_idx");
  });

  it("corrects a misspelt word to the catalogue's word", async () => {
    expect(await correctedTerm(app.database.db, "capilary")).toBe("capillary");
    expect(await correctedTerm(app.database.db, "fused silca capillary")).toBe("fused silica capillary");
    expect(await correctedTerm(app.database.db, "capillary")).toBeUndefined();
  });

  it("writes new entries straight into the GIN indexes, with no pending list for searches to read (migration 0016)", async () => {
    const result = await app.database.db.execute<{ relname: string; reloptions: string[] | null }>(
      sql`select relname, reloptions from pg_class where relname in ('product_search_vector_idx', 'products_sku_lower_trgm_idx') order by relname`,
    );
    expect(result.rows).toEqual([
      { relname: "product_search_vector_idx", reloptions: ["fastupdate=off"] },
      { relname: "products_sku_lower_trgm_idx", reloptions: ["fastupdate=off"] },
    ]);
  });
});
