import { effectiveQuoteStatus } from "~/lib/quote-status";
import { QUOTED_ITEM } from "~/lib/order-lines";
import { adminOrderPath } from "~/lib/order-number";
import FileDown from "lucide-react/icons/file-down";
import { Link } from "react-router";
import { AdminFrame, AdminPageHeader } from "~/components/admin/admin-page-header";
import { QuoteEditor, ReviseQuoteButton } from "~/components/admin/quote-editor";
import { QuoteStatusBadge } from "~/components/quotes/quote-status-badge";
import { QuoteThread } from "~/components/quotes/quote-thread";
import { buttonClass } from "~/components/ui/button";
import { PAYMENT_TERMS_LABELS } from "~/lib/account-terms";
import { formatAdminDateTime } from "~/lib/admin-format";
import { poDocumentSummary } from "~/lib/po-document";
import { formatCents } from "~/lib/price";
import { basisPointsToPercent } from "~/lib/quote-amounts";
import { privatePageMeta } from "~/lib/seo";
import { pageParam } from "../../server/http/path-params";
import { requireRole } from "../../server/auth/guards";
import { ADMIN_PAGE_HEADERS, adminPage } from "./admin.server";
import { loadAdminQuote } from "./admin-quote.server";
import type { Route } from "./+types/admin-quote";
import { adminErrorPages } from "~/components/admin/admin-error-pages";
import type { ErrorPagesHandle } from "~/components/layout/general-error-boundary";

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, {
    title: args.error ? "Quote" : `Quote ${args.data?.quote.quoteNumber ?? ""}`,
    description: "Price and send a quote.",
  });

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = pageParam(params, "id", "quote", ADMIN_PAGE_HEADERS);
  requireRole(adminPage(context, `/admin/quotes/${id}`), "admin");
  return loadAdminQuote(context, id);
}

export default function AdminQuotePage({ loaderData }: Route.ComponentProps) {
  const { quote, revisions, terms, taxExemptionExpired, values, editable, messages } = loaderData;
  const money = (cents: number | null) => (cents === null ? "—" : formatCents(cents));
  return (
    <AdminFrame>
      <AdminPageHeader
        title={`Quote ${quote.quoteNumber}`}
        description={`Revision ${quote.revision} · requested ${formatAdminDateTime(quote.createdAt)}${quote.sentAt ? ` · sent ${formatAdminDateTime(quote.sentAt)}` : ""}`}
        back={{ to: "/admin/quotes", label: "Quotes" }}
        actions={
          <a href={`/api/admin/quotes/${quote.id}/pdf`} className={buttonClass({ variant: "outline" })} target="_blank" rel="noreferrer">
            <FileDown className="h-4 w-4" aria-hidden /> PDF
          </a>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          {editable ? (
            <QuoteEditor key={quote.id + String(quote.updatedAt)} quoteId={quote.id} values={values} />
          ) : (
            <section aria-label="The quote as sent" className="rounded-lg border border-line bg-white p-4 shadow-sm">
              <table className="w-full text-sm">
                <caption className="sr-only">Lines</caption>
                <thead className="text-left text-xs uppercase text-muted">
                  <tr>
                    <th className="py-2">Product</th>
                    <th className="py-2 text-right">Qty</th>
                    <th className="py-2 text-right">Unit price</th>
                    <th className="py-2 text-right">Discount</th>
                    <th className="py-2 text-right">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {quote.lines.map((line) => (
                    <tr key={line.id} className="border-t border-line">
                      <td className="py-2">
                        {line.name} <span className="text-xs text-muted">({line.productId ? line.sku : QUOTED_ITEM})</span>
                      </td>
                      <td className="py-2 text-right tabular-nums">{line.quantity}</td>
                      <td className="py-2 text-right tabular-nums">{money(line.unitPriceCents)}</td>
                      <td className="py-2 text-right tabular-nums">{line.discountBasisPoints ? `${basisPointsToPercent(line.discountBasisPoints)} %` : "—"}</td>
                      <td className="py-2 text-right tabular-nums">{money(line.lineTotalCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <dl className="ml-auto mt-4 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
                <dt>Subtotal</dt>
                <dd className="text-right tabular-nums">{money(quote.subtotalCents)}</dd>
                <dt>Shipping</dt>
                <dd className="text-right tabular-nums">{money(quote.shippingCents)}</dd>
                <dt>
                  {quote.taxExemptionCertificate
                    ? `Tax (exempt, ${quote.taxExemptionCertificate})`
                    : `Tax (${basisPointsToPercent(quote.taxBasisPoints ?? 0)} %)`}
                </dt>
                <dd className="text-right tabular-nums">{money(quote.taxCents)}</dd>
                <dt className="font-semibold">Total</dt>
                <dd className="text-right font-semibold tabular-nums">{money(quote.totalCents)}</dd>
              </dl>
              <p className="mt-4 text-sm text-muted">
                {quote.paymentTerms ? PAYMENT_TERMS_LABELS[quote.paymentTerms] : "—"}
                {quote.poRequired ? " · PO number required" : ""} · valid until {quote.validUntil ?? "—"}
              </p>
              {quote.salesNote && <p className="mt-2 whitespace-pre-line text-sm">{quote.salesNote}</p>}
              {quote.orderNumber && (
                <p className="mt-2 text-sm">
                  Accepted as order{" "}
                  <Link to={adminOrderPath(quote.orderNumber)} className="font-semibold text-primary hover:underline" data-testid="quote-order-link">
                    {quote.orderNumber}
                  </Link>
                </p>
              )}
              {(quote.status === "sent" || quote.status === "expired") && revisions.at(-1)?.id === quote.id && (
                <div className="mt-4">
                  <ReviseQuoteButton quoteId={quote.id} />
                </div>
              )}
            </section>
          )}
          <section aria-labelledby="quote-thread-heading" className="rounded-lg border border-line bg-white p-4 shadow-sm">
            <h2 id="quote-thread-heading" className="mb-3 text-lg font-semibold text-ink">
              Messages with the customer
            </h2>
            <QuoteThread side="sales" messages={messages} postUrl={`/api/admin/quotes/${quote.id}/messages`} />
          </section>
        </div>
        <aside className="grid min-w-0 content-start gap-4">
          <section className="rounded-lg border border-line bg-white p-4 text-sm shadow-sm" aria-labelledby="quote-status-heading">
            <h2 id="quote-status-heading" className="mb-2 font-semibold text-ink">
              Status
            </h2>
            <QuoteStatusBadge status={effectiveQuoteStatus(quote)} />
            {quote.declineReason && <p className="mt-2">Declined: {quote.declineReason}</p>}
            {quote.poNumber && <p className="mt-2">PO number: {quote.poNumber}</p>}
            {quote.poDocument && (
              <div className="mt-2" data-testid="quote-po-document">
                <p className="break-words">Purchase order document: {poDocumentSummary(quote.poDocument)}</p>
                <a href={quote.poDocument.url} download className="mt-1 inline-flex items-center gap-1 font-medium text-primary hover:underline">
                  <FileDown className="h-4 w-4" aria-hidden /> Download PO document
                </a>
              </div>
            )}
          </section>
          <section className="rounded-lg border border-line bg-white p-4 text-sm shadow-sm" aria-labelledby="quote-requester-heading">
            <h2 id="quote-requester-heading" className="mb-2 font-semibold text-ink">
              Requester
            </h2>
            <p>{quote.contactName}</p>
            {quote.contactCompany && <p>{quote.contactCompany}</p>}
            <p className="break-all">
              <a href={`mailto:${quote.contactEmail}`} className="text-primary hover:underline">
                {quote.contactEmail}
              </a>
            </p>
            <p className="mt-1 text-muted">{quote.userId ? "Signed-in account" : "No account (anonymous request)"}</p>
            {quote.requestMessage && <p className="mt-2 whitespace-pre-line border-l-2 border-line pl-2">{quote.requestMessage}</p>}
          </section>
          <section className="rounded-lg border border-line bg-white p-4 text-sm shadow-sm" aria-labelledby="quote-terms-heading-aside">
            <h2 id="quote-terms-heading-aside" className="mb-2 font-semibold text-ink">
              Account terms
            </h2>
            {terms ? (
              <ul className="grid gap-1">
                <li>{PAYMENT_TERMS_LABELS[terms.paymentTerms]}</li>
                <li>{terms.poRequired ? "PO number required" : "No PO number required"}</li>
                <li>
                  {terms.taxExemptionCertificate
                    ? `Tax exemption ${terms.taxExemptionCertificate} until ${terms.taxExemptionExpiresOn ?? "—"}${taxExemptionExpired ? " (expired)" : ""}`
                    : "No tax exemption"}
                </li>
              </ul>
            ) : (
              <p className="text-muted">{quote.userId ? "No terms set: the spec's rules apply." : "Anonymous requester: no account terms."}</p>
            )}
          </section>
          {revisions.length > 1 && (
            <nav className="rounded-lg border border-line bg-white p-4 text-sm shadow-sm" aria-label="Revisions">
              <h2 className="mb-2 font-semibold text-ink">Revisions</h2>
              <ol className="grid gap-1">
                {revisions.map((rev) => (
                  <li key={rev.id}>
                    {rev.id === quote.id ? (
                      <span aria-current="page" className="font-semibold">
                        Revision {rev.revision}
                      </span>
                    ) : (
                      <Link to={`/admin/quotes/${rev.id}`} className="text-primary hover:underline">
                        Revision {rev.revision}
                      </Link>
                    )}{" "}
                    <QuoteStatusBadge status={effectiveQuoteStatus(rev)} />
                  </li>
                ))}
              </ol>
            </nav>
          )}
        </aside>
      </div>
    </AdminFrame>
  );
}

export const handle: ErrorPagesHandle = {
  errorPages: adminErrorPages({
    404: () => (
      <AdminFrame>
        <h1 className="text-2xl font-bold">Quote not found</h1>
        <Link to="/admin/quotes" className="text-primary hover:underline">
          Back to the quotes
        </Link>
      </AdminFrame>
    ),
  }),
};

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
