import { Hono } from "hono";
import { orderStatusChangeSchema } from "~/lib/admin-order-status";
import type { AppEnv } from "../app-env";
import { requireRole } from "../auth/guards";
import { DomainError, validationFailed } from "../errors/domain-error";
import { readJson } from "../http/request-body";
import { pathParam, recordNotFoundError } from "../http/path-params";
import { ordersCsv } from "../services/orders/order-csv-admin";
import { changeOrderStatus, getAdminOrder, listAdminOrders, listOrdersForExport, ORDER_LIST_MAX_LIMIT } from "../services/orders/order-admin";
import { NO_STORE } from "../speed/cache-control";
import { adminRead, foundOr404 } from "./admin-read";

function limitParam(value: string | undefined) {
  if (value === undefined) return undefined;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > ORDER_LIST_MAX_LIMIT) {
    throw validationFailed(`limit must be a whole number from 1 to ${ORDER_LIST_MAX_LIMIT}`);
  }
  return limit;
}

/**
 * The code of a refused status change's body: an unknown carrier and a lot's bad quantity have
 * codes of their own, anything else is validation_failed.
 */
function withStatusChangeCode(error: unknown): never {
  if (!(error instanceof DomainError) || error.code !== "validation_failed") throw error;
  const fields = Object.keys(error.errors ?? {});
  const code = fields.includes("carrier")
    ? "unknown_carrier"
    : fields.some((field) => /^lots\[\d+\]\.quantity$/.test(field))
      ? "invalid_quantity"
      : "validation_failed";
  throw new DomainError(400, error.message, { code, errors: error.errors });
}

/** GET /api/orders, GET /api/orders/{id}, PUT /api/orders/{id}/status: admins only (POST, checkout, lives in orders.ts). */
export const orderAdminRoutes = new Hono<AppEnv>()
  .get(
    "/",
    adminRead((c) => listAdminOrders(c.var.services.db, { limit: limitParam(c.req.query("limit")) })),
  )
  .get(
    "/:id",
    adminRead(async (c) => foundOr404(await getAdminOrder(c.var.services.db, pathParam(c, "id", "order")), "order")),
  )
  .put("/:id/status", async (c) => {
    const admin = requireRole(c, "admin");
    const change = await readJson(c, orderStatusChangeSchema).catch(withStatusChangeCode);
    const { db, brand, config } = c.var.services;
    const order = await changeOrderStatus(db, { brand, origin: config.publicOrigin }, admin, pathParam(c, "id", "order"), change);
    if (!order) throw recordNotFoundError("order");
    return c.json(order);
  });

/** GET /api/admin/orders.csv: every order with its items, safe to open in a spreadsheet. */
export const orderExportRoutes = new Hono<AppEnv>().get("/orders.csv", async (c) => {
  requireRole(c, "admin");
  const csv = ordersCsv(await listOrdersForExport(c.var.services.db));
  const date = new Date().toISOString().slice(0, 10);
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="orders-${date}.csv"`,
    "Cache-Control": NO_STORE,
    "X-Content-Type-Options": "nosniff",
  });
});
