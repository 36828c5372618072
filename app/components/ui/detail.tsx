import type { ReactNode } from "react";

/** One labelled fact of a record's description list (a `<dl>`): small capitals above, the value below. */
export function Detail({ label, children, valueClassName = "mt-1 grid gap-0.5 text-ink" }: { label: string; children: ReactNode; valueClassName?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
