import type { CartItem } from "~/lib/catalogue-types";
import { PAYMENT_TERMS_LABELS, taxRatePercentFor, taxTreatment, type AccountTerms } from "~/lib/account-terms";
import { displayPrice, formatCents, freeShippingNote, taxLabel, type OrderAmounts } from "~/lib/price";

/** What the summary says for an amount that is not known yet (a price-on-request line) or not for this viewer to see. */
export const TO_BE_QUOTED = "To be quoted";

/**
 * The cart's lines and amounts; without `showAmounts` (a viewer who may not see prices) no amount at
 * all: the order is a quote request. An amount that a quote decides reads "To be quoted", never $0.00
 * (the stored order and the API keep the spec's zeros).
 */
export function OrderSummary({
  items,
  amounts,
  showAmounts,
  terms = null,
  today = "",
}: {
  items: CartItem[];
  amounts: OrderAmounts;
  showAmounts: boolean;
  /** the account's terms: its payment terms and tax treatment are shown; null: the spec's rules */
  terms?: AccountTerms | null;
  /** the day (YYYY-MM-DD, UTC) the terms are judged on */
  today?: string;
}) {
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
        <>
          <OrderAmountsList amounts={amounts} taxRatePercent={taxRatePercentFor(terms, today)} />
          {terms && <TermsNote terms={terms} today={today} />}
        </>
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

/** The account's payment terms and tax treatment (exempt with its certificate, or told that the exemption expired). */
function TermsNote({ terms, today }: { terms: AccountTerms; today: string }) {
  const tax = taxTreatment(terms, today);
  return (
    <dl className="mt-4 space-y-1 border-t border-line pt-4 text-sm" data-testid="summary-terms">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Payment terms</dt>
        <dd className="font-medium">{PAYMENT_TERMS_LABELS[terms.paymentTerms]}</dd>
      </div>
      {terms.poRequired && (
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Purchase order</dt>
          <dd className="font-medium">PO number required</dd>
        </div>
      )}
      {tax && (
        <div role={tax.exempt ? undefined : "note"} className={tax.exempt ? "pt-1 text-success" : "mt-2 rounded-md bg-amber-50 p-3 text-amber-900"}>
          <dt className="sr-only">Tax</dt>
          <dd data-testid="summary-tax-treatment">{tax.text}</dd>
        </div>
      )}
    </dl>
  );
}

function OrderAmountsList({ amounts, taxRatePercent }: { amounts: OrderAmounts; taxRatePercent: number }) {
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
          <dt>{taxLabel(taxRatePercent)}</dt>
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
