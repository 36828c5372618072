import { Badge } from "~/components/ui/badge";

/** In stock, low stock (1–5 left; the number itself is for admins only) or out of stock. */
export function StockBadge({ product, className }: { product: { inStock: boolean; lowStock: boolean }; className?: string }) {
  if (!product.inStock)
    return (
      <Badge variant="secondary" className={className}>
        Out of stock
      </Badge>
    );
  if (product.lowStock)
    return (
      <Badge variant="warning" className={className}>
        Low stock
      </Badge>
    );
  return (
    <Badge variant="success" className={className}>
      In Stock
    </Badge>
  );
}
