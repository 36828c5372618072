/**
 * The documentation centre's featured guides in full (/documentation/guides/{slug}). The cards on
 * /documentation (documentation.ts, `featuredGuides`) link here; only the guide page's loader reads
 * this module, so the text is not in any script the browser loads.
 */
import { type ArticleBlock, type ArticleLink, heading, list, note, orderedList, paragraph, table } from "./article";

export interface Guide {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly level: "Beginner" | "Intermediate" | "Advanced" | "New";
  readonly blocks: readonly ArticleBlock[];
  readonly links: readonly ArticleLink[];
}

export const guides: readonly Guide[] = [
  {
    slug: "getting-started-with-cze-ms",
    title: "Getting Started with CZE-MS",
    summary: "From capillary conditioning and emitter positioning to your first stable spray and a reproducible separation.",
    level: "Beginner",
    blocks: [
      paragraph(
        "Capillary zone electrophoresis (CZE) separates ions by their electrophoretic mobility, roughly their charge-to-size ratio, in a narrow fused-silica capillary filled with a background electrolyte. Coupled to a mass spectrometer, it gives very high separation efficiency from nanolitre injections, and it is strongest exactly where reversed-phase LC is weakest: charged and polar analytes, intact proteins and small sample amounts. This guide takes you from a new capillary to a first reproducible CZE-MS run with an electrokinetically pumped sheath-flow ion source.",
      ),
      heading("1. What you need"),
      list(
        "A CE system with pressure and high-voltage control (up to 30 kV), and a mass spectrometer with a nanoelectrospray source position.",
        "The ion source with its glass emitter (15–30 µm tip) and a sheath-liquid reservoir.",
        "A separation capillary, typically 50 µm inner diameter and about 1 m long, with an etched or bare outlet. Bare fused silica suits peptides and metabolites; a neutral coating such as linear polyacrylamide suits intact proteins, which otherwise stick to the wall.",
        "A volatile background electrolyte (BGE), for example 0.1% formic acid or 5–10% acetic acid for peptides and denatured proteins, or ammonium acetate for native conditions.",
        "A sheath liquid such as 10% methanol with 0.1–0.5% formic acid, filtered and degassed.",
        "A test sample you know: a tryptic digest of a standard protein or a mixture of intact standard proteins.",
      ),
      note(
        "High voltage",
        "The separation uses up to 30 kV. Keep the interlocks closed, never touch the capillary inlet, the emitter or the sheath reservoir while a voltage is applied, and switch both the separation and the electrospray voltage off before you reposition anything.",
      ),
      heading("2. Condition the capillary"),
      paragraph(
        "A new bare fused-silica capillary needs a reproducible silanol surface before its first use. Flush at about 20 psi, in this order: 1 M sodium hydroxide for 10 minutes, water for 10 minutes, 1 M hydrochloric acid for 5 minutes, water for 10 minutes and the background electrolyte for 10 minutes. Coated capillaries are different: never flush them with sodium hydroxide or strong acid, which strip the coating. Rinse them with water and then the BGE only.",
      ),
      paragraph(
        "Before the capillary goes into the ion source, check that the BGE flows from the outlet: a drop should form at the tip within a minute under pressure. No drop means a blocked or broken capillary, and no separation will work until that is fixed.",
      ),
      heading("3. Position the capillary in the emitter"),
      paragraph(
        "In the sheath-flow interface the capillary's outlet sits inside the glass emitter, a short distance behind its tip. The sheath liquid flows around the capillary end, closes the electrical circuit and carries the analytes into the spray. The distance between the capillary end and the emitter tip, the emitter gap, sets how much the separated zones are diluted and how stable the spray is.",
      ),
      table(
        "Emitter gaps for the two separation modes",
        ["Mode", "Emitter gap", "Why"],
        [
          ["CZE-MS", "0.7 mm", "Small mixing volume: narrow CZE peaks stay narrow"],
          ["cIEF-MS", "1.2 mm", "More room for the mobiliser in the sheath liquid to mix with the focused zones"],
        ],
      ),
      paragraph(
        "Push the capillary through the emitter until its end is flush with the tip, then pull it back by the gap under the positioning microscope or with the source's gauge. Tighten the fitting without moving the capillary, and check the gap once more.",
      ),
      heading("4. Establish a stable spray"),
      orderedList(
        "Fill the sheath reservoir and flush the emitter with sheath liquid until no bubbles remain in the line or the emitter.",
        "Place the emitter 2–3 mm in front of the MS inlet, on its axis.",
        "Apply the electrospray voltage, starting at 2.2 kV. Watch the total ion current and the spray current: both should settle within a minute and stay steady.",
        "If the signal flickers, raise the voltage in 0.05 kV steps up to 2.4 kV. Above that you risk a corona discharge, which shows as a high, noisy current and background ions.",
        "Apply the separation voltage with the capillary inlet in BGE and check that the CE current is stable, within a few percent over several minutes.",
      ),
      heading("5. Inject and run your first separation"),
      paragraph(
        "Inject by pressure. Without a stacking method keep the injected plug to about 1–2% of the capillary's volume: for a 1 m × 50 µm capillary (about 2 µL) that is 20–40 nL. The Capillary Volume and Injection Volume calculators on the Tools page give both numbers for your own capillary and pressure. Larger injections are possible when the sample is in a lower-conductivity solution than the BGE, so that it stacks at the boundary, or with a dynamic pH junction.",
      ),
      paragraph(
        "Start at 20–30 kV in normal polarity (inlet positive) with an acidic BGE. In a neutral-coated capillary the electro-osmotic flow is almost zero, so positively charged peptides and proteins migrate to the outlet by their own mobility; small, highly charged species come first. Acquire MS data from the moment the voltage is applied; the first peaks of a digest typically arrive after 10–20 minutes in a 1 m capillary.",
      ),
      heading("6. Check reproducibility"),
      paragraph(
        "Run the test sample three times. Migration times should agree within about 1–2% and peak areas within 10% or better. Larger drifts usually point to the capillary surface (condition again, or replace a coated capillary whose coating is failing), to a BGE whose composition changes through electrolysis (replace inlet vials regularly) or to temperature. An unstable spray is a different problem: see the guide on diagnosing spray instability.",
      ),
      heading("7. Store the capillary"),
      paragraph(
        "After the last run, flush with water and then with air or nitrogen if the capillary will be stored for more than a day. Never let BGE with salt dry inside: crystals block the capillary and the emitter. Keep the capillary ends capped or immersed in water between sessions of a few days.",
      ),
    ],
    links: [
      {
        label: "Capillary and injection volume calculators",
        href: "/tools?tool=injection-volume",
        description: "Injected volume and plug length for your capillary.",
      },
      {
        label: "Diagnosing Spray Instability and Current Drops",
        href: "/documentation/guides/diagnosing-spray-instability",
        description: "When the spray or the current is not steady.",
      },
      { label: "Separation capillaries", href: "/products?category=separation-capillaries", description: "Bare and coated capillaries in the catalogue." },
      { label: "Ion sources", href: "/products?category=ion-sources", description: "EMASS-II ion sources and emitters." },
    ],
  },

  {
    slug: "cief-ms-method-development-cr3520",
    title: "cIEF-MS Method Development with the CR3520 Kit",
    summary: "Choose ampholytes for your pI range, prepare samples and set the focusing and mobilisation steps with our Method Assistant.",
    level: "New",
    blocks: [
      paragraph(
        "Capillary isoelectric focusing (cIEF) separates proteins by their isoelectric point (pI) in a pH gradient formed by carrier ampholytes. Coupled online to a mass spectrometer it separates charge variants and identifies each by its intact mass in one run. This guide explains the choices behind a CR3520 method, in the order you make them, and how the CR3520 Method Assistant on the Tools page turns them into a complete protocol.",
      ),
      heading("1. Know your sample"),
      paragraph(
        "Three facts decide the method: the protein type (monoclonal antibody, antibody–drug conjugate, Fc-fusion protein or biosimilar), its concentration and its expected pI range. The protein type sets the mass range and the source conditions; the concentration sets the dilution; the pI range sets the ampholyte mix. If you do not know the pI, start with the broad range and narrow it once you have seen the first run.",
      ),
      heading("2. Choose the ampholyte mix"),
      paragraph(
        "Total carrier ampholytes stay at about 2% (v/v) in every mix: enough for a stable gradient, low enough to limit ion suppression. A narrower mix spreads the gradient over more of the capillary around your protein's pI, which resolves variants that differ by only a few hundredths of a pH unit.",
      ),
      table(
        "Ampholyte mixes by expected pI range",
        ["Expected pI", "Mix", "Composition (final, v/v)"],
        [
          ["3–11", "Broad range", "Pharmalyte 3-10 1.5% + Pharmalyte 8-10.5 0.5%"],
          ["5–9", "Mid range", "Pharmalyte 5-8 1.5% + Pharmalyte 3-10 0.5%"],
          ["6–10", "Antibody range", "Pharmalyte 3-10 1% + Pharmalyte 8-10.5 1%"],
          ["8–10", "Basic range", "Pharmalyte 8-10.5 1.5% + Pharmalyte 3-10 0.5%"],
        ],
      ),
      paragraph(
        "Add two pI markers that bracket the expected range. They let you convert position into pI for every run and show immediately when the gradient has drifted.",
      ),
      heading("3. Prepare the sample"),
      paragraph(
        "Salt is the first enemy of cIEF: it carries current, heats the capillary, distorts the gradient and suppresses the spray. Buffer-exchange the protein into water or at most 10 mM ammonium acetate, for example with a spin column. Remove Tris, phosphate, glycerol, polysorbate and other non-volatile formulation components. Then dilute with the ampholyte master mix according to the protein concentration:",
      ),
      table(
        "Dilution and prepared volume by protein concentration",
        ["Concentration (mg/mL)", "Dilution (sample : master mix)", "Prepared volume"],
        [
          ["0.1–0.5", "1:1", "20 µL"],
          ["0.5–1.0", "1:2", "30 µL"],
          ["1.0–2.0", "1:4", "40 µL"],
        ],
      ),
      paragraph(
        "A protein is least soluble at its pI, and focusing concentrates it there many times over. If the main peak is missing, the current spikes or the capillary blocks, the protein has precipitated: use the next higher dilution, or add an MS-compatible solubiliser such as up to 2 M urea.",
      ),
      heading("4. Set up the capillary and the ion source"),
      paragraph(
        "Use the neutral-coated capillary of the kit: without electro-osmotic flow the focused zones stay where they formed. Never flush it with sodium hydroxide. Set the emitter gap to 1.2 mm, larger than for CZE-MS, so that the acidic sheath liquid mixes with the zones arriving at the emitter, and keep the electrospray voltage at 2.2–2.4 kV.",
      ),
      heading("5. The run"),
      table(
        "Analysis sequence for a monoclonal antibody (100 cm × 50 µm neutral-coated capillary)",
        ["Step", "Pressure", "Voltage", "Time"],
        [
          ["1. Capillary rinse: water, then catholyte", "50 psi", "0 kV", "5 min"],
          ["2. Sample / ampholyte load: fill the whole capillary", "20 psi", "0 kV", "2 min"],
          ["3. Focusing: inlet in anolyte, until the current plateaus", "0 psi", "25 kV", "15 min"],
          ["4. Mobilisation with MS detection", "1.5 psi", "25 kV", "23 min"],
          ["5. Rinse / regeneration", "50 psi", "0 kV", "5 min"],
        ],
      ),
      paragraph(
        "Focusing is complete when the current, high at first while the ampholytes still move, has fallen to a steady plateau. During mobilisation the acidic sheath liquid and a gentle pressure move the focused zones to the emitter one after another, while the voltage keeps them focused. For antibody–drug conjugates the assistant slows mobilisation to 1.0 psi over 33 minutes (60 minutes in total) so that drug-load variants stay resolved.",
      ),
      heading("6. Mass spectrometer settings"),
      list(
        "Mass range 2,000–4,500 m/z for monoclonal antibodies, 1,000–6,000 m/z for other proteins, so that the whole charge-state envelope is recorded.",
        "Fragmentor 380 V; 370 V for ADCs, to limit in-source loss of the drug-linker.",
        "1 spectrum per second: enough points across each focused zone.",
      ),
      heading("7. Read the result"),
      paragraph(
        "Assign the main peak first, by its intact mass, then each variant by its mass difference and its position. Basic variants with C-terminal lysine differ by +128 Da per lysine. Deamidation changes the mass by only about 1 Da but the pI noticeably, so acidic variants are recognised by their position rather than their mass. Glycoforms appear within each zone as a series of peaks 162 Da apart. The Intact Mass calculator turns a few m/z and charge pairs into a neutral mass when you want to check an assignment by hand.",
      ),
      note(
        "Let the assistant write it down",
        "Enter protein type, concentration and pI range in the CR3520 Method Assistant and it generates exactly these choices as a method, with a protocol you can export as JSON or text, share as a link, or send to us with a quote request.",
      ),
    ],
    links: [
      { label: "CR3520 Method Assistant", href: "/tools?method=cr3520", description: "Generate, export and share the method for your sample." },
      { label: "Intact Mass calculator", href: "/tools?tool=intact-mass", description: "Neutral mass from m/z and charge pairs." },
      { label: "Reagent kits", href: "/products?category=reagent-kits", description: "The CR3520 kit and its consumables in the catalogue." },
      {
        label: "cIEF-MS documents",
        href: "/documentation?q=cief",
        description: "Kit instructions, the application note and training exercises in the library.",
      },
    ],
  },

  {
    slug: "diagnosing-spray-instability",
    title: "Diagnosing Spray Instability and Current Drops",
    summary: "A systematic approach to emitter gap, tip condition, sheath liquid and voltage settings when the signal becomes unstable.",
    level: "Advanced",
    blocks: [
      paragraph(
        "A CE-MS system has two electrical circuits that share one liquid path: the separation circuit, from the capillary inlet through the capillary to the sheath liquid at the emitter, and the electrospray circuit, from the sheath liquid through the emitter tip to the mass spectrometer. Most instabilities become easy to find once you decide which circuit misbehaves. This guide gives a fixed order of checks, from the cheapest to the most invasive.",
      ),
      heading("1. Separate the two circuits"),
      orderedList(
        "Switch the separation voltage off and leave only the electrospray voltage on. If the total ion current is now steady, the spray itself is fine and the problem is in the separation circuit (go to section 3).",
        "If the spray is unstable on its own, the problem is at the emitter: the sheath liquid, the tip, the gap or the voltage (section 2).",
        "Record the CE current and the spray current over a few minutes in both states. A trace is worth more than any description when you ask our support team for help.",
      ),
      heading("2. Spray problems"),
      table(
        "Spray symptoms, causes and remedies",
        ["Symptom", "Likely cause", "What to do"],
        [
          [
            "Signal pulses or flickers regularly",
            "Electrospray voltage too low, or emitter too far from the MS inlet",
            "Raise the voltage in 0.05 kV steps within 2.2–2.4 kV; bring the emitter to 2–3 mm from the inlet",
          ],
          [
            "High, noisy current and rising background",
            "Corona discharge: voltage too high or tip too close",
            "Lower the voltage; increase the distance; check for a wet or dirty inlet",
          ],
          ["Spray stops and restarts", "Air bubble in the sheath line or emitter", "Degas the sheath liquid; flush the emitter until no bubbles leave it"],
          ["No spray at all", "Blocked or broken emitter tip; empty sheath reservoir", "Inspect the tip under the microscope; refill; replace the emitter"],
          [
            "Signal drifts slowly over hours",
            "Sheath reservoir level falling; evaporation changes composition",
            "Keep the reservoir filled; prepare fresh sheath liquid daily",
          ],
        ],
      ),
      paragraph(
        "Look at the tip whenever the spray will not settle. A tip that is chipped, widened or coated with salt sprays as a broad, unsteady plume. Salt deposits usually come from a non-volatile BGE or sample; clean the tip by flushing, but replace an emitter whose opening has changed: its 15–30 µm opening defines the flow and the droplet size.",
      ),
      heading("3. Current drops in the separation circuit"),
      paragraph(
        "A CE current that falls suddenly to zero means the circuit is open. A current that decreases slowly, or steps down and recovers, means the conductivity along the capillary is changing. Work through the causes in this order:",
      ),
      orderedList(
        "Air bubble: often introduced with the sample or by a vial with too little liquid. Flush the capillary with BGE under pressure and check the vial filling levels.",
        "Blocked capillary: check that liquid still leaves the outlet under pressure. Precipitated protein (common in cIEF at the pI) or salt crystals are the usual cause; flush, or cut a few millimetres from the inlet.",
        "Broken capillary: a break inside the ion source or in the cartridge leaves the current at zero even though liquid flows. Inspect the capillary along its length; replace it.",
        "Wrong emitter gap: a capillary end that has slipped back too far from the tip, or touches it, disturbs the contact with the sheath liquid. Re-measure and reset the gap (0.7 mm CZE-MS, 1.2 mm cIEF-MS).",
        "Depleted electrolyte: electrolysis changes the pH and composition of small vials over a sequence. Replace inlet vials every few runs and use larger volumes for long sequences.",
        "Joule heating: a current far above the usual for your BGE means the BGE is too concentrated or the voltage too high. Lower either until the current is proportional to the voltage again.",
      ),
      heading("4. When both look fine but the signal is weak"),
      paragraph(
        "A stable spray with a weak signal is usually chemistry, not hardware: non-volatile components in the sample, too much carrier ampholyte in cIEF, a mass range that misses the charge-state envelope, or a sheath liquid with too little acid for positive mode. Check the sample preparation first, then the MS method. In cIEF-MS, total ampholyte above about 2% (v/v) is the most common cause of suppression.",
      ),
      note(
        "Keep a log",
        "Write down the CE current, the spray voltage and current, the emitter gap and the emitter's age for every session. Most slow problems, a failing coating or an emitter at the end of its life, show as a trend in that log long before they stop a run.",
      ),
    ],
    links: [
      {
        label: "Getting Started with CZE-MS",
        href: "/documentation/guides/getting-started-with-cze-ms",
        description: "Set-up and a first stable spray, step by step.",
      },
      {
        label: "Troubleshooting documents",
        href: "/documentation?q=troubleshooting",
        description: "The spray stability troubleshooting guide and maintenance checklists in the library.",
      },
      {
        label: "Ask our application scientists",
        href: "/contact?interest=technical-services",
        description: "Send your current traces; we reply within one business day.",
      },
      { label: "Emitters and ion sources", href: "/products?category=ion-sources", description: "Replacement emitters and EMASS-II ion sources." },
    ],
  },
];

/** The guide at /documentation/guides/{slug}, if there is one. */
export function guideBySlug(slug: string): Guide | undefined {
  return guides.find((guide) => guide.slug === slug);
}
