/**
 * Names of uploaded files as they are stored, audited, shown, mailed and sent in Content-Disposition
 * (decision 036). A name is the last part of what the browser sent (no folders), without control
 * characters (Unicode Cc), format characters (Cf: U+202E RIGHT-TO-LEFT OVERRIDE makes "fdp.exe"
 * read "exe.pdf"; zero-width spaces and joiners, bidirectional embeddings and isolates, U+FEFF),
 * halves of surrogate pairs, line and paragraph separators or double quotes, at most 200 characters.
 */
const UNSAFE_IN_NAMES = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029"]+/gu;

export const FILE_NAME_MAX_LENGTH = 200;

export function cleanFileName(name: string, fallback: string): string {
  const last = name.split(/[\\/]/).pop() ?? "";
  const clean = last.replace(UNSAFE_IN_NAMES, "").trim();
  // cut by code points, so that no half of a surrogate pair is left at the end
  return Array.from(clean).slice(0, FILE_NAME_MAX_LENGTH).join("").trim() || fallback;
}

/** RFC 5987 value characters: what encodeURIComponent leaves, less ' ( ) *. */
const encodeExtValue = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the name twice (RFC 6266): `filename` in plain ASCII for old clients (other
 * characters as "_") and `filename*` in UTF-8 for the rest. The name is cleaned again here, so a
 * name stored before the cleaning existed cannot reach the header as it was.
 */
export function attachmentDisposition(name: string, fallback = "download"): string {
  const clean = cleanFileName(name, fallback);
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_").replace(/\\/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(clean)}`;
}
