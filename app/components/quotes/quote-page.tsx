import FileDown from "lucide-react/icons/file-down";
import { Panel } from "~/components/account/account-nav";
import { buttonClass } from "~/components/ui/button";
import type { CustomerQuoteView } from "~/lib/customer-quote-views";
import { QuoteDecision } from "./quote-decision";
import { QuoteThread } from "./quote-thread";
import { QuoteView } from "./quote-view";

/** The quote page, for the account (/account/quotes/:number) and for the holder of the e-mailed link (/quotes/view/:token). */
export function QuotePage({
  quote,
  token,
  shippingAddress,
  revisionHref,
}: {
  quote: CustomerQuoteView;
  token: string | null;
  shippingAddress: string;
  revisionHref(revision: number): string;
}) {
  const pdfHref = `/api/quotes/${quote.id}/pdf${token ? `?token=${encodeURIComponent(token)}` : ""}`;
  // a sent quote is read first and decided below it; any other state says what it means above the quote
  const decision = (
    <QuoteDecision key={`${quote.id}-${quote.status}`} quote={quote} token={token} shippingAddress={shippingAddress} revisionHref={revisionHref} />
  );
  return (
    <div className="grid gap-6">
      <QuoteView
        quote={quote}
        notice={quote.status === "sent" ? undefined : decision}
        actions={
          quote.total !== null && (
            <a href={pdfHref} download className={buttonClass({ variant: "outline" })}>
              <FileDown className="h-4 w-4" aria-hidden /> Download PDF
            </a>
          )
        }
      />
      {quote.status === "sent" && decision}
      {quote.revisions.length > 1 && (
        <nav aria-label="Revisions" className="text-sm">
          <span className="text-muted">Revisions: </span>
          {quote.revisions.map((r, index) => (
            <span key={r.revision}>
              {index > 0 && " · "}
              {r.revision === quote.revision ? (
                <strong>Revision {r.revision}</strong>
              ) : (
                <a className="text-primary underline" href={revisionHref(r.revision)}>
                  Revision {r.revision}
                </a>
              )}{" "}
              <span className="text-muted">({r.status})</span>
            </span>
          ))}
        </nav>
      )}
      <Panel title="Messages with sales" description="Questions about this quote? Sales answers here and by e-mail.">
        <QuoteThread
          key={quote.id}
          messages={quote.messages}
          side="customer"
          postUrl={`/api/quotes/${quote.id}/messages`}
          headers={token ? { "X-Quote-Token": token } : undefined}
        />
      </Panel>
    </div>
  );
}
