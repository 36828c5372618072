-- The search's own narrow table (issue 27, decision 032). Hand-written, as migration 0009: Drizzle's
-- schema does not declare it; server/services/catalogue-search.ts is its only reader.
--
-- A search that matches most of the catalogue ("capillary") reads every product's tsvector. In
-- `products` that column sat behind the descriptions and specifications, about four rows to a page:
-- reading 10,000 of them cost PostgreSQL twice what the same scan costs over rows that hold only
-- what the search reads (measured in decision 032). The same weighted vector as migration 0009's
-- generated column (SKU and name A, short description B, description C, specification values D),
-- kept by a trigger in the same transaction as the product it is made from.
CREATE TABLE "product_search" (
  "product_id" uuid PRIMARY KEY NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
  "category_id" uuid,
  "sku_upper" text NOT NULL,
  "search_vector" tsvector NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "products_search_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("product_id", "category_id", "sku_upper", "search_vector")
  VALUES (NEW."id", NEW."category_id", upper(NEW."sku"),
    setweight(to_tsvector('english', NEW."sku"), 'A')
    || setweight(to_tsvector('english', NEW."name"), 'A')
    || setweight(to_tsvector('english', coalesce(NEW."short_description", '')), 'B')
    || setweight(to_tsvector('english', NEW."description"), 'C')
    || setweight(jsonb_to_tsvector('english', coalesce(NEW."specifications", '{}'::jsonb), '["string"]'), 'D'))
  ON CONFLICT ("product_id") DO UPDATE SET
    "category_id" = EXCLUDED."category_id", "sku_upper" = EXCLUDED."sku_upper", "search_vector" = EXCLUDED."search_vector";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_row" AFTER INSERT OR UPDATE OF "sku", "name", "short_description", "description", "specifications", "category_id" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_search_row"();--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "category_id", "sku_upper", "search_vector")
  SELECT "id", "category_id", upper("sku"), "search_vector" FROM "products";--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
-- exact SKU and SKU prefix, case-insensitive: sku_upper = 'MB03-CE', sku_upper LIKE 'MB03%'
CREATE INDEX "product_search_sku_upper_idx" ON "product_search" USING btree ("sku_upper" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_search_category_idx" ON "product_search" USING btree ("category_id");--> statement-breakpoint
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
DROP INDEX "products_sku_upper_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ANALYZE "product_search";
