/**
 * The documentation centre's PDFs (decision 026): where each is read and downloaded, the name it is
 * saved under, and how its size is written. Used by the page and by the server that sends the files.
 */

/** What the server measured on a generated PDF. */
export interface DocumentFileInfo {
  slug: string;
  pageCount: number;
  sizeBytes: number;
}

/** A piece of a search snippet; `match` marks the words the search found. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/** A library document the documentation search found, with where it matched in its text. */
export interface DocumentSearchHit {
  slug: string;
  /** Null when every word is in the document's name, which the list already shows. */
  snippet: SnippetPart[] | null;
}

/** Longest search kept from the form or a link. */
export const MAX_DOCUMENT_QUERY_LENGTH = 100;

export const DOCUMENT_FILES_PATH = "/documentation/files";

/** Opens the PDF in the browser (inline). */
export function documentReadHref(slug: string) {
  return `${DOCUMENT_FILES_PATH}/${slug}.pdf`;
}

/** Saves the PDF (attachment). */
export function documentDownloadHref(slug: string) {
  return `${DOCUMENT_FILES_PATH}/${slug}/download`;
}

/** "emass-ii-user-manual-v3.2.pdf" */
export function documentFileName(slug: string, version: string) {
  return `${slug}-v${version.replace(/^v/i, "")}.pdf`;
}

/** "1.2 MB", "860 KB": decimal units, as file managers and browsers' download lists write them. */
export function formatFileSize(bytes: number) {
  if (Math.round(bytes / 1_000) >= 1_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} B`;
}

/** "1 page", "12 pages" */
export function formatPageCount(pages: number) {
  return `${pages} ${pages === 1 ? "page" : "pages"}`;
}

/** The query as the server reads it: trimmed, whitespace collapsed, at most MAX_DOCUMENT_QUERY_LENGTH characters. */
export function normalizeDocumentQuery(raw: string | null | undefined) {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_DOCUMENT_QUERY_LENGTH).trim();
}
