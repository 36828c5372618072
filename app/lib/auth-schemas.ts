import { z } from "~/lib/zod";
import { optionalText, requiredText } from "~/lib/plain-text";

/** A valid e-mail address of at most 254 characters. */
export const emailField = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(254, "Email address is too long")
  .pipe(z.email("Please enter a valid email address"));

/** Spec §5: email must be valid, password at least 1 character. */
export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024, "Password is too long"),
});

/** decisions.md: at least 12 characters (ASVS 2.1.1); supersedes the earlier 8-character rule. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = "This password is too common. Please choose another.";

/** A new password's length rule; the check against common passwords is in password-policy.server.ts (its list stays out of the browser). */
export const newPasswordSchema = z.string({ error: "Password is required" }).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(1024, "Password is too long");

/**
 * Registration fields of spec §3. Unknown fields are refused. The endpoints validate with
 * `registrationSchema` of password-policy.server.ts, which adds the common-password check.
 */
export const registrationFieldsSchema = z.strictObject({
  email: emailField,
  firstName: requiredText("First name"),
  lastName: requiredText("Last name"),
  company: requiredText("Company", 200),
  title: optionalText(120, "Title"),
  phone: optionalText(40, "Phone"),
  password: newPasswordSchema,
});

/** The fields each form posts (beside its `intent`). */
export const loginFields = Object.keys(loginSchema.shape);
export const registrationFields = Object.keys(registrationFieldsSchema.shape);

export type LoginInput = z.infer<typeof loginSchema>;
export type RegistrationInput = z.infer<typeof registrationFieldsSchema>;
