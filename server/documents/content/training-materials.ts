/**
 * Training Materials (library group "training-materials"). The worked examples are computed with
 * the site's own tools (app/tools), so the workbook's answers are the tools' answers.
 */
import { calculateAntibodyWeight, DISULFIDE_BOND_MASS, EXAMPLE_SEQUENCES, IGG1_DISULFIDE_BONDS, WATER_MASS } from "~/tools/antibody-weight";
import { calculateCapillaryVolume } from "~/tools/capillary-volume";
import { AMPHOLYTE_MIXES, CONCENTRATION_RANGES, PI_RANGES } from "~/tools/cr3520-options";
import { analysisSequenceFor, msSettingsFor, samplePreparationFor, timelineFor } from "~/tools/cr3520-rules";
import { calculateInjectionVolume, PLUG_WARNING_PERCENT } from "~/tools/injection-volume";
import { calculateIntactMass, PROTON_MASS } from "~/tools/intact-mass";
import { type DocumentContent, withSections } from "../document-model";
import { inSentence, productName, productSpec, relatedDocuments } from "./catalogue-facts";
import { CIEF_GAP, CZE_GAP, ESI_VOLTAGE } from "./spray-settings";
import { bullets, notice, paragraph, section, steps, subheading, table } from "./document-blocks";

const SEPARATION_VOLTAGE = productSpec("CE-30-AS", "Separation voltage");

function capillaryVolumeNl(diameterUm: number, lengthCm: number) {
  const result = calculateCapillaryVolume({ diameterUm: String(diameterUm), lengthCm: String(lengthCm) });
  if (!result.ok) throw new Error("documents: invalid capillary example");
  return result.volumeNlText;
}

function injection(pressurePsi: number, durationS: number, lengthCm: number) {
  const result = calculateInjectionVolume({ pressure: String(pressurePsi), pressureUnit: "psi", durationS: String(durationS), lengthCm: String(lengthCm) });
  if (!result.ok) throw new Error("documents: invalid injection example");
  return result;
}

const fundamentals: DocumentContent = {
  slug: "tr-ce-ms-fundamentals",
  code: "TR-101",
  kind: "Course Workbook",
  summary:
    "The workbook of our two-day CE-MS fundamentals course: electrophoretic mobility and electro-osmotic flow, capillaries and injection, the sheath-flow nanospray interface, with exercises and answers.",
  revisions: [
    { version: "v1.0", date: "2021-09-06", changes: "First release." },
    { version: "v2.0", date: "2023-03-20", changes: "cIEF-MS chapter; exercises with answers." },
    { version: "v2.2", date: "2024-09-09", changes: "Worked examples computed with the site's Capillary Volume and Injection Volume tools." },
  ],
  sections: (brand) => {
    const small = injection(1, 10, 100);
    const large = injection(50, 10, 100);
    return [
      section(
        "Course overview",
        paragraph(
          "The course takes a chemist who knows LC-MS to running CE-MS independently. Each chapter ends with exercises; the answers are at the end of the workbook. The tools on our website (Tools: Capillary Volume, Injection Volume, Intact Mass) compute the same numbers.",
        ),
        table(
          ["Session", "Topic"],
          [90],
          [
            ["Day 1 morning", "Principles: electrophoretic mobility, electro-osmotic flow, resolution"],
            ["Day 1 afternoon", "Capillaries, surfaces and conditioning; hands-on capillary installation"],
            ["Day 2 morning", "The sheath-flow nanospray interface; emitter gaps; first spray"],
            ["Day 2 afternoon", "Methods for intact proteins and cIEF-MS; data review"],
          ],
        ),
      ),
      section(
        "Principles of capillary electrophoresis",
        paragraph(
          "In an electric field E an ion moves with the velocity v = µ × E, where µ is its electrophoretic mobility, proportional to its charge and inversely proportional to its hydrodynamic size. The field in a capillary of length L at voltage U is E = U / L: 30 kV over 100 cm gives 300 V/cm.",
        ),
        paragraph(
          "The silanol groups of bare fused silica are negatively charged above pH 2–3 and drag the buffer towards the cathode: the electro-osmotic flow (EOF). Neutral coatings such as LPA suppress it; cationic coatings such as PEI reverse it. The observed velocity is the sum of the analyte's electrophoretic velocity and the EOF.",
        ),
        subheading("Exercises"),
        steps(
          "A capillary is 100 cm long and the separation voltage 30 kV. What is the field strength?",
          "Why does an LPA-coated capillary need a pressure assist or a chemical mobiliser to bring neutral zones to the MS?",
          "Which capillary surface would you choose for basic peptides, and in which polarity do you run it?",
        ),
      ),
      section(
        "Capillaries and injection",
        paragraph(
          "The capillary volume is V = π × r² × L. The hydrodynamic injection volume follows the Hagen–Poiseuille equation V = ΔP × d^4 × π × t / (128 × η × L), with η = 0.001 Pa·s for water. A sample plug should stay below about 2 % of the capillary length, or the peaks broaden.",
        ),
        table(
          ["Quantity", "Value"],
          [260],
          [
            ["Capillary volume, 50 µm × 100 cm", `${capillaryVolumeNl(50, 100)} nL`],
            ["Capillary volume, 75 µm × 100 cm", `${capillaryVolumeNl(75, 100)} nL`],
            ["Injection at 1 psi for 10 s", `${small.volumeNlText} nL, plug ${small.plugLengthMmText} mm (${small.plugPercentText} %)`],
            ["Injection at 50 psi for 10 s", `${large.volumeNlText} nL, plug ${large.plugLengthMmText} mm (${large.plugPercentText} %)`],
          ],
          "Worked examples (50 µm inner diameter, 100 cm)",
        ),
        notice(
          "note",
          `The second injection fills more than ${PLUG_WARNING_PERCENT} % of the capillary; the Injection Volume tool warns about it. Use it only with on-line stacking.`,
        ),
      ),
      section(
        "The sheath-flow nanospray interface",
        paragraph(
          `In the EMASS-II the capillary ends inside a glass emitter filled with sheath liquid. The ESI voltage (${ESI_VOLTAGE}) is applied to the sheath liquid, which closes the CE circuit and pumps the sheath liquid electrokinetically at nanolitres per minute. The emitter gap sets the mixing volume: ${CZE_GAP} for CZE-MS, ${CIEF_GAP} for cIEF-MS.`,
        ),
        notice(
          "warning",
          `The separation voltage reaches ${inSentence(SEPARATION_VOLTAGE)}. All hands-on exercises are done with the voltages off, and the trainer switches them on.`,
        ),
      ),
      section(
        "Answers",
        steps(
          "E = 30,000 V / 100 cm = 300 V/cm.",
          "The neutral coating suppresses the EOF, so nothing carries neutral zones to the outlet; pressure or a chemical mobiliser has to.",
          "A cationic PEI-coated capillary, which repels basic analytes from the wall; it runs in reversed polarity.",
        ),
        paragraph(`Questions after the course: ${brand.supportEmail}.`),
      ),
    ];
  },
};

const ciefHandsOn: DocumentContent = {
  slug: "tr-cief-ms-hands-on",
  code: "TR-210",
  kind: "Training Exercises",
  summary:
    "Five hands-on exercises for the cIEF-MS training day with the CR3520 kit: choosing the ampholyte mix, preparing samples, running the sequence and reading the result.",
  revisions: [
    { version: "v1.0", date: "2023-06-05", changes: "First release with the CR3520 kit." },
    { version: "v1.4", date: "2024-05-13", changes: "ADC exercise." },
    { version: "v1.5", date: "2025-01-20", changes: "Numbers generated with the CR3520 Method Assistant." },
  ],
  sections: () => [
    section(
      "Before the training day",
      bullets(
        `Bring your own antibody sample (at least 50 µL at 0.1–2.0 mg/mL, desalted) or use the kit's reference antibody.`,
        `Install an LPA-coated capillary and a ${productName("ES-CIEF-12")}; set the ${CIEF_GAP} emitter gap.`,
        "Open the CR3520 Method Assistant at /tools?method=cr3520 on a laptop next to the instrument.",
      ),
    ),
    section(
      "Exercise 1: choose the ampholyte mix",
      paragraph("For each expected pI range, name the mix the Method Assistant selects and explain why total ampholyte stays at 2 %."),
      table(
        ["Expected pI", "Mix", "Components"],
        [140, 90],
        PI_RANGES.map((range) => [
          range.label,
          AMPHOLYTE_MIXES[range.value].name,
          AMPHOLYTE_MIXES[range.value].components.map((c) => `${c.name} ${c.percent}%`).join(", "),
        ]),
        "Answer",
      ),
    ),
    section(
      "Exercise 2: prepare the sample",
      paragraph(
        "Calculate the volumes of sample and master mix for 60 µL of prepared sample at each concentration range. Check your answer with the Method Assistant's optional sample volume.",
      ),
      table(
        ["Concentration", "Dilution", "Sample", "Master mix"],
        [110, 80, 80],
        CONCENTRATION_RANGES.map((range) => {
          const prep = samplePreparationFor(range.value, 60);
          return [range.label, prep.dilution, `${prep.sampleUl} µL`, `${prep.masterMixUl} µL`];
        }),
        "Answer (60 µL total)",
      ),
    ),
    section(
      "Exercise 3: run the sequence",
      steps(
        ...analysisSequenceFor("mab").map(
          (s) =>
            `${s.name} (${s.durationMin} min, ${s.pressurePsi} psi, ${s.voltageKv} kV): watch the CE current and write down its value at the start and end of the step.`,
        ),
      ),
      notice(
        "note",
        "Focusing is complete when the current has fallen to a stable plateau. If it is still falling at the end of step 3, extend the step and note by how much.",
      ),
    ),
    section(
      "Exercise 4: an antibody-drug conjugate",
      paragraph(
        `Generate the method for an ADC and compare it with the antibody method. Answer: the timeline grows from ${timelineFor("mab")} to ${timelineFor("adc")} minutes, mobilisation slows to ${analysisSequenceFor("adc")[3].pressurePsi} psi for ${analysisSequenceFor("adc")[3].durationMin} minutes, and the fragmentor drops from ${msSettingsFor("mab").fragmentorV} V to ${msSettingsFor("adc").fragmentorV} V to limit in-source loss of the drug-linker.`,
      ),
    ),
    section(
      "Exercise 5: read the result",
      bullets(
        "Identify the main peak and the acidic and basic variants; which elute first under chemical mobilisation?",
        "Deconvolute the main peak and one basic variant. Is the mass difference that of a C-terminal lysine (128.09 Da)?",
        "Calculate the relative area of each variant and compare with your UV-cIEF result, if you have one.",
      ),
    ),
  ],
};

/** Charge states of a 148,057.90 Da antibody as a student would read them off a spectrum (m/z to 2 decimals). */
const SPECTRUM = [52, 54, 56].map((z) => ({ charge: String(z), mz: (148_057.9 / z + PROTON_MASS).toFixed(2) }));

const dataAnalysis: DocumentContent = {
  slug: "tr-data-analysis-intact-proteins",
  code: "TR-220",
  kind: "Training Guide",
  summary:
    "Reading CE-MS data of intact proteins: charge-state envelopes, mass calculation from m/z, deconvolution, glycoforms and the expected mass of an antibody from its sequence.",
  revisions: [{ version: "v1.0", date: "2024-10-21", changes: "First release." }],
  sections: () => {
    const result = calculateIntactMass(SPECTRUM);
    if (!result.ok) throw new Error("documents: invalid intact-mass example");
    return [
      section(
        "From m/z to mass",
        paragraph(
          `Electrospray gives a protein many charge states [M+zH]z+. Each peak's m/z relates to the neutral mass as M = z × (m/z − ${PROTON_MASS}), where ${PROTON_MASS} Da is the mass of a proton. Two neighbouring peaks differ in charge by one, which gives z when it is not known.`,
        ),
        table(
          ["m/z", "Charge", "Mass"],
          [120, 80],
          result.rows.map((row) => [row.mz.toFixed(2), String(row.charge), `${row.massText} Da`]),
          "Worked example (Intact Mass tool)",
        ),
        paragraph(`Average mass ${result.averageMassText} Da, standard deviation ${result.standardDeviationText} Da.`),
      ),
      section(
        "Deconvolution",
        steps(
          "Average the spectra across the peak in the electropherogram; do not include the baseline before and after.",
          "Set the deconvolution's mass range about 10 % around the expected mass and its charge range to the envelope you see.",
          "Check the deconvoluted spectrum for artefact peaks at half or double the mass.",
          "Report the mass of each species with its relative intensity.",
        ),
      ),
      section(
        "Expected mass of an antibody",
        paragraph(
          `The Antibody Molecular Weight tool adds the residue masses of each chain plus one water (${WATER_MASS} Da) and doubles heavy and light chain. Disulfide bonds remove ${DISULFIDE_BOND_MASS} Da each (${IGG1_DISULFIDE_BONDS} in an IgG1); C-terminal lysine clipping removes 128.09 Da per heavy chain.`,
        ),
        table(
          ["Modification", "Mass difference"],
          [260],
          [
            ["C-terminal lysine", "+128.09 Da"],
            ["Hexose (galactose, one glycan antenna)", "+162.14 Da"],
            ["Sialic acid (N-acetylneuraminic acid)", "+291.26 Da"],
            ["Deamidation (Asn to Asp)", "+0.98 Da"],
            ["Pyroglutamate from N-terminal Gln", "−17.03 Da"],
            ["One disulfide bond", `−${DISULFIDE_BOND_MASS} Da`],
          ],
          "Common mass differences",
        ),
      ),
      section(
        "Reporting",
        bullets(
          "State the capillary, electrolyte, separation voltage, emitter gap and MS settings.",
          "Give masses to one decimal for intact antibodies, with the deconvolution settings.",
          "Report variant shares from the electropherogram's peak areas, not from deconvoluted intensities.",
        ),
      ),
    ];
  },
};

const labSafety: DocumentContent = {
  slug: "tr-lab-setup-safety",
  code: "TR-001",
  kind: "Training Guide",
  summary:
    "Setting up a CE-MS laboratory and working safely with high voltage and the chemicals CE-MS uses: layout, utilities, rules for operators and an induction checklist.",
  revisions: [
    { version: "v1.0", date: "2021-03-15", changes: "First release." },
    { version: "v1.3", date: "2024-02-26", changes: "Induction checklist; chemical table." },
  ],
  sections: (brand) => [
    section(
      "Laboratory layout",
      bullets(
        `Bench space for the CE unit (${productSpec("CE-30-AS", "Dimensions (W × D × H)")}) directly beside the mass spectrometer's source, so that the capillary reaches the EMASS-II without strain.`,
        "A grounded outlet on the same circuit as the mass spectrometer for the CE unit.",
        "Nitrogen or clean dry air at 5–7 bar for pressure injection.",
        "A fume hood or ventilated cabinet for preparing electrolytes and sheath liquid.",
      ),
    ),
    section(
      "High-voltage safety",
      notice(
        "warning",
        `The CE unit applies ${inSentence(SEPARATION_VOLTAGE)} across the capillary, and the ion source ${ESI_VOLTAGE}. Contact can cause a painful shock and injury. Only trained operators may work on the system.`,
      ),
      steps(
        "Never defeat or bridge an interlock.",
        "Switch off both voltages and wait until the currents read 0 µA before touching the capillary, emitter, vials or electrodes.",
        "Keep liquids away from the high-voltage connectors; wipe up spills at once.",
        "Report damaged cables, discoloured connectors or arcing to the lab manager and stop using the system.",
      ),
    ),
    section(
      "Chemicals",
      table(
        ["Chemical", "Used for", "Hazard", "Precautions"],
        [100, 110, 110],
        [
          ["Formic acid, acetic acid", "Background electrolytes, sheath liquid", "Corrosive; vapours irritate", "Gloves, glasses; prepare in a fume hood"],
          ["Methanol", "Sheath liquid, flushing", "Flammable, toxic", "No ignition sources; gloves"],
          ["Sodium hydroxide 0.1 M", "Conditioning bare fused silica", "Corrosive to eyes and skin", "Glasses; never on coated capillaries"],
          ["Carrier ampholytes", "cIEF", "Irritant", "Gloves; store at 2–8 °C"],
        ],
      ),
      paragraph("Read the safety data sheet of every chemical before first use. Collect waste from the CE unit as aqueous-organic waste."),
    ),
    section(
      "Induction checklist for new operators",
      table(
        ["Done", "Item", "Trainer's initials"],
        [40, 330],
        [
          ["[ ]", "Has read this guide and the EMASS-II user manual's safety section", ""],
          ["[ ]", "Knows where the emergency stop, the main switch and the eye wash are", ""],
          ["[ ]", "Has switched the voltages off and checked 0 µA under supervision", ""],
          ["[ ]", "Has installed a capillary and set an emitter gap under supervision", ""],
          ["[ ]", "Knows whom to call: lab manager and " + brand.companyName + " support (" + brand.phone + ")", ""],
        ],
      ),
    ),
  ],
};

const objectives = (items: string[]) => () => [section("Learning objectives", { kind: "bullets" as const, items })];

const dataAnalysisWithExtras = withSections(dataAnalysis, {
  anchor: "Reporting",
  before: () => {
    const variants = [
      { label: "Sequence only", input: {} },
      { label: `With ${IGG1_DISULFIDE_BONDS} disulfide bonds`, input: { disulfideCorrection: true } },
      { label: `With ${IGG1_DISULFIDE_BONDS} disulfide bonds and C-terminal lysines clipped`, input: { disulfideCorrection: true, clipCTerminalLysine: true } },
    ].map(({ label, input }) => {
      const result = calculateAntibodyWeight({ heavyChain: EXAMPLE_SEQUENCES.heavyChain, lightChain: EXAMPLE_SEQUENCES.lightChain, ...input });
      if (!result.ok) throw new Error("documents: invalid antibody example");
      return [label, `${result.totalMassText} Da`];
    });
    return [
      section(
        "Worked example: trastuzumab",
        paragraph(
          `The Antibody Molecular Weight tool's example is ${EXAMPLE_SEQUENCES.name}. Its polypeptide mass (without glycans) with the corrections switched on one after the other:`,
        ),
        table(["Calculation", "Mass"], [330], variants),
        paragraph(
          "The measured mass of the main glycoform is higher by the two N-glycans (G0F adds about 1,445 Da each). Compare the measured mass with the calculated one plus the glycans you expect, and explain any remaining difference with the table of common modifications.",
        ),
      ),
    ];
  },
});

const labSafetyWithExtras = withSections(labSafety, {
  anchor: "Induction checklist for new operators",
  before: (brand) => [
    section(
      "Emergencies",
      table(
        ["Situation", "What to do"],
        [120],
        [
          [
            "Electric shock",
            "Press the emergency stop or switch off the main switch before touching the person. Call first aid and the emergency number; report the incident.",
          ],
          ["Arcing or smell of burning", "Switch off the high voltage and the main switch. Do not restart the system; call the lab manager and service."],
          ["Chemical in the eye", "Rinse at the eye wash for at least 15 minutes, holding the eyelids open; seek medical advice with the safety data sheet."],
          ["Spill near the instrument", "Switch off the high voltage, wipe up with absorbent pads, and let surfaces dry before switching on again."],
          ["Fire", "Switch off the main switch if it is safe to do so, raise the alarm and use a CO2 extinguisher; never water on electrical equipment."],
        ],
      ),
      paragraph(
        `Report every incident and near miss to the lab manager. Incidents involving the instrument also to ${brand.companyName} service: ${brand.phone}.`,
      ),
    ),
  ],
});

export const trainingMaterials: readonly DocumentContent[] = [
  withSections(fundamentals, {
    anchor: "Principles of capillary electrophoresis",
    before: objectives([
      "Explain electrophoretic mobility and electro-osmotic flow and how a capillary surface changes them.",
      "Calculate a capillary's volume and an injection's volume and plug length.",
      "Install a capillary, set an emitter gap and start a stable spray under supervision.",
      "Choose conditions for intact proteins and for cIEF-MS.",
    ]),
    after: () => [section("Further reading", relatedDocuments(["emass-ii-user-manual", "separation-capillary-handling", "tr-lab-setup-safety"]))],
  }),
  withSections(ciefHandsOn, {
    anchor: "Exercise 1: choose the ampholyte mix",
    before: objectives([
      "Choose ampholytes and a dilution for a protein with the CR3520 Method Assistant.",
      "Prepare a sample and run the five-step cIEF-MS sequence.",
      "Assign charge variants from their pI and intact mass.",
    ]),
    after: () => [section("Further reading", relatedDocuments(["cr3520-kit-instructions", "an-mab-charge-variants-cief-ms", "ts-emitter-gap-setup"]))],
  }),
  withSections(dataAnalysisWithExtras, {
    anchor: "From m/z to mass",
    before: objectives([
      "Calculate a neutral mass from the m/z and charge of a peak.",
      "Deconvolute a charge-state envelope and check the result for artefacts.",
      "Predict an antibody's mass from its sequence and explain the differences to the measured mass.",
    ]),
    after: () => [section("Further reading", relatedDocuments(["an-intact-mab-czems", "an-mab-charge-variants-cief-ms"]))],
  }),
  withSections(labSafetyWithExtras, {
    anchor: "Laboratory layout",
    before: objectives([
      "Plan the bench, power and gas supply for a CE-MS system.",
      "Work safely with high voltage and switch the system to a safe state.",
      "Handle CE-MS chemicals and their waste correctly.",
    ]),
    after: () => [section("Further reading", relatedDocuments(["emass-ii-user-manual", "ce-ms-system-operation-guide", "ts-preventive-maintenance"]))],
  }),
];
