import ShoppingCart from "lucide-react/icons/shopping-cart";
import { buttonClass } from "~/components/ui/button";
import { useCart } from "./cart-provider";
import { preloadCartPanel } from "./lazy-cart-panel";

export function CartButton() {
  const { itemCount, isLoading, toggle, isOpen } = useCart();
  return (
    <button
      type="button"
      data-cart-button
      onClick={toggle}
      onPointerEnter={preloadCartPanel}
      onFocus={preloadCartPanel}
      aria-expanded={isOpen}
      aria-haspopup="dialog"
      aria-busy={isLoading}
      className={buttonClass({ variant: "ghost", size: "icon", className: "relative" })}
      aria-label={`Shopping cart, ${itemCount} ${itemCount === 1 ? "item" : "items"}`}
    >
      <ShoppingCart className="h-5 w-5" aria-hidden />
      <span
        className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold text-white"
        aria-hidden
        data-testid="cart-count"
      >
        {itemCount}
      </span>
    </button>
  );
}
