import { Hono } from "hono";
import { userStatusChangeSchema } from "~/lib/admin-user-status";
import type { AppEnv } from "../app-env";
import { requireAdmin } from "../auth/guards";
import { ApiError } from "../http/api-errors";
import { readJson } from "../http/request-body";
import { pathParam, recordNotFoundError } from "../http/path-params";
import { StatusChangeError } from "../services/accounts/accounts";
import { listAdminUsers, updateUserStatus } from "../services/accounts/user-admin";

/** GET /api/users and PUT /api/users/{id}/status {status}: admins only. */
export const userAdminRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    requireAdmin(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(await listAdminUsers(c.var.services.db));
  })
  .put("/:id/status", async (c) => {
    const admin = requireAdmin(c);
    const { status } = await readJson(c, userStatusChangeSchema);
    const { db, brand, config } = c.var.services;
    try {
      const user = await updateUserStatus(db, brand, config.publicOrigin, { userId: pathParam(c, "id", "user"), status, actor: admin });
      if (!user) throw recordNotFoundError("user");
      // this instance forgets at once; the others on the NOTIFY sent with the change
      c.var.services.sessions.forget({ userId: user.id });
      return c.json(user);
    } catch (error) {
      if (error instanceof StatusChangeError) throw new ApiError(400, error.message);
      throw error;
    }
  });
