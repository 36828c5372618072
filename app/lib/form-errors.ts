import type { SubmissionResult } from "@conform-to/react";

/**
 * Field errors as every form of the site shows them: a field's name in Conform's notation
 * ("email", "items[0].quantity") → its first message. The zod side of the mapping is in
 * form-validation.ts; this module carries no zod, so a form can import it with the page.
 */
export type FieldErrors = Record<string, string>;

/** The first message of each field of a Conform error map (Conform keeps a list per field; "" is the form's own). */
export function firstMessages(error: Record<string, string[] | null | undefined> | null | undefined): FieldErrors {
  const messages: FieldErrors = {};
  for (const [name, list] of Object.entries(error ?? {})) {
    if (name !== "" && list?.[0]) messages[name] = list[0];
  }
  return messages;
}

/**
 * A Conform result built from an answer that did not come from the form's own validation: an API's
 * 400 `{message, errors: {field: message}}`, or a message for the whole form. Given to useForm's
 * `lastResult`, the form shows it the way it shows its own errors and focuses the first wrong field.
 */
export function errorResult(fieldErrors: FieldErrors, formError?: string): SubmissionResult<string[]> {
  const error: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(fieldErrors)) error[name] = [message];
  if (formError) error[""] = [formError];
  return { status: "error", error, fields: Object.keys(error) };
}

/** The per-field messages of an API's 400 body, if it has any. */
export function fieldErrorsOfBody(body: unknown): FieldErrors {
  const errors = body && typeof body === "object" ? (body as { errors?: unknown }).errors : undefined;
  if (!errors || typeof errors !== "object") return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
