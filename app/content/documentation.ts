/** Documentation centre content (spec §2 "Documentation centre"). */
import type { Brand } from "./brand";
import { mailtoHref, type ContentLink, type IconName, type PageMeta } from "./brand-aware";

export interface DocumentationHero {
  title: string;
  text: string;
  searchPlaceholder: string;
}

export interface QuickAccessTile {
  icon: IconName;
  title: string;
  text: string;
  href: string;
}

export interface FeaturedGuide {
  title: string;
  description: string;
  badge: "Beginner" | "Intermediate" | "Advanced" | "New";
  readTime: string;
  href: string;
}

export interface LibraryDocument {
  /** Unique slug across the library. */
  id: string;
  name: string;
  version: string;
  format: "PDF";
  size: string;
}

export interface LibraryGroup {
  /** Also the in-page anchor: /documentation#<id>. */
  id: "product-manuals" | "application-notes" | "technical-support" | "training-materials";
  icon: IconName;
  title: string;
  documents: readonly LibraryDocument[];
}

export interface DocumentationContactCta extends ContentLink {
  title: string;
  text: string;
}

export const documentationMeta: PageMeta = {
  title: "Documentation Centre",
  description: "Product manuals, application notes, technical support guides and training materials for CE-MS ion sources, capillaries and reagent kits.",
};

export const documentationHero: DocumentationHero = {
  title: "Documentation Centre",
  text: "Manuals, application notes, troubleshooting guides and training materials for every stage of your CE-MS workflow.",
  searchPlaceholder: "Search documents, e.g. emitter, cIEF, capillary…",
};

export const quickAccessTiles: readonly QuickAccessTile[] = [
  {
    icon: "BookOpen",
    title: "Product Manuals",
    text: "Installation, operation and maintenance guides for our hardware.",
    href: "/documentation#product-manuals",
  },
  {
    icon: "FlaskConical",
    title: "Application Notes",
    text: "Validated methods with conditions, results and data.",
    href: "/documentation#application-notes",
  },
  {
    icon: "Calculator",
    title: "Calculators & Tools",
    text: "Capillary volume, injection volume, intact mass and method tools.",
    href: "/tools",
  },
  {
    icon: "LifeBuoy",
    title: "Technical Support",
    text: "Ask our application scientists for help with your system.",
    href: "/contact?interest=technical-services",
  },
];

export const featuredGuidesTitle = "Featured Guides";

export const featuredGuides: readonly FeaturedGuide[] = [
  {
    title: "Getting Started with CZE-MS",
    description: "From capillary conditioning and emitter positioning to your first stable spray and a reproducible separation.",
    badge: "Beginner",
    readTime: "5 min read",
    href: "/documentation/guides/getting-started-with-cze-ms",
  },
  {
    title: "cIEF-MS Method Development with the CR3520 Kit",
    description: "Choose ampholytes for your pI range, prepare samples and set the focusing and mobilisation steps with our Method Assistant.",
    badge: "New",
    readTime: "5 min read",
    href: "/documentation/guides/cief-ms-method-development-cr3520",
  },
  {
    title: "Diagnosing Spray Instability and Current Drops",
    description: "A systematic approach to emitter gap, tip condition, sheath liquid and voltage settings when the signal becomes unstable.",
    badge: "Advanced",
    readTime: "4 min read",
    href: "/documentation/guides/diagnosing-spray-instability",
  },
];

export const libraryTitle = "Document Library";

export const libraryIntro =
  "Our support team sends documents on request: Request PDF opens a pre-filled e-mail naming the document and its version, and we reply with the file, usually within one business day.";

export const documentLibrary: readonly LibraryGroup[] = [
  {
    id: "product-manuals",
    icon: "BookOpen",
    title: "Product Manuals",
    documents: [
      { id: "emass-ii-user-manual", name: "EMASS-II CE-MS Ion Source User Manual", version: "v3.2", format: "PDF", size: "6.8 MB" },
      { id: "ce-ms-system-operation-guide", name: "Automated CE-MS System Operation Guide", version: "v2.4", format: "PDF", size: "9.1 MB" },
      { id: "separation-capillary-handling", name: "Separation Capillary Installation and Care", version: "v1.6", format: "PDF", size: "2.3 MB" },
      { id: "cr3520-kit-instructions", name: "CR3520 cIEF-MS Reagent Kit Instructions for Use", version: "v2.1", format: "PDF", size: "1.9 MB" },
    ],
  },
  {
    id: "application-notes",
    icon: "FlaskConical",
    title: "Application Notes",
    documents: [
      {
        id: "an-mab-charge-variants-cief-ms",
        name: "Charge Variant Analysis of Monoclonal Antibodies by cIEF-MS",
        version: "v1.2",
        format: "PDF",
        size: "3.4 MB",
      },
      { id: "an-intact-mab-czems", name: "Intact Mass Analysis of Therapeutic Antibodies by CZE-MS", version: "v1.0", format: "PDF", size: "2.7 MB" },
      { id: "an-top-down-proteomics", name: "Top-Down Proteomics of Complex Lysates by CZE-MS/MS", version: "v1.1", format: "PDF", size: "4.2 MB" },
      { id: "an-polar-metabolites-urine", name: "Polar Metabolite Profiling in Urine by CE-MS", version: "v1.0", format: "PDF", size: "2.2 MB" },
    ],
  },
  {
    id: "technical-support",
    icon: "Wrench",
    title: "Technical Support",
    documents: [
      { id: "ts-spray-stability-troubleshooting", name: "Troubleshooting Guide: Spray Stability and Current", version: "v2.0", format: "PDF", size: "1.8 MB" },
      { id: "ts-emitter-gap-setup", name: "Setting Emitter Gaps for CZE-MS and cIEF-MS", version: "v1.3", format: "PDF", size: "1.2 MB" },
      { id: "ts-capillary-conditioning", name: "Capillary Conditioning and Storage Protocol", version: "v1.4", format: "PDF", size: "0.9 MB" },
      { id: "ts-preventive-maintenance", name: "Preventive Maintenance Checklist", version: "v1.1", format: "PDF", size: "0.6 MB" },
    ],
  },
  {
    id: "training-materials",
    icon: "GraduationCap",
    title: "Training Materials",
    documents: [
      { id: "tr-ce-ms-fundamentals", name: "CE-MS Fundamentals Course Workbook", version: "v2.2", format: "PDF", size: "7.5 MB" },
      { id: "tr-cief-ms-hands-on", name: "Hands-On cIEF-MS Training Exercises", version: "v1.5", format: "PDF", size: "3.1 MB" },
      { id: "tr-data-analysis-intact-proteins", name: "Data Analysis for Intact Protein CE-MS", version: "v1.0", format: "PDF", size: "4.6 MB" },
      { id: "tr-lab-setup-safety", name: "CE-MS Laboratory Setup and High-Voltage Safety", version: "v1.3", format: "PDF", size: "1.4 MB" },
    ],
  },
];

/**
 * Documents are sent on request by our support team, so the library's download and read buttons
 * open a pre-filled mail to the support address naming the document and its version.
 */
export function documentRequestHref(brand: Brand, document: LibraryDocument): string {
  return mailtoHref(brand.supportEmail, `Document request: ${document.name} (${document.version})`);
}

export const documentationContactCta: DocumentationContactCta = {
  title: "Can't Find What You Need?",
  text: "Our application scientists can send specific documents, methods or data on request.",
  label: "Contact Support",
  href: "/contact?interest=technical-services",
};
