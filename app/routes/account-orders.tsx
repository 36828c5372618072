import { Link } from "react-router";
import { AccountNav } from "~/components/account/account-nav";
import { formatOrderDate } from "~/components/orders/order-dates";
import { OrderStatus } from "~/components/orders/order-status-badge";
import { buttonClass } from "~/components/ui/button";
import { TO_BE_QUOTED } from "~/lib/account-order-views";
import { privatePageMeta } from "~/lib/seo";
import { ACCOUNT_PAGE_HEADERS, loadAccountOrders } from "./account-orders.server";
import type { Route } from "./+types/account-orders";

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, { title: "My orders", description: "Your orders, their status and their confirmations." });

export const headers: Route.HeadersFunction = () => ACCOUNT_PAGE_HEADERS;

export async function loader({ context }: Route.LoaderArgs) {
  return loadAccountOrders(context);
}

export default function AccountOrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">My orders</h1>
      <div className="mt-4">
        <AccountNav />
      </div>
      {orders.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-12 text-center">
          <p className="text-lg font-semibold">No orders yet</p>
          <Link to="/products" className={buttonClass({ className: "mt-6" })}>
            Browse Products
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid gap-3" aria-label="Orders">
          {orders.map((order) => (
            <li key={order.orderNumber}>
              <Link
                to={`/account/orders/${order.orderNumber}`}
                className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-xl border border-line bg-white p-4 shadow-sm transition hover:border-primary focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none sm:grid-cols-[1.2fr_1fr_1fr_auto] sm:items-center"
              >
                <span className="min-w-0">
                  <span className="block font-mono text-sm font-semibold text-ink">{order.orderNumber}</span>
                  {order.poNumber && <span className="block truncate text-xs text-muted">PO {order.poNumber}</span>}
                </span>
                <span className="justify-self-end sm:justify-self-start">
                  <OrderStatus status={order.status} />
                </span>
                <span className="text-sm whitespace-nowrap text-muted">
                  {formatOrderDate(order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? "item" : "items"}
                </span>
                <span className="justify-self-end text-sm font-semibold tabular-nums">{order.total ?? TO_BE_QUOTED}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
