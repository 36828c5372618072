/** Product Manuals: the hardware's and the CR3520 kit's manuals (library group "product-manuals"). */
import { methodToTextProtocol } from "~/tools/cr3520-export";
import { generateMethod } from "~/tools/cr3520-method";
import { AMPHOLYTE_MIXES, CONCENTRATION_RANGES, PI_RANGES, PROTEIN_TYPES, SAMPLE_PREP } from "~/tools/cr3520-options";
import { ADC_NOTE, PROTOCOL_NOTES } from "~/tools/cr3520-protocol-content";
import { analysisSequenceFor, msSettingsFor, samplePreparationFor, timelineFor } from "~/tools/cr3520-rules";
import { calculateCapillaryVolume } from "~/tools/capillary-volume";
import { type DocumentBlock, type DocumentContent, withSections } from "../document-model";
import {
  cr3520Troubleshooting,
  emitterRows,
  inSentence,
  orderingInformation,
  productFacts,
  productName,
  productSpec,
  relatedDocuments,
} from "./catalogue-facts";
import { CIEF_GAP, CZE_GAP, ESI_VOLTAGE, SHEATH } from "./spray-settings";
import { bullets, facts, listing, notice, paragraph, section, steps, subheading, table } from "./document-blocks";

const SEPARATION_VOLTAGE = productSpec("EMASS-II-SRC", "Separation voltage");

const highVoltageWarning: DocumentBlock = notice(
  "warning",
  `High voltage. The separation supply delivers ${inSentence(SEPARATION_VOLTAGE)} and the electrospray ${ESI_VOLTAGE}. Never touch the capillary, the emitter, the electrode vials or the source body while a voltage is applied. Switch the high voltage off and wait until the current reads 0 µA before opening the source enclosure.`,
);

const emassManual: DocumentContent = {
  slug: "emass-ii-user-manual",
  code: "UM-EMASS-II",
  kind: "User Manual",
  summary:
    "Installation, operation and maintenance of the EMASS-II electrokinetically pumped sheath-flow nanospray ion source, its MB03-CE emitter modules and glass emitters for CZE-MS and cIEF-MS.",
  revisions: [
    { version: "v1.0", date: "2021-03-15", changes: "First release." },
    { version: "v2.0", date: "2022-06-01", changes: "MB03-CE pre-aligned emitter module added; installation procedure rewritten." },
    { version: "v3.0", date: "2023-09-12", changes: "cIEF-MS operation with the 1.2 mm emitter gap; sheath liquid section." },
    { version: "v3.1", date: "2024-04-08", changes: "Maintenance intervals revised; troubleshooting table extended." },
    { version: "v3.2", date: "2025-02-20", changes: "Specifications aligned with the current product data; high-voltage safety notes clarified." },
  ],
  sections: (brand) => [
    section(
      "About this manual",
      paragraph(
        `This manual is for laboratory staff who install, operate and maintain the ${productName("EMASS-II-SRC")}. Read the safety section before the first use and keep the manual near the instrument. The source is intended for research use by trained personnel; it is not a medical device.`,
      ),
      paragraph(
        "The EMASS-II couples a capillary electrophoresis separation to an electrospray ionisation (ESI) mass spectrometer. A sheath liquid is pumped electrokinetically at nanolitre-per-minute flow rates around the capillary outlet inside a pulled glass emitter, which closes the CE circuit and sustains a stable nanospray without diluting the separated zones.",
      ),
    ),
    section(
      "Safety",
      highVoltageWarning,
      notice(
        "caution",
        "Glass emitters are fragile and their tips are sharp. Handle them by the body, never by the tip, and dispose of broken emitters in a sharps container.",
      ),
      bullets(
        "Connect the source ground lead before applying any voltage; the source body must be at the mass spectrometer's ground potential.",
        `Sheath liquid (${SHEATH}) is flammable and corrosive: wear gloves and safety glasses and keep it away from ignition sources.`,
        "Use the source only with the enclosure fitted to the mass spectrometer's inlet; the interlock switches the voltages off when the enclosure is opened.",
        "Do not modify the source or operate it with damaged cables or connectors.",
      ),
    ),
    section(
      "Specifications",
      facts(productFacts("EMASS-II-SRC"), productName("EMASS-II-SRC")),
      facts(productFacts("MB03-CE"), productName("MB03-CE")),
      table(
        ["Emitter", "Emitter gap", "Tip", "ESI voltage", "Pack"],
        [170, 95, 65, 70],
        ["ES-CZE-07", "ES-CIEF-12"].map((sku) => [
          productName(sku),
          productSpec(sku, "Emitter gap"),
          productSpec(sku, "Emitter tip"),
          productSpec(sku, "ESI voltage"),
          productSpec(sku, "Quantity"),
        ]),
        "Emitters",
      ),
    ),
    section(
      "Installation",
      paragraph(
        "Install the source with the mass spectrometer in standby and the CE high voltage switched off. You need the source adapter for your mass spectrometer, an MB03-CE emitter module or a glass emitter, a separation capillary with 360 µm outer diameter and the sheath liquid.",
      ),
      steps(
        "Remove the mass spectrometer's standard ESI source as described by its manufacturer and fit the EMASS-II adapter plate to the inlet flange.",
        "Mount the EMASS-II source body on the adapter plate and tighten the two knurled screws by hand.",
        "Connect the source ground lead to the ground terminal of the mass spectrometer, then the ESI high-voltage cable to the source.",
        "Fill the sheath-liquid reservoir with degassed sheath liquid and flush the sheath line until no bubbles are visible.",
        "Insert the emitter module (or the glass emitter in its holder) and lock it with a quarter turn.",
        `Thread the separation capillary through the capillary fitting until its outlet sits at the emitter gap for your method: ${CZE_GAP} or ${CIEF_GAP}. See section "Setting the emitter gap".`,
        "Move the emitter tip in front of the MS inlet with the positioner and close the enclosure.",
        'Run the performance check in section "Operation" before measuring samples.',
      ),
    ),
    section(
      "Setting the emitter gap",
      paragraph(
        "The emitter gap is the distance between the end of the separation capillary and the tip opening of the emitter. It sets the volume in which the separated zone mixes with the sheath liquid: a short gap keeps the post-column volume small for fast CZE peaks; a longer gap mixes the ampholyte-rich zones of cIEF better with the sheath liquid and keeps the spray stable while they elute.",
      ),
      table(["Separation mode", "Emitter gap", "Emitter", "Tip"], [110, 110, 200], emitterRows("Emitter tip")),
      steps(
        "Look at the emitter under the alignment camera (or a stereo microscope) at 50–100× magnification.",
        "Push the capillary forward until its end touches the taper of the emitter, then withdraw it with the fine adjuster to the gap for your method.",
        "Lock the capillary fitting and check the gap again: the fitting must not move the capillary when tightened.",
      ),
      notice("note", "MB03-CE modules are factory-aligned for the CZE-MS gap; no gap setting is needed after installing a module."),
    ),
    section(
      "Operation",
      subheading("Starting the spray"),
      steps(
        "Fill the capillary with background electrolyte and place the inlet in an electrolyte vial.",
        `Switch on the ESI voltage and raise it to ${ESI_VOLTAGE}. A stable Taylor cone forms at the emitter tip within a minute.`,
        "Watch the total ion current for two minutes: it should vary by less than 10 % with no drop-outs.",
        `Apply the separation voltage (at most ${SEPARATION_VOLTAGE.replace(/^Up to /, "")}) and check that the CE current is stable.`,
      ),
      subheading("Performance check"),
      paragraph(
        "Infuse a standard (for example 1 µM angiotensin II in background electrolyte) at 5 psi and record 5 minutes of data. The relative standard deviation of the extracted ion current over the 5 minutes should be below 5 %. Record the result in the instrument log.",
      ),
      subheading("Shutting down"),
      steps(
        "Switch off the separation voltage, then the ESI voltage.",
        "Flush the capillary with water and leave both ends in water vials, or remove it for storage as described in its instructions.",
        "Leave the emitter wet with sheath liquid for short breaks; for breaks longer than a day, flush the sheath line with 50 % methanol and remove the emitter.",
      ),
    ),
    section(
      "Maintenance",
      table(
        ["Interval", "Task"],
        [110],
        [
          ["Daily", "Check the emitter tip under the camera; replace the sheath liquid in the reservoir."],
          ["Weekly", "Flush the sheath line with 50 % methanol; wipe the source body and adapter with a lint-free cloth."],
          ["Monthly", "Inspect the high-voltage cable and connectors; replace the capillary fitting ferrule."],
          ["Every 12 months", `Preventive maintenance visit by ${brand.companyName} service, including a high-voltage safety check.`],
        ],
      ),
      notice(
        "caution",
        "Never clean an emitter in an ultrasonic bath: the tip breaks. Replace an emitter whose tip is chipped, blocked or wetted on the outside.",
      ),
    ),
    section(
      "Troubleshooting",
      table(
        ["Symptom", "Likely cause", "Remedy"],
        [140, 160],
        [
          ["No spray, 0 µA ESI current", "Sheath line empty or emitter blocked", "Refill and flush the sheath line; replace the emitter."],
          [
            "Spray pulses or drops out",
            "Air bubble, wrong emitter gap, tip wetted on the outside",
            `Degas liquids; set the gap to ${CZE_GAP} or ${CIEF_GAP}; dry or replace the emitter.`,
          ],
          [
            "Arcing, current spikes",
            `ESI voltage above ${ESI_VOLTAGE}, emitter too close to the inlet`,
            "Lower the voltage; move the emitter back from the inlet.",
          ],
          ["CE current drops to zero", "Capillary broken or air in the capillary", "Check the capillary for breaks; refill it with electrolyte."],
        ],
      ),
      paragraph(
        `If a problem persists, contact technical support at ${brand.supportEmail} or ${brand.phone} with the source's serial number and a description of the symptom. The "Troubleshooting Guide: Spray Stability and Current" in the Technical Support section of the documentation centre goes into more detail.`,
      ),
    ),
  ],
};

const systemGuide: DocumentContent = {
  slug: "ce-ms-system-operation-guide",
  code: "OG-CEMS-SYS",
  kind: "Operation Guide",
  summary: `Daily operation of the ${productName("CEMS-SYS-30")}: the ${productName("CE-30-AS")} with the EMASS-II ion source on your mass spectrometer, from start-up to sequences and shutdown.`,
  revisions: [
    { version: "v1.0", date: "2022-01-10", changes: "First release." },
    { version: "v2.0", date: "2023-05-22", changes: "Autosampler temperature control and sequence tables." },
    { version: "v2.3", date: "2024-07-01", changes: "cIEF-MS sequences; shutdown and storage procedure." },
    { version: "v2.4", date: "2025-03-03", changes: "Specifications aligned with the current product data; site requirements added." },
  ],
  sections: (brand) => [
    section(
      "System overview",
      paragraph(
        `The integrated system consists of the ${productName("CE-30-AS")} (separation, injection, autosampler), the ${productName("EMASS-II-SRC")} and your ESI mass spectrometer. The CE unit controls injection and the separation voltage; the mass spectrometer acquires data; a contact-closure cable starts the acquisition when the CE method reaches its detection step.`,
      ),
      facts(productFacts("CEMS-SYS-30"), productName("CEMS-SYS-30")),
      facts(productFacts("CE-30-AS"), productName("CE-30-AS")),
    ),
    section(
      "Safety",
      highVoltageWarning,
      bullets(
        "The CE-30 interlock switches the separation voltage off when the autosampler door is opened. Never defeat the interlock.",
        "Use only closed vials with pierceable caps in the autosampler; spilled electrolyte near the electrodes can cause arcing.",
        "Keep the capillary outlet inside the EMASS-II enclosure whenever the separation voltage can be applied.",
      ),
    ),
    section(
      "Site requirements",
      table(
        ["Requirement", "Value"],
        [170],
        [
          ["Bench space", `${productSpec("CE-30-AS", "Dimensions (W × D × H)")} for the CE unit, beside the mass spectrometer's source`],
          ["Power", "100–240 V AC, 50/60 Hz, one grounded outlet for the CE unit"],
          ["Room temperature", "18–28 °C, stable within ±2 °C during a sequence"],
          ["Gas", "Nitrogen or clean dry air at 5–7 bar for pressure injection and rinses"],
          ["Data system", "The mass spectrometer's acquisition software with a contact-closure input"],
        ],
      ),
    ),
    section(
      "Daily start-up",
      steps(
        "Switch on the CE-30 and let the capillary cassette and autosampler reach their set temperatures (about 20 minutes).",
        "Fill the electrolyte, rinse and waste vials and load them in the positions of the sequence table.",
        "Rinse the capillary with background electrolyte for 5 minutes at 50 psi.",
        "Start the spray as described in the EMASS-II user manual and run the performance check.",
        "Put the mass spectrometer in operate and check that it receives the start signal from a short blank run.",
      ),
    ),
    section(
      "Methods and sequences",
      paragraph(
        `A CE method is a list of steps, each with inlet and outlet vials, pressure, voltage and duration. Injection: ${productSpec("CE-30-AS", "Injection")}. A sequence runs methods on the samples in the autosampler (${productSpec("CE-30-AS", "Autosampler")}).`,
      ),
      table(
        ["Step", "Pressure", "Voltage", "Duration", "Purpose"],
        [40, 60, 60, 60],
        [
          ["1", "50 psi", "0 kV", "3 min", "Rinse with background electrolyte"],
          ["2", "1 psi", "0 kV", "10 s", "Inject sample (hydrodynamic, about 10 nL)"],
          ["3", "0 psi", "+30 kV", "1 min", "Voltage ramp, MS start signal"],
          ["4", "2 psi", "+30 kV", "30 min", "Separation and MS detection"],
          ["5", "50 psi", "0 kV", "3 min", "Rinse before the next injection"],
        ],
        "A typical CZE-MS method for intact proteins",
      ),
      notice(
        "note",
        "For cIEF-MS with the CR3520 kit, generate the method with the CR3520 Method Assistant at /tools?method=cr3520; its steps and times are those of the kit's instructions for use.",
      ),
    ),
    section(
      "Shutdown and storage",
      steps(
        "At the end of a sequence rinse the capillary with water for 5 minutes.",
        "Switch off the separation and ESI voltages; put the mass spectrometer in standby.",
        "For breaks up to a week, leave the capillary ends in water vials at the cassette temperature.",
        "For longer breaks, dry the capillary with air for 5 minutes and store it as described in the capillary instructions.",
      ),
    ),
    section(
      "Service",
      paragraph(
        `The system comes with installation, operator training and method transfer. For service, spare parts and application questions contact ${brand.supportEmail} or ${brand.phone}.`,
      ),
    ),
  ],
};

/** The volume the site's Capillary Volume tool gives, in µL. */
function capillaryVolumeUl(diameterUm: number, lengthCm: number) {
  const result = calculateCapillaryVolume({ diameterUm: String(diameterUm), lengthCm: String(lengthCm) });
  if (!result.ok) throw new Error("documents: invalid capillary");
  return result.volumeUl;
}

const capillaries = ["CAP-FS-50-100", "CAP-LPA-50-100", "CAP-PEI-50-100"];

const capillaryManual: DocumentContent = {
  slug: "separation-capillary-handling",
  code: "IN-CAP",
  kind: "Instructions",
  summary: "Unpacking, cutting, installing, conditioning and storing bare fused-silica, LPA-coated and PEI-coated separation capillaries for CE-MS.",
  revisions: [
    { version: "v1.0", date: "2021-05-03", changes: "First release." },
    { version: "v1.5", date: "2023-02-14", changes: "PEI-coated capillary added." },
    { version: "v1.6", date: "2024-11-18", changes: "Dimensions table from the current product data; cutting procedure clarified." },
  ],
  sections: () => [
    section(
      "Capillaries covered",
      table(
        ["Capillary", "Inner diameter", "Outer diameter", "Length", "Surface"],
        [170, 65, 65, 55],
        capillaries.map((sku) => [
          productName(sku),
          productSpec(sku, "Inner diameter"),
          productSpec(sku, "Outer diameter"),
          productSpec(sku, "Length"),
          sku === "CAP-FS-50-100" ? productSpec(sku, "Inner surface") : productSpec(sku, "Coating"),
        ]),
      ),
      paragraph(
        `The ${productName("CAP-KIT-STR")} contains ${productSpec("CAP-KIT-STR", "Contents")}. A 50 µm × 100 cm capillary holds ${capillaryVolumeUl(50, 100)} µL (Capillary Volume tool).`,
      ),
    ),
    section(
      "Handling",
      notice(
        "caution",
        "The polyimide cladding protects the fused silica. A scratched or kinked capillary breaks under pressure: never bend it tighter than a 5 cm radius.",
      ),
      bullets(
        "Wear powder-free gloves; skin oil on the outlet end disturbs the electrospray.",
        "Keep the protective caps on both ends until installation.",
        "Coated capillaries are shipped filled with water; do not let them dry unless the storage section says so.",
      ),
    ),
    section(
      "Cutting",
      steps(
        "Score the polyimide once, lightly, with a ceramic cutting stone held at 90° to the capillary.",
        "Pull the capillary straight apart on both sides of the score; do not bend it.",
        "Inspect the cut under 20× magnification: it must be flat and square, without chips or polyimide flags.",
        "For the MS end, remove 2–3 mm of polyimide with a gentle flame or hot sulfuric acid only if your method requires it; LPA and PEI coatings must not be heated.",
      ),
    ),
    section(
      "Installation",
      steps(
        "Thread the inlet end through the CE cassette and the outlet end through the EMASS-II capillary fitting.",
        `Set the outlet at the emitter gap of your method: ${CZE_GAP} or ${CIEF_GAP}.`,
        "Fill the capillary with water at 20 psi and check for drops at the fittings.",
        "Condition the capillary as described for its surface before the first injection.",
      ),
    ),
    section(
      "Conditioning",
      table(
        ["Surface", "First use", "Between runs"],
        [110],
        [
          ["Bare fused silica", "0.1 M NaOH 10 min, water 5 min, background electrolyte 10 min (50 psi)", "Background electrolyte 3 min"],
          ["LPA (neutral)", "Water 5 min, background electrolyte 10 min (50 psi). Never NaOH.", "Background electrolyte 3 min"],
          ["PEI (cationic)", "Water 5 min, background electrolyte 10 min (50 psi). Never NaOH.", "Background electrolyte 3 min; run in reversed polarity"],
        ],
      ),
      notice(
        "caution",
        `Sodium hydroxide strips the LPA and PEI coatings. The LPA coating is stable between pH ${productSpec("CAP-LPA-50-100", "Recommended pH range").replace("–", " and ")} only.`,
      ),
    ),
    section(
      "Storage",
      bullets(
        "Up to a week: filled with water, both ends in water vials.",
        "Longer: bare fused silica dried with air for 5 minutes; coated capillaries filled with water, ends capped, at 4–8 °C.",
        "Label each capillary with its type, first use and number of injections; replace it when migration times shift by more than 5 %.",
      ),
    ),
  ],
};

/** The method the instructions print in full, as the Method Assistant exports it. */
const exampleMethod = generateMethod({ protein: "mab", concentration: "0.5-1.0", pi: "6-10", project: "IgG1 reference" }, new Date("2025-01-20T09:00:00Z"));

const kitInstructions: DocumentContent = {
  slug: "cr3520-kit-instructions",
  code: "IFU-CR3520",
  kind: "Instructions for Use",
  summary: `The ${productName("CR3520")}: contents, storage, sample preparation, ampholyte mixes, MS settings and the cIEF-MS analysis sequence, as generated by the CR3520 Method Assistant.`,
  revisions: [
    { version: "v1.0", date: "2023-06-05", changes: "First release." },
    { version: "v2.0", date: "2024-05-13", changes: "ADC and Fc-fusion protein methods; extended ADC mobilisation." },
    { version: "v2.1", date: "2025-01-20", changes: "Protocol generated from the Method Assistant; troubleshooting table added." },
  ],
  sections: (brand) => {
    if (!exampleMethod.ok) throw new Error("documents: the CR3520 example method is invalid");
    return [
      section(
        "Intended use and kit contents",
        paragraph(`${productName("CR3520")}. For research use only. ${productSpec("CR3520", "Application")}.`),
        facts(productFacts("CR3520")),
        bullets(
          "MS-compatible carrier ampholytes (Pharmalyte 3-10, 5-8 and 8-10.5)",
          "pI markers bracketing the working range",
          "Anolyte, catholyte and chemical mobiliser",
          `An ${productName("CAP-LPA-50-100")}`,
          "This instructions for use; the method is generated with the CR3520 Method Assistant",
        ),
        notice(
          "caution",
          `Store the kit at ${productSpec("CR3520", "Storage")}. Do not freeze the ampholytes; let reagents reach room temperature before opening.`,
        ),
      ),
      section(
        "Sample preparation",
        paragraph(
          "Dilute the protein with the ampholyte master mix according to its concentration. The total prepared volume below is the recommendation; any volume of at least 10 µL in steps of 10 µL can be prepared in the same proportions.",
        ),
        table(
          ["Concentration", "Dilution (sample : master mix)", "Recommended volume", "Pipetting"],
          [95, 140, 110],
          CONCENTRATION_RANGES.map((range) => {
            const prep = samplePreparationFor(range.value);
            return [
              range.label,
              SAMPLE_PREP[range.value].dilution,
              `${prep.totalVolumeUl} µL`,
              `${prep.sampleUl} µL sample + ${prep.masterMixUl} µL master mix`,
            ];
          }),
        ),
      ),
      section(
        "Ampholyte mix",
        table(
          ["Expected pI", "Mix", "Components (final, v/v)"],
          [140, 90],
          PI_RANGES.map((range) => {
            const mix = AMPHOLYTE_MIXES[range.value];
            return [range.label, mix.name, mix.components.map((c) => `${c.name} ${c.percent}%`).join(", ")];
          }),
        ),
        ...PI_RANGES.map((range): DocumentBlock => paragraph(`${AMPHOLYTE_MIXES[range.value].name}: ${AMPHOLYTE_MIXES[range.value].description}`)),
      ),
      section(
        "MS settings",
        table(
          ["Protein type", "Mass range", "Fragmentor", "Acquisition", "ESI voltage"],
          [150, 95, 65, 80],
          PROTEIN_TYPES.map((type) => {
            const ms = msSettingsFor(type.value);
            return [type.label, ms.massRangeText, `${ms.fragmentorV} V`, ms.acquisitionText, ms.esiVoltageText];
          }),
        ),
        paragraph(`Positive ion mode. Use the ${CIEF_GAP} emitter gap (${productName("ES-CIEF-12")}).`),
      ),
      {
        title: "Analysis sequence",
        blocks: (["mab", "adc"] as const).flatMap((protein): DocumentBlock[] => [
          subheading(
            protein === "adc"
              ? `Antibody-drug conjugates (${timelineFor("adc")} min)`
              : `Antibodies, Fc-fusion proteins and biosimilars (${timelineFor(protein)} min)`,
          ),
          table(
            ["Step", "Name", "Pressure", "Voltage", "Time", "MS"],
            [35, 190, 55, 50, 70],
            analysisSequenceFor(protein).map((s) => [
              String(s.step),
              s.name,
              `${s.pressurePsi} psi`,
              `${s.voltageKv} kV`,
              `${s.durationMin} min (${s.startMin}–${s.endMin})`,
              s.msAcquisition ? "on" : "off",
            ]),
          ),
          steps(...analysisSequenceFor(protein).map((s) => `${s.name}: ${s.description}`)),
        ]),
      },
      section("Notes", bullets(...PROTOCOL_NOTES, ADC_NOTE)),
      section("Troubleshooting", cr3520Troubleshooting()),
      section(
        "Example: a method exported by the Method Assistant",
        paragraph(
          "The CR3520 Method Assistant (Tools, /tools?method=cr3520) generates this protocol for your protein type, concentration and expected pI, and exports it as text or JSON. Below is its text export for a monoclonal antibody at 0.5–1.0 mg/mL with an expected pI of 6–10.",
        ),
        listing(methodToTextProtocol(exampleMethod.method)),
        paragraph(`Questions about the kit: ${brand.supportEmail}, ${brand.phone}.`),
      ),
    ];
  },
};

export const productManuals: readonly DocumentContent[] = [
  withSections(emassManual, {
    after: () => [
      section("Parts and accessories", orderingInformation(["EMASS-II-SRC", "MB03-CE", "ES-CZE-07", "ES-CIEF-12", "PE-XYZ-CAM", "RK-SPRAY-250"])),
      section("Related documents", relatedDocuments(["ts-emitter-gap-setup", "ts-spray-stability-troubleshooting", "ts-preventive-maintenance"])),
    ],
  }),
  withSections(systemGuide, {
    after: () => [
      section("Parts and services", orderingInformation(["CEMS-SYS-30", "CE-30-AS", "EMASS-II-SRC", "SVC-INST-2D", "SVC-REMOTE-10"])),
      section(
        "Related documents",
        relatedDocuments(["emass-ii-user-manual", "separation-capillary-handling", "ts-preventive-maintenance", "tr-lab-setup-safety"]),
      ),
    ],
  }),
  withSections(capillaryManual, {
    after: () => [
      section("Ordering information", orderingInformation(["CAP-FS-50-100", "CAP-LPA-50-100", "CAP-PEI-50-100", "CAP-KIT-STR", "RK-BGE-AA"])),
      section("Related documents", relatedDocuments(["ts-capillary-conditioning", "tr-ce-ms-fundamentals"])),
    ],
  }),
  withSections(kitInstructions, {
    after: () => [
      section("Ordering information", orderingInformation(["CR3520", "CAP-LPA-50-100", "ES-CIEF-12", "RK-PIM-310", "RK-SPRAY-250"])),
      section("Related documents", relatedDocuments(["an-mab-charge-variants-cief-ms", "tr-cief-ms-hands-on", "ts-emitter-gap-setup"])),
    ],
  }),
];
