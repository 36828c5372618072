import type { RequestContext } from "../../server/load-context";
import { listContactSubmissions } from "../../server/services/content/contact-admin";

/** Not awaited: the page streams its frame at once and the list when it is read. */
export function loadContactSubmissions(context: RequestContext) {
  return listContactSubmissions(context.services.db);
}
