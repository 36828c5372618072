import type { ContactFormValues } from "~/lib/contact-form-values";
import { type FieldErrors, fieldErrorsOfBody } from "~/lib/form-errors";

export type SendInquiryResult = { ok: true } | { ok: false; message?: string; errors?: FieldErrors };

/** POST /api/contact (spec §7). Never throws: a failure carries the server's message when it sent one. */
export async function sendInquiry(values: ContactFormValues): Promise<SendInquiryResult> {
  let response: Response;
  try {
    response = await fetch("/api/contact", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(values),
    });
  } catch {
    return { ok: false };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return {
    ok: false,
    message: typeof body?.message === "string" ? body.message : undefined,
    errors: fieldErrorsOfBody(body),
  };
}
