import { z } from "~/lib/zod";
import { plainText } from "~/lib/plain-text";

const email = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(254, "Email address is too long")
  .pipe(z.email("Please enter a valid email address"));

/** Spec §5: email must be valid, password at least 1 character. */
export const loginSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024, "Password is too long"),
});

const requiredText = (label: string, max = 120) =>
  plainText({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is too long`);

const optionalText = (max: number, label: string) =>
  plainText()
    .trim()
    .max(max, `${label} is too long`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const PASSWORD_MIN_LENGTH = 8;

/** Registration fields of spec §3; passwords of at least 8 characters (decisions.md). Unknown fields are refused. */
export const registrationSchema = z.strictObject({
  email,
  firstName: requiredText("First name"),
  lastName: requiredText("Last name"),
  company: requiredText("Company", 200),
  title: optionalText(120, "Title"),
  phone: optionalText(40, "Phone"),
  password: z
    .string({ error: "Password is required" })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1024, "Password is too long"),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegistrationInput = z.infer<typeof registrationSchema>;
