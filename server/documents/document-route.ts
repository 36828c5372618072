import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { DOCUMENT_FILES_PATH, documentFileName } from "~/lib/document-files";
import type { DocumentFile } from "./document-store";

/**
 * Browsers and shared caches may keep a document for a day and then revalidate it (a cheap 304):
 * the bytes change only when a deployment changes the content or the brand.
 */
export const DOCUMENT_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

/**
 * The policy of a PDF response: nothing of ours may load, but Chrome's viewer may. It shows a PDF
 * through an internal <embed> of the same URL and a page styled inline, governed by the PDF's own
 * policy (crbug.com/271452): Chrome versions have refused to show a PDF under the site's
 * object-src 'none' ("This content is blocked"). Checked with Chromium 156's viewer.
 */
export const DOCUMENT_CONTENT_SECURITY_POLICY =
  "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; img-src 'self' data: blob:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** If-None-Match holds the document's ETag (or "*"), weak or strong. */
function notModified(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

function send(c: import("hono").Context<AppEnv>, file: DocumentFile, disposition: "inline" | "attachment") {
  const headers = {
    "Cache-Control": DOCUMENT_CACHE_CONTROL,
    ETag: file.etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": DOCUMENT_CONTENT_SECURITY_POLICY,
  };
  if (notModified(c.req.header("If-None-Match"), file.etag)) return c.body(null, 304, headers);
  return c.body(new Uint8Array(file.bytes), 200, {
    ...headers,
    "Content-Type": "application/pdf",
    "Content-Length": String(file.bytes.length),
    "Content-Disposition": `${disposition}; filename="${documentFileName(file.slug, file.version)}"`,
  });
}

/**
 * The documentation centre's PDFs (decision 026): /documentation/files/{slug}.pdf opens in the
 * browser, /documentation/files/{slug}/download saves it. Two paths rather than a query parameter,
 * so that a CDN that ignores query strings cannot answer one with the other. An unknown slug falls
 * through to the site's 404 page.
 */
export const documentFiles = new Hono<AppEnv>()
  .get(`${DOCUMENT_FILES_PATH}/:file{[a-z0-9-]+\\.pdf}`, async (c, next) => {
    const file = await c.var.services.documents.file(c.req.param("file").slice(0, -".pdf".length));
    return file ? send(c, file, "inline") : next();
  })
  .get(`${DOCUMENT_FILES_PATH}/:slug{[a-z0-9-]+}/download`, async (c, next) => {
    const file = await c.var.services.documents.file(c.req.param("slug"));
    return file ? send(c, file, "attachment") : next();
  });
