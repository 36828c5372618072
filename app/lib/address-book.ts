/*
 * The address book as pages show and choose from it (the account's address book, the checkout's
 * "Ship to" and "Bill to"): no validation here, so that a page can draw addresses without loading
 * the forms' schemas (those are in account-schemas.ts).
 */

/** An address's own fields, as the address book keeps them. */
export interface AddressFields {
  name: string;
  company: string | null;
  line1: string;
  line2: string | null;
  postalCode: string;
  city: string;
  region: string | null;
  country: string;
  phone?: string | null;
}

export type AddressKind = "shipping" | "billing";

/** A saved address of the signed-in account, as the checkout offers it. */
export interface SavedAddress extends AddressFields {
  id: string;
  kind: AddressKind;
  isDefault: boolean;
}

/** The value of the "A new address" choice (saved addresses are chosen by their id). */
export const NEW_ADDRESS = "new";

/** An address written as one block of text, as an order stores it (the checkout's address fields). */
export function addressText(a: AddressFields) {
  return [a.name, a.company, a.line1, a.line2, [a.postalCode, a.city].join(" "), a.region, a.country].filter(Boolean).join("\n");
}

/** The saved addresses of one kind, the default first. */
export function addressesOfKind(book: readonly SavedAddress[], kind: AddressKind): SavedAddress[] {
  return book.filter((a) => a.kind === kind).sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** What the checkout proposes: the default address of the kind, else its first, else a new address. */
export function proposedChoice(book: readonly SavedAddress[], kind: AddressKind): string {
  return addressesOfKind(book, kind)[0]?.id ?? NEW_ADDRESS;
}
