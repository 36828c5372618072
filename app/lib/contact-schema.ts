import { z } from "~/lib/zod";
import { interestAreaValues } from "~/content/contact";
import { groupThousands } from "./number-text";

/** Upper bounds that keep one inquiry a readable e-mail and a sane database row. */
export const CONTACT_LIMITS = { name: 100, email: 254, company: 200, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  firstName: "Please enter your first name",
  lastName: "Please enter your last name",
  email: "Please enter a valid email address",
  message: "Please provide a detailed message (minimum 10 characters)",
  messageTooLong: `Please keep your message under ${groupThousands(CONTACT_LIMITS.message)} characters`,
  interestArea: "Please choose one of the listed areas of interest",
} as const;

const requiredName = (message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(CONTACT_LIMITS.name, `${label} must be at most ${CONTACT_LIMITS.name} characters`);

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
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(CONTACT_LIMITS.email, "Email address is too long")
    .pipe(z.email(CONTACT_MESSAGES.email)),
  company: z
    .preprocess(
      emptyToUndefined,
      z.string().trim().max(CONTACT_LIMITS.company, `Company must be at most ${CONTACT_LIMITS.company} characters`).optional(),
    )
    .transform((company) => company || undefined),
  interestArea: z.preprocess(emptyToUndefined, z.enum(interestAreaValues, { error: CONTACT_MESSAGES.interestArea }).optional()),
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    .min(10, CONTACT_MESSAGES.message)
    .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
});

export type ContactInput = z.output<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** The first message for each field, as the form shows them under the inputs. */
export function contactFieldErrors(error: z.ZodError): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export const contactFields = ["firstName", "lastName", "email", "company", "interestArea", "message"] as const satisfies readonly ContactField[];

/** What the form holds and posts: every field as the visitor typed it. */
export type ContactFormValues = Record<ContactField, string>;

export const emptyContactForm: ContactFormValues = { firstName: "", lastName: "", email: "", company: "", interestArea: "", message: "" };

/** The form's fields from a posted form (files and missing fields become empty text). */
export function contactFormValues(form: FormData): ContactFormValues {
  const values = { ...emptyContactForm };
  for (const field of contactFields) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}
