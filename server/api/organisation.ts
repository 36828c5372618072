import { Hono } from "hono";
import { organisationNameSchema } from "~/lib/organisation-schemas";
import type { AppEnv } from "../app-env";
import { readJson } from "../http/request-body";
import { readOrganisation, renameOrganisation } from "../services/organisations/organisations";
import { signedInCaller } from "./signed-in-caller";

/**
 * /api/organisation: the caller's organisation, its rules and members (GET, every member; staff
 * have none: 404 `no_organisation`), and its name (PATCH, its admins).
 */
export const organisationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = signedInCaller(c);
    const { db, today } = c.var.services;
    return c.json(await readOrganisation(db, user, { today: today(), pricesVisible: c.var.viewer.pricesVisible }));
  })
  .patch("/", async (c) => {
    const user = signedInCaller(c);
    const input = await readJson(c, organisationNameSchema);
    const renamed = await renameOrganisation(c.var.services.db, user, input);
    // this instance at once; the others on the NOTIFY sent with the change
    c.var.services.sessions.forget({ organisationId: renamed.id });
    return c.json(renamed);
  });
