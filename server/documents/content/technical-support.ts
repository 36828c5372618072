/** Technical Support: troubleshooting and maintenance guides (library group "technical-support"). */
import { type DocumentContent, withSections } from "../document-model";
import { cr3520Troubleshooting, emitterRows, orderingInformation, productFacts, productName, productSpec, relatedDocuments } from "./catalogue-facts";
import { CIEF_GAP, CZE_GAP, ESI_VOLTAGE, SHEATH } from "./spray-settings";
import { bullets, checklist, facts, notice, paragraph, section, steps, table } from "./document-blocks";

const TIP = productSpec("EMASS-II-SRC", "Emitter tip");

const sprayStability: DocumentContent = {
  slug: "ts-spray-stability-troubleshooting",
  code: "TS-SPRAY",
  kind: "Troubleshooting Guide",
  summary:
    "A systematic way to find why an electrospray becomes unstable or the CE current drops: what to check first, the usual causes and their fixes, for CZE-MS and cIEF-MS.",
  revisions: [
    { version: "v1.0", date: "2022-09-19", changes: "First release." },
    { version: "v2.0", date: "2024-10-14", changes: "Reorganised by symptom; cIEF-MS section from the CR3520 troubleshooting table." },
  ],
  sections: (brand) => [
    section(
      "Before you start",
      paragraph(
        "Spray instability almost always has one of four causes: air in a liquid path, a damaged or wetted emitter, the wrong emitter gap, or a voltage outside the working range. Check them in this order; each check takes a few minutes, and most problems are solved before the last.",
      ),
      notice("warning", "Switch off the separation and ESI voltages before touching the capillary, emitter or source. Wait until both currents read 0 µA."),
    ),
    section(
      "Quick check",
      steps(
        "Look at the emitter tip under the camera: a clean, round opening with a visible Taylor cone means the emitter is fine.",
        "Watch the sheath-liquid line for bubbles for one minute. Degas the sheath liquid if you see any.",
        `Check the emitter gap: ${CZE_GAP} or ${CIEF_GAP}, depending on the method.`,
        `Check the ESI voltage: ${ESI_VOLTAGE}. Below it the cone does not form; above it the spray pulses or arcs.`,
        "Run the CE current alone (ESI off) for two minutes: a falling or noisy current points at the capillary or the electrolyte, not the spray.",
      ),
    ),
    section(
      "Symptoms, causes and fixes",
      table(
        ["Symptom", "Likely cause", "Fix"],
        [130, 170],
        [
          [
            "Total ion current pulses every few seconds",
            "Air bubble in the sheath line or emitter",
            "Flush the sheath line at 5 psi; degas the sheath liquid.",
          ],
          ["Spray stops, ESI current 0 µA", "Blocked emitter or empty sheath reservoir", "Refill the reservoir; replace the emitter."],
          ["Spray sputters, droplets on the tip", "Tip wetted on the outside or chipped", `Replace the emitter; check it under the camera (tip ${TIP}).`],
          [
            "Current spikes, visible discharge",
            `ESI voltage above ${ESI_VOLTAGE} or emitter too close to the inlet`,
            "Lower the voltage by 0.1 kV steps; move the emitter back.",
          ],
          [
            "CE current falls during a run",
            "Electrolyte depleted, air in the capillary, capillary broken",
            "Replace the electrolyte vials; refill the capillary; check for a break.",
          ],
          ["Signal low but stable", "Wrong emitter gap, sheath liquid too strong", `Set the gap; use the recommended sheath liquid (${SHEATH}).`],
        ],
      ),
    ),
    section(
      "cIEF-MS specific problems",
      paragraph(
        "cIEF-MS adds ampholytes, focusing and mobilisation to the picture. These are the problems the CR3520 Method Assistant lists in its Troubleshooting tab:",
      ),
      cr3520Troubleshooting(),
    ),
    section(
      "When to call us",
      paragraph(
        `If the spray is still unstable after these checks, send us the instrument's serial number, the method, a screenshot of the total ion current and the CE current trace to ${brand.supportEmail}, or call ${brand.phone}. An application scientist answers within one business day.`,
      ),
    ),
  ],
};

const emitterGap: DocumentContent = {
  slug: "ts-emitter-gap-setup",
  code: "TS-GAP",
  kind: "Technical Note",
  summary: `How to set and check the emitter gap of the EMASS-II: ${CZE_GAP} for CZE-MS and ${CIEF_GAP} for cIEF-MS, with the alignment stage and camera or a stereo microscope.`,
  revisions: [
    { version: "v1.0", date: "2022-02-07", changes: "First release." },
    { version: "v1.2", date: "2023-09-12", changes: "cIEF-MS gap of 1.2 mm." },
    { version: "v1.3", date: "2024-06-03", changes: "Procedure with the emitter alignment stage and camera." },
  ],
  sections: () => [
    section(
      "Why the gap matters",
      paragraph(
        "The separated zones leave the capillary and mix with the sheath liquid in the emitter before they are sprayed. A short gap keeps the mixing volume small, so fast CZE peaks stay sharp. cIEF zones carry a high concentration of ampholytes; a longer gap dilutes them more with sheath liquid, which keeps the spray stable and the current within range while they elute.",
      ),
      table(["Mode", "Emitter gap", "Emitter", "ESI voltage"], [80, 110, 220], emitterRows("ESI voltage")),
    ),
    section(
      "What you need",
      bullets(
        `${productName("PE-XYZ-CAM")}, or a stereo microscope with a scale`,
        `A glass emitter with a ${TIP} tip`,
        "The separation capillary, cut square and installed in the capillary fitting",
      ),
      facts(productFacts("PE-XYZ-CAM"), productName("PE-XYZ-CAM")),
    ),
    section(
      "Setting the gap",
      notice("warning", "Set the gap with all voltages off. The capillary end and the emitter carry high voltage during a run."),
      steps(
        "Fill the emitter with sheath liquid so that the capillary end is visible against the liquid.",
        "Bring the emitter into focus under the camera at about 50× magnification.",
        "Advance the capillary until its end touches the emitter's taper. Note the position of the fine adjuster.",
        `Withdraw the capillary by the gap for your method (${CZE_GAP} or ${CIEF_GAP}); with the stage's 10 µm resolution, that is 70 or 120 divisions.`,
        "Tighten the capillary fitting and check the gap on the camera image again.",
        "Record the gap, the emitter lot and the date in the instrument log.",
      ),
    ),
    section(
      "Checking the result",
      bullets(
        `With the ESI voltage at ${ESI_VOLTAGE}, the Taylor cone forms within a minute and stays still.`,
        "A gap that is too short gives broad, tailing peaks in cIEF and current drops when ampholytes elute.",
        "A gap that is too long gives lower signal and broader CZE peaks.",
      ),
    ),
  ],
};

const conditioning: DocumentContent = {
  slug: "ts-capillary-conditioning",
  code: "TS-COND",
  kind: "Protocol",
  summary: "Conditioning, rinsing between runs, regeneration and storage of bare fused-silica, LPA-coated and PEI-coated separation capillaries.",
  revisions: [
    { version: "v1.0", date: "2021-05-03", changes: "First release." },
    { version: "v1.3", date: "2023-02-14", changes: "PEI-coated capillaries." },
    { version: "v1.4", date: "2024-11-18", changes: "Regeneration of bare fused silica; storage table." },
  ],
  sections: () => [
    section(
      "Solutions",
      paragraph(
        `Use LC-MS grade water and the solutions of the ${productName("RK-BGE-AA")} (${productSpec("RK-BGE-AA", "Contents")}, filtered ${productSpec("RK-BGE-AA", "Filtration")}). Filter any solution you prepare yourself through 0.2 µm.`,
      ),
    ),
    section(
      "New capillaries",
      table(
        ["Step", "Bare fused silica", "LPA-coated", "PEI-coated"],
        [40],
        [
          ["1", "Methanol, 50 psi, 5 min", "Water, 50 psi, 5 min", "Water, 50 psi, 5 min"],
          ["2", "0.1 M NaOH, 50 psi, 10 min", "Background electrolyte, 50 psi, 10 min", "Background electrolyte, 50 psi, 10 min"],
          ["3", "Water, 50 psi, 5 min", "Apply separation voltage 10 min", "Apply reversed-polarity voltage 10 min"],
          ["4", "Background electrolyte, 50 psi, 10 min", "", ""],
        ],
      ),
      notice(
        "caution",
        "Never rinse LPA- or PEI-coated capillaries with sodium hydroxide, acids stronger than the background electrolyte or organic solvents above 50 %: the coating is removed.",
      ),
    ),
    section(
      "Between runs",
      steps(
        "Rinse with background electrolyte at 50 psi for 3 minutes before each injection.",
        "For cIEF-MS, run the method's rinse/regeneration step after every injection to remove ampholytes.",
        "Replace the inlet and outlet electrolyte vials every 10 runs, or sooner if the current drifts.",
      ),
    ),
    section(
      "Regeneration",
      paragraph(
        "When migration times drift by more than 3 % or peaks broaden, regenerate the capillary. Bare fused silica: 0.1 M NaOH for 10 minutes, water for 5 minutes and background electrolyte for 10 minutes. Coated capillaries cannot be regenerated chemically; rinse them with water for 10 minutes and replace them if the drift remains.",
      ),
    ),
    section(
      "Storage",
      table(
        ["Break", "Bare fused silica", "Coated"],
        [90],
        [
          ["Overnight", "Filled with electrolyte, ends in vials", "Filled with electrolyte, ends in vials"],
          ["Up to a week", "Filled with water, ends in water", "Filled with water, ends in water"],
          ["Longer", "Rinsed with water, dried with air 5 min", "Filled with water, capped, 4–8 °C"],
        ],
      ),
    ),
  ],
};

const maintenance: DocumentContent = {
  slug: "ts-preventive-maintenance",
  code: "TS-PM",
  kind: "Checklist",
  summary: "Daily, weekly, monthly and yearly maintenance of a CE-MS system with the EMASS-II ion source, as a checklist to print and sign.",
  revisions: [
    { version: "v1.0", date: "2023-01-16", changes: "First release." },
    { version: "v1.1", date: "2024-04-08", changes: "Intervals aligned with the EMASS-II user manual v3.1." },
  ],
  sections: (brand) => [
    section(
      "How to use this checklist",
      paragraph(
        "Print one copy per instrument and month. Tick each task when done, with the date and your initials. Keep completed checklists with the instrument log; they are the first thing our service engineers ask for.",
      ),
    ),
    section(
      "Daily",
      checklist(
        "Inspect the emitter tip under the camera; replace a chipped or wetted emitter.",
        "Refill the sheath-liquid reservoir with fresh, degassed sheath liquid.",
        "Replace the inlet and outlet electrolyte vials.",
        "Run the spray performance check; record the RSD of the test ion.",
      ),
    ),
    section(
      "Weekly",
      checklist(
        "Flush the sheath line with 50 % methanol, then with sheath liquid.",
        "Clean the autosampler tray and electrodes with water and a lint-free cloth.",
        "Check the migration time of the system-suitability standard against its control chart.",
        "Back up the instrument's methods and sequences.",
      ),
    ),
    section(
      "Monthly",
      checklist(
        "Inspect high-voltage cables and connectors for cracks and discolouration.",
        "Replace the capillary fitting ferrule.",
        "Check the pressure system for leaks: 50 psi must hold for 1 minute with the capillary blocked.",
        "Check that the interlock switches the voltages off when the enclosure is opened.",
      ),
      notice("warning", "Do not operate the system if the interlock check fails. Switch it off and call service."),
    ),
    section(
      "Yearly",
      paragraph(
        `A preventive maintenance visit by ${brand.companyName} service: high-voltage safety test, calibration of the pressure system and the temperature control, replacement of wear parts and a performance verification with a written report. Book it at ${brand.supportEmail} or ${brand.phone}.`,
      ),
    ),
  ],
};

export const technicalSupport: readonly DocumentContent[] = [
  withSections(sprayStability, {
    anchor: "When to call us",
    before: () => [
      section(
        "Keeping a spray log",
        paragraph(
          "Most intermittent problems are found by comparing today with a day when everything worked. Record these values at the start of each sequence; a trend shows a failing emitter or an ageing capillary before it stops a run.",
        ),
        table(
          ["Value", "How to read it", "Typical"],
          [130, 210],
          [
            ["ESI current", "Source status, after 2 minutes of spray", "Stable within ±10 %"],
            ["CE current", "CE unit, with background electrolyte", "Stable within ±5 %"],
            ["Test ion RSD", "Extracted ion current over 5 minutes", "Below 5 %"],
            ["Emitter age", "Sequences since installation", "Replace when the tip changes"],
          ],
        ),
      ),
      section(
        "Preventing problems",
        bullets(
          "Degas and filter all liquids; keep the sheath reservoir topped up.",
          "Cut the capillary outlet square; a jagged end disturbs the flow into the emitter.",
          "Replace emitters at the first sign of a chipped or wetted tip rather than after a failed run.",
          "Let the source reach room temperature after it has been moved; condensation wets the emitter.",
        ),
      ),
    ],
    after: () => [
      section("Spare parts", orderingInformation(["ES-CZE-07", "ES-CIEF-12", "MB03-CE", "RK-SPRAY-250"])),
      section("Related documents", relatedDocuments(["emass-ii-user-manual", "ts-emitter-gap-setup", "ts-preventive-maintenance"])),
    ],
  }),
  withSections(emitterGap, {
    after: (brand) => [
      section(
        "Common mistakes",
        table(
          ["Mistake", "Effect", "Avoid it by"],
          [140, 150],
          [
            ["Measuring the gap with the fitting loose", "The gap changes when the fitting is tightened", "Tightening first, then checking the gap again"],
            ["Using a CZE emitter for cIEF-MS", "Current drops while ampholytes elute", `Using the ${productName("ES-CIEF-12")}`],
            ["Touching the tip with the capillary", "Chipped tip, unstable spray", "Advancing the capillary slowly under the camera"],
          ],
        ),
      ),
      section("Parts", orderingInformation(["ES-CZE-07", "ES-CIEF-12", "MB03-CE", "PE-XYZ-CAM"])),
      section("Related documents", relatedDocuments(["emass-ii-user-manual", "ts-spray-stability-troubleshooting"])),
      section("Support", paragraph(`Questions about emitter gaps and emitters: ${brand.supportEmail}, ${brand.phone}.`)),
    ],
  }),
  withSections(conditioning, {
    after: () => [
      section(
        "When a capillary misbehaves",
        table(
          ["Symptom", "Likely cause", "Action"],
          [130, 160],
          [
            [
              "No current when the voltage is applied",
              "Air bubble or a broken capillary",
              "Rinse at 50 psi; look for a break along the capillary and at the fittings.",
            ],
            ["Current slowly falls during a run", "Electrolyte depleted, vial levels too low", "Replace both electrolyte vials; fill them to the same level."],
            ["Migration times drift later", "Coating wearing out, adsorbed protein", "Regenerate (bare fused silica) or replace (coated)."],
            ["Tailing protein peaks", "Protein adsorbs to an exposed silica wall", "Use a coated capillary; check that NaOH was never used on it."],
            ["Rinse pressure does not move liquid", "Blocked capillary", "Cut 1 cm from the inlet; replace the capillary if it stays blocked."],
          ],
        ),
      ),
      section(
        "Record keeping",
        table(
          ["Field", "Example"],
          [150],
          [
            ["Capillary type and lot", "LPA-coated, lot L2405"],
            ["Installed", "2025-03-03"],
            ["Injections", "Counted by the sequence; replace after the drift limit, not a fixed number"],
            ["Migration time of the check standard", "Plotted on a control chart, limit ±3 %"],
          ],
        ),
      ),
      section("Ordering information", orderingInformation(["CAP-FS-50-100", "CAP-LPA-50-100", "CAP-PEI-50-100", "CAP-KIT-STR", "RK-BGE-AA"])),
      section("Related documents", relatedDocuments(["separation-capillary-handling", "tr-ce-ms-fundamentals"])),
    ],
  }),
  withSections(maintenance, {
    after: () => [
      section(
        "Service record",
        paragraph("Record every service visit, repair and part replacement here, with the service report's number."),
        table(
          ["Date", "Work done", "Parts replaced", "Report no.", "Signature"],
          [70, 170, 110, 70],
          // rows two lines high, to be filled in by hand
          Array.from({ length: 5 }, () => ["\u00a0\n\u00a0", "", "", "", ""]),
        ),
      ),
      section("Consumables", orderingInformation(["ES-CZE-07", "ES-CIEF-12", "MB03-CE", "RK-SPRAY-250", "RK-BGE-AA"])),
      section("Related documents", relatedDocuments(["emass-ii-user-manual", "ce-ms-system-operation-guide", "ts-spray-stability-troubleshooting"])),
    ],
  }),
];
