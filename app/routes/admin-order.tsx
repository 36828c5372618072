import { pageParam } from "../../server/http/path-params";
import { QUOTED_ITEM } from "~/lib/order-lines";
import { quantityToFollow } from "~/lib/stock";
import FileDown from "lucide-react/icons/file-down";
import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { AdminFrame, AdminPageHeader } from "~/components/admin/admin-page-header";
import { AdminTable, AdminTableHead, alignRight, AdminTableRow, Td } from "~/components/admin/admin-table";
import { OrderStatusActions } from "~/components/admin/order-status-actions";
import { OrderStatusBadge } from "~/components/admin/status-badges";
import { ErrorPageBody } from "~/components/layout/error-page-body";
import { Detail } from "~/components/ui/detail";
import { HeadedSection } from "~/components/ui/headed-section";
import { orderTaxLabel, PAYMENT_TERMS_LABELS } from "~/lib/account-terms";
import { formatAdminDateTime, PRICE_ON_REQUEST } from "~/lib/admin-format";
import { orderStatusLabel } from "~/lib/admin-order-status";
import type { AdminOrderDetail } from "~/lib/admin-types";
import { CARRIER_LABELS } from "~/lib/carriers";
import { formatFileSize } from "~/lib/document-files";
import { adminOrganisationPath } from "~/lib/admin-organisations";
import { formatCents } from "~/lib/price";
import { privatePageMeta } from "~/lib/seo";
import { getAdminOrderByNumber } from "../../server/services/orders/order-admin";
import { requireRole } from "../../server/auth/guards";
import { ADMIN_PAGE_HEADERS, adminPage } from "./admin.server";
import type { Route } from "./+types/admin-order";
import { adminErrorPages } from "~/components/admin/admin-error-pages";
import type { ErrorPagesHandle } from "~/components/layout/general-error-boundary";

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, {
    title: args.error ? "Order not found" : `Order ${args.params.orderNumber}`,
    description: "One order: its customer, lines, amounts, lots, timeline and status.",
  });

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export async function loader({ context, params }: Route.LoaderArgs) {
  const orderNumber = pageParam(params, "orderNumber", "order", ADMIN_PAGE_HEADERS);
  requireRole(adminPage(context, `/admin/orders/${encodeURIComponent(orderNumber)}`), "admin");
  const order = await getAdminOrderByNumber(context.services.db, orderNumber);
  if (!order) throw data({ message: "Order not found" }, { status: 404, headers: ADMIN_PAGE_HEADERS });
  return { order };
}

/** /admin/orders/SO-2026-000123: the order's own page, where sales reads it and moves it along. */
export default function AdminOrderPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <AdminFrame>
      <AdminPageHeader
        title={`Order ${order.orderNumber}`}
        description={`Placed ${formatAdminDateTime(order.createdAt)} by ${order.customerName}`}
        back={{ to: "/admin?tab=orders", label: "Orders" }}
        actions={<OrderStatusBadge status={order.status} />}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-6">
          <Section title="Lines" id="order-lines">
            <OrderLines order={order} />
            <OrderAmounts order={order} />
          </Section>
          <Section title="Status" id="order-status">
            <OrderTimeline order={order} />
            <div className="mt-4 border-t border-line pt-4">
              <OrderStatusActions order={order} />
            </div>
          </Section>
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <Section title="Customer" id="order-customer">
            <CustomerDetails order={order} />
          </Section>
          <Section title="Purchase order and shipping" id="order-purchase">
            <PurchaseDetails order={order} />
          </Section>
        </div>
      </div>
    </AdminFrame>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <HeadedSection
      id={id}
      title={title}
      className="min-w-0 rounded-lg border border-line bg-white p-4 shadow-sm sm:p-5"
      headingClassName="mb-3 text-lg font-semibold text-ink"
    >
      {children}
    </HeadedSection>
  );
}

/** Each line by the name and SKU it was ordered under, with the lots it shipped from and their quantities. */
function OrderLines({ order }: { order: AdminOrderDetail }) {
  return (
    <AdminTable caption={`Lines of order ${order.orderNumber}`} minWidth="min-w-[520px]">
      <AdminTableHead columns={["Item", alignRight("Qty"), alignRight("Unit price"), alignRight("Total")]} />
      <tbody>
        {order.items.map((item) => (
          <AdminTableRow key={item.id}>
            <Td>
              <div className="font-medium break-words text-ink">{item.productName}</div>
              {item.freeLine ? (
                <div className="text-xs text-muted">{QUOTED_ITEM}</div>
              ) : (
                <>
                  {item.sku && <div className="font-mono text-xs text-muted">{item.sku}</div>}
                  <StockSplit item={item} status={order.status} />
                </>
              )}
              {item.lots.length > 0 && (
                <ul className="mt-1 grid gap-0.5 text-xs text-ink" aria-label={`Lots of ${item.productName}`}>
                  {item.lots.map((lot) => (
                    <li key={lot.lotId}>
                      Lot <span className="font-mono">{lot.lotNumber}</span>
                      {lot.quantity !== null && <> × {lot.quantity}</>}
                      <span className="text-muted"> · expires {lot.expiresOn}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Td>
            <Td className="text-right tabular-nums">{item.quantity}</Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{item.unitPriceCents === null ? PRICE_ON_REQUEST : formatCents(item.unitPriceCents)}</Td>
            <Td className="text-right whitespace-nowrap tabular-nums">
              {item.totalPriceCents === null ? PRICE_ON_REQUEST : formatCents(item.totalPriceCents)}
            </Td>
          </AdminTableRow>
        ))}
      </tbody>
    </AdminTable>
  );
}

/** How much of a line stock covered when the order was made, and how much follows (an accepted quote short of stock). */
function StockSplit({ item, status }: { item: AdminOrderDetail["items"][number]; status: AdminOrderDetail["status"] }) {
  const toFollow = quantityToFollow(item, status);
  if (toFollow === 0) return null;
  return (
    <div className="text-xs text-amber-800" data-testid="stock-split">
      {item.stockTaken} from stock · {toFollow} to follow
    </div>
  );
}

function OrderAmounts({ order }: { order: AdminOrderDetail }) {
  return (
    <dl className="mt-4 ml-auto grid w-full max-w-xs grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label="Amounts">
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
  );
}

/** Every status the order has had, oldest first, with when. */
function OrderTimeline({ order }: { order: AdminOrderDetail }) {
  return (
    <ol className="grid gap-2 text-sm" aria-label="Timeline">
      {order.timeline.map((step, index) => (
        <li key={`${step.status}-${index}`} className="flex flex-wrap items-baseline justify-between gap-x-4">
          <span className="font-medium text-ink">{orderStatusLabel[step.status]}</span>
          <time className="text-muted" dateTime={new Date(step.at).toISOString()}>
            {formatAdminDateTime(step.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

function CustomerDetails({ order }: { order: AdminOrderDetail }) {
  return (
    <dl className="grid gap-4 text-sm">
      <Detail label="Contact">
        <div className="font-medium">{order.customerName}</div>
        {order.customerCompany && <div>{order.customerCompany}</div>}
        <a href={`mailto:${order.customerEmail}`} className="break-all text-primary hover:underline">
          {order.customerEmail}
        </a>
        {order.customerPhone && <div>{order.customerPhone}</div>}
      </Detail>
      {(
        [
          ["Shipping address", order.shippingAddress],
          ["Billing address", order.billingAddress ?? "Same as shipping"],
          ["Notes", order.notes ?? "—"],
        ] as const
      ).map(([label, text]) => (
        // the buyer's own lines, kept as typed
        <Detail key={label} label={label}>
          <p className="whitespace-pre-line break-words">{text}</p>
        </Detail>
      ))}
    </dl>
  );
}

function PurchaseDetails({ order }: { order: AdminOrderDetail }) {
  return (
    <dl className="grid gap-4 text-sm">
      {order.organisationId && (
        <Detail label="Organisation">
          <Link to={adminOrganisationPath(order.organisationId)} className="font-medium text-primary hover:underline">
            {order.organisationName}
          </Link>
          {order.placedBy && <p className="break-all">Placed by {order.placedBy}</p>}
          {order.approvedBy && <p className="break-all">Approved by {order.approvedBy}</p>}
        </Detail>
      )}
      <Detail label="PO number">
        <p className="break-words">{order.poNumber ?? "—"}</p>
      </Detail>
      {order.costCentre && (
        <Detail label="Cost centre">
          <p className="break-words">{order.costCentre}</p>
        </Detail>
      )}
      {order.glCode && (
        <Detail label="GL code">
          <p className="break-words">{order.glCode}</p>
        </Detail>
      )}
      {order.poDocument && (
        <Detail label="PO document">
          <p className="break-words">
            Purchase order document: {order.poDocument.name} ({formatFileSize(order.poDocument.size)})
          </p>
          <a href={order.poDocument.url} className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
            <FileDown className="h-4 w-4" aria-hidden /> Download PO document
          </a>
        </Detail>
      )}
      {order.quoteId && (
        <Detail label="Quote">
          <Link to={`/admin/quotes/${order.quoteId}`} className="font-medium text-primary hover:underline">
            Open the accepted quote
          </Link>
        </Detail>
      )}
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
      <Detail label="Shipment">
        {order.trackingReference || order.carrier ? (
          <>
            {order.carrier && <p>{CARRIER_LABELS[order.carrier]}</p>}
            {order.trackingReference && <p className="font-mono break-all">{order.trackingReference}</p>}
            {order.trackingUrl && (
              <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-primary hover:underline">
                Track the parcel<span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </>
        ) : (
          <p>Not shipped yet</p>
        )}
      </Detail>
    </dl>
  );
}

export const handle: ErrorPagesHandle = {
  // an unknown order number gets the site's not-found page, with status 404
  errorPages: adminErrorPages({ 404: () => <ErrorPageBody status={404} /> }),
};

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
