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
