/** News page content (spec §2 "News"): four featured items and six recent updates. */
import type { IconName, PageMeta } from "./brand-aware";

/** A news record (spec §3 "Static content records"). */
export interface NewsItem {
  id: string;
  /** Badge text, e.g. 'Upcoming Event' or 'New Publication'. */
  type: string;
  /** Human-readable date as shown on the card. */
  date: string;
  /** ISO date for `<time dateTime>` and sorting; the first day for a date range. */
  isoDate: string;
  title: string;
  description: string;
  /** Opens in a new tab. */
  externalLink: `https://${string}`;
  /** Shown at 600x350. */
  image: string;
  imageAlt: string;
  featured: boolean;
}

export interface NewsUpdate {
  id: string;
  type: string;
  date: string;
  isoDate: string;
  title: string;
  description: string;
  icon: IconName;
  category: string;
}

export interface NewsHero {
  title: string;
  text: string;
}

export interface NewsletterBox {
  title: string;
  text: string;
  emailPlaceholder: string;
  buttonLabel: string;
  privacyNote: string;
}

export interface NewsCallToAction {
  title: string;
  text: string;
  primary: { label: string; href: "/contact" };
  secondary: { label: string; href: "/products" };
}

export const newsMeta: PageMeta = {
  title: "News & Updates",
  description: "Conference appearances, application notes, product updates and events from our CE-MS team.",
};

export const newsHero: NewsHero = {
  title: "News & Updates",
  text: "Application notes, product releases, conference presentations and events from our CE-MS scientists and engineers.",
};

/** Order matters: the first item gets the primary-coloured badge, the others green. */
export const featuredNews: readonly NewsItem[] = [
  {
    id: "annual-conference-2025",
    type: "Upcoming Event",
    date: "June 1-5, 2025",
    isoDate: "2025-06-01",
    title: "Meet Us at the 73rd Annual Conference on Mass Spectrometry",
    description:
      "Join our application scientists for poster presentations and one-to-one discussions on CZE-MS for top-down proteomics and cIEF-MS for biotherapeutic charge variant analysis.",
    externalLink: "https://example.org/conferences/73rd-annual-conference-2025",
    image: "/images/content/news-conference.svg",
    imageAlt: "Illustration of a conference presentation showing a mass spectrum to an audience",
    featured: true,
  },
  {
    id: "cr3520-application-note",
    type: "New Publication",
    date: "May 25, 2025",
    isoDate: "2025-05-25",
    title: "Application Note: Automated Charge Variant Analysis of Monoclonal Antibodies by cIEF-MS",
    description:
      "A new application note shows how the CR3520 reagent kit resolves and identifies acidic, main and basic charge variants of an IgG1 antibody in a single automated cIEF-MS run.",
    externalLink: "https://example.org/publications/cief-ms-charge-variant-analysis",
    image: "/images/content/news-application-note.svg",
    imageAlt: "Illustration of an application note with an electropherogram of charge variant peaks",
    featured: true,
  },
  {
    id: "early-access-platform",
    type: "Product News",
    date: "April 14, 2025",
    isoDate: "2025-04-14",
    title: "Early Access Opens for Our Next-Generation CE-MS Platform",
    description:
      "Laboratories can now apply to evaluate our integrated, automated CE-MS platform ahead of its commercial release, with validated protocols and direct support from our application team.",
    externalLink: "https://example.org/announcements/ce-ms-platform-early-access",
    image: "/images/content/news-early-access.svg",
    imageAlt: "Illustration of a benchtop CE-MS instrument with a highlighted separation capillary",
    featured: true,
  },
  {
    id: "san-diego-vendor-tour",
    type: "Event",
    date: "September 4, 2025",
    isoDate: "2025-09-04",
    title: "CE-MS Vendor Tour Comes to San Diego",
    description:
      "A one-day session of live demonstrations and technical talks on CE-MS workflows for biopharmaceutical characterisation, with time for your own method questions.",
    externalLink: "https://example.org/events/san-diego-vendor-tour-2025",
    image: "/images/content/news-vendor-tour.svg",
    imageAlt: "Illustration of a map with a travel route and a location pin on the coast",
    featured: true,
  },
];

export const recentUpdates: readonly NewsUpdate[] = [
  {
    id: "method-assistant-online",
    type: "Tool Release",
    date: "June 16, 2025",
    isoDate: "2025-06-16",
    title: "CR3520 cIEF-MS Method Assistant Now Online",
    description: "Generate a starting method for your protein type, concentration and pI range in the browser, then export it as JSON or a printable protocol.",
    icon: "Calculator",
    category: "Tools",
  },
  {
    id: "emass-ii-manual-update",
    type: "Documentation",
    date: "May 12, 2025",
    isoDate: "2025-05-12",
    title: "Updated EMASS-II Ion Source User Manual",
    description: "Revised installation, emitter positioning and spray-stability sections, including recommended emitter gaps for CZE-MS and cIEF-MS.",
    icon: "BookOpen",
    category: "Support",
  },
  {
    id: "coated-capillaries",
    type: "Product Update",
    date: "April 28, 2025",
    isoDate: "2025-04-28",
    title: "Expanded Range of Coated Separation Capillaries",
    description: "Neutral and cationic coated capillaries are now available in additional lengths for intact protein and peptide separations.",
    icon: "Package",
    category: "Products",
  },
  {
    id: "top-down-proteomics-study",
    type: "Publication",
    date: "March 18, 2025",
    isoDate: "2025-03-18",
    title: "Customer Study: CZE-MS for Top-Down Proteomics",
    description: "Researchers using our ion source report deep proteoform coverage from low-microgram samples with high run-to-run reproducibility.",
    icon: "FileText",
    category: "Research",
  },
  {
    id: "training-courses-2025",
    type: "Training",
    date: "February 24, 2025",
    isoDate: "2025-02-24",
    title: "2025 Hands-On CE-MS Training Courses Announced",
    description: "Two-day courses cover capillary preparation, ion source setup, method development and data interpretation for new and experienced users.",
    icon: "GraduationCap",
    category: "Training",
  },
  {
    id: "regional-support-expansion",
    type: "Company News",
    date: "January 20, 2025",
    isoDate: "2025-01-20",
    title: "Expanded Sales and Support Coverage in Asia",
    description: "A dedicated regional representative now supports customers in China with sales, installation and application questions.",
    icon: "Globe",
    category: "Company",
  },
];

export const newsletterBox: NewsletterBox = {
  title: "Stay Informed",
  text: "Receive new application notes, product updates and event invitations about once a month.",
  emailPlaceholder: "Enter your email address",
  buttonLabel: "Subscribe",
  privacyNote: "We only use your address for this newsletter. Unsubscribe at any time.",
};

export const newsCallToAction: NewsCallToAction = {
  title: "Have a Question About CE-MS?",
  text: "Talk to our application scientists about your samples, or explore our instruments, ion sources and reagents.",
  primary: { label: "Contact Us", href: "/contact" },
  secondary: { label: "View Products", href: "/products" },
};
