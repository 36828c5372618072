import { describe, expect, it } from "vitest";
import { allocateLotQuantities, lotSplitText } from "./lot-quantities";

const line = { id: "line-1", quantity: 12, productName: "Buffer kit", sku: "BK-1" };
const other = { id: "line-2", quantity: 3, productName: "Capillary", sku: "CAP-1" };

describe("allocateLotQuantities", () => {
  it("splits a line of 12 into 7 from one lot and 5 from another", () => {
    expect(
      allocateLotQuantities(
        [line],
        [
          { orderItemId: "line-1", lotId: "a", quantity: 7 },
          { orderItemId: "line-1", lotId: "b", quantity: 5 },
        ],
      ),
    ).toEqual({
      ok: true,
      allocations: [
        { orderItemId: "line-1", lotId: "a", quantity: 7 },
        { orderItemId: "line-1", lotId: "b", quantity: 5 },
      ],
    });
  });

  it("lets a single lot without a quantity cover its whole line", () => {
    expect(allocateLotQuantities([line, other], [{ orderItemId: "line-2", lotId: "c" }])).toEqual({
      ok: true,
      allocations: [{ orderItemId: "line-2", lotId: "c", quantity: 3 }],
    });
    expect(allocateLotQuantities([line], [{ orderItemId: "line-1", lotId: "a", quantity: 12 }])).toMatchObject({ ok: true });
  });

  it("refuses lots that do not add up to the line, or several lots without quantities", () => {
    const short = allocateLotQuantities(
      [line],
      [
        { orderItemId: "line-1", lotId: "a", quantity: 7 },
        { orderItemId: "line-1", lotId: "b", quantity: 4 },
      ],
    );
    expect(short).toEqual({ ok: false, code: "lot_quantities_mismatch", message: "The lots of Buffer kit (BK-1) add up to 11, but the line has 12" });
    expect(allocateLotQuantities([line], [{ orderItemId: "line-1", lotId: "a", quantity: 13 }])).toMatchObject({ code: "lot_quantities_mismatch" });
    expect(
      allocateLotQuantities(
        [line],
        [
          { orderItemId: "line-1", lotId: "a", quantity: 12 },
          { orderItemId: "line-1", lotId: "b" },
        ],
      ),
    ).toMatchObject({ ok: false, code: "lot_quantities_mismatch" });
  });

  it("refuses a quantity of 0, below 0 or with a fraction", () => {
    for (const quantity of [0, -1, 2.5, Number.NaN]) {
      expect(allocateLotQuantities([line], [{ orderItemId: "line-1", lotId: "a", quantity }]), String(quantity)).toMatchObject({
        ok: false,
        code: "invalid_quantity",
      });
    }
  });
});

describe("lotSplitText", () => {
  it("writes each lot with its quantity", () => {
    expect(
      lotSplitText([
        { lotNumber: "BL2026A", quantity: 7 },
        { lotNumber: "BL2026B", quantity: 5 },
      ]),
    ).toBe("BL2026A × 7, BL2026B × 5");
    expect(lotSplitText([{ lotNumber: "OLD-1", quantity: null }])).toBe("OLD-1");
  });
});
