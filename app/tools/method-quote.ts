/**
 * "Quote this method": the catalogue products a generated CR3520 method uses, by SKU,
 * for a quote request. Each SKU is a product of the catalogue (server/db/seed-data.ts).
 */
import type { GeneratedMethod } from "./cr3520-method";

export interface MethodQuoteLine {
  readonly sku: string;
  readonly quantity: number;
  /** why the method needs it, shown beside the line */
  readonly reason: string;
}

/** The kit: MS-compatible pH 3–10 ampholytes, pI markers, anolyte, catholyte, mobilizer and one LPA-coated capillary. */
export const METHOD_KIT_SKU = "CR3520";
/** The neutral-coated capillary the method's pressures and times assume (100 cm × 50 µm ID), as a spare. */
export const METHOD_CAPILLARY_SKU = "CAP-LPA-50-100";
/** The sheath liquid of the sheath-flow ion source, used in mobilisation and MS. */
export const METHOD_SHEATH_SKU = "RK-SPRAY-250";
/** The conditioning solutions (NaOH, LC-MS water) of the rinse and regeneration steps. */
export const METHOD_CONDITIONING_SKU = "RK-BGE-AA";
/** Narrow- and basic-range ampholytes, for mixes that need more than the kit's broad pH 3–10 range. */
export const METHOD_AMPHOLYTE_SET_SKU = "RK-PIM-310";

/** The kit's own ampholyte range: a mix made of nothing else needs no extra ampholyte set. */
const KIT_AMPHOLYTE = "Pharmalyte 3-10";

/** The products a method uses, one each, in the order of the quote: kit, capillary, ampholytes, sheath liquid, conditioning. */
export function methodQuoteLines(method: Pick<GeneratedMethod, "ampholytes">): MethodQuoteLine[] {
  const extraRanges = method.ampholytes.components.filter((c) => c.name !== KIT_AMPHOLYTE).map((c) => c.name);
  return [
    { sku: METHOD_KIT_SKU, quantity: 1, reason: "The CR3520 kit: ampholytes pH 3–10, pI markers, electrolytes and mobilizer" },
    { sku: METHOD_CAPILLARY_SKU, quantity: 1, reason: "A spare neutral-coated capillary, 50 µm × 100 cm, as the method's pressures assume" },
    ...(extraRanges.length > 0
      ? [{ sku: METHOD_AMPHOLYTE_SET_SKU, quantity: 1, reason: `Ampholytes for the ${method.ampholytes.name.toLowerCase()} mix: ${extraRanges.join(", ")}` }]
      : []),
    { sku: METHOD_SHEATH_SKU, quantity: 1, reason: "Sheath liquid for mobilisation and electrospray" },
    { sku: METHOD_CONDITIONING_SKU, quantity: 1, reason: "Conditioning solutions for the rinse and regeneration steps" },
  ];
}
