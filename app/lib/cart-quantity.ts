import { MAX_CART_QUANTITY } from "./cart-session";

/** Spec §5: a cart line holds at least 1; the cart's upper bound is MAX_CART_QUANTITY. */
export const MIN_CART_QUANTITY = 1;

/**
 * The quantity a typed text asks for, kept within 1…MAX_CART_QUANTITY; null when the text is no
 * whole number (empty, "abc", "2.5"), which leaves the line as it was.
 */
export function typedQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return Math.min(MAX_CART_QUANTITY, Math.max(MIN_CART_QUANTITY, Number(trimmed)));
}
