CREATE TABLE "quote_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"quote_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- the links already e-mailed keep working
INSERT INTO "quote_links" ("token_hash", "quote_number", "created_at") SELECT "access_token_hash", "quote_number", "created_at" FROM "quotes";--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_access_token_hash_unique";--> statement-breakpoint
CREATE INDEX "quote_links_number_idx" ON "quote_links" USING btree ("quote_number");--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "access_token_hash";