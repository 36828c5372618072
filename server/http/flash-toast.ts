import type { ToastMessage } from "~/components/ui/toaster";

const COOKIE = "flash_toast";

/**
 * A toast that survives a redirect (sign-in, sign-out): set on the redirect response, read and
 * cleared by the root loader on the next page. Works with JavaScript off too.
 */
export function flashToastCookie(toast: ToastMessage) {
  const value = Buffer.from(JSON.stringify(toast)).toString("base64url");
  return `${COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`;
}

export function readFlashToast(request: Request): { toast: ToastMessage; clearCookie: string } | null {
  const match = request.headers.get("Cookie")?.match(new RegExp(`(?:^|;\\s*)${COOKIE}=([A-Za-z0-9_-]+)`));
  if (!match) return null;
  try {
    const parsed = JSON.parse(Buffer.from(match[1], "base64url").toString("utf8"));
    if (typeof parsed?.title !== "string") return null;
    const toast: ToastMessage = {
      title: parsed.title.slice(0, 200),
      description: typeof parsed.description === "string" ? parsed.description.slice(0, 500) : undefined,
      variant: parsed.variant === "destructive" ? "destructive" : "default",
    };
    return { toast, clearCookie: `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` };
  } catch {
    return null;
  }
}
