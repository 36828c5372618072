import { pageNumberSchema } from "~/lib/approval-schemas";
import { z } from "~/lib/zod";

/** GET /api/admin/organisations and /admin/organisations: `?q=&page=` (50 a page). */
export const organisationListQuerySchema = z.object({
  q: z.string().trim().max(200, "q must be at most 200 characters").optional(),
  page: pageNumberSchema,
});
export type OrganisationListQuery = z.infer<typeof organisationListQuerySchema>;

export const ORGANISATIONS_PAGE_SIZE = 50;

/** Staff's page of an organisation. */
export const adminOrganisationPath = (id: string): `/admin${string}` => `/admin/organisations/${id}`;
