import { PUBLIC_PAGES } from "~/lib/public-pages";

/** Catalogue reads: JSON that is the same for everyone of an audience, and the query parameters each reads. */
const CATALOGUE_READS: [string, readonly string[]][] = [
  ["/api/products", ["category", "q", "sort", "inStock", "page", "pageSize"]],
  ["/api/products/:id", []],
  ["/api/categories", []],
];
/** What may be stored: the public pages (app/lib/public-pages.ts) and the catalogue reads, with the parameters their answers depend on. */
const STORED: [string, readonly string[]][] = [...PUBLIC_PAGES.map((page): [string, readonly string[]] => [page.path, page.query ?? []]), ...CATALOGUE_READS];

/** The page a request path is for: itself, or the page of a data request (`/products.data`; `/_.data` for `/`). */
export function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data") || pathname.startsWith("/api/")) return pathname;
  return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.slice(0, -".data".length);
}

const matches = (pattern: string, path: string) => {
  const [want, got] = [pattern.split("/"), path.split("/")];
  return want.length === got.length && want.every((part, i) => (part.startsWith(":") ? got[i] !== "" : part === got[i]));
};

/**
 * The key a request's answer is stored under: its path and the query parameters it depends on, in
 * canonical order (by name; a name's values in the order sent), any other parameter dropped; a
 * data request also keeps React Router's `_routes`. Undefined for what is never stored, and for
 * keys too long to be worth keeping.
 */
export function cacheKey(url: URL): string | undefined {
  const page = pagePath(url.pathname);
  const stored = STORED.find(([pattern]) => matches(pattern, page));
  if (!stored) return undefined;
  const known = page === url.pathname ? stored[1] : [...stored[1], "_routes"];
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (known.includes(name)) query.append(name, value);
  query.sort();
  const key = query.size > 0 ? `${url.pathname}?${query}` : url.pathname;
  return key.length <= 1024 ? key : undefined;
}
