import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { data } from "react-router";
import type { z } from "zod";
import { zodFieldErrors } from "~/lib/form-validation";
import { DomainError, validationFailed } from "../errors/domain-error";

/**
 * The one place a refusal becomes an HTTP answer (decision 047): `errorResponse` for the API
 * (`{message, code}`, plus `errors` per field), `pageErrorResponse` for pages, `formRefusal` and
 * `pageRefusal` for route actions and loaders. Services throw a DomainError; nothing between them
 * and here translates it.
 */

/** Turns a zod failure into a 400 `validation_failed` whose message is the first issue's text, with every field's first message beside it (named as the forms name their fields). */
export function validationError(error: z.ZodError) {
  return validationFailed(error.issues[0]?.message ?? "Invalid request", zodFieldErrors(error));
}

export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again shortly.";
export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/**
 * Any error as the refusal a client is told: a DomainError as it is; hono's HTTPException (a body
 * limit, a framework refusal) by its status; a database that is down or overloaded 503
 * `service_unavailable`; text the database cannot store 400 `validation_failed`; anything else
 * 500 `internal_error`, whose cause stays in the log.
 */
export function toDomainError(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  if (err instanceof HTTPException)
    return new DomainError(err.status as DomainError["status"], err.message || defaultMessage(err.status), { code: codeForStatus(err.status) });
  if (isDatabaseUnavailable(err)) return new DomainError(503, UNAVAILABLE_MESSAGE, { code: "service_unavailable", retryAfter: 5 });
  if (isUnstorableText(err)) return new DomainError(400, UNSTORABLE_TEXT_MESSAGE, { code: "validation_failed" });
  return new DomainError(500, INTERNAL_ERROR_MESSAGE, { code: "internal_error" });
}

/** The error's JSON body as the API answers it: `{message, code}`, plus `errors` per field when there are some. */
export function errorBody(error: DomainError): { message: string; code: string; errors?: Record<string, string> } {
  return error.errors ? { message: error.message, code: error.code, errors: error.errors } : { message: error.message, code: error.code };
}

/** An error as the API answers it: JSON `{message, code}` with its status (and Retry-After when it has one). */
export function errorResponse(c: Context, err: unknown) {
  const error = toDomainError(err);
  if (error.retryAfter !== undefined) c.header("Retry-After", String(error.retryAfter));
  return c.json(errorBody(error), error.status as ContentfulStatusCode);
}

/** An error thrown out of a page (not a route's own error page): its message as text with its status, which React Router's client shows as the error. */
export function pageErrorResponse(c: Context, err: unknown) {
  if (err instanceof DomainError || err instanceof HTTPException) {
    const error = toDomainError(err);
    if (error.retryAfter !== undefined) c.header("Retry-After", String(error.retryAfter));
    return c.text(error.message, error.status as ContentfulStatusCode);
  }
  const unavailable = isDatabaseUnavailable(err);
  return c.text(unavailable ? "Service temporarily unavailable" : "Internal Server Error", unavailable ? 503 : 500);
}

/**
 * A refusal in a route action, as its form shows it: the DomainError (its message for the form,
 * its status for the answer); anything else is thrown on, to the error page.
 */
export function formRefusal(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  throw error;
}

/** A refusal in a route loader, as the page's error boundary gets it: `{message, code}` with its status; anything else is thrown on. */
export function pageRefusal(error: unknown, headers?: HeadersInit) {
  const refused = formRefusal(error);
  return data({ message: refused.message, code: refused.code }, { status: refused.status, headers });
}

/** The code of a status that reached us without one (hono's own refusals). */
export function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return "validation_failed";
    case 401:
      return "not_signed_in";
    case 403:
      return "not_allowed";
    case 404:
      return "not_found";
    case 405:
      return "method_not_allowed";
    case 408:
      return "request_timeout";
    case 413:
      return "body_too_large";
    case 415:
      return "unsupported_media_type";
    case 429:
      return "rate_limited";
    case 503:
      return "service_unavailable";
    default:
      return status >= 500 ? "internal_error" : "request_failed";
  }
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
