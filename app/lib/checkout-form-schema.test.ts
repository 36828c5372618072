import { describe, expect, it } from "vitest";
import { UNKNOWN_COUNTRY } from "./account-schemas";
import type { SavedAddress } from "./address-book";
import { checkoutFormSchema } from "./checkout-schema";
import { parseForm } from "./form-validation";

const book: SavedAddress[] = [
  {
    id: "s1",
    kind: "shipping",
    isDefault: true,
    name: "Dr. Grete Hermann",
    company: "Institut für Analytik",
    line1: "Hauptstraße 5",
    line2: null,
    postalCode: "69117",
    city: "Heidelberg",
    region: null,
    country: "Germany",
  },
  {
    id: "b1",
    kind: "billing",
    isDefault: true,
    name: "Accounts payable",
    company: null,
    line1: "PO Box 9",
    line2: null,
    postalCode: "69000",
    city: "Heidelberg",
    region: null,
    country: "Germany",
  },
];

const contact = { customerName: "Grete Hermann", customerEmail: "grete@lab.example" };

function submit(fields: Record<string, string>, savedBook: SavedAddress[] | null = book) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...contact, ...fields })) form.append(name, value);
  return parseForm(form, checkoutFormSchema(form, { poRequired: false, book: savedBook }));
}

/** A refused form's messages by field. */
const errorsOf = (result: ReturnType<typeof submit>) => (result.status === "error" ? result.error : undefined);

const newAddress = (prefix: string, over: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries({
      name: "Lise Meitner",
      company: "",
      line1: "Kaiser-Wilhelm-Platz 1",
      line2: "",
      postalCode: "14195",
      city: "Berlin",
      region: "",
      country: "Germany",
      phone: "",
      ...over,
    }).map(([k, v]) => [`${prefix}.${k}`, v]),
  );

describe("the checkout form of a signed-in buyer", () => {
  it("ships to the chosen saved address, in full, and bills to the same when asked", () => {
    const result = submit({ shipTo: "s1", sameAsShipping: "on" });
    expect(result.status).toBe("success");
    const value = result.status === "success" ? result.value : null;
    expect(value?.order.shippingAddress).toBe("Dr. Grete Hermann\nInstitut für Analytik\nHauptstraße 5\n69117 Heidelberg\nGermany");
    expect(value?.order.billingAddress).toBe(value?.order.shippingAddress);
    expect(value?.save).toEqual([]);
  });

  it("takes a new address with a country of the list, keeps it in the address book when asked, and bills to a saved address", () => {
    const result = submit({ shipTo: "new", ...newAddress("shipping"), saveShipping: "on", billTo: "b1" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.order.shippingAddress).toBe("Lise Meitner\nKaiser-Wilhelm-Platz 1\n14195 Berlin\nGermany");
    expect(result.value.order.billingAddress).toBe("Accounts payable\nPO Box 9\n69000 Heidelberg\nGermany");
    expect(result.value.save).toEqual([expect.objectContaining({ kind: "shipping", name: "Lise Meitner", country: "Germany", isDefault: false })]);
    // not ticked: nothing kept
    const unsaved = submit({ shipTo: "new", ...newAddress("shipping"), sameAsShipping: "on" });
    expect(unsaved.status === "success" && unsaved.value.save).toEqual([]);
  });

  it("says which field of a new address is missing or wrong, and refuses an address that is not the buyer's", () => {
    const result = submit({ shipTo: "new", ...newAddress("shipping", { city: "", country: "Atlantis" }), sameAsShipping: "on" });
    expect(result.status).toBe("error");
    expect(errorsOf(result)?.["shipping.city"]).toEqual(["City is required"]);
    expect(errorsOf(result)?.["shipping.country"]).toEqual([UNKNOWN_COUNTRY]);
    const foreign = submit({ shipTo: "someone-elses", sameAsShipping: "on" });
    expect(errorsOf(foreign)?.shipTo).toEqual(["Choose a shipping address"]);
    const billing = submit({ shipTo: "s1", billTo: "new", ...newAddress("billing", { line1: "" }) });
    expect(errorsOf(billing)?.["billing.line1"]).toEqual(["Street and number is required"]);
  });

  it("leaves a guest the spec's address boxes", () => {
    const result = submit({ shippingAddress: "12 Science Park Road, Cambridge", sameAsShipping: "on" }, null);
    expect(result.status === "success" && result.value.order.billingAddress).toBe("12 Science Park Road, Cambridge");
    expect(errorsOf(submit({ shippingAddress: "short" }, null))?.shippingAddress).toEqual(["Complete shipping address is required"]);
  });
});
