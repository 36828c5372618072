import type { InterestArea } from "~/content/contact-page";

/** The contact form's interest area for a quote, by the product's category. */
const QUOTE_INTEREST: Record<string, InterestArea> = {
  "ion-sources": "emass-ii-ion-sources",
  "ce-ms-instrumentation": "ce-ms-instrumentation",
  "separation-capillaries": "ce-ms-instrumentation",
  "peripheral-equipment": "ce-ms-instrumentation",
  "reagent-kits": "cr3520-reagent-kit",
  "technical-services": "technical-services",
  "custom-solutions": "custom-solutions",
};

/** "Request a quote" from a product page: the enquiry form with the product's interest area and SKU. */
export function quoteRequestHref(product: { sku: string; category?: { slug: string } | null }): string {
  const interest = QUOTE_INTEREST[product.category?.slug ?? ""] ?? "custom-solutions";
  return `/contact?${new URLSearchParams({ interest, product: product.sku })}#inquiry-form`;
}

/** The message a quote enquiry starts with: the product's name and SKU, then room for the details. */
export function quoteMessage(product: { sku: string; name: string }): string {
  return `Quote request: ${product.name} (SKU ${product.sku})\nQuantity: \n`;
}
