import MessageSquareQuote from "lucide-react/icons/message-square-quote";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { useCartCommands } from "~/components/cart/cart-provider";
import { Button, buttonClass, type ButtonSize } from "~/components/ui/button";
import { purchaseButton } from "~/lib/purchase-state";
import { signInHref } from "~/lib/sign-in-link";
import { useViewer } from "~/lib/use-root-data";

export function AddToCartButton({
  product,
  size = "md",
  className,
  quoteHref,
}: {
  product: { id: string; name: string; inStock: boolean; price: string | null };
  size?: ButtonSize;
  className?: string;
  /** where "Request a quote" leads for a product priced on request: its page's quote form unless given */
  quoteHref?: string;
}) {
  const viewer = useViewer();
  const cart = useCartCommands();
  const location = useLocation();
  const [adding, setAdding] = useState(false);
  const button = purchaseButton(viewer, product);
  if (button.kind === "sign-in") {
    return (
      <Link
        to={signInHref(location)}
        className={buttonClass({ variant: "outline", size, className })}
        aria-label={`Sign In for Pricing: prices and ordering are for approved laboratory accounts`}
      >
        {button.label}
      </Link>
    );
  }
  if (button.kind === "quote") {
    const props = { className: buttonClass({ variant: "outline", size, className }), "aria-label": `${button.label}: ${product.name}` };
    const label = (
      <>
        <MessageSquareQuote className="h-4 w-4" aria-hidden />
        {button.label}
      </>
    );
    // on the product's own page: the form below it (a plain anchor); anywhere else: its page, at the form
    return quoteHref ? (
      <a href={quoteHref} {...props}>
        {label}
      </a>
    ) : (
      <Link to={`/products/${product.id}#quote-request`} {...props}>
        {label}
      </Link>
    );
  }
  // a signed-in account that cannot buy is told why by the price block beside this button, once
  if (button.kind === "pending" || button.kind === "not-approved") return null;
  return (
    <Button
      size={size}
      className={className}
      // while adding, the button says so but stays focusable: a disabled button would drop the keyboard's focus
      disabled={button.disabled}
      // a page lists many of these buttons: each one's name says which product it is for ("Add to
      // Cart: …"), starting with the words on it, so speech input ("click Add to Cart") still finds it
      aria-label={`${button.label}: ${product.name}`}
      aria-disabled={adding || undefined}
      onClick={async () => {
        if (adding) return;
        setAdding(true);
        await cart.addItem(product);
        setAdding(false);
      }}
    >
      {button.kind === "add" && <ShoppingCart className="h-4 w-4" aria-hidden />}
      {button.label}
    </Button>
  );
}
