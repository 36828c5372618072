-- decision 035: PO documents get a table of their own, so that reading a quote never reads a file
CREATE TABLE "po_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- PDFs are compressed already: stored uncompressed out of line, a download's slices (substring) read only their own chunks
ALTER TABLE "po_documents" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "po_document_id" uuid;--> statement-breakpoint
-- the documents kept on quotes move out; their names lose any path, control and format characters (Unicode Cc and Cf) as new uploads' do
UPDATE "quotes" SET "po_document_id" = gen_random_uuid() WHERE "po_document" IS NOT NULL;--> statement-breakpoint
INSERT INTO "po_documents" ("id", "name", "content_type", "size", "sha256", "bytes", "created_at")
SELECT
	"po_document_id",
	coalesce(nullif(left(btrim(regexp_replace(regexp_replace(coalesce("po_document_name", ''), '^.*[\\/]', ''), '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f"]', '', 'g')), 200), ''), 'purchase-order.pdf'),
	'application/pdf',
	octet_length("po_document"),
	encode(sha256("po_document"), 'hex'),
	"po_document",
	coalesce("decided_at", "updated_at")
FROM "quotes" WHERE "po_document" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_po_document_id_po_documents_id_fk" FOREIGN KEY ("po_document_id") REFERENCES "public"."po_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "po_document";--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "po_document_name";--> statement-breakpoint
-- the sales e-mail refers to the document it attaches instead of keeping a base64 copy
ALTER TABLE "mail_outbox" ADD COLUMN "po_document_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_po_document_id_po_documents_id_fk" FOREIGN KEY ("po_document_id") REFERENCES "public"."po_documents"("id") ON DELETE no action ON UPDATE no action;
