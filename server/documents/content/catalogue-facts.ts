/**
 * The site's product facts for the documents (server/db/seed-data.ts, the catalogue the site
 * ships with), so that a manual states the emitter gaps, voltages, tip sizes and capillary
 * dimensions the product pages state. An unknown SKU or specification fails at start-up.
 */
import { documentLibrary } from "~/content/documentation";
import { TROUBLESHOOTING } from "~/tools/cr3520-protocol-content";
import { seedProducts, type SeedProduct } from "../../db/seed-data";
import type { DocumentBlock } from "../document-model";

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

/** The two emitters, a row each: separation mode, emitter gap, emitter and one more of the emitter's specifications. */
export function emitterRows(spec: string): string[][] {
  return [
    ["CZE-MS", "ES-CZE-07"],
    ["cIEF-MS", "ES-CIEF-12"],
  ].map(([mode, sku]) => [mode, productSpec(sku, "Emitter gap"), productName(sku), productSpec(sku, spec)]);
}

/** Every specification of a product, in the product page's order. */
export function productFacts(sku: string): [string, string][] {
  return Object.entries(product(sku).specifications);
}

/** "Up to 30 kV" → "up to 30 kV", for a value in the middle of a sentence. */
export function inSentence(value: string): string {
  return value.charAt(0).toLowerCase() + value.slice(1);
}

/** The products a document uses, by SKU, as a table a buyer can order from (no prices: public documents). */
export function orderingInformation(skus: readonly string[]): DocumentBlock {
  return {
    kind: "table",
    columns: ["Part number", "Product"],
    widths: [110],
    rows: skus.map((sku) => [sku, productName(sku)]),
  };
}

/** Other documents of the library, with their current versions. */
export function relatedDocuments(slugs: readonly string[]): DocumentBlock {
  const all = documentLibrary.flatMap((group) => group.documents.map((doc) => ({ ...doc, group: group.title })));
  return {
    kind: "table",
    columns: ["Document", "Version", "Section"],
    widths: [290, 55],
    rows: slugs.map((slug) => {
      const doc = all.find((d) => d.id === slug);
      if (!doc) throw new Error(`documents: no library document ${slug}`);
      return [doc.name, doc.version, doc.group];
    }),
  };
}

/** The CR3520 Method Assistant's Troubleshooting tab as a table, so the kit's instructions and the spray guide list the same problems. */
export function cr3520Troubleshooting(): DocumentBlock {
  return {
    kind: "table",
    columns: ["Problem", "Cause", "Fix"],
    widths: [140, 150],
    rows: TROUBLESHOOTING.map((t) => [t.problem, t.cause, t.fix]),
  };
}
