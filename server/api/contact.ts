import { Hono } from "hono";
import { contactSchema } from "~/lib/contact-schema";
import type { AppEnv } from "../app-env";
import { readJson } from "../http/request-body";
import { limitByAddress } from "../http/write-limits";
import { submitContact } from "../services/content/contact";

/** POST /api/contact (spec §7). Listing submissions (GET) belongs to the admin area. */
export const contactRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const { db, brand } = c.var.services;
  const input = await readJson(c, contactSchema);
  // after validation: a form the visitor must correct does not use up their allowance
  await limitByAddress(c, "contact-address");
  const { id } = await submitContact(db, brand, input);
  return c.json({ id }, 201);
});
