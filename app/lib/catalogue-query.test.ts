import { describe, expect, it } from "vitest";
import { isSearchable, normaliseSearchTerm, parseApiCatalogueQuery, parsePageCatalogueQuery, truncateSearchTerm } from "./catalogue-query";

const params = (query: string) => new URLSearchParams(query);

describe("search term normalisation", () => {
  // whitespace collapses, control and invisible characters go, the catalogue's µ stays, and lone
  // surrogates become spaces (PostgreSQL takes only valid UTF-8) while pairs stay
  it.each([
    ["  fused\t silica\n\ncapillary  ", "fused silica capillary"],
    ["MB03\u0000-CE", "MB03 -CE"],
    ["\u200b\u200d\u2028", ""],
    ["50 µm", "50 µm"],
    // composed: e + combining acute is é
    ["cafe\u0301", "café"],
    ["a\ud800b", "a b"],
    ["\udc00", ""],
    ["😀 kit", "😀 kit"],
  ])("normalises %j to %j", (term, normalised) => {
    expect(normaliseSearchTerm(term)).toBe(normalised);
  });

  it("finds nothing to search in punctuation alone", () => {
    expect(isSearchable("!!! %_ ;--")).toBe(false);
    expect(isSearchable("")).toBe(false);
    expect(isSearchable("ab")).toBe(true);
    expect(isSearchable("Ⅻ")).toBe(true);
  });

  it("cuts a long term by code points, never inside a pair", () => {
    expect(Array.from(truncateSearchTerm("😀".repeat(150)))).toHaveLength(100);
    expect(truncateSearchTerm("a😀".repeat(75))).not.toMatch(/[\uD800-\uDBFF]$/);
  });
});

describe("GET /api/products parameters", () => {
  it("gives the spec's list without page: name order, every category", () => {
    expect(parseApiCatalogueQuery(params(""))).toEqual({
      ok: true,
      query: { q: "", category: undefined, sort: "name", inStock: false, page: undefined, pageSize: 24 },
    });
    expect(parseApiCatalogueQuery(params("category=all&utm_source=x"))).toMatchObject({ ok: true, query: { category: undefined } });
  });

  it("orders a search by relevance unless a sort is asked for; relevance without a search is the name order", () => {
    expect(parseApiCatalogueQuery(params("q=MB03"))).toMatchObject({ query: { q: "MB03", sort: "relevance" } });
    expect(parseApiCatalogueQuery(params("q=MB03&sort=price-asc"))).toMatchObject({ query: { sort: "price-asc" } });
    expect(parseApiCatalogueQuery(params("sort=relevance"))).toMatchObject({ query: { sort: "name" } });
    expect(parseApiCatalogueQuery(params("q=%20%20"))).toMatchObject({ query: { q: "", sort: "name" } });
  });

  it("reads pages, page sizes and inStock", () => {
    expect(parseApiCatalogueQuery(params("page=3&pageSize=100&inStock=1"))).toMatchObject({ query: { page: 3, pageSize: 100, inStock: true } });
    expect(parseApiCatalogueQuery(params("pageSize=10"))).toMatchObject({ query: { page: 1, pageSize: 10 } });
    expect(parseApiCatalogueQuery(params("inStock=false"))).toMatchObject({ query: { inStock: false } });
  });

  it.each(["page=0", "page=x", "page=1e3", "pageSize=101", "pageSize=-5", "sort=price", "inStock=yes", `q=${"a".repeat(101)}`])(
    "refuses %s with a message",
    (query) => {
      const parsed = parseApiCatalogueQuery(params(query));
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/must|at most/);
    },
  );
});

describe("/products parameters: junk is the default, so every address shows a page", () => {
  it.each([
    ["page=abc", { page: 1 }],
    ["page=0", { page: 1 }],
    ["page=-2", { page: 1 }],
    ["page=3", { page: 3 }],
    ["sort=junk", { sort: "name" }],
    ["sort=junk&q=kit", { sort: "relevance" }],
    ["inStock=on", { inStock: false }],
    ["inStock=true", { inStock: true }],
    ["category=all", { category: undefined }],
  ])("%s", (query, expected) => {
    expect(parsePageCatalogueQuery(params(query))).toMatchObject(expected);
  });

  it("cuts a long search term to 100 characters instead of refusing it", () => {
    expect(parsePageCatalogueQuery(params(`q=${"a".repeat(1_000)}`)).q).toBe("a".repeat(100));
  });
});
