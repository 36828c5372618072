import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { data, Link } from "react-router";
import { ADMIN_DASHBOARD, AdminFrame, AdminPageHeader } from "~/components/admin/admin-page-header";
import { AuditEntryList } from "~/components/admin/audit-entry-list";
import { AuditFilterForm } from "~/components/admin/audit-filter-form";
import { buttonClass } from "~/components/ui/button";
import { auditFilterQuery, type AuditFilters } from "~/lib/audit-log-view";
import { adminPageMeta } from "~/lib/seo";
import { requireRole } from "../../server/auth/guards";
import { ADMIN_PAGE_HEADERS, adminPage } from "./admin.server";
import { loadAuditPage } from "./admin-audit.server";
import type { Route } from "./+types/admin-audit";
import { adminErrorPages } from "~/components/admin/admin-error-pages";
import type { ErrorPagesHandle } from "~/components/layout/general-error-boundary";

export const meta: Route.MetaFunction = (args) => adminPageMeta(args, { title: "Audit Log", description: "Who changed what in the shop, and when." });

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireRole(adminPage(context, "/admin/audit"), "admin");
  const url = new URL(request.url);
  const result = await loadAuditPage(context, url);
  const typed = {
    subjectType: url.searchParams.get("subjectType") ?? "",
    subject: url.searchParams.get("subject") ?? "",
    actor: url.searchParams.get("actor") ?? "",
    action: url.searchParams.get("action") ?? "",
  };
  return data({ ...result, typed }, { status: result.error ? 400 : 200, headers: ADMIN_PAGE_HEADERS });
}

export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { error, filters, page, typed } = loaderData;
  return (
    <AdminFrame>
      <AdminPageHeader title="Audit Log" description="Who changed what, newest first. Entries cannot be edited or deleted." back={ADMIN_DASHBOARD} />
      <AuditFilterForm values={typed} />
      <div className="mt-6">
        {error !== null && (
          <p role="alert" className="rounded-md border border-red-200 bg-danger-soft px-3 py-2 text-sm text-danger">
            {error}
          </p>
        )}
        {filters && page && (
          <>
            <AuditEntryList entries={page.entries} />
            <Pagination filters={filters} hasNext={page.hasNext} />
          </>
        )}
      </div>
    </AdminFrame>
  );
}

function Pagination({ filters, hasNext }: { filters: AuditFilters; hasNext: boolean }) {
  if (filters.page === 1 && !hasNext) return null;
  return (
    <nav aria-label="Audit log pages" className="mt-6 flex items-center justify-between gap-3">
      {filters.page > 1 ? (
        <Link to={`/admin/audit${auditFilterQuery({ ...filters, page: filters.page - 1 })}`} className={buttonClass({ variant: "outline" })} rel="prev">
          <ChevronLeft className="h-4 w-4" aria-hidden /> Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">Page {filters.page}</span>
      {hasNext ? (
        <Link to={`/admin/audit${auditFilterQuery({ ...filters, page: filters.page + 1 })}`} className={buttonClass({ variant: "outline" })} rel="next">
          Older <ChevronRight className="h-4 w-4" aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export const handle: ErrorPagesHandle = { errorPages: adminErrorPages() };

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
