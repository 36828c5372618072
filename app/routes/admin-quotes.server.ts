import { isQuoteStatus } from "~/lib/quote-status";
import type { RequestContext } from "../../server/load-context";
import { listAdminQuotes } from "../../server/services/quotes/quote-admin";

/** The quotes /admin/quotes lists: newest first, of the status named by ?status= (any other value: all). */
export async function loadAdminQuotes(context: RequestContext, statusParam: string | null) {
  const status = isQuoteStatus(statusParam) ? statusParam : undefined;
  const quotes = await listAdminQuotes(context.services.db, { status });
  return { status: status ?? null, quotes };
}
