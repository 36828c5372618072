import { parseAuditFilters } from "~/lib/audit-log-view";
import type { RequestContext } from "../../server/load-context";
import { listAuditEntries } from "../../server/services/audit-admin";

/** The page of entries the URL's filters ask for, or the message of a refused filter. */
export async function loadAuditPage(context: RequestContext, url: URL) {
  const { filters, error } = parseAuditFilters(url.searchParams);
  if (!filters) return { error, filters: null, page: null };
  return { error: null, filters, page: await listAuditEntries(context.services.db, filters) };
}
