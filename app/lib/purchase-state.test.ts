import { describe, expect, it } from "vitest";
import { priceBlockFor, purchaseButton } from "./purchase-state";

const as = (status: "pending" | "approved" | "rejected", role: "customer" | "admin" = "customer") => ({ status, role });

describe("price visibility (spec §4)", () => {
  it("shows prices only to approved users and admins", () => {
    expect(priceBlockFor(as("approved"))).toBe("price");
    expect(priceBlockFor(as("approved", "admin"))).toBe("price");
    expect(priceBlockFor(as("pending"))).toBe("pending");
    expect(priceBlockFor(null)).toBe("approval-required");
  });

  it("does not offer a rejected account to request access again", () => {
    expect(priceBlockFor(as("rejected"))).toBe("not-approved");
  });
});

describe("purchase button (spec §2)", () => {
  it("adds to the cart only for an approved user and an item in stock", () => {
    expect(purchaseButton(as("approved"), { inStock: true })).toMatchObject({ kind: "add", label: "Add to Cart", disabled: false });
    expect(purchaseButton(as("approved"), { inStock: false })).toMatchObject({ label: "Out of Stock", disabled: true });
    expect(purchaseButton(null, { inStock: false })).toMatchObject({ label: "Out of Stock", disabled: true });
  });

  it("leads a visitor to sign in, and tells a signed-in account that cannot buy why", () => {
    expect(purchaseButton(null, { inStock: true })).toMatchObject({ kind: "sign-in", label: "Sign In for Pricing" });
    expect(purchaseButton(as("pending"), { inStock: true })).toMatchObject({ label: "Account pending approval", disabled: true });
    expect(purchaseButton(as("rejected"), { inStock: true })).toMatchObject({ label: "Account not approved", disabled: true });
  });
});

describe("a product priced on request", () => {
  it("offers an approved buyer 'Request a quote', never 'Add to Cart', in stock or not", () => {
    const approved = { role: "customer", status: "approved" } as const;
    expect(purchaseButton(approved, { inStock: true, price: "Please inquire" })).toMatchObject({ kind: "quote", label: "Request a quote", disabled: false });
    expect(purchaseButton(approved, { inStock: false, price: "Please inquire" })).toMatchObject({ kind: "quote" });
    expect(purchaseButton(approved, { inStock: true, price: "$1,100.00" })).toMatchObject({ kind: "add" });
  });
});
