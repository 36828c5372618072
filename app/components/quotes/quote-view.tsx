import type { ReactNode } from "react";
import { formatQuoteDate, type CustomerQuoteView } from "~/lib/customer-quote-views";
import { poDocumentSummary } from "~/lib/po-document";
import { RecordHeader } from "~/components/account/record-header";
import { HeadedSection } from "~/components/ui/headed-section";
import { QuoteStatusBadge } from "./quote-status-badge";

const QUOTE_CARD = "rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6";
const CARD_HEADING = "mb-3 text-lg font-semibold";

const dateOf = (iso: string) => formatQuoteDate(iso.slice(0, 10));

/** A quote as its customer sees it: the lines and amounts sales sent, the terms, the validity and the note. */
export function QuoteView({ quote, notice, actions }: { quote: CustomerQuoteView; notice?: ReactNode; actions?: ReactNode }) {
  const priced = quote.total !== null;
  return (
    <article aria-labelledby="quote-heading" className="grid gap-6">
      <RecordHeader kind="Quote" number={quote.quoteNumber} actions={actions}>
        <span>Revision {quote.revision}</span>
        <QuoteStatusBadge status={quote.status} />
        <span>{quote.sentAt ? `Sent ${dateOf(quote.sentAt)}` : `Requested ${dateOf(quote.createdAt)}`}</span>
        {quote.validUntil && <span>Valid until {formatQuoteDate(quote.validUntil)}</span>}
      </RecordHeader>

      {notice}

      <HeadedSection id="quote-lines-heading" title="Items" className={QUOTE_CARD} headingClassName={CARD_HEADING}>
        <ul className="divide-y divide-line">
          {quote.lines.map((line, index) => (
            <li key={`${line.sku}-${index}`} data-testid="quote-line" className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">{line.name}</p>
                <p className="font-mono text-xs text-muted">{line.sku}</p>
              </div>
              <div className="text-right text-sm tabular-nums">
                <p>
                  {line.quantity} × {line.unitPrice ?? "to be quoted"}
                </p>
                {line.discount && <p className="text-success">−{line.discount} discount</p>}
                {line.amount && <p className="font-semibold">{line.amount}</p>}
              </div>
            </li>
          ))}
        </ul>
        {priced ? (
          <dl className="mt-4 ml-auto grid max-w-sm grid-cols-2 gap-x-4 gap-y-1 border-t border-line pt-4 text-sm">
            <dt className="text-muted">Subtotal</dt>
            <dd className="text-right tabular-nums">{quote.subtotal}</dd>
            <dt className="text-muted">Shipping</dt>
            <dd className="text-right tabular-nums">{quote.shipping === "$0.00" ? "Free" : quote.shipping}</dd>
            <dt className="text-muted">{quote.taxExemptionCertificate ? "Tax (exempt)" : `Tax (${quote.taxRate})`}</dt>
            <dd className="text-right tabular-nums">{quote.tax}</dd>
            <dt className="font-semibold">Total</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="quote-total">
              {quote.total}
            </dd>
          </dl>
        ) : (
          <p className="mt-4 border-t border-line pt-4 text-sm text-muted">Our sales team is preparing prices for this request.</p>
        )}
      </HeadedSection>

      <HeadedSection id="quote-terms-heading" title="Terms" className={`${QUOTE_CARD} text-sm`} headingClassName={CARD_HEADING}>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">Prepared for</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{[quote.contact.name, quote.contact.company, quote.contact.email].filter(Boolean).join(" · ")}</dd>
          {quote.paymentTerms && (
            <>
              <dt className="text-muted">Payment terms</dt>
              <dd>{quote.paymentTerms}</dd>
            </>
          )}
          {quote.taxExemptionCertificate && (
            <>
              <dt className="text-muted">Tax exemption</dt>
              <dd>Certificate {quote.taxExemptionCertificate}</dd>
            </>
          )}
          <dt className="text-muted">Purchase order</dt>
          <dd>{quote.poNumber ?? (quote.poRequired ? "A PO number is required to accept" : "Optional")}</dd>
          {quote.poDocument && (
            <>
              <dt className="text-muted">Purchase order document</dt>
              <dd className="break-words" data-testid="quote-po-document">
                {poDocumentSummary(quote.poDocument)}
              </dd>
            </>
          )}
          {quote.validUntil && (
            <>
              <dt className="text-muted">Valid until</dt>
              <dd>{formatQuoteDate(quote.validUntil)} (inclusive)</dd>
            </>
          )}
          {quote.salesNote && (
            <>
              <dt className="text-muted">Note from sales</dt>
              <dd className="break-words whitespace-pre-line">{quote.salesNote}</dd>
            </>
          )}
          {quote.requestMessage && (
            <>
              <dt className="text-muted">Your request</dt>
              <dd className="break-words whitespace-pre-line">{quote.requestMessage}</dd>
            </>
          )}
        </dl>
      </HeadedSection>
    </article>
  );
}
