CREATE TYPE "public"."approval_status" AS ENUM('pending', 'approved', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."organisation_role" AS ENUM('admin', 'approver', 'buyer', 'requester');--> statement-breakpoint
ALTER TYPE "public"."user_status" ADD VALUE 'closed';--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"status" "approval_status" DEFAULT 'pending' NOT NULL,
	"reasons" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"order_data" jsonb NOT NULL,
	"po_number" text,
	"cost_centre" text,
	"gl_code" text,
	"comment" text,
	"reason" text,
	"idempotency_key" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_requests_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "approval_requests_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "cost_centres" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" "organisation_role" NOT NULL,
	"order_limit_cents" integer,
	"monthly_limit_cents" integer,
	"approval_limit_cents" integer,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" uuid,
	"revoked_at" timestamp with time zone,
	"accept_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"role" "organisation_role" NOT NULL,
	"order_limit_cents" integer,
	"monthly_limit_cents" integer,
	"approval_limit_cents" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"approval_above_cents" integer,
	"monthly_budget_cents" integer,
	"cost_centre_required" boolean DEFAULT false NOT NULL,
	"gl_code_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_list_lines" (
	"list_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shared_list_lines_list_id_position_pk" PRIMARY KEY("list_id","position")
);
--> statement-breakpoint
CREATE TABLE "shared_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_prices" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "account_terms" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cost_centre" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gl_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_centres" ADD CONSTRAINT "cost_centres_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_list_lines" ADD CONSTRAINT "shared_list_lines_list_id_shared_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shared_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_lists" ADD CONSTRAINT "shared_lists_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_lists" ADD CONSTRAINT "shared_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_organisation_idx" ON "approval_requests" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_requester_idx" ON "approval_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_centres_organisation_code_idx" ON "cost_centres" USING btree ("organisation_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_invitations_open_email_idx" ON "organisation_invitations" USING btree ("organisation_id",lower("email")) WHERE "organisation_invitations"."accepted_at" is null and "organisation_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "organisation_members_organisation_idx" ON "organisation_members" USING btree ("organisation_id");--> statement-breakpoint
ALTER TABLE "account_prices" ADD CONSTRAINT "account_prices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_terms" ADD CONSTRAINT "account_terms_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_organisation_idx" ON "orders" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_organisation_idx" ON "quotes" USING btree ("organisation_id","created_at");--> statement-breakpoint
-- The data move: every customer account (approved, pending or rejected) becomes the admin of a
-- one-person organisation named exactly as its company, which takes over its terms, prices,
-- addresses, orders and quotes. Staff get none; their orders and quotes stay theirs alone.
WITH moving AS (
	SELECT "id" AS "user_id", gen_random_uuid() AS "organisation_id", "company", "created_at" FROM "users" WHERE "role" = 'customer'
), created AS (
	INSERT INTO "organisations" ("id", "name", "created_at", "updated_at")
	SELECT "organisation_id", "company", "created_at", "created_at" FROM moving
)
INSERT INTO "organisation_members" ("user_id", "organisation_id", "role", "joined_at")
SELECT "user_id", "organisation_id", 'admin', "created_at" FROM moving;--> statement-breakpoint
UPDATE "account_terms" t SET "organisation_id" = m."organisation_id" FROM "organisation_members" m WHERE m."user_id" = t."user_id";--> statement-breakpoint
UPDATE "account_prices" p SET "organisation_id" = m."organisation_id" FROM "organisation_members" m WHERE m."user_id" = p."user_id";--> statement-breakpoint
UPDATE "addresses" a SET "organisation_id" = m."organisation_id" FROM "organisation_members" m WHERE m."user_id" = a."user_id";--> statement-breakpoint
UPDATE "orders" o SET "organisation_id" = m."organisation_id" FROM "organisation_members" m WHERE m."user_id" = o."user_id";--> statement-breakpoint
UPDATE "quotes" q SET "organisation_id" = m."organisation_id" FROM "organisation_members" m WHERE m."user_id" = q."user_id";--> statement-breakpoint
-- Staff have no organisation, so no terms, price list or address book of their own.
DELETE FROM "account_terms" WHERE "organisation_id" IS NULL;--> statement-breakpoint
DELETE FROM "account_prices" WHERE "organisation_id" IS NULL;--> statement-breakpoint
DELETE FROM "addresses" WHERE "organisation_id" IS NULL;--> statement-breakpoint
ALTER TABLE "account_prices" DROP CONSTRAINT "account_prices_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "account_terms" DROP CONSTRAINT "account_terms_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "addresses" DROP CONSTRAINT "addresses_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "addresses_user_idx";--> statement-breakpoint
DROP INDEX "addresses_one_default_idx";--> statement-breakpoint
ALTER TABLE "account_prices" DROP CONSTRAINT "account_prices_user_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "account_prices" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "account_terms" DROP CONSTRAINT "account_terms_pkey";--> statement-breakpoint
ALTER TABLE "account_terms" ADD CONSTRAINT "account_terms_pkey" PRIMARY KEY ("organisation_id");--> statement-breakpoint
ALTER TABLE "account_terms" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "account_prices" ADD CONSTRAINT "account_prices_organisation_id_product_id_pk" PRIMARY KEY("organisation_id","product_id");--> statement-breakpoint
CREATE INDEX "addresses_organisation_idx" ON "addresses" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("organisation_id","kind") WHERE "addresses"."is_default";--> statement-breakpoint
ALTER TABLE "account_prices" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "account_terms" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "addresses" DROP COLUMN "user_id";