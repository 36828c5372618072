import { canSeePrices, type PriceViewer as Viewer } from "./price-visibility";

export type PriceBlock = "price" | "pending" | "approval-required";

/** Approved: the price. Pending: 'Account pending approval'. Anyone else: 'Price Available After Approval'. */
export function priceBlockFor(viewer: Viewer): PriceBlock {
  if (canSeePrices(viewer)) return "price";
  return viewer?.status === "pending" ? "pending" : "approval-required";
}

/** Spec §2: 'Add to Cart', 'Out of Stock' or 'Sign In for Pricing', disabled unless purchasable. */
export function purchaseButton(viewer: Viewer, product: { inStock: boolean }) {
  if (!product.inStock) return { label: "Out of Stock", disabled: true } as const;
  if (!canSeePrices(viewer)) return { label: "Sign In for Pricing", disabled: true } as const;
  return { label: "Add to Cart", disabled: false } as const;
}
