import { sql } from "drizzle-orm";
import { isSearchable } from "~/lib/catalogue-query";
import type { MatchedField } from "~/lib/catalogue-types";
import type { Db } from "../db/database";

export type { MatchedField };

/**
 * Catalogue search in PostgreSQL (issue 27, decision 022; the column and indexes are migration 0008):
 *
 * - exact SKU (case-insensitive) first, then SKU prefixes ("MB03" finds MB03-CE): btree on upper(sku);
 * - then full text on the weighted `search_vector` (SKU and name A, short description B, description C,
 *   specification values D; a category's name counts as B), ranked by ts_rank: GIN;
 * - then trigram word similarity on name and SKU (one expression) for typos ("capilary" finds
 *   capillaries): GIN (pg_trgm).
 *
 * Every condition is one an index answers, so the query reads the index entries of its terms,
 * never the whole table (tests/api/catalogue-search.test.ts asserts the plan). `term` is a
 * normalised term (app/lib/catalogue-query.ts normaliseSearchTerm); it reaches SQL only as a bound
 * parameter, and as a LIKE pattern with its wildcards escaped.
 */
export async function searchProductIds(db: Db, term: string): Promise<string[]> {
  if (!isSearchable(term)) return [];
  const result = await db.execute<{ id: string }>(searchQuery(term, await matchingCategoryIds(db, term)));
  return result.rows.map((r) => r.id);
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

/** The search statement for `term` and the categories it matches (exported for the test that EXPLAINs it). */
export function searchQuery(term: string, categoryIds: readonly string[]) {
  const prefix = `${likeEscaped(term.toUpperCase())}%`;
  const ts = sql`plainto_tsquery('english', ${term})`;
  const inCategory =
    categoryIds.length > 0
      ? sql`p.category_id in (${sql.join(
          categoryIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql`false`;
  return sql`
    select p.id
    from products p
    where upper(p.sku) like ${prefix}
      or p.search_vector @@ ${ts}
      or ${term} <% (p.name || ' ' || p.sku)
      or ${inCategory}
    order by
      case when upper(p.sku) = upper(${term}) then 0 when upper(p.sku) like ${prefix} then 1 when p.search_vector @@ ${ts} or ${inCategory} then 2 else 3 end,
      ts_rank(p.search_vector, ${ts}) + case when ${inCategory} then 0.4 else 0 end desc,
      word_similarity(${term}, p.name || ' ' || p.sku) desc,
      p.name, p.id`;
}

/**
 * The field each of `ids` matched `term` in, the most telling first: SKU, then name, category,
 * description (short or long), specifications. Asked for the products of one page only.
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
      when ts_filter(p.search_vector, '{b,c}') @@ ${ts} then 'description'
      when ts_filter(p.search_vector, '{d}') @@ ${ts} then 'specifications'
      when word_similarity(${term}, p.sku) > word_similarity(${term}, p.name) then 'SKU'
      else 'name' end as field
    from products p left join categories c on c.id = p.category_id
    where p.id = any(${sql.param([...ids])}::uuid[])`);
  return new Map(result.rows.map((r) => [r.id, r.field]));
}

/** LIKE's wildcards and escape character taken literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
