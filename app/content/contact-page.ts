/** Contact page content (spec §2 "Contact", §3 "Contact form interestArea values"). */
import type { Brand } from "./brand";
import { mailtoHref, type BrandAware, type IconName, type PageMeta } from "./brand-aware";

/** The values the contact form accepts for interestArea, in display order. */
export const interestAreaValues = [
  "ce-ms-instrumentation",
  "emass-ii-ion-sources",
  "cr3520-reagent-kit",
  "technical-services",
  "custom-solutions",
  "training-support",
  "partnership",
] as const;

export type InterestArea = (typeof interestAreaValues)[number];

export interface InterestAreaOption {
  value: InterestArea;
  label: string;
}

export interface ContactHero {
  title: string;
  text: string;
}

/** One line of the contact-information list; the value is read from the brand. */
export interface ContactChannel {
  label: string;
  icon: IconName;
  field: keyof Brand;
  kind: "email" | "phone" | "text";
}

export interface BusinessHoursRow {
  days: string;
  hours: string;
}

export interface BusinessHours {
  title: string;
  rows: readonly BusinessHoursRow[];
  urgentNote: string;
}

export interface ResourceCard {
  id: "technical-support" | "application-notes" | "technical-webinars";
  icon: IconName;
  title: string;
  text: string;
  buttonLabel: string;
  /** An internal link or a mailto (built from the brand). */
  target: BrandAware;
}

export const contactMeta: PageMeta = {
  title: "Contact Us",
  description: "Ask about CE-MS instruments, ion sources, reagent kits, services, training or partnership. We respond within 24 hours on business days.",
};

export const contactHero: ContactHero = {
  title: "Contact Our CE-MS Experts",
  text: "Whether you are planning a new CE-MS workflow, need technical support or want a quotation, our scientists and sales team are ready to help.",
};

export const interestAreas: readonly InterestAreaOption[] = [
  { value: "ce-ms-instrumentation", label: "CE-MS Instrumentation" },
  { value: "emass-ii-ion-sources", label: "EMASS-II Ion Sources" },
  { value: "cr3520-reagent-kit", label: "CR3520 Reagent Kit" },
  { value: "technical-services", label: "Technical Services" },
  { value: "custom-solutions", label: "Custom Solutions" },
  { value: "training-support", label: "Training & Support" },
  { value: "partnership", label: "Partnership Opportunities" },
];

export function isInterestArea(value: string): value is InterestArea {
  return (interestAreaValues as readonly string[]).includes(value);
}

export const contactChannels: readonly ContactChannel[] = [
  { label: "Sales", icon: "Mail", field: "salesEmail", kind: "email" },
  { label: "Technical Support", icon: "Headphones", field: "supportEmail", kind: "email" },
  { label: "Phone", icon: "Phone", field: "phone", kind: "phone" },
  { label: "China Sales Representative", icon: "Globe", field: "chinaSalesContact", kind: "text" },
  { label: "Address", icon: "MapPin", field: "postalAddress", kind: "text" },
  { label: "Fax", icon: "Printer", field: "fax", kind: "text" },
];

export const businessHours: BusinessHours = {
  title: "Business Hours",
  rows: [
    { days: "Monday – Friday", hours: "9 AM – 5 PM EST" },
    { days: "Saturday – Sunday", hours: "Closed" },
  ],
  urgentNote: "For urgent technical issues, include URGENT in the subject line of your e-mail so we can prioritise it.",
};

export const resourceCards: readonly ResourceCard[] = [
  {
    id: "technical-support",
    icon: "Headphones",
    title: "Technical Support",
    text: "Installation, troubleshooting and maintenance help from the application scientists who develop our systems.",
    buttonLabel: "Email Support",
    target: (brand) => mailtoHref(brand.supportEmail, "Technical Support Request"),
  },
  {
    id: "application-notes",
    icon: "FileText",
    title: "Application Notes",
    text: "Validated CE-MS methods for charge variants, intact proteins, top-down proteomics and metabolomics.",
    buttonLabel: "Browse Application Notes",
    target: "/documentation#application-notes",
  },
  {
    id: "technical-webinars",
    icon: "Video",
    title: "Technical Webinars",
    text: "Live sessions and recordings on method development, ion source setup and data interpretation.",
    buttonLabel: "Request Webinar Access",
    target: "/contact?interest=training-support#inquiry-form",
  },
];

export const responsePromise = "We respond to all inquiries within 24 hours on business days.";
