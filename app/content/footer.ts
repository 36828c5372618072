/** Footer content (spec §2 "Navigation and footer"). */
import type { Brand } from "./brand";
import { type ContentLink, link } from "./brand-aware";

export interface FooterColumn {
  title: string;
  links: readonly ContentLink[];
}

export interface FooterContent {
  tagline: string;
  columns: readonly FooterColumn[];
  /** Privacy and terms both lead to the contact page (spec §2). */
  legalLinks: readonly ContentLink[];
  copyright: (brand: Brand, year: number) => string;
}

export const footer: FooterContent = {
  tagline: "Ion sources, instrumentation, capillaries and reagents for capillary electrophoresis–mass spectrometry.",
  columns: [
    {
      title: "Products",
      links: [
        link("Ion Sources", "/products?category=ion-sources"),
        link("CE-MS Instrumentation", "/products?category=ce-ms-instrumentation"),
        link("Separation Capillaries", "/products?category=separation-capillaries"),
        link("Reagent Kits", "/products?category=reagent-kits"),
        link("Peripheral Equipment", "/products?category=peripheral-equipment"),
        link("Custom Solutions", "/products?category=custom-solutions"),
      ],
    },
    {
      title: "Support",
      links: [
        link("Documentation", "/documentation"),
        link("Tools", "/tools"),
        link("Contact", "/contact"),
        link("Technical Services", "/products?category=technical-services"),
      ],
    },
    {
      title: "Company",
      links: [link("About", "/about"), link("News", "/news"), link("Events", "/events"), link("BioSummit", "/biosummit")],
    },
  ],
  legalLinks: [link("Privacy Policy", "/contact"), link("Terms of Service", "/contact")],
  copyright: (brand, year) => `© ${year} ${brand.companyName}. All rights reserved.`,
};
