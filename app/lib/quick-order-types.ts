import type { CartItem } from "./catalogue-types";

/** Why a quick-order line cannot go into the cart ("ok": it can). */
export type QuickOrderLineStatus = "ok" | "format" | "unknown" | "price-on-request" | "out-of-stock" | "quantity";

/** One line of a checked quick-order list (POST /api/cart/bulk/check and /api/cart/bulk). */
export interface QuickOrderLineResult {
  /** the list's line numbers this line stands for (several when lines of the same SKU were merged) */
  lineNumbers: number[];
  /** the line to put back on screen to fix (the catalogue's SKU once it is known) */
  text: string;
  /** the SKU as written */
  sku: string;
  quantity: number | null;
  status: QuickOrderLineStatus;
  /** what is wrong, or null */
  problem: string | null;
  /** says which lines were merged into this one, or null */
  note: string | null;
  /** an unknown SKU's nearest SKU in the catalogue ("did you mean"), or null */
  suggestion: string | null;
  /** the product the SKU names, with the viewer's own unit price and the line's total (null: on request) */
  product: { id: string; name: string; sku: string; price: string | null; lineTotal: string | null } | null;
}

export interface QuickOrderCheck {
  lines: QuickOrderLineResult[];
  valid: number;
  invalid: number;
}

/** POST /api/cart/bulk: the lines as checked when added, how many were added, and the account's cart. */
export interface QuickOrderResult extends QuickOrderCheck {
  added: number;
  sessionId: string;
  cart: CartItem[];
}
