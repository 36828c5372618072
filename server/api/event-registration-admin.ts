import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { listEventRegistrations } from "../services/content/event-registration";
import { newsletterSubscribers } from "../services/content/newsletter";
import { adminRead } from "./admin-read";

/** Admins only: every event registration (newest first), and the newsletter's confirmed subscribers. */
export const eventRegistrationAdminRoutes = new Hono<AppEnv>()
  .get(
    "/event-registrations",
    adminRead((c) => listEventRegistrations(c.var.services.db)),
  )
  .get(
    "/newsletter-subscribers",
    adminRead((c) => newsletterSubscribers(c.var.services.db)),
  );
