import { ShoppingCart } from "lucide-react";
import { buttonClass } from "~/components/ui/button";

export function CartButton() {
  const count = 0;
  return (
    <button type="button" className={buttonClass({ variant: "ghost", size: "icon", className: "relative" })} aria-label={`Shopping cart, ${count} items`}>
      <ShoppingCart className="h-5 w-5" aria-hidden />
      <span className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold text-white" aria-hidden>
        {count}
      </span>
    </button>
  );
}
