import { parseWithZod } from "@conform-to/zod/v4";
import { formatResult } from "@conform-to/zod/v4/future";
import type { $ZodType } from "zod/v4/core";
import type { z } from "~/lib/zod";
import { type FieldErrors, firstMessages } from "./form-errors";

/**
 * The one mapping from zod issues to field errors, for every form and the API (decision 014).
 * Forms go through Conform: `parseForm` on the server action and in the browser's onValidate.
 * Our schemas take the raw text a form posts ("" for an empty field) and carry the spec's messages,
 * so Conform's own coercion (which turns "" into undefined and "on" into true) is left off.
 */
export function parseForm<Schema extends $ZodType>(formData: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}

/** A zod failure (of a JSON body, say) as field errors, named as Conform names the form's fields. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  return firstMessages(formatResult({ success: false, error } as z.ZodSafeParseError<unknown>)?.fieldErrors);
}

/** Conform's own field: what a check on blur or input asks for (it must reach parseForm, or the check would post the form). */
const CONFORM_INTENT = "__intent__";

/** Only the named fields of a posted form (and Conform's intent): a form's own fields, without its `intent` or anything a client added. */
export function formFields(formData: FormData, names: readonly string[]) {
  const picked = new FormData();
  for (const name of [...names, CONFORM_INTENT]) for (const value of formData.getAll(name)) picked.append(name, value);
  return picked;
}
