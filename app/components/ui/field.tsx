import { clsx } from "clsx";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/** What a Field needs to know of its form field; Conform's field metadata (`fields.email`) is one. */
export interface FieldState {
  name: string;
  id: string;
  /** Conform's key: changes when the form is reset, so that the control starts again from its default */
  key?: string;
  errors?: string[];
  initialValue?: unknown;
}

interface FieldFrame {
  field: FieldState;
  label: ReactNode;
  /** a line under the control (shown while there is no error) */
  hint?: ReactNode;
  className?: string;
}

type InputProps = FieldFrame & { as?: "input" } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className">;
type TextareaProps = FieldFrame & { as: "textarea" } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "className">;
type SelectProps = FieldFrame & { as: "select"; children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "className">;

export type FieldProps = InputProps | TextareaProps | SelectProps;

const CONTROL = "rounded-md border bg-white px-3 text-sm shadow-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/30";

/** The classes of a form control (input, textarea or select), red-bordered while it holds an error. */
export function controlClass(as: "input" | "textarea" | "select", invalid: boolean) {
  // a select is as wide as its longest option unless told otherwise (a country list would widen a phone's page)
  return clsx(CONTROL, as === "textarea" ? "min-h-20 py-2" : "h-10", as === "select" && "w-full", invalid ? "border-danger" : "border-slate-300");
}

/**
 * The site's one form field: a label, the control (input, textarea or select), a hint, and the
 * field's first error tied to the control with aria-invalid and aria-describedby.
 * The control starts from the field's initial value unless it is given `value` or `defaultValue`.
 *
 * ```tsx
 * const [form, fields] = useForm({ lastResult: actionData, onValidate: ({ formData }) => parseForm(formData, profileSchema) });
 * <Form method="post" {...getFormProps(form)}>
 *   <FormMessage message={form.errors?.[0]} />
 *   <Field field={fields.firstName} label="First name" autoComplete="given-name" />
 *   <Field as="textarea" field={fields.notes} label="Notes (optional)" />
 * </Form>
 * // the action: const submission = parseForm(await request.formData(), profileSchema);
 * //   if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
 * ```
 */
export function Field(props: FieldProps) {
  const { field, label, hint, className } = props;
  const id = props.id ?? field.id;
  const error = field.errors?.[0];
  const describedBy = [error && `${id}-error`, hint && !error && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  const initial = typeof field.initialValue === "string" ? field.initialValue : undefined;
  const shared = {
    id,
    name: field.name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;

  let control: ReactNode;
  if (props.as === "textarea") {
    const { as, field: _f, label: _l, hint: _h, className: _c, ...rest } = props;
    control = (
      <textarea
        key={field.key}
        rows={3}
        defaultValue={rest.value === undefined ? (rest.defaultValue ?? initial) : undefined}
        {...rest}
        {...shared}
        className={controlClass(as, Boolean(error))}
      />
    );
  } else if (props.as === "select") {
    const { as, field: _f, label: _l, hint: _h, className: _c, children, ...rest } = props;
    control = (
      <select
        key={field.key}
        defaultValue={rest.value === undefined ? (rest.defaultValue ?? initial) : undefined}
        {...rest}
        {...shared}
        className={controlClass(as, Boolean(error))}
      >
        {children}
      </select>
    );
  } else {
    const { as: _as, field: _f, label: _l, hint: _h, className: _c, ...rest } = props;
    control = (
      <input
        key={field.key}
        defaultValue={rest.value === undefined ? (rest.defaultValue ?? initial) : undefined}
        {...rest}
        {...shared}
        className={controlClass("input", Boolean(error))}
      />
    );
  }

  return (
    <div className={clsx("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {control}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message about the whole form (Conform's form errors, or the server's answer), announced when it appears. */
export function FormMessage({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" tabIndex={-1} className="rounded-md border border-red-200 bg-danger-soft px-3 py-2 text-sm text-danger">
      {message}
    </p>
  );
}
