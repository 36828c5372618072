import type { MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { declaredLength, tooLarge } from "./body-limit";

/** The two encodings an HTML form (and React Router's `<Form>` and `useSubmit`) sends. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** How long a client may take to send a page form's body (at most 64 KB: a slow line sends that in well under a second). */
export const FORM_READ_TIMEOUT_MS = 10_000;

export const NOT_A_FORM_MESSAGE = "Send the form as application/x-www-form-urlencoded or multipart/form-data";
export const UNREADABLE_FORM_MESSAGE = "The form data could not be read";
export const READ_TIMEOUT_MESSAGE = "Request Timeout";

export interface PageFormBodyOptions {
  /** the read deadline for the whole body (tests shorten it) */
  readTimeoutMs?: number;
}

/**
 * What a page's action may be sent: React Router actions read `request.formData()`, which holds
 * the whole body in memory and throws on anything that is not a form. So every write to a page
 * (any route, including ones added later; not /api, whose router answers its own paths) gets the
 * API's body limit (413, also for chunked bodies) and must be a form, or it is answered 400 here
 * instead of failing in the action.
 *
 * The body is read whole here, before the page's render slot (server/app.ts), within a deadline:
 * an action reading it from the socket would hold one of the few render slots for as long as the
 * client takes to send it, and a handful of clients trickling bytes would stop every page. A body
 * not complete by the deadline is answered 408 and its connection closed. The action gets a new
 * Request with the same method, URL and headers and the bytes read. A multipart body is parsed
 * once here so that a malformed one is a 400 too.
 */
export function pageFormBodies(maxBytes: number, { readTimeoutMs = FORM_READ_TIMEOUT_MS }: PageFormBodyOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    if (READS.has(c.req.method) || c.req.path.startsWith("/api/")) return next();
    if ((declaredLength(c) ?? 0) > maxBytes) tooLarge();
    const contentType = c.req.header("Content-Type") ?? "";
    const mediaType = contentType.split(";", 1)[0].trim().toLowerCase();
    if (!FORM_TYPES.has(mediaType)) throw new HTTPException(400, { message: NOT_A_FORM_MESSAGE });

    const read = readAtMost(c.req.raw, maxBytes);
    const bytes = await within(read, readTimeoutMs);
    if (bytes === TIMED_OUT) {
      // the read ends (with an error) when the connection closes after this answer
      read.catch(() => {});
      return c.text(READ_TIMEOUT_MESSAGE, 408, { Connection: "close" });
    }
    if (mediaType === "multipart/form-data") {
      try {
        await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
      } catch {
        throw new HTTPException(400, { message: UNREADABLE_FORM_MESSAGE });
      }
    }
    c.req.raw = new Request(c.req.raw, { body: bytes });
    await next();
  };
}

const TIMED_OUT = Symbol("timed out");

async function within<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The whole body, counted as it arrives: 413 past `maxBytes` (a chunked body declares no length;
 * one that does is never given more than it declared by Node's parser), 400 when the client breaks
 * off.
 */
async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const body = request.body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw new HTTPException(400, { message: UNREADABLE_FORM_MESSAGE });
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    // stops reading (cancelling would destroy the socket before the answer): what is left is
    // drained briefly after the answer, then the connection is closed (@hono/node-server)
    if (size > maxBytes) tooLarge();
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
