import { Hono } from "hono";
import { userStatusChangeSchema } from "~/lib/admin-user-status";
import type { AppEnv } from "../app-env";
import { requireRole } from "../auth/guards";
import { readJson } from "../http/request-body";
import { pathParam, recordNotFoundError } from "../http/path-params";
import { listAdminUsers, updateUserStatus } from "../services/accounts/user-admin";
import { adminRead } from "./admin-read";

/** GET /api/users and PUT /api/users/{id}/status {status}: admins only. */
export const userAdminRoutes = new Hono<AppEnv>()
  .get(
    "/",
    adminRead((c) => listAdminUsers(c.var.services.db)),
  )
  .put("/:id/status", async (c) => {
    const admin = requireRole(c, "admin");
    const { status } = await readJson(c, userStatusChangeSchema);
    const { db, brand, config } = c.var.services;
    const user = await updateUserStatus(db, brand, config.publicOrigin, { userId: pathParam(c, "id", "user"), status, actor: admin });
    if (!user) throw recordNotFoundError("user");
    // this instance forgets at once; the others on the NOTIFY sent with the change
    c.var.services.sessions.forget({ userId: user.id });
    return c.json(user);
  });
