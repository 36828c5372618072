import { Link } from "react-router";
import { clsx } from "clsx";
import { ADMIN_DASHBOARD, AdminFrame, AdminPageHeader } from "~/components/admin/admin-page-header";
import { AdminTable, AdminTableHead, alignRight, AdminTableRow, EmptyTableRow, Td } from "~/components/admin/admin-table";
import { QuoteStatusBadge } from "~/components/quotes/quote-status-badge";
import { formatAdminDateTime } from "~/lib/admin-format";
import { formatCents } from "~/lib/price";
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES } from "~/lib/quote-status";
import { adminPageMeta } from "~/lib/seo";
import { requireRole } from "../../server/auth/guards";
import { ADMIN_PAGE_HEADERS, adminPage } from "./admin.server";
import { loadAdminQuotes } from "./admin-quotes.server";
import type { Route } from "./+types/admin-quotes";
import { adminErrorPages } from "~/components/admin/admin-error-pages";
import type { ErrorPagesHandle } from "~/components/layout/general-error-boundary";

export const meta: Route.MetaFunction = (args) => adminPageMeta(args, { title: "Quotes", description: "Quote requests and the quotes sent to customers." });

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireRole(adminPage(context, "/admin/quotes"), "admin");
  return loadAdminQuotes(context, new URL(request.url).searchParams.get("status"));
}

const SOURCE_LABELS: Record<string, string> = {
  cart: "Cart",
  product: "Product page",
  "method-assistant": "Method assistant",
  "quick-order": "Quick order",
  renewal: "Renewal",
  admin: "Admin",
};

export default function AdminQuotesPage({ loaderData }: Route.ComponentProps) {
  const { quotes, status } = loaderData;
  const filters = [{ value: null, label: "All" }, ...QUOTE_STATUSES.map((value) => ({ value, label: QUOTE_STATUS_LABELS[value] }))];
  return (
    <AdminFrame>
      <AdminPageHeader title="Quotes" description="Quote requests and the quotes sent to customers, newest first." back={ADMIN_DASHBOARD} />
      <nav aria-label="Filter by status" className="mb-4 flex flex-wrap gap-2">
        {filters.map((filter) => {
          const active = filter.value === status;
          return (
            <Link
              key={filter.label}
              to={filter.value ? `?status=${filter.value}` : "?"}
              aria-current={active ? "page" : undefined}
              className={clsx(
                "rounded-full border px-3 py-1 text-sm font-medium",
                active ? "border-primary bg-primary text-white" : "border-line bg-white text-ink hover:border-primary",
              )}
            >
              {filter.label}
            </Link>
          );
        })}
      </nav>
      <p className="mb-4 text-sm text-muted" role="status">
        {quotes.length} {quotes.length === 1 ? "quote" : "quotes"}
        {status ? ` ${QUOTE_STATUS_LABELS[status].toLowerCase()}` : ""}
      </p>
      <AdminTable caption="Quotes" minWidth="min-w-[860px]">
        <AdminTableHead columns={["Quote", "Status", "Requester", "From", alignRight("Lines"), alignRight("Total"), "Requested", "Valid until"]} />
        <tbody>
          {quotes.length === 0 ? (
            <EmptyTableRow colSpan={8}>No quotes{status ? ` with status ${QUOTE_STATUS_LABELS[status].toLowerCase()}` : ""}.</EmptyTableRow>
          ) : (
            quotes.map((quote) => (
              <AdminTableRow key={quote.id}>
                <Td className="whitespace-nowrap">
                  <Link to={`/admin/quotes/${quote.id}`} className="font-semibold text-primary hover:underline">
                    {quote.quoteNumber}
                  </Link>
                  {quote.revision > 1 && <span className="ml-1 text-xs text-muted">rev. {quote.revision}</span>}
                </Td>
                <Td>
                  <QuoteStatusBadge status={quote.status} />
                </Td>
                <Td>
                  <span className="block font-medium text-ink">{quote.contactName}</span>
                  <span className="block text-xs text-muted">
                    {quote.contactCompany ? `${quote.contactCompany} · ` : ""}
                    {quote.contactEmail}
                    {quote.hasAccount ? "" : " · no account"}
                  </span>
                </Td>
                <Td>{SOURCE_LABELS[quote.source] ?? quote.source}</Td>
                <Td className="text-right tabular-nums">{quote.lineCount}</Td>
                <Td className="text-right tabular-nums">{quote.totalCents === null ? "—" : formatCents(quote.totalCents)}</Td>
                <Td className="whitespace-nowrap">{formatAdminDateTime(quote.createdAt)}</Td>
                <Td className="whitespace-nowrap">{quote.validUntil ?? "—"}</Td>
              </AdminTableRow>
            ))
          )}
        </tbody>
      </AdminTable>
    </AdminFrame>
  );
}

export const handle: ErrorPagesHandle = { errorPages: adminErrorPages() };

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
