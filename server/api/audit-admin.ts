import { Hono } from "hono";
import { parseAuditFilters } from "~/lib/audit-log-view";
import type { AppEnv } from "../app-env";
import { requireAdmin } from "../auth/guards";
import { ApiError } from "../http/api-errors";
import { listAuditEntries } from "../services/audit-admin";

/** GET /api/admin/audit?subjectType=&subject=&actor=&action=&page=: admins only. The log has no write route. */
export const auditAdminRoutes = new Hono<AppEnv>().get("/audit", async (c) => {
  requireAdmin(c);
  const { filters, error } = parseAuditFilters(new URL(c.req.url).searchParams);
  if (!filters) throw new ApiError(400, error);
  c.header("Cache-Control", "private, no-store");
  return c.json(await listAuditEntries(c.var.services.db, filters));
});
