import { organisationListQuerySchema } from "~/lib/admin-organisations";
import type { RequestContext } from "../../server/load-context";
import { listOrganisations } from "../../server/services/organisations/organisation-admin";

/** The list as GET /api/admin/organisations answers it; a search or page it cannot read is the first page of all. */
export async function loadOrganisations(context: RequestContext, searchParams: URLSearchParams) {
  const parsed = organisationListQuerySchema.safeParse(Object.fromEntries(searchParams));
  const query = parsed.success ? parsed.data : {};
  const { items, total } = await listOrganisations(context.services.db, query);
  return { organisations: items, total, q: query.q ?? "", page: query.page ?? 1 };
}
