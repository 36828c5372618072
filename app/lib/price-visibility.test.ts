import { describe, expect, it } from "vitest";
import { canSeePrices } from "./price-visibility";
import { priceBlockFor, purchaseButton } from "./purchase-state";

const as = (status: "pending" | "approved" | "rejected", role: "customer" | "admin" = "customer") => ({ status, role });

describe("canSeePrices (spec §4, decisions.md)", () => {
  it.each([
    ["nobody", null, false],
    ["a pending customer", as("pending"), false],
    ["a rejected customer", as("rejected"), false],
    ["an approved customer", as("approved"), true],
    ["an admin", as("approved", "admin"), true],
    ["an admin whatever the status", as("pending", "admin"), true],
  ] as const)("%s: %s", (_who, viewer, expected) => {
    expect(canSeePrices(viewer)).toBe(expected);
  });

  it("is the rule the UI's price block and purchase button follow", () => {
    for (const viewer of [null, as("pending"), as("rejected"), as("approved"), as("approved", "admin"), as("pending", "admin")]) {
      const sees = canSeePrices(viewer);
      expect(priceBlockFor(viewer) === "price").toBe(sees);
      expect(purchaseButton(viewer, { inStock: true }).kind === "add").toBe(sees);
    }
  });
});
