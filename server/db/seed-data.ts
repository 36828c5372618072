/**
 * Demo catalogue used by the database seed script.
 *
 * Prices are integer US cents; `priceCents: null` means "price on request".
 * Every `imageUrl` points at an SVG under public/images/products/.
 */

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
}

export interface SeedProduct {
  sku: string;
  name: string;
  categorySlug: string;
  shortDescription: string;
  description: string;
  /** integer US cents; null means "price on request" */
  priceCents: number | null;
  imageUrl: string; // "/images/products/<file>.svg"
  stockQuantity: number;
  featured: boolean;
  specifications: Record<string, string>; // e.g. {"Emitter gap": "0.7 mm (CZE-MS)"}
}

export const seedCategories: SeedCategory[] = [
  {
    slug: "ion-sources",
    name: "Ion Sources",
    description:
      "Electrokinetically pumped nanospray ion sources and glass emitters that couple capillary electrophoresis to virtually any ESI mass spectrometer.",
  },
  {
    slug: "ce-ms-instrumentation",
    name: "CE-MS Instrumentation",
    description: "Automated capillary electrophoresis platforms and complete CE-MS systems built for robust, high-sensitivity separations up to 30 kV.",
  },
  {
    slug: "separation-capillaries",
    name: "Separation Capillaries",
    description: "Bare and surface-coated fused-silica capillaries, pre-conditioned and cut for reproducible CZE-MS and cIEF-MS separations.",
  },
  {
    slug: "reagent-kits",
    name: "Reagent Kits",
    description: "Ready-to-use, MS-compatible electrolytes, ampholytes and complete kits validated for charge-variant, intact-protein and metabolite analysis.",
  },
  {
    slug: "technical-services",
    name: "Technical Services",
    description: "Installation, training, method development and remote application support delivered by our CE-MS specialists.",
  },
  {
    slug: "peripheral-equipment",
    name: "Peripheral Equipment",
    description: "Positioning stages, cameras and bench accessories that make emitter alignment and capillary handling fast and repeatable.",
  },
  {
    slug: "custom-solutions",
    name: "Custom Solutions",
    description: "Engineered CE-MS interfaces, capillary chemistries and integration projects tailored to your instruments and workflows.",
  },
];

const img = (file: string): string => `/images/products/${file}.svg`;

export const seedProducts: SeedProduct[] = [
  // ---------------------------------------------------------------- Ion Sources
  {
    sku: "EMASS-II-SRC",
    name: "EMASS-II CE-MS Ion Source",
    categorySlug: "ion-sources",
    shortDescription: "Electrokinetically pumped sheath-flow nanospray ion source for stable, ultra-sensitive CE-MS on most ESI mass spectrometers.",
    description:
      "The EMASS-II couples any CE separation to the mass spectrometer through an electrokinetically pumped sheath-flow nanospray interface. Sheath liquid is delivered at nanolitre-per-minute rates, so the electrospray remains stable without diluting the analyte zone. A three-axis positioner and interchangeable glass emitters let you switch between CZE-MS and cIEF-MS in minutes. Source adapters are available for the major ESI mass spectrometer platforms.",
    priceCents: 2_850_000,
    imageUrl: img("emass-ii-ion-source"),
    stockQuantity: 6,
    featured: true,
    specifications: {
      "Interface type": "Electrokinetically pumped sheath-flow nanospray",
      "Emitter gap": "0.7 mm (CZE-MS) / 1.2 mm (cIEF-MS)",
      "Emitter spacing": "18 mm",
      "ESI voltage": "2.2–2.4 kV",
      "Emitter tip": "15–30 µm",
      "Separation voltage": "Up to 30 kV",
    },
  },
  {
    sku: "MB03-CE",
    name: "MB03-CE Pre-Aligned Emitter Module",
    categorySlug: "ion-sources",
    shortDescription: "Drop-in CE-MS interface module with a factory-aligned glass emitter, sheath-liquid port and capillary fitting.",
    description:
      "The MB03-CE module holds a borosilicate emitter that is factory-aligned to the separation capillary, so no tip positioning is needed after installation. It clicks into the EMASS-II source body and carries its own sheath-liquid port and grounding contact. Replacing a module instead of rebuilding the interface keeps downtime to a few minutes between sequences.",
    priceCents: 129_000,
    imageUrl: img("mb03-ce-emitter-module"),
    stockQuantity: 24,
    featured: false,
    specifications: {
      "Emitter gap": "0.7 mm (CZE-MS)",
      "Emitter tip": "15–30 µm",
      "Emitter material": "Borosilicate glass",
      "Capillary O.D. accepted": "360 µm",
      "Compatible source": "EMASS-II",
    },
  },
  {
    sku: "ES-CZE-07",
    name: "Glass Emitters for CZE-MS, 0.7 mm Gap (5-pack)",
    categorySlug: "ion-sources",
    shortDescription: "Pulled borosilicate nanospray emitters for CZE-MS, 15–30 µm tips, quality-checked under magnification. Pack of 5.",
    description:
      "Each emitter is pulled from borosilicate tubing and inspected for tip geometry before packing. The 0.7 mm emitter gap gives the short post-column volume needed to preserve the resolution of fast CZE separations. Emitters are supplied clean and ready to install in the EMASS-II source.",
    priceCents: 49_500,
    imageUrl: img("cze-ms-glass-emitters"),
    stockQuantity: 140,
    featured: false,
    specifications: {
      "Emitter gap": "0.7 mm (CZE-MS)",
      "Emitter tip": "15–30 µm",
      "ESI voltage": "2.2–2.4 kV",
      Quantity: "5 emitters",
    },
  },
  {
    sku: "ES-CIEF-12",
    name: "Glass Emitters for cIEF-MS, 1.2 mm Gap (5-pack)",
    categorySlug: "ion-sources",
    shortDescription: "Nanospray emitters with a 1.2 mm gap for cIEF-MS mobilization, tolerant of ampholyte-rich zones. Pack of 5.",
    description:
      "The wider 1.2 mm emitter gap improves mixing of the mobilized cIEF zones with the sheath liquid, giving a stable spray while ampholytes and focused proteins elute. Tip diameters are held between 15 and 30 µm for consistent ionization efficiency. Recommended for use with the CR3520 charge-variant kit.",
    priceCents: 54_500,
    imageUrl: img("cief-ms-glass-emitters"),
    stockQuantity: 0,
    featured: false,
    specifications: {
      "Emitter gap": "1.2 mm (cIEF-MS)",
      "Emitter tip": "15–30 µm",
      "ESI voltage": "2.2–2.4 kV",
      Quantity: "5 emitters",
    },
  },

  // ------------------------------------------------------ CE-MS Instrumentation
  {
    sku: "CEMS-SYS-30",
    name: "Integrated CE-MS Analysis System",
    categorySlug: "ce-ms-instrumentation",
    shortDescription: "Complete CE-MS workflow: automated CE unit, EMASS-II ion source, installation and method transfer, configured to your MS.",
    description:
      "A turnkey system that combines our automated capillary electrophoresis unit with the EMASS-II ion source, configured and validated on your mass spectrometer. Each system is quoted individually to match your MS vendor, throughput and application, from intact biotherapeutics to metabolomics. Installation, operator training and transfer of your first methods are included.",
    priceCents: null,
    imageUrl: img("ce-ms-system"),
    stockQuantity: 2,
    featured: true,
    specifications: {
      "Separation voltage": "Up to 30 kV",
      "ESI voltage": "2.2–2.4 kV",
      "Separation modes": "CZE-MS, cIEF-MS, CITP-MS",
      "MS compatibility": "Major ESI mass spectrometer platforms",
      "Included services": "Installation, training, method transfer",
    },
  },
  {
    sku: "CE-30-AS",
    name: "CE-30 Automated Capillary Electrophoresis Unit",
    categorySlug: "ce-ms-instrumentation",
    shortDescription: "Stand-alone CE unit with 30 kV supply, pressure injection, temperature-controlled autosampler and MS-ready capillary outlet.",
    description:
      "The CE-30 delivers reversed- or normal-polarity separations up to 30 kV with precise pressure and voltage injection. A Peltier-cooled autosampler keeps biological samples stable through long unattended sequences. The capillary outlet is routed for direct coupling to the EMASS-II source, and the unit can also run with its optional UV detector.",
    priceCents: 8_490_000,
    imageUrl: img("ce-30-separation-unit"),
    stockQuantity: 3,
    featured: false,
    specifications: {
      "Separation voltage": "Up to 30 kV, either polarity",
      Injection: "Pressure 0.1–100 psi / electrokinetic",
      Autosampler: "48 vials, 4–40 °C",
      "Capillary temperature": "15–60 °C",
      "Dimensions (W × D × H)": "54 × 60 × 48 cm",
    },
  },

  // ---------------------------------------------------- Separation Capillaries
  {
    sku: "CAP-FS-50-100",
    name: "Bare Fused-Silica Capillary, 50 µm × 100 cm",
    categorySlug: "separation-capillaries",
    shortDescription: "Polyimide-clad bare fused-silica separation capillary, pre-conditioned for CZE-MS of peptides and metabolites.",
    description:
      "High-purity fused silica with a uniform polyimide coating for durability during installation. Each capillary is flushed and conditioned before packaging, so you can start equilibration immediately. Ideal for small molecules, metabolites and peptide separations in acidic background electrolytes.",
    priceCents: 14_500,
    imageUrl: img("fused-silica-capillary"),
    stockQuantity: 220,
    featured: false,
    specifications: {
      "Inner diameter": "50 µm",
      "Outer diameter": "360 µm",
      Length: "100 cm",
      "Inner surface": "Bare fused silica",
    },
  },
  {
    sku: "CAP-LPA-50-100",
    name: "LPA-Coated Capillary, 50 µm × 100 cm",
    categorySlug: "separation-capillaries",
    shortDescription: "Neutral linear-polyacrylamide coating that suppresses EOF and protein adsorption for cIEF-MS and intact-protein CZE.",
    description:
      "A covalently bonded linear polyacrylamide (LPA) layer suppresses electroosmotic flow and protein adsorption to the wall. The coating is the recommended choice for cIEF-MS and for intact proteins and antibodies separated by CZE-MS. Lot-to-lot EOF is tested to keep migration times reproducible.",
    priceCents: 29_500,
    imageUrl: img("lpa-coated-capillary"),
    stockQuantity: 160,
    featured: false,
    specifications: {
      "Inner diameter": "50 µm",
      "Outer diameter": "360 µm",
      Length: "100 cm",
      Coating: "Linear polyacrylamide (neutral)",
      "Recommended pH range": "2–8",
    },
  },
  {
    sku: "CAP-PEI-50-100",
    name: "PEI Cationic-Coated Capillary, 50 µm × 100 cm",
    categorySlug: "separation-capillaries",
    shortDescription: "Positively charged polyethylenimine coating with reversed EOF for fast separations of basic peptides and proteins.",
    description:
      "The cationic polyethylenimine (PEI) coating reverses the electroosmotic flow and repels basic analytes from the capillary wall. Separations run in reversed polarity and are typically faster than on neutral coatings, which suits bottom-up proteomics and peptide mapping. Each capillary is conditioned and tested before shipment.",
    priceCents: 31_000,
    imageUrl: img("pei-coated-capillary"),
    stockQuantity: 85,
    featured: false,
    specifications: {
      "Inner diameter": "50 µm",
      "Outer diameter": "360 µm",
      Length: "100 cm",
      Coating: "Polyethylenimine (cationic)",
      "EOF direction": "Reversed (anodic)",
    },
  },
  {
    sku: "CAP-KIT-STR",
    name: "CE-MS Capillary Starter Assortment",
    categorySlug: "separation-capillaries",
    shortDescription: "Two each of bare, LPA-coated and PEI-coated 50 µm capillaries for screening separation chemistries.",
    description:
      "The assortment lets a new CE-MS lab compare the three most common capillary surfaces on its own samples before committing to a method. It contains two bare fused-silica, two LPA-coated and two PEI-coated capillaries, each 100 cm long. A printed conditioning guide is included.",
    priceCents: 59_500,
    imageUrl: img("capillary-starter-assortment"),
    stockQuantity: 48,
    featured: false,
    specifications: {
      Contents: "6 capillaries (2 bare, 2 LPA, 2 PEI)",
      "Inner diameter": "50 µm",
      Length: "100 cm each",
      "Outer diameter": "360 µm",
    },
  },

  // ----------------------------------------------------------------- Reagent Kits
  {
    sku: "CR3520",
    name: "CR3520 cIEF-MS Charge Variant Analysis Kit",
    categorySlug: "reagent-kits",
    shortDescription: "Automated charge-variant analysis of biotherapeutics by cIEF-MS: MS-compatible ampholytes, pI markers and mobilizer.",
    description:
      "The CR3520 kit brings charge-variant profiling of monoclonal antibodies, ADCs, Fc-fusion proteins and biosimilars directly onto the mass spectrometer. It contains MS-compatible ampholytes, pI markers, catholyte, anolyte and chemical mobilizer, together with an LPA-coated capillary and a ready-to-run method. Acidic and basic variants are resolved and identified by intact mass in a single automated run.",
    priceCents: 125_000,
    imageUrl: img("cr3520-charge-variant-kit"),
    stockQuantity: 75,
    featured: true,
    specifications: {
      Application: "Charge variants of mAbs, ADCs, Fc-fusion proteins, biosimilars",
      "Separation mode": "cIEF-MS",
      "pI range": "3–10",
      "Runs per kit": "100",
      Storage: "2–8 °C",
      "Recommended emitter gap": "1.2 mm (cIEF-MS)",
    },
  },
  {
    sku: "RK-BGE-AA",
    name: "CZE-MS Background Electrolyte Kit",
    categorySlug: "reagent-kits",
    shortDescription: "Filtered, LC-MS-grade acetic and formic acid electrolytes plus capillary conditioning solutions for CZE-MS.",
    description:
      "Volatile background electrolytes prepared from LC-MS-grade reagents and filtered to 0.2 µm to protect the capillary and emitter. The kit includes acetic acid and formic acid electrolytes at common working concentrations, plus sodium hydroxide and water for conditioning. Consistent lots remove one of the most common sources of migration-time drift.",
    priceCents: 18_500,
    imageUrl: img("cze-bge-kit"),
    stockQuantity: 190,
    featured: false,
    specifications: {
      Contents: "10% acetic acid, 1 M formic acid, 0.1 M NaOH, LC-MS water",
      Volume: "4 × 100 mL",
      Filtration: "0.2 µm",
      "Shelf life": "12 months",
    },
  },
  {
    sku: "RK-PIM-310",
    name: "MS-Compatible Ampholyte and pI Marker Set, pH 3–10",
    categorySlug: "reagent-kits",
    shortDescription: "Broad and narrow-range ampholytes with synthetic pI markers for building custom cIEF-MS methods.",
    description:
      "A flexible set for developing your own cIEF-MS methods: broad-range pH 3–10 ampholytes, narrow-range blends for 5–9, 6–10 and 8–10, and a ladder of synthetic peptide pI markers. Concentrations are optimized to limit ion suppression at the electrospray. Mix guides for common protein classes are included.",
    priceCents: 39_500,
    imageUrl: img("ampholyte-pi-marker-set"),
    stockQuantity: 60,
    featured: false,
    specifications: {
      "Ampholyte ranges": "pH 3–10, 5–9, 6–10, 8–10",
      "pI markers": "5 synthetic peptide markers",
      Volume: "1 mL per range",
      Storage: "2–8 °C",
    },
  },
  {
    sku: "RK-SPRAY-250",
    name: "Electrospray Sheath Modifier Solution, 250 mL",
    categorySlug: "reagent-kits",
    shortDescription: "Pre-mixed methanol/water/formic acid sheath liquid for stable electrokinetically pumped nanospray.",
    description:
      "A pre-mixed, filtered sheath liquid matched to electrokinetically pumped nanospray interfaces. Its composition supports a stable Taylor cone at 2.2–2.4 kV in both positive and negative ion modes. Supplied in an amber glass bottle to protect against photodegradation.",
    priceCents: 9_500,
    imageUrl: img("electrospray-modifier-solution"),
    stockQuantity: 250,
    featured: false,
    specifications: {
      Composition: "10% methanol, 0.5% formic acid in water",
      Volume: "250 mL",
      Filtration: "0.2 µm",
      "Recommended ESI voltage": "2.2–2.4 kV",
    },
  },

  // ---------------------------------------------------------- Technical Services
  {
    sku: "SVC-INST-2D",
    name: "On-Site Installation and Operator Training",
    categorySlug: "technical-services",
    shortDescription: "Two days on site: ion-source installation, performance verification and hands-on training for up to four operators.",
    description:
      "Our field application scientist installs and verifies the ion source on your mass spectrometer, then trains up to four operators on capillary handling, emitter alignment and routine maintenance. Training finishes with a performance test on a standard sample and a written installation report. Travel within the continental United States is included.",
    priceCents: 480_000,
    imageUrl: img("installation-training"),
    stockQuantity: 12,
    featured: false,
    specifications: {
      Duration: "2 days on site",
      Participants: "Up to 4 operators",
      Deliverables: "Performance verification and installation report",
      Scheduling: "Within 3 weeks of order",
    },
  },
  {
    sku: "SVC-REMOTE-10",
    name: "Remote Application Support, 10-Hour Package",
    categorySlug: "technical-services",
    shortDescription: "Ten hours of remote method development and troubleshooting with a CE-MS application scientist.",
    description:
      "Book sessions with a CE-MS application scientist for method development, data review or troubleshooting, delivered over video call with screen sharing. Hours can be used in blocks of 30 minutes over 12 months. Typical topics include electrolyte selection, cIEF method transfer and spray stability.",
    priceCents: 240_000,
    imageUrl: img("remote-application-support"),
    stockQuantity: 30,
    featured: false,
    specifications: {
      Hours: "10, in 30-minute blocks",
      Validity: "12 months",
      Delivery: "Video call with screen sharing",
      "Response time": "1 business day",
    },
  },

  // -------------------------------------------------------- Peripheral Equipment
  {
    sku: "PE-XYZ-CAM",
    name: "Emitter Alignment Stage with Camera",
    categorySlug: "peripheral-equipment",
    shortDescription: "Three-axis micrometer stage and USB microscope camera for precise, repeatable emitter-to-inlet positioning.",
    description:
      "Micrometer-driven X, Y and Z axes position the emitter relative to the MS inlet with 10 µm resolution. The USB camera with adjustable magnification lets you watch the Taylor cone and capture images for your records. The stage mounts directly on the EMASS-II base plate.",
    priceCents: 345_000,
    imageUrl: img("emitter-alignment-stage"),
    stockQuantity: 9,
    featured: false,
    specifications: {
      Travel: "13 mm per axis",
      Resolution: "10 µm",
      Camera: "5 MP USB, 20–200× magnification",
      Mounting: "EMASS-II base plate",
    },
  },

  // ------------------------------------------------------------ Custom Solutions
  {
    sku: "CS-ENG-INT",
    name: "Custom CE-MS Interface Engineering",
    categorySlug: "custom-solutions",
    shortDescription: "Bespoke source adapters, emitter geometries and capillary chemistries designed for your instruments and workflow.",
    description:
      "Our engineering team designs and builds CE-MS interfaces for mass spectrometers, autosamplers and workflows that off-the-shelf parts do not cover. Projects range from custom source adapters and emitter geometries to special capillary coatings and automation integration. Every project starts with a feasibility review and ends with documented acceptance testing on your system.",
    priceCents: null,
    imageUrl: img("custom-interface-engineering"),
    stockQuantity: 5,
    featured: false,
    specifications: {
      Scope: "Source adapters, emitters, capillary chemistry, automation",
      Process: "Feasibility, design, prototype, acceptance test",
      "Typical lead time": "8–16 weeks",
      Documentation: "Drawings, test report, user guide",
    },
  },
];

// ------------------------------------------------------------------------ Lots (decision 027)

/** The demo categories whose products are made in lots: their lines name a lot when they ship. */
export const LOT_TRACKED_CATEGORY_SLUGS: readonly string[] = ["reagent-kits", "separation-capillaries"];

export interface SeedQcResult {
  test: string;
  specification: string;
  result: string;
  passed: boolean;
}

export interface SeedLot {
  sku: string;
  lotNumber: string;
  manufacturedOn: string;
  expiresOn: string;
  releasedOn: string;
  releasedBy: string;
  qcResults: SeedQcResult[];
}

const pass = (test: string, specification: string, result: string): SeedQcResult => ({ test, specification, result, passed: true });

const capillaryGeometry = (id: string, od: string, length: string) => [
  pass("Inner diameter", "50 ± 3 µm", id),
  pass("Outer diameter", "360 ± 10 µm", od),
  pass("Length", "100.0 ± 0.5 cm", length),
];

/** Per demo SKU: the lot-number prefix, shelf life in months, days from manufacture to release, who releases, and the QC tests of two lots. */
const LOT_PLANS: Record<string, { prefix: string; shelfMonths: number; releaseDays: number; releasedBy: string; qc: [SeedQcResult[], SeedQcResult[]] }> = {
  "CAP-FS-50-100": {
    prefix: "FS50",
    shelfMonths: 36,
    releaseDays: 5,
    releasedBy: "Dr. Elena Brandt, Head of Quality Assurance",
    qc: [
      [
        ...capillaryGeometry("50.6 µm", "362 µm", "100.1 cm"),
        pass("Polyimide coating integrity (10× visual)", "No cracks or bare spots", "Conforms"),
        pass("EOF mobility, pH 7.0 phosphate 25 mM", "5.0E-4 to 6.5E-4 cm²/(V·s)", "5.8E-4 cm²/(V·s)"),
        pass("Current stability, 30 kV, 30 min", "RSD max. 2.0 %", "0.8 %"),
      ],
      [
        ...capillaryGeometry("49.2 µm", "359 µm", "99.8 cm"),
        pass("Polyimide coating integrity (10× visual)", "No cracks or bare spots", "Conforms"),
        pass("EOF mobility, pH 7.0 phosphate 25 mM", "5.0E-4 to 6.5E-4 cm²/(V·s)", "6.1E-4 cm²/(V·s)"),
        pass("Current stability, 30 kV, 30 min", "RSD max. 2.0 %", "1.1 %"),
      ],
    ],
  },
  "CAP-LPA-50-100": {
    prefix: "LPA50",
    shelfMonths: 24,
    releaseDays: 7,
    releasedBy: "Dr. Elena Brandt, Head of Quality Assurance",
    qc: [
      [
        ...capillaryGeometry("49.4 µm", "358 µm", "100.2 cm"),
        pass("Coating check (LPA, covalently bonded)", "Continuous coating, no bare spots", "Conforms"),
        pass("Residual EOF mobility, pH 3.0 formate 50 mM", "max. 5.0E-6 cm²/(V·s)", "1.8E-6 cm²/(V·s)"),
        pass("Current stability, 25 kV, 30 min", "RSD max. 2.0 %", "0.9 %"),
      ],
      [
        ...capillaryGeometry("50.3 µm", "361 µm", "100.0 cm"),
        pass("Coating check (LPA, covalently bonded)", "Continuous coating, no bare spots", "Conforms"),
        pass("Residual EOF mobility, pH 3.0 formate 50 mM", "max. 5.0E-6 cm²/(V·s)", "2.4E-6 cm²/(V·s)"),
        pass("Current stability, 25 kV, 30 min", "RSD max. 2.0 %", "1.2 %"),
      ],
    ],
  },
  "CAP-PEI-50-100": {
    prefix: "PEI50",
    shelfMonths: 24,
    releaseDays: 7,
    releasedBy: "Dr. Elena Brandt, Head of Quality Assurance",
    qc: [
      [
        ...capillaryGeometry("50.1 µm", "360 µm", "99.9 cm"),
        pass("Coating check (PEI, cationic)", "Continuous coating, reversed (anodic) EOF", "Conforms"),
        pass("EOF mobility, pH 3.0 formate 50 mM", "-3.0E-4 to -4.5E-4 cm²/(V·s)", "-3.6E-4 cm²/(V·s)"),
        pass("Current stability, -25 kV, 30 min", "RSD max. 2.0 %", "1.0 %"),
      ],
      [
        ...capillaryGeometry("49.7 µm", "357 µm", "100.3 cm"),
        pass("Coating check (PEI, cationic)", "Continuous coating, reversed (anodic) EOF", "Conforms"),
        pass("EOF mobility, pH 3.0 formate 50 mM", "-3.0E-4 to -4.5E-4 cm²/(V·s)", "-4.1E-4 cm²/(V·s)"),
        pass("Current stability, -25 kV, 30 min", "RSD max. 2.0 %", "0.7 %"),
      ],
    ],
  },
  "CAP-KIT-STR": {
    prefix: "CKS",
    shelfMonths: 24,
    releaseDays: 10,
    releasedBy: "Dr. Elena Brandt, Head of Quality Assurance",
    qc: [
      [
        pass("Contents", "2 bare, 2 LPA-coated, 2 PEI-coated capillaries", "Conforms"),
        pass("Component lots", "Every component lot released", "Conforms"),
        pass("Inner diameter, all capillaries", "50 ± 3 µm", "49.4 to 50.6 µm"),
        pass("Length, all capillaries", "100.0 ± 0.5 cm", "99.9 to 100.2 cm"),
        pass("Conditioning guide", "Included, current revision", "Conforms"),
      ],
      [
        pass("Contents", "2 bare, 2 LPA-coated, 2 PEI-coated capillaries", "Conforms"),
        pass("Component lots", "Every component lot released", "Conforms"),
        pass("Inner diameter, all capillaries", "50 ± 3 µm", "49.2 to 50.3 µm"),
        pass("Length, all capillaries", "100.0 ± 0.5 cm", "99.8 to 100.3 cm"),
        pass("Conditioning guide", "Included, current revision", "Conforms"),
      ],
    ],
  },
  CR3520: {
    prefix: "CR3520",
    shelfMonths: 18,
    releaseDays: 14,
    releasedBy: "Dr. Marcus Lee, Quality Control Manager",
    qc: [
      [
        pass("pI marker linearity (pI 4.05 to 9.99, cIEF)", "R² min. 0.990", "0.998"),
        pass("Blank, ampholyte mix (cIEF-MS, TIC)", "No peak above 1 % of pI marker signal", "Conforms"),
        pass("pH of ampholyte mix, 25 °C", "6.8 to 7.4", "7.1"),
        pass("Chemical mobilizer (acetic acid)", "1.00 ± 0.05 M", "1.01 M"),
        pass("Charge variants of NIST mAb reference", "Main peak and min. 4 variants resolved", "5 variants resolved"),
        pass("Bioburden, ampholyte mix", "max. 10 CFU/mL", "< 1 CFU/mL"),
      ],
      [
        pass("pI marker linearity (pI 4.05 to 9.99, cIEF)", "R² min. 0.990", "0.996"),
        pass("Blank, ampholyte mix (cIEF-MS, TIC)", "No peak above 1 % of pI marker signal", "Conforms"),
        pass("pH of ampholyte mix, 25 °C", "6.8 to 7.4", "7.0"),
        pass("Chemical mobilizer (acetic acid)", "1.00 ± 0.05 M", "0.99 M"),
        pass("Charge variants of NIST mAb reference", "Main peak and min. 4 variants resolved", "5 variants resolved"),
        pass("Bioburden, ampholyte mix", "max. 10 CFU/mL", "2 CFU/mL"),
      ],
    ],
  },
  "RK-BGE-AA": {
    prefix: "BGE",
    shelfMonths: 24,
    releaseDays: 10,
    releasedBy: "Dr. Marcus Lee, Quality Control Manager",
    qc: [
      [
        pass("Acetic acid concentration", "1.00 ± 0.02 M", "1.00 M"),
        pass("pH of background electrolyte, 25 °C", "2.35 to 2.45", "2.40"),
        pass("Particulates (0.2 µm filtered)", "No visible particles", "Conforms"),
        pass("Blank (CZE-MS, m/z 100 to 2,000)", "No peak above 1 % of reference", "Conforms"),
        pass("Bioburden", "max. 10 CFU/mL", "< 1 CFU/mL"),
      ],
      [
        pass("Acetic acid concentration", "1.00 ± 0.02 M", "1.01 M"),
        pass("pH of background electrolyte, 25 °C", "2.35 to 2.45", "2.39"),
        pass("Particulates (0.2 µm filtered)", "No visible particles", "Conforms"),
        pass("Blank (CZE-MS, m/z 100 to 2,000)", "No peak above 1 % of reference", "Conforms"),
        pass("Bioburden", "max. 10 CFU/mL", "< 1 CFU/mL"),
      ],
    ],
  },
  "RK-PIM-310": {
    prefix: "PIM",
    shelfMonths: 18,
    releaseDays: 14,
    releasedBy: "Dr. Marcus Lee, Quality Control Manager",
    qc: [
      [
        pass("pI marker linearity (cIEF)", "R² min. 0.990", "0.997"),
        pass("pH range of focused gradient", "3.0 to 10.0", "3.0 to 10.0"),
        pass("pH of ampholyte mix, 25 °C", "6.8 to 7.4", "7.0"),
        pass("Blank (cIEF-MS, TIC)", "No peak above 1 % of pI marker signal", "Conforms"),
        pass("Sterility (membrane filtration, 14 days)", "No growth", "No growth"),
      ],
      [
        pass("pI marker linearity (cIEF)", "R² min. 0.990", "0.995"),
        pass("pH range of focused gradient", "3.0 to 10.0", "3.1 to 9.9"),
        pass("pH of ampholyte mix, 25 °C", "6.8 to 7.4", "7.2"),
        pass("Blank (cIEF-MS, TIC)", "No peak above 1 % of pI marker signal", "Conforms"),
        pass("Sterility (membrane filtration, 14 days)", "No growth", "No growth"),
      ],
    ],
  },
  "RK-SPRAY-250": {
    prefix: "SPR",
    shelfMonths: 24,
    releaseDays: 7,
    releasedBy: "Dr. Marcus Lee, Quality Control Manager",
    qc: [
      [
        pass("Formic acid content", "0.10 ± 0.01 % (v/v)", "0.10 %"),
        pass("Isopropanol content", "50 ± 1 % (v/v)", "50.2 %"),
        pass("Density, 20 °C", "0.887 to 0.897 g/mL", "0.892 g/mL"),
        pass("Particulates (0.2 µm filtered)", "No visible particles", "Conforms"),
        pass("Blank (ESI-MS, TIC)", "No peak above 1 % of reference", "Conforms"),
      ],
      [
        pass("Formic acid content", "0.10 ± 0.01 % (v/v)", "0.11 %"),
        pass("Isopropanol content", "50 ± 1 % (v/v)", "49.7 %"),
        pass("Density, 20 °C", "0.887 to 0.897 g/mL", "0.893 g/mL"),
        pass("Particulates (0.2 µm filtered)", "No visible particles", "Conforms"),
        pass("Blank (ESI-MS, TIC)", "No peak above 1 % of reference", "Conforms"),
      ],
    ],
  },
};

const addDays = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000);
const addMonths = (day: Date, months: number) => {
  const next = new Date(day);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};
const isoDay = (day: Date) => day.toISOString().slice(0, 10);
/** A lot number from the manufacture month: CR3520-2603A (2026, March, first lot). */
const lotNumberOf = (prefix: string, made: Date, letter: string) => `${prefix}-${isoDay(made).slice(2, 4)}${isoDay(made).slice(5, 7)}${letter}`;

/**
 * Demo lots relative to `today` (they are seeded once, for products that have none): per demo SKU
 * an older lot made eight months ago and a newer one made six weeks ago, both released and within
 * shelf life; the CR3520 kit also has a lot that expired, which shipping refuses.
 */
export function demoLots(today: Date): SeedLot[] {
  const lotsOut: SeedLot[] = [];
  for (const [sku, plan] of Object.entries(LOT_PLANS)) {
    const made = [addDays(today, -240), addDays(today, -45)];
    made.forEach((day, i) => {
      lotsOut.push({
        sku,
        lotNumber: lotNumberOf(plan.prefix, day, "A"),
        manufacturedOn: isoDay(day),
        expiresOn: isoDay(addMonths(day, plan.shelfMonths)),
        releasedOn: isoDay(addDays(day, plan.releaseDays)),
        releasedBy: plan.releasedBy,
        qcResults: plan.qc[i],
      });
    });
    if (sku === "CR3520") {
      const old = addMonths(today, -(plan.shelfMonths + 3));
      lotsOut.push({
        sku,
        lotNumber: lotNumberOf(plan.prefix, old, "B"),
        manufacturedOn: isoDay(old),
        expiresOn: isoDay(addMonths(old, plan.shelfMonths)),
        releasedOn: isoDay(addDays(old, plan.releaseDays)),
        releasedBy: plan.releasedBy,
        qcResults: plan.qc[0],
      });
    }
  }
  return lotsOut;
}
