import type { Context } from "hono";
import type { z } from "zod";
import { validationFailed } from "../errors/domain-error";
import { validationError } from "./api-errors";

/** The request's JSON body, not yet validated; malformed JSON is a 400 `validation_failed`. */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw validationFailed("Request body must be valid JSON");
  }
}

/** Reads a JSON body and validates it; malformed JSON and schema failures both become a 400 `validation_failed`. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return validated(schema, await readJsonBody(c));
}

/** As readJson, for a body that may be left out: no body (or only blanks) is read as `{}`. */
export async function readOptionalJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  if (text.trim() === "") return validated(schema, {});
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw validationFailed("Request body must be valid JSON");
  }
  return validated(schema, body);
}

function validated<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
