import { useSearchParams } from "react-router";
import { OrderView } from "~/components/orders/order-view";
import { OrderDocumentActions } from "~/components/orders/order-document-actions";
import { privatePageMeta } from "~/lib/seo";
import { OrderPlaced } from "~/components/orders/order-placed";
import { pageParam } from "../../server/http/path-params";
import { ACCOUNT_PAGE_HEADERS, loadGuestOrder } from "./account-orders.server";
import type { Route } from "./+types/order-confirmation";
import { buyerRecordPages, type ErrorPagesHandle } from "~/components/layout/general-error-boundary";

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, { title: args.error ? "Order not found" : "Your order", description: "Your order and its confirmation." });

// the site-wide strict-origin-when-cross-origin keeps the token out of other sites' Referer
export const headers: Route.HeadersFunction = () => ACCOUNT_PAGE_HEADERS;

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadGuestOrder(context, pageParam(params, "token", "order", ACCOUNT_PAGE_HEADERS));
}

/** A guest's order, through the unguessable link of their confirmation (also in their e-mail). */
export default function OrderConfirmationPage({ loaderData, params }: Route.ComponentProps) {
  const { order } = loaderData;
  const [search] = useSearchParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      {search.has("placed") && <OrderPlaced orderNumber={order.orderNumber} paymentTerms={order.paymentTerms} quoted={order.total === null} />}
      <OrderView order={order} actions={<OrderDocumentActions pdfHref={`/api/order-confirmations/${params.token}/pdf`} />} />
      <p className="mt-8 text-sm text-muted print:hidden">Keep this link: it is the way back to this order. It is also in your confirmation e-mail.</p>
    </div>
  );
}

export const handle: ErrorPagesHandle = { errorPages: buyerRecordPages("guest-order") };

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
