const BASE = "http://site.invalid";
/** What a redirect target may never hold, at any level of percent-decoding: backslashes and control characters (Unicode Cc). */
const FORBIDDEN = /[\\\p{Cc}]/u;
const MAX_LENGTH = 2048;

/**
 * Only same-site paths, in their normalised form: "/products?category=x#y" yes; "//evil.example",
 * "/.//evil.example" (normalises to "//evil.example"), "/\\evil", "/%2F%2Fevil.example",
 * "https://evil.example", "javascript:…" no. The check is made on the target and on the path that
 * would be sent back, each decoded once and again until nothing changes, so that neither the server's
 * Location nor a browser's reading of it can leave the site.
 */
export function safeRedirectPath(target: unknown, fallback: string) {
  if (typeof target !== "string" || target.length > MAX_LENGTH || !isSafeForm(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  return isSafeForm(normalised) ? normalised : fallback;
}

/** A path starting with one "/", with no "//" or "/\\" start, backslash or control character, however often it is decoded. */
function isSafeForm(value: string) {
  let current = value;
  for (let round = 0; round < 5; round++) {
    if (!current.startsWith("/") || current.startsWith("//") || FORBIDDEN.test(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}
