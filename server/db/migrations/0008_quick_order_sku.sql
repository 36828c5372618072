CREATE INDEX "products_sku_lower_idx" ON "products" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "products_sku_lower_trgm_idx" ON "products" USING gin (lower("sku") gin_trgm_ops);