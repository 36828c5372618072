import { Hono } from "hono";
import { contactSchema } from "~/lib/contact-schema";
import type { AppEnv } from "../app-env";
import { clientAddress, enforceRateLimit, scaledRule } from "../http/rate-limit";
import { readJson } from "../http/request-body";
import { CONTACT_RATE_LIMIT, CONTACT_RATE_LIMIT_MESSAGE, submitContact } from "../services/contact";

/** POST /api/contact (spec §7). Listing submissions (GET) belongs to the admin area. */
export const contactRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const { config, db, brand } = c.var.services;
  const input = await readJson(c, contactSchema);
  await enforceRateLimit(
    c,
    db,
    scaledRule(CONTACT_RATE_LIMIT, config.FORM_RATE_LIMIT_MULTIPLIER),
    clientAddress(c, config.TRUST_PROXY_HOPS),
    CONTACT_RATE_LIMIT_MESSAGE,
  );
  const { id } = await submitContact(db, brand, input);
  return c.json({ id }, 201);
});
