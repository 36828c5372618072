import type { ReactNode } from "react";
import { FormField, INPUT_CLASS } from "./form-field";

interface NumberFieldProps {
  id: string;
  label: string;
  unit?: string;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  step?: number | "any";
  placeholder?: string;
  hint?: ReactNode;
}

/** A number field of a form's table of fields: its props, and the `name` of the form's value it edits. */
export type NumberFieldSpec<N extends string> = Omit<NumberFieldProps, "value" | "onChange"> & { readonly name: N };

/**
 * A number input with its unit in the label. min and step are hints for the spinner and the
 * keyboard; the tool itself validates the value, so the form is submitted with noValidate.
 */
export function NumberField({ id, label, unit, value, onChange, min, step, placeholder, hint }: NumberFieldProps) {
  return (
    <FormField id={id} label={label} unit={unit} hint={hint}>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        step={step}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`${INPUT_CLASS} h-11 font-mono tabular-nums`}
      />
    </FormField>
  );
}

/** The number fields of a table of `fields`, in its order, each editing the form's value of its name. */
export function NumberFields<N extends string>({
  fields,
  values,
  onChange,
}: {
  fields: readonly NumberFieldSpec<N>[];
  values: Readonly<Record<N, string>>;
  onChange: (name: N, value: string) => void;
}) {
  return fields.map(({ name, ...field }) => <NumberField key={name} {...field} value={values[name]} onChange={(value) => onChange(name, value)} />);
}
