import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { MIN_COMPRESSIBLE_BYTES } from "./prepared-body";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|ld\+json|manifest\+json)|image\/svg\+xml)/;

/**
 * Brotli or gzip for dynamic responses (pages are rendered whole, never streamed, so buffering costs nothing).
 * Static files are pre-compressed at build time and served by serveStatic instead.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || c.req.method === "HEAD" || res.headers.has("Content-Encoding")) return;
    if (!COMPRESSIBLE.test(res.headers.get("Content-Type") ?? "")) return;
    const accept = c.req.header("Accept-Encoding") ?? "";
    const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
    const body = Buffer.from(await res.arrayBuffer());
    const compress = encoding && body.length >= MIN_COMPRESSIBLE_BYTES;
    const out = !compress
      ? body
      : encoding === "br"
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } })
        : gzipSync(body, { level: 6 });
    c.res = new Response(out, res);
    c.res.headers.delete("Content-Length");
    appendVary(c.res.headers, "Accept-Encoding");
    if (compress) c.res.headers.set("Content-Encoding", encoding);
  };
}

export function appendVary(headers: Headers, value: string) {
  const current = headers.get("Vary");
  if (!current) headers.set("Vary", value);
  else if (!current.split(",").some((v) => v.trim().toLowerCase() === value.toLowerCase())) headers.set("Vary", `${current}, ${value}`);
}
