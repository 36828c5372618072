import CircleCheck from "lucide-react/icons/circle-check";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { Form, useNavigation } from "react-router";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { AdminCardList } from "./admin-card-list";
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

// when it was queued, when it runs again and when it failed for good (the last two only when they apply)
const JOB_TIMES = [
  ["Queued", "createdAt"],
  ["Next attempt", "runAfter"],
  ["Failed", "failedAt"],
] as const;

/** Jobs as cards (one per row of the queue): what it does, its state, attempts, times and last error; a failed one has a Retry button. */
export function JobList({ jobs, label, empty }: { jobs: readonly AdminJob[]; label: string; empty: string }) {
  return (
    <AdminCardList items={jobs} label={label} empty={empty} icon={CircleCheck} emptyBox="short">
      {(job) => <JobCard job={job} />}
    </AdminCardList>
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
        {JOB_TIMES.map(([label, field]) => {
          const at = job[field];
          return (
            at && (
              <div key={field}>
                <dt className="font-medium text-muted">{label}</dt>
                <dd className="text-ink">
                  <time dateTime={at}>{formatAdminDateTime(at)}</time>
                </dd>
              </div>
            )
          );
        })}
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
