import type { ProductSummary } from "./catalogue-types";
import { parsePrice } from "./price";

/**
 * schema.org Product for search engines. An offer (with the price) is added only when the
 * viewer may see the price; the anonymous page carries none.
 */
export function productStructuredData(product: ProductSummary, origin: string, brandName: string) {
  const price = parsePrice(product.price);
  const json: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: product.sku,
    brand: { "@type": "Brand", name: brandName },
    url: `${origin}/products/${product.id}`,
  };
  if (product.imageUrl) json.image = `${origin}${product.imageUrl}`;
  if (product.category) json.category = product.category.name;
  if (price !== null) {
    json.offers = {
      "@type": "Offer",
      price: price.toFixed(2),
      priceCurrency: "USD",
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    };
  }
  // "<" is escaped so product text can never close the script element.
  return JSON.stringify(json).replace(/</g, "\\u003c");
}
