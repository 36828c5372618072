/**
 * The pages anyone may visit (spec §2), listed once. app/routes.ts makes their routes from it, the
 * sitemap (server/http/seo-files.ts) lists the fixed addresses, the main navigation
 * (site-navigation.ts) shows the entries with a `nav`, in this order, and the build's chunk plan
 * (vite.config.ts) groups the code the public pages share. Checkout, sign-in and admin pages are
 * not public pages: they are declared in app/routes.ts alone.
 */
export interface PublicPage {
  /** The address, as React Router writes a pattern ("/products/:id"). */
  readonly path: string;
  /** Its route module, relative to app/. */
  readonly file: string;
  /** The route's id, for a module that draws more than one page (React Router's default id is the file's). */
  readonly id?: string;
  /** Its entry in the main navigation bar (spec §2 "Navigation and footer"), if it has one. */
  readonly nav?: { readonly label: string; readonly badge?: string };
  /**
   * The page's code stays out of the chunk the other public pages share: the tools' calculators
   * are large and only /tools needs them (vite.config.ts).
   */
  readonly ownChunk?: true;
  /**
   * The query parameters the page reads while it is rendered on the server (loader, meta, or a
   * component through the location): `/products?sort=price-asc` is another page than `/products`,
   * `/products?utm_source=mail` is the same one. The response cache (server/speed/) keys a public
   * page on its path and these alone and renders it for that key: a page that starts reading a
   * parameter must list it here, or every value gets the page rendered for the first one.
   */
  readonly query?: readonly string[];
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "/", file: "routes/home.tsx", nav: { label: "Home" } },
  { path: "/products", file: "routes/products.tsx", nav: { label: "Products" }, query: ["q", "category", "sort", "inStock", "page"] },
  { path: "/products/:id", file: "routes/product-details.tsx" },
  { path: "/events", file: "routes/events.tsx", nav: { label: "Events", badge: "New" } },
  // the registration form's "done" note after a post without JavaScript (the same page for everyone)
  { path: "/events/:slug", file: "routes/event.tsx", query: ["registered"] },
  { path: "/biosummit", file: "routes/biosummit.tsx", nav: { label: "BioSummit" } },
  { path: "/agilent-platform", file: "routes/agilent-platform.tsx", nav: { label: "Partner Platform" } },
  {
    path: "/tools",
    file: "routes/tools.tsx",
    nav: { label: "Tools" },
    ownChunk: true,
    // app/components/tools/tool-catalog.ts and the method assistant's shared links (app/tools/cr3520-sharing.ts)
    query: [
      ...["tool", "method", "protein", "concentration", "pi", "volume", "project"],
      // the intact-mass permalink (app/tools/intact-mass-link.ts)
      ...["peak", "exclude", "mode", "species", "tol"],
    ],
  },
  { path: "/news", file: "routes/news.tsx", nav: { label: "News" } },
  // a featured news item's article (app/content/news-articles.ts); one module draws articles and
  // guides, so their layout stays out of the code every public page loads (vite.config.ts)
  { path: "/news/:article", file: "routes/article.tsx", id: "news-article" },
  { path: "/about", file: "routes/about.tsx", nav: { label: "About" } },
  { path: "/contact", file: "routes/contact.tsx", query: ["interest", "sent", "product"] },
  { path: "/documentation", file: "routes/documentation.tsx", query: ["q"] },
  // a featured guide of the documentation centre (app/content/guides.ts)
  { path: "/documentation/guides/:guide", file: "routes/article.tsx", id: "guide" },
];

/**
 * The public pages with a fixed address (not /products/:id, whose addresses come from the catalogue,
 * nor the articles and guides, whose addresses come from app/content/article-paths.ts).
 */
export function fixedPublicPaths(): string[] {
  return PUBLIC_PAGES.map((page) => page.path).filter((path) => !path.includes(":"));
}
