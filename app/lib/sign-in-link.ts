import { safeRedirectPath } from "./safe-redirect";

/** Pages a sign-in returns to: the catalogue and its products (elsewhere the sign-in lands on its default, /products). */
const RETURN_AFTER_SIGN_IN = /^\/products(\/|$)/;

/**
 * The sign-in screen's address from a page: `/login?redirectTo=/products/abc` on a product page,
 * so that signing in returns there (the action follows only a safe, same-site path: safe-redirect.ts).
 */
export function signInHref(location: { pathname: string; search?: string }, screen: "/login" | "/auth" = "/login"): string {
  if (!RETURN_AFTER_SIGN_IN.test(location.pathname)) return screen;
  const target = safeRedirectPath(`${location.pathname}${location.search ?? ""}`, "");
  return target ? `${screen}?${new URLSearchParams({ redirectTo: target })}` : screen;
}
