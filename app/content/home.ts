/** Home page content (spec §1 "Home page content", §2 "Home"). */
import { supportMail, type ContentLink, type IconName, type ListSection } from "./brand-aware";

export interface WorkflowStage {
  id: "sample-introduction" | "ce-separation" | "ion-source" | "ms-detection";
  title: string;
  caption: string;
}

export interface HomeHero {
  headline: string;
  subtext: string;
  primaryCta: ContentLink;
  secondaryCta: ContentLink;
  /** Drawn as a left-to-right schematic, in this order. */
  workflow: readonly WorkflowStage[];
}

export interface EarlyAccessBanner {
  badge: string;
  title: string;
  text: string;
  href: "/biosummit";
  linkLabel: string;
}

/** An application-area record (spec §3 "Static content records"). */
export interface ApplicationArea {
  id: string;
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  /** Target of the card's 'Learn More' button: the documentation centre filtered to the area's documents. */
  href: string;
}

export interface FeaturedKit {
  eyebrow: string;
  sku: string;
  title: string;
  description: string;
  highlights: readonly string[];
  image: string;
  imageAlt: string;
  cta: ContentLink;
}

/** A portfolio record (spec §3 "Static content records"). */
export interface PortfolioItem {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  /** Target of the card's 'Learn More' link. */
  href: string;
}

export interface TechnologyBenefit {
  id: "stability" | "sensitivity" | "reproducibility";
  icon: IconName;
  title: string;
  text: string;
}

export interface CouplingTechnology {
  eyebrow: string;
  title: string;
  text: string;
  benefits: readonly TechnologyBenefit[];
}

export interface HomeNewsSection {
  eyebrow: string;
  title: string;
  /** How many of the latest news items the section shows (app/lib/news-timeline.ts, `latestNews`). */
  count: number;
  viewAll: ContentLink;
}

export const homeHero: HomeHero = {
  headline: "Global Leader in CE-MS Technologies",
  subtext:
    "We develop the ion sources, instrumentation, capillaries and reagents that couple capillary electrophoresis to mass spectrometry, giving research and biopharma laboratories high-resolution separations and sensitive detection of proteins, peptides and metabolites.",
  primaryCta: { label: "Explore Products", href: "/products" },
  secondaryCta: { label: "Learn More", href: "/about" },
  workflow: [
    {
      id: "sample-introduction",
      title: "Sample Introduction",
      caption: "Nanolitre injection by pressure or voltage",
    },
    {
      id: "ce-separation",
      title: "Capillary Electrophoresis Separation",
      caption: "High-efficiency CZE or cIEF at up to 30 kV",
    },
    {
      id: "ion-source",
      title: "Ion Source",
      caption: "Stable nanoelectrospray at 2.2–2.4 kV",
    },
    {
      id: "ms-detection",
      title: "Mass Spectrometry Detection",
      caption: "Accurate mass identification of every peak",
    },
  ],
};

export const earlyAccessBanner: EarlyAccessBanner = {
  badge: "Coming Soon - Early Access Available",
  title: "Our Next-Generation Automated CE-MS Platform",
  text: "An integrated platform that takes samples from vial to identified peak with validated protocols. Apply now to evaluate it in your laboratory before commercial release.",
  href: "/biosummit",
  linkLabel: "Discover the Platform",
};

/** The 'Join Early Access Program' button: a new mail to the support address. */
export const earlyAccessMail = supportMail("Join Early Access Program", "Early Access Program Application");

export const homeApplicationAreas: ListSection<ApplicationArea> = {
  eyebrow: "Applications",
  title: "CE-MS Where It Matters Most",
  intro: "High-efficiency separations of charged and polar molecules from minute sample amounts, coupled directly to your mass spectrometer.",
  items: [
    {
      id: "life-sciences",
      title: "Life Sciences",
      description: "Top-down and bottom-up proteomics, post-translational modifications and single-cell analysis from nanogram amounts of sample.",
      image: "/images/content/life-sciences.svg",
      imageAlt: "Illustration of a cell, a DNA double helix and protein molecules",
      href: "/documentation?q=proteomics",
    },
    {
      id: "biopharma",
      title: "Biopharma",
      description: "Charge variants, intact mass, glycoforms and drug-to-antibody ratios of monoclonal antibodies, ADCs and biosimilars.",
      image: "/images/content/biopharma.svg",
      imageAlt: "Illustration of a monoclonal antibody beside an electropherogram of charge variant peaks",
      href: "/documentation?q=antibodies",
    },
    {
      id: "clinical-research",
      title: "Clinical Research",
      description: "Metabolite profiling and biomarker discovery in plasma, urine and cerebrospinal fluid with minimal sample consumption.",
      image: "/images/content/clinical-research.svg",
      imageAlt: "Illustration of sample tubes in a rack beside a mass spectrum",
      href: "/documentation?q=metabolite",
    },
  ],
};

export const featuredKit: FeaturedKit = {
  eyebrow: "Featured Reagent Kit",
  sku: "CR3520",
  title: "CR3520 cIEF-MS Reagent Kit",
  description:
    "Automated charge variant analysis of biotherapeutics by cIEF-MS: separate charge variants by isoelectric point and identify each one by intact mass in a single run.",
  highlights: [
    "MS-compatible reagents, ready to use for cIEF-MS",
    "Online identification of acidic, main and basic variants",
    "Protocols for mAbs, ADCs, Fc-fusion proteins and biosimilars",
    "Method setup guided by our free CR3520 Method Assistant",
  ],
  image: "/images/content/cr3520-kit.svg",
  imageAlt: "Illustration of the CR3520 reagent kit box with reagent vials",
  cta: { label: "View Details", href: "/products?category=reagent-kits" },
};

export const portfolio: ListSection<PortfolioItem> = {
  eyebrow: "Our Portfolio",
  title: "Everything Your CE-MS Laboratory Needs",
  intro:
    "From the ion source to the capillary and the reagents in it, every part is designed to work together, and our scientists support you from installation to publication.",
  items: [
    {
      id: "ion-sources",
      icon: "Zap",
      title: "Ion Sources",
      description: "EMASS-II CE-MS ion sources with our patented coupling interface for stable, sensitive nanoelectrospray.",
      href: "/products?category=ion-sources",
    },
    {
      id: "ce-ms-instrumentation",
      icon: "Microscope",
      title: "CE-MS Instrumentation",
      description: "Automated capillary electrophoresis systems designed to pair with leading mass spectrometers.",
      href: "/products?category=ce-ms-instrumentation",
    },
    {
      id: "separation-capillaries",
      icon: "Cable",
      title: "Separation Capillaries",
      description: "Bare fused-silica and coated capillaries with etched tips, in lengths for every separation mode.",
      href: "/products?category=separation-capillaries",
    },
    {
      id: "technical-services",
      icon: "Wrench",
      title: "Technical Services",
      description: "Installation, training, method development and preventive maintenance by our application scientists.",
      href: "/products?category=technical-services",
    },
    {
      id: "peripheral-equipment",
      icon: "Settings",
      title: "Peripheral Equipment",
      description: "Emitter pullers, positioning stages, power supplies and accessories that complete your CE-MS setup.",
      href: "/products?category=peripheral-equipment",
    },
    {
      id: "custom-solutions",
      icon: "Puzzle",
      title: "Custom Solutions",
      description: "Interfaces, capillaries and methods engineered for your mass spectrometer and your samples.",
      href: "/products?category=custom-solutions",
    },
  ],
};

export const couplingTechnology: CouplingTechnology = {
  eyebrow: "Our Technology",
  title: "Patented Ion-Source Coupling Technology",
  text: "Our patented electrokinetically pumped sheath-flow interface joins the separation capillary to a nanoelectrospray emitter with only nanolitres per minute of sheath liquid. The separation voltage (up to 30 kV) and the electrospray voltage (2.2–2.4 kV) stay decoupled, and precisely set emitter gaps (0.7 mm for CZE-MS, 1.2 mm for cIEF-MS) with 15–30 µm emitter tips keep dilution low and peaks sharp.",
  benefits: [
    {
      id: "stability",
      icon: "Activity",
      title: "Stability",
      text: "A continuous sheath flow keeps the electrical circuit closed and the spray steady for hours, even during cIEF mobilisation.",
    },
    {
      id: "sensitivity",
      icon: "Target",
      title: "Ultra-Sensitive Detection",
      text: "Nanolitre-per-minute flow and fine emitter tips maximise ionisation efficiency for low-abundance analytes.",
    },
    {
      id: "reproducibility",
      icon: "Repeat",
      title: "Reproducibility",
      text: "Fixed emitter geometry and 18 mm spacing give consistent spray current and signal intensity from run to run and lab to lab.",
    },
  ],
};

/**
 * Spec §1's two news cards: the latest items, chosen by the home page's loader against today's
 * date (on May 26, 2025 the upcoming conference and the new application note).
 */
export const homeNews: HomeNewsSection = {
  eyebrow: "News & Events",
  title: "Latest News",
  count: 2,
  viewAll: { label: "View All News", href: "/news" },
};
