-- The catalogue's GIN indexes write every new entry into the index at once (issue 27, decision 032).
--
-- With GIN's default `fastupdate`, a product written (by the admin, an import, the bench's fixture)
-- first lands in the index's pending list, which every search reads in full, entry by entry, until
-- autovacuum or a 4 MB list moves it into the index proper. After 10,000 products were inserted,
-- searches paid for that list until autovacuum came by, on the core the site shares with PostgreSQL.
-- The catalogue is written rarely and searched all the time: the write pays instead.
ALTER INDEX "product_search_vector_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "products_sku_lower_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
-- what is pending already goes into the index now
SELECT gin_clean_pending_list('product_search_vector_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('products_sku_lower_trgm_idx'::regclass);
