import { data } from "react-router";
import type { RequestContext } from "../../server/load-context";
import { readAdminQuote } from "../../server/services/quotes/quote-admin";
import { listQuoteMessages } from "../../server/services/quotes/quote-thread";
import { ADMIN_PAGE_HEADERS } from "./admin.server";

/**
 * What the quote editor shows: the quote (its PO document described, never the file), its lines,
 * the other revisions, the account's terms, the values to edit and the message thread.
 */
export async function loadAdminQuote(context: RequestContext, id: string) {
  const view = await readAdminQuote(context.services.db, id);
  if (!view) throw data({ message: "Quote not found" }, { status: 404, headers: ADMIN_PAGE_HEADERS });
  const messages = await listQuoteMessages(context.services.db, view.quote.id);
  return { ...view, messages };
}
