ALTER TABLE "orders" ADD COLUMN "tax_basis_points" integer;--> statement-breakpoint
-- Orders made from a quote were taxed at the quote's rate: keep it (the others had the spec's 8 %, or 0 when exempt).
UPDATE "orders" SET "tax_basis_points" = "quotes"."tax_basis_points" FROM "quotes" WHERE "orders"."quote_id" = "quotes"."id";
