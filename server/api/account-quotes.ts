import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { requireUser } from "../auth/guards";
import { listAccountQuotes } from "../services/quotes/customer-quotes";
import { NO_STORE } from "../speed/cache-control";

/** GET /api/account/quotes: the signed-in account's quotes, newest first (401 when signed out). */
export const accountQuoteRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const user = requireUser(c);
  c.header("Cache-Control", NO_STORE);
  return c.json(await listAccountQuotes(c.var.services.db, user));
});
