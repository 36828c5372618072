CREATE SEQUENCE "public"."catalogue_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Every statement that changes products or categories moves the catalogue's version (nextval is
-- outside transactions: a rolled-back change moves it too, which only costs a reload).
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalogue_version');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
