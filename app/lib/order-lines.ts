/**
 * How an order line is named wherever the order appears (e-mails, PDF, CSV): its SKU, or "Quoted
 * item" for a quote's free line (a service contract, an installation), which has no catalogue SKU.
 */
export const QUOTED_ITEM = "Quoted item";

export const lineReference = (line: { sku: string; freeLine?: boolean }) => (line.freeLine ? QUOTED_ITEM : line.sku);
