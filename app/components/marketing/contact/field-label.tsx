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
