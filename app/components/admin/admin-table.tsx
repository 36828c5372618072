import { clsx } from "clsx";
import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";

/**
 * A data table that scrolls sideways inside its own box on narrow screens instead of widening
 * the page. The caption names the table for screen readers.
 */
export function AdminTable({ caption, minWidth = "min-w-[720px]", children }: { caption: string; minWidth?: string; children: ReactNode }) {
  return (
    <div className="max-w-full overflow-x-auto rounded-lg border border-line bg-white shadow-sm" role="region" aria-label={caption} tabIndex={0}>
      <table className={clsx("w-full border-collapse text-left text-sm", minWidth)}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A column heading; amounts, counts and row actions sit on the right. */
export type AdminColumn = string | { label: string; align: "right" };

export const alignRight = (label: string): AdminColumn => ({ label, align: "right" });

export function AdminTableHead({ columns }: { columns: readonly AdminColumn[] }) {
  return (
    <thead className="border-b border-line bg-subtle text-xs font-semibold uppercase tracking-wide text-muted">
      <tr>
        {columns.map((column) =>
          typeof column === "string" ? (
            <Th key={column}>{column}</Th>
          ) : (
            <Th key={column.label} className="text-right">
              {column.label}
            </Th>
          ),
        )}
      </tr>
    </thead>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={clsx("px-4 py-3 font-semibold", className)} {...props} />;
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={clsx("px-4 py-3 align-middle", className)} {...props} />;
}

export function AdminTableRow({ children }: { children: ReactNode }) {
  return <tr className="border-b border-line last:border-b-0 hover:bg-subtle/60">{children}</tr>;
}

/** The row shown when a table has nothing to list. */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10 text-center text-muted">
        {children}
      </td>
    </tr>
  );
}
