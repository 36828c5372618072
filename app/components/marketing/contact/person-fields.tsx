import { Field, type FieldState } from "~/components/ui/field";
import { FieldLabel } from "./field-label";

interface NameFieldsProps {
  firstName: FieldState;
  lastName: FieldState;
  /** the ids are `${idPrefix}-firstName` and `${idPrefix}-lastName` */
  idPrefix: string;
  maxLength: number;
  disabled: boolean;
}

/** First and last name side by side (stacked on a phone), both required: the public forms that ask who is writing. */
export function NameFields({ firstName, lastName, idPrefix, maxLength, disabled }: NameFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        field={firstName}
        id={`${idPrefix}-firstName`}
        label={<FieldLabel text="First name" required />}
        aria-required
        autoComplete="given-name"
        maxLength={maxLength}
        disabled={disabled}
      />
      <Field
        field={lastName}
        id={`${idPrefix}-lastName`}
        label={<FieldLabel text="Last name" required />}
        aria-required
        autoComplete="family-name"
        maxLength={maxLength}
        disabled={disabled}
      />
    </div>
  );
}

/** The required e-mail address of a public form. */
export function EmailField({ field, id, maxLength, disabled }: { field: FieldState; id: string; maxLength: number; disabled: boolean }) {
  return (
    <Field
      field={field}
      id={id}
      label={<FieldLabel text="Email" required />}
      type="email"
      aria-required
      autoComplete="email"
      inputMode="email"
      maxLength={maxLength}
      disabled={disabled}
    />
  );
}
