import { Hono } from "hono";
import { lotFormSchema } from "~/lib/lot-schema";
import type { AppEnv } from "../app-env";
import { requireRole } from "../auth/guards";
import { readJson } from "../http/request-body";
import { pathParam, recordNotFoundError } from "../http/path-params";
import { createLot, getAdminLot, listProductLots, updateLot } from "../services/catalogue/lots";
import { adminRead, foundOr404 } from "./admin-read";

/**
 * Lots and their QC results (decision 027), admins only: GET and POST /api/admin/products/{id}/lots,
 * GET and PUT /api/admin/lots/{id}. Nobody else can list lots: a certificate is found by its exact number.
 */
export const lotAdminRoutes = new Hono<AppEnv>()
  .get(
    "/products/:productId/lots",
    adminRead(async (c) => foundOr404(await listProductLots(c.var.services.db, pathParam(c, "productId", "product")), "product")),
  )
  .post("/products/:productId/lots", async (c) => {
    const admin = requireRole(c, "admin");
    const input = await readJson(c, lotFormSchema);
    return c.json(await createLot(c.var.services.db, admin, pathParam(c, "productId", "product"), input), 201);
  })
  .get(
    "/lots/:id",
    adminRead(async (c) => foundOr404(await getAdminLot(c.var.services.db, pathParam(c, "id", "lot")), "lot")),
  )
  .put("/lots/:id", async (c) => {
    const admin = requireRole(c, "admin");
    const input = await readJson(c, lotFormSchema);
    const lot = await updateLot(c.var.services.db, admin, pathParam(c, "id", "lot"), input);
    if (!lot) throw recordNotFoundError("lot");
    return c.json(lot);
  });
