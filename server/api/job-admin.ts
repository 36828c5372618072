import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { requireRole } from "../auth/guards";
import { DomainError } from "../errors/domain-error";
import { pathParam, recordNotFoundError } from "../http/path-params";
import { listAdminJobs, retryAdminJob } from "../jobs/admin";
import { adminRead } from "./admin-read";

/**
 * The job queue, admins only: GET /api/admin/jobs lists the jobs waiting, running and failed for
 * good; POST /api/admin/jobs/:id/retry gives a failed one another attempt.
 */
export const jobAdminRoutes = new Hono<AppEnv>()
  .get(
    "/jobs",
    adminRead((c) => listAdminJobs(c.var.services.db)),
  )
  .post("/jobs/:id/retry", async (c) => {
    requireRole(c, "admin");
    const outcome = await retryAdminJob(c.var.services.db, pathParam(c, "id", "job"));
    if (!outcome.ok && outcome.reason === "not_found") throw recordNotFoundError("job");
    if (!outcome.ok) throw new DomainError(409, `Only a failed job can be retried; this one is ${outcome.state}.`, { code: "job_not_failed" });
    return c.json({ job: outcome.job });
  });
