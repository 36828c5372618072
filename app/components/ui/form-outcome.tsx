import CheckCircle2 from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";

/** What a sent form says instead of (or above) its fields: a title in bold and what happens next. */
export function FormSuccess({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
      <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden />
      <p>
        <strong className="block font-semibold">{title}</strong>
        {children}
      </p>
    </div>
  );
}

/** Why a public form could not be sent, above its fields (nothing while there is no failure). */
export function FormFailure({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-danger-soft p-4 text-danger">
      {message}
    </p>
  );
}
