import type { MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "./body-limit";

/** The two encodings an HTML form (and React Router's `<Form>` and `useSubmit`) sends. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export const NOT_A_FORM_MESSAGE = "Send the form as application/x-www-form-urlencoded or multipart/form-data";
export const UNREADABLE_FORM_MESSAGE = "The form data could not be read";

/**
 * What a page's action may be sent: React Router actions read `request.formData()`, which holds
 * the whole body in memory and throws on anything that is not a form. So every write to a page
 * (any route, including ones added later) gets the API's body limit (`bodyLimit`: 413, also for
 * chunked bodies) and must be a form, or it is answered 400 here instead of failing in the action.
 * A multipart body (at most `maxBytes`) is parsed once here so that a malformed one is a 400 too;
 * an urlencoded one cannot be malformed and goes on unread, straight from the socket.
 */
export function pageFormBodies(maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit(maxBytes);
  return async (c, next) => {
    if (READS.has(c.req.method)) return next();
    return limit(c, async () => {
      const contentType = c.req.header("Content-Type") ?? "";
      const mediaType = contentType.split(";", 1)[0].trim().toLowerCase();
      if (!FORM_TYPES.has(mediaType)) throw new HTTPException(400, { message: NOT_A_FORM_MESSAGE });
      if (mediaType === "multipart/form-data") {
        const bytes = await c.req.raw.arrayBuffer();
        try {
          await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
        } catch {
          throw new HTTPException(400, { message: UNREADABLE_FORM_MESSAGE });
        }
        c.req.raw = new Request(c.req.raw, { body: bytes });
      }
      await next();
    });
  };
}
