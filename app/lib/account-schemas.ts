import { z } from "~/lib/zod";
import { optionalText, plainText, requiredText } from "~/lib/plain-text";
import { emailField, newPasswordSchema, registrationFieldsSchema } from "~/lib/auth-schemas";
import { countryName } from "~/lib/countries";

/*
 * The account area's forms (/account, /account/addresses, /forgot-password, /reset-password), used
 * by the pages and the API alike. The password rules of a new password are newPasswordSchema's;
 * the server adds the common-password check (password-policy.server.ts).
 */

/** Digits, spaces and the signs phone numbers are written with (+ ( ) - . / and an "x" or "ext" extension). */
const PHONE_PATTERN = /^\+?[0-9 ()./-]{4,32}(\s*(x|ext\.?)\s*[0-9]{1,6})?$/i;
export const PHONE_INVALID = "Please enter a phone number (digits, spaces, + ( ) - . /)";

const optionalPhone = plainText()
  .trim()
  .max(40, "Phone is too long")
  .refine((v) => v === "" || PHONE_PATTERN.test(v), PHONE_INVALID)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** The profile: spec §3's first and last name and company (required), title and phone (optional). */
export const profileSchema = registrationFieldsSchema.pick({ firstName: true, lastName: true, company: true, title: true }).extend({ phone: optionalPhone });
export type ProfileInput = z.infer<typeof profileSchema>;

const currentPassword = z
  .string({ error: "Please enter your current password" })
  .min(1, "Please enter your current password")
  .max(1024, "Password is too long");

export const changePasswordSchema = z.object({ currentPassword, newPassword: newPasswordSchema });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ newEmail: emailField, currentPassword });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

/** A link's token: 32 random bytes, base64url. Anything else is refused without a lookup. */
export const ACCOUNT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const accountTokenField = z.string({ error: "This link is not valid" }).regex(ACCOUNT_TOKEN_PATTERN, "This link is not valid");

export const resetPasswordSchema = z.object({ token: accountTokenField, password: newPasswordSchema });
export const confirmEmailSchema = z.object({ token: accountTokenField });

/** What the forgotten-password form always answers, whether or not the address has an account. */
export const FORGOT_PASSWORD_SENT = "If an account exists for that address, we have sent it a link to choose a new password. The link is valid for 60 minutes.";
export const RESET_LINK_INVALID = "This link is invalid, has expired or has already been used. Please ask for a new one.";
/** The account page's "Resend confirmation e-mail" form: nothing to fill in. */
export const resendConfirmationSchema = z.object({});
export const CONFIRMATION_RESENT = "We have sent a new confirmation link to your e-mail address. It is valid for 72 hours.";
export const ALREADY_CONFIRMED = "Your e-mail address is already confirmed.";
export const CONFIRMATION_RESEND_LIMITED =
  "You have asked for several confirmation e-mails in the last hour. Please check your inbox and spam folder, or try again later.";
export const CONFIRM_LINK_INVALID = "This confirmation link is invalid, has expired or has already been used.";
export const PASSWORD_CHANGED = "Your password has been changed. Every other session of your account has been signed out.";
export const CURRENT_PASSWORD_WRONG = "Your current password is not correct";
export const EMAIL_CHANGE_SENT = "We have sent a confirmation link to the new address. Your e-mail address changes when you open it.";
export const EMAIL_IN_USE = "This address is already used by another account";

export const ADDRESS_KINDS = ["shipping", "billing"] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** The answer to a country that is not on the list (app/lib/countries.ts); the API adds the code `unknown_country`. */
export const UNKNOWN_COUNTRY = "Unknown country: choose one from the list (its English name, e.g. Germany, or its two-letter ISO code, DE)";

/** A country of the list, by English name or ISO code; stored as the English name. */
const countryField = requiredText("Country", 80).transform((value, ctx) => {
  const name = countryName(value);
  if (name === null) ctx.addIssue({ code: "custom", message: UNKNOWN_COUNTRY });
  return name ?? value;
});

/** An address's own fields (the address book's form, and a new address at checkout). */
export const addressFieldsSchema = z.strictObject({
  name: requiredText("Name", 200),
  company: optionalText(200, "Company"),
  line1: requiredText("Street and number", 200),
  line2: optionalText(200, "Address line 2"),
  postalCode: requiredText("Postal code", 20),
  city: requiredText("City", 120),
  region: optionalText(120, "State or region"),
  country: countryField,
  phone: optionalPhone,
});

/** An address of the address book. */
export const addressSchema = addressFieldsSchema.extend({
  kind: z.enum(ADDRESS_KINDS, { error: "Choose shipping or billing" }),
  isDefault: z.boolean().optional().default(false),
});
export type AddressInput = z.infer<typeof addressSchema>;

/** What a status means, for the account page (spec §4). */
export const ACCOUNT_STATUS_TEXT = {
  pending: {
    label: "Account pending approval",
    text: "Our team reviews every new account. Until it is approved you can browse the catalogue and request quotes; prices and online ordering open once it is approved. We will tell you by e-mail.",
  },
  approved: { label: "Approved", text: "You see prices and can order online." },
  rejected: {
    label: "Not approved for online ordering",
    text: "Your account was not approved for online ordering. You can still browse the catalogue and request quotes; please contact sales if you think this is a mistake.",
  },
} as const;

/** The address form of /account/addresses: the same fields, the default as a checkbox ("on" when ticked). */
export const addressFormSchema = addressSchema.extend({
  isDefault: z
    .string()
    .optional()
    .transform((v) => v === "on"),
});

/** A form's fields without the page's own (`intent`: which form; `id`: which address), which the schemas refuse as unknown. */
export function schemaFields(form: FormData) {
  const fields = new FormData();
  for (const [name, value] of form) if (name !== "intent" && name !== "id") fields.append(name, value);
  return fields;
}
