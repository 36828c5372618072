import { Link } from "react-router";
import { AccountPage } from "~/components/account/account-nav";
import { QuoteStatusBadge } from "~/components/quotes/quote-status-badge";
import { buttonClass } from "~/components/ui/button";
import { formatQuoteDate } from "~/lib/customer-quote-views";
import { privatePageMeta } from "~/lib/seo";
import { loadAccountQuotes, QUOTE_PAGE_HEADERS } from "./account-quotes.server";
import type { Route } from "./+types/account-quotes";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, { title: "My quotes", description: "Your quotes, their status and their validity." });

export const headers: Route.HeadersFunction = () => QUOTE_PAGE_HEADERS;

export async function loader({ context }: Route.LoaderArgs) {
  return loadAccountQuotes(context);
}

export default function AccountQuotesPage({ loaderData }: Route.ComponentProps) {
  const { quotes } = loaderData;
  return (
    <AccountPage title="Quotes">
      {quotes.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-12 text-center">
          <p className="text-lg font-semibold">No quotes yet</p>
          <p className="mt-2 text-sm text-muted">Request a quote from a product page, your cart or the method assistant.</p>
          <Link to="/products" className={buttonClass({ className: "mt-6" })}>
            Browse Products
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="Quotes">
          {quotes.map((quote) => (
            <li key={quote.quoteNumber}>
              <Link
                to={`/account/quotes/${quote.quoteNumber}`}
                className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-xl border border-line bg-white p-4 shadow-sm transition hover:border-primary focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none sm:grid-cols-[1.2fr_1fr_1.4fr_auto] sm:items-center"
              >
                <span className="min-w-0">
                  <span className="block font-mono text-sm font-semibold text-ink">{quote.quoteNumber}</span>
                  <span className="block text-xs text-muted">Revision {quote.revision}</span>
                </span>
                <span className="justify-self-end sm:justify-self-start">
                  <QuoteStatusBadge status={quote.status} />
                </span>
                <span className="text-sm text-muted">
                  {formatQuoteDate(quote.createdAt.slice(0, 10))}
                  {quote.validUntil && <span className="block text-xs">Valid until {formatQuoteDate(quote.validUntil)}</span>}
                </span>
                <span className="justify-self-end text-sm font-semibold tabular-nums">{quote.total ?? "To be quoted"}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AccountPage>
  );
}
