import { type FieldErrors, fieldErrorsOfBody } from "./form-errors";

export type PostFormResult = { ok: true; message: string } | { ok: false; message?: string; errors?: FieldErrors };

/**
 * POSTs a public form's values as JSON (contact, event registration, newsletter). Never throws: a
 * failure carries the server's message and field errors when it sent them; a network failure has none.
 */
export async function postForm(url: string, values: unknown): Promise<PostFormResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(values),
    });
  } catch {
    return { ok: false };
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === "string" ? body.message : undefined;
  if (response.ok) return { ok: true, message: message ?? "" };
  return { ok: false, message, errors: fieldErrorsOfBody(body) };
}
