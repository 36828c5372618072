import { Hono } from "hono";
import { quoteMessageSchema } from "~/lib/quote-thread-schema";
import type { AppEnv } from "../app-env";
import { requireRole } from "../auth/guards";
import { readJson } from "../http/request-body";
import { limitByAddress } from "../http/write-limits";
import { pathParam } from "../http/path-params";
import { findRevisionById } from "../services/quotes/quote-access";
import { listQuoteMessages, postQuoteMessage } from "../services/quotes/quote-thread";
import { adminRead, foundOr404 } from "./admin-read";

/** GET and POST /api/admin/quotes/{id}/messages: sales' side of a quote's thread, admins only. */
export const quoteThreadAdminRoutes = new Hono<AppEnv>()
  .get(
    "/quotes/:id/messages",
    adminRead(async (c) => {
      const quote = foundOr404(await findRevisionById(c.var.services.db, pathParam(c, "id", "quote")), "quote");
      return listQuoteMessages(c.var.services.db, quote.id);
    }),
  )
  .post("/quotes/:id/messages", async (c) => {
    const admin = requireRole(c, "admin");
    const { db, brand, config } = c.var.services;
    const quote = foundOr404(await findRevisionById(db, pathParam(c, "id", "quote")), "quote");
    const { body } = await readJson(c, quoteMessageSchema);
    await limitByAddress(c, "quote-message-address");
    const authorName = `${admin.firstName} ${admin.lastName}`.trim() || "Sales";
    const message = await postQuoteMessage(db, brand, config.publicOrigin, quote, { side: "sales", authorUserId: admin.id, authorName, body });
    return c.json(message, 201);
  });
