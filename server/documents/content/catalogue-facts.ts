/**
 * The site's product facts for the documents (server/db/seed-data.ts, the catalogue the site
 * ships with), so that a manual states the emitter gaps, voltages, tip sizes and capillary
 * dimensions the product pages state. An unknown SKU or specification fails at start-up.
 */
import { seedProducts, type SeedProduct } from "../../db/seed-data";

function product(sku: string): SeedProduct {
  const found = seedProducts.find((p) => p.sku === sku);
  if (!found) throw new Error(`documents: no product ${sku} in the catalogue`);
  return found;
}

export function productName(sku: string): string {
  return product(sku).name;
}

/** One specification as the product page shows it, e.g. productSpec("ES-CZE-07", "Emitter gap") → "0.7 mm (CZE-MS)". */
export function productSpec(sku: string, label: string): string {
  const value = product(sku).specifications[label];
  if (value === undefined) throw new Error(`documents: ${sku} has no specification "${label}"`);
  return value;
}

/** Every specification of a product, in the product page's order. */
export function productFacts(sku: string): [string, string][] {
  return Object.entries(product(sku).specifications);
}

/** "Up to 30 kV" → "up to 30 kV", for a value in the middle of a sentence. */
export function inSentence(value: string): string {
  return value.charAt(0).toLowerCase() + value.slice(1);
}
