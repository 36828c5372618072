/**
 * Application Notes (library group "application-notes"). The numbers in the results tables are
 * labelled as illustrative: they show how a result is reported, computed with the site's own
 * formulas (intact mass: M = z·(m/z − 1.007276)), not measured data.
 */
import type { Brand } from "~/content/brand";
import { AMPHOLYTE_MIXES } from "~/tools/cr3520-options";
import { analysisSequenceFor, msSettingsFor, samplePreparationFor } from "~/tools/cr3520-rules";
import { calculateInjectionVolume } from "~/tools/injection-volume";
import { PROTON_MASS } from "~/tools/intact-mass";
import { type DocumentBlock, type DocumentContent, type DocumentSection, withSections } from "../document-model";
import { orderingInformation, productName, productSpec, relatedDocuments } from "./catalogue-facts";
import { CIEF_GAP, CZE_GAP, ESI_VOLTAGE, SHEATH } from "./spray-settings";
import { bullets, facts, notice, paragraph, section, steps, table } from "./document-blocks";

const illustrative: DocumentBlock = notice(
  "note",
  "The values in this note are illustrative: they show how results are obtained and reported with the conditions above. Your results depend on the sample, the mass spectrometer and its settings.",
);

/** The Results section of a note: its tables and text, then the notice that the values are illustrative. */
const illustrativeResults = (...blocks: DocumentBlock[]): DocumentSection => section("Results", ...blocks, illustrative);

/** A section that is one bulleted list. */
const bulletSection = (title: string, ...items: string[]): DocumentSection => section(title, bullets(...items));

/** The Conclusions section of a note: what the reader takes away. */
const conclusions = (...items: string[]) => bulletSection("Conclusions", ...items);

/** A pressure injection into a 50 µm × 100 cm capillary as the Injection Volume tool computes it. */
function injectionText(pressurePsi: number, durationS: number) {
  const result = calculateInjectionVolume({ pressure: String(pressurePsi), pressureUnit: "psi", durationS: String(durationS), lengthCm: "100" });
  if (!result.ok) throw new Error("documents: invalid injection");
  return `${pressurePsi} psi for ${durationS} s (${result.volumeNlText} nL, ${result.plugPercentText} % of the capillary)`;
}

/** m/z of the [M+zH]z+ ion, 2 decimals. */
const mz = (mass: number, z: number) => (mass / z + PROTON_MASS).toFixed(2);

const chargeVariants: DocumentContent = {
  slug: "an-mab-charge-variants-cief-ms",
  code: "AN-2024-03",
  kind: "Application Note",
  summary:
    "Acidic, main and basic charge variants of an IgG1 monoclonal antibody separated by capillary isoelectric focusing and identified by intact mass in one automated cIEF-MS run with the CR3520 kit.",
  revisions: [
    { version: "v1.0", date: "2024-03-18", changes: "First release." },
    { version: "v1.1", date: "2024-08-05", changes: "Sample preparation table corrected for the 1:2 dilution." },
    { version: "v1.2", date: "2025-01-27", changes: "Conditions aligned with the CR3520 Method Assistant." },
  ],
  sections: () => {
    const prep = samplePreparationFor("0.5-1.0");
    const ms = msSettingsFor("mab");
    const mix = AMPHOLYTE_MIXES["6-10"];
    return [
      section(
        "Introduction",
        paragraph(
          "Charge heterogeneity is a critical quality attribute of therapeutic antibodies. Deamidation, sialylation and C-terminal lysine variants shift the isoelectric point; capillary isoelectric focusing (cIEF) resolves them, but classical cIEF with UV detection cannot say what each peak is. Coupling cIEF to the mass spectrometer through a sheath-flow nanospray interface identifies every variant by its intact mass in the same run.",
        ),
      ),
      section(
        "Materials and conditions",
        facts([
          ["Kit", productName("CR3520")],
          ["Capillary", productName("CAP-LPA-50-100")],
          ["Ion source", `${productName("EMASS-II-SRC")}, ${productName("ES-CIEF-12")}`],
          ["Emitter gap", CIEF_GAP],
          ["Sheath liquid", SHEATH],
          ["Sample", "IgG1 reference antibody, 0.5–1.0 mg/mL in water"],
          ["Sample preparation", prep.instructions],
          ["Ampholytes", `${mix.name}: ${mix.components.map((c) => `${c.name} ${c.percent}%`).join(", ")}`],
          ["MS", `Positive mode, ${ms.massRangeText}, fragmentor ${ms.fragmentorV} V, ${ms.acquisitionText}, ESI ${ms.esiVoltageText}`],
        ]),
        table(
          ["Step", "Name", "Pressure", "Voltage", "Time"],
          [35, 230, 60, 60],
          analysisSequenceFor("mab").map((s) => [String(s.step), s.name, `${s.pressurePsi} psi`, `${s.voltageKv} kV`, `${s.durationMin} min`]),
          "Analysis sequence",
        ),
      ),
      illustrativeResults(
        paragraph(
          "The main isoform focuses in the middle of the gradient, with acidic variants eluting later under chemical mobilisation and basic variants earlier. Each zone gives a charge-state envelope from which the intact mass is deconvoluted. A mass shift of +0.98 Da per deamidation is at the limit of intact-mass resolution, so deamidated variants are assigned by their pI shift together with the mass; lysine variants differ by 128.09 Da and are unambiguous.",
        ),
        table(
          ["Peak", "Apparent pI", "Share of area", "Intact mass", "Assignment"],
          [55, 70, 75, 80],
          [
            ["A1", "8.62", "6.1 %", "148,058.9 Da", "Deamidation (+0.98 Da)"],
            ["A2", "8.71", "14.8 %", "148,349.1 Da", "Sialylated glycoform"],
            ["Main", "8.85", "66.3 %", "148,057.9 Da", "G0F/G0F main isoform"],
            ["B1", "8.97", "9.6 %", "148,186.0 Da", "One C-terminal lysine (+128.09 Da)"],
            ["B2", "9.08", "3.2 %", "148,314.1 Da", "Two C-terminal lysines"],
          ],
          "Charge variants of an IgG1 (illustrative)",
        ),
      ),
      conclusions(
        "cIEF-MS with the CR3520 kit resolves and identifies charge variants in one 50 minute run.",
        "Total ampholyte at 2 % (v/v) keeps ion suppression low enough for intact-mass identification.",
        `The ${CIEF_GAP} emitter gap keeps the spray stable while ampholyte-rich zones elute.`,
      ),
    ];
  },
};

const INTACT_MASS = 148_057.9;

const intactMab: DocumentContent = {
  slug: "an-intact-mab-czems",
  code: "AN-2024-07",
  kind: "Application Note",
  summary:
    "Intact mass and glycoform profiling of therapeutic monoclonal antibodies by capillary zone electrophoresis–mass spectrometry on a neutral LPA-coated capillary.",
  revisions: [{ version: "v1.0", date: "2024-07-22", changes: "First release." }],
  sections: () => [
    section(
      "Introduction",
      paragraph(
        "Intact mass analysis confirms the identity of a therapeutic antibody and reveals its glycoform distribution. CZE separates glycoforms and size variants in a volatile background electrolyte that is directly compatible with electrospray, and the low flow of a nanospray interface gives high sensitivity from a few nanolitres of sample.",
      ),
    ),
    section(
      "Materials and conditions",
      facts([
        ["Capillary", `${productName("CAP-LPA-50-100")} (${productSpec("CAP-LPA-50-100", "Coating")})`],
        ["Background electrolyte", "20 % acetic acid (from the 10 % acetic acid electrolyte concentrate, adjusted)"],
        ["Ion source", `${productName("EMASS-II-SRC")} with ${productName("ES-CZE-07")}`],
        ["Emitter gap", CZE_GAP],
        ["Sheath liquid", SHEATH],
        ["Separation", "+30 kV, 2 psi assist, 30 min"],
        ["Injection", injectionText(1, 10)],
        ["MS", `Positive mode, m/z 2,000–4,500, ESI ${ESI_VOLTAGE}`],
      ]),
    ),
    illustrativeResults(
      paragraph(
        `The antibody gives a charge-state envelope between m/z 2,400 and 3,300. The intact mass is calculated from each charge state as M = z × (m/z − ${PROTON_MASS}) and averaged, as the Intact Mass tool on this site does.`,
      ),
      table(
        ["Charge z", "m/z", "Mass from this charge state"],
        [80, 120],
        [50, 52, 54, 56, 58, 60].map((z) => [String(z), mz(INTACT_MASS, z), `${(z * (Number(mz(INTACT_MASS, z)) - PROTON_MASS)).toFixed(1)} Da`]),
        `Charge states of the main glycoform, M = ${INTACT_MASS.toLocaleString("en-US")} Da (illustrative)`,
      ),
      table(
        ["Glycoform", "Mass", "Relative abundance"],
        [160, 120],
        [
          ["G0F/G0F", "148,057.9 Da", "100 %"],
          ["G0F/G1F", "148,220.0 Da", "71 %"],
          ["G1F/G1F", "148,382.2 Da", "28 %"],
          ["G1F/G2F", "148,544.3 Da", "9 %"],
        ],
        "Glycoforms (illustrative)",
      ),
    ),
    conclusions(
      "CZE-MS on an LPA-coated capillary measures the intact mass of an antibody and its main glycoforms in one run.",
      "Glycoforms 162 Da apart (one hexose) are resolved in the deconvoluted spectrum.",
      "About 10 nL of sample is injected, so precious samples can be measured repeatedly.",
    ),
  ],
};

const topDown: DocumentContent = {
  slug: "an-top-down-proteomics",
  code: "AN-2023-11",
  kind: "Application Note",
  summary:
    "Top-down proteomics of a bacterial lysate: intact proteoforms separated by CZE and fragmented in the mass spectrometer, with more than twice the proteoform identifications of a comparable LC-MS run in the same instrument time.",
  revisions: [
    { version: "v1.0", date: "2023-11-06", changes: "First release." },
    { version: "v1.1", date: "2024-09-30", changes: "Sample clean-up procedure expanded; conditions table." },
  ],
  sections: () => [
    section(
      "Introduction",
      paragraph(
        "Top-down proteomics identifies proteoforms, the exact molecular forms of proteins including their modifications, by measuring and fragmenting them intact. CZE-MS/MS is well suited: proteins separate by charge-to-size ratio with high efficiency, and the nanospray interface ionises them with little suppression.",
      ),
    ),
    section(
      "Sample preparation",
      steps(
        "Lyse the cells in 8 M urea, 50 mM ammonium bicarbonate; clear the lysate by centrifugation at 16,000 g for 10 minutes.",
        "Remove salts and urea with a 10 kDa cut-off filter, exchanging three times into 50 mM ammonium acetate.",
        "Adjust the protein concentration to about 2 mg/mL.",
        "Dilute with an equal volume of background electrolyte just before injection.",
      ),
      notice(
        "caution",
        "Residual urea and salts broaden CZE peaks and suppress ionisation. Measure the conductivity of the final sample; it should be below that of the background electrolyte.",
      ),
    ),
    section(
      "Conditions",
      facts([
        ["Capillary", productName("CAP-LPA-50-100")],
        ["Background electrolyte", "5 % acetic acid"],
        ["Ion source", `${productName("EMASS-II-SRC")}, emitter gap ${CZE_GAP}`],
        ["Sheath liquid", SHEATH],
        ["Injection", `${injectionText(10, 20)}, focused on-line by a dynamic pH junction`],
        ["Separation", "+30 kV, 90 min"],
        ["MS/MS", "Data-dependent, top 5, higher-energy collisional dissociation"],
      ]),
    ),
    illustrativeResults(
      table(
        ["Measure", "CZE-MS/MS", "Notes"],
        [170, 90],
        [
          ["Proteoforms identified", "~1,200", "1 % false discovery rate"],
          ["Proteins identified", "~300", "From a single 90 minute run"],
          ["Mass range of proteoforms", "5–30 kDa", "Larger proteins fragment less completely"],
          ["Separation window", "~60 min", "Peak widths 10–30 s"],
        ],
        "Identifications from one run (illustrative)",
      ),
    ),
    conclusions(
      "Careful removal of urea and salts is the most important step for a wide separation window.",
      "A large injection with on-line stacking loads enough of low-abundance proteoforms for fragmentation.",
    ),
  ],
};

const metabolites: DocumentContent = {
  slug: "an-polar-metabolites-urine",
  code: "AN-2024-12",
  kind: "Application Note",
  summary:
    "Profiling of polar and charged metabolites (amino acids, organic acids, nucleotides) in human urine by CE-MS on a bare fused-silica capillary with a formic acid background electrolyte.",
  revisions: [{ version: "v1.0", date: "2024-12-09", changes: "First release." }],
  sections: () => [
    section(
      "Introduction",
      paragraph(
        "Highly polar and charged metabolites are poorly retained in reversed-phase LC. CE separates them by charge and size with nanolitre injections, and urine needs little more than dilution. The low sheath-flow rate of the EMASS-II keeps sensitivity high despite the small volumes.",
      ),
    ),
    section(
      "Sample preparation",
      steps(
        "Thaw the urine on ice and centrifuge it at 16,000 g for 10 minutes at 4 °C.",
        "Dilute the supernatant 1:4 with water containing the internal standards (for example methionine sulfone and camphorsulfonic acid, 20 µM).",
        "Filter through a 3 kDa cut-off filter to remove proteins.",
        "Transfer 50 µL into an autosampler vial; keep the autosampler at 4 °C.",
      ),
    ),
    section(
      "Conditions",
      facts([
        ["Capillary", `${productName("CAP-FS-50-100")}`],
        ["Background electrolyte", "1 M formic acid (pH 1.8), from the CZE-MS Background Electrolyte Kit"],
        ["Conditioning", "0.1 M NaOH, water and background electrolyte, 5 min each (bare fused silica only)"],
        ["Ion source", `${productName("EMASS-II-SRC")}, emitter gap ${CZE_GAP}`],
        ["Sheath liquid", SHEATH],
        ["Injection", injectionText(1, 15)],
        ["Separation", "+30 kV, 25 min, positive ion mode"],
        ["MS", `m/z 70–1,000, ESI ${ESI_VOLTAGE}`],
      ]),
    ),
    illustrativeResults(
      table(
        ["Metabolite", "[M+H]+ m/z", "Relative migration time"],
        [170, 100],
        [
          ["Creatinine", "114.0662", "0.62"],
          ["Glycine", "76.0393", "0.71"],
          ["Alanine", "90.0550", "0.78"],
          ["Methionine sulfone (internal standard)", "182.0482", "1.00"],
          ["Hippuric acid", "180.0655", "1.34"],
        ],
        "Examples of metabolites detected (illustrative)",
      ),
      paragraph(
        "Migration times relative to the internal standard vary by less than 1 % RSD over a 24-hour sequence, which makes alignment of large cohorts straightforward.",
      ),
    ),
    conclusions(
      "Urine is analysed after dilution and filtration only.",
      "Relative migration times make metabolite identification robust across long sequences.",
    ),
  ],
};

const contactSection = (email: string, phone: string, topic: string) =>
  section("Contact", {
    kind: "paragraph" as const,
    text: `Our application scientists help you transfer this method to your samples and mass spectrometer. Write to ${email} or call ${phone}, mentioning ${topic}.`,
  });

/** How every note ends: the products it uses, the documents to read next, and whom to ask. */
const backMatter = (brand: Brand, code: string, skus: string[], related: string[]): DocumentSection[] => [
  section("Ordering information", orderingInformation(skus)),
  section("Related documents", relatedDocuments(related)),
  contactSection(brand.supportEmail, brand.phone, `application note ${code}`),
];

/**
 * A note with its method in front of the Results (`before`: procedure, data analysis) and its back
 * matter at the end: the products to order (`skus`) and the documents to read next (`related`).
 */
const note = (content: DocumentContent, before: () => DocumentSection[], skus: string[], related: string[]): DocumentContent =>
  withSections(content, { anchor: "Results", before, after: (brand) => backMatter(brand, content.code, skus, related) });

export const applicationNotes: readonly DocumentContent[] = [
  note(
    chargeVariants,
    () => [
      section(
        "Procedure",
        steps(
          "Desalt the antibody into water with a 10 kDa centrifugal filter (three exchanges) and measure its concentration by UV absorbance at 280 nm.",
          "Prepare the ampholyte master mix fresh: carrier ampholytes at the final percentages above, pI markers bracketing 6–10, and water.",
          `Mix the sample and master mix as in the table of the kit's instructions (${samplePreparationFor("0.5-1.0").dilution} for 0.5–1.0 mg/mL) and centrifuge briefly to remove air bubbles.`,
          "Place anolyte, catholyte, sample and rinse vials in the autosampler positions of the sequence.",
          `Install the LPA-coated capillary, set the ${CIEF_GAP} emitter gap and start the spray.`,
          "Run a blank (master mix only) first, then the reference antibody, then the samples; finish with a blank.",
        ),
        notice(
          "caution",
          "Protein that precipitates at its pI blocks the capillary. If the current shows spikes or the main peak is missing, use the next higher dilution.",
        ),
      ),
      bulletSection(
        "Data analysis",
        "Calibrate the pI axis with the two markers that bracket the antibody; assign an apparent pI to each peak by linear interpolation.",
        "Integrate the extracted ion electropherogram of the antibody's charge-state envelope; report each peak as a share of the total area.",
        "Average the spectra across each peak and deconvolute them to the intact mass (mass range 140–160 kDa).",
        "Assign each variant from its mass difference to the main isoform and its pI shift.",
      ),
    ],
    ["CR3520", "CAP-LPA-50-100", "ES-CIEF-12", "RK-SPRAY-250", "RK-PIM-310"],
    ["cr3520-kit-instructions", "ts-emitter-gap-setup", "tr-cief-ms-hands-on"],
  ),
  note(
    intactMab,
    () => [
      section(
        "Procedure",
        steps(
          "Buffer-exchange the antibody into 50 mM ammonium acetate and dilute it to 1 mg/mL.",
          "Condition a new LPA-coated capillary with water and background electrolyte (no sodium hydroxide).",
          `Set the ${CZE_GAP} emitter gap and start the spray at ${ESI_VOLTAGE}.`,
          "Inject at 1 psi for 10 s, apply the separation voltage and acquire MS data for 30 minutes.",
          "Rinse with background electrolyte for 3 minutes between injections.",
        ),
      ),
      section(
        "Data analysis",
        paragraph(
          "Sum the spectra across the antibody peak. Read the m/z of at least five neighbouring charge states and calculate the mass from each; the Intact Mass tool on this site does it and reports the average and standard deviation. For glycoform profiles, deconvolute the summed spectrum with a maximum-entropy algorithm over 140–160 kDa.",
        ),
      ),
    ],
    ["CAP-LPA-50-100", "ES-CZE-07", "RK-BGE-AA", "RK-SPRAY-250"],
    ["emass-ii-user-manual", "tr-data-analysis-intact-proteins", "ts-capillary-conditioning"],
  ),
  note(
    topDown,
    () => [
      bulletSection(
        "Data analysis",
        "Deconvolute each MS1 spectrum to monoisotopic masses; group features that elute within 30 s into proteoforms.",
        "Search the fragment spectra against the organism's protein database with variable modifications (N-terminal acetylation, methionine oxidation, phosphorylation).",
        "Control the false discovery rate at 1 % at the proteoform level with a target-decoy strategy.",
      ),
    ],
    ["CAP-LPA-50-100", "EMASS-II-SRC", "ES-CZE-07", "RK-SPRAY-250"],
    ["ts-spray-stability-troubleshooting", "tr-ce-ms-fundamentals"],
  ),
  note(
    metabolites,
    () => [
      bulletSection(
        "Data analysis",
        "Extract ion electropherograms at ±10 ppm around each metabolite's [M+H]+.",
        "Divide each migration time by that of the internal standard (relative migration time) before aligning samples.",
        "Normalise peak areas to the internal standard and to the creatinine of each urine sample.",
      ),
    ],
    ["CAP-FS-50-100", "RK-BGE-AA", "ES-CZE-07", "RK-SPRAY-250"],
    ["separation-capillary-handling", "ts-capillary-conditioning", "tr-ce-ms-fundamentals"],
  ),
];
