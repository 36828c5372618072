import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { zodFieldErrors } from "~/lib/form-validation";

/** An error the API reports to the client as `{message}` with its status; nothing else about the failure leaks. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what = "Not found") => new ApiError(404, what);

/** Turns a zod failure into a 400 whose message is the first issue's text, with every field's first message beside it (named as the forms name their fields). */
export function validationError(error: z.ZodError) {
  return new ApiError(400, error.issues[0]?.message ?? "Invalid request", { errors: zodFieldErrors(error) });
}

export function errorResponse(c: Context, err: unknown) {
  if (err instanceof ApiError) return c.json({ message: err.message, ...err.details }, err.status);
  if (err instanceof HTTPException) {
    return c.json({ message: err.message || defaultMessage(err.status) }, err.status as ContentfulStatusCode);
  }
  if (isDatabaseUnavailable(err)) {
    c.header("Retry-After", "5");
    return c.json({ message: "The service is temporarily unavailable. Please try again shortly." }, 503);
  }
  if (isUnstorableText(err)) return c.json({ message: UNSTORABLE_TEXT_MESSAGE }, 400);
  return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
}

function defaultMessage(status: number) {
  if (status === 413) return "Request body is too large";
  return "Request failed";
}

/** The database cannot be reached: down, restarting (57P01–57P03), a broken connection (08xxx). */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "57P01", "57P02", "57P03", "08006", "08001", "08003"]);
// 57014: a statement cancelled by statement_timeout; 55P03: lock_timeout; 53300: too many connections
// (an overloaded database, not a bug of the request)
const OVERLOADED_CODES = new Set(["57014", "55P03", "53300"]);

/** The database is down, restarting or overloaded: answer 503 quickly instead of a 500. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return isDatabaseUnreachable(err) || someCause(err, (e) => OVERLOADED_CODES.has((e as { code?: string }).code ?? ""));
}

/**
 * The database cannot be reached at all (down, restarting, frozen: a connection given up or none
 * to be had), as opposed to one that answers slowly or refuses under load: only then can no write
 * have reached it meanwhile (a sign-out, a status change), so that what was read before still holds.
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  return someCause(err, (e) => {
    const code = (e as { code?: string }).code;
    const message = (e as { message?: string }).message ?? "";
    if (code && UNREACHABLE_CODES.has(code)) return true;
    // "…is not queryable": pg's answer for a client whose connection died earlier (e.g. the rollback
    // after a statement failed because PostgreSQL was shutting down).
    return /Connection terminated|timeout exceeded when trying to connect|is not queryable/i.test(message);
  });
}

/** Whether `err` or one of its causes satisfies `test`. */
function someCause(err: unknown, test: (e: object) => boolean): boolean {
  const seen = new Set<unknown>();
  let e: unknown = err;
  while (e && typeof e === "object" && !seen.has(e)) {
    seen.add(e);
    if (test(e)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const UNSTORABLE_TEXT_MESSAGE = "The request contains characters that are not allowed";

/** PostgreSQL's answers to text it cannot store (a NUL byte, a character its encoding lacks). */
const INVALID_TEXT_ERRORS = new Set(["22021", "22P05"]);

/**
 * Text the database refused (character_not_in_repertoire, untranslatable_character): the client's
 * input, so a 400. Validation refuses such characters first (app/lib/plain-text.ts); this is the
 * last line of defence for a field it missed.
 */
export function isUnstorableText(err: unknown): boolean {
  return someCause(err, (e) => INVALID_TEXT_ERRORS.has((e as { code?: string }).code ?? ""));
}
