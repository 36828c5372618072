import { describe, expect, it } from "vitest";
import { priceBlockFor, purchaseButton } from "./purchase-state";

const as = (status: "pending" | "approved" | "rejected", role: "customer" | "admin" = "customer") => ({ status, role });

describe("price visibility (spec §4)", () => {
  it("shows prices only to approved users and admins", () => {
    expect(priceBlockFor(as("approved"))).toBe("price");
    expect(priceBlockFor(as("approved", "admin"))).toBe("price");
    expect(priceBlockFor(as("pending"))).toBe("pending");
    expect(priceBlockFor(as("rejected"))).toBe("approval-required");
    expect(priceBlockFor(null)).toBe("approval-required");
  });
});

describe("purchase button (spec §2)", () => {
  it("is enabled only for an approved user and an item in stock", () => {
    expect(purchaseButton(as("approved"), { inStock: true })).toEqual({ label: "Add to Cart", disabled: false });
    expect(purchaseButton(as("approved"), { inStock: false })).toEqual({ label: "Out of Stock", disabled: true });
    expect(purchaseButton(as("pending"), { inStock: true })).toEqual({ label: "Sign In for Pricing", disabled: true });
    expect(purchaseButton(null, { inStock: true })).toEqual({ label: "Sign In for Pricing", disabled: true });
    expect(purchaseButton(null, { inStock: false })).toEqual({ label: "Out of Stock", disabled: true });
  });
});
