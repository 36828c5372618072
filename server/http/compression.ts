import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";

/** Below this size compression saves less than it costs. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|ld\+json|manifest\+json)|image\/svg\+xml)/;

/**
 * How hard to compress a body made for one response: "default" for rendered pages and API
 * answers, "fast" for pages assembled from a template, where compression is most of the work
 * (brotli 1 is about twice as fast as brotli 3 and ~10 % larger).
 */
export type CompressionEffort = "default" | "fast";

/** The body compressed for a request's Accept-Encoding (brotli first, then gzip), or as it is. */
export function compressFor(
  acceptEncoding: string | undefined,
  body: Buffer,
  effort: CompressionEffort = "default",
): { bytes: Buffer; encoding: "br" | "gzip" | null } {
  const accept = acceptEncoding ?? "";
  const encoding = body.length < MIN_COMPRESSIBLE_BYTES ? null : /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
  if (encoding === "br") return { encoding, bytes: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: effort === "fast" ? 1 : 3 } }) };
  if (encoding === "gzip") return { encoding, bytes: gzipSync(body, { level: effort === "fast" ? 1 : 6 }) };
  return { encoding, bytes: body };
}

/**
 * Brotli or gzip for dynamic responses (pages are rendered whole, never streamed, so buffering costs nothing).
 * Static files are pre-compressed at build time and served by serveStatic instead; a response
 * that is already encoded (cached pages, catalogue JSON, templated pages) is left as it is.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isApiWrite(c.req.method, c.req.path)) return;
    const res = c.res;
    if (!res.body || c.req.method === "HEAD" || res.headers.has("Content-Encoding")) return;
    if (!COMPRESSIBLE.test(res.headers.get("Content-Type") ?? "")) return;
    const { bytes, encoding } = compressFor(c.req.header("Accept-Encoding"), Buffer.from(await res.arrayBuffer()));
    c.res = new Response(bytes as Uint8Array<ArrayBuffer>, res);
    c.res.headers.delete("Content-Length");
    appendVary(c.res.headers, "Accept-Encoding");
    if (encoding) c.res.headers.set("Content-Encoding", encoding);
  };
}

/**
 * An API write answers with the one record it wrote (a cart line, an order, a product): a few
 * hundred bytes, little to gain. Reading the answer back to compress it would also turn
 * @hono/node-server's lightweight Response, written straight to the socket, into a WHATWG
 * Response and stream. With the request turned into one the same way (see body-limit.ts),
 * building those objects was about a quarter of the server's CPU for a `POST /api/cart`
 * (`node --cpu-prof` under load). So such answers go out as they are.
 */
function isApiWrite(method: string, path: string) {
  return method !== "GET" && method !== "HEAD" && path.startsWith("/api/");
}

export function appendVary(headers: Headers, value: string) {
  const current = headers.get("Vary");
  if (!current) headers.set("Vary", value);
  else if (!current.split(",").some((v) => v.trim().toLowerCase() === value.toLowerCase())) headers.set("Vary", `${current}, ${value}`);
}
