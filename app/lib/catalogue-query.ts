/**
 * What a catalogue list is asked for: `/products?q=&category=&sort=&inStock=&page=` and
 * `GET /api/products` with the same parameters and `pageSize`. The API refuses an invalid value with
 * the message of its schema; the page reads the same parameters leniently (a junk value is its
 * default: `page=abc` is page 1, `sort=junk` the default order), so every URL shows a page.
 */
import { z } from "./zod";
import type { ProductSort } from "./price";

export const PRODUCTS_PER_PAGE = 24;
export const MAX_PAGE_SIZE = 100;
/** Longer search terms are refused by the API and cut to this length by the page. */
export const SEARCH_TERM_MAX_LENGTH = 100;
/** A page number beyond any catalogue (1,000,000 pages of 100); stops absurd offsets. */
export const MAX_PAGE = 1_000_000;

/** "relevance" (the search's rank) is the order of a search; without a search it is the name order. */
export type CatalogueSort = ProductSort | "relevance";

export interface CatalogueQuery {
  /** the normalised search term (normaliseSearchTerm); "" for none */
  q: string;
  /** a category slug; undefined for all categories */
  category: string | undefined;
  sort: CatalogueSort;
  /** only products in stock */
  inStock: boolean;
  /** 1-based; undefined: the API's whole list (the page always has one) */
  page: number | undefined;
  pageSize: number;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** control and format characters (NUL, zero-width joiners, bidi marks), line and paragraph separators */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * A search term as it is searched: canonically composed (NFC: not NFKC, which would turn the
 * catalogue's "µm" into a Greek mu), without control characters or lone surrogates (PostgreSQL
 * refuses NUL and invalid UTF-8), whitespace collapsed, trimmed.
 */
export function normaliseSearchTerm(raw: string): string {
  return raw.replace(LONE_SURROGATE, " ").normalize("NFC").replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
}

/** A term with no letter or digit (punctuation only) matches nothing; "" is no search at all. */
export const isSearchable = (term: string) => /[\p{L}\p{N}]/u.test(term);

/** Cuts a term to SEARCH_TERM_MAX_LENGTH code points (never in the middle of a surrogate pair). */
export const truncateSearchTerm = (term: string) => Array.from(term).slice(0, SEARCH_TERM_MAX_LENGTH).join("").trim();

const SORTS = ["relevance", "name", "price-asc", "price-desc"] as const;

export const apiSchema = z.object({
  q: z
    .string()
    .transform(normaliseSearchTerm)
    .refine((q) => Array.from(q).length <= SEARCH_TERM_MAX_LENGTH, `Search terms can be at most ${SEARCH_TERM_MAX_LENGTH} characters.`)
    .optional(),
  category: z.string().optional(),
  sort: z.enum(SORTS, { error: `sort must be one of: ${SORTS.join(", ")}.` }).optional(),
  inStock: z.enum(["true", "false", "1", "0"], { error: "inStock must be true or false." }).optional(),
  page: z
    .string()
    .regex(/^\d{1,7}$/, "page must be a whole number from 1.")
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE, "page must be a whole number from 1.")
    .optional(),
  pageSize: z
    .string()
    .regex(/^\d{1,3}$/, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
    .optional(),
});

const categoryOf = (value: string | undefined) => (value && value !== "all" ? value : undefined);
const sortOf = (sort: CatalogueSort | undefined, q: string): CatalogueSort => {
  if (!q) return sort === "relevance" || !sort ? "name" : sort;
  return sort ?? "relevance";
};

/** The parameters a repeated name gives once: the first value counts, as URLSearchParams.get does. */
function firstValues(params: URLSearchParams) {
  const names = ["q", "category", "sort", "inStock", "page", "pageSize"] as const;
  return Object.fromEntries(names.flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : [])));
}

/** `GET /api/products`: the query, or the message of the first invalid parameter (answered 400). Unknown parameters are ignored. */
export function parseApiCatalogueQuery(params: URLSearchParams): { ok: true; query: CatalogueQuery } | { ok: false; message: string } {
  const parsed = apiSchema.safeParse(firstValues(params));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message };
  const { q = "", category, sort, inStock, page, pageSize } = parsed.data;
  // pageSize alone asks for pages too: the first one
  const paged = page ?? (pageSize !== undefined ? 1 : undefined);
  return {
    ok: true,
    query: {
      q,
      category: categoryOf(category),
      sort: sortOf(sort, q),
      inStock: inStock === "true" || inStock === "1",
      page: paged,
      pageSize: pageSize ?? PRODUCTS_PER_PAGE,
    },
  };
}

/** `/products`: every value read leniently, so that any address shows a page (a junk value is its default). */
export function parsePageCatalogueQuery(params: URLSearchParams): CatalogueQuery & { page: number } {
  const q = truncateSearchTerm(normaliseSearchTerm(params.get("q") ?? ""));
  const sort = SORTS.find((s) => s === params.get("sort"));
  const page = /^\d{1,7}$/.test(params.get("page") ?? "") ? Math.min(Math.max(Number(params.get("page")), 1), MAX_PAGE) : 1;
  const inStock = params.get("inStock");
  return {
    q,
    category: categoryOf(params.get("category") ?? undefined),
    sort: sortOf(sort, q),
    inStock: inStock === "true" || inStock === "1",
    page,
    pageSize: PRODUCTS_PER_PAGE,
  };
}
