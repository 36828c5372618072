import { describe, expect, it } from "vitest";
import { typedQuantity } from "./cart-quantity";
import { MAX_CART_QUANTITY } from "./cart-session";

describe("typedQuantity", () => {
  it("takes a whole number as typed", () => {
    expect(typedQuantity("12")).toBe(12);
    expect(typedQuantity(" 3 ")).toBe(3);
  });

  it("keeps it within 1 and the cart's maximum", () => {
    expect(typedQuantity("0")).toBe(1);
    expect(typedQuantity("100000")).toBe(MAX_CART_QUANTITY);
  });

  it("ignores what is not a whole number", () => {
    for (const text of ["", "abc", "2.5", "-3", "1e3"]) expect(typedQuantity(text)).toBeNull();
  });
});
