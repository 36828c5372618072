import ArrowRight from "lucide-react/icons/arrow-right";
import { useId } from "react";
import { Link } from "react-router";
import { UnbrokenTerms } from "~/components/marketing/unbroken-terms";
import { buttonClass } from "~/components/ui/button";
import type { ProductCardData } from "~/lib/catalogue-types";
import { AddToCartButton } from "./add-to-cart-button";
import { PriceBlock } from "./price-block";
import { ProductImage } from "./product-image";
import { StockBadge } from "./stock-badge";

/** A product in a grid: the catalogue's cards (ProductCardData) or a full product (related products). */
export function ProductCard({ product, priority = false }: { product: ProductCardData; priority?: boolean }) {
  const specs = Object.entries(product.specifications ?? {}).slice(0, 3);
  // One product may have two cards on a page (Featured Products and All Products): the heading's id
  // is the card's own, never the product's, so that ids stay unique and each card names itself.
  const headingId = useId();
  return (
    <article
      className="render-when-visible flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition hover:shadow-md"
      aria-labelledby={headingId}
    >
      <Link to={`/products/${product.id}`} tabIndex={-1} aria-hidden>
        <ProductImage product={product} priority={priority} />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="text-lg font-semibold leading-snug">
            <Link to={`/products/${product.id}`} className="hover:text-primary">
              <UnbrokenTerms text={product.name} />
            </Link>
          </h3>
          <StockBadge product={product} className="shrink-0" />
        </div>
        <p className="line-clamp-3 text-sm text-muted">{product.shortDescription || product.description}</p>
        {specs.length > 0 && (
          <dl className="grid gap-1 rounded-md bg-subtle p-3 text-xs">
            {specs.map(([key, value]) => (
              <div key={key} className="flex justify-between gap-3">
                <dt className="text-muted">{key}</dt>
                <dd className="text-right font-medium text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="text-xs text-muted">SKU: {product.sku}</p>
        {product.matchedIn && (
          <p className="text-xs text-muted" data-testid="matched-in">
            Matched in: <span className="font-medium text-ink">{product.matchedIn}</span>
          </p>
        )}
        <div className="mt-auto space-y-3 pt-2">
          <PriceBlock price={product.price} />
          <div className="flex gap-2">
            <AddToCartButton product={product} className="flex-1" />
            <Link to={`/products/${product.id}`} className={buttonClass({ variant: "outline" })} aria-label={`Details for ${product.name}`}>
              Details <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-white" aria-hidden data-testid="product-skeleton">
      <div className="aspect-[7/5] animate-pulse bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-slate-100" />
        <div className="h-10 w-full animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}
