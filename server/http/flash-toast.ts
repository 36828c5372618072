import type { ToastMessage } from "~/lib/toasts";
import { LOGIN_SUCCESS_TITLE } from "~/lib/auth-messages";
import type { Brand } from "~/content/brand";

/**
 * The toasts that survive a redirect (sign-in, sign-out): the redirect response sets a cookie
 * naming one of them, and the root loader of the next page reads it, clears it and writes the
 * text, with the signed-in user's name taken from the session there. The cookie carries only the
 * key, never a name or an e-mail. Works with JavaScript off too.
 */
const FLASH_TOASTS = {
  "signed-in": ({ brand, firstName }: { brand: Brand; firstName?: string }): ToastMessage => ({
    title: LOGIN_SUCCESS_TITLE,
    description: firstName ? `Welcome back to ${brand.companyName}, ${firstName}!` : `Welcome back to ${brand.companyName}!`,
  }),
  "signed-out": (): ToastMessage => ({ title: "Signed out", description: "You have been signed out." }),
} as const;

export type FlashToastKey = keyof typeof FLASH_TOASTS;

const isFlashToastKey = (value: string): value is FlashToastKey => Object.hasOwn(FLASH_TOASTS, value);

export function flashCookieName(production: boolean) {
  // __Host- cookies must be Secure, which a plain-http localhost cannot set
  return production ? "__Host-flash_toast" : "flash_toast";
}

function cookie(production: boolean, value: string, maxAge: number) {
  const parts = [`${flashCookieName(production)}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAge}`];
  if (production) parts.push("Secure");
  return parts.join("; ");
}

export function flashToastCookie(key: FlashToastKey, production: boolean) {
  return cookie(production, key, 60);
}

/** The flash toast a request carries, and the header that clears it; null when there is none (or an unknown one). */
export function readFlashToast(request: Request, production: boolean): { key: FlashToastKey; clearCookie: string } | null {
  const match = request.headers.get("Cookie")?.match(new RegExp(`(?:^|;\\s*)${flashCookieName(production)}=([a-z-]{1,20})(?:;|$)`));
  if (!match || !isFlashToastKey(match[1])) return null;
  return { key: match[1], clearCookie: cookie(production, "", 0) };
}

/** The text of a flash toast for the visitor who now sees it. */
export function flashToastText(key: FlashToastKey, context: { brand: Brand; firstName?: string }): ToastMessage {
  return FLASH_TOASTS[key](context);
}

/** Whether a request carries a flash toast cookie (either name): such a page is rendered for the visitor, never from a cache. */
export function hasFlashToast(request: Request) {
  return /(?:^|;)\s*(?:__Host-)?flash_toast=/.test(request.headers.get("Cookie") ?? "");
}
