/**
 * The full text of each featured news item (news-items.ts), keyed by the item's slug. Only the
 * article page's loader reads this module, so the text is not in any script the browser loads.
 */
import { type ArticleBlock, type ArticleLink, heading, list, note, orderedList, paragraph } from "./article";

export interface NewsArticle {
  readonly blocks: readonly ArticleBlock[];
  readonly links: readonly ArticleLink[];
}

export const newsArticles: Readonly<Record<string, NewsArticle>> = {
  "annual-conference-2025": {
    blocks: [
      paragraph(
        "Our application scientists take part in the 73rd ASMS Conference on Mass Spectrometry and Allied Topics, held June 1–5, 2025. It is the largest yearly meeting of the mass spectrometry community, and the week when many laboratories plan their next separation front end. We use it to show what capillary electrophoresis adds in front of a mass spectrometer, and to talk through your own samples.",
      ),
      heading("What we present"),
      paragraph(
        "Two posters summarise work from our application laboratory. Both use the same electrokinetically pumped sheath-flow interface that is in our EMASS-II ion sources, and both are methods you can run with products from our catalogue.",
      ),
      list(
        "CZE-MS for top-down proteomics: intact proteoforms separated in a neutral-coated capillary with an acidic background electrolyte, sprayed through a 15–30 µm emitter tip at a 0.7 mm emitter gap, and fragmented online. The poster shows how a long separation window and nanolitre-per-minute flow let low-abundance proteoforms reach the MS/MS queue.",
        "cIEF-MS for charge variants of biotherapeutics: acidic, main and basic variants of an IgG1 antibody focused with MS-compatible carrier ampholytes (CR3520 kit), mobilised to the emitter at a 1.2 mm gap and identified by intact mass in the same run.",
      ),
      heading("Talk to us about your samples"),
      paragraph(
        "Bring a description of your sample, its amount and its matrix, and the mass spectrometer you use. Our scientists can tell you which separation mode suits it (CZE for peptides, intact proteins and metabolites; cIEF for charge heterogeneity), which capillary coating to start with, and how the ion source mounts on your instrument. To book a time, send us a message through the contact form and choose the CE-MS instrumentation interest area.",
      ),
      note(
        "If you could not attend",
        "The methods behind both posters are described in our application notes and in the featured guides of the documentation centre. Our application team sends the poster content on request.",
      ),
    ],
    links: [
      {
        label: "ASMS conference website",
        href: "https://www.asms.org",
        description: "The American Society for Mass Spectrometry, organiser of the annual conference.",
      },
      {
        label: "Getting Started with CZE-MS",
        href: "/documentation/guides/getting-started-with-cze-ms",
        description: "The separation mode behind the top-down proteomics poster, step by step.",
      },
      {
        label: "Ask for the poster content",
        href: "/contact?interest=ce-ms-instrumentation",
        description: "Write to our application team; we reply within one business day.",
      },
    ],
  },

  "cr3520-application-note": {
    blocks: [
      paragraph(
        "Charge heterogeneity is a critical quality attribute of every therapeutic monoclonal antibody. Deamidation, sialylation and glycation make a molecule more acidic; C-terminal lysine, N-terminal glutamine that has not cyclised to pyroglutamate and some oxidation products make it more basic. Imaged cIEF with UV detection separates these variants well but cannot say what they are. Our new application note shows how the CR3520 cIEF-MS reagent kit separates the variants of an IgG1 antibody by isoelectric point and identifies each by its intact mass, online, in one automated run.",
      ),
      heading("Why cIEF and MS did not mix, and what changes"),
      paragraph(
        "Classic cIEF recipes rely on high carrier-ampholyte concentrations, glycerol or methylcellulose, urea and non-volatile buffers. All of them suppress electrospray ionisation or contaminate the mass spectrometer. The CR3520 kit keeps total carrier ampholytes at about 2% (v/v), uses volatile anolyte, catholyte and mobiliser, and comes with a neutral-coated capillary that suppresses electro-osmotic flow so the pH gradient stays where it was formed.",
      ),
      heading("The method in brief"),
      orderedList(
        "Sample preparation: the antibody, desalted into water or up to 10 mM ammonium acetate, is mixed with the ampholyte master mix (antibody range, pH 6–10) and pI markers; the dilution follows the sample's concentration.",
        "Load: the whole neutral-coated capillary is filled with the sample–ampholyte mixture by pressure.",
        "Focusing: with the inlet in anolyte, 25 kV focuses each variant at its isoelectric point until the current falls to a stable plateau.",
        "Mobilisation and detection: the acidic sheath liquid of the ion source mobilises the focused zones while a low pressure moves them to the emitter; the mass spectrometer acquires 1 spectrum per second over 2,000–4,500 m/z.",
        "Regeneration: a rinse removes ampholytes and protein before the next injection.",
      ),
      paragraph(
        "The full sequence takes 50 minutes per injection. Every step, pressure and voltage is what the free CR3520 Method Assistant generates for a monoclonal antibody, so you can reproduce the note's conditions in your own laboratory and export them as a protocol.",
      ),
      heading("What the note shows"),
      list(
        "Acidic, main and basic variants resolved as separate zones in the pH 6–10 gradient, each with its own intact mass spectrum.",
        "Basic variants assigned from their mass shift to the main form: +128 Da for each C-terminal lysine that was not clipped.",
        "Acidic variants that differ from the main form by less than the mass accuracy at intact level (deamidation adds about 1 Da) told apart by their pI, which is exactly what the separation adds to the mass measurement.",
        "Glycoforms (G0F, G1F, G2F) seen within each charge variant, so charge and glycosylation are read together.",
      ),
      note(
        "Before you start",
        "Salts, Tris, phosphate, glycerol and detergents in the sample broaden the zones and suppress the signal. Buffer-exchange the sample first; the note describes a spin-column procedure that takes about ten minutes.",
      ),
    ],
    links: [
      {
        label: "Application note in the document library",
        href: "/documentation?q=charge%20variant",
        description: "Charge Variant Analysis of Monoclonal Antibodies by cIEF-MS, with conditions and data.",
      },
      {
        label: "cIEF-MS Method Development with the CR3520 Kit",
        href: "/documentation/guides/cief-ms-method-development-cr3520",
        description: "Choose ampholytes, prepare samples and set up the run, step by step.",
      },
      {
        label: "CR3520 Method Assistant",
        href: "/tools?method=cr3520",
        description: "Generate the method for your protein type, concentration and pI range.",
      },
      {
        label: "Reagent kits in the catalogue",
        href: "/products?category=reagent-kits",
        description: "The CR3520 cIEF-MS reagent kit and its consumables.",
      },
    ],
  },

  "early-access-platform": {
    blocks: [
      paragraph(
        "Our next-generation CE-MS platform brings sample handling, capillary electrophoresis and the ion source together in one automated system. Before its commercial release, a limited number of laboratories can evaluate it on their own samples through our early access programme.",
      ),
      heading("What the platform does"),
      list(
        "Automated sample introduction, separation and electrospray: from vial to identified peak without moving a capillary by hand.",
        "The patented electrokinetically pumped sheath-flow interface, with emitter gaps set for CZE-MS (0.7 mm) and cIEF-MS (1.2 mm).",
        "Separation voltages up to 30 kV and an electrospray voltage of 2.2–2.4 kV, controlled independently.",
        "Validated protocols for intact protein analysis, charge variants by cIEF-MS, top-down proteomics and polar metabolites.",
      ),
      heading("Who should apply"),
      paragraph(
        "The programme suits laboratories that already run LC-MS and want a second, orthogonal separation: biopharmaceutical characterisation groups, proteomics cores and metabolomics laboratories with limited sample amounts. We look for a range of sample types and mass spectrometers, so tell us which instrument you use and what you would like to measure.",
      ),
      heading("What participants receive"),
      list(
        "Installation and on-site training by our application scientists.",
        "The validated protocols, with consumables for the evaluation period.",
        "Direct access to the development team, whose changes follow from what participants report.",
      ),
      paragraph(
        "The platform page lists the features, applications and workflow in detail, and has the application button. Places are limited, and we answer every application.",
      ),
    ],
    links: [
      {
        label: "The platform and the early access programme",
        href: "/biosummit",
        description: "Features, applications, validated protocols and how to apply.",
      },
      {
        label: "CE-MS instrumentation in the catalogue",
        href: "/products?category=ce-ms-instrumentation",
        description: "The systems available today.",
      },
      {
        label: "Questions about the programme",
        href: "/contact?interest=ce-ms-instrumentation",
        description: "Write to us and choose CE-MS instrumentation.",
      },
    ],
  },

  "san-diego-vendor-tour": {
    blocks: [
      paragraph(
        "Our CE-MS vendor tour stops in San Diego on September 4, 2025: one day of live demonstrations and technical talks for scientists who characterise biopharmaceuticals, and for anyone who wants to see capillary electrophoresis coupled to a mass spectrometer before deciding whether it fits their laboratory.",
      ),
      heading("Programme"),
      list(
        "CE-MS in practice: how the sheath-flow interface couples a separation capillary to electrospray, and what sets the sensitivity.",
        "Live demonstration: an intact antibody separated by CZE-MS and its charge variants by cIEF-MS with the CR3520 kit.",
        "Method clinic: bring your separation questions, or a description of your samples, and work through them with our application scientists.",
        "Consumables and care: choosing capillary coatings and lengths, conditioning, storage, and when to replace an emitter.",
      ),
      heading("Who it is for"),
      paragraph(
        "Analytical development, quality control and research scientists working on monoclonal antibodies, ADCs, biosimilars and other proteins, as well as core facility staff. No CE experience is needed; experienced users are welcome to bring their method questions.",
      ),
      paragraph("Registration and the venue details are on the event's page in our events calendar."),
    ],
    links: [
      { label: "Events calendar", href: "/events", description: "The vendor tour and our other events, with registration." },
      {
        label: "Request a demonstration",
        href: "/contact?interest=ce-ms-instrumentation",
        description: "Cannot come to San Diego? We arrange demonstrations on request.",
      },
    ],
  },
};
