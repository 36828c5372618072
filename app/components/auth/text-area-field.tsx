import { clsx } from "clsx";
import type { ReactNode, TextareaHTMLAttributes } from "react";

/** A labelled textarea with its error message tied to it for screen readers. */
export function TextAreaField({ label, name, error, className, ...input }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; name: string; error?: string }) {
  const id = input.id ?? `field-${name}`;
  return (
    <div className={clsx("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          "rounded-md border bg-white px-3 py-2 text-sm shadow-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/30",
          error ? "border-danger" : "border-slate-300",
        )}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
