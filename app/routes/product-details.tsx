import ChevronRight from "lucide-react/icons/chevron-right";
import MessageSquareQuote from "lucide-react/icons/message-square-quote";
import { data, Link } from "react-router";
import { AddToCartButton } from "~/components/catalogue/add-to-cart-button";
import { PriceBlock } from "~/components/catalogue/price-block";
import { ProductCard } from "~/components/catalogue/product-card";
import { ProductImage } from "~/components/catalogue/product-image";
import { UnbrokenTerms } from "~/components/marketing/unbroken-terms";
import { QuoteRequestForm } from "~/components/quotes/quote-request-form";
import { StockBadge } from "~/components/catalogue/stock-badge";
import { buttonClass } from "~/components/ui/button";
import { isInquiryPrice } from "~/lib/price";
import { productStructuredData } from "~/lib/product-structured-data";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";
import { pageParam } from "../../server/http/path-params";
import { getProduct, relatedProducts } from "../../server/services/catalogue/catalogue";
import type { Route } from "./+types/product-details";

export const meta: Route.MetaFunction = (args) => {
  const product = args.loaderData?.product;
  if (!product) return [{ title: "Page Not Found" }];
  return pageMeta(args, {
    title: product.name,
    description: product.shortDescription ?? product.description.slice(0, 160),
    image: product.imageUrl ?? undefined,
  });
};

export function headers() {
  return { "Cache-Control": "private, no-cache", Vary: "Cookie" };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { catalogue } = context.services;
  const product = await getProduct(catalogue, context.viewer.catalogue, pageParam(params, "id", "product"));
  if (!product) throw data(null, { status: 404 });
  return { product, related: await relatedProducts(catalogue, context.viewer.catalogue, product) };
}

export default function ProductDetailsPage({ loaderData }: Route.ComponentProps) {
  const { product, related } = loaderData;
  const { origin, brand } = useRootData();
  const specs = Object.entries(product.specifications ?? {});
  const onRequest = product.price === null || isInquiryPrice(product.price);
  const structuredData = productStructuredData(product, origin, brand.companyName);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} />
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-primary">
              Home
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="h-4 w-4" />
          </li>
          <li>
            <Link to="/products" className="hover:text-primary">
              Products
            </Link>
          </li>
          {product.category && (
            <>
              <li aria-hidden>
                <ChevronRight className="h-4 w-4" />
              </li>
              <li>
                <Link to={`/products?category=${product.category.slug}`} className="hover:text-primary">
                  {product.category.name}
                </Link>
              </li>
            </>
          )}
          <li aria-hidden>
            <ChevronRight className="h-4 w-4" />
          </li>
          <li aria-current="page" className="font-medium text-ink">
            <UnbrokenTerms text={product.name} />
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <div className="self-start overflow-hidden rounded-2xl border border-line bg-white">
          <ProductImage product={product} priority />
        </div>
        <div>
          {product.category && (
            <Link to={`/products?category=${product.category.slug}`} className="text-sm font-semibold uppercase tracking-wide text-primary hover:underline">
              {product.category.name}
            </Link>
          )}
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            <UnbrokenTerms text={product.name} />
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted">
            <span>SKU: {product.sku}</span>
            <StockBadge product={product} />
          </div>
          <p className="mt-6 text-lg leading-8 text-slate-700">{product.description}</p>
          <div className="mt-8 space-y-4 rounded-xl border border-line bg-subtle p-5">
            <PriceBlock price={product.price} size="lg" />
            <div className="flex flex-wrap gap-3">
              {/* priced on request, the button itself is "Request a quote" for an approved buyer */}
              <AddToCartButton product={product} size="lg" quoteHref="#quote-request" />
              {product.price === null && (
                <a href="#quote-request" className={buttonClass({ variant: "outline", size: "lg" })}>
                  <MessageSquareQuote className="h-4 w-4" aria-hidden /> Request a quote
                </a>
              )}
            </div>
          </div>
          <details id="quote-request" open={onRequest} className="mt-6 rounded-xl border border-line bg-white p-5 [&_summary]:cursor-pointer">
            <summary className="text-lg font-semibold text-ink">Request a quote for this product</summary>
            <p className="mb-4 mt-2 text-sm text-muted">Tell us how many you need; our sales team e-mails you a quote with prices, terms and validity.</p>
            <QuoteRequestForm id="product-quote" source="product" productId={product.id} />
          </details>
          {specs.length > 0 && (
            <section className="mt-8" aria-labelledby="specs-heading">
              <h2 id="specs-heading" className="text-xl font-semibold">
                Specifications
              </h2>
              <table className="mt-3 w-full overflow-hidden rounded-lg border border-line text-sm">
                <tbody>
                  {specs.map(([key, value]) => (
                    <tr key={key} className="border-b border-line last:border-0 odd:bg-white even:bg-subtle">
                      <th scope="row" className="w-1/2 px-4 py-2.5 text-left font-medium text-muted">
                        {key}
                      </th>
                      <td className="px-4 py-2.5 font-medium">{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </div>
      </div>

      {related.length > 0 && (
        <section className="mt-16" aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
            Related products
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
