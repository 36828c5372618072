import { describe, expect, it } from "vitest";
import { formatOrderNumber, ORDER_NUMBER_PATTERN, parseOrderNumber } from "./order-number";

describe("order numbers", () => {
  it("are SO-, the year and the sequence padded to six digits", () => {
    expect(formatOrderNumber(2026, 123)).toBe("SO-2026-000123");
    expect(formatOrderNumber(2027, 1)).toBe("SO-2027-000001");
  });

  it("grow past six digits instead of wrapping", () => {
    expect(formatOrderNumber(2026, 1_234_567)).toBe("SO-2026-1234567");
    expect(ORDER_NUMBER_PATTERN.test("SO-2026-1234567")).toBe(true);
  });

  it("are read back in any case, and nothing else is", () => {
    expect(parseOrderNumber(" so-2026-000123 ")).toBe("SO-2026-000123");
    for (const bad of ["", "SO-26-000123", "SO-2026-123", "2026-000123", "SO-2026-000123x", "00000000-0000-0000-0000-000000000000", null, undefined]) {
      expect(parseOrderNumber(bad)).toBeNull();
    }
  });
});
