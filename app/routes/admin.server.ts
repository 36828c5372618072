import { data, redirect } from "react-router";
import type { RequestContext } from "../../server/load-context";
import type { SessionUser } from "../../server/auth/session";
import { listAdminCategories } from "../../server/services/catalogue/category-admin";
import { dashboardCounts } from "../../server/services/dashboard-admin";
import { countOrders, listAdminOrders } from "../../server/services/orders/order-admin";
import { listAdminProducts } from "../../server/services/catalogue/product-admin";
import { listAdminUsers } from "../../server/services/accounts/user-admin";

/** Admin pages carry customer data: never cached by the browser or anything between. */
export const ADMIN_PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/**
 * The page guard of the admin screens: anonymous visitors go to sign in (and come back),
 * signed-in non-admins get the "not allowed" page with status 403.
 */
export function requireAdminViewer(context: RequestContext, returnTo: `/admin${string}`): SessionUser {
  const user = context.user;
  if (!user) throw redirect(`/login?redirectTo=${returnTo}`, { headers: ADMIN_PAGE_HEADERS });
  if (user.role !== "admin") throw data({ message: "Not allowed" }, { status: 403, headers: ADMIN_PAGE_HEADERS });
  return user;
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
