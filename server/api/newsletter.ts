import { Hono } from "hono";
import { NEWSLETTER_CHECK_INBOX } from "~/lib/newsletter-messages";
import { newsletterSchema } from "~/lib/newsletter-schema";
import type { AppEnv } from "../app-env";
import { readJson } from "../http/request-body";
import { limitByAddress } from "../http/write-limits";
import { requestSubscription } from "../services/content/newsletter";

/**
 * POST /api/newsletter `{email}`: 202 `{message}` with the same text whether the address is new,
 * pending or already subscribed (double opt-in: the e-mail says what happens next). Confirming
 * and unsubscribing are the pages the e-mailed links open (/newsletter/confirm, /newsletter/unsubscribe).
 */
export const newsletterRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const { db, brand, config } = c.var.services;
  const { email } = await readJson(c, newsletterSchema);
  await limitByAddress(c, "newsletter-address");
  await requestSubscription(db, brand, config.publicOrigin, email);
  return c.json({ message: NEWSLETTER_CHECK_INBOX }, 202);
});
