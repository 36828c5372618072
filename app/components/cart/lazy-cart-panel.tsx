import { lazy, Suspense, useState } from "react";
import { useCart } from "./cart-provider";

const loadCartPanel = () => import("./cart-panel");
const CartPanel = lazy(() => loadCartPanel().then((m) => ({ default: m.CartPanel })));

/** Starts loading the panel's code before it is needed (the cart button calls it on hover and focus). */
export function preloadCartPanel() {
  void loadCartPanel();
}

/**
 * The cart panel's code (Radix Dialog, focus trap, scroll lock) is loaded the first time the cart
 * opens, not with every page: most visits never open it. Once opened it stays mounted.
 */
export function LazyCartPanel() {
  const { isOpen } = useCart();
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
}
