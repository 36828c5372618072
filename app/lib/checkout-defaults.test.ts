import { describe, expect, it } from "vitest";
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

describe("checkoutDefaults", () => {
  it("fills the contact details from the signed-in account", () => {
    expect(checkoutDefaults(viewer)).toEqual({
      customerName: "Avery Approved",
      customerEmail: "avery@lab.example",
      customerCompany: "Northwind Labs",
      shippingAddress: "",
      billingAddress: "",
    });
  });

  it("fills the default addresses when the account has them", () => {
    expect(checkoutDefaults(viewer, { shipping: "1 Lab Road, Basel", billing: "PO Box 9, Basel" })).toMatchObject({
      shippingAddress: "1 Lab Road, Basel",
      billingAddress: "PO Box 9, Basel",
    });
  });

  it("leaves a guest's form empty", () => {
    expect(checkoutDefaults(null)).toEqual({});
  });
});
