/**
 * How many units of each order line came from each lot (decision 042): the one rule the shipping
 * API, the admin's shipping form, the CSV export and the shipping e-mail share.
 */

export interface LotQuantityChoice {
  orderItemId: string;
  lotId: string;
  /** may be left out only when the line names a single lot: it then covers the whole line */
  quantity?: number | null;
}

export interface LotAllocation {
  orderItemId: string;
  lotId: string;
  quantity: number;
}

export type LotQuantityProblemCode = "invalid_quantity" | "lot_quantities_mismatch";

export type LotQuantityResult = { ok: true; allocations: LotAllocation[] } | { ok: false; code: LotQuantityProblemCode; message: string };

export const LOT_QUANTITY_MESSAGES = {
  invalid: "A lot's quantity is a whole number of at least 1",
} as const;

/** Whether a quantity given for a lot is usable: a whole number of at least 1. */
export const isLotQuantity = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 1;

/**
 * Turns the lots named for each line into quantities per lot: a single lot without a quantity
 * covers its whole line, several lots each need theirs, and a line's lots add up to the line.
 * Lines named by no choice are left alone (whether they need a lot is the caller's rule).
 */
export function allocateLotQuantities(
  lines: ReadonlyArray<{ id: string; quantity: number; productName: string; sku: string }>,
  choices: readonly LotQuantityChoice[],
): LotQuantityResult {
  for (const choice of choices) {
    if (choice.quantity !== undefined && choice.quantity !== null && !isLotQuantity(choice.quantity)) {
      return { ok: false, code: "invalid_quantity", message: LOT_QUANTITY_MESSAGES.invalid };
    }
  }
  const allocations: LotAllocation[] = [];
  for (const line of lines) {
    const mine = choices.filter((c) => c.orderItemId === line.id);
    if (mine.length === 0) continue;
    if (mine.length === 1 && (mine[0].quantity === undefined || mine[0].quantity === null)) {
      allocations.push({ orderItemId: line.id, lotId: mine[0].lotId, quantity: line.quantity });
      continue;
    }
    if (mine.some((c) => c.quantity === undefined || c.quantity === null)) {
      return {
        ok: false,
        code: "lot_quantities_mismatch",
        message: `${line.productName} (${line.sku}) ships from ${mine.length} lots: give the quantity of each`,
      };
    }
    const total = mine.reduce((sum, c) => sum + c.quantity!, 0);
    if (total !== line.quantity) {
      return {
        ok: false,
        code: "lot_quantities_mismatch",
        message: `The lots of ${line.productName} (${line.sku}) add up to ${total}, but the line has ${line.quantity}`,
      };
    }
    allocations.push(...mine.map((c) => ({ orderItemId: line.id, lotId: c.lotId, quantity: c.quantity! })));
  }
  return { ok: true, allocations };
}

/** A line's lots as the CSV and the e-mail write them: "BL2026A × 7, BL2026B × 5" (a lot of unrecorded quantity by its number alone). */
export function lotSplitText(lots: ReadonlyArray<{ lotNumber: string; quantity: number | null }>): string {
  return lots.map((lot) => (lot.quantity === null ? lot.lotNumber : `${lot.lotNumber} × ${lot.quantity}`)).join(", ");
}
