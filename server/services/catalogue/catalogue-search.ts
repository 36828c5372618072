import { sql } from "drizzle-orm";
import { isSearchable } from "~/lib/catalogue-query";
import type { MatchedField } from "~/lib/catalogue-types";
import type { Db } from "../../db/database";

export type { MatchedField };

/**
 * Catalogue search in PostgreSQL (decisions 022 and 032). It reads `product_search`, a row
 * per product with only what the search needs, kept by a trigger on `products` (migration 0015):
 *
 * 1. exact SKU (case-insensitive) first, then SKU prefixes ("MB03" finds MB03-CE): btree on `sku_upper`;
 * 2. then full text on the weighted `search_vector` (SKU and name A, short description B, description C,
 *    specification values D; a category's name counts as B), by ts_rank: GIN;
 * 3. a term that finds nothing is searched again with its misspelt words corrected: each word that is
 *    no word of the catalogue is replaced by the most similar one (pg_trgm on `search_words`:
 *    "capilary" → "capillary"). `searchedFor` says which term found the products.
 *
 * Every condition is one an index answers, so the statements read the index entries of their terms,
 * never the whole table unless the term matches most of it (tests/api/catalogue-search.test.ts
 * asserts the plans). `term` is a normalised term (app/lib/catalogue-query.ts); it reaches SQL only
 * as a bound parameter, and as a LIKE pattern with its wildcards escaped.
 */
export async function searchProducts(db: Db, term: string, nameOrder: NameOrder): Promise<{ ids: string[]; searchedFor: string }> {
  if (!isSearchable(term)) return { ids: [], searchedFor: term };
  const ids = await productIdsFor(db, term, nameOrder);
  if (ids.length > 0) return { ids, searchedFor: term };
  const corrected = await correctedTerm(db, term);
  return corrected ? { ids: await productIdsFor(db, corrected, nameOrder), searchedFor: corrected } : { ids, searchedFor: term };
}

/** A product's place in the catalogue's name order (the snapshot's, an Intl collator's): ties in relevance are listed by name. */
export type NameOrder = (id: string) => number;

type SearchHit = {
  id: string;
  /** 0 exact SKU, 1 SKU prefix, 2 text. */
  tier: number;
  rank: number;
};

/**
 * The matching products, most relevant first: by tier, then rank, then name. PostgreSQL finds and
 * ranks them; the order is made here, because a term matching most of the catalogue (every capillary)
 * would otherwise have PostgreSQL sort thousands of rows by name under its collation, which cost more
 * than finding them, and in an order other than the snapshot's.
 */
async function productIdsFor(db: Db, term: string, nameOrder: NameOrder) {
  const result = await db.execute<SearchHit>(searchQuery(term, await matchingCategoryIds(db, term)));
  return inRelevanceOrder(result.rows, nameOrder);
}

/** Hits most relevant first: by tier, then rank, then the catalogue's name order. */
function inRelevanceOrder(hits: readonly SearchHit[], nameOrder: NameOrder) {
  return hits
    .map((hit) => ({ id: hit.id, tier: hit.tier, rank: Number(hit.rank), place: nameOrder(hit.id) }))
    .sort((a, b) => a.tier - b.tier || b.rank - a.rank || a.place - b.place)
    .map((hit) => hit.id);
}

/**
 * The first `limit` products matching `term` in relevance order (optionally in one category), and
 * how many match in all: what one page of a search needs, without sending every match to Node.
 * PostgreSQL ranks them all and keeps the first `limit` by tier and rank, with every row that ties
 * the last one (FETCH … WITH TIES); those ties are ordered here by name, as productIdsFor orders
 * them, so the first `limit` are exactly the first `limit` of searchProducts' order (decision 032).
 * A term that finds nothing anywhere is searched again with its misspelt words corrected.
 */
export async function searchTopProducts(
  db: Db,
  term: string,
  opts: { limit: number; categoryId?: string; nameOrder: NameOrder },
): Promise<{ ids: string[]; total: number; searchedFor: string }> {
  if (!isSearchable(term)) return { ids: [], total: 0, searchedFor: term };
  const { categoryIds, ...found } = await topIdsFor(db, term, opts);
  if (found.total > 0 || (opts.categoryId && (await matchesAnywhere(db, term, categoryIds)))) return { ...found, searchedFor: term };
  const corrected = await correctedTerm(db, term);
  if (!corrected) return { ...found, searchedFor: term };
  const { ids, total } = await topIdsFor(db, corrected, opts);
  return { ids, total, searchedFor: corrected };
}

async function topIdsFor(db: Db, term: string, opts: { limit: number; categoryId?: string; nameOrder: NameOrder }) {
  const categoryIds = await matchingCategoryIds(db, term);
  const result = await db.execute<SearchHit & { total: number }>(topSearchQuery(term, categoryIds, opts));
  return { ids: inRelevanceOrder(result.rows, opts.nameOrder).slice(0, opts.limit), total: Number(result.rows[0]?.total ?? 0), categoryIds };
}

/** Whether `term` (whose categories are `categoryIds`) finds anything in the whole catalogue: a category's page found nothing; is it the term, or the category? */
async function matchesAnywhere(db: Db, term: string, categoryIds: readonly string[]) {
  const result = await db.execute(sql`select 1 from (${searchQuery(term, categoryIds)}) hits limit 1`);
  return result.rows.length > 0;
}

/** The statement of searchTopProducts (exported for the test that EXPLAINs it). */
export function topSearchQuery(term: string, categoryIds: readonly string[], opts: { limit: number; categoryId?: string }) {
  // OFFSET 0 keeps the hits a subquery of their own: flattened, the window kept every row's
  // tsvector to rank it later (8 MB on disk for "capillary", 33 ms instead of 13 ms)
  return sql`
    select hits.id, hits.tier, hits.rank, count(*) over () as total
    from (${searchQuery(term, categoryIds, opts.categoryId)} offset 0) hits
    order by hits.tier, hits.rank desc
    fetch first (${opts.limit}) rows with ties`;
}

/** At most this many words of a term are checked for typos. */
const CORRECTED_WORDS = 8;
/** A catalogue word at least this similar (pg_trgm similarity) replaces a word of the term that is no catalogue word. */
const CORRECTION_SIMILARITY = 0.4;

/**
 * The term with each word that is no catalogue word (3 characters or more, with a letter) replaced
 * by the nearest catalogue word, when that is similar enough; undefined when nothing was replaced.
 */
export async function correctedTerm(db: Db, term: string): Promise<string | undefined> {
  const words = term.toLowerCase().split(" ");
  const checked = [...new Set(words.filter((w) => w.length >= 3 && /\p{L}/u.test(w)))].slice(0, CORRECTED_WORDS);
  if (checked.length === 0) return undefined;
  const result = await db.execute<{ word: string; nearest: string | null; similarity: number | null }>(correctionQuery(checked));
  const replace = new Map(
    result.rows.flatMap((r) => (r.nearest && r.nearest !== r.word && Number(r.similarity) >= CORRECTION_SIMILARITY ? [[r.word, r.nearest] as const] : [])),
  );
  return replace.size > 0 ? words.map((w) => replace.get(w) ?? w).join(" ") : undefined;
}

/** Each word's nearest catalogue word (itself when it is one) and their similarity: a GiST nearest-neighbour scan per word (exported for the test that EXPLAINs it). */
export function correctionQuery(words: readonly string[]) {
  return sql`
    select w.word, n.word as nearest, similarity(n.word, w.word) as similarity
    from unnest(${sql.param([...words])}::text[]) as w(word)
    left join lateral (select s.word from search_words s order by s.word <-> w.word limit 1) n on true`;
}

/**
 * The categories whose name matches the term (a handful of rows). Asked first, so that the search
 * statement names them as constants: the planner then knows how many products they hold (the
 * category index's statistics), instead of guessing for an unknown list and reading the whole table.
 */
export async function matchingCategoryIds(db: Db, term: string): Promise<string[]> {
  if (!isSearchable(term)) return [];
  const result = await db.execute<{ id: string }>(sql`select id from categories where to_tsvector('english', name) @@ plainto_tsquery('english', ${term})`);
  return result.rows.map((r) => r.id);
}

/**
 * The search statement for `term` and the categories it matches, unordered (productIdsFor orders
 * it; exported for the test that EXPLAINs it); with `categoryId` only the matches in that category.
 */
export function searchQuery(term: string, categoryIds: readonly string[], categoryId?: string) {
  const prefix = `${likeEscaped(term.toUpperCase())}%`;
  const ts = sql`plainto_tsquery('english', ${term})`;
  const inCategory =
    categoryIds.length > 0
      ? sql`s.category_id in (${sql.join(
          categoryIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql`false`;
  return sql`
    select s.product_id as id,
      case when s.sku_upper = upper(${term}) then 0 when s.sku_upper like ${prefix} then 1 else 2 end as tier,
      ts_rank(s.search_vector, ${ts}) + case when ${inCategory} then 0.4 else 0 end as rank
    from product_search s
    where (s.sku_upper like ${prefix} or s.search_vector @@ ${ts} or ${inCategory})
      ${categoryId ? sql`and s.category_id = ${categoryId}::uuid` : sql``}`;
}

/**
 * The field each of `ids` matched `term` (the term that found them: searchProducts' `searchedFor`)
 * in, the most telling first: SKU, then name, category, description (short or long), specifications.
 * Asked for the products of one page only.
 */
export async function matchedFields(db: Db, term: string, ids: readonly string[]): Promise<Map<string, MatchedField>> {
  if (ids.length === 0 || !isSearchable(term)) return new Map();
  const prefix = `${likeEscaped(term.toUpperCase())}%`;
  const ts = sql`plainto_tsquery('english', ${term})`;
  const result = await db.execute<{ id: string; field: MatchedField }>(sql`
    select p.id, case
      when upper(p.sku) like ${prefix} or to_tsvector('english', p.sku) @@ ${ts} then 'SKU'
      when to_tsvector('english', p.name) @@ ${ts} then 'name'
      when c.id is not null and to_tsvector('english', c.name) @@ ${ts} then 'category'
      when ts_filter(s.search_vector, '{b,c}') @@ ${ts} then 'description'
      when ts_filter(s.search_vector, '{d}') @@ ${ts} then 'specifications'
      else 'name' end as field
    from products p join product_search s on s.product_id = p.id left join categories c on c.id = p.category_id
    where p.id = any(${sql.param([...ids])}::uuid[])`);
  return new Map(result.rows.map((r) => [r.id, r.field]));
}

/** LIKE's wildcards and escape character taken literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
