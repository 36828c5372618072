CREATE TABLE "lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"lot_number" text NOT NULL,
	"manufactured_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"released_on" date NOT NULL,
	"released_by" text NOT NULL,
	"qc_results" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_lot_number_unique" UNIQUE("lot_number")
);
--> statement-breakpoint
CREATE TABLE "order_item_lots" (
	"order_item_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_item_lots_order_item_id_lot_id_pk" PRIMARY KEY("order_item_id","lot_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lot_tracked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_lots" ADD CONSTRAINT "order_item_lots_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_lots" ADD CONSTRAINT "order_item_lots_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lots_product_idx" ON "lots" USING btree ("product_id","expires_on");--> statement-breakpoint
CREATE INDEX "order_item_lots_lot_idx" ON "order_item_lots" USING btree ("lot_id");--> statement-breakpoint
-- decision 027: reagent kits and capillaries already in the catalogue are made in lots
UPDATE "products" SET "lot_tracked" = true WHERE "category_id" IN (SELECT "id" FROM "categories" WHERE "slug" IN ('reagent-kits', 'separation-capillaries'));
