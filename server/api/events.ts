import { Hono } from "hono";
import { findEvent } from "~/content/event-listings";
import { eventRegistrationSchema } from "~/lib/event-registration-schema";
import { REGISTERED_MESSAGE } from "~/lib/event-registration-values";
import { registrationOpen } from "~/lib/event-schedule";
import type { AppEnv } from "../app-env";
import { DomainError } from "../errors/domain-error";
import { readJson } from "../http/request-body";
import { limitByAddress } from "../http/write-limits";
import { registerForEvent, registrationClosed } from "../services/content/event-registration";

/**
 * POST /api/events/:slug/registrations: 201 `{message}` for a new registration and for an address
 * already registered alike (its owner is told by e-mail); 404 for an unknown event, 409 once it has
 * started, 400 for bad input, 429 past the contact form's allowance.
 */
export const eventRoutes = new Hono<AppEnv>().post("/:slug/registrations", async (c) => {
  const { db, brand, config, clock } = c.var.services;
  const event = findEvent(c.req.param("slug"));
  if (!event) throw new DomainError(404, "Event not found", { code: "event_not_found" });
  const input = await readJson(c, eventRegistrationSchema);
  const now = clock.now();
  if (!registrationOpen(event, now)) throw registrationClosed();
  // after validation: a form the visitor must correct does not use up their allowance
  await limitByAddress(c, "event-registration-address");
  await registerForEvent(db, brand, { origin: config.publicOrigin, now }, event, input);
  return c.json({ message: REGISTERED_MESSAGE }, 201);
});
