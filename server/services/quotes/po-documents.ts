import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { poDocuments, quotes } from "../../db/schema";
import { isUuid } from "../catalogue/catalogue";

/**
 * Purchase-order documents (decision 035). A document is written once, in the transaction that
 * accepts its quote, and read in two ways only: its description (these columns, never the file)
 * by everything that shows or checks it, and its bytes by the download, a slice at a time, and by
 * the mail sender. No code here or elsewhere selects every column of po_documents.
 */

type Reader = Pick<Db, "select">;
type Writer = Pick<Db, "insert">;

/** What is shown of a document: everything but its bytes. */
export interface PoDocumentInfo {
  id: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** The columns that describe a document, for every select that is not the download or the mail sender. */
export const PO_DOCUMENT_INFO = {
  id: poDocuments.id,
  name: poDocuments.name,
  contentType: poDocuments.contentType,
  size: poDocuments.size,
  sha256: poDocuments.sha256,
} as const;

/** Stores an inspected PDF under its cleaned name; returns its description. */
export async function storePoDocument(tx: Writer, document: { name: string; bytes: Buffer }): Promise<PoDocumentInfo> {
  const [stored] = await tx
    .insert(poDocuments)
    .values({
      name: document.name,
      contentType: "application/pdf",
      size: document.bytes.length,
      sha256: createHash("sha256").update(document.bytes).digest("hex"),
      bytes: document.bytes,
    })
    .returning(PO_DOCUMENT_INFO);
  return stored;
}

/** A quote's document, described; null when the quote has none (or the id is no quote's). */
export async function readQuotePoDocument(db: Reader, quoteId: string): Promise<PoDocumentInfo | null> {
  if (!isUuid(quoteId)) return null;
  const [row] = await db.select(PO_DOCUMENT_INFO).from(quotes).innerJoin(poDocuments, eq(poDocuments.id, quotes.poDocumentId)).where(eq(quotes.id, quoteId));
  return row ?? null;
}

/** A document, described, by its id. */
export async function readPoDocumentInfo(db: Reader, id: string): Promise<PoDocumentInfo | null> {
  const [row] = await db.select(PO_DOCUMENT_INFO).from(poDocuments).where(eq(poDocuments.id, id));
  return row ?? null;
}

/** The whole file, for the mail sender (a message carries it whole anyway). */
export async function readPoDocumentBytes(db: Reader, id: string): Promise<(PoDocumentInfo & { bytes: Buffer }) | null> {
  const [row] = await db
    .select({ ...PO_DOCUMENT_INFO, bytes: poDocuments.bytes })
    .from(poDocuments)
    .where(eq(poDocuments.id, id));
  return row ?? null;
}

/** How much of a document one read of the download takes. */
export const PO_DOCUMENT_SLICE_BYTES = 256 * 1024;

/**
 * The file as a stream read in slices of 256 kB (substring of a column stored uncompressed reads
 * only the slice's chunks): a download holds one slice in memory, and a slow reader holds no
 * connection between slices.
 */
export function streamPoDocument(db: Reader, document: Pick<PoDocumentInfo, "id" | "size">): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= document.size) {
        controller.close();
        return;
      }
      // substring counts from 1
      const [row] = await db
        .select({ slice: sql<Buffer>`substring(${poDocuments.bytes} from ${offset + 1} for ${PO_DOCUMENT_SLICE_BYTES})` })
        .from(poDocuments)
        .where(eq(poDocuments.id, document.id));
      if (!row || row.slice.length === 0) {
        controller.error(new Error(`PO document ${document.id} ended at ${offset} of ${document.size} bytes`));
        return;
      }
      offset += row.slice.length;
      controller.enqueue(new Uint8Array(row.slice));
    },
  });
}

/** The name a PO document gets when the upload's name has nothing left after cleaning. */
export const PO_DOCUMENT_FALLBACK_NAME = "purchase-order.pdf";
