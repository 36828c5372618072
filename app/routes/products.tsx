import { useEffect } from "react";
import { preload } from "react-dom";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { useCartCommands } from "~/components/cart/cart-provider";
import { ProductCard, ProductCardSkeleton } from "~/components/catalogue/product-card";
import { PageHero } from "~/components/layout/page-hero";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { PRODUCT_CARD_IMAGE, responsiveImage } from "~/lib/image-url";
import { type ProductSort, productSortOptions, sortProducts } from "~/lib/price";
import { pageMeta } from "~/lib/seo";
import { listCategories, listProducts } from "../../server/services/catalogue";
import type { Route } from "./+types/products";

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

function sortFrom(value: string | null): ProductSort {
  return productSortOptions.some((o) => o.value === value) ? (value as ProductSort) : "name";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("category") || "all";
  const { catalogue } = context.services;
  const [categories, products] = await Promise.all([
    listCategories(catalogue),
    listProducts(catalogue, context.user, { categorySlug: category === "all" ? undefined : category }),
  ]);
  const sort = sortFrom(url.searchParams.get("sort"));
  // Sorted here, on the server: sorting by name needs an Intl.Collator, whose first use costs the
  // browser 25–45 ms while the page hydrates. The featured ones keep the catalogue's own order.
  const featuredIds =
    category === "all"
      ? products
          .filter((p) => p.featured)
          .slice(0, FEATURED_LIMIT)
          .map((p) => p.id)
      : [];
  return { categories, products: sortProducts(products, sort), featuredIds, category, sort };
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { categories, products: sorted, featuredIds, category, sort } = loaderData;
  const navigation = useNavigation();
  const submit = useSubmit();
  const cart = useCartCommands();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/products";
  const featured = featuredIds.flatMap((id) => sorted.find((p) => p.id === id) ?? []);
  const categoryLabel = categories.find((c) => c.slug === category)?.name;

  // Spec §7: the catalogue refetches the cart on load.
  useEffect(() => {
    void cart.refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Spec §9: one featured product's image is preloaded.
  const lcp = featured[0]?.imageUrl ?? sorted[0]?.imageUrl;
  if (lcp) {
    const image = responsiveImage(lcp, PRODUCT_CARD_IMAGE);
    preload(image.src, { as: "image", fetchPriority: "high", imageSrcSet: image.srcSet });
  }

  return (
    <>
      <PageHero title="CE-MS Equipment & Reagents">
        Ion sources, instruments, separation capillaries and reagent kits engineered for robust capillary electrophoresis–mass spectrometry.
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Form
          method="get"
          className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-end"
          onChange={(e) => submit(e.currentTarget, { preventScrollReset: true, replace: true })}
        >
          <label className="grid flex-1 gap-1.5 text-sm font-medium">
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
          <label className="grid gap-1.5 text-sm font-medium sm:w-64">
            Sort by
            <select name="sort" defaultValue={sort} key={sort} className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm">
              {productSortOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <noscript>
            <button type="submit" className={buttonClass()}>
              Apply
            </button>
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

        <section className="mt-12" aria-labelledby="grid-heading" aria-busy={loading}>
          <h2 id="grid-heading" className="text-2xl font-bold tracking-tight">
            {category === "all" ? "All Products" : `Products in ${categoryLabel ?? category}`}
          </h2>
          {loading ? (
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          ) : sorted.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-12 text-center">
              <p className="text-lg font-semibold">No products found</p>
              <p className="mt-2 text-muted">Try selecting a different category or check back later.</p>
            </div>
          ) : (
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {sorted.map((p) => (
                <ProductCard key={p.id} product={p} priority={featured.length === 0 && p === sorted[0]} />
              ))}
            </div>
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
