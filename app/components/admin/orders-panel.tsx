import Download from "lucide-react/icons/download";
import Eye from "lucide-react/icons/eye";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatAdminDateTime, PRICE_ON_REQUEST } from "~/lib/admin-format";
import type { AdminOrder } from "~/lib/admin-types";
import { adminOrderPath } from "~/lib/order-number";
import { adminOrganisationPath } from "~/lib/admin-organisations";
import { formatCents } from "~/lib/price";
import { AdminTable, AdminTableHead, alignRight, AdminTableRow, EmptyTableRow, Td } from "./admin-table";
import { PanelHeader } from "./panel-header";
import { OrderStatusBadge } from "./status-badges";

export const ORDERS_CSV_PATH = "/api/admin/orders.csv";

/** The orders list; each order opens on its own page (/admin/orders/SO-…). */
export function OrdersPanel({ orders, totalOrders }: { orders: readonly AdminOrder[]; totalOrders: number }) {
  const pending = orders.filter((o) => o.status === "pending").length;
  return (
    <section aria-labelledby="orders-heading">
      <PanelHeader
        id="orders-heading"
        title={`Orders (${totalOrders})`}
        summary={
          orders.length < totalOrders
            ? `The newest ${orders.length} of ${totalOrders} orders; the CSV export holds them all.`
            : `${pending} new (pending) · newest first`
        }
        actions={
          <a href={ORDERS_CSV_PATH} download className={buttonClass({ variant: "outline" })}>
            <Download className="h-4 w-4" aria-hidden /> Export CSV
          </a>
        }
      />
      <AdminTable caption="Orders" minWidth="min-w-[980px]">
        <AdminTableHead columns={["Order", "Customer", "Organisation", alignRight("Items"), alignRight("Total"), "Status", alignRight("Details")]} />
        <tbody>
          {orders.length === 0 && <EmptyTableRow colSpan={7}>No orders yet.</EmptyTableRow>}
          {orders.map((order) => (
            <AdminTableRow key={order.id}>
              <Td className="whitespace-nowrap">
                <Link to={adminOrderPath(order.orderNumber)} className="font-mono text-xs font-semibold text-primary hover:underline">
                  {order.orderNumber}
                </Link>
                {order.poNumber && <div className="text-xs text-muted">PO {order.poNumber}</div>}
                <div className="text-xs text-muted">{formatAdminDateTime(order.createdAt)}</div>
              </Td>
              <Td>
                <div className="font-medium text-ink">{order.customerName}</div>
                <div className="text-xs text-muted">{[order.customerCompany, order.customerEmail].filter(Boolean).join(" · ")}</div>
              </Td>
              <Td>
                <OrderOrganisation order={order} />
              </Td>
              <Td className="text-right tabular-nums">{order.itemCount}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{order.requiresQuote ? PRICE_ON_REQUEST : formatCents(order.totalCents)}</Td>
              <Td>
                <OrderStatusBadge status={order.status} />
              </Td>
              <Td className="text-right">
                <Link
                  to={adminOrderPath(order.orderNumber)}
                  className={buttonClass({ variant: "ghost", size: "sm" })}
                  aria-label={`View order ${order.orderNumber}`}
                >
                  <Eye className="h-4 w-4" aria-hidden /> View
                </Link>
              </Td>
            </AdminTableRow>
          ))}
        </tbody>
      </AdminTable>
    </section>
  );
}

/** The organisation an order belongs to, who placed and approved it, and its cost centre and GL code. */
function OrderOrganisation({ order }: { order: AdminOrder }) {
  if (!order.organisationId) return <span className="text-xs text-muted">Guest</span>;
  const lines = [
    order.placedBy && `Placed by ${order.placedBy}`,
    order.approvedBy && `Approved by ${order.approvedBy}`,
    order.costCentre && `Cost centre ${order.costCentre}`,
    order.glCode && `GL ${order.glCode}`,
  ].filter(Boolean);
  return (
    <>
      <Link to={adminOrganisationPath(order.organisationId)} className="font-medium text-primary hover:underline">
        {order.organisationName}
      </Link>
      {lines.map((line) => (
        <div key={line as string} className="break-all text-xs text-muted">
          {line}
        </div>
      ))}
    </>
  );
}
