import type { CartItem } from "~/lib/catalogue-types";
import { displayPrice, formatCents, freeShippingNote, TAX_LABEL, type OrderAmounts } from "~/lib/price";

/** What the summary says for an amount that is not known yet (a price-on-request line) or not for this viewer to see. */
export const TO_BE_QUOTED = "To be quoted";

/**
 * The cart's lines and amounts; without `showAmounts` (a viewer who may not see prices) no amount at
 * all: the order is a quote request. An amount that a quote decides reads "To be quoted", never $0.00
 * (the stored order and the API keep the spec's zeros).
 */
export function OrderSummary({ items, amounts, showAmounts }: { items: CartItem[]; amounts: OrderAmounts; showAmounts: boolean }) {
  return (
    <section aria-labelledby="summary-heading" className="rounded-xl border border-line bg-white p-6 shadow-sm">
      <h2 id="summary-heading" className="text-lg font-semibold">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-line text-sm">
        {items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-3">
            <span>
              <span className="font-medium">{item.product.name}</span>
              <span className="block text-xs text-muted">
                {item.quantity} × {item.product.price ? displayPrice(item.product.price) : "Price Available After Approval"}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {showAmounts ? (
        <OrderAmountsList amounts={amounts} />
      ) : (
        <>
          <dl className="mt-4 border-t border-line pt-4 text-sm">
            <div className="flex justify-between text-base font-bold">
              <dt>Order Total</dt>
              <dd data-testid="summary-total">{TO_BE_QUOTED}</dd>
            </div>
          </dl>
          <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="note">
            <strong className="block">Sent as a quote request</strong>
            Prices are shown to approved accounts. Our team will contact you with pricing and payment details for your order.
          </p>
        </>
      )}
    </section>
  );
}

function OrderAmountsList({ amounts }: { amounts: OrderAmounts }) {
  // with a price-on-request line, the spec's zero tax, shipping and total mean "decided by the quote"
  const quoted = (cents: number) => (amounts.requiresQuote ? TO_BE_QUOTED : formatCents(cents));
  return (
    <>
      <dl className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between">
          <dt>{amounts.requiresQuote ? "Subtotal of priced items" : "Subtotal"}</dt>
          <dd className="tabular-nums" data-testid="summary-subtotal">
            {amounts.requiresQuote && amounts.subtotalCents === 0 ? TO_BE_QUOTED : formatCents(amounts.subtotalCents)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt>{TAX_LABEL}</dt>
          <dd className="tabular-nums" data-testid="summary-tax">
            {quoted(amounts.taxCents)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd className="tabular-nums" data-testid="summary-shipping">
            {amounts.requiresQuote ? TO_BE_QUOTED : amounts.shippingCents === 0 ? "Free" : formatCents(amounts.shippingCents)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-line pt-3 text-base font-bold">
          <dt>Order Total</dt>
          <dd className="tabular-nums" data-testid="summary-total">
            {quoted(amounts.totalCents)}
          </dd>
        </div>
      </dl>
      {amounts.requiresQuote ? (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="note">
          <strong className="block">Cart contains items requiring price inquiry</strong>
          Our team will contact you with pricing and payment details for your complete order.
        </p>
      ) : (
        <p className="mt-4 text-xs text-muted">{freeShippingNote()}</p>
      )}
    </>
  );
}
