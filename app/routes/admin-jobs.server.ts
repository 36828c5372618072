import type { RequestContext } from "../../server/load-context";
import { listAdminJobs, retryAdminJob } from "../../server/jobs/admin";

/** The job queue as GET /api/admin/jobs lists it. */
export function loadJobQueue(context: RequestContext) {
  return listAdminJobs(context.services.db);
}

/** The same retry as POST /api/admin/jobs/:id/retry. */
export function retryJob(context: RequestContext, id: string) {
  return retryAdminJob(context.services.db, id);
}
