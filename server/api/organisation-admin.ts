import { Hono, type Context } from "hono";
import { accountTermsSchema } from "~/lib/account-terms-schema";
import { organisationListQuerySchema } from "~/lib/admin-organisations";
import { organisationNameSchema } from "~/lib/organisation-schemas";
import type { AppEnv } from "../app-env";
import { requireRole } from "../auth/guards";
import { validationError } from "../http/api-errors";
import { pathParam } from "../http/path-params";
import { readJson } from "../http/request-body";
import { setOrganisationTerms } from "../services/accounts/account-terms-admin";
import { listOrganisations, readOrganisationForStaff, renameOrganisationAsStaff } from "../services/organisations/organisation-admin";
import { NO_STORE } from "../speed/cache-control";

/** Staff only (401 signed out, 403 `not_allowed` for anyone else, before the body is read); no answer is stored. */
function staff(c: Context<AppEnv>) {
  const admin = requireRole(c, "admin");
  c.header("Cache-Control", NO_STORE);
  return { id: admin.id, email: admin.email };
}

/**
 * /api/admin/organisations: every organisation, searchable by name or member e-mail (GET), one
 * with its members, invitations, rules, cost centres, terms and prices (GET /:id), its name
 * (PATCH /:id) and its terms and price list (PUT /:id/terms).
 */
export const organisationAdminRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    staff(c);
    const query = organisationListQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    const { items, total } = await listOrganisations(c.var.services.db, query.data);
    c.header("X-Total-Count", String(total));
    return c.json(items);
  })
  .get("/:id", async (c) => {
    staff(c);
    const { db, today } = c.var.services;
    return c.json(await readOrganisationForStaff(db, pathParam(c, "id", "organisation"), today()));
  })
  .patch("/:id", async (c) => {
    const actor = staff(c);
    const id = pathParam(c, "id", "organisation");
    const input = await readJson(c, organisationNameSchema);
    const renamed = await renameOrganisationAsStaff(c.var.services.db, actor, id, input);
    // this instance at once; the others on the NOTIFY sent with the change
    c.var.services.sessions.forget({ organisationId: renamed.id });
    return c.json(renamed);
  })
  .put("/:id/terms", async (c) => {
    const actor = staff(c);
    const id = pathParam(c, "id", "organisation");
    const input = await readJson(c, accountTermsSchema);
    const result = await setOrganisationTerms(c.var.services.db, actor, id, input);
    c.var.services.sessions.forget({ organisationId: id });
    return c.json(result);
  });
