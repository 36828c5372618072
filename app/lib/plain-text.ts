import { z } from "~/lib/zod";

/**
 * Control characters (Unicode Cc) other than tab, line feed and carriage return: NUL, which
 * PostgreSQL refuses in text, escape sequences, DEL and the C1 controls. No form types them.
 */
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;

export const CONTROL_CHARACTERS_MESSAGE = "Contains characters that are not allowed";

export function hasControlCharacters(text: string) {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * A string of text a person typed: every schema's free-text field starts here, so that a control
 * character gets a 400 with the field's message instead of reaching the database.
 * `params` are z.string()'s (e.g. the message for a missing value).
 */
export function plainText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE);
}

/** A line a person must fill in: trimmed, "<label> is required" when empty, "<label> is too long" past `max`. */
export function requiredText(label: string, max = 120) {
  return plainText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);
}

/** A text a person may leave empty: trimmed, null when empty, "<label> is too long" past `max`. */
export function optionalText(max: number, label: string) {
  return plainText()
    .trim()
    .max(max, `${label} is too long`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
}
