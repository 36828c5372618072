-- The catalogue's version is read from the rows themselves (server/services/catalogue-cache.ts,
-- decision 031): the sequence moved before its transaction committed.
DROP TRIGGER "products_catalogue_version" ON "products";--> statement-breakpoint
DROP TRIGGER "categories_catalogue_version" ON "categories";--> statement-breakpoint
DROP FUNCTION "bump_catalogue_version"();--> statement-breakpoint
DROP SEQUENCE "public"."catalogue_version";
