import { Suspense } from "react";
import { Await } from "react-router";
import { ADMIN_DASHBOARD, AdminFrame, AdminPageHeader, RefreshButton } from "~/components/admin/admin-page-header";
import { ContactSubmissionList, LOADING_SUBMISSIONS } from "~/components/admin/contact-submission-list";
import { adminPageMeta } from "~/lib/seo";
import { requireRole } from "../../server/auth/guards";
import { ADMIN_PAGE_HEADERS, adminPage } from "./admin.server";
import { loadContactSubmissions } from "./admin-contacts.server";
import type { Route } from "./+types/admin-contacts";
import { adminErrorPages } from "~/components/admin/admin-error-pages";
import type { ErrorPagesHandle } from "~/components/layout/general-error-boundary";

export const meta: Route.MetaFunction = (args) => adminPageMeta(args, { title: "Contact Submissions", description: "Messages sent through the contact form." });

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(adminPage(context, "/admin/contacts"), "admin");
  return { submissions: loadContactSubmissions(context) };
}

export default function AdminContactsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame>
      <AdminPageHeader
        title="Contact Submissions"
        description="Messages sent through the contact form, newest first."
        back={ADMIN_DASHBOARD}
        actions={<RefreshButton />}
      />
      <Suspense
        fallback={
          <p className="py-16 text-center text-muted" role="status">
            {LOADING_SUBMISSIONS}
          </p>
        }
      >
        <Await
          resolve={loaderData.submissions}
          errorElement={
            <p role="alert" className="text-danger">
              The submissions could not be loaded. Please refresh the page.
            </p>
          }
        >
          {(submissions) => (
            <>
              <p className="mb-4 text-sm text-muted">
                {submissions.length} {submissions.length === 1 ? "submission" : "submissions"}
              </p>
              <ContactSubmissionList submissions={submissions} />
            </>
          )}
        </Await>
      </Suspense>
    </AdminFrame>
  );
}

export const handle: ErrorPagesHandle = { errorPages: adminErrorPages() };

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
