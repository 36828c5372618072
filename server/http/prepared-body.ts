import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Below this size compression saves less than it costs. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * A response body prepared once and sent many times (cached pages, catalogue JSON): compressed
 * ahead of time in both encodings browsers ask for, with its ETag computed once.
 */
export interface PreparedBody {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** weak ETag of the uncompressed body */
  etag: string;
}

export function prepareBody(content: string | Buffer): PreparedBody {
  const identity = typeof content === "string" ? Buffer.from(content) : content;
  const compress = identity.length >= MIN_COMPRESSIBLE_BYTES;
  return {
    identity,
    br: compress ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : null,
    gzip: compress ? gzipSync(identity, { level: 9 }) : null,
    etag: `W/"${createHash("sha1").update(identity).digest("base64url")}"`,
  };
}

/** The encoding to send for a request's Accept-Encoding: brotli first, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined, body: PreparedBody): "br" | "gzip" | null {
  const accept = acceptEncoding ?? "";
  if (body.br && /\bbr\b/.test(accept)) return "br";
  if (body.gzip && /\bgzip\b/.test(accept)) return "gzip";
  return null;
}

/** The bytes to send for a request and the headers that describe them (encoding, `Vary`, ETag, length). */
export function preparedParts(body: PreparedBody, acceptEncoding: string | undefined, vary: string) {
  const encoding = chooseEncoding(acceptEncoding, body);
  const bytes = encoding ? body[encoding]! : body.identity;
  const headers: [string, string][] = [];
  if (encoding) headers.push(["Content-Encoding", encoding]);
  headers.push(["Vary", vary], ["ETag", body.etag], ["Content-Length", String(bytes.length)]);
  return { bytes, headers };
}

/**
 * A Response for a prepared body: the chosen encoding, Content-Length, ETag and `Vary`.
 * `headers` come first (Content-Type, Cache-Control…). HEAD requests get the headers only.
 */
export function preparedResponse(body: PreparedBody, init: { status?: number; headers: HeadersInit; acceptEncoding?: string; head?: boolean; vary: string }) {
  const headers = new Headers(init.headers);
  const { bytes, headers: described } = preparedParts(body, init.acceptEncoding, init.vary);
  for (const [name, value] of described) headers.set(name, value);
  return new Response(init.head ? null : (bytes as Uint8Array<ArrayBuffer>), { status: init.status ?? 200, headers });
}
