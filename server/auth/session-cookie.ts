import { sessionCookieName } from "./session";

/** HttpOnly, SameSite=Lax, Path=/, and Secure in production (a __Host- cookie there). */
export function sessionCookie(token: string, expiresAt: Date, production: boolean) {
  const parts = [`${sessionCookieName(production)}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Expires=${expiresAt.toUTCString()}`];
  if (production) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookie(production: boolean) {
  const parts = [`${sessionCookieName(production)}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
  if (production) parts.push("Secure");
  return parts.join("; ");
}
