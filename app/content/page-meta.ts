/**
 * The marketing pages' titles and descriptions for search engines and link previews, one table for
 * all of them (`pageMeta` in app/lib/seo.ts appends the company name to the title).
 */
import type { PageMeta } from "./brand-aware";

export const marketingPageMeta = {
  home: {
    title: "Global Leader in CE-MS Technologies",
    description:
      "Ion sources, CE-MS instrumentation, separation capillaries, reagent kits and services that couple capillary electrophoresis to mass spectrometry.",
  },
  about: {
    title: "About Us",
    description: "Since 2013 we have developed patented CE-MS ion sources, instruments and reagents for proteomics, biopharma and clinical research.",
  },
  biosummit: {
    title: "BioSummit Early Access",
    description: "Apply for early access to our next-generation automated CE-MS platform with validated cIEF-MS and CZE-MS protocols.",
  },
  contact: {
    title: "Contact Us",
    description: "Ask about CE-MS instruments, ion sources, reagent kits, services, training or partnership. We respond within 24 hours on business days.",
  },
  documentation: {
    title: "Documentation Centre",
    description: "Product manuals, application notes, technical support guides and training materials for CE-MS ion sources, capillaries and reagent kits.",
  },
  events: {
    title: "Events",
    description:
      "Meet our CE-MS team: vendor tours with live demonstrations, webinars and technical talks. Register online, or catch up on the programmes of past events.",
  },
  news: {
    title: "News & Updates",
    description: "Conference appearances, application notes, product updates and events from our CE-MS team.",
  },
  partnerPlatform: {
    title: "CE-MS for Agilent Q-TOF and TOF Platforms",
    description:
      "Add high-efficiency capillary electrophoresis separations to Agilent 6500 series Q-TOF and 6200 series TOF LC/MS systems with our CE-MS interface.",
  },
} satisfies Record<string, PageMeta>;
