import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import { clsx } from "clsx";
import type { QuickOrderLineResult } from "~/lib/quick-order-types";

/** The checked lines: each with its product, the viewer's price and the line's total, or what is wrong with it. */
export function QuickOrderLines({
  lines,
  onUseSuggestion,
}: {
  lines: QuickOrderLineResult[];
  /** puts the suggested SKU in place of the line's; absent when the list changed since it was checked */
  onUseSuggestion?: (line: QuickOrderLineResult, sku: string) => void;
}) {
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-white" aria-label="Checked lines">
      {lines.map((line) => {
        const ok = line.status === "ok";
        return (
          <li key={line.lineNumbers.join("-")} className="grid gap-1 px-4 py-3 sm:grid-cols-[5rem_1fr_auto] sm:gap-x-4" data-status={line.status}>
            <span className="text-xs text-muted sm:pt-0.5">
              {line.lineNumbers.length > 1 ? "Lines" : "Line"} {line.lineNumbers.join(", ")}
            </span>
            <div className="min-w-0">
              <p className="font-mono text-sm font-semibold break-all text-ink">{line.product?.sku ?? (line.sku || "—")}</p>
              {line.product && <p className="text-sm break-words text-slate-700">{line.product.name}</p>}
              <p className={clsx("mt-1 flex items-start gap-1.5 text-sm", ok ? "text-emerald-700" : "text-danger")}>
                {ok ? <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> : <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />}
                <span>{ok ? "Ready to add" : line.problem}</span>
              </p>
              {line.suggestion && onUseSuggestion && (
                <button
                  type="button"
                  className="mt-1 text-sm font-semibold text-primary hover:underline"
                  onClick={() => onUseSuggestion(line, line.suggestion!)}
                >
                  Use {line.suggestion}
                </button>
              )}
              {line.note && <p className="mt-1 text-xs text-muted">{line.note}</p>}
            </div>
            <div className="text-sm tabular-nums sm:text-right">
              {line.quantity !== null && (
                <span className="text-muted">
                  {line.quantity} × {line.product?.price ?? "—"}
                </span>
              )}
              {line.product?.lineTotal && ok && <span className="block font-semibold text-ink">{line.product.lineTotal}</span>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
