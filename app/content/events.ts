/** Events page content (spec §2 "Events", §9 "Dates"). */
import type { ContentLink, ExternalLink, PageMeta } from "./brand-aware";

export interface EventsHero {
  title: string;
  text: string;
}

export interface CompanyEvent {
  id: string;
  type: string;
  title: string;
  date: string;
  /** ISO date for `<time dateTime>`. */
  isoDate: string;
  location: string;
  format: string;
  description: string;
  agendaTitle: string;
  agenda: readonly string[];
  /** Opens in a new tab. */
  register: ExternalLink;
  note: string;
  /** Shown at 600x350. */
  image: string;
  imageAlt: string;
}

export interface EventsFollowUp {
  title: string;
  text: string;
  links: readonly ContentLink[];
}

export const eventsMeta: PageMeta = {
  title: "Events",
  description: "Meet our CE-MS team: live demonstrations, technical talks and training events in 2025.",
};

export const eventsHero: EventsHero = {
  title: "Upcoming Events",
  text: "See our CE-MS technology in action and talk with our application scientists in person.",
};

export const events: readonly CompanyEvent[] = [
  {
    id: "san-diego-vendor-tour-2025",
    type: "Vendor Tour",
    title: "CE-MS Vendor Tour: San Diego",
    date: "September 4, 2025",
    isoDate: "2025-09-04",
    location: "San Diego, California, USA",
    format: "Live demonstrations, technical talks and one-to-one consultations",
    description:
      "A one-day stop of our vendor tour for scientists in the San Diego biotech community: live demonstrations of CE-MS workflows for biopharmaceutical characterisation and proteomics, short technical talks, and time to discuss your own samples and methods with our team.",
    agendaTitle: "What to Expect",
    agenda: [
      "Introduction to CE-MS and our patented ion-source coupling technology",
      "Live demonstration: automated charge variant analysis with the CR3520 cIEF-MS kit",
      "Intact mass and top-down proteomics by CZE-MS: results and best practices",
      "Hands-on look at the EMASS-II ion source, capillaries and emitter setup",
      "Open Q&A and one-to-one method consultations",
    ],
    register: { label: "Register Now", url: "https://example.org/events/san-diego-vendor-tour-2025" },
    note: "Attendance is free; places are limited. Venue details are sent with your registration confirmation.",
    image: "/images/content/news-vendor-tour.svg",
    imageAlt: "Illustration of a map with a travel route and a location pin on the coast",
  },
];

export const eventsFollowUp: EventsFollowUp = {
  title: "Can't Make It in Person?",
  text: "Ask for a remote demonstration with your own samples, or follow our news for the next tour stops and conferences.",
  links: [
    { label: "Request a Demo", href: "/contact?interest=ce-ms-instrumentation" },
    { label: "News & Updates", href: "/news" },
  ],
};
