import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { pathParam, recordNotFoundError } from "../http/path-params";
import { findAccessibleQuote, QUOTE_TOKEN_HEADER, type QuoteAccess } from "../services/quotes/quote-access";

/** Who asks for a quote: the signed-in account, and the link's token from the X-Quote-Token header or `?token=`. */
export function quoteAccessOf(c: Context<AppEnv>): QuoteAccess {
  return { user: c.var.user, token: c.req.header(QUOTE_TOKEN_HEADER) ?? c.req.query("token") ?? null };
}

/** The quote of the path's `:id` if the caller may open it; 404 otherwise (never telling whether it exists). */
export async function requireAccessibleQuote(c: Context<AppEnv>) {
  const quote = await findAccessibleQuote(c.var.services.db, quoteAccessOf(c), pathParam(c, "id", "quote"));
  if (!quote) throw recordNotFoundError("quote");
  return quote;
}
