import type { z } from "zod";
import { zodFieldErrors } from "~/lib/form-validation";

/** The messages per field with which `schema` refuses `input`; fails the test when it accepts it. */
export function fieldErrorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected the input to be refused");
  return zodFieldErrors(result.error);
}
