import { Hono, type Context } from "hono";
import { accountTermsSchema } from "~/lib/account-terms-schema";
import type { AppEnv } from "../app-env";
import { requireRole } from "../auth/guards";
import { readJson } from "../http/request-body";
import { pathParam } from "../http/path-params";
import { clearAccountTerms, readAdminAccountTerms, setAccountTerms } from "../services/accounts/account-terms-admin";
import { NO_STORE } from "../speed/cache-control";

/** The change shows at once on this instance (the others forget the members' sessions on the NOTIFY sent with it). */
const forgetOrganisation = (c: Context<AppEnv>, organisationId: string | null) => {
  if (organisationId) c.var.services.sessions.forget({ organisationId });
};

/**
 * The terms and price list of a customer account's organisation, admins only:
 * GET, PUT (the whole terms and price list at once) and DELETE /api/admin/users/{id}/terms.
 */
export const accountTermsAdminRoutes = new Hono<AppEnv>()
  .get("/:id/terms", async (c) => {
    requireRole(c, "admin");
    c.header("Cache-Control", NO_STORE);
    return c.json(await readAdminAccountTerms(c.var.services.db, pathParam(c, "id", "user")));
  })
  .put("/:id/terms", async (c) => {
    const admin = requireRole(c, "admin");
    const input = await readJson(c, accountTermsSchema);
    const result = await setAccountTerms(c.var.services.db, { id: admin.id, email: admin.email }, pathParam(c, "id", "user"), input);
    forgetOrganisation(c, result.organisation.id);
    c.header("Cache-Control", NO_STORE);
    return c.json(result);
  })
  .delete("/:id/terms", async (c) => {
    const admin = requireRole(c, "admin");
    forgetOrganisation(c, await clearAccountTerms(c.var.services.db, { id: admin.id, email: admin.email }, pathParam(c, "id", "user")));
    return c.json({ message: "The account's terms were removed" });
  });
