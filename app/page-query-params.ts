/**
 * The query parameters each page reads while it is rendered on the server (its loader, its meta,
 * or a component through the location): `/products?sort=price-asc` is another page than
 * `/products`, `/products?utm_source=mail` is the same one. A page not listed reads none.
 *
 * The anonymous page cache keys pages on their path and these parameters only (in canonical
 * order) and renders a page for that key (server/http/page-cache.ts): a page that starts reading
 * a parameter must list it here, or every value of it gets the page rendered for the first.
 */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  "/products": ["category", "sort"],
  // ?product=SKU: a quote request from a product page (its name and SKU start the message)
  "/contact": ["interest", "sent", "product"],
  "/documentation": ["q"],
  // app/components/tools/tool-catalog.ts and the method assistant's shared links (app/tools/cr3520-method.ts)
  "/tools": ["tool", "method", "protein", "concentration", "pi", "volume", "project"],
  // the sign-in form posts to its own URL, redirectTo included
  "/login": ["redirectTo"],
  "/register": ["redirectTo"],
  "/auth": ["redirectTo"],
};

/** React Router's own parameter on data requests (`/products.data?_routes=…`: which loaders to run). */
const DATA_REQUEST_PARAMS = ["_routes"];

/**
 * The parameters a request path's answer depends on. A data request (`/products.data`, `/_.data`
 * for `/`: react-router.config.ts asks for trailing-slash-aware data requests) depends on its
 * page's and React Router's own.
 */
export function knownQueryParams(pathname: string): readonly string[] {
  const page = pagePath(pathname);
  return page === pathname ? (PAGE_QUERY_PARAMS[page] ?? []) : [...(PAGE_QUERY_PARAMS[page] ?? []), ...DATA_REQUEST_PARAMS];
}

/** The page a request path is for: itself, or the page of a data request. */
export function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.slice(0, -".data".length);
}
