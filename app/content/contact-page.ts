/** Contact page content (spec §2 "Contact", §3 "Contact form interestArea values"). */
import { mailtoHref, type BrandAware, type IconName } from "./brand-aware";
import { type ContactChannel, contactChannelsFor } from "./contact-channels";

/** The interest areas the contact form offers, value and label, in display order. */
const interestAreaLabels = {
  "ce-ms-instrumentation": "CE-MS Instrumentation",
  "emass-ii-ion-sources": "EMASS-II Ion Sources",
  "cr3520-reagent-kit": "CR3520 Reagent Kit",
  "technical-services": "Technical Services",
  "custom-solutions": "Custom Solutions",
  "training-support": "Training & Support",
  partnership: "Partnership Opportunities",
} as const;

export type InterestArea = keyof typeof interestAreaLabels;

/** The values the contact form accepts for interestArea, in display order. */
export const interestAreaValues = Object.keys(interestAreaLabels) as [InterestArea, ...InterestArea[]];

export interface InterestAreaOption {
  value: InterestArea;
  label: string;
}

export interface ContactHero {
  title: string;
  text: string;
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

export const contactHero: ContactHero = {
  title: "Contact Our CE-MS Experts",
  text: "Whether you are planning a new CE-MS workflow, need technical support or want a quotation, our scientists and sales team are ready to help.",
};

export const interestAreas: readonly InterestAreaOption[] = interestAreaValues.map((value) => ({ value, label: interestAreaLabels[value] }));

export function isInterestArea(value: string): value is InterestArea {
  return (interestAreaValues as readonly string[]).includes(value);
}

export const contactChannels: readonly ContactChannel[] = contactChannelsFor(
  "salesEmail",
  "supportEmail",
  "phone",
  "chinaSalesContact",
  "postalAddress",
  "fax",
);

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
