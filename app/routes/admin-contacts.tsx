import ArrowLeft from "lucide-react/icons/arrow-left";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { Suspense } from "react";
import { Await, Link, useRevalidator } from "react-router";
import { AdminFrame, AdminPageHeader } from "~/components/admin/admin-page-header";
import { ContactSubmissionList, LOADING_SUBMISSIONS } from "~/components/admin/contact-submission-list";
import { Button } from "~/components/ui/button";
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
  const revalidator = useRevalidator();
  return (
    <AdminFrame>
      <AdminPageHeader
        title="Contact Submissions"
        description="Messages sent through the contact form, newest first."
        back={
          <Link to="/admin" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden /> Admin Dashboard
          </Link>
        }
        actions={
          <Button variant="outline" onClick={() => revalidator.revalidate()} disabled={revalidator.state === "loading"}>
            <RefreshCw className="h-4 w-4" aria-hidden /> {revalidator.state === "loading" ? "Refreshing..." : "Refresh"}
          </Button>
        }
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
