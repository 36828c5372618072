import CircleCheck from "lucide-react/icons/circle-check";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { Form, useNavigation } from "react-router";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatAdminDateTime } from "~/lib/admin-format";
import { JOB_STATE_LABELS, type AdminJob } from "~/lib/admin-jobs";

export const NO_FAILED_JOBS = "No job has failed for good.";
export const NO_PENDING_JOBS = "Nothing is waiting: every job has run.";

const stateVariant: Record<AdminJob["state"], BadgeVariant> = {
  created: "secondary",
  retry: "warning",
  active: "default",
  failed: "destructive",
};

/** Jobs as cards (one per row of the queue): what it does, its state, attempts, times and last error; a failed one has a Retry button. */
export function JobList({ jobs, label, empty }: { jobs: readonly AdminJob[]; label: string; empty: string }) {
  if (jobs.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-lg border border-dashed border-line bg-white px-6 py-10 text-center">
        <CircleCheck className="h-8 w-8 text-muted" aria-hidden />
        <p className="mt-3 text-muted">{empty}</p>
      </div>
    );
  }
  return (
    <ol className="grid gap-3" aria-label={label}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} />
        </li>
      ))}
    </ol>
  );
}

function JobCard({ job }: { job: AdminJob }) {
  const navigation = useNavigation();
  const retrying = navigation.state !== "idle" && navigation.formData?.get("jobId") === job.id;
  return (
    <article className="rounded-lg border border-line bg-white p-4 shadow-sm sm:p-5" aria-label={`${job.description}: ${JOB_STATE_LABELS[job.state]}`}>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <Badge variant={stateVariant[job.state]}>{JOB_STATE_LABELS[job.state]}</Badge>
            <span className="break-all font-semibold text-ink">{job.description}</span>
          </p>
          <p className="mt-1 break-all text-xs text-muted">
            {job.queue} · id {job.id}
          </p>
        </div>
        {job.state === "failed" && (
          <Form method="post" className="shrink-0">
            <input type="hidden" name="intent" value="retry" />
            <input type="hidden" name="jobId" value={job.id} />
            <Button type="submit" variant="outline" size="sm" disabled={retrying} aria-label={`Retry: ${job.description}`}>
              <RotateCcw className="h-4 w-4" aria-hidden /> {retrying ? "Retrying..." : "Retry"}
            </Button>
          </Form>
        )}
      </header>
      <dl className="mt-3 grid gap-x-6 gap-y-1.5 border-t border-line pt-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium text-muted">Attempts</dt>
          <dd className="text-ink">
            {job.attempts} of {job.maxAttempts}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-muted">Queued</dt>
          <dd className="text-ink">
            <time dateTime={job.createdAt}>{formatAdminDateTime(job.createdAt)}</time>
          </dd>
        </div>
        {job.runAfter && (
          <div>
            <dt className="font-medium text-muted">Next attempt</dt>
            <dd className="text-ink">
              <time dateTime={job.runAfter}>{formatAdminDateTime(job.runAfter)}</time>
            </dd>
          </div>
        )}
        {job.failedAt && (
          <div>
            <dt className="font-medium text-muted">Failed</dt>
            <dd className="text-ink">
              <time dateTime={job.failedAt}>{formatAdminDateTime(job.failedAt)}</time>
            </dd>
          </div>
        )}
        {job.lastError && (
          <div className="sm:col-span-3">
            <dt className="font-medium text-muted">Last error</dt>
            <dd className="mt-0.5 break-words rounded-md bg-subtle px-2 py-1 font-mono text-xs text-ink">{job.lastError}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
