import { Hono } from "hono";
import { quoteMessageSchema } from "~/lib/quote-thread";
import type { AppEnv } from "../app-env";
import { readJson } from "../http/request-body";
import { limitByAddress } from "../http/write-limits";
import { listQuoteMessages, postQuoteMessage, QUOTE_MESSAGE_RATE_LIMIT, QUOTE_MESSAGE_RATE_LIMIT_MESSAGE } from "../services/quote-thread";
import { requireAccessibleQuote } from "./quote-access";

const NO_STORE = "private, no-store";

/**
 * The customer's side of a quote (issue 26, outcome 3), for its account or the holder of its link
 * (X-Quote-Token header or ?token=); anyone else gets 404.
 */
export const quoteCustomerRoutes = new Hono<AppEnv>()
  .get("/:id/messages", async (c) => {
    const quote = await requireAccessibleQuote(c);
    c.header("Cache-Control", NO_STORE);
    return c.json(await listQuoteMessages(c.var.services.db, quote.id));
  })
  .post("/:id/messages", async (c) => {
    const quote = await requireAccessibleQuote(c);
    const { body } = await readJson(c, quoteMessageSchema);
    await limitByAddress(c, QUOTE_MESSAGE_RATE_LIMIT, QUOTE_MESSAGE_RATE_LIMIT_MESSAGE);
    const { db, brand, config } = c.var.services;
    const user = c.var.user;
    const authorName = user && user.id === quote.userId ? `${user.firstName} ${user.lastName}`.trim() : quote.contactName;
    const message = await postQuoteMessage(db, brand, config.publicOrigin, quote, { side: "customer", authorUserId: user?.id ?? null, authorName, body });
    return c.json(message, 201);
  });
