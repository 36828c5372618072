/** Spec §3: 'cart_' + timestamp + random string; only this id is kept in the browser, under cart-storage. */
export const CART_STORAGE_KEY = "cart-storage";
export const CART_SESSION_PATTERN = /^cart_\d{10,16}_[a-z0-9]{16,64}$/;
export const MAX_CART_QUANTITY = 999;

/** A new cart id from the browser's cryptographically secure random source. */
export function newCartSessionId(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (b) => crypto.getRandomValues(b)) {
  const bytes = random(new Uint8Array(16));
  const suffix = Array.from(bytes, (b) => b.toString(36).padStart(2, "0")).join("");
  return `cart_${Date.now()}_${suffix}`;
}

export function isCartSessionId(value: unknown): value is string {
  return typeof value === "string" && CART_SESSION_PATTERN.test(value);
}

/** The cart id this browser keeps, if it has a valid one (none in private mode or before the first item). */
export function readStoredCartSessionId(): string | null {
  try {
    const stored = window.localStorage.getItem(CART_STORAGE_KEY);
    return isCartSessionId(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Whose cart the stored id is (docs/decisions/016): the signed-in account's id, kept beside the cart
 * id once the server has handed the browser the account's cart; absent for an anonymous cart.
 * An account's cart that was empty when handed over is kept under CART_ACCOUNT_KEY instead of
 * CART_STORAGE_KEY: the cart's code then loads only when the cart is used, as for a browser without
 * a cart.
 */
export const CART_OWNER_KEY = "cart-owner";
export const CART_ACCOUNT_KEY = "cart-account";

export interface StoredCart {
  id: string | null;
  owner: string | null;
}

function read(key: string) {
  try {
    return window.localStorage.getItem(key) || null;
  } catch {
    return null;
  }
}

/** The account's cart id this browser was handed while the cart was empty. */
export function readAccountCartId(): string | null {
  const id = read(CART_ACCOUNT_KEY);
  return isCartSessionId(id) ? id : null;
}

/** The cart this browser holds: its id (anonymous, or the account's) and whose it is. */
export function readStoredCart(): StoredCart {
  return { id: readStoredCartSessionId() ?? readAccountCartId(), owner: read(CART_OWNER_KEY) };
}

/** Keeps the account's cart handed over by the server (`empty`: it had no items then). */
export function storeCart(cart: { id: string; owner: string; empty: boolean }) {
  try {
    forgetStoredCart();
    window.localStorage.setItem(cart.empty ? CART_ACCOUNT_KEY : CART_STORAGE_KEY, cart.id);
    window.localStorage.setItem(CART_OWNER_KEY, cart.owner);
  } catch {
    // private mode: the cart lives as long as the tab
  }
}

/** Forgets the browser's cart (sign-out, or another person signed in). */
export function forgetStoredCart() {
  try {
    for (const key of [CART_STORAGE_KEY, CART_ACCOUNT_KEY, CART_OWNER_KEY]) window.localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}

/**
 * What the browser does with its stored cart for who is signed in now:
 * - "keep": it is this viewer's (their account's, or an anonymous visitor's anonymous cart);
 * - "forget": it belonged to an account and nobody, or someone who cannot buy, is signed in now —
 *   sign-out empties the browser's cart, and the next person sees nothing of it;
 * - "adopt": a buyer signed in: ask the server for their account's cart, handing it the browser's
 *   anonymous cart to merge (never another account's: that one is only forgotten).
 */
export function cartStep(viewer: { id: string; mayBuy: boolean } | null, stored: StoredCart): "keep" | "forget" | { adopt: string | null } {
  if (!viewer || !viewer.mayBuy) return stored.owner !== null && stored.owner !== viewer?.id ? "forget" : "keep";
  if (stored.owner === viewer.id && stored.id) return "keep";
  return { adopt: stored.owner === null ? stored.id : null };
}
