import type { ReactNode } from "react";
import { QUOTED_ITEM } from "~/lib/order-lines";
import { Link } from "react-router";
import { TO_BE_QUOTED, type AccountOrderDetail, type AccountOrderLine } from "~/lib/account-order-views";
import { certificatePath } from "~/lib/lot-rules";
import { Detail } from "~/components/ui/detail";
import { HeadedSection } from "~/components/ui/headed-section";
import { RecordHeader } from "~/components/account/record-header";
import { formatOrderDateTime } from "./order-dates";
import { OrderStatus } from "./order-status-badge";
import { OrderTimeline } from "./order-timeline";
import { orderTaxLabel, PAYMENT_TERMS_LABELS } from "~/lib/account-terms";

const PRICE_ON_REQUEST = "Price on request";
// the order's cards print flat
const ORDER_CARD = "rounded-xl border border-line bg-white p-6 shadow-sm print:shadow-none";
const CARD_HEADING = "mb-4 text-lg font-semibold";

/** One order as its buyer sees it (account page, guest link, printout): amounts only where the server sent them. */
export function OrderView({ order, actions }: { order: AccountOrderDetail; actions?: ReactNode }) {
  const quoted = order.total === null;
  return (
    <article aria-labelledby="order-heading" className="grid gap-8">
      <RecordHeader kind="Order" number={order.orderNumber} actions={actions}>
        <OrderStatus status={order.status} />
        <span>Placed {formatOrderDateTime(order.createdAt)}</span>
      </RecordHeader>

      <HeadedSection id="timeline-heading" title="Status" className={ORDER_CARD} headingClassName={CARD_HEADING}>
        <OrderTimeline order={order} />
        {order.trackingReference && (
          <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
            <span>
              {order.carrierName && <>Shipped with {order.carrierName} · </>}
              Tracking reference: <strong className="font-mono break-all">{order.trackingReference}</strong>
            </span>
            {order.trackingUrl && (
              <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-primary hover:underline print:hidden">
                Track your parcel<span className="sr-only"> with {order.carrierName} (opens in a new tab)</span>
              </a>
            )}
          </p>
        )}
      </HeadedSection>

      <HeadedSection id="items-heading" title="Items" className={ORDER_CARD} headingClassName={CARD_HEADING}>
        <ul className="divide-y divide-line">
          {order.lines.map((line, index) => (
            <li key={`${line.sku}-${index}`} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">{line.productName}</p>
                <p className="font-mono text-xs text-muted">
                  {line.freeLine ? (
                    <span className="font-sans">{QUOTED_ITEM}</span>
                  ) : (
                    <>
                      {line.sku}
                      {line.productId === null && " · no longer sold"}
                    </>
                  )}
                </p>
                {line.toFollow > 0 && (
                  <p className="text-xs text-amber-800" data-testid="line-to-follow">
                    {line.toFollow} to follow
                  </p>
                )}
                <LineLots lots={line.lots} />
              </div>
              <div className="text-right text-sm tabular-nums">
                <p>
                  {line.quantity} × {line.unitPrice ?? (quoted ? TO_BE_QUOTED : PRICE_ON_REQUEST)}
                </p>
                <p className="font-semibold">{line.lineTotal ?? (quoted ? TO_BE_QUOTED : PRICE_ON_REQUEST)}</p>
              </div>
            </li>
          ))}
        </ul>
        <dl className="mt-4 ml-auto grid max-w-xs grid-cols-2 gap-x-4 gap-y-1 border-t border-line pt-4 text-sm">
          {order.total !== null ? (
            <>
              <dt className="text-muted">Subtotal</dt>
              <dd className="text-right tabular-nums">{order.subtotal}</dd>
              <dt className="text-muted">{orderTaxLabel(order)}</dt>
              <dd className="text-right tabular-nums">{order.tax}</dd>
              <dt className="text-muted">Shipping</dt>
              <dd className="text-right tabular-nums">{order.shipping === "$0.00" ? "Free" : order.shipping}</dd>
              <dt className="font-semibold">Total</dt>
              <dd className="text-right font-semibold tabular-nums" data-testid="order-total">
                {order.total}
              </dd>
            </>
          ) : (
            <>
              <dt className="font-semibold">Total</dt>
              <dd className="text-right font-semibold" data-testid="order-total">
                {TO_BE_QUOTED}
              </dd>
              <dd className="col-span-2 text-xs text-muted">Our team will send you pricing and payment details.</dd>
            </>
          )}
        </dl>
      </HeadedSection>

      <section aria-label="Order details" className={ORDER_CARD}>
        <dl className="grid gap-6 text-sm sm:grid-cols-2">
          <Detail label="Contact">
            <span className="font-medium">{order.customerName}</span>
            {order.customerCompany && <span>{order.customerCompany}</span>}
            <span className="break-all">{order.customerEmail}</span>
            {order.customerPhone && <span>{order.customerPhone}</span>}
          </Detail>
          <Detail label="PO number">
            <span data-testid="order-po-number">{order.poNumber ?? "—"}</span>
          </Detail>
          {(
            [
              ["Cost centre", order.costCentre, "order-cost-centre"],
              ["GL code", order.glCode, "order-gl-code"],
            ] as const
          ).map(
            ([label, value, testId]) =>
              value && (
                <Detail key={label} label={label}>
                  <span className="break-words" data-testid={testId}>
                    {value}
                  </span>
                </Detail>
              ),
          )}
          {order.quoteNumber && (
            <Detail label="Quote">
              <Link to={`/account/quotes/${order.quoteNumber}`} className="font-mono text-primary underline-offset-2 hover:underline print:no-underline">
                {order.quoteNumber}
              </Link>
            </Detail>
          )}
          {order.paymentTerms && (
            <Detail label="Payment terms">
              <span data-testid="order-payment-terms">{PAYMENT_TERMS_LABELS[order.paymentTerms]}</span>
            </Detail>
          )}
          {order.taxExemptionCertificate && (
            <Detail label="Tax exemption">
              <span data-testid="order-tax-exemption">Certificate {order.taxExemptionCertificate}</span>
            </Detail>
          )}
          <Detail label="Shipping address">
            <span className="whitespace-pre-line">{order.shippingAddress}</span>
          </Detail>
          <Detail label="Billing address">
            <span className="whitespace-pre-line">{order.billingAddress ?? "Same as shipping address"}</span>
          </Detail>
          <Detail label="Notes">
            <span className="whitespace-pre-line break-words">{order.notes ?? "—"}</span>
          </Detail>
        </dl>
      </section>
    </article>
  );
}

/** The lots a shipped line came from, each with its certificate of analysis (a PDF; a document request, not an in-app navigation). */
function LineLots({ lots }: { lots: AccountOrderLine["lots"] }) {
  if (lots.length === 0) return null;
  return (
    <ul className="mt-1 grid gap-0.5 text-sm" aria-label="Lots shipped">
      {lots.map((lot) => (
        <li key={lot.lotNumber} className="flex flex-wrap items-baseline gap-x-2">
          <span>
            Lot <span className="font-mono">{lot.lotNumber}</span>
            {lot.quantity !== null && <span> × {lot.quantity}</span>}
            <span className="text-xs text-muted"> · expires {lot.expiresOn}</span>
          </span>
          <a href={certificatePath(lot.lotNumber)} className="font-medium text-primary hover:underline print:hidden">
            Certificate of analysis<span className="sr-only"> for lot {lot.lotNumber}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
