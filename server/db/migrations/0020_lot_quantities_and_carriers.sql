ALTER TABLE "order_item_lots" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
-- a line shipped from a single lot took all its units from it; a split recorded before quantities were kept stays unknown (null)
UPDATE "order_item_lots" AS l SET "quantity" = i."quantity"
FROM "order_items" AS i
WHERE i."id" = l."order_item_id"
  AND (SELECT count(*) FROM "order_item_lots" AS o WHERE o."order_item_id" = l."order_item_id") = 1;
