import { getFormProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toaster";
import { ADMIN_TOASTS, adminErrorMessage } from "~/lib/admin-messages";
import {
  allowedOrderStatuses,
  MAX_LOTS_PER_LINE,
  orderStatusActionLabel,
  orderStatusLabel,
  shipOrderFormSchema,
  TRACKING_REFERENCE_MAX_LENGTH,
  type OrderStatusValue,
} from "~/lib/admin-order-status";
import type { AdminOrderDetail, AdminOrderDetailItem } from "~/lib/admin-types";
import { CARRIER_LABELS, CARRIERS, type Carrier } from "~/lib/carriers";
import { parseForm } from "~/lib/form-validation";
import { allocateLotQuantities, type LotQuantityChoice } from "~/lib/lot-quantities";
import { ConfirmDialog } from "./confirm-dialog";
import { useAdminRequest } from "./use-admin-request";

interface Shipment {
  carrier: Carrier | null;
  trackingReference: string | null;
  lots: LotQuantityChoice[];
}

/**
 * The status changes an order allows (confirm, ship, complete, cancel after a confirmation). A
 * change is sent to PUT /api/orders/{id}/status and the page's data is read again.
 */
export function OrderStatusActions({ order }: { order: AdminOrderDetail }) {
  const toast = useToast();
  const { send, busy } = useAdminRequest();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const next = allowedOrderStatuses(order.status);

  async function changeStatus(status: OrderStatusValue, shipment?: Shipment) {
    try {
      await send("PUT", `/api/orders/${order.id}/status`, status === "shipped" ? { status, ...shipment } : { status });
      toast({ title: ADMIN_TOASTS.orderStatusUpdated, description: `Order ${order.orderNumber} is now ${orderStatusLabel[status].toLowerCase()}.` });
    } catch (error) {
      toast({ title: ADMIN_TOASTS.errorTitle, description: adminErrorMessage(error, ADMIN_TOASTS.orderStatusFailed), variant: "destructive" });
    } finally {
      setConfirmCancel(false);
    }
  }

  if (next.length === 0) {
    return <p className="text-sm text-muted">This order is {orderStatusLabel[order.status].toLowerCase()}; its status cannot change any more.</p>;
  }
  return (
    <div className="grid gap-4">
      {next.includes("shipped") && <ShipOrderForm items={order.items} busy={busy} onShip={(shipment) => changeStatus("shipped", shipment)} />}
      <div className="flex flex-wrap gap-2">
        {next.map((status) =>
          status === "cancelled" ? (
            <Button key={status} variant="outline" className="text-danger!" disabled={busy} onClick={() => setConfirmCancel(true)}>
              {orderStatusActionLabel.cancelled}
            </Button>
          ) : status === "shipped" ? null : (
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

interface LotRow {
  lotId: string;
  quantity: string;
}

/**
 * "Mark as shipped" with the carrier and its tracking reference (optional), stored and e-mailed to
 * the customer, and the lots of every lot-tracked line with how many units each gave (a line split
 * across lots names each lot's quantity; decisions 027 and 042). The server checks it all again.
 */
function ShipOrderForm({ items, busy, onShip }: { items: AdminOrderDetailItem[]; busy: boolean; onShip(shipment: Shipment): void }) {
  const tracked = items.filter((item) => item.lotTracked);
  const [chosen, setChosen] = useState<Record<string, LotRow[]>>(() =>
    // no lot chosen in advance: sales names the lot on the goods, even when only one could ship
    Object.fromEntries(tracked.map((item) => [item.id, [{ lotId: "", quantity: String(item.quantity) }]])),
  );
  const [lotError, setLotError] = useState<string | null>(null);
  const [form, fields] = useForm({
    id: "ship-order",
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseForm(formData, shipOrderFormSchema),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== "success") return;
      const missing = tracked.find((item) => !(chosen[item.id] ?? []).some((row) => row.lotId));
      if (missing) {
        setLotError(`Please choose the lot of ${missing.productName} (${missing.sku}).`);
        return;
      }
      const lots = tracked.flatMap((item) =>
        (chosen[item.id] ?? [])
          .filter((row) => row.lotId)
          .map((row) => ({ orderItemId: item.id, lotId: row.lotId, quantity: row.quantity.trim() === "" ? null : Number(row.quantity) })),
      );
      const split = allocateLotQuantities(tracked, lots);
      if (!split.ok) {
        setLotError(split.message);
        return;
      }
      setLotError(null);
      onShip({ carrier: submission.value.carrier ?? null, trackingReference: submission.value.trackingReference, lots });
    },
  });
  const setRow = (itemId: string, index: number, change: Partial<LotRow>) => {
    setLotError(null);
    setChosen((current) => ({ ...current, [itemId]: (current[itemId] ?? []).map((row, i) => (i === index ? { ...row, ...change } : row)) }));
  };
  const addLot = (itemId: string) => setChosen((current) => ({ ...current, [itemId]: [...(current[itemId] ?? []), { lotId: "", quantity: "" }] }));
  const noLots = tracked.filter((item) => item.shippableLots.length === 0);
  return (
    <form {...getFormProps(form)} className="grid gap-3 rounded-lg border border-line bg-white p-4" aria-labelledby="ship-order-heading">
      <h3 id="ship-order-heading" className="text-sm font-semibold text-ink">
        Ship this order
      </h3>
      {tracked.length > 0 && (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-muted">Lots shipped, with how many units each gave</legend>
          {tracked.map((item) => (
            <div key={item.id} className="grid gap-2">
              {(chosen[item.id] ?? []).map((row, index) => (
                <div key={index} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_7rem] sm:items-end">
                  <div className="grid gap-1">
                    <label htmlFor={`ship-lot-${item.id}-${index}`} className="text-sm font-medium">
                      {index === 0 ? `Lot of ${item.productName}` : `Further lot of ${item.productName}`}{" "}
                      <span className="font-mono text-xs text-muted">
                        ({item.sku}, {item.quantity} ordered)
                      </span>
                    </label>
                    <select
                      id={`ship-lot-${item.id}-${index}`}
                      value={row.lotId}
                      required={index === 0}
                      onChange={(event) => setRow(item.id, index, { lotId: event.target.value })}
                      className="h-10 min-w-0 rounded-md border border-line bg-white px-3 text-sm"
                    >
                      <option value="">{item.shippableLots.length === 0 ? "No lot can ship" : "Choose a lot"}</option>
                      {item.shippableLots.map((lot) => (
                        <option key={lot.id} value={lot.id}>
                          {lot.lotNumber} (expires {lot.expiresOn})
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="grid gap-1">
                    <label htmlFor={`ship-quantity-${item.id}-${index}`} className="text-sm font-medium">
                      Quantity<span className="sr-only"> from this lot of {item.productName}</span>
                    </label>
                    <input
                      id={`ship-quantity-${item.id}-${index}`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={item.quantity}
                      step={1}
                      value={row.quantity}
                      onChange={(event) => setRow(item.id, index, { quantity: event.target.value })}
                      className="h-10 rounded-md border border-line bg-white px-3 text-sm tabular-nums"
                    />
                  </div>
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
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end">
        <Field field={fields.carrier} label="Carrier" as="select" defaultValue="">
          <option value="">Not named</option>
          {CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier}>
              {CARRIER_LABELS[carrier]}
            </option>
          ))}
        </Field>
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
