import type { RequestContext } from "../../server/load-context";
import type { PageScope } from "../../server/auth/guards";
import { listAdminCategories } from "../../server/services/catalogue/category-admin";
import { dashboardCounts } from "../../server/services/dashboard-admin";
import { countOrders, listAdminOrders } from "../../server/services/orders/order-admin";
import { listAdminProducts } from "../../server/services/catalogue/product-admin";
import { listAdminUsers } from "../../server/services/accounts/user-admin";
import { NO_STORE } from "../../server/speed/cache-control";

/** Admin pages carry customer data: never cached by the browser or anything between. */
export const ADMIN_PAGE_HEADERS = { "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex" } as const;

/**
 * An admin screen's scope for the guards (`requireRole(adminPage(…), "admin")`): anonymous
 * visitors go to sign in and come back to `returnTo` (an admin path, plain in the query as it has
 * always been), signed-in non-admins get the "not allowed" page with status 403.
 */
export function adminPage(context: RequestContext, returnTo: `/admin${string}`): PageScope {
  return { page: context, signIn: `/login?redirectTo=${returnTo}`, headers: ADMIN_PAGE_HEADERS };
}

/** Everything /admin shows, read in-process from the services. */
export async function loadAdminDashboard(context: RequestContext) {
  const { db } = context.services;
  const [counts, products, categories, users, orders, totalOrders] = await Promise.all([
    dashboardCounts(db),
    listAdminProducts(db),
    listAdminCategories(db),
    listAdminUsers(db),
    listAdminOrders(db),
    countOrders(db),
  ]);
  return { counts, products, categories, users, orders, totalOrders };
}
