import { Field, type FieldState } from "~/components/ui/field";
import { PASSWORD_MIN_LENGTH } from "~/lib/auth-schemas";

/** The new password of an account (changed in the account, or set through a reset link): the same rule, said the same way. */
export function NewPasswordField({ field }: { field: FieldState }) {
  return (
    <Field
      field={field}
      label="New password"
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
    />
  );
}
