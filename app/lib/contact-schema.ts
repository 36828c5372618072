import { z } from "~/lib/zod";
import { plainText } from "~/lib/plain-text";
import { interestAreaValues } from "~/content/contact-page";
import { CONTACT_LIMITS, CONTACT_MESSAGES, type ContactField } from "./contact-form-values";

const requiredName = (message: string, label: string) =>
  plainText({ error: message }).trim().min(1, message).max(CONTACT_LIMITS.name, `${label} must be at most ${CONTACT_LIMITS.name} characters`);

/** The form sends "" for an empty optional field; the API may also get null or nothing. */
const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/**
 * Spec §5 contact form, used by the form on /contact, its server action and POST /api/contact:
 * first and last name required, a valid e-mail, a message of at least 10 characters,
 * optional company and interest area (one of spec §3's seven values).
 */
export const contactSchema = z.object({
  firstName: requiredName(CONTACT_MESSAGES.firstName, "First name"),
  lastName: requiredName(CONTACT_MESSAGES.lastName, "Last name"),
  email: z.string({ error: CONTACT_MESSAGES.email }).trim().max(CONTACT_LIMITS.email, "Email address is too long").pipe(z.email(CONTACT_MESSAGES.email)),
  company: z
    .preprocess(emptyToUndefined, plainText().trim().max(CONTACT_LIMITS.company, `Company must be at most ${CONTACT_LIMITS.company} characters`).optional())
    .transform((company) => company || undefined),
  interestArea: z.preprocess(emptyToUndefined, z.enum(interestAreaValues, { error: CONTACT_MESSAGES.interestArea }).optional()),
  message: plainText({ error: CONTACT_MESSAGES.message }).trim().min(10, CONTACT_MESSAGES.message).max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
} satisfies Record<ContactField, z.ZodType>);

export type ContactInput = z.output<typeof contactSchema>;
