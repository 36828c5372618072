/** Early-access platform page content (spec §2 "Early-access platform page (/biosummit)"). */
import { supportMail, type ContentLink, type IconName, type ListSection, type SupportMail } from "./brand-aware";

export interface BiosummitHero {
  badge: string;
  title: string;
  intro: string;
  /** Scrolls to the features section. */
  featuresButtonLabel: string;
  /** Scrolls to the early-access section. */
  earlyAccessButtonLabel: string;
}

export interface PlatformFeature {
  icon: IconName;
  title: string;
  text: string;
}

export interface WorkflowStep {
  step: number;
  title: string;
  text: string;
}

export interface ValidatedProtocol {
  title: string;
  text: string;
  badge: "Validated" | "Beta" | "In Development";
}

export interface EarlyAccessSection {
  /** In-page anchor id for the scroll button. */
  anchorId: "early-access";
  title: string;
  text: string;
  benefits: readonly string[];
  /** The e-mail and phone shown here come from the brand (support e-mail, phone). */
  contactLabel: string;
  contactButton: ContentLink;
  mail: SupportMail;
}

export const biosummitHero: BiosummitHero = {
  badge: "Coming Soon - Early Access Available",
  title: "BioSummit: The Automated CE-MS Platform",
  intro:
    "BioSummit brings sample handling, capillary electrophoresis, our patented ion source and guided data analysis together in one integrated platform. Selected laboratories can evaluate it now, ahead of commercial release.",
  featuresButtonLabel: "Explore Features",
  earlyAccessButtonLabel: "Apply for Early Access",
};

/** In-page anchor id of the features section. */
export const featuresAnchorId = "features";

export const platformFeatures: ListSection<PlatformFeature> = {
  title: "Platform Features",
  items: [
    {
      icon: "Workflow",
      title: "End-to-End Automation",
      text: "Unattended sequences from sample vial to processed result, with automated capillary conditioning between runs.",
    },
    {
      icon: "Zap",
      title: "Integrated Ion Source",
      text: "Our patented sheath-flow interface, pre-aligned with 0.7 mm (CZE-MS) and 1.2 mm (cIEF-MS) emitter gaps.",
    },
    {
      icon: "Layers",
      title: "Two Separation Modes",
      text: "Switch between CZE-MS and cIEF-MS with separation voltages up to 30 kV and ready-made methods.",
    },
    {
      icon: "Thermometer",
      title: "Temperature Control",
      text: "Thermostatted sample tray and capillary cartridge for reproducible migration times.",
    },
    {
      icon: "ChartColumn",
      title: "Guided Data Analysis",
      text: "Peak assignment, intact mass deconvolution and variant quantitation in a clear reporting workflow.",
    },
    {
      icon: "ShieldCheck",
      title: "Built for Regulated Labs",
      text: "Audit trails, user roles and method locking designed to support GMP and data-integrity requirements.",
    },
  ],
};

export const platformApplications: ListSection<string> = {
  title: "Applications",
  items: [
    "Charge variant analysis of monoclonal antibodies",
    "Intact mass and subunit analysis",
    "Drug-to-antibody ratio of antibody-drug conjugates",
    "Glycoform profiling of biotherapeutics",
    "Top-down proteomics and proteoform characterisation",
    "Polar metabolite profiling in biofluids",
  ],
};

export const platformWorkflow: ListSection<WorkflowStep> = {
  title: "How It Works",
  items: [
    {
      step: 1,
      title: "Load Samples",
      text: "Place vials in the thermostatted tray; only a few microlitres of sample are needed.",
    },
    {
      step: 2,
      title: "Select a Protocol",
      text: "Choose a validated method for your molecule class and separation mode.",
    },
    {
      step: 3,
      title: "Separate",
      text: "CZE or cIEF resolves variants and proteoforms with high efficiency.",
    },
    {
      step: 4,
      title: "Ionise and Detect",
      text: "Stable nanoelectrospray at 2.2–2.4 kV delivers peaks straight to your mass spectrometer.",
    },
    {
      step: 5,
      title: "Review Results",
      text: "Assigned peaks, masses and relative abundances are compiled into a report.",
    },
  ],
};

export const validatedProtocols: ListSection<ValidatedProtocol> = {
  title: "Validated Protocols",
  items: [
    {
      title: "mAb Charge Variants by cIEF-MS",
      text: "CR3520-based focusing and mobilisation with online identification of acidic and basic variants.",
      badge: "Validated",
    },
    {
      title: "Intact mAb Mass by CZE-MS",
      text: "Rapid intact and subunit mass confirmation with minimal sample preparation.",
      badge: "Validated",
    },
    {
      title: "ADC Drug-to-Antibody Ratio",
      text: "Separation and mass assignment of drug-load species for conjugated antibodies.",
      badge: "Beta",
    },
    {
      title: "Top-Down Proteoform Profiling",
      text: "High-efficiency CZE-MS/MS of intact proteoforms from complex samples.",
      badge: "In Development",
    },
  ],
};

export const earlyAccessSection: EarlyAccessSection = {
  anchorId: "early-access",
  title: "Join the Early Access Program",
  text: "Early-access partners evaluate BioSummit in their own laboratory, shape its final features and receive priority delivery at launch. Tell us about your applications and instrumentation and we will be in touch.",
  benefits: [
    "On-site installation and training by our application scientists",
    "Direct line to our development team",
    "Priority allocation at commercial launch",
  ],
  contactLabel: "Questions about the program? Reach our team directly:",
  contactButton: { label: "Contact Us", href: "/contact?interest=ce-ms-instrumentation" },
  mail: supportMail("Email Us to Apply", "BioSummit Early Access Program Application"),
};
