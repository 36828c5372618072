import Sigma from "lucide-react/icons/sigma";
import type { ReactNode } from "react";

/** How a calculator computes its result, in one line under its form. */
export function FormulaNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-2 border-t border-line pt-4 text-xs leading-relaxed text-muted">
      <Sigma className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
      <span>{children}</span>
    </p>
  );
}
