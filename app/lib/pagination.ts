/** Numbered pages of a list: the catalogue page's links and the API's Link header. */

/** Pages of `total` items, `size` a page; an empty list still has page 1. */
export const pageCountOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The items of 1-based `page`. */
export function pageSlice<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

/**
 * The page numbers a pager shows: the first, the last, and the current one with `around` on either
 * side; "gap" where numbers are left out. 1 … 4 5 [6] 7 8 … 20.
 */
export function pageNumbers(current: number, count: number, around = 1): Array<number | "gap"> {
  const shown = new Set([1, count]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= count) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | "gap"> = [];
  for (const p of sorted) {
    const previous = out.at(-1);
    if (typeof previous === "number" && p - previous === 2) out.push(p - 1);
    else if (typeof previous === "number" && p - previous > 2) out.push("gap");
    out.push(p);
  }
  return out;
}

/** The address of `page` of a list at `url`: its other parameters kept, page 1 written without `page`. */
export function pageHref(url: URL, page: number): string {
  const params = new URLSearchParams(url.search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * RFC 8288 `Link` header of page `page` of `count` pages at the absolute `url`: first, prev, next and
 * last, each with `page` set (prev and next only where they exist).
 */
export function linkHeader(url: URL, page: number, count: number): string {
  const at = (p: number) => {
    const target = new URL(url);
    target.searchParams.set("page", String(p));
    return `<${target.href}>`;
  };
  const links = [`${at(1)}; rel="first"`];
  if (page > 1) links.push(`${at(Math.min(page - 1, count))}; rel="prev"`);
  if (page < count) links.push(`${at(page + 1)}; rel="next"`);
  links.push(`${at(count)}; rel="last"`);
  return links.join(", ");
}
