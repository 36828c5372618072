import { describe, expect, it } from "vitest";
import type { SavedAddress } from "./address-book";
import { checkoutDefaults } from "./checkout-defaults";
import { viewerOf } from "./viewer";

const viewer = viewerOf({
  id: "u1",
  firstName: "Avery",
  lastName: "Approved",
  email: "avery@lab.example",
  company: "Northwind Labs",
  role: "customer",
  status: "approved",
});

const saved = (id: string, over: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  kind: "shipping",
  isDefault: false,
  name: "Avery Approved",
  company: null,
  line1: `${id} Lab Road`,
  line2: null,
  postalCode: "4051",
  city: "Basel",
  region: null,
  country: "Switzerland",
  ...over,
});

describe("checkoutDefaults", () => {
  it("fills the contact details from the signed-in account and proposes a new address made out to it", () => {
    expect(checkoutDefaults(viewer)).toEqual({
      values: {
        customerName: "Avery Approved",
        customerEmail: "avery@lab.example",
        customerCompany: "Northwind Labs",
        shipTo: "new",
        billTo: "new",
        shipping: { name: "Avery Approved", company: "Northwind Labs", country: "" },
        billing: { name: "Avery Approved", company: "Northwind Labs", country: "" },
      },
      sameAsShipping: true,
    });
  });

  it("chooses the default saved addresses, and a new address in the account's usual country", () => {
    const book = [saved("a"), saved("b", { isDefault: true, country: "Germany" }), saved("c", { kind: "billing", isDefault: true })];
    const start = checkoutDefaults(viewer, book);
    expect(start.values).toMatchObject({ shipTo: "b", billTo: "c", shipping: { country: "Germany" } });
    // the account bills to another address than it ships to
    expect(start.sameAsShipping).toBe(false);
    expect(checkoutDefaults(viewer, [saved("a")]).sameAsShipping).toBe(true);
    expect(checkoutDefaults(viewer, [saved("a", { isDefault: true }), saved("z", { kind: "billing", line1: "a Lab Road" })]).sameAsShipping).toBe(true);
  });

  it("leaves a guest's form empty", () => {
    expect(checkoutDefaults(null)).toEqual({ values: {}, sameAsShipping: true });
  });
});
