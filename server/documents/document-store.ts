import { createHash } from "node:crypto";
import type { Brand } from "~/content/brand";
import type { DocumentFileInfo, DocumentSearchHit } from "~/lib/document-files";
import { documentRegistry, type RegisteredDocument } from "./document-registry";
import { indexDocuments, searchDocuments, type SearchIndexEntry } from "./document-search";
import { documentText } from "./document-text";
import { renderDocumentPdf } from "./render-document-pdf";

export interface DocumentFile extends DocumentFileInfo {
  version: string;
  bytes: Buffer;
  /** A strong validator: the SHA-256 of the bytes. */
  etag: string;
}

export interface DocumentStore {
  /** The documents' PDFs, generated on first need (all of them, one per turn of the event loop) and then held in memory. */
  files(): Promise<ReadonlyMap<string, DocumentFile>>;
  /** One document's PDF, or undefined for a slug that is not in the library. */
  file(slug: string): Promise<DocumentFile | undefined>;
  /** Page count and size of every document, in library order. */
  infos(): Promise<DocumentFileInfo[]>;
  /** The documentation search over the documents' text (no PDF needed; its index is made with the PDFs, or on the first search). */
  search(query: string): DocumentSearchHit[];
  /** How long generating all documents took, once they are made. */
  generationMs(): number | undefined;
}

/**
 * The documentation centre's PDFs for this process's brand (decision 026). The set is fixed and
 * small (16 documents, about 0.1 MB each), so all of them are kept for the life of the process;
 * they change only with the code or the brand config, which a restart brings. Generated on first
 * need — server/start.ts asks for them right after the server listens, so a visitor rarely waits.
 */
export function createDocumentStore(brand: Brand, registry: readonly RegisteredDocument[] = documentRegistry()): DocumentStore {
  let searchIndex: SearchIndexEntry[] | undefined;
  const index = () =>
    (searchIndex ??= indexDocuments(registry.map((d) => ({ slug: d.slug, name: d.heading.name, text: documentText(brand, d.heading, d.content) }))));
  let generated: Promise<ReadonlyMap<string, DocumentFile>> | undefined;
  let tookMs: number | undefined;

  async function generate() {
    const started = performance.now();
    const files = new Map<string, DocumentFile>();
    for (const document of registry) {
      // one document per turn, so that requests and health checks are answered in between
      await new Promise<void>((resolve) => setImmediate(resolve));
      const { bytes, pageCount } = await renderDocumentPdf(brand, document.heading, document.content);
      const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
      files.set(document.slug, { slug: document.slug, version: document.heading.version, bytes, pageCount, sizeBytes: bytes.length, etag });
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
    index();
    tookMs = performance.now() - started;
    return files;
  }

  const files = () => {
    generated ??= generate().catch((error: unknown) => {
      generated = undefined;
      throw error;
    });
    return generated;
  };
  return {
    files,
    file: async (slug) => (await files()).get(slug),
    infos: async () => [...(await files()).values()].map(({ slug, pageCount, sizeBytes }) => ({ slug, pageCount, sizeBytes })),
    search: (query) => searchDocuments(index(), query),
    generationMs: () => tookMs,
  };
}
