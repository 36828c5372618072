import { useState } from "react";
import { QuoteRequestForm } from "~/components/quotes/quote-request-form";
import { Button } from "~/components/ui/button";
import { isInquiryPrice, pricedOnRequestMessage } from "~/lib/price";

/**
 * A cart may still hold a product that became priced on request after it was added: such a product
 * is quoted, never ordered (decisions.md), so checkout says which one and offers a quote for the cart.
 */
export function PricedOnRequestNotice({
  items,
  cartSessionId,
}: {
  items: ReadonlyArray<{ product: { name: string; price: string | null } }>;
  cartSessionId: string | null;
}) {
  const [quoting, setQuoting] = useState(false);
  const onRequest = items.filter((item) => isInquiryPrice(item.product.price));
  if (onRequest.length === 0) return null;
  return (
    <section
      aria-labelledby="priced-on-request-heading"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
      data-testid="priced-on-request"
    >
      <h2 id="priced-on-request-heading" className="font-semibold">
        Your cart holds {onRequest.length === 1 ? "a product" : "products"} priced on request
      </h2>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {onRequest.map((item) => (
          <li key={item.product.name}>{pricedOnRequestMessage(item.product.name)}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm">Remove {onRequest.length === 1 ? "it" : "them"} from the cart to order the rest, or ask us for a quote for the whole cart.</p>
      {cartSessionId && (
        <Button variant="outline" size="sm" className="mt-3" aria-expanded={quoting} onClick={() => setQuoting((on) => !on)}>
          {quoting ? "Hide the quote request" : "Request a quote"}
        </Button>
      )}
      {quoting && cartSessionId && (
        <div className="mt-4 rounded-lg border border-line bg-white p-4 text-ink">
          <QuoteRequestForm id="checkout-quote" source="cart" cartSessionId={cartSessionId} submitLabel="Send quote request" />
        </div>
      )}
    </section>
  );
}
