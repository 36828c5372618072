import { Hono, type Context } from "hono";
import { reorderSchema, type AccountOrderDetail } from "~/lib/account-order-views";
import type { AppEnv } from "../app-env";
import { requireUser } from "../auth/guards";
import { readJson } from "../http/request-body";
import { pathParam, recordNotFoundError } from "../http/path-params";
import { getAccountOrder, getGuestOrder, listAccountOrders, reorder } from "../services/orders/account-orders";
import { orderConfirmationPdf, orderPdfFilename } from "../services/orders/order-pdf";
import { NO_STORE } from "../speed/cache-control";

async function pdfResponse(c: Context<AppEnv>, order: AccountOrderDetail) {
  const pdf = await orderConfirmationPdf(c.var.services.brand, order);
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${orderPdfFilename(order.orderNumber)}"`,
    "Cache-Control": NO_STORE,
    "X-Content-Type-Options": "nosniff",
  });
}

/**
 * The signed-in buyer's own orders: 401 when signed out; another account's order is 404, like one
 * that does not exist.
 */
export const accountOrderRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = requireUser(c);
    c.header("Cache-Control", NO_STORE);
    return c.json(await listAccountOrders(c.var.services.db, user));
  })
  .get("/:orderNumber", async (c) => {
    const user = requireUser(c);
    const order = await getAccountOrder(c.var.services.db, user, pathParam(c, "orderNumber", "order"));
    if (!order) throw recordNotFoundError("order");
    c.header("Cache-Control", NO_STORE);
    return c.json(order);
  })
  .get("/:orderNumber/pdf", async (c) => {
    const user = requireUser(c);
    const order = await getAccountOrder(c.var.services.db, user, pathParam(c, "orderNumber", "order"));
    if (!order) throw recordNotFoundError("order");
    return pdfResponse(c, order);
  })
  .post("/:orderNumber/reorder", async (c) => {
    const user = requireUser(c);
    const { sessionId } = await readJson(c, reorderSchema);
    const result = await reorder(c.var.services.db, user, pathParam(c, "orderNumber", "order"), sessionId);
    if (!result) throw recordNotFoundError("order");
    c.header("Cache-Control", NO_STORE);
    return c.json(result);
  });

/** A guest's order through the unguessable link of their confirmation (the token is the only key). */
export const guestOrderRoutes = new Hono<AppEnv>()
  .get("/:token", async (c) => {
    const order = await getGuestOrder(c.var.services.db, c.var.user, pathParam(c, "token", "order"));
    if (!order) throw recordNotFoundError("order");
    c.header("Cache-Control", NO_STORE);
    return c.json(order);
  })
  .get("/:token/pdf", async (c) => {
    const order = await getGuestOrder(c.var.services.db, c.var.user, pathParam(c, "token", "order"));
    if (!order) throw recordNotFoundError("order");
    return pdfResponse(c, order);
  });
