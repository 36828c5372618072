import type { DashboardCounts } from "~/lib/admin-types";
import type { Db } from "../db/database";
import { countContactSubmissions } from "./content/contact-admin";
import { countOrders } from "./orders/order-admin";
import { countProducts } from "./catalogue/product-admin";
import { countPendingUsers } from "./accounts/user-admin";

export type { DashboardCounts };

/** The figures at the top of /admin; new orders are those still pending. */
export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const [productCount, pendingApprovals, newOrders, contactSubmissions] = await Promise.all([
    countProducts(db),
    countPendingUsers(db),
    countOrders(db, "pending"),
    countContactSubmissions(db),
  ]);
  return { products: productCount, pendingApprovals, newOrders, contactSubmissions };
}
