import { Hono } from "hono";
import { parseAuditFilters } from "~/lib/audit-log-view";
import type { AppEnv } from "../app-env";
import { requireRole } from "../auth/guards";
import { validationFailed } from "../errors/domain-error";
import { listAuditEntries } from "../services/audit-admin";
import { NO_STORE } from "../speed/cache-control";

/** GET /api/admin/audit?subjectType=&subject=&actor=&action=&page=: admins only. The log has no write route. */
export const auditAdminRoutes = new Hono<AppEnv>().get("/audit", async (c) => {
  requireRole(c, "admin");
  const { filters, error } = parseAuditFilters(new URL(c.req.url).searchParams);
  if (!filters) throw validationFailed(error);
  c.header("Cache-Control", NO_STORE);
  return c.json(await listAuditEntries(c.var.services.db, filters));
});
