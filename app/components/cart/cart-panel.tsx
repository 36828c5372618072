import Minus from "lucide-react/icons/minus";
import { UnbrokenTerms } from "~/components/marketing/unbroken-terms";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import X from "lucide-react/icons/x";
import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { QuoteRequestForm } from "~/components/quotes/quote-request-form";
import { buttonClass } from "~/components/ui/button";
import { PRODUCT_CARD_IMAGE, transformedImageUrl } from "~/lib/image-url";
import { MAX_CART_QUANTITY } from "~/lib/cart-session";
import { displayPrice, formatCents, priceTextToCents } from "~/lib/price";
import { canSeePrices } from "~/lib/price-visibility";
import { useViewer } from "~/lib/use-root-data";
import { useCart } from "./cart-provider";
import { QuantityInput } from "./quantity-input";
import { SaveCartAsList } from "./save-cart-as-list";

/** Spec §2 "Cart panel": a side sheet, not a route. Radix Dialog traps focus and closes on Escape. */
export function CartPanel() {
  const cart = useCart();
  const viewer = useViewer();
  const showAmounts = canSeePrices(viewer);
  // Radix gives focus back to a Dialog.Trigger; the panel is opened by the header's cart button (or
  // another control), so it remembers which and gives focus back to it on closing.
  const opener = useRef<HTMLElement | null>(null);
  const [quoting, setQuoting] = useState(false);
  return (
    <Dialog.Root open={cart.isOpen} onOpenChange={(open) => (open ? cart.open() : cart.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl outline-none"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current?.isConnected ? opener.current : document.querySelector<HTMLElement>("[data-cart-button]");
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className="text-lg font-semibold">Shopping Cart</Dialog.Title>
            <Dialog.Close className={buttonClass({ variant: "ghost", size: "icon" })} aria-label="Close cart">
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Items in your cart, their quantities and the total.</Dialog.Description>
          {showAmounts && (
            <p className="border-b border-line px-5 py-2 text-sm text-muted">
              Ordering many items?{" "}
              <Link to="/quick-order" onClick={cart.close} className="font-semibold text-primary hover:underline">
                Quick order by SKU
              </Link>
            </p>
          )}
          {cart.items.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
              <p className="text-lg font-medium">{cart.isLoading ? "Loading..." : "Your cart is empty"}</p>
              <Dialog.Close className={buttonClass({ variant: "outline" })}>Continue Shopping</Dialog.Close>
            </div>
          ) : (
            <>
              {quoting && cart.sessionId ? (
                <div className="flex-1 overflow-y-auto px-5 py-4">
                  <h3 className="mb-1 text-base font-semibold">Request a quote for this cart</h3>
                  <p className="mb-4 text-sm text-muted">Every item of the cart, price-on-request items included. Your cart stays as it is.</p>
                  <QuoteRequestForm id="cart-quote" source="cart" cartSessionId={cart.sessionId} submitLabel="Send quote request" />
                </div>
              ) : (
                <ul className="flex-1 divide-y divide-line overflow-y-auto px-5" aria-label="Cart items">
                  {cart.items.map((item) => {
                    const busy = cart.busyItemIds.has(item.id);
                    return (
                      <li key={item.id} className="flex gap-4 py-4" aria-busy={busy}>
                        <img
                          src={item.product.imageUrl ? transformedImageUrl(item.product.imageUrl, PRODUCT_CARD_IMAGE) : "/images/products/placeholder.svg"}
                          alt=""
                          width={84}
                          height={60}
                          className="h-[60px] w-[84px] shrink-0 rounded-md border border-line bg-white object-contain"
                        />
                        <div className="min-w-0 flex-1">
                          {/* the whole name, wrapped: "… 30 µm i.d." is what tells two capillaries apart */}
                          <p className="break-words font-medium leading-snug">
                            <UnbrokenTerms text={item.product.name} />
                          </p>
                          <p className="text-xs text-muted">SKU {item.product.sku}</p>
                          <LinePrice price={showAmounts ? item.product.price : null} quantity={item.quantity} />
                          <div className="mt-2 flex items-center gap-2">
                            <button
                              type="button"
                              className={buttonClass({ variant: "outline", size: "icon", className: "h-8 w-8" })}
                              onClick={() => cart.setQuantity(item.id, item.quantity - 1)}
                              disabled={busy || item.quantity <= 1}
                              aria-label={`Decrease quantity of ${item.product.name}`}
                            >
                              <Minus className="h-3.5 w-3.5" aria-hidden />
                            </button>
                            <QuantityInput
                              quantity={item.quantity}
                              productName={item.product.name}
                              disabled={busy}
                              onChange={(quantity) => void cart.setQuantity(item.id, quantity)}
                            />
                            <button
                              type="button"
                              className={buttonClass({ variant: "outline", size: "icon", className: "h-8 w-8" })}
                              onClick={() => cart.setQuantity(item.id, item.quantity + 1)}
                              disabled={busy || item.quantity >= MAX_CART_QUANTITY}
                              aria-label={`Increase quantity of ${item.product.name}`}
                            >
                              <Plus className="h-3.5 w-3.5" aria-hidden />
                            </button>
                            <button
                              type="button"
                              className={buttonClass({ variant: "ghost", size: "icon", className: "ml-auto h-8 w-8 text-danger" })}
                              onClick={() => cart.removeItem(item.id)}
                              disabled={busy}
                              aria-label={`Remove ${item.product.name}`}
                            >
                              <Trash2 className="h-4 w-4" aria-hidden />
                            </button>
                          </div>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
              <div className="space-y-3 border-t border-line px-5 py-4">
                <div className="flex items-center justify-between text-base font-semibold">
                  <span>Total</span>
                  <span className="tabular-nums" data-testid="cart-total">
                    {showAmounts ? formatCents(cart.subtotalCents) : "To be quoted"}
                  </span>
                </div>
                {cart.hasInquiryItems && <p className="text-xs text-muted">Items marked 'Please inquire' are not included; we will send you a quote.</p>}
                <Link to="/checkout" onClick={cart.close} className={buttonClass({ size: "lg", className: "w-full" })}>
                  Proceed to Checkout
                </Link>
                <button
                  type="button"
                  className={buttonClass({ variant: "outline", className: "w-full" })}
                  onClick={() => setQuoting((on) => !on)}
                  aria-expanded={quoting}
                >
                  {quoting ? "Back to the cart items" : "Request a quote"}
                </button>
                {/* every customer belongs to an organisation, whose members share lists */}
                {viewer?.role === "customer" && cart.sessionId && <SaveCartAsList sessionId={cart.sessionId} onSaved={cart.close} />}
                <Dialog.Close className={buttonClass({ variant: "outline", className: "w-full" })}>Continue Shopping</Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A line's unit price and its total (quantity × price); "Price Available After Approval" for a viewer who may not see prices. */
function LinePrice({ price, quantity }: { price: string | null; quantity: number }) {
  if (price === null) return <p className="mt-1 text-sm font-semibold">Price Available After Approval</p>;
  const unitCents = priceTextToCents(price);
  return (
    <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
      <span className="text-muted">
        {quantity} × {displayPrice(price)}
      </span>
      <span className="font-semibold tabular-nums" data-testid="line-total">
        {unitCents === null ? "To be quoted" : formatCents(unitCents * quantity)}
      </span>
    </p>
  );
}
