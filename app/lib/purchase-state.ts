import { isInquiryPrice } from "./price";
import { canSeePrices, type PriceViewer as Viewer } from "./price-visibility";

export type PriceBlock = "price" | "pending" | "approval-required" | "not-approved";

/**
 * Approved: the price. Pending: 'Account pending approval'. Anyone else: 'Price Available After
 * Approval', with sign-in and request-access links for a visitor, and without them for an account
 * that was not approved (it is signed in and has asked already).
 */
export function priceBlockFor(viewer: Viewer): PriceBlock {
  if (canSeePrices(viewer)) return "price";
  if (viewer?.status === "pending") return "pending";
  return viewer?.status === "rejected" ? "not-approved" : "approval-required";
}

export type PurchaseButton =
  | { kind: "add"; label: "Add to Cart"; disabled: false }
  /** priced on request: quoted, never put in a cart (decisions.md) */
  | { kind: "quote"; label: "Request a quote"; disabled: false }
  | { kind: "out-of-stock"; label: "Out of Stock"; disabled: true }
  /** a visitor: a link to the sign-in screen, which returns to the page */
  | { kind: "sign-in"; label: "Sign In for Pricing"; disabled: false }
  | { kind: "pending"; label: "Account pending approval"; disabled: true }
  | { kind: "not-approved"; label: "Account not approved"; disabled: true };

/**
 * Spec §2's purchase button: 'Add to Cart' for an approved user and an item in stock, else 'Out of
 * Stock'. A visitor gets 'Sign In for Pricing' as a way to sign in, a signed-in
 * account that cannot buy is told why instead.
 */
export function purchaseButton(viewer: Viewer, product: { inStock: boolean; price?: string | null }): PurchaseButton {
  // a price on request is quoted whatever the stock (an instrument built to order)
  if (canSeePrices(viewer) && isInquiryPrice(product.price)) return { kind: "quote", label: "Request a quote", disabled: false };
  if (!product.inStock) return { kind: "out-of-stock", label: "Out of Stock", disabled: true };
  if (canSeePrices(viewer)) return { kind: "add", label: "Add to Cart", disabled: false };
  if (viewer?.status === "pending") return { kind: "pending", label: "Account pending approval", disabled: true };
  if (viewer) return { kind: "not-approved", label: "Account not approved", disabled: true };
  return { kind: "sign-in", label: "Sign In for Pricing", disabled: false };
}
