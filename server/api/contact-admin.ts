import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { listContactSubmissions } from "../services/content/contact-admin";
import { adminRead } from "./admin-read";

/** GET /api/contact: every submission, newest first, admins only (POST lives in contact.ts). */
export const contactAdminRoutes = new Hono<AppEnv>().get(
  "/",
  adminRead((c) => listContactSubmissions(c.var.services.db)),
);
