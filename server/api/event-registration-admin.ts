import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { requireAdmin } from "../auth/guards";
import { listEventRegistrations } from "../services/content/event-registration";
import { newsletterSubscribers } from "../services/content/newsletter";

/** Admins only: every event registration (newest first), and the newsletter's confirmed subscribers. */
export const eventRegistrationAdminRoutes = new Hono<AppEnv>()
  .get("/event-registrations", async (c) => {
    requireAdmin(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(await listEventRegistrations(c.var.services.db));
  })
  .get("/newsletter-subscribers", async (c) => {
    requireAdmin(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(await newsletterSubscribers(c.var.services.db));
  });
