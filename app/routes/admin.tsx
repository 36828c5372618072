import History from "lucide-react/icons/history";
import CalendarDays from "lucide-react/icons/calendar-days";
import FileText from "lucide-react/icons/file-text";
import MessageSquare from "lucide-react/icons/message-square";
import { Tabs } from "radix-ui";
import { isRouteErrorResponse, Link, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminFrame, AdminPageHeader } from "~/components/admin/admin-page-header";
import { AdminLoadFailed, NotAllowed } from "~/components/admin/admin-error-pages";
import { CategoriesPanel } from "~/components/admin/categories-panel";
import { DashboardCounts } from "~/components/admin/dashboard-counts";
import { OrdersPanel } from "~/components/admin/orders-panel";
import { ProductsPanel } from "~/components/admin/products-panel";
import { UsersPanel } from "~/components/admin/users-panel";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import { ADMIN_PAGE_HEADERS, loadAdminDashboard, requireAdminViewer } from "./admin.server";
import type { Route } from "./+types/admin";

const TABS = [
  { value: "products", label: "Products" },
  { value: "categories", label: "Categories" },
  { value: "users", label: "Users" },
  { value: "orders", label: "Orders" },
] as const;
type Tab = (typeof TABS)[number]["value"];

const tabFrom = (value: string | null): Tab => TABS.find((t) => t.value === value)?.value ?? "products";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: args.error ? "Not allowed" : "Admin Dashboard",
    description: "Manage products, categories, users and orders.",
  }),
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export async function loader({ context }: Route.LoaderArgs) {
  requireAdminViewer(context, "/admin");
  return loadAdminDashboard(context);
}

/** Switching tabs only rewrites ?tab=: the data on the page is already there. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    return `${url.pathname}?${params}`;
  };
  const onlyTabChanged = !formMethod && currentUrl.search !== nextUrl.search && withoutTab(currentUrl) === withoutTab(nextUrl);
  return onlyTabChanged ? false : defaultShouldRevalidate;
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { counts, products, categories, users, orders, totalOrders } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get("tab"));
  const badges: Partial<Record<Tab, number>> = { users: counts.pendingApprovals, orders: counts.newOrders };

  const selectTab = (value: string) =>
    setSearchParams(
      (params) => {
        params.set("tab", value);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <AdminFrame>
      <AdminPageHeader
        title="Admin Dashboard"
        description="Manage products, categories, users and orders."
        actions={
          <>
            <Link to="/admin/quotes" className={buttonClass({ variant: "outline" })}>
              <FileText className="h-4 w-4" aria-hidden /> Quotes
            </Link>
            <Link to="/admin/contacts" className={buttonClass({ variant: "outline" })}>
              <MessageSquare className="h-4 w-4" aria-hidden /> Contact Submissions
            </Link>
            <Link to="/admin/events" className={buttonClass({ variant: "outline" })}>
              <CalendarDays className="h-4 w-4" aria-hidden /> Events & Newsletter
            </Link>
            <Link to="/admin/audit" className={buttonClass({ variant: "outline" })}>
              <History className="h-4 w-4" aria-hidden /> Audit Log
            </Link>
          </>
        }
      />
      <DashboardCounts counts={counts} />

      <Tabs.Root value={tab} onValueChange={selectTab} className="mt-8">
        <div className="overflow-x-auto">
          <Tabs.List
            aria-label="Admin sections"
            className="flex w-full min-w-max gap-0.5 rounded-lg border border-line bg-white p-1 shadow-sm sm:inline-flex sm:w-auto sm:gap-1"
          >
            {TABS.map(({ value, label }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="inline-flex flex-1 items-center justify-center gap-1 rounded-md px-2 py-2 text-[13px] font-semibold sm:flex-none sm:gap-1.5 sm:px-4 sm:text-sm text-muted transition-colors hover:text-ink data-[state=active]:bg-primary data-[state=active]:text-white"
              >
                {label}
                {badges[value] ? (
                  <span
                    className="hidden rounded-full bg-amber-100 px-1.5 py-0.5 text-xs font-bold leading-none text-amber-900 sm:inline"
                    aria-label={`${badges[value]} waiting`}
                  >
                    {badges[value]}
                  </span>
                ) : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        <Tabs.Content value="products" className="mt-6 outline-none">
          <ProductsPanel products={products} categories={categories} />
        </Tabs.Content>
        <Tabs.Content value="categories" className="mt-6 outline-none">
          <CategoriesPanel categories={categories} />
        </Tabs.Content>
        <Tabs.Content value="users" className="mt-6 outline-none">
          <UsersPanel users={users} />
        </Tabs.Content>
        <Tabs.Content value="orders" className="mt-6 outline-none">
          <OrdersPanel orders={orders} totalOrders={totalOrders} />
        </Tabs.Content>
      </Tabs.Root>
    </AdminFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <NotAllowed />;
  return <AdminLoadFailed />;
}
