import { PO_REQUIRED_MESSAGE } from "~/lib/order-number";
import { recordNotFound, type RecordKind } from "~/lib/path-param-shapes";

/** The statuses a refusal answers with (decision 047 lists which code goes with which). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 410 | 413 | 415 | 421 | 422 | 429 | 500 | 503;

export interface DomainErrorOptions {
  /** snake_case, the same for the same condition everywhere (decision 047); clients decide on it */
  code: string;
  /** the first message of every refused field, named as the forms name them (400 validation_failed) */
  errors?: Record<string, string>;
  /** seconds until the client may try again (429, 503): answered as Retry-After */
  retryAfter?: number;
  cause?: unknown;
}

/**
 * The one error the site's code throws when it refuses something: a machine-readable `code`, the
 * HTTP status it answers with, and a message a person can act on. The API answers it as
 * `{message, code}` (plus `errors`), the pages show its message with its status; both through
 * server/http/api-errors.ts, the one place that maps it. Nothing else about the failure leaks.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly errors?: Record<string, string>;
  readonly retryAfter?: number;

  constructor(
    readonly status: ErrorStatus,
    message: string,
    options: DomainErrorOptions,
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "DomainError";
    this.code = options.code;
    if (options.errors) this.errors = options.errors;
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter;
  }
}

/** Whether `error` is a DomainError (with this `code`, when one is given). */
export function isDomainError(error: unknown, code?: string): error is DomainError {
  return error instanceof DomainError && (code === undefined || error.code === code);
}

/** 404 `<record>_not_found`: a record that is not there, not the asker's, or named by a malformed id. */
export function recordNotFoundError(record: RecordKind): DomainError {
  const { message, code } = recordNotFound(record);
  return new DomainError(404, message, { code });
}

export const NOT_SIGNED_IN_MESSAGE = "Please sign in first";
export const NOT_ALLOWED_MESSAGE = "You do not have permission to do this";

/** 401 `not_signed_in`. */
export const notSignedIn = (message = NOT_SIGNED_IN_MESSAGE) => new DomainError(401, message, { code: "not_signed_in" });

/** 403 `not_allowed`: signed in, but this is not theirs to do. */
export const notAllowed = (message = NOT_ALLOWED_MESSAGE) => new DomainError(403, message, { code: "not_allowed" });

/** 400 `validation_failed`: input the client must correct, with each refused field's message when known. */
export const validationFailed = (message: string, errors?: Record<string, string>) => new DomainError(400, message, { code: "validation_failed", errors });

/** 429 `rate_limited`, with the seconds until the allowance allows again. */
export const rateLimited = (message: string, retryAfter?: number) => new DomainError(429, message, { code: "rate_limited", retryAfter });

/**
 * The purchase-order rule, for every way an order is made (checkout, an accepted quote): when the
 * account's terms or the quote require a PO number, none is 422 `po_required`, with one message.
 */
export function requirePoNumber(required: boolean, poNumber: string | null | undefined) {
  if (required && !poNumber) throw new DomainError(422, PO_REQUIRED_MESSAGE, { code: "po_required", errors: { poNumber: PO_REQUIRED_MESSAGE } });
}
