import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminFrame, AdminPageHeader } from "~/components/admin/admin-page-header";
import { CategoriesPanel } from "~/components/admin/categories-panel";
import { DashboardCounts } from "~/components/admin/dashboard-counts";
import { OrdersPanel } from "~/components/admin/orders-panel";
import { ProductsPanel } from "~/components/admin/products-panel";
import { UsersPanel } from "~/components/admin/users-panel";
import { dashboardTabOf } from "~/lib/admin-sections";
import { adminPageMeta } from "~/lib/seo";
import { requireRole } from "../../server/auth/guards";
import { ADMIN_PAGE_HEADERS, loadAdminDashboard, adminPage } from "./admin.server";
import type { Route } from "./+types/admin";
import { adminErrorPages } from "~/components/admin/admin-error-pages";
import type { ErrorPagesHandle } from "~/components/layout/general-error-boundary";

export const meta: Route.MetaFunction = (args) =>
  adminPageMeta(args, { title: "Admin Dashboard", description: "Manage products, categories, users and orders." });

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(adminPage(context, "/admin"), "admin");
  return loadAdminDashboard(context);
}

/** Switching the dashboard's list only rewrites ?tab=: the data on the page is already there. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    return `${url.pathname}?${params}`;
  };
  const onlyTabChanged = !formMethod && currentUrl.search !== nextUrl.search && withoutTab(currentUrl) === withoutTab(nextUrl);
  return onlyTabChanged ? false : defaultShouldRevalidate;
}

/** The dashboard: its counts and the list of the section the admin navigation chose (?tab=). */
export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { counts, products, categories, users, orders, totalOrders } = loaderData;
  const [searchParams] = useSearchParams();
  const tab = dashboardTabOf(searchParams.get("tab"));

  return (
    <AdminFrame>
      <AdminPageHeader title="Admin Dashboard" description="Manage products, categories, users and orders." />
      <DashboardCounts counts={counts} />
      <div className="mt-8">
        {tab === "products" && <ProductsPanel products={products} categories={categories} />}
        {tab === "categories" && <CategoriesPanel categories={categories} />}
        {tab === "users" && <UsersPanel users={users} />}
        {tab === "orders" && <OrdersPanel orders={orders} totalOrders={totalOrders} />}
      </div>
    </AdminFrame>
  );
}

export const handle: ErrorPagesHandle = { errorPages: adminErrorPages() };

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
