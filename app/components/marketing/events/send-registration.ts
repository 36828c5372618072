import type { RegistrationFormValues } from "~/lib/event-registration-values";
import { type FieldErrors, fieldErrorsOfBody } from "~/lib/form-errors";

export type SendRegistrationResult = { ok: true; message: string } | { ok: false; message?: string; errors?: FieldErrors };

/** POST /api/events/{slug}/registrations. Never throws: a failure carries the server's message when it sent one. */
export async function sendRegistration(slug: string, values: RegistrationFormValues): Promise<SendRegistrationResult> {
  let response: Response;
  try {
    response = await fetch(`/api/events/${encodeURIComponent(slug)}/registrations`, {
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
