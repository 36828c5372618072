import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { requireRole } from "../auth/guards";
import { listEventRegistrations } from "../services/content/event-registration";
import { newsletterSubscribers } from "../services/content/newsletter";
import { NO_STORE } from "../speed/cache-control";

/** Admins only: every event registration (newest first), and the newsletter's confirmed subscribers. */
export const eventRegistrationAdminRoutes = new Hono<AppEnv>()
  .get("/event-registrations", async (c) => {
    requireRole(c, "admin");
    c.header("Cache-Control", NO_STORE);
    return c.json(await listEventRegistrations(c.var.services.db));
  })
  .get("/newsletter-subscribers", async (c) => {
    requireRole(c, "admin");
    c.header("Cache-Control", NO_STORE);
    return c.json(await newsletterSubscribers(c.var.services.db));
  });
