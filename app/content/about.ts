/** About page content (spec §2 "About", §9 "About figures"). */
import type { ContentLink, IconName, ListSection } from "./brand-aware";

export interface AboutHero {
  title: string;
  text: string;
  missionTitle: string;
  mission: string;
  cta: ContentLink;
}

export interface ImpactStat {
  value: string;
  label: string;
  description: string;
}

export interface TimelineEntry {
  year: number;
  title: string;
  text: string;
}

export interface CoreValue {
  icon: IconName;
  title: string;
  text: string;
}

export interface AboutApplicationArea {
  id: string;
  icon: IconName;
  title: string;
  text: string;
  examples: readonly string[];
}

export interface AboutClosingBanner {
  title: string;
  text: string;
  primary: ContentLink;
  secondary: ContentLink;
}

export const aboutHero: AboutHero = {
  title: "Advancing Separation Science Since 2013",
  text: "We are a team of analytical chemists, engineers and application scientists dedicated to one technique: capillary electrophoresis coupled to mass spectrometry.",
  missionTitle: "Our Mission",
  mission:
    "To make CE-MS a robust, routine tool in every analytical laboratory. We turn academic advances in separation science into dependable ion sources, instruments and reagent kits, and we support our users with validated methods and expert training so they can characterise complex biomolecules with confidence.",
  cta: { label: "Explore Our Products", href: "/products" },
};

export const impact: ListSection<ImpactStat> = {
  title: "Our Impact in Numbers",
  items: [
    {
      value: "200+",
      label: "Publications",
      description: "Peer-reviewed studies using our CE-MS technology",
    },
    {
      value: "10+",
      label: "Years Experience",
      description: "Of focused CE-MS development and support",
    },
    {
      value: "50+",
      label: "Global Partners",
      description: "Academic, industrial and distribution partners",
    },
    {
      value: "20+",
      label: "Patented Technology",
      description: "Patents and applications protecting our innovations",
    },
  ],
};

export const timeline: ListSection<TimelineEntry> = {
  title: "Our Journey",
  intro: "More than a decade of turning separation-science research into dependable CE-MS products.",
  items: [
    {
      year: 2013,
      title: "Company Founded",
      text: "Founded by separation scientists to bring a new generation of CE-MS interfaces from the research laboratory to routine use.",
    },
    {
      year: 2014,
      title: "Core Interface Patent",
      text: "Our electrokinetically pumped sheath-flow ion-source coupling technology is protected by patent, the foundation of every source we build.",
    },
    {
      year: 2016,
      title: "First Commercial Systems",
      text: "The first CE-MS ion sources ship to proteomics laboratories in North America and Europe.",
    },
    {
      year: 2018,
      title: "Biopharma Validation",
      text: "Biopharmaceutical teams adopt our platform for intact-protein and charge-heterogeneity characterisation of therapeutic antibodies.",
    },
    {
      year: 2021,
      title: "CR3520 Reagent Kit Launch",
      text: "The CR3520 kit brings automated cIEF-MS charge variant analysis of biotherapeutics to the bench in a ready-to-use format.",
    },
    {
      year: 2023,
      title: "Global Expansion",
      text: "New distribution partners and regional support bring installation, training and service closer to users in Europe and Asia.",
    },
    {
      year: 2025,
      title: "Continued Innovation",
      text: "Early access to our next-generation automated CE-MS platform and new browser-based method tools for our users.",
    },
  ],
};

export const coreValues: ListSection<CoreValue> = {
  title: "Our Core Values",
  items: [
    {
      icon: "Lightbulb",
      title: "Innovation Excellence",
      text: "We invest in new interface designs, chemistries and software, and release them only when they work reliably outside our own lab.",
    },
    {
      icon: "Handshake",
      title: "Customer Success",
      text: "Our application scientists stay with you from installation to published results, with training, method development and responsive support.",
    },
    {
      icon: "FlaskConical",
      title: "Scientific Rigor",
      text: "Every product and protocol is backed by reproducible data, documented methods and peer-reviewed science.",
    },
    {
      icon: "Globe",
      title: "Global Impact",
      text: "We help laboratories worldwide develop safer biotherapeutics and understand disease at the molecular level.",
    },
  ],
};

export const aboutApplications: ListSection<AboutApplicationArea> = {
  title: "Where Our Technology Makes a Difference",
  items: [
    {
      id: "biopharmaceutical-development",
      icon: "Pill",
      title: "Biopharmaceutical Development",
      text: "Characterise monoclonal antibodies, ADCs, fusion proteins and biosimilars with high-resolution separations and accurate intact mass.",
      examples: ["Charge variant analysis by cIEF-MS", "Intact and subunit mass analysis", "Glycoform and drug-to-antibody ratio profiling"],
    },
    {
      id: "proteomics-biomarker-discovery",
      icon: "Dna",
      title: "Proteomics & Biomarker Discovery",
      text: "Separate proteoforms and peptides with exceptional efficiency, from bulk lysates to mass-limited and single-cell samples.",
      examples: ["Top-down proteomics", "Post-translational modification mapping", "Low-input and single-cell proteomics"],
    },
    {
      id: "metabolomics-clinical-research",
      icon: "Stethoscope",
      title: "Metabolomics & Clinical Research",
      text: "Profile polar and charged metabolites in biofluids with minimal sample consumption and complementary selectivity to LC-MS.",
      examples: ["Polar metabolite profiling", "Biofluid biomarker studies", "Analysis of volume-limited clinical samples"],
    },
  ],
};

export const aboutClosingBanner: AboutClosingBanner = {
  title: "Ready to Advance Your Research?",
  text: "Discuss your analytical challenge with our application scientists or explore our CE-MS portfolio.",
  primary: { label: "Contact Us", href: "/contact" },
  secondary: { label: "View Products", href: "/products" },
};
