import CheckCircle2 from "lucide-react/icons/circle-check";
import FileDown from "lucide-react/icons/file-down";
import Printer from "lucide-react/icons/printer";
import { useEffect, useRef } from "react";
import { isRouteErrorResponse, Link, useSearchParams } from "react-router";
import { OrderView } from "~/components/orders/order-view";
import { ReorderButton } from "~/components/orders/reorder-button";
import { Button, buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import { ACCOUNT_PAGE_HEADERS, loadAccountOrder } from "./account-orders.server";
import type { Route } from "./+types/account-order";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: args.error ? "Order not found" : `Order ${args.params.orderNumber}`,
    description: "Your order, its status and its confirmation.",
  }),
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => ACCOUNT_PAGE_HEADERS;

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadAccountOrder(context, params.orderNumber);
}

export default function AccountOrderPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <nav className="mb-6 text-sm print:hidden">
        <Link to="/account/orders" className="text-primary hover:underline">
          ← My orders
        </Link>
      </nav>
      {params.has("placed") && <OrderPlaced orderNumber={order.orderNumber} orderId={order.orderId} quoted={order.total === null} />}
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

/** The confirmation right after checkout; it stays on a reload (the address keeps ?placed). */
export function OrderPlaced({ orderNumber, orderId, quoted }: { orderNumber: string; orderId: string; quoted: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="mb-8 flex gap-4 rounded-xl border border-green-200 bg-green-50 p-5 print:hidden">
      <CheckCircle2 className="h-8 w-8 shrink-0 text-success" aria-hidden />
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          Order Confirmed!
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Thank you. Your order number is <strong className="font-mono">{orderNumber}</strong> (order ID{" "}
          <span className="font-mono" data-testid="order-id">
            {orderId}
          </span>
          ).{" "}
          {quoted
            ? "Our team will contact you with pricing and payment details within 1 business day."
            : "Our team will contact you within 1 business day to arrange payment."}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/products" className={buttonClass({ size: "sm" })}>
            Continue Shopping
          </Link>
          <Link to="/contact" className={buttonClass({ variant: "outline", size: "sm" })}>
            Contact Us
          </Link>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{notFound ? "Order not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-muted">{notFound ? "There is no such order in your account." : "Please try again."}</p>
      <Link to="/account/orders" className={buttonClass({ className: "mt-8" })}>
        My orders
      </Link>
    </div>
  );
}
