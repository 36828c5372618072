import { redirect, type ErrorResponse } from "react-router";
import { AdminFrame } from "~/components/admin/admin-page-header";
import { adminErrorPages } from "~/components/admin/admin-error-pages";
import type { ErrorPagesHandle } from "~/components/layout/general-error-boundary";
import { adminOrganisationPath } from "~/lib/admin-organisations";
import { recordNotFound } from "~/lib/path-param-shapes";
import { data } from "react-router";
import { requireRole } from "../../server/auth/guards";
import { pageParam } from "../../server/http/path-params";
import { organisationIdOf } from "../../server/services/organisations/organisations";
import { ADMIN_PAGE_HEADERS, adminPage } from "./admin.server";
import type { Route } from "./+types/admin-user-terms";

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

/** Terms belong to the organisation: an account's old terms address opens its organisation's page. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const userId = pageParam(params, "id", "user", ADMIN_PAGE_HEADERS);
  requireRole(adminPage(context, `/admin/users/${userId}/terms`), "admin");
  const organisationId = await organisationIdOf(context.services.db, userId);
  if (!organisationId) throw data(recordNotFound("user"), { status: 404, headers: ADMIN_PAGE_HEADERS });
  return redirect(adminOrganisationPath(organisationId), { headers: ADMIN_PAGE_HEADERS });
}

/** An unknown or malformed account, or one without an organisation (staff): its message in the admin's frame. */
const missingAccount = (error: ErrorResponse) => (
  <AdminFrame>
    <p role="alert" className="py-16 text-center text-muted">
      {(error.data as { message?: string })?.message ?? "Not found"}
    </p>
  </AdminFrame>
);

export const handle: ErrorPagesHandle = { errorPages: adminErrorPages({ 404: missingAccount }) };

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";

export default function AdminUserTermsRedirect() {
  return null;
}
