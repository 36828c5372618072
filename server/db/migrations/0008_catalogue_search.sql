-- Catalogue search (issue 27, decision 022). Hand-written: Drizzle's schema does not declare
-- `search_vector` (server/db/schema.ts says why), so `select()` never loads it.
--
-- Full text, weighted: SKU and name A, short description B, description C, specification values D
-- (a category's name is matched through the categories table at query time, as B).
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', "sku"), 'A')
  || setweight(to_tsvector('english', "name"), 'A')
  || setweight(to_tsvector('english', coalesce("short_description", '')), 'B')
  || setweight(to_tsvector('english', "description"), 'C')
  || setweight(jsonb_to_tsvector('english', coalesce("specifications", '{}'::jsonb), '["string"]'), 'D')
) STORED;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- Typo tolerance (pg_trgm, migration 0007): "capilary" finds capillaries, "MB30-CE" finds MB03-CE.
-- One index over name and SKU: one index scan per search instead of two.
CREATE INDEX "products_name_sku_trgm_idx" ON "products" USING gin (("name" || ' ' || "sku") gin_trgm_ops);--> statement-breakpoint
-- Exact SKU and SKU prefix, case-insensitive: upper(sku) = 'MB03-CE', upper(sku) LIKE 'MB03%'.
CREATE INDEX "products_sku_upper_idx" ON "products" USING btree (upper("sku") text_pattern_ops);
