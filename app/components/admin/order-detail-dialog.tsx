import { getFormProps, useForm } from "@conform-to/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toaster";
import { formatAdminDateTime } from "~/lib/admin-format";
import { ADMIN_TOASTS, adminErrorMessage } from "~/lib/admin-messages";
import {
  allowedOrderStatuses,
  orderStatusActionLabel,
  orderStatusLabel,
  shipOrderFormSchema,
  TRACKING_REFERENCE_MAX_LENGTH,
  type OrderStatusValue,
} from "~/lib/admin-order-status";
import { parseForm } from "~/lib/form-validation";
import type { AdminOrderDetail } from "~/lib/admin-types";
import { apiRequest } from "~/lib/api-client";
import { formatCents } from "~/lib/price";
import { AdminTable, AdminTableHead, AdminTableRow, Td, Th } from "./admin-table";
import { ConfirmDialog } from "./confirm-dialog";
import { FormDialog } from "./form-dialog";
import { OrderStatusBadge } from "./status-badges";
import { useAdminRequest } from "./use-admin-request";
import { orderTaxLabel, PAYMENT_TERMS_LABELS } from "~/lib/account-terms";

export const PRICE_ON_REQUEST = "Price on request";

const orderQueryKey = (id: string) => ["admin-order", id] as const;

/** One order: customer, addresses, notes, items and amounts, with the status changes it allows. */
export function OrderDetailDialog({
  orderId,
  orderNumber,
  onOpenChange,
}: {
  orderId: string | null;
  orderNumber: string | null;
  onOpenChange(open: boolean): void;
}) {
  return (
    <FormDialog open={orderId !== null} onOpenChange={onOpenChange} title={orderNumber ? `Order ${orderNumber}` : "Order"}>
      {orderId && <OrderDetail orderId={orderId} />}
    </FormDialog>
  );
}

function OrderDetail({ orderId }: { orderId: string }) {
  const query = useQuery({ queryKey: orderQueryKey(orderId), queryFn: () => apiRequest<AdminOrderDetail>("GET", `/api/orders/${orderId}`) });
  if (query.isPending) return <p className="py-8 text-center text-muted">Loading order...</p>;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-danger-soft px-3 py-2 text-sm text-danger">
        {adminErrorMessage(query.error, "Failed to load the order")}
      </p>
    );
  }
  return <OrderDetailBody order={query.data} />;
}

function OrderDetailBody({ order }: { order: AdminOrderDetail }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { send, busy } = useAdminRequest();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const next = allowedOrderStatuses(order.status);

  async function changeStatus(status: OrderStatusValue, trackingReference: string | null = null) {
    try {
      const updated = await send<AdminOrderDetail>("PUT", `/api/orders/${order.id}/status`, status === "shipped" ? { status, trackingReference } : { status });
      queryClient.setQueryData(orderQueryKey(order.id), updated);
      toast({ title: ADMIN_TOASTS.orderStatusUpdated, description: `Order ${order.orderNumber} is now ${orderStatusLabel[status].toLowerCase()}.` });
    } catch (error) {
      toast({ title: ADMIN_TOASTS.errorTitle, description: adminErrorMessage(error, ADMIN_TOASTS.orderStatusFailed), variant: "destructive" });
    } finally {
      setConfirmCancel(false);
    }
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <OrderStatusBadge status={order.status} />
        <span className="text-sm text-muted">Placed {formatAdminDateTime(order.createdAt)}</span>
      </div>

      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <Detail label="Customer">
          <div className="font-medium text-ink">{order.customerName}</div>
          {order.customerCompany && <div>{order.customerCompany}</div>}
          <a href={`mailto:${order.customerEmail}`} className="break-all text-primary hover:underline">
            {order.customerEmail}
          </a>
          {order.customerPhone && <div>{order.customerPhone}</div>}
        </Detail>
        <Detail label="Shipping address">
          <p className="whitespace-pre-line">{order.shippingAddress}</p>
        </Detail>
        <Detail label="Billing address">
          <p className="whitespace-pre-line">{order.billingAddress ?? "Same as shipping"}</p>
        </Detail>
        <Detail label="Notes">
          <p className="whitespace-pre-line break-words">{order.notes ?? "—"}</p>
        </Detail>
        <Detail label="PO number">
          <p className="break-words">{order.poNumber ?? "—"}</p>
        </Detail>
        {order.paymentTerms && (
          <Detail label="Payment terms">
            <p>{PAYMENT_TERMS_LABELS[order.paymentTerms]}</p>
          </Detail>
        )}
        {order.taxExemptionCertificate && (
          <Detail label="Tax exemption">
            <p className="break-words">Certificate {order.taxExemptionCertificate}</p>
          </Detail>
        )}
        {order.trackingReference && (
          <Detail label="Tracking reference">
            <p className="break-words">{order.trackingReference}</p>
          </Detail>
        )}
      </dl>

      <AdminTable caption="Order items" minWidth="min-w-[520px]">
        <AdminTableHead>
          <Th>Item</Th>
          <Th className="text-right">Qty</Th>
          <Th className="text-right">Unit price</Th>
          <Th className="text-right">Total</Th>
        </AdminTableHead>
        <tbody>
          {order.items.map((item) => (
            <AdminTableRow key={item.id}>
              <Td>
                <div className="font-medium text-ink">{item.productName}</div>
                <div className="font-mono text-xs text-muted">
                  {item.sku}
                  {item.productId === null && " · product since deleted"}
                </div>
              </Td>
              <Td className="text-right tabular-nums">{item.quantity}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">
                {item.unitPriceCents === null ? PRICE_ON_REQUEST : formatCents(item.unitPriceCents)}
              </Td>
              <Td className="whitespace-nowrap text-right tabular-nums">
                {item.totalPriceCents === null ? PRICE_ON_REQUEST : formatCents(item.totalPriceCents)}
              </Td>
            </AdminTableRow>
          ))}
        </tbody>
      </AdminTable>

      <dl className="ml-auto grid w-full max-w-xs grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Subtotal</dt>
        <dd className="text-right tabular-nums">{formatCents(order.subtotalCents)}</dd>
        {order.requiresQuote ? (
          <>
            <dt className="font-semibold">Total</dt>
            <dd className="text-right font-semibold">{PRICE_ON_REQUEST}</dd>
            <dd className="col-span-2 text-xs text-muted">
              A quote request (price-on-request items, or a customer who may not see prices): send the customer a quote.
            </dd>
          </>
        ) : (
          <>
            <dt className="text-muted">{orderTaxLabel(order, { short: true })}</dt>
            <dd className="text-right tabular-nums">{formatCents(order.taxCents)}</dd>
            <dt className="text-muted">Shipping</dt>
            <dd className="text-right tabular-nums">{formatCents(order.shippingCents)}</dd>
            <dt className="font-semibold">Total</dt>
            <dd className="text-right font-semibold tabular-nums">{formatCents(order.totalCents)}</dd>
          </>
        )}
      </dl>

      <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        {next.length === 0 && (
          <p className="text-sm text-muted">This order is {orderStatusLabel[order.status].toLowerCase()}; its status cannot change any more.</p>
        )}
        {next.map((status) =>
          status === "cancelled" ? (
            <Button key={status} variant="outline" className="text-danger!" disabled={busy} onClick={() => setConfirmCancel(true)}>
              {orderStatusActionLabel.cancelled}
            </Button>
          ) : status === "shipped" ? (
            <ShipOrderForm key={status} busy={busy} onShip={(trackingReference) => changeStatus("shipped", trackingReference)} />
          ) : (
            <Button key={status} disabled={busy} onClick={() => changeStatus(status)}>
              {busy ? "Updating..." : orderStatusActionLabel[status]}
            </Button>
          ),
        )}
      </div>

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={(open) => !open && !busy && setConfirmCancel(false)}
        title="Cancel this order?"
        description={
          order.status === "shipped"
            ? "The order has already shipped: its items are not put back in stock. A cancelled order cannot be reopened."
            : "Its items go back in stock. A cancelled order cannot be reopened."
        }
        confirmLabel={busy ? "Cancelling..." : "Cancel order"}
        cancelLabel="Keep order"
        busy={busy}
        onConfirm={() => changeStatus("cancelled")}
      />
    </div>
  );
}

/** "Mark as shipped" with the carrier's tracking reference (optional), which is stored and e-mailed to the customer. */
function ShipOrderForm({ busy, onShip }: { busy: boolean; onShip(trackingReference: string | null): void }) {
  const [form, fields] = useForm({
    id: "ship-order",
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseForm(formData, shipOrderFormSchema),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === "success") onShip(submission.value.trackingReference);
    },
  });
  return (
    <form {...getFormProps(form)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <Field field={fields.trackingReference} label="Tracking reference (optional)" maxLength={TRACKING_REFERENCE_MAX_LENGTH} autoComplete="off" />
      <Button type="submit" disabled={busy}>
        {busy ? "Updating..." : orderStatusActionLabel.shipped}
      </Button>
    </form>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 grid gap-0.5 text-ink">{children}</dd>
    </div>
  );
}
