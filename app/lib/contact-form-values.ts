import { groupThousands } from "./number-text";

/**
 * The contact form's fields, limits and messages, without zod: the form renders with these, and
 * loads the schema (contact-schema.ts) only when it is first used.
 */

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

export const contactFields = ["firstName", "lastName", "email", "company", "interestArea", "message"] as const;
export type ContactField = (typeof contactFields)[number];

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
