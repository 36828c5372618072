import type { ReactNode } from "react";

/**
 * The head of an order or a quote as its buyer sees it (account page, e-mailed link, printout):
 * "Order ORD-…" with the number kept on one line, a line of facts (the children), and the document's actions
 * (not printed).
 */
export function RecordHeader({ kind, number, actions, children }: { kind: "Order" | "Quote"; number: string; actions?: ReactNode; children: ReactNode }) {
  // "order-heading" names the article; "order-number" is what the tests and the printout read
  const name = kind.toLowerCase();
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 id={`${name}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {kind}{" "}
          <span data-testid={`${name}-number`} className="whitespace-nowrap">
            {number}
          </span>
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-muted">{children}</p>
      </div>
      {actions && <div className="flex flex-wrap gap-2 print:hidden">{actions}</div>}
    </header>
  );
}
