import { Hono, type Context } from "hono";
import { organisationNameSchema } from "~/lib/organisation-schemas";
import type { AppEnv } from "../app-env";
import { requireUser } from "../auth/guards";
import { readJson } from "../http/request-body";
import { readOrganisation, renameOrganisation } from "../services/organisations/organisations";
import { NO_STORE } from "../speed/cache-control";

/** A signed-in caller (401 `not_signed_in` before anything is read); every answer is theirs alone. */
function member(c: Context<AppEnv>) {
  c.header("Cache-Control", NO_STORE);
  return requireUser(c);
}

/**
 * /api/organisation: the caller's organisation, its rules and members (GET, every member; staff
 * have none: 404 `no_organisation`), and its name (PATCH, its admins).
 */
export const organisationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = member(c);
    const { db, today } = c.var.services;
    return c.json(await readOrganisation(db, user, { today: today(), pricesVisible: c.var.viewer.pricesVisible }));
  })
  .patch("/", async (c) => {
    const user = member(c);
    const input = await readJson(c, organisationNameSchema);
    const renamed = await renameOrganisation(c.var.services.db, user, input);
    // this instance at once; the others on the NOTIFY sent with the change
    c.var.services.sessions.forget({ organisationId: renamed.id });
    return c.json(renamed);
  });
