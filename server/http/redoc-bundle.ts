import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

/**
 * Redoc's standalone bundle for the API reference (app/routes/documentation-api.tsx), served from
 * our origin under a name that changes with its content, cached for a year. Read from the installed
 * package on first use and compressed once, off the main thread; until someone opens the page it
 * costs nothing.
 *
 * One change to the file as published: its sidebar credit draws Redocly's logo from their CDN,
 * unconditionally, which the CSP (img-src 'self') refuses, and which would tell a third party of
 * every visit. The logo becomes an empty image; the credit's text and link stay.
 */
const REDOC_LOGO = '"https://cdn.redoc.ly/redoc/logo-mini.svg"';
const EMPTY_IMAGE = `"data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27/%3E"`;

const YEAR = "public, max-age=31536000, immutable";

interface Bundle {
  path: string;
  bytes: Buffer;
}

let bundle: Bundle | undefined;

function readBundle(): Bundle {
  if (bundle) return bundle;
  const file = createRequire(import.meta.url).resolve("redoc/bundles/redoc.standalone.js");
  const published = fs.readFileSync(file, "utf8");
  if (!published.includes(REDOC_LOGO))
    throw new Error("Redoc's bundle no longer loads its logo from the CDN: check what it loads now (server/http/redoc-bundle.ts)");
  const bytes = Buffer.from(published.replace(REDOC_LOGO, EMPTY_IMAGE));
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 12);
  bundle = { path: `/vendor/redoc-${hash}.js`, bytes };
  return bundle;
}

/** The address of Redoc's bundle (its name changes with its content). */
export const redocBundlePath = () => readBundle().path;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
let compressed: Promise<{ br: Buffer; gzip: Buffer }> | undefined;

/** Starts compressing the bundle (when its page is being rendered: the browser asks for it right after). */
export function prepareRedocBundle() {
  void compressedBundle();
}

function compressedBundle() {
  const { bytes } = readBundle();
  // brotli 9 in the thread pool: ~1 s once, 28 % of the file (quality 11 takes 18 s for 8 % less)
  compressed ??= Promise.all([brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip(bytes, { level: 9 })]).then(([br, gz]) => ({
    br,
    gzip: gz,
  }));
  return compressed;
}

/** GET /vendor/redoc-<hash>.js: the bundle, brotli or gzip as the browser accepts; any other name goes on to `next`. */
export function serveRedocBundle(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const { path, bytes } = readBundle();
    if (c.req.path !== path) return next();
    const accept = c.req.header("Accept-Encoding") ?? "";
    const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
    const body = encoding ? (await compressedBundle())[encoding] : bytes;
    const headers: Record<string, string> = { "Content-Type": "application/javascript; charset=utf-8", "Cache-Control": YEAR, Vary: "Accept-Encoding" };
    if (encoding) headers["Content-Encoding"] = encoding;
    return c.body(new Uint8Array(body), 200, headers);
  };
}
