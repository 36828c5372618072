import { LazyImage } from "~/components/ui/lazy-image";
import { PRODUCT_CARD_IMAGE } from "~/lib/image-url";

/** Spec §2: MB03-CE's image is shown contained on a white background. */
export const CONTAINED_IMAGE_SKUS = new Set(["MB03-CE"]);

export function ProductImage({
  product,
  priority = false,
  className = "aspect-[7/5]",
}: {
  product: { sku: string; name: string; imageUrl: string | null };
  priority?: boolean;
  className?: string;
}) {
  const contained = CONTAINED_IMAGE_SKUS.has(product.sku);
  return (
    <LazyImage
      src={product.imageUrl ?? "/images/products/placeholder.svg"}
      alt={product.name}
      transform={PRODUCT_CARD_IMAGE}
      priority={priority}
      className={contained ? `${className} bg-white` : className}
      imgClassName={contained ? "object-contain bg-white p-2" : "object-cover"}
    />
  );
}
