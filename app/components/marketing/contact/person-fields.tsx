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

/** The two name fields: what they are called, and what the browser may fill in. */
const nameParts = [
  { key: "firstName", label: "First name", autoComplete: "given-name" },
  { key: "lastName", label: "Last name", autoComplete: "family-name" },
] as const;

/** First and last name side by side (stacked on a phone), both required: the public forms that ask who is writing. */
export function NameFields({ idPrefix, maxLength, disabled, ...fields }: NameFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {nameParts.map((part) => (
        <Field
          key={part.key}
          field={fields[part.key]}
          id={`${idPrefix}-${part.key}`}
          label={<FieldLabel text={part.label} required />}
          aria-required
          autoComplete={part.autoComplete}
          maxLength={maxLength}
          disabled={disabled}
        />
      ))}
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

/** The company or institution of a public form; `required` where the form cannot do without it. */
export function CompanyField({
  field,
  id,
  maxLength,
  disabled,
  required = false,
}: {
  field: FieldState;
  id: string;
  maxLength: number;
  disabled: boolean;
  required?: boolean;
}) {
  return (
    <Field
      field={field}
      id={id}
      label={<FieldLabel text="Company or institution" required={required} />}
      aria-required={required || undefined}
      autoComplete="organization"
      maxLength={maxLength}
      disabled={disabled}
    />
  );
}
