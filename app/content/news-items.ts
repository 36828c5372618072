/**
 * The featured news items (spec §2 "News"). Each has its own page, /news/{id}, whose text is in
 * news-articles.ts (decisions.md "Content": a news item opens another site only where its text names
 * a real address, and then from its own page). The pages' loaders order and label them against the
 * site's today (app/lib/news-timeline.ts): the news page shows all four, the home page the latest two.
 */
import type { IsoDate } from "~/lib/today";

/** A news record (spec §3 "Static content records"). */
export interface NewsItem {
  /** Also its address: /news/{id}. */
  id: string;
  /** Badge text, e.g. 'New Publication'; an item about an event is labelled by its dates instead. */
  type: string;
  /** Human-readable date as shown on the card. */
  date: string;
  /** ISO date for `<time dateTime>` and ordering; the first day for a date range. */
  isoDate: IsoDate;
  /** The days of the event the item is about, if it is about one: first and last, inclusive. */
  event?: { start: IsoDate; end: IsoDate };
  title: string;
  description: string;
  /** Shown at 600x350. */
  image: string;
  imageAlt: string;
  featured: boolean;
}

/** In the order written; the pages order them by date (app/lib/news-timeline.ts). */
export const featuredNews: readonly NewsItem[] = [
  {
    id: "annual-conference-2025",
    type: "Upcoming Event",
    date: "June 1-5, 2025",
    isoDate: "2025-06-01",
    event: { start: "2025-06-01", end: "2025-06-05" },
    title: "Meet Us at the 73rd Annual Conference on Mass Spectrometry",
    description:
      "Join our application scientists for poster presentations and one-to-one discussions on CZE-MS for top-down proteomics and cIEF-MS for biotherapeutic charge variant analysis.",
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
    image: "/images/content/news-early-access.svg",
    imageAlt: "Illustration of a benchtop CE-MS instrument with a highlighted separation capillary",
    featured: true,
  },
  {
    id: "san-diego-vendor-tour",
    type: "Event",
    date: "September 4, 2025",
    isoDate: "2025-09-04",
    event: { start: "2025-09-04", end: "2025-09-04" },
    title: "CE-MS Vendor Tour Comes to San Diego",
    description:
      "A one-day session of live demonstrations and technical talks on CE-MS workflows for biopharmaceutical characterisation, with time for your own method questions.",
    image: "/images/content/news-vendor-tour.svg",
    imageAlt: "Illustration of a map with a travel route and a location pin on the coast",
    featured: true,
  },
];
