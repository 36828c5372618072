/** News page content (spec §2 "News"): six recent updates and the page's text; the featured items are in news-items.ts. */
import type { IconName } from "./brand-aware";

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

export const newsHero: NewsHero = {
  title: "News & Updates",
  text: "Application notes, product releases, conference presentations and events from our CE-MS scientists and engineers.",
};

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
