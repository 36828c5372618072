/** Only same-site paths: "/products" yes; "//evil.example", "https://evil.example", "/\\evil" no. */
export function safeRedirectPath(target: unknown, fallback: string) {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return fallback;
  try {
    const url = new URL(target, "http://localhost");
    return url.host === "localhost" ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
