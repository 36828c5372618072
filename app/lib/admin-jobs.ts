/** What the admin's job queue shows of a job: never its data as such (an e-mail's text holds links and amounts). */
export interface AdminJob {
  id: string;
  queue: string;
  /** created (waiting), retry (waiting after a failure), active (running) or failed (for good) */
  state: "created" | "retry" | "active" | "failed";
  /** what the job does, for a person: "E-mail order-confirmation to buyer@…", "Purge expired sessions" */
  description: string;
  /** attempts made so far, and allowed */
  attempts: number;
  maxAttempts: number;
  createdAt: string;
  /** when it runs next (waiting jobs) */
  runAfter: string | null;
  /** when it failed for good (failed jobs) */
  failedAt: string | null;
  lastError: string | null;
}

export interface AdminJobQueue {
  pending: AdminJob[];
  failed: AdminJob[];
  /** jobs of each state, beyond the ones listed */
  counts: { waiting: number; running: number; failed: number };
}

export const JOB_STATE_LABELS: Record<AdminJob["state"], string> = {
  created: "Waiting",
  retry: "Retrying",
  active: "Running",
  failed: "Failed",
};
