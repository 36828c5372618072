import { useSearchParams } from "react-router";
import { AccountRecordLayout } from "~/components/account/account-record-layout";
import { OrderDocumentActions } from "~/components/orders/order-document-actions";
import { OrderPlaced } from "~/components/orders/order-placed";
import { OrderView } from "~/components/orders/order-view";
import { ReorderButton } from "~/components/orders/reorder-button";
import { privatePageMeta } from "~/lib/seo";
import { pageParam } from "../../server/http/path-params";
import { ACCOUNT_PAGE_HEADERS, loadAccountOrder } from "./account-orders.server";
import type { Route } from "./+types/account-order";
import { buyerRecordPages, type ErrorPagesHandle } from "~/components/layout/general-error-boundary";

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, {
    title: args.error ? "Order not found" : `Order ${args.params.orderNumber}`,
    description: "Your order, its status and its confirmation.",
  });

export const headers: Route.HeadersFunction = () => ACCOUNT_PAGE_HEADERS;

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadAccountOrder(context, pageParam(params, "orderNumber", "order", ACCOUNT_PAGE_HEADERS));
}

export default function AccountOrderPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const [params] = useSearchParams();
  return (
    <AccountRecordLayout back={{ to: "/account/orders", label: "My orders" }}>
      {params.has("placed") && <OrderPlaced orderNumber={order.orderNumber} paymentTerms={order.paymentTerms} quoted={order.total === null} />}
      <OrderView order={order} actions={<OrderDocumentActions pdfHref={`/api/account/orders/${order.orderNumber}/pdf`} />} />
      <section aria-label="Order again" className="mt-8 print:hidden">
        <ReorderButton orderNumber={order.orderNumber} />
      </section>
    </AccountRecordLayout>
  );
}

export const handle: ErrorPagesHandle = { errorPages: buyerRecordPages("account-order") };

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
