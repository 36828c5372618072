import type { ReactNode } from "react";
import { FormField, INPUT_CLASS } from "./form-field";

/**
 * A number input with its unit in the label. min and step are hints for the spinner and the
 * keyboard; the tool itself validates the value, so the form is submitted with noValidate.
 */
export function NumberField({
  id,
  label,
  unit,
  value,
  onChange,
  min,
  step,
  placeholder,
  hint,
}: {
  id: string;
  label: string;
  unit?: string;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  step?: number | "any";
  placeholder?: string;
  hint?: ReactNode;
}) {
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
