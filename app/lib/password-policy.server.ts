import { dictionary } from "@zxcvbn-ts/language-common";
import { newPasswordSchema, PASSWORD_MIN_LENGTH, PASSWORD_TOO_COMMON, registrationFieldsSchema } from "~/lib/auth-schemas";

let common: Set<string> | undefined;

/**
 * Whether a password is one of the ~49,000 most common passwords of the breach corpora that
 * zxcvbn-ts ships (@zxcvbn-ts/language-common), ignoring case, also with digits and punctuation
 * appended ("sunshine2024!"). Server-only (.server.ts): the list is about 400 KB.
 */
export function isCommonPassword(password: string) {
  common ??= new Set(dictionary["passwords-common"]);
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\p{P}\p{S}\s]+$/u, "");
  return common.has(lower) || common.has(stem);
}

/** Why a new password is refused (too short, too long, too common), or null. */
export function passwordProblem(password: string): string | null {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0].message;
  return isCommonPassword(password) ? PASSWORD_TOO_COMMON : null;
}

/** What registration accepts: spec §3's fields, and a password of 12+ characters that is not a common one. */
export const registrationSchema = registrationFieldsSchema.extend({
  // a password already too short is told only that
  password: newPasswordSchema.refine((password) => password.length < PASSWORD_MIN_LENGTH || !isCommonPassword(password), PASSWORD_TOO_COMMON),
});
