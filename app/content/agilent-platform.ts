/**
 * Partner-platform page content (spec §2 "Partner-platform page (/agilent-platform)"):
 * our CE-MS interface on Agilent Q-TOF and TOF LC/MS systems. Kept factual and neutral;
 * contacts and the postal address come from the brand.
 */
import type { ContentLink, IconName } from "./brand-aware";
import { type ContactChannel, contactChannelsFor } from "./contact-channels";

export type PartnerPlatformTabId = "applications" | "workflow" | "performance" | "support";

export interface PartnerPlatformTab {
  id: PartnerPlatformTabId;
  label: string;
}

export interface PartnerPlatformHero {
  badge: string;
  title: string;
  intro: string;
  primaryCta: ContentLink;
  secondaryCta: ContentLink;
}

export interface PlatformApplication {
  icon: IconName;
  title: string;
  text: string;
}

export interface ApplicationsTab {
  title: string;
  intro: string;
  items: readonly PlatformApplication[];
}

export interface IntegrationStep {
  step: number;
  title: string;
  text: string;
}

export interface WorkflowTab {
  title: string;
  intro: string;
  steps: readonly IntegrationStep[];
}

export interface SupportTab {
  title: string;
  intro: string;
  services: readonly string[];
  contactsTitle: string;
  /** Values are read from the brand at render time. */
  contacts: readonly ContactChannel[];
  cta: ContentLink;
}

/** Short name for the navigation entry. */
export const partnerPlatformNavLabel = "Agilent Platform";

export const partnerPlatformHero: PartnerPlatformHero = {
  badge: "Partner Platform",
  title: "CE-MS for Agilent Q-TOF and TOF Platforms",
  intro:
    "Our CE-MS interface adds capillary electrophoresis separations to the Agilent 6500 series Q-TOF and 6200 series TOF LC/MS platforms. Keep the mass spectrometer, acquisition software and data workflows your laboratory already trusts, and gain orthogonal, high-efficiency separations of intact proteins, peptides and charged metabolites.",
  primaryCta: { label: "Discuss Your Setup", href: "/contact?interest=ce-ms-instrumentation" },
  secondaryCta: { label: "View Products", href: "/products" },
};

export const partnerPlatformTabs: readonly PartnerPlatformTab[] = [
  { id: "applications", label: "Applications" },
  { id: "workflow", label: "Workflow" },
  { id: "performance", label: "Performance" },
  { id: "support", label: "Support" },
];

export const defaultPartnerPlatformTab: PartnerPlatformTabId = "applications";

export const applicationsTab: ApplicationsTab = {
  title: "Applications",
  intro: "CE-MS complements LC-MS wherever charge, size and sample amount matter.",
  items: [
    {
      icon: "Pill",
      title: "Biotherapeutic Charge Variants",
      text: "cIEF-MS with the CR3520 kit separates and identifies charge variants of mAbs, ADCs and Fc-fusion proteins by accurate intact mass.",
    },
    {
      icon: "Scale",
      title: "Intact and Subunit Mass",
      text: "CZE-MS confirms the intact and subunit masses of biotherapeutics with minimal sample preparation and sample consumption.",
    },
    {
      icon: "Dna",
      title: "Top-Down and Bottom-Up Proteomics",
      text: "High-efficiency CZE separations of proteoforms and peptides, including mass-limited samples.",
    },
    {
      icon: "TestTube",
      title: "Metabolomics",
      text: "Polar and charged metabolites that are poorly retained in reversed-phase LC separate well by CE.",
    },
  ],
};

export const workflowTab: WorkflowTab = {
  title: "Integration Workflow",
  intro: "The interface sits in front of the mass spectrometer inlet; the rest of your LC/MS system is unchanged.",
  steps: [
    {
      step: 1,
      title: "Mount the Ion Source",
      text: "Attach the CE-MS ion source in front of the mass spectrometer inlet with the mounting adapter for your instrument.",
    },
    {
      step: 2,
      title: "Install Capillary and Emitter",
      text: "Insert the separation capillary into the emitter and set the gap: 0.7 mm for CZE-MS or 1.2 mm for cIEF-MS.",
    },
    {
      step: 3,
      title: "Set Voltages",
      text: "Apply up to 30 kV for separation and 2.2–2.4 kV for electrospray, with the sheath liquid flowing.",
    },
    {
      step: 4,
      title: "Acquire",
      text: "Start the CE run and the MS acquisition together, using acquisition methods in your existing MS software.",
    },
    {
      step: 5,
      title: "Process Data",
      text: "Analyse results in your usual data-processing software; deconvolution and reporting work as for LC-MS data.",
    },
  ],
};

export const supportTab: SupportTab = {
  title: "Support",
  intro: "Our application scientists support every step, from site preparation to routine operation.",
  services: [
    "On-site installation and performance verification",
    "Method transfer and method development for your samples",
    "User training for operators and method developers",
    "Preventive maintenance and consumables supply",
  ],
  contactsTitle: "Support Contacts",
  contacts: contactChannelsFor("supportEmail", "salesEmail", "phone", "postalAddress"),
  cta: { label: "Contact Us", href: "/contact?interest=technical-services" },
};

export interface PartnerPlatformClosing {
  title: string;
  text: string;
}

/** Shown under the tabs beside the support contacts, with the hero's two links. */
export const partnerPlatformClosing: PartnerPlatformClosing = {
  title: "Ready to Add CE-MS to Your Q-TOF?",
  text: "Tell us which mass spectrometer and software version you use and what you want to separate. Our application scientists will recommend an ion source, capillaries and a starting method.",
};

export const trademarkNotice = "Agilent is a trademark of Agilent Technologies, Inc. Other product names are trademarks of their respective owners.";
