import Download from "lucide-react/icons/download";
import Eye from "lucide-react/icons/eye";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Button, buttonClass } from "~/components/ui/button";
import { formatAdminDateTime } from "~/lib/admin-format";
import type { AdminOrder } from "~/lib/admin-types";
import { formatCents } from "~/lib/price";
import { createQueryClient } from "~/lib/query-client";
import { AdminTable, AdminTableHead, AdminTableRow, EmptyTableRow, Td, Th } from "./admin-table";
import { OrderDetailDialog, PRICE_ON_REQUEST } from "./order-detail-dialog";
import { PanelHeader } from "./panel-header";
import { OrderStatusBadge } from "./status-badges";

export const ORDERS_CSV_PATH = "/api/admin/orders.csv";

/** The orders tab; an order's detail dialog reads it with TanStack Query (never stale, no retries — spec §9). */
export function OrdersPanel(props: { orders: readonly AdminOrder[]; totalOrders: number }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <OrdersTable {...props} />
    </QueryClientProvider>
  );
}

function OrdersTable({ orders, totalOrders }: { orders: readonly AdminOrder[]; totalOrders: number }) {
  const [openId, setOpenId] = useState<string | null>(null);
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
      <AdminTable caption="Orders" minWidth="min-w-[820px]">
        <AdminTableHead>
          <Th>Order</Th>
          <Th>Customer</Th>
          <Th className="text-right">Items</Th>
          <Th className="text-right">Total</Th>
          <Th>Status</Th>
          <Th className="text-right">Details</Th>
        </AdminTableHead>
        <tbody>
          {orders.length === 0 && <EmptyTableRow colSpan={6}>No orders yet.</EmptyTableRow>}
          {orders.map((order) => (
            <AdminTableRow key={order.id}>
              <Td className="whitespace-nowrap">
                <div className="font-mono text-xs font-semibold text-ink">{order.orderNumber}</div>
                {order.poNumber && <div className="text-xs text-muted">PO {order.poNumber}</div>}
                <div className="text-xs text-muted">{formatAdminDateTime(order.createdAt)}</div>
              </Td>
              <Td>
                <div className="font-medium text-ink">{order.customerName}</div>
                <div className="text-xs text-muted">{[order.customerCompany, order.customerEmail].filter(Boolean).join(" · ")}</div>
              </Td>
              <Td className="text-right tabular-nums">{order.itemCount}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{order.requiresQuote ? PRICE_ON_REQUEST : formatCents(order.totalCents)}</Td>
              <Td>
                <OrderStatusBadge status={order.status} />
              </Td>
              <Td className="text-right">
                <Button variant="ghost" size="sm" onClick={() => setOpenId(order.id)} aria-label={`View order ${order.orderNumber}`}>
                  <Eye className="h-4 w-4" aria-hidden /> View
                </Button>
              </Td>
            </AdminTableRow>
          ))}
        </tbody>
      </AdminTable>
      <OrderDetailDialog
        orderId={openId}
        orderNumber={orders.find((o) => o.id === openId)?.orderNumber ?? null}
        onOpenChange={(open) => !open && setOpenId(null)}
      />
    </section>
  );
}
