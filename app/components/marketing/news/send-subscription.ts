import { type FieldErrors, fieldErrorsOfBody } from "~/lib/form-errors";

export type SendSubscriptionResult = { ok: true; message: string } | { ok: false; message?: string; errors?: FieldErrors };

/** POST /api/newsletter. Never throws: a failure carries the server's message when it sent one. */
export async function sendSubscription(email: string): Promise<SendSubscriptionResult> {
  let response: Response;
  try {
    response = await fetch("/api/newsletter", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email }),
    });
  } catch {
    return { ok: false };
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === "string" ? body.message : undefined;
  if (response.ok) return { ok: true, message: message ?? "" };
  return { ok: false, message, errors: fieldErrorsOfBody(body) };
}
