/**
 * The company's name and contacts, in one place (decisions.md "Brand and contacts").
 * These are neutral defaults; the server overrides any of them from environment variables
 * (see server/config.ts and .env.example) and hands the result to the UI through the root loader.
 * UI code reads the brand with `useBrand()` (app/lib/use-brand.ts), never from this file directly.
 */
export interface Brand {
  companyName: string;
  supportEmail: string;
  salesEmail: string;
  adminEmail: string;
  phone: string;
  fax: string;
  chinaSalesContact: string;
  postalAddress: string;
}

export const defaultBrand: Brand = {
  companyName: "CEMS Technologies",
  supportEmail: "support@example.com",
  salesEmail: "sales@example.com",
  adminEmail: "admin@example.com",
  phone: "+1 (555) 010-2400",
  fax: "+1 (555) 010-2401",
  chinaSalesContact: "china.sales@example.com, +86 10 5555 0100",
  postalAddress: "100 Innovation Drive, Suite 200, Research Park, NC 27709, USA",
};
