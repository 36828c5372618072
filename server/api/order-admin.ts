import { Hono } from "hono";
import { orderStatusChangeSchema } from "~/lib/admin-order-status";
import type { AppEnv } from "../app-env";
import { requireAdmin } from "../auth/guards";
import { ApiError } from "../http/api-errors";
import { readJson } from "../http/request-body";
import { pathParam, recordNotFoundError, apiErrorFrom } from "../http/path-params";
import { ordersCsv } from "../services/orders/order-csv-admin";
import { LotError } from "../services/catalogue/lots";
import { changeOrderStatus, getAdminOrder, listAdminOrders, listOrdersForExport, ORDER_LIST_MAX_LIMIT, OrderStatusError } from "../services/orders/order-admin";

const NO_STORE = "private, no-store";

function limitParam(value: string | undefined) {
  if (value === undefined) return undefined;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > ORDER_LIST_MAX_LIMIT) {
    throw new ApiError(400, `limit must be a whole number from 1 to ${ORDER_LIST_MAX_LIMIT}`);
  }
  return limit;
}

/**
 * The code of a refused status change's body: an unknown carrier and a lot's bad quantity have
 * codes of their own, anything else is validation_failed.
 */
function withStatusChangeCode(error: unknown): never {
  if (!(error instanceof ApiError) || error.status !== 400) throw error;
  const fields = Object.keys((error.details?.errors as Record<string, unknown> | undefined) ?? {});
  const code = fields.includes("carrier")
    ? "unknown_carrier"
    : fields.some((field) => /^lots\[\d+\]\.quantity$/.test(field))
      ? "invalid_quantity"
      : "validation_failed";
  throw new ApiError(400, error.message, { ...error.details, code });
}

/** GET /api/orders, GET /api/orders/{id}, PUT /api/orders/{id}/status: admins only (POST, checkout, lives in orders.ts). */
export const orderAdminRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    requireAdmin(c);
    const orders = await listAdminOrders(c.var.services.db, { limit: limitParam(c.req.query("limit")) });
    c.header("Cache-Control", NO_STORE);
    return c.json(orders);
  })
  .get("/:id", async (c) => {
    requireAdmin(c);
    const order = await getAdminOrder(c.var.services.db, pathParam(c, "id", "order"));
    if (!order) throw recordNotFoundError("order");
    c.header("Cache-Control", NO_STORE);
    return c.json(order);
  })
  .put("/:id/status", async (c) => {
    const admin = requireAdmin(c);
    const change = await readJson(c, orderStatusChangeSchema).catch(withStatusChangeCode);
    const { db, brand, config } = c.var.services;
    try {
      const order = await changeOrderStatus(db, { brand, origin: config.publicOrigin }, admin, pathParam(c, "id", "order"), change);
      if (!order) throw recordNotFoundError("order");
      return c.json(order);
    } catch (error) {
      if (error instanceof OrderStatusError) throw new ApiError(400, error.message, { code: "status_change_not_allowed" });
      if (error instanceof LotError) throw apiErrorFrom(error);
      throw error;
    }
  });

/** GET /api/admin/orders.csv: every order with its items, safe to open in a spreadsheet. */
export const orderExportRoutes = new Hono<AppEnv>().get("/orders.csv", async (c) => {
  requireAdmin(c);
  const csv = ordersCsv(await listOrdersForExport(c.var.services.db));
  const date = new Date().toISOString().slice(0, 10);
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="orders-${date}.csv"`,
    "Cache-Control": NO_STORE,
    "X-Content-Type-Options": "nosniff",
  });
});
