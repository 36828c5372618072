/**
 * The featured news items (spec §2 "News"): the news page shows all four, the home page the first
 * two. A module of their own, so the home page does not load the rest of the news page's text.
 */

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
