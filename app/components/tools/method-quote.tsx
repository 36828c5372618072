import { useEffect, useRef } from "react";
import { QuoteRequestForm } from "~/components/quotes/quote-request-form";
import type { GeneratedMethod } from "~/tools/cr3520-method";
import { methodQuoteLines } from "~/tools/method-quote";

/** "Quote this method": the catalogue products the method uses, and the quote request for them. */
export function MethodQuote({ method }: { method: GeneratedMethod }) {
  const lines = methodQuoteLines(method);
  const section = useRef<HTMLElement>(null);
  // opened from the actions at the top of the card: bring it into view
  useEffect(() => section.current?.scrollIntoView({ block: "start", behavior: "smooth" }), []);
  return (
    <section ref={section} aria-labelledby="method-quote-heading" className="mt-6 rounded-lg border border-line bg-white p-4">
      <h3 id="method-quote-heading" className="text-lg font-semibold text-ink">
        Quote this method
      </h3>
      <p className="mt-1 text-sm text-muted">The kit, capillary and consumables this method uses; our sales team sends you a quote for them.</p>
      <ul className="my-4 grid gap-2 text-sm" aria-label="Products to quote">
        {lines.map((line) => (
          <li key={line.sku} className="flex gap-3">
            <span className="w-8 shrink-0 text-right tabular-nums">{line.quantity} ×</span>
            <span>
              <span className="font-semibold">{line.sku}</span> <span className="text-muted">— {line.reason}</span>
            </span>
          </li>
        ))}
      </ul>
      <QuoteRequestForm
        id="method-quote"
        source="method-assistant"
        lines={lines.map(({ sku, quantity }) => ({ sku, quantity }))}
        submitLabel="Request a quote for this method"
      />
    </section>
  );
}
