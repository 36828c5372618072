import CheckCircle2 from "lucide-react/icons/circle-check";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { PaymentTerms } from "~/lib/account-terms";
import { paymentSentence } from "~/lib/payment-sentence";

/** The confirmation right after checkout; it stays on a reload (the address keeps ?placed). */
export function OrderPlaced({ orderNumber, paymentTerms, quoted }: { orderNumber: string; paymentTerms: PaymentTerms | null; quoted: boolean }) {
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
          Your order number is{" "}
          <strong className="font-mono" data-testid="placed-order-number">
            {orderNumber}
          </strong>
          .
        </p>
        <p className="mt-1 text-sm text-slate-700" data-testid="payment-sentence">
          {paymentSentence(paymentTerms, quoted)}
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
