import FileDown from "lucide-react/icons/file-down";
import Printer from "lucide-react/icons/printer";
import { Link, useSearchParams } from "react-router";
import { AccountNav } from "~/components/account/account-nav";
import { OrderPlaced } from "~/components/orders/order-placed";
import { OrderView } from "~/components/orders/order-view";
import { ReorderButton } from "~/components/orders/reorder-button";
import { Button, buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import { pageParam } from "../../server/http/path-params";
import { ACCOUNT_PAGE_HEADERS, loadAccountOrder } from "./account-orders.server";
import type { Route } from "./+types/account-order";
import { recordErrorPages, type ErrorPagesHandle } from "~/components/layout/general-error-boundary";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: args.error ? "Order not found" : `Order ${args.params.orderNumber}`,
    description: "Your order, its status and its confirmation.",
  }),
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => ACCOUNT_PAGE_HEADERS;

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadAccountOrder(context, pageParam(params, "orderNumber", "order", ACCOUNT_PAGE_HEADERS));
}

export default function AccountOrderPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mb-6 print:hidden">
        <AccountNav />
      </div>
      <nav className="mb-6 text-sm print:hidden">
        <Link to="/account/orders" className="text-primary hover:underline">
          ← My orders
        </Link>
      </nav>
      {params.has("placed") && <OrderPlaced orderNumber={order.orderNumber} paymentTerms={order.paymentTerms} quoted={order.total === null} />}
      <OrderView
        order={order}
        actions={
          <>
            <a href={`/api/account/orders/${order.orderNumber}/pdf`} className={buttonClass({ variant: "outline" })}>
              <FileDown className="h-4 w-4" aria-hidden /> PDF
            </a>
            <Button variant="outline" onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden /> Print
            </Button>
          </>
        }
      />
      <section aria-label="Order again" className="mt-8 print:hidden">
        <ReorderButton orderNumber={order.orderNumber} />
      </section>
    </div>
  );
}

export const handle: ErrorPagesHandle = {
  errorPages: recordErrorPages({
    notFound: "Order not found",
    notFoundText: "There is no such order in your account.",
    link: { to: "/account/orders", label: "My orders" },
  }),
};

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
