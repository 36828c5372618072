import { clsx } from "clsx";
import { useEffect, useId, useState } from "react";
import { preload } from "react-dom";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { useCartCommands } from "~/components/cart/cart-provider";
import { PaginationNav } from "~/components/catalogue/pagination-nav";
import { ProductCard, ProductCardSkeleton } from "~/components/catalogue/product-card";
import { PageHero } from "~/components/layout/page-hero";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { PRODUCT_CARD_IMAGE, responsiveImage } from "~/lib/image-url";
import { groupThousands } from "~/lib/number-text";
import { productSortOptions } from "~/lib/price";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/products";
import { loadProductsPage } from "./products.server";

export const FEATURED_LIMIT = 3;
export const SKELETON_COUNT = 6;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "CE-MS Equipment & Reagents",
    description: "Ion sources, CE-MS instrumentation, separation capillaries, reagent kits, peripheral equipment and services for CE-MS laboratories.",
  });

export function headers() {
  return { "Cache-Control": "private, no-cache", Vary: "Cookie" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProductsPage(new URL(request.url), context.services, context.viewer.catalogue, FEATURED_LIMIT);
}

/** "1–24 of 2,018 products" */
function countText(total: number, page: number, pageSize: number) {
  if (total === 0) return "";
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const all = groupThousands(total);
  return total <= pageSize ? `${all} ${total === 1 ? "product" : "products"}` : `${groupThousands(first)}–${groupThousands(last)} of ${all} products`;
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const {
    categories,
    products,
    featured,
    category,
    q,
    correctedTo,
    sort,
    inStock,
    page,
    pageCount,
    pageSize,
    total,
    priceOrderHidden,
    priceSortOffered,
    path,
  } = loaderData;
  const navigation = useNavigation();
  const submit = useSubmit();
  const cart = useCartCommands();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/products";
  const categoryLabel = categories.find((c) => c.slug === category)?.name;
  const url = new URL(path, "http://localhost");

  // Spec §7: the catalogue refetches the cart on load.
  useEffect(() => {
    void cart.refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Spec §9: one featured product's image is preloaded.
  const lcp = featured[0]?.imageUrl ?? products[0]?.imageUrl;
  if (lcp) {
    const image = responsiveImage(lcp, PRODUCT_CARD_IMAGE);
    preload(image.src, { as: "image", fetchPriority: "high", imageSrcSet: image.srcSet });
  }

  const heading = q ? `Results for “${q}”` : category === "all" ? "All Products" : `Products in ${categoryLabel ?? category}`;
  const sortOptions = q ? [{ value: "relevance", label: "Best match" }, ...productSortOptions] : productSortOptions;
  const activeFilters = Number(category !== "all") + Number(inStock) + Number(sort !== (q ? "relevance" : "name"));
  const filtersId = useId();
  const sortNoteId = useId();
  // folded on a search unless opened, or unless the sort control has something to say
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersFolded = !!q && !filtersOpen && !priceOrderHidden;

  return (
    <>
      <PageHero title="CE-MS Equipment & Reagents" compact={!!q}>
        Ion sources, instruments, separation capillaries and reagent kits engineered for robust capillary electrophoresis–mass spectrometry.
      </PageHero>

      <div className={clsx("mx-auto max-w-7xl px-4 sm:px-6 lg:px-8", q ? "py-4 sm:py-8" : "py-10")}>
        {/* A GET form: every state is an address; without JavaScript the Apply button submits it. */}
        <Form
          method="get"
          action="/products"
          role="search"
          className="grid grid-cols-[minmax(0,1fr)_auto] gap-4 rounded-xl border border-line bg-white p-4 shadow-sm max-sm:gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)_auto_auto] lg:items-start"
          onChange={(e) => {
            // the selects and the checkbox apply at once; the search box when submitted
            if (e.target instanceof HTMLInputElement && e.target.type === "search") return;
            submit(e.currentTarget, { preventScrollReset: true, replace: true });
          }}
        >
          <label className="col-span-2 grid gap-1.5 text-sm font-medium lg:col-span-1">
            Search
            <input
              type="search"
              name="q"
              defaultValue={q}
              key={q}
              placeholder="Name, SKU, description…"
              maxLength={100}
              enterKeyHint="search"
              className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm placeholder:text-slate-500"
            />
          </label>
          {/* On a search, below 1024 px, the filters fold behind the "Filters" button so that the
              results start on the first screen of a phone; without JavaScript they stay open. */}
          <div id={filtersId} data-catalogue-filters className={filtersFolded ? "contents max-lg:hidden" : "contents"}>
            <label className="col-span-2 grid gap-1.5 text-sm font-medium sm:col-span-1">
              Category
              <select name="category" defaultValue={category} key={category} className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm">
                <option value="all">All Categories</option>
                {categories.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <div className="col-span-2 grid gap-1.5 sm:col-span-1">
              <label className="grid gap-1.5 text-sm font-medium">
                Sort by
                <select
                  name="sort"
                  defaultValue={sort}
                  key={`${sort}:${q}`}
                  aria-describedby={priceOrderHidden ? sortNoteId : undefined}
                  className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
                >
                  {sortOptions.map((o) => (
                    <option key={o.value} value={o.value} disabled={!priceSortOffered && o.value.startsWith("price-")}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </label>
              {priceOrderHidden && (
                <p id={sortNoteId} className="text-sm text-muted" role="note">
                  Prices are shown to approved accounts only, so these products are listed by name.
                </p>
              )}
            </div>
            <label className="col-span-2 flex h-10 items-center gap-2 text-sm font-medium sm:col-span-1 lg:mt-[1.625rem]">
              <input type="checkbox" name="inStock" value="true" defaultChecked={inStock} key={String(inStock)} className="h-4 w-4 rounded border-slate-300" />
              In stock only
            </label>
          </div>
          <div className="col-span-2 flex gap-3 sm:col-span-1 lg:mt-[1.625rem]">
            {q && (
              <button
                type="button"
                data-filters-toggle
                className={buttonClass({ variant: "outline", className: "flex-1 lg:hidden" })}
                aria-expanded={!filtersFolded}
                aria-controls={filtersId}
                onClick={() => setFiltersOpen((open) => !open)}
              >
                Filters
                {activeFilters > 0 && (
                  <>
                    <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-white" aria-hidden>
                      {activeFilters}
                    </span>
                    <span className="sr-only">({activeFilters} active)</span>
                  </>
                )}
              </button>
            )}
            <button type="submit" className={buttonClass({ className: "flex-1 lg:flex-none" })}>
              Search
            </button>
          </div>
          <noscript>
            <style>{"[data-catalogue-filters]{display:contents!important}[data-filters-toggle]{display:none!important}"}</style>
          </noscript>
        </Form>

        {featured.length > 0 && !loading && (
          <section className="mt-12" aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="text-2xl font-bold tracking-tight">
              Featured Products
            </h2>
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {featured.map((p, i) => (
                <ProductCard key={p.id} product={p} priority={i === 0} />
              ))}
            </div>
          </section>
        )}

        <section className={q ? "mt-6" : "mt-12"} aria-labelledby="grid-heading" aria-busy={loading}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="grid-heading" className="text-2xl font-bold tracking-tight">
              {heading}
            </h2>
            {!loading && <p className="text-sm text-muted">{countText(total, page, pageSize)}</p>}
          </div>
          {correctedTo && products.length > 0 && (
            <p className="mt-2 text-sm text-muted" role="note">
              Nothing matched “{q}”: showing results for “{correctedTo}”.
            </p>
          )}
          {loading ? (
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          ) : products.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-12 text-center">
              <p className="text-lg font-semibold">No products found</p>
              <p className="mt-2 text-muted">Try selecting a different category or check back later.</p>
              {(q || inStock || category !== "all") && (
                <Link to="/products" className={buttonClass({ variant: "outline", className: "mt-6" })}>
                  Show all products
                </Link>
              )}
            </div>
          ) : (
            <>
              <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {products.map((p, i) => (
                  <ProductCard key={p.id} product={p} priority={featured.length === 0 && i === 0} />
                ))}
              </div>
              <PaginationNav url={url} page={page} pageCount={pageCount} />
            </>
          )}
        </section>

        <section className="render-when-visible mt-16 rounded-2xl bg-gradient-to-r from-blue-900 to-primary p-8 text-white sm:p-12">
          <h2 className="text-2xl font-bold sm:text-3xl">Need Custom Solutions?</h2>
          <p className="mt-3 max-w-2xl text-blue-100">
            From bespoke emitters to complete CE-MS method development, our engineers build what your application needs.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/contact" className={buttonClass({ variant: "inverse", size: "lg" })}>
              Contact Our Experts
            </Link>
            <Link to="/about" className={buttonClass({ variant: "inverse-outline", size: "lg" })}>
              Learn About Us
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const toast = useToast();
  useEffect(() => {
    toast({ title: "Failed to fetch products", variant: "destructive" });
  }, [toast]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">CE-MS Equipment & Reagents</h1>
      <p className="mt-4 text-muted">Failed to fetch products. Please try again in a moment.</p>
      <Link to="/products" reloadDocument className={buttonClass({ className: "mt-6" })}>
        Try again
      </Link>
    </div>
  );
}
