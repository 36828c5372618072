/**
 * The entry of an X-Forwarded-* list (X-Forwarded-For, -Host, -Proto) that the outermost of `hops`
 * trusted proxies wrote, or undefined when no trusted proxy stands in front (hops 0) or none sent
 * the header. Each proxy appends to the right, so that entry is the hops-th from the right and
 * anything left of it came from the client. With fewer entries than hops the request reached an
 * inner proxy directly: every entry was then written by a trusted proxy and the leftmost counts.
 */
export function trustedForwardedEntry(header: string | undefined, hops: number): string | undefined {
  if (hops <= 0 || !header) return undefined;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}
