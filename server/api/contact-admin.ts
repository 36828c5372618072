import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { requireAdmin } from "../auth/guards";
import { listContactSubmissions } from "../services/content/contact-admin";

/** GET /api/contact: every submission, newest first, admins only (POST lives in contact.ts). */
export const contactAdminRoutes = new Hono<AppEnv>().get("/", async (c) => {
  requireAdmin(c);
  c.header("Cache-Control", "private, no-store");
  return c.json(await listContactSubmissions(c.var.services.db));
});
