import type { InputHTMLAttributes, ReactNode } from "react";

export const INPUT_CLASS =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink shadow-xs placeholder:text-slate-400 " +
  "focus:border-primary focus:ring-3 focus:ring-primary/20 focus-visible:outline-none disabled:bg-subtle";

/**
 * A label (with its unit, part of the accessible name), the control, an optional hint and an optional
 * error below it. The control itself points at the error (`${id}-error`) with aria-describedby and
 * carries aria-invalid.
 */
export function FormField({
  id,
  label,
  unit,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  unit?: string;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {unit && <span className="font-normal text-muted"> ({unit})</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs leading-relaxed text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type DecimalInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "min" | "step" | "value" | "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
};

/** A number of zero or more with any decimals (a mass, an m/z, a tolerance), in monospace digits; the tool validates what is typed. */
export function DecimalInput({ value, onValueChange, className, ...props }: DecimalInputProps) {
  return (
    <input
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      className={`${INPUT_CLASS} font-mono tabular-nums ${className ?? ""}`}
      {...props}
    />
  );
}

/** A checkbox with its label and, in muted type after it, what choosing it does. */
export function CheckboxOption({ checked, onChange, label, note }: { checked: boolean; onChange: (checked: boolean) => void; label: string; note: string }) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-0.5 h-4 w-4 accent-primary" />
      <span>
        {label} <span className="text-muted">{note}</span>
      </span>
    </label>
  );
}
