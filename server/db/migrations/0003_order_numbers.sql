CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text DEFAULT ('SO-' || to_char(now() at time zone 'UTC', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0')) NOT NULL;--> statement-breakpoint
-- Orders placed before numbering: numbered in the order they were placed, with their own year.
UPDATE "orders" SET "order_number" = 'SO-' || to_char(n."created_at" at time zone 'UTC', 'YYYY') || '-' || lpad(n."rn"::text, 6, '0')
FROM (SELECT "id", "created_at", row_number() OVER (ORDER BY "created_at", "id") AS "rn" FROM "orders") n WHERE n."id" = "orders"."id";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_number_unique" UNIQUE("order_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash");--> statement-breakpoint
INSERT INTO "order_status_changes" ("order_id", "status", "created_at") SELECT "id", 'pending', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_status_changes" ("order_id", "status") SELECT "id", "status" FROM "orders" WHERE "status" <> 'pending';
