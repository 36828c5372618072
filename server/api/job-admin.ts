import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { requireAdmin } from "../auth/guards";
import { ApiError } from "../http/api-errors";
import { pathParam, recordNotFoundError } from "../http/path-params";
import { listAdminJobs, retryAdminJob } from "../jobs/admin";

/**
 * The job queue, admins only: GET /api/admin/jobs lists the jobs waiting, running and failed for
 * good; POST /api/admin/jobs/:id/retry gives a failed one another attempt.
 */
export const jobAdminRoutes = new Hono<AppEnv>()
  .get("/jobs", async (c) => {
    requireAdmin(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(await listAdminJobs(c.var.services.db));
  })
  .post("/jobs/:id/retry", async (c) => {
    requireAdmin(c);
    const outcome = await retryAdminJob(c.var.services.db, pathParam(c, "id", "job"));
    if (!outcome.ok && outcome.reason === "not_found") throw recordNotFoundError("job");
    if (!outcome.ok) throw new ApiError(409, `Only a failed job can be retried; this one is ${outcome.state}.`, { code: "job_not_failed" });
    return c.json({ job: outcome.job });
  });
