import { data } from "react-router";
import { ADMIN_DASHBOARD, AdminFrame, AdminPageHeader, RefreshButton } from "~/components/admin/admin-page-header";
import { adminErrorPages } from "~/components/admin/admin-error-pages";
import type { ErrorPagesHandle } from "~/components/layout/general-error-boundary";
import { JobList, NO_FAILED_JOBS, NO_PENDING_JOBS } from "~/components/admin/job-queue-list";
import { UnknownActionMessage } from "~/components/ui/unknown-action";
import { formIntent, unknownAction } from "~/lib/form-intent";
import { adminPageMeta } from "~/lib/seo";
import { requireRole } from "../../server/auth/guards";
import { ADMIN_PAGE_HEADERS, adminPage } from "./admin.server";
import { loadJobQueue, retryJob } from "./admin-jobs.server";
import type { Route } from "./+types/admin-jobs";

export const meta: Route.MetaFunction = (args) =>
  adminPageMeta(args, { title: "Job Queue", description: "The site's background jobs: e-mails and scheduled tasks waiting, running and failed." });

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(adminPage(context, "/admin/jobs"), "admin");
  return data(await loadJobQueue(context), { headers: ADMIN_PAGE_HEADERS });
}

/** Retry of a failed job: the same service as POST /api/admin/jobs/:id/retry. */
export async function action({ request, context }: Route.ActionArgs) {
  requireRole(adminPage(context, "/admin/jobs"), "admin");
  const form = await request.formData();
  if (formIntent(form, ["retry"]) !== "retry") return unknownAction(ADMIN_PAGE_HEADERS);
  const jobId = String(form.get("jobId") ?? "");
  const outcome = await retryJob(context, jobId);
  if (outcome.ok) {
    return data(
      { intent: "retry", ok: true, message: `Queued again: ${outcome.job.description}. It runs within a few seconds.` },
      { headers: ADMIN_PAGE_HEADERS },
    );
  }
  const message = outcome.reason === "not_found" ? "That job no longer exists." : `Only a failed job can be retried; this one is ${outcome.state}.`;
  return data({ intent: "retry", ok: false, message }, { status: outcome.reason === "not_found" ? 404 : 409, headers: ADMIN_PAGE_HEADERS });
}

export default function AdminJobsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, failed, counts } = loaderData;
  const result = actionData as { intent?: string; ok?: boolean; message?: string } | undefined;
  return (
    <AdminFrame>
      <AdminPageHeader
        title="Job Queue"
        description="E-mails and scheduled tasks run in the background, retried with growing delays. A job that failed every attempt waits here for a retry."
        back={ADMIN_DASHBOARD}
        actions={<RefreshButton />}
      />
      <UnknownActionMessage actionData={actionData} />
      {result?.intent === "retry" && result.message && (
        <p
          role={result.ok ? "status" : "alert"}
          className={
            result.ok
              ? "mb-4 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
              : "mb-4 rounded-md border border-red-200 bg-danger-soft px-3 py-2 text-sm text-danger"
          }
        >
          {result.message}
        </p>
      )}
      <dl className="mb-6 grid grid-cols-3 gap-3 text-center" aria-label="Jobs by state">
        {(
          [
            ["Waiting", counts.waiting],
            ["Running", counts.running],
            ["Failed", counts.failed],
          ] as const
        ).map(([label, n]) => (
          <div key={label} className="rounded-lg border border-line bg-white px-3 py-3 shadow-sm">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink">{n}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="failed-jobs" className="mb-8">
        <h2 id="failed-jobs" className="mb-3 text-lg font-semibold text-ink">
          Failed
        </h2>
        <JobList jobs={failed} label="Failed jobs, latest first" empty={NO_FAILED_JOBS} />
      </section>
      <section aria-labelledby="pending-jobs">
        <h2 id="pending-jobs" className="mb-3 text-lg font-semibold text-ink">
          Waiting and running
        </h2>
        <JobList jobs={pending} label="Jobs waiting or running, next first" empty={NO_PENDING_JOBS} />
      </section>
    </AdminFrame>
  );
}

export const handle: ErrorPagesHandle = { errorPages: adminErrorPages() };

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
