import type { ViewerUser } from "./viewer";

/** What the checkout form holds: every field as typed. */
export type CheckoutFormValues = {
  customerName: string;
  customerEmail: string;
  customerCompany: string;
  customerPhone: string;
  shippingAddress: string;
  billingAddress: string;
  notes: string;
  poNumber: string;
};

/** Addresses an account keeps for checkout (the address book of issue 25). */
export interface DefaultAddresses {
  shipping?: string | null;
  billing?: string | null;
}

/**
 * What the checkout form starts with for the signed-in account: its name, e-mail and company, and
 * (the one place for them) its default shipping and billing addresses once the account has an
 * address book. A guest starts with an empty form. Everything stays editable.
 */
export function checkoutDefaults(viewer: ViewerUser | null, addresses: DefaultAddresses = {}): Partial<CheckoutFormValues> {
  if (!viewer) return {};
  return {
    customerName: `${viewer.firstName} ${viewer.lastName}`.trim(),
    customerEmail: viewer.email,
    customerCompany: viewer.company,
    shippingAddress: addresses.shipping ?? "",
    billingAddress: addresses.billing ?? "",
  };
}
