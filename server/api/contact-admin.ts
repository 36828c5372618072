import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { requireRole } from "../auth/guards";
import { listContactSubmissions } from "../services/content/contact-admin";
import { NO_STORE } from "../speed/cache-control";

/** GET /api/contact: every submission, newest first, admins only (POST lives in contact.ts). */
export const contactAdminRoutes = new Hono<AppEnv>().get("/", async (c) => {
  requireRole(c, "admin");
  c.header("Cache-Control", NO_STORE);
  return c.json(await listContactSubmissions(c.var.services.db));
});
