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
-- Typo tolerance (pg_trgm, migration 0007), as PostgreSQL's documentation suggests for text search:
-- the words of the products' names, SKUs and descriptions, once each, with a trigram index. A word
-- of a search term that is no catalogue word is replaced by the nearest one ("capilary" by
-- "capillary", "mb30-ce" by "mb03-ce"; GiST answers "nearest" from the index), and the corrected term
-- is searched in full text too. Trigram matching then reads a few thousand short words instead of
-- every product's text. A word stays after its last product is gone (it then finds nothing).
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "products_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple',
    NEW."name" || ' ' || NEW."sku" || ' ' || coalesce(NEW."short_description", '') || ' ' || NEW."description"))) AS w
  WHERE length(w) >= 3 AND w ~ '[^0-9.,-]'
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF "name", "sku", "short_description", "description" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "products", unnest(tsvector_to_array(to_tsvector('simple',
    "name" || ' ' || "sku" || ' ' || coalesce("short_description", '') || ' ' || "description"))) AS w
  WHERE length(w) >= 3 AND w ~ '[^0-9.,-]'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Exact SKU and SKU prefix, case-insensitive: upper(sku) = 'MB03-CE', upper(sku) LIKE 'MB03%'.
CREATE INDEX "products_sku_upper_idx" ON "products" USING btree (upper("sku") text_pattern_ops);
