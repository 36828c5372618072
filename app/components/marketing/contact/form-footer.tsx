import { clsx } from "clsx";
import Send from "lucide-react/icons/send";
import { Button } from "~/components/ui/button";
import { RequiredFieldsNote } from "./field-label";

const layouts = {
  /** note and button side by side from the small breakpoint */
  row: { footer: "sm:flex-row sm:items-center sm:justify-between", button: "shrink-0" },
  /** the button under the note, full width on a phone */
  stacked: { footer: "", button: "w-full sm:w-auto sm:self-start" },
} as const;

/** The foot of a public form: what the details are used for, and the send button, which says it is busy while the form is sent. */
export function FormFooter({
  use,
  label,
  busyLabel,
  sending,
  layout,
}: {
  use: string;
  label: string;
  busyLabel: string;
  sending: boolean;
  layout: keyof typeof layouts;
}) {
  return (
    <div className={clsx("flex flex-col gap-4 border-t border-line pt-5", layouts[layout].footer)}>
      <RequiredFieldsNote use={use} />
      <Button type="submit" size="lg" disabled={sending} className={layouts[layout].button}>
        <Send className="h-4 w-4" aria-hidden />
        {sending ? busyLabel : label}
      </Button>
    </div>
  );
}
