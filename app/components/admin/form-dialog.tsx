import X from "lucide-react/icons/x";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

/** A modal that holds an admin form; it scrolls inside itself on small screens. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close aria-label="Close" className="rounded-md p-1 text-muted hover:bg-subtle hover:text-ink">
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Moves focus (and the dialog's scroll) to a field or message once React has drawn it. */
export function focusField(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** A dialog form's last row: Cancel, and the submit button that says what it does (and that it is saving). */
export function FormDialogActions({ busy, editing, addLabel, onCancel }: { busy: boolean; editing: boolean; addLabel: string; onCancel(): void }) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : editing ? "Save Changes" : addLabel}
      </Button>
    </div>
  );
}
