import { productSpec } from "./catalogue-facts";

/** The electrospray settings most documents quote, as the emitters', the source's and the sheath liquid's product pages state them. */
export const CZE_GAP = productSpec("ES-CZE-07", "Emitter gap");
export const CIEF_GAP = productSpec("ES-CIEF-12", "Emitter gap");
export const ESI_VOLTAGE = productSpec("EMASS-II-SRC", "ESI voltage");
export const SHEATH = productSpec("RK-SPRAY-250", "Composition");
