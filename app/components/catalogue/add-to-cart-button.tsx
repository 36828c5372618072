import ShoppingCart from "lucide-react/icons/shopping-cart";
import { useState } from "react";
import { useCartCommands } from "~/components/cart/cart-provider";
import { Button, type ButtonSize } from "~/components/ui/button";
import { purchaseButton } from "~/lib/purchase-state";
import { useViewer } from "~/lib/use-root-data";

export function AddToCartButton({
  product,
  size = "md",
  className,
}: {
  product: { id: string; name: string; inStock: boolean };
  size?: ButtonSize;
  className?: string;
}) {
  const viewer = useViewer();
  const cart = useCartCommands();
  const [adding, setAdding] = useState(false);
  const { label, disabled } = purchaseButton(viewer, product);
  return (
    <Button
      size={size}
      className={className}
      disabled={disabled || adding}
      onClick={async () => {
        setAdding(true);
        await cart.addItem(product);
        setAdding(false);
      }}
    >
      {!disabled && <ShoppingCart className="h-4 w-4" aria-hidden />}
      {label}
    </Button>
  );
}
