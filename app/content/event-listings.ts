/** Events page content (spec §2 "Events", §9 "Dates"), ordered against today by app/lib/event-schedule.ts. */
import { type ContentLink, link } from "./brand-aware";

export interface EventsHero {
  title: string;
  text: string;
}

/** One slot of an event's programme, at the venue's local time. */
export interface AgendaItem {
  /** "09:30" */
  time: string;
  title: string;
  detail?: string;
}

const slot = (time: string, title: string, detail?: string): AgendaItem => (detail === undefined ? { time, title } : { time, title, detail });

/** What remains of an event once it is over, shown under "Past events". */
export interface EventMaterial {
  summary: string;
  /** how to get the slides or recording (an internal page: the contact form) */
  link: ContentLink;
}

export interface CompanyEvent {
  /** its address: /events/{slug} */
  slug: string;
  type: string;
  title: string;
  /** the date as people read it ("September 4, 2025") */
  date: string;
  /** "09:00–16:30 PDT" */
  timeText: string;
  /** start and end with the venue's UTC offset: registration closes at the start, the event is past after the end */
  startsAt: string;
  endsAt: string;
  /** the city (or "Online") */
  location: string;
  /** where exactly, as the confirmation e-mail repeats it */
  venue: string;
  format: string;
  description: string;
  agendaTitle: string;
  agenda: readonly AgendaItem[];
  /** places, cost, what to bring */
  note: string;
  /** Shown at 600x350. */
  image: string;
  imageAlt: string;
  material: EventMaterial;
}

export interface EventsFollowUp {
  title: string;
  text: string;
  links: readonly ContentLink[];
}

export const eventsHero: EventsHero = {
  title: "Events & Webinars",
  text: "See our CE-MS technology in action and talk with our application scientists, in person or online.",
};

/** The register button on /events and the page's form heading. */
export const REGISTER_LABEL = "Register Now";

export const events: readonly CompanyEvent[] = [
  {
    slug: "san-diego-vendor-tour-2025",
    type: "Vendor Tour",
    title: "CE-MS Vendor Tour: San Diego",
    date: "September 4, 2025",
    timeText: "09:00–16:00 PDT",
    startsAt: "2025-09-04T09:00:00-07:00",
    endsAt: "2025-09-04T16:00:00-07:00",
    location: "San Diego, California, USA",
    venue: "San Diego, California, USA (the venue address is in your registration confirmation)",
    format: "Live demonstrations, technical talks and one-to-one consultations",
    description:
      "A one-day stop of our vendor tour for scientists in the San Diego biotech community: live demonstrations of CE-MS workflows for biopharmaceutical characterisation and proteomics, short technical talks, and time to discuss your own samples and methods with our team.",
    agendaTitle: "Programme",
    agenda: [
      slot("09:00", "Arrival, coffee and registration"),
      slot("09:30", "Introduction to CE-MS and our patented ion-source coupling technology"),
      slot("10:15", "Live demonstration: automated charge variant analysis with the CR3520 cIEF-MS kit"),
      slot("11:30", "Intact mass and top-down proteomics by CZE-MS: results and best practices"),
      slot("12:30", "Lunch"),
      slot("13:30", "Hands-on look at the EMASS-II ion source, capillaries and emitter setup"),
      slot("15:00", "Open Q&A and one-to-one method consultations"),
    ],
    note: "Attendance is free; places are limited. Venue details are sent with your registration confirmation.",
    image: "/images/content/news-vendor-tour.svg",
    imageAlt: "Illustration of a map with a travel route and a location pin on the coast",
    material: {
      summary:
        "The San Diego stop ran with the programme below: the CR3520 charge variant demonstration, the intact mass and top-down talk and the hands-on session with the EMASS-II ion source. The talks' slides are available to attendees and anyone interested in the methods.",
      link: { label: "Ask for the slides", href: "/contact?interest=training-support" },
    },
  },
  {
    slug: "charge-variant-webinar-2027",
    type: "Webinar",
    title: "Webinar: Charge Variant Analysis of Biotherapeutics by cIEF-MS",
    date: "January 21, 2027",
    timeText: "17:00–18:00 CET (11:00–12:00 EST)",
    startsAt: "2027-01-21T17:00:00+01:00",
    endsAt: "2027-01-21T18:00:00+01:00",
    location: "Online",
    venue: "Online: the link to join is e-mailed to registered participants the day before",
    format: "Live webinar with questions from the audience",
    description:
      "A one-hour webinar for analytical development and QC scientists: how imaged and capillary isoelectric focusing couple to mass spectrometry, how the CR3520 reagent kit automates charge variant analysis of monoclonal antibodies and ADCs, and what to look for when you move a method from cIEF-UV to cIEF-MS.",
    agendaTitle: "Programme",
    agenda: [
      slot("17:00", "Welcome and why charge variants need mass identification"),
      slot("17:10", "cIEF-MS in practice: ampholytes, mobilisation and the ion-source interface"),
      slot("17:30", "Case study: charge variants of an IgG1 and its ADC with the CR3520 kit"),
      slot("17:45", "Questions from the audience"),
    ],
    note: "Free of charge. The session is in English; registered participants can ask for the slides afterwards.",
    image: "/images/content/news-application-note.svg",
    imageAlt: "Illustration of an application note with an electropherogram of charge variant peaks",
    material: {
      summary: "The webinar covered cIEF-MS of antibodies and ADCs with the CR3520 kit. The slides are available on request.",
      link: { label: "Ask for the slides", href: "/contact?interest=cr3520-reagent-kit" },
    },
  },
  {
    slug: "boston-vendor-tour-2027",
    type: "Vendor Tour",
    title: "CE-MS Vendor Tour: Boston",
    date: "March 10, 2027",
    timeText: "09:00–16:00 EST",
    startsAt: "2027-03-10T09:00:00-05:00",
    endsAt: "2027-03-10T16:00:00-05:00",
    location: "Cambridge, Massachusetts, USA",
    venue: "Cambridge, Massachusetts, USA (the venue address is in your registration confirmation)",
    format: "Live demonstrations, technical talks and one-to-one consultations",
    description:
      "Our vendor tour stops in the Boston area for a day of live CE-MS demonstrations on a running instrument, short technical talks on biopharmaceutical characterisation and proteomics, and one-to-one time with our application scientists to discuss your own samples.",
    agendaTitle: "Programme",
    agenda: [
      slot("09:00", "Arrival, coffee and registration"),
      slot("09:30", "CE-MS today: separation, ion-source coupling and what it adds to LC-MS"),
      slot("10:15", "Live demonstration: intact mass of a monoclonal antibody by CZE-MS"),
      slot("11:30", "Top-down and native CE-MS: methods, capillaries and emitter set-up"),
      slot("12:30", "Lunch"),
      slot("13:30", "Hands-on session with the EMASS-II ion source and separation capillaries"),
      slot("15:00", "One-to-one method consultations", "Bring your questions; tell us about your samples in the registration form."),
    ],
    note: "Attendance is free; places are limited. Venue details are sent with your registration confirmation.",
    image: "/images/content/news-conference.svg",
    imageAlt: "Illustration of a conference presentation showing a mass spectrum to an audience",
    material: {
      summary: "The Boston stop showed intact mass and top-down CE-MS on a running instrument. The talks' slides are available on request.",
      link: { label: "Ask for the slides", href: "/contact?interest=training-support" },
    },
  },
];

export function findEvent(slug: string): CompanyEvent | undefined {
  return events.find((event) => event.slug === slug);
}

export const eventsFollowUp: EventsFollowUp = {
  title: "Can't Make It in Person?",
  text: "Ask for a remote demonstration with your own samples, or subscribe to our newsletter for the next tour stops, webinars and conferences.",
  links: [link("Request a Demo", "/contact?interest=ce-ms-instrumentation"), link("Newsletter", "/news#newsletter")],
};

/** Said under "Upcoming events" when none is. */
export const noUpcomingEvents: { text: string; link: ContentLink } = {
  text: "No events are scheduled right now. Subscribe to our newsletter and we will tell you about the next tour stops and webinars.",
  link: { label: "Subscribe to the newsletter", href: "/news#newsletter" },
};
