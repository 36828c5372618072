/** Footer content (spec §2 "Navigation and footer"). */
import type { Brand } from "./brand";
import type { ContentLink } from "./brand-aware";

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
        { label: "Ion Sources", href: "/products?category=ion-sources" },
        { label: "CE-MS Instrumentation", href: "/products?category=ce-ms-instrumentation" },
        { label: "Separation Capillaries", href: "/products?category=separation-capillaries" },
        { label: "Reagent Kits", href: "/products?category=reagent-kits" },
        { label: "Peripheral Equipment", href: "/products?category=peripheral-equipment" },
        { label: "Custom Solutions", href: "/products?category=custom-solutions" },
      ],
    },
    {
      title: "Support",
      links: [
        { label: "Documentation", href: "/documentation" },
        { label: "Tools", href: "/tools" },
        { label: "Contact", href: "/contact" },
        { label: "Technical Services", href: "/products?category=technical-services" },
      ],
    },
    {
      title: "Company",
      links: [
        { label: "About", href: "/about" },
        { label: "News", href: "/news" },
        { label: "Events", href: "/events" },
        { label: "BioSummit", href: "/biosummit" },
      ],
    },
  ],
  legalLinks: [
    { label: "Privacy Policy", href: "/contact" },
    { label: "Terms of Service", href: "/contact" },
  ],
  copyright: (brand, year) => `© ${year} ${brand.companyName}. All rights reserved.`,
};
