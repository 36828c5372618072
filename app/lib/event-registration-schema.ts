import { z } from "~/lib/zod";
import { plainText } from "~/lib/plain-text";
import { contactSchema } from "./contact-schema";
import { REGISTRATION_LIMITS, REGISTRATION_MESSAGES, type RegistrationField } from "./event-registration-values";

/** The form sends "" for an empty optional field; the API may also get null or nothing. */
const optional = (schema: z.ZodType<string | undefined>) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema).transform((text) => text || undefined);

/**
 * An event registration (form on /events/{slug}, its action and POST /api/events/{slug}/registrations):
 * the contact form's names and e-mail with their rules, limits and messages, the organisation
 * required, and an optional role and message.
 */
export const eventRegistrationSchema = z.object({
  firstName: contactSchema.shape.firstName,
  lastName: contactSchema.shape.lastName,
  email: contactSchema.shape.email,
  company: plainText({ error: REGISTRATION_MESSAGES.company })
    .trim()
    .min(1, REGISTRATION_MESSAGES.company)
    .max(REGISTRATION_LIMITS.company, `Company must be at most ${REGISTRATION_LIMITS.company} characters`),
  role: optional(plainText().trim().max(REGISTRATION_LIMITS.role, `Role must be at most ${REGISTRATION_LIMITS.role} characters`).optional()),
  message: optional(plainText().trim().max(REGISTRATION_LIMITS.message, REGISTRATION_MESSAGES.messageTooLong).optional()),
} satisfies Record<RegistrationField, z.ZodType>);

export type EventRegistrationInput = z.output<typeof eventRegistrationSchema>;
