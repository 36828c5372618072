/** A form label that marks required fields with an asterisk (hidden from screen readers, which get aria-required) and the rest as optional. */
export function FieldLabel({ text, required = false }: { text: string; required?: boolean }) {
  return required ? (
    <>
      {text}
      <span className="ml-0.5 text-danger" aria-hidden>
        *
      </span>
    </>
  ) : (
    <>
      {text} <span className="font-normal text-muted">(optional)</span>
    </>
  );
}

/** The line under a public form that explains the asterisk and what the details are used for. */
export function RequiredFieldsNote({ use }: { use: string }) {
  return (
    <p className="text-sm leading-6 text-muted">
      <span className="text-danger" aria-hidden>
        *
      </span>{" "}
      Required. {use}
    </p>
  );
}
