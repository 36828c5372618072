import { addressesOfKind, addressText, NEW_ADDRESS, proposedChoice, type SavedAddress } from "./address-book";
import { usualCountry } from "./countries";
import type { ViewerUser } from "./viewer";

/** A new address as the checkout's fields hold it (the address book's fields). */
export type AddressFormValues = {
  name: string;
  company: string;
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  region: string;
  country: string;
  phone: string;
};

/**
 * What the checkout form holds: every field as typed. A guest types the addresses
 * (`shippingAddress`, `billingAddress`); a signed-in buyer chooses a saved address or "A new
 * address" (`shipTo`, `billTo`: an address's id or NEW_ADDRESS) and fills `shipping`/`billing`.
 */
export type CheckoutFormValues = {
  customerName: string;
  customerEmail: string;
  customerCompany: string;
  customerPhone: string;
  shippingAddress: string;
  billingAddress: string;
  notes: string;
  poNumber: string;
  costCentre: string;
  glCode: string;
  shipTo: string;
  shipping: AddressFormValues;
  saveShipping: string;
  sameAsShipping: string;
  billTo: string;
  billing: AddressFormValues;
  saveBilling: string;
};

export interface CheckoutStart {
  values: Partial<CheckoutFormValues>;
  /** "Same as shipping address" is ticked unless the account bills to another address by default */
  sameAsShipping: boolean;
}

/**
 * What the checkout form starts with. A guest: an empty form. A signed-in buyer: their name,
 * e-mail and company; the default saved shipping and billing addresses chosen ("A new address"
 * when there are none), a new address made out to them in their usual country.
 */
export function checkoutDefaults(viewer: ViewerUser | null, book: readonly SavedAddress[] | null = null): CheckoutStart {
  if (!viewer) return { values: {}, sameAsShipping: true };
  const saved = book ?? [];
  const name = `${viewer.firstName} ${viewer.lastName}`.trim();
  const country = usualCountry(saved) ?? "";
  const fresh = { name, company: viewer.company ?? "", country };
  const shipTo = proposedChoice(saved, "shipping");
  const billTo = proposedChoice(saved, "billing");
  const shipping = addressesOfKind(saved, "shipping")[0];
  const billing = addressesOfKind(saved, "billing")[0];
  return {
    values: {
      customerName: name,
      customerEmail: viewer.email,
      customerCompany: viewer.company,
      shipTo,
      billTo,
      shipping: fresh as AddressFormValues,
      billing: fresh as AddressFormValues,
    },
    sameAsShipping: billTo === NEW_ADDRESS || (shipping !== undefined && addressText(billing) === addressText(shipping)),
  };
}
