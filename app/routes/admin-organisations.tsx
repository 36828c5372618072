import Search from "lucide-react/icons/search";
import { data, Form, Link } from "react-router";
import { ADMIN_DASHBOARD, AdminFrame, AdminPageHeader } from "~/components/admin/admin-page-header";
import { adminErrorPages } from "~/components/admin/admin-error-pages";
import { AdminTable, AdminTableHead, AdminTableRow, alignRight, EmptyTableRow, Td } from "~/components/admin/admin-table";
import type { ErrorPagesHandle } from "~/components/layout/general-error-boundary";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import { formatAdminDate } from "~/lib/admin-format";
import { adminOrganisationPath, ORGANISATIONS_PAGE_SIZE } from "~/lib/admin-organisations";
import { adminPageMeta } from "~/lib/seo";
import { requireRole } from "../../server/auth/guards";
import { ADMIN_PAGE_HEADERS, adminPage } from "./admin.server";
import { loadOrganisations } from "./admin-organisations.server";
import type { Route } from "./+types/admin-organisations";

export const meta: Route.MetaFunction = (args) =>
  adminPageMeta(args, { title: "Organisations", description: "The customers' organisations: their members, admins, terms and orders." });

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireRole(adminPage(context, "/admin/organisations"), "admin");
  return data(await loadOrganisations(context, new URL(request.url).searchParams), { headers: ADMIN_PAGE_HEADERS });
}

export default function AdminOrganisationsPage({ loaderData }: Route.ComponentProps) {
  const { organisations, total, q, page } = loaderData;
  const pages = Math.max(1, Math.ceil(total / ORGANISATIONS_PAGE_SIZE));
  const pageLink = (n: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`;
  return (
    <AdminFrame>
      <AdminPageHeader
        title="Organisations"
        description="Every customer buys as an organisation: its members, their roles and limits, its terms and prices."
        back={ADMIN_DASHBOARD}
      />
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <label htmlFor="organisation-search" className="text-sm font-medium text-ink">
            Name or member e-mail
          </label>
          <input id="organisation-search" name="q" type="search" defaultValue={q} maxLength={200} className={controlClass("input", false)} />
        </div>
        <Button type="submit">
          <Search className="h-4 w-4" aria-hidden /> Search
        </Button>
      </Form>
      <p className="mb-2 break-words text-sm text-muted" role="status">
        {total === 1 ? "1 organisation" : `${total} organisations`}
        {q ? ` matching “${q}”` : ""}
      </p>
      <AdminTable caption="Organisations" minWidth="min-w-[640px]">
        <AdminTableHead columns={["Organisation", alignRight("Members"), "Admins", "Created"]} />
        <tbody>
          {organisations.length === 0 && <EmptyTableRow colSpan={4}>No organisation matches.</EmptyTableRow>}
          {organisations.map((organisation) => (
            <AdminTableRow key={organisation.id}>
              <Td>
                <Link to={adminOrganisationPath(organisation.id)} className="font-medium text-primary hover:underline">
                  {organisation.name}
                </Link>
              </Td>
              <Td className="text-right tabular-nums">{organisation.memberCount}</Td>
              <Td>
                {organisation.admins.map((admin) => (
                  <div key={admin.userId} className="break-all text-xs">
                    {admin.firstName} {admin.lastName} · {admin.email}
                  </div>
                ))}
              </Td>
              <Td className="whitespace-nowrap">{formatAdminDate(organisation.createdAt)}</Td>
            </AdminTableRow>
          ))}
        </tbody>
      </AdminTable>
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
          {page > 1 ? <Link to={pageLink(page - 1)}>Previous</Link> : <span />}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={pageLink(page + 1)}>Next</Link> : <span />}
        </nav>
      )}
    </AdminFrame>
  );
}

export const handle: ErrorPagesHandle = { errorPages: adminErrorPages() };

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
