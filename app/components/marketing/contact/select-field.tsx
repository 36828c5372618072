import { clsx } from "clsx";
import type { ReactNode, SelectHTMLAttributes } from "react";

/** A labelled native select with its error tied to it, styled like FormField in components/ui. */
export function SelectField({
  label,
  name,
  error,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; name: string; error?: string }) {
  const id = select.id ?? `field-${name}`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          "h-10 rounded-md border bg-white px-3 text-sm shadow-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/30",
          error ? "border-danger" : "border-slate-300",
        )}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
