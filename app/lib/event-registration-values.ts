import { CONTACT_LIMITS, CONTACT_MESSAGES } from "./contact-form-values";

/**
 * The event registration form's fields, limits and messages, without zod: the form renders with
 * these and loads its schema (event-registration-schema.ts) when it is first used. Names, e-mail,
 * organisation and message follow the contact form's rules and limits.
 */
export const REGISTRATION_LIMITS = { ...CONTACT_LIMITS, role: 100 } as const;

export const REGISTRATION_MESSAGES = {
  firstName: CONTACT_MESSAGES.firstName,
  lastName: CONTACT_MESSAGES.lastName,
  email: CONTACT_MESSAGES.email,
  company: "Please enter your company or institution",
  messageTooLong: CONTACT_MESSAGES.messageTooLong,
} as const;

export const registrationFields = ["firstName", "lastName", "email", "company", "role", "message"] as const;
export type RegistrationField = (typeof registrationFields)[number];

/** What the form holds and posts: every field as the visitor typed it. */
export type RegistrationFormValues = Record<RegistrationField, string>;

/** The form's fields from a posted form (files and missing fields become empty text). */
export function registrationFormValues(form: FormData): RegistrationFormValues {
  return Object.fromEntries(
    registrationFields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as RegistrationFormValues;
}

/** The answer to a registration, the same whether the address was registered before or not (the registrant is told which by e-mail). */
export const REGISTERED_MESSAGE = "Thank you for registering. We have sent a confirmation with the date, place and programme to your e-mail address.";
export const REGISTRATION_CLOSED_MESSAGE = "Registration for this event has closed: it has already started.";
