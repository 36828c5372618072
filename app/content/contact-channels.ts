/**
 * The ways to reach us, each defined once (label, icon, how its value is shown) and read from the
 * brand at render time. The contact page lists them all; other pages pick the ones they need.
 */
import type { Brand } from "./brand";
import type { IconName } from "./brand-aware";

/** One line of a contact-information list; the value is read from the brand. */
export interface ContactChannel {
  label: string;
  icon: IconName;
  field: keyof Brand;
  kind: "email" | "phone" | "text";
}

const channels = {
  salesEmail: { label: "Sales", icon: "Mail", kind: "email" },
  supportEmail: { label: "Technical Support", icon: "Headphones", kind: "email" },
  phone: { label: "Phone", icon: "Phone", kind: "phone" },
  chinaSalesContact: { label: "China Sales Representative", icon: "Globe", kind: "text" },
  postalAddress: { label: "Address", icon: "MapPin", kind: "text" },
  fax: { label: "Fax", icon: "Printer", kind: "text" },
} satisfies Partial<Record<keyof Brand, Omit<ContactChannel, "field">>>;

/** The channels that show these brand fields, in the order given. */
export function contactChannelsFor(...fields: (keyof typeof channels)[]): ContactChannel[] {
  return fields.map((field) => {
    const { label, icon, kind } = channels[field];
    return { label, icon, field, kind };
  });
}
