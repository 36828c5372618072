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
  MAX_LOTS_PER_LINE,
  shipOrderFormSchema,
  TRACKING_REFERENCE_MAX_LENGTH,
  type OrderStatusValue,
} from "~/lib/admin-order-status";
import { parseForm } from "~/lib/form-validation";
import type { AdminOrderDetail, AdminOrderDetailItem } from "~/lib/admin-types";
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

  async function changeStatus(status: OrderStatusValue, shipment: Shipment = { trackingReference: null, lots: [] }) {
    try {
      const updated = await send<AdminOrderDetail>("PUT", `/api/orders/${order.id}/status`, status === "shipped" ? { status, ...shipment } : { status });
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
                {item.lots.length > 0 && (
                  <div className="text-xs text-ink">
                    {item.lots.length === 1 ? "Lot" : "Lots"} <span className="font-mono">{item.lots.map((lot) => lot.lotNumber).join(", ")}</span>
                  </div>
                )}
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
            <ShipOrderForm key={status} items={order.items} busy={busy} onShip={(shipment) => changeStatus("shipped", shipment)} />
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

interface Shipment {
  trackingReference: string | null;
  lots: Array<{ orderItemId: string; lotId: string }>;
}

/**
 * "Mark as shipped" with the carrier's tracking reference (optional), stored and e-mailed to the
 * customer, and the lot of every lot-tracked line (required; a line split across lots gets more
 * than one, decision 027). The server checks the lots again.
 */
function ShipOrderForm({ items, busy, onShip }: { items: AdminOrderDetailItem[]; busy: boolean; onShip(shipment: Shipment): void }) {
  const tracked = items.filter((item) => item.lotTracked);
  const [chosen, setChosen] = useState<Record<string, string[]>>(() =>
    // nothing chosen in advance: sales names the lot on the goods, even when only one could ship
    Object.fromEntries(tracked.map((item) => [item.id, [""]])),
  );
  const [lotError, setLotError] = useState<string | null>(null);
  const [form, fields] = useForm({
    id: "ship-order",
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseForm(formData, shipOrderFormSchema),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== "success") return;
      const missing = tracked.find((item) => !(chosen[item.id] ?? []).some(Boolean));
      if (missing) {
        setLotError(`Please choose the lot of ${missing.productName} (${missing.sku}).`);
        return;
      }
      setLotError(null);
      const lots = tracked.flatMap((item) => [...new Set((chosen[item.id] ?? []).filter(Boolean))].map((lotId) => ({ orderItemId: item.id, lotId })));
      onShip({ trackingReference: submission.value.trackingReference, lots });
    },
  });
  const setLot = (itemId: string, index: number, lotId: string) => {
    setLotError(null);
    setChosen((current) => ({ ...current, [itemId]: (current[itemId] ?? [""]).map((value, i) => (i === index ? lotId : value)) }));
  };
  const addLot = (itemId: string) => setChosen((current) => ({ ...current, [itemId]: [...(current[itemId] ?? []), ""] }));
  const noLots = tracked.filter((item) => item.shippableLots.length === 0);
  return (
    <form {...getFormProps(form)} className="grid w-full gap-3">
      {tracked.length > 0 && (
        <fieldset className="grid gap-3 rounded-lg border border-line p-3">
          <legend className="px-1 text-sm font-semibold">Lots shipped</legend>
          {tracked.map((item) => (
            <div key={item.id} className="grid gap-1">
              {(chosen[item.id] ?? [""]).map((value, index) => (
                <div key={index} className="grid gap-1">
                  <label htmlFor={`ship-lot-${item.id}-${index}`} className="text-sm font-medium">
                    {index === 0 ? `Lot of ${item.productName}` : `Further lot of ${item.productName}`}{" "}
                    <span className="font-mono text-xs text-muted">({item.sku})</span>
                  </label>
                  <select
                    id={`ship-lot-${item.id}-${index}`}
                    value={value}
                    required={index === 0}
                    onChange={(event) => setLot(item.id, index, event.target.value)}
                    className="h-10 rounded-md border border-line bg-white px-3 text-sm"
                  >
                    <option value="">{item.shippableLots.length === 0 ? "No lot can ship" : "Choose a lot"}</option>
                    {item.shippableLots.map((lot) => (
                      <option key={lot.id} value={lot.id}>
                        {lot.lotNumber} (expires {lot.expiresOn})
                      </option>
                    ))}
                  </select>
                </div>
              ))}
              {item.shippableLots.length > (chosen[item.id]?.length ?? 1) && (chosen[item.id]?.length ?? 1) < MAX_LOTS_PER_LINE && (
                <button type="button" className="justify-self-start text-sm font-medium text-primary hover:underline" onClick={() => addLot(item.id)}>
                  Split {item.sku} across another lot
                </button>
              )}
            </div>
          ))}
          {noLots.length > 0 && (
            <p className="text-sm text-danger">
              No lot of {noLots.map((item) => item.productName).join(", ")} has passed QC and is unexpired.{" "}
              {noLots[0].productId && (
                <a href={`/admin/products/${noLots[0].productId}/lots`} className="font-medium underline">
                  Add a lot
                </a>
              )}
            </p>
          )}
        </fieldset>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-end">
        <Field field={fields.trackingReference} label="Tracking reference (optional)" maxLength={TRACKING_REFERENCE_MAX_LENGTH} autoComplete="off" />
        <Button type="submit" disabled={busy}>
          {busy ? "Updating..." : orderStatusActionLabel.shipped}
        </Button>
      </div>
      {lotError && (
        <p role="alert" className="text-sm text-danger">
          {lotError}
        </p>
      )}
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
