import type { RegistrationFormValues } from "~/lib/event-registration-values";
import { postForm, type PostFormResult } from "~/lib/post-form";

export type SendRegistrationResult = PostFormResult;

/** POST /api/events/{slug}/registrations. Never throws: a failure carries the server's message when it sent one. */
export const sendRegistration = (slug: string, values: RegistrationFormValues): Promise<SendRegistrationResult> =>
  postForm(`/api/events/${encodeURIComponent(slug)}/registrations`, values);
