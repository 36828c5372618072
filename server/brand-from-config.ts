import { type Brand, defaultBrand } from "~/content/brand";
import type { Config } from "./config";

/** The brand defaults with any environment overrides applied. */
export function brandFromConfig(config: Config): Brand {
  return {
    companyName: config.COMPANY_NAME ?? defaultBrand.companyName,
    supportEmail: config.SUPPORT_EMAIL ?? defaultBrand.supportEmail,
    salesEmail: config.SALES_EMAIL ?? defaultBrand.salesEmail,
    adminEmail: config.ADMIN_EMAIL,
    phone: config.COMPANY_PHONE ?? defaultBrand.phone,
    fax: config.COMPANY_FAX ?? defaultBrand.fax,
    chinaSalesContact: config.CHINA_SALES_CONTACT ?? defaultBrand.chinaSalesContact,
    postalAddress: config.COMPANY_ADDRESS ?? defaultBrand.postalAddress,
  };
}
