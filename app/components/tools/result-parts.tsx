import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The box holding a calculated result, with its heading and a copy action. */
export function ResultPanel({ heading, action, children }: { heading: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={heading} className="rounded-xl border border-line bg-subtle p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{heading}</h3>
        {action}
      </div>
      <div className="mt-4 space-y-6">{children}</div>
    </section>
  );
}

/** The headline number of a result, in monospace digits with its unit. */
export function ResultValue({ label, value, unit, testId }: { label: string; value: string; unit: string; testId?: string }) {
  return (
    <div>
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2 break-all">
        <output data-testid={testId} className="font-mono text-3xl font-semibold tabular-nums tracking-tight text-ink sm:text-4xl">
          {value}
        </output>
        <span className="text-lg font-medium text-muted">{unit}</span>
      </p>
    </div>
  );
}

/** Label / value pairs under a result; values in monospace so digits line up. */
export function ResultFacts({ facts }: { facts: ReadonlyArray<{ label: string; value: ReactNode; testId?: string }> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="flex items-baseline justify-between gap-4 border-b border-line pb-2 sm:block sm:border-0 sm:pb-0">
          <dt className="min-w-0 text-muted">{fact.label}</dt>
          <dd
            data-testid={fact.testId}
            className="max-w-[65%] shrink-0 break-words text-right font-mono tabular-nums text-ink sm:mt-0.5 sm:max-w-none sm:text-left"
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the result column shows before the first calculation (large screens only: on phones the form is enough). */
export function ResultPlaceholder({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="hidden h-full min-h-64 flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-subtle/60 p-8 text-center lg:flex">
      <Icon className="h-10 w-10 text-slate-300" aria-hidden />
      <p className="mt-4 max-w-xs text-sm leading-relaxed text-muted">{children}</p>
    </div>
  );
}

/** A column of a tool's table: its heading, right-aligned when the column holds numbers. */
export interface ToolTableColumn {
  label: string;
  numeric?: boolean;
}

/** The heading row of a tool's table, in small muted type; `tight` narrows the cells on a phone. */
export function ToolTableHead({ columns, tight = false }: { columns: readonly ToolTableColumn[]; tight?: boolean }) {
  return (
    <thead className="bg-subtle text-left text-xs text-muted">
      <tr>
        {columns.map((column, index) => (
          // a table may repeat a heading (two Code/Mass column pairs side by side)
          <th key={index} scope="col" className={clsx(tight ? "px-2 py-2 sm:px-3" : "px-3 py-2", column.numeric && "text-right", "font-medium")}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A tool's table in its bordered frame: the caption (for screen readers unless `captionClassName`
 * shows it), the heading row and the rows given as children. `className` sets the frame's
 * overflow and visibility, `tableClassName` a minimum width, `bodyClassName` the rows' type.
 */
export function ToolTable({
  caption,
  captionClassName = "sr-only",
  columns,
  tight,
  className,
  tableClassName,
  bodyClassName,
  testId,
  children,
}: {
  caption: ReactNode;
  captionClassName?: string;
  columns: readonly ToolTableColumn[];
  tight?: boolean;
  className: string;
  tableClassName?: string;
  bodyClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx("rounded-lg border border-line", className)}>
      <table className={clsx("w-full text-sm", tableClassName)} data-testid={testId}>
        <caption className={captionClassName}>{caption}</caption>
        <ToolTableHead tight={tight} columns={columns} />
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
    </div>
  );
}
