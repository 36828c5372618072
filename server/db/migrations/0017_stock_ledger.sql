-- Stock is a ledger (docs/decisions/037-stock-ledger.md): each order line keeps what it took, and
-- "In stock" follows the quantity instead of being set by hand.
--
-- A product marked out of stock by hand keeps being out of stock: its quantity becomes 0 before
-- the flag becomes a column computed from the quantity.
UPDATE "products" SET "stock_quantity" = 0 WHERE "in_stock" = false AND "stock_quantity" > 0;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "in_stock" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" drop column "in_stock";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (stock_quantity > 0) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stock_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "free_line" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- What existing lines hold: a checkout took its quantities (given back already if it was cancelled);
-- an accepted quote took nothing.
UPDATE "order_items" AS oi SET "stock_taken" = oi."quantity"
  FROM "orders" AS o
  WHERE o."id" = oi."order_id" AND o."quote_id" IS NULL AND o."status" <> 'cancelled' AND oi."product_id" IS NOT NULL;--> statement-breakpoint
-- A quote's free line (no catalogue product on the quote either) is a quoted item, not a deleted product.
UPDATE "order_items" AS oi SET "free_line" = true
  FROM "orders" AS o, "quote_lines" AS ql
  WHERE o."id" = oi."order_id" AND ql."quote_id" = o."quote_id" AND ql."product_id" IS NULL
    AND ql."name" = oi."product_name" AND oi."product_id" IS NULL;
